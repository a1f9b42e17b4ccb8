package game

import (
	"context"
	"errors"
	"testing"
	"time"
)

// TestPerftContext checks that PerftContext counts what Perft counts, on
// both sides of perftChunk and from a finished game.
func TestPerftContext(t *testing.T) {
	over, err := ParseTFEN("0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	mid := Start().Apply(3).Apply(7).Apply(1)
	tests := []struct {
		name  string
		pos   Position
		depth int
		want  uint64
	}{
		{"start depth 0", Start(), 0, 1},
		{"start depth 1", Start(), 1, 9},
		{"start depth 4", Start(), 4, 5199},
		{"start depth 5", Start(), 5, 43184},
		{"start depth 6", Start(), 6, 360035},
		{"middle depth 6", mid, 6, Perft(mid, 6)},
		{"almost over depth 7", over, 7, Perft(over, 7)},
	}
	for _, tt := range tests {
		got, err := PerftContext(context.Background(), tt.pos, tt.depth)
		if err != nil || got != tt.want {
			t.Errorf("%s: PerftContext = %d, %v; want %d, nil", tt.name, got, err, tt.want)
		}
	}
}

// TestPerftContextStops checks that an ended context stops the count with
// the context's error: one ended before the start, and one that ends while
// a count of depth 30 (years of work) runs.
func TestPerftContextStops(t *testing.T) {
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	for _, depth := range []int{1, 4, 5, 30} {
		if n, err := PerftContext(ended, Start(), depth); n != 0 || !errors.Is(err, context.Canceled) {
			t.Errorf("ended context, depth %d: %d, %v; want 0, context.Canceled", depth, n, err)
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if n, err := PerftContext(ctx, Start(), 30); n != 0 || !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("depth 30 with a deadline: %d, %v; want 0, context.DeadlineExceeded", n, err)
	}
}

func BenchmarkPerftContext7(b *testing.B) {
	var nodes uint64
	ctx := context.Background()
	for b.Loop() {
		n, err := PerftContext(ctx, Start(), 7)
		if err != nil {
			b.Fatal(err)
		}
		nodes += n
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

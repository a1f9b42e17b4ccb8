package ai

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
)

// BenchmarkNPS searches each position for a fixed node count and reports
// nodes per second, on one and on two threads.
func BenchmarkNPS(b *testing.B) {
	for _, threads := range []int{1, 2} {
		for _, bp := range aitest.BenchPositions() {
			b.Run(fmt.Sprintf("%s/threads=%d", bp.Name, threads), func(b *testing.B) {
				pos := aitest.MustTFEN(b, bp.TFEN)
				e := New(Options{Threads: threads})
				e.tt.clear() // touch the table's pages before timing
				var nodes uint64
				var elapsed time.Duration
				for b.Loop() {
					e.NewGame()
					r := e.Search(context.Background(), pos, Limits{Nodes: 2_000_000}, nil)
					nodes += r.Nodes
					elapsed += r.Elapsed
				}
				b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
			})
		}
	}
}

// BenchmarkDepthIn1s reports the depth each position reaches in one second
// on one and on two threads.
func BenchmarkDepthIn1s(b *testing.B) {
	for _, threads := range []int{1, 2} {
		for _, bp := range aitest.BenchPositions() {
			b.Run(fmt.Sprintf("%s/threads=%d", bp.Name, threads), func(b *testing.B) {
				pos := aitest.MustTFEN(b, bp.TFEN)
				e := New(Options{Threads: threads})
				e.tt.clear() // touch the table's pages before timing
				depth, n := 0, 0
				for b.Loop() {
					e.NewGame()
					r := e.Search(context.Background(), pos, Limits{Time: time.Second}, nil)
					depth += r.Depth
					n++
				}
				b.ReportMetric(float64(depth)/float64(n), "depth")
			})
		}
	}
}

func BenchmarkHashKey(b *testing.B) {
	pos := aitest.MustTFEN(b, aitest.BenchPositions()[1].TFEN)
	var s uint64
	for b.Loop() {
		s += hashKey(&pos)
	}
	_ = s
}

// BenchmarkSolve times the proof of the result of real endgames (from
// game/testdata/playok-2025.pgn) with 10 and 20 stones on the board, on one
// thread with a fresh table.
func BenchmarkSolve(b *testing.B) {
	for _, c := range []struct{ name, tfen string }{
		{"10stones", "0,2,1,0,0,0,1,0,1/0,0,2,2,0,1,0,0,0 79 73 1 8 1"}, // lost in 13
		{"20stones", "0,0,1,0,1,2,3,1,2/2,1,2,0,2,2,0,1,0 77 65 7 4 0"}, // won in 13
	} {
		b.Run(c.name, func(b *testing.B) {
			pos := aitest.MustTFEN(b, c.tfen)
			e := New(Options{Threads: 1})
			for b.Loop() {
				e.NewGame()
				if r := e.Search(context.Background(), pos, Limits{}, nil); r.Mate == 0 {
					b.Fatalf("not solved: %+v", r)
				}
			}
		})
	}
}

// BenchmarkBench runs Bench (fixed positions to a fixed depth, one thread)
// and reports its speed; the work is the same on every run.
func BenchmarkBench(b *testing.B) {
	var nodes uint64
	var elapsed time.Duration
	for b.Loop() {
		r, err := Bench(context.Background(), nil)
		if err != nil {
			b.Fatal(err)
		}
		nodes += r.Nodes
		elapsed += r.Elapsed
	}
	b.ReportMetric(float64(nodes)/elapsed.Seconds(), "nodes/s")
}

// BenchmarkCancel reports how long a two-thread search takes to return
// after its context is cancelled mid-search (the package promises 50 ms).
func BenchmarkCancel(b *testing.B) {
	e := New(Options{Threads: 2, HashMB: 8})
	pos := aitest.MustTFEN(b, aitest.BenchPositions()[1].TFEN)
	var worst, total time.Duration
	n := 0
	for b.Loop() {
		ctx, cancel := context.WithCancel(context.Background())
		started := make(chan struct{})
		done := make(chan time.Time)
		go func() {
			e.Search(ctx, pos, Limits{}, func(i Info) {
				if i.Depth == 8 {
					close(started)
				}
			})
			done <- time.Now()
		}()
		<-started
		at := time.Now()
		cancel()
		d := (<-done).Sub(at)
		worst = max(worst, d)
		total += d
		n++
	}
	b.ReportMetric(float64(total.Microseconds())/float64(n)/1000, "ms/cancel")
	b.ReportMetric(float64(worst.Microseconds())/1000, "ms-worst")
}

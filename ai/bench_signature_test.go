package ai

import (
	"context"
	"errors"
	"testing"
)

// benchSignature is the total node count of Bench. It changes only when the
// search or the evaluation changes: a commit that changes it updates it here
// and states the new signature in its message.
const benchSignature = 1125805

func TestBenchSignature(t *testing.T) {
	r, err := Bench(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Lines) != len(benchTFENs) {
		t.Fatalf("%d positions searched, want %d", len(r.Lines), len(benchTFENs))
	}
	for _, l := range r.Lines {
		if l.Depth != BenchDepth || l.Move == 0 || l.Nodes == 0 {
			t.Errorf("%s: depth %d, move %d, %d nodes; want depth %d and a move", l.TFEN, l.Depth, l.Move, l.Nodes, BenchDepth)
		}
	}
	t.Logf("%d nodes in %v: %.0f nodes/s", r.Nodes, r.Elapsed, r.NodesPerSecond())
	if r.Nodes != benchSignature {
		t.Errorf("bench signature %d, want %d: if the search or the evaluation changed on purpose, set benchSignature to %d and state the new signature in the commit message", r.Nodes, benchSignature, r.Nodes)
	}
}

// TestBenchCancelled: a cancelled bench stops at once with ctx's error.
func TestBenchCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := Bench(ctx, func(BenchLine) { t.Error("progress after cancellation") })
	if !errors.Is(err, context.Canceled) || len(r.Lines) != 0 {
		t.Errorf("Bench(cancelled) = %d lines, %v; want none, context.Canceled", len(r.Lines), err)
	}
}

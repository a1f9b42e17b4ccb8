package host

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

func TestHashMB(t *testing.T) {
	top := len(ai.Levels())
	for _, tc := range []struct {
		level, want int
	}{
		{1, 4},
		{top - 3, 4},
		{top - 2, 16},
		{top - 1, 16},
		{top, ai.DefaultHashMB},
		{top + 1, ai.DefaultHashMB},
	} {
		if got := HashMB(tc.level); got != tc.want {
			t.Errorf("HashMB(%d) = %d, want %d", tc.level, got, tc.want)
		}
	}
}

// TestPoolLevel checks that the computer's engine is made again only when
// the level's table size changes.
func TestPoolLevel(t *testing.T) {
	var made []int
	p := NewPool(Options{New: func(o ai.Options) *ai.Engine {
		made = append(made, o.HashMB)
		return ai.New(ai.Options{HashMB: 1, Threads: 1})
	}})
	top := len(ai.Levels())
	e1 := p.Level(1)
	if p.Level(2) != e1 {
		t.Error("a level of the same table size got another engine")
	}
	e3 := p.Level(top)
	if e3 == e1 || p.Level(top) != e3 {
		t.Error("the top level did not get an engine of its own, kept")
	}
	if p.Level(1) == e3 {
		t.Error("back at level 1: the top level's engine kept")
	}
	want := []int{4, ai.DefaultHashMB, 4}
	if len(made) != len(want) {
		t.Fatalf("engines made with %v MiB, want %v", made, want)
	}
	for i := range want {
		if made[i] != want[i] {
			t.Fatalf("engines made with %v MiB, want %v", made, want)
		}
	}

	fixed := ai.New(ai.Options{HashMB: 1, Threads: 1})
	pf := NewPool(Options{Fixed: fixed})
	if pf.Level(1) != fixed || pf.Level(top) != fixed {
		t.Error("a fixed engine is not used at every level")
	}
}

// TestPoolReviewAndAnalysis checks the review's and the analysis's
// engines: one thread, their own table, a new engine each time.
func TestPoolReviewAndAnalysis(t *testing.T) {
	var opts []ai.Options
	p := NewPool(Options{New: func(o ai.Options) *ai.Engine {
		opts = append(opts, o)
		return ai.New(ai.Options{HashMB: 1, Threads: 1})
	}})
	r1, r2 := p.Review(), p.Review()
	if r1 == r2 || p.Analysis() == nil {
		t.Fatal("the review's engine is shared")
	}
	want := []ai.Options{{Threads: 1, HashMB: ReviewHashMB}, {Threads: 1, HashMB: ReviewHashMB}, {Threads: 1, HashMB: AnalysisHashMB}}
	if len(opts) != len(want) {
		t.Fatalf("made %v, want %v", opts, want)
	}
	for i := range want {
		if opts[i] != want[i] {
			t.Fatalf("made %v, want %v", opts, want)
		}
	}
}

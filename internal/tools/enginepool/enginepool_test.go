package enginepool

import (
	"context"
	"sync"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestRun: every index is done exactly once, on at most the asked number of
// engines (at least one, never more than the indices), and no engine is
// used by two calls at once.
func TestRun(t *testing.T) {
	tests := []struct{ n, workers, wantEngines int }{
		{0, 2, 0},
		{1, 4, 1},
		{5, 0, 1},
		{5, -3, 1},
		{40, 3, 3},
	}
	for _, tt := range tests {
		var mu sync.Mutex
		done := make([]int, tt.n)
		busy := map[*ai.Engine]bool{}
		engines := 0
		newEngine := func() *ai.Engine {
			mu.Lock()
			defer mu.Unlock()
			engines++
			return ai.New(ai.Options{Threads: 1, HashMB: 1})
		}
		Run(tt.n, tt.workers, newEngine, func(e *ai.Engine, i int) {
			mu.Lock()
			if busy[e] {
				t.Errorf("n %d workers %d: an engine used by two calls at once", tt.n, tt.workers)
			}
			busy[e] = true
			done[i]++
			mu.Unlock()
			e.NewGame()
			e.Search(context.Background(), game.Start(), ai.Limits{Depth: 2}, nil)
			mu.Lock()
			busy[e] = false
			mu.Unlock()
		})
		if engines != tt.wantEngines {
			t.Errorf("n %d workers %d: %d engines, want %d", tt.n, tt.workers, engines, tt.wantEngines)
		}
		for i, c := range done {
			if c != 1 {
				t.Errorf("n %d workers %d: index %d done %d times", tt.n, tt.workers, i, c)
			}
		}
	}
}

// TestRunSameResults: searches that clear their table give the same
// results whatever the number of workers.
func TestRunSameResults(t *testing.T) {
	positions := []game.Position{game.Start(), game.Start().Apply(1), game.Start().Apply(5).Apply(9), game.Start().Apply(9)}
	run := func(workers int) []int {
		scores := make([]int, len(positions))
		Run(len(positions), workers, func() *ai.Engine { return ai.New(ai.Options{Threads: 1, HashMB: 1}) }, func(e *ai.Engine, i int) {
			e.NewGame()
			scores[i] = e.Search(context.Background(), positions[i], ai.Limits{Depth: 4}, nil).Score
		})
		return scores
	}
	one, three := run(1), run(3)
	for i := range one {
		if one[i] != three[i] {
			t.Errorf("position %d: score %d on one worker, %d on three", i, one[i], three[i])
		}
	}
}

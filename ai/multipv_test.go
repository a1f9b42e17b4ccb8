package ai

import (
	"context"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestMultiPV checks that a MultiPV search returns distinct best lines,
// best first, that the first is the search's result, and, in an endgame
// the search solves, that each line's proved result is the result of its
// first move.
func TestMultiPV(t *testing.T) {
	for _, tt := range []struct {
		name  string
		tfen  string
		lines int
		depth int
	}{
		{"start, 3 lines", game.StartTFEN, 3, 6},
		{"middle game, 2 lines", aitest.BenchPositions()[1].TFEN, 2, 7},
		{"endgame, every move", "0,2,1,0,0,0,1,0,1/0,0,2,2,0,1,0,0,0 79 73 1 8 1", 9, 24},
	} {
		t.Run(tt.name, func(t *testing.T) {
			pos := aitest.MustTFEN(t, tt.tfen)
			e := New(Options{Threads: 1, HashMB: 8})
			var last Info
			r := e.Search(context.Background(), pos, Limits{Depth: tt.depth, MultiPV: tt.lines}, func(i Info) { last = i })
			want := min(tt.lines, len(pos.LegalMoves()))
			if len(r.Lines) != want || len(last.Lines) != want {
				t.Fatalf("%d lines (%d in the last report), want %d", len(r.Lines), len(last.Lines), want)
			}
			seen := map[game.Move]bool{}
			for k, l := range r.Lines {
				if len(l.PV) == 0 || seen[l.PV[0]] || !pos.Legal(l.PV[0]) {
					t.Fatalf("line %d: %v repeats a first move or is empty: %+v", k, l.PV, r.Lines)
				}
				seen[l.PV[0]] = true
				if k > 0 && l.Score > r.Lines[k-1].Score {
					t.Errorf("line %d scores %d above line %d's %d", k, l.Score, k-1, r.Lines[k-1].Score)
				}
				if l.Mate != mateMoves(l.Score) {
					t.Errorf("line %d: mate %d for score %d", k, l.Mate, l.Score)
				}
			}
			if r.Move != r.Lines[0].PV[0] || r.Score != r.Lines[0].Score || r.Depth != tt.depth {
				t.Errorf("result %d %d depth %d, first line %+v", r.Move, r.Score, r.Depth, r.Lines[0])
			}
			if tt.lines < 9 {
				return
			}
			for _, l := range r.Lines {
				child := pos.Apply(l.PV[0])
				c := New(Options{Threads: 1, HashMB: 8}).Search(context.Background(), child, Limits{Depth: tt.depth - 1}, nil)
				if child.MoveMask() == 0 {
					continue
				}
				if (l.Score > WinBound) != (-c.Score > WinBound) || (l.Score < -WinBound) != (-c.Score < -WinBound) {
					t.Errorf("move %d: line %d, alone %d", l.PV[0], l.Score, -c.Score)
				}
			}
		})
	}
	// One line: no Lines.
	e := New(Options{Threads: 1, HashMB: 8})
	if r := e.Search(context.Background(), game.Start(), Limits{Depth: 4}, nil); r.Lines != nil {
		t.Errorf("a single-line search gives lines %+v", r.Lines)
	}
}

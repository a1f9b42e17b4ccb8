package match

import (
	"context"
	"math"
	"sync/atomic"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestEloOf(t *testing.T) {
	for _, c := range []struct{ f, want float64 }{{0.5, 0}, {0.75, 190.8}, {0.25, -190.8}, {0.9, 381.7}} {
		if got := ScoreElo(c.f); math.Abs(got-c.want) > 0.1 {
			t.Errorf("ScoreElo(%v) = %.1f, want %.1f", c.f, got, c.want)
		}
	}
}

func TestOpenings(t *testing.T) {
	ops := Openings(50, 4, 1)
	if len(ops) != 50 {
		t.Fatalf("got %d openings", len(ops))
	}
	seen := map[game.Position]bool{}
	for _, p := range ops {
		if p.Over() || seen[p] {
			t.Fatalf("opening %s is over or repeated", p.TFEN())
		}
		seen[p] = true
	}
	again := Openings(50, 4, 1)
	for i := range ops {
		if ops[i] != again[i] {
			t.Fatal("openings are not reproducible")
		}
	}
}

// first plays the lowest legal hole; last the highest.
func first(_ context.Context, p game.Position) game.Move { return p.LegalMoves()[0] }
func last(_ context.Context, p game.Position) game.Move {
	ms := p.LegalMoves()
	return ms[len(ms)-1]
}

func TestPlayAndRun(t *testing.T) {
	o, plies := Play(context.Background(), game.Start(), first, last)
	if o.Result == game.Ongoing || plies == 0 || plies > MaxPlies {
		t.Fatalf("game ended %v after %d plies", o, plies)
	}
	ops := Openings(5, 2, 2)
	s := Run(context.Background(), ops, func() Player { return first }, func() Player { return first }, 2, nil)
	if s.Games() != 10 || len(s.pairs) != 5 {
		t.Fatalf("played %d games in %d pairs, want 10 in 5", s.Games(), len(s.pairs))
	}
	// the same player on both sides: every pair is one win each or two draws
	if s.Wins != s.Losses {
		t.Errorf("a player against itself: %+v", s)
	}
	if elo, _ := s.Elo(); elo != 0 {
		t.Errorf("a player against itself has Elo %v", elo)
	}
}

// TestRunDropsCutPairs checks that a pair cut short by the end of ctx is
// not counted: its games were decided by the kazans, not played out.
func TestRunDropsCutPairs(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	moves := 0
	cutter := func(ctx context.Context, p game.Position) game.Move {
		if moves++; moves == 30 {
			cancel()
		}
		return first(ctx, p)
	}
	s := Run(ctx, Openings(3, 2, 2), func() Player { return cutter }, func() Player { return last }, 1, nil)
	if s.Games() != 0 || s.Plies != 0 {
		t.Errorf("a match cut in its first pair scored %+v", s)
	}
}

// TestRunPlaysAPairAtOnce checks that two workers play the two games of
// one opening at the same time: each worker's player waits at its first
// move, up to a second, for the other game to reach its first move.
func TestRunPlaysAPairAtOnce(t *testing.T) {
	var arrived, alone atomic.Int32
	newPlayer := func() Player {
		waited := false
		return func(ctx context.Context, p game.Position) game.Move {
			if !waited {
				waited = true
				arrived.Add(1)
				deadline := time.Now().Add(time.Second)
				for arrived.Load() < 2 && time.Now().Before(deadline) {
					time.Sleep(time.Millisecond)
				}
				if arrived.Load() < 2 {
					alone.Add(1)
				}
			}
			return first(ctx, p)
		}
	}
	s := Run(context.Background(), Openings(1, 2, 2), newPlayer, func() Player { return last }, 2, nil)
	if s.Games() != 2 {
		t.Fatalf("played %+v, want one pair", s)
	}
	if alone.Load() != 0 {
		t.Errorf("the two games of the opening were played one after the other")
	}
}

// TestEloMargins compares the paired and the unpaired intervals: pairs
// that each split one win apiece have no variance, so only the unpaired
// margin says how little 8 such games tell.
func TestEloMargins(t *testing.T) {
	split := Score{Wins: 4, Losses: 4, pairs: []float64{1, 1, 1, 1}}
	if _, m := split.Elo(); m != 0 {
		t.Errorf("paired margin of split pairs = %.1f, want 0", m)
	}
	// 8 games at 50%: se = sqrt(0.25/7), f = 0.5 ± 0.370 → ±331 Elo
	if _, m := split.EloUnpaired(); math.Abs(m-331) > 2 {
		t.Errorf("unpaired margin of 4-4 = %.1f, want about 331", m)
	}
	mixed := Score{Wins: 3, Draws: 2, Losses: 3, pairs: []float64{2, 0, 1, 1}}
	elo, pm := mixed.Elo()
	_, um := mixed.EloUnpaired()
	if elo != 0 || pm <= um {
		t.Errorf("pairs 2,0,1,1: Elo %.1f ± %.1f paired, ± %.1f unpaired; want 0 and a wider paired margin", elo, pm, um)
	}
}

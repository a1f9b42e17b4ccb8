package game_test

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/vectors"
)

// TestVectors replays every random game and compares every position after
// every move: holes, kazans, tuzdyks, side to move, result and settled score.
func TestVectors(t *testing.T) {
	games, err := vectors.Load("testdata/random-games.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	if len(games) != 200 {
		t.Fatalf("loaded %d vector games, want 200", len(games))
	}
	results := map[string]int{}
	plies := 0
	for _, g := range games {
		p := game.Start()
		for i, st := range g.Steps {
			next, sowing, err := p.Play(game.Move(st.Move))
			if err != nil {
				t.Fatalf("seed %d ply %d: %v", g.Seed, i+1, err)
			}
			if fast := p.Apply(game.Move(st.Move)); fast != next {
				t.Fatalf("seed %d ply %d: Apply %v differs from Play %v", g.Seed, i+1, fast, next)
			}
			if want := st.Position(); next != want {
				t.Fatalf("seed %d ply %d move %d from %v:\n got %v\nwant %v", g.Seed, i+1, st.Move, p, next, want)
			}
			o := next.Outcome()
			if r := next.Result(); r != o.Result {
				t.Fatalf("seed %d ply %d: Result %v, Outcome %v", g.Seed, i+1, r, o)
			}
			if o.Result != st.GameResult() || o.Final != st.FinalKazans {
				t.Fatalf("seed %d ply %d: outcome %v, want %s %v", g.Seed, i+1, o, st.Result, st.FinalKazans)
			}
			if sowing.Outcome != o {
				t.Fatalf("seed %d ply %d: sowing outcome %v, want %v", g.Seed, i+1, sowing.Outcome, o)
			}
			results[st.Result+"/"+endingName(o.Ending)]++
			plies++
			p = next
		}
		if !p.Over() {
			t.Errorf("seed %d: game does not end after its %d steps", g.Seed, len(g.Steps))
		}
	}
	t.Logf("%d plies; endings %v", plies, results)
}

func endingName(e game.Ending) string {
	return [...]string{"-", "82", "atsyrau"}[e]
}

// TestLandingAndRowMask: Landing predicts where Play's last stone falls and
// the count there before any capture, laps included; RowMask is MoveMask
// while the game goes on.
func TestLandingAndRowMask(t *testing.T) {
	games, err := vectors.Load("testdata/random-games.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	moves, laps := 0, 0
	for _, g := range games[:50] {
		p := game.Start()
		for _, st := range g.Steps {
			if p.RowMask(p.ToMove) != p.MoveMask() {
				t.Fatalf("%s: RowMask %b, MoveMask %b", p.TFEN(), p.RowMask(p.ToMove), p.MoveMask())
			}
			for _, m := range p.LegalMoves() {
				moves++
				from := game.RingIndex(p.ToMove, int(m))
				if p.Holes[from] >= game.RingSize {
					laps++
				}
				last, count := p.Landing(from)
				_, s, _ := p.Play(m)
				h := p.Holes
				h[from] = 0
				for _, d := range s.Drops {
					h[d]++
				}
				if last != s.Last || count != int(h[last]) {
					t.Fatalf("%s move %d: Landing %d with %d, Play %d with %d", p.TFEN(), m, last, count, s.Last, h[s.Last])
				}
			}
			p = p.Apply(game.Move(st.Move))
		}
	}
	if moves < 10000 || laps < 50 {
		t.Fatalf("only %d moves, %d laps checked", moves, laps)
	}
}

package game_test

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/vectors"
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

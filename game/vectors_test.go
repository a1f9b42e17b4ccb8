package game

import (
	"bufio"
	"encoding/json"
	"os"
	"testing"
)

type vectorStep struct {
	Move        int       `json:"move"`
	Holes       [2][9]int `json:"holes"`
	Kazans      [2]int    `json:"kazans"`
	Tuzdyks     [2]int    `json:"tuzdyks"`
	ToMove      string    `json:"to_move"`
	Result      string    `json:"result"`
	FinalKazans [2]int    `json:"final_kazans"`
}

type vectorGame struct {
	Seed  int          `json:"seed"`
	Steps []vectorStep `json:"steps"`
}

func loadVectors(t testing.TB) []vectorGame {
	t.Helper()
	f, err := os.Open("testdata/random-games.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var games []vectorGame
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var g vectorGame
		if err := json.Unmarshal(sc.Bytes(), &g); err != nil {
			t.Fatalf("vector line %d: %v", len(games)+1, err)
		}
		games = append(games, g)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return games
}

// TestVectors replays every random game and compares every position after
// every move: holes, kazans, tuzdyks, side to move, result and settled score.
func TestVectors(t *testing.T) {
	games := loadVectors(t)
	if len(games) != 200 {
		t.Fatalf("loaded %d vector games, want 200", len(games))
	}
	results := map[string]int{}
	plies := 0
	for _, g := range games {
		p := Start()
		for i, st := range g.Steps {
			next, sowing, err := p.Play(Move(st.Move))
			if err != nil {
				t.Fatalf("seed %d ply %d: %v", g.Seed, i+1, err)
			}
			if fast := p.Apply(Move(st.Move)); fast != next {
				t.Fatalf("seed %d ply %d: Apply %v differs from Play %v", g.Seed, i+1, fast, next)
			}
			var want Position
			for s := range 2 {
				for n := range 9 {
					want.Holes[s*9+n] = uint8(st.Holes[s][n])
				}
				want.Kazans[s] = uint8(st.Kazans[s])
				want.Tuzdyks[s] = uint8(st.Tuzdyks[s])
			}
			if st.ToMove == "b" {
				want.ToMove = Black
			}
			if next != want {
				t.Fatalf("seed %d ply %d move %d from %v:\n got %v\nwant %v", g.Seed, i+1, st.Move, p, next, want)
			}
			o := next.Outcome()
			wantResult := map[string]Result{"ongoing": Ongoing, "white": WhiteWins, "black": BlackWins, "draw": Draw}[st.Result]
			if o.Result != wantResult || o.Final != st.FinalKazans {
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

func endingName(e Ending) string {
	return [...]string{"-", "82", "atsyrau"}[e]
}

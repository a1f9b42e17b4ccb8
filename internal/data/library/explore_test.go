package library

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// independent counts, by replaying every game with game.Play and comparing
// positions with ==, the games that reach p, the moves played from it and
// the results: the same answers as Explore, found without the library.
func independent(games []*game.Game, p game.Position, keep func(*game.Game) bool) Stats {
	var st Stats
	for _, g := range games {
		if keep != nil && !keep(g) {
			continue
		}
		replay := game.NewGame(g.Start())
		for ply := 0; ply <= g.Len(); ply++ {
			if replay.Position() == p {
				move := 0
				if ply < g.Len() {
					move = int(g.Moves()[ply])
				}
				st.add(move, resultCode(g.Result()), 1)
				break
			}
			if ply == g.Len() {
				break
			}
			if _, err := replay.Play(g.Moves()[ply]); err != nil {
				panic(err)
			}
		}
	}
	st.sort()
	return st
}

// distinct returns the Masters' games, each once: the library keeps a game
// once, and the 2018 file records three games twice (games 96, 99 and 662
// again as 137, 138 and 664).
func distinct(t testing.TB, masters map[string][]*game.Game) []*game.Game {
	var all []*game.Game
	seen := map[string]bool{}
	for _, name := range []string{"playok-2025.pgn", "tournaments-2018.pgn"} {
		for _, g := range masters[name] {
			if text := g.Text(); !seen[text] {
				seen[text] = true
				all = append(all, g)
			}
		}
	}
	if n := len(masters["playok-2025.pgn"]) + len(masters["tournaments-2018.pgn"]); n == 1972 && len(all) != 1969 {
		t.Fatalf("%d distinct master games, want 1969", len(all))
	}
	return all
}

func TestExploreMatchesIndependentCount(t *testing.T) {
	l := openTemp(t)
	ctx := context.Background()
	masters := mastersGames(t)
	all := distinct(t, masters)
	first := masters["tournaments-2018.pgn"][0]
	after4 := first.PositionAt(4)
	tests := []struct {
		name string
		pos  game.Position
		f    Filter
		keep func(*game.Game) bool
	}{
		{"start", game.Start(), Filter{}, nil},
		{"start/masters", game.Start(), Filter{Collections: []string{Masters}}, nil},
		{"after 4 plies", after4, Filter{}, nil},
		{"after 4 plies/2018", after4, Filter{FromYear: 2018, ToYear: 2018}, func(g *game.Game) bool { return g.Tag("Date") == "2018" }},
		{"after 4 plies/rated 1500", after4, Filter{MinRating: 1500}, func(g *game.Game) bool {
			return atoi(g.Tag("WhiteElo")) >= 1500 && atoi(g.Tag("BlackElo")) >= 1500
		}},
		{"start/player", game.Start(), Filter{Player: first.Tag("White")}, func(g *game.Game) bool {
			return g.Tag("White") == first.Tag("White") || g.Tag("Black") == first.Tag("White")
		}},
		{"after 4 plies/rated 1550", after4, Filter{MinRating: 1550}, func(g *game.Game) bool {
			return atoi(g.Tag("WhiteElo")) >= 1550 && atoi(g.Tag("BlackElo")) >= 1550
		}},
		{"start/rated 1650 in 2025", game.Start(), Filter{MinRating: 1650, FromYear: 2025}, func(g *game.Game) bool {
			y, _ := parseDate(g.Tag("Date"))
			return y >= 2025 && atoi(g.Tag("WhiteElo")) >= 1650 && atoi(g.Tag("BlackElo")) >= 1650
		}},
		{"after 20 plies/player", first.PositionAt(20), Filter{Player: first.Tag("Black")}, func(g *game.Game) bool {
			return g.Tag("White") == first.Tag("Black") || g.Tag("Black") == first.Tag("Black")
		}},
		{"after 40 plies", first.PositionAt(40), Filter{}, nil},
		{"after 40 plies/2018", first.PositionAt(40), Filter{ToYear: 2018}, func(g *game.Game) bool {
			y, _ := parseDate(g.Tag("Date"))
			return y != 0 && y <= 2018
		}},
		{"after 10 plies", first.PositionAt(10), Filter{}, nil},
		{"after 20 plies", first.PositionAt(20), Filter{}, nil},
		{"unknown collection", game.Start(), Filter{Collections: []string{"nobody"}}, func(*game.Game) bool { return false }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			want := independent(all, tt.pos, tt.keep)
			got, err := l.Explore(ctx, tt.pos, tt.f)
			if err != nil {
				t.Fatal(err)
			}
			got.Scanned = false
			if got.Games != want.Games || got.WhiteWins != want.WhiteWins || got.Draws != want.Draws ||
				got.BlackWins != want.BlackWins || !slices.Equal(got.Moves, want.Moves) {
				t.Errorf("Explore = %+v\nindependent count = %+v", got, want)
			}
			reached, err := l.Reached(ctx, tt.pos, tt.f, 1<<20)
			if err != nil || len(reached) != want.Games {
				t.Errorf("Reached: %d games, %v; want %d", len(reached), err, want.Games)
			}
			for _, gi := range reached {
				g, _, err := l.Game(ctx, gi.ID)
				if err != nil || gi.Ply < 0 || g.PositionAt(gi.Ply) != tt.pos {
					t.Fatalf("game %d does not reach the position at ply %d: %v", gi.ID, gi.Ply, err)
				}
			}
			for i := 1; i < len(reached); i++ {
				_, a := parseDate(reached[i-1].Date)
				_, b := parseDate(reached[i].Date)
				if a < b {
					t.Fatalf("Reached not most recent first: %s before %s", reached[i-1].Date, reached[i].Date)
				}
			}
		})
	}
	// Some 900 games reach the position after 4 plies of the first 2018
	// game.
	if st := independent(all, after4, nil); st.Games < 850 || st.Games > 950 {
		t.Errorf("after 4 plies: %d games, want some 900", st.Games)
	}
}

// TestTranspositions finds positions of the Masters reached by different
// move orders and checks that the explorer counts those games together.
func TestTranspositions(t *testing.T) {
	l := openTemp(t)
	all := distinct(t, mastersGames(t))
	orders := map[game.Position]map[string]bool{}
	for _, g := range all {
		for ply := 1; ply <= min(g.Len(), 16); ply++ {
			p := g.PositionAt(ply)
			if orders[p] == nil {
				orders[p] = map[string]bool{}
			}
			orders[p][fmt.Sprint(g.Moves()[:ply])] = true
		}
	}
	checked := 0
	for p, o := range orders {
		if len(o) < 2 {
			continue
		}
		want := independent(all, p, nil)
		got, err := l.Explore(context.Background(), p, Filter{})
		if err != nil {
			t.Fatal(err)
		}
		if got.Games != want.Games || !slices.Equal(got.Moves, want.Moves) || got.Games < 2 {
			t.Errorf("%s, reached by %d move orders: %d games, independent count %d", p.TFEN(), len(o), got.Games, want.Games)
		}
		if checked++; checked == 40 {
			break
		}
	}
	t.Logf("%d positions reached by more than one move order", checked)
	if checked == 0 {
		t.Fatal("no transposition in the Masters' first 16 plies")
	}
}

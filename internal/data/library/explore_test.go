package library

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"sync"
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
		for ply, pos := range replayed(g) {
			if pos == p {
				move := 0
				if ply < g.Len() {
					move = int(g.Moves()[ply])
				}
				st.add(move, resultCode(g.Result()), 1)
				break
			}
		}
	}
	st.sort()
	return st
}

// replays holds each game's positions as replayed computes them, so that
// a test asking about many positions replays each game once.
var replays sync.Map // *game.Game: []game.Position

// replayed returns the positions of a game from its start to its end,
// played again with game.Play (not the game's own list of positions).
func replayed(g *game.Game) []game.Position {
	if ps, ok := replays.Load(g); ok && len(ps.([]game.Position)) == g.Len()+1 {
		return ps.([]game.Position)
	}
	replay := game.NewGame(g.Start())
	ps := make([]game.Position, 1, g.Len()+1)
	ps[0] = replay.Position()
	for _, m := range g.Moves() {
		if _, err := replay.Play(m); err != nil {
			panic(err)
		}
		ps = append(ps, replay.Position())
	}
	replays.Store(g, ps)
	return ps
}

// distinct returns the games of the built-in files, each once: the library
// keeps a game once, and the 2018 file records three games twice (games 96,
// 99 and 662 again as 137, 138 and 664).
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
	in := func(file string) func(*game.Game) bool {
		return func(g *game.Game) bool { return slices.Contains(masters[file], g) }
	}
	tests := []struct {
		name string
		pos  game.Position
		f    Filter
		keep func(*game.Game) bool
	}{
		{"start", game.Start(), Filter{}, nil},
		// The built-in collections: the 2018 tournaments are the Masters,
		// the PlayOK games a collection of their own.
		{"start/masters", game.Start(), Filter{Collections: []string{Masters}}, in("tournaments-2018.pgn")},
		{"start/playok", game.Start(), Filter{Collections: []string{PlayOK}}, in("playok-2025.pgn")},
		{"start/masters and playok", game.Start(), Filter{Collections: []string{Masters, PlayOK}}, nil},
		{"after 4 plies/masters", after4, Filter{Collections: []string{Masters}}, in("tournaments-2018.pgn")},
		{"after 20 plies/playok", first.PositionAt(20), Filter{Collections: []string{PlayOK}}, in("playok-2025.pgn")},
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
			checkReached(t, l, tt.pos, reached)
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

// checkReached checks that the games Reached listed reach p at the ply it
// gives, each listed once: each game's moves are read from the games table
// (500 at a time) and replayed to that ply.
func checkReached(t *testing.T, l *Library, p game.Position, reached []GameInfo) {
	t.Helper()
	plies := map[int64]int{}
	for _, gi := range reached {
		if _, twice := plies[gi.ID]; twice {
			t.Fatalf("game %d listed twice", gi.ID)
		}
		plies[gi.ID] = gi.Ply
	}
	for rest := reached; len(rest) > 0; {
		n := min(len(rest), 500)
		ids := make([]int64, n)
		for i, gi := range rest[:n] {
			ids[i] = gi.ID
		}
		rest = rest[n:]
		cond, args := inList("id", ids)
		rows, err := l.db.QueryContext(context.Background(), "SELECT id, start, moves FROM games WHERE 1"+cond, args...)
		if err != nil {
			t.Fatal(err)
		}
		found := 0
		for rows.Next() {
			var id int64
			var start sql.NullString
			var moves []byte
			if err := rows.Scan(&id, &start, &moves); err != nil {
				t.Fatal(err)
			}
			found++
			pos := game.Start()
			if start.Valid {
				if pos, err = game.ParseTFEN(start.String); err != nil {
					t.Fatalf("game %d: %v", id, err)
				}
			}
			ps, _ := replayPositions(pos, moves)
			if ply := plies[id]; ply < 0 || ply >= len(ps) || ps[ply] != p {
				t.Fatalf("game %d does not reach the position at ply %d", id, ply)
			}
		}
		rows.Close()
		if found != n {
			t.Fatalf("%d of the %d games listed are in the library", found, n)
		}
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

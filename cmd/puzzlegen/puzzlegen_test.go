package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	aipuzzle "github.com/togyzkumalak/togyzkumalak/ai/puzzle"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

func TestRating(t *testing.T) {
	tests := []struct{ find, solverMoves, want int }{
		{1, 1, 750}, {2, 1, 900}, {4, 2, 1275}, {10, 1, 2100}, {10, 3, 2250},
	}
	for _, tt := range tests {
		if got := rating(tt.find, tt.solverMoves); got != tt.want {
			t.Errorf("rating(%d, %d) = %d, want %d", tt.find, tt.solverMoves, got, tt.want)
		}
	}
}

func mustTFEN(t *testing.T, s string) game.Position {
	t.Helper()
	p, err := game.ParseTFEN(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// TestMayShowTheme: stage 1's filter lets every puzzle of the set through
// and stops a quiet middle game.
func TestMayShowTheme(t *testing.T) {
	set, err := puzzle.Set()
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range set {
		if !mayShowTheme(&p.Position) {
			t.Errorf("%s (%s): stage 1 would not look at it", p.ID, p.Theme)
		}
	}
	tests := []struct {
		name string
		tfen string
		want bool
	}{
		// 72 stones on the board, every landing makes a hole of 5 or
		// stays home: nothing to capture, no tuzdyk, no threat, no lap
		{"quiet", "4,4,4,4,4,4,4,4,4/4,4,4,4,4,4,4,4,4 45 45 - - 0", false},
		{"the start (9 from hole 1 captures 10)", game.StartTFEN, true},
		{"an endgame", "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,1 79 80 - - 0", true},
		{"a lap", "20,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2 54 54 - - 0", true},
	}
	for _, tt := range tests {
		p := mustTFEN(t, tt.tfen)
		if got := mayShowTheme(&p); got != tt.want {
			t.Errorf("%s: mayShowTheme = %v, want %v", tt.name, got, tt.want)
		}
	}
}

func cand(gameName string, margin int, static, shallow, best game.Move) candidate {
	return candidate{source: source{game: gameName, name: gameName + "/1", static: static, shallow: shallow}, best: best, margin: margin}
}

// TestPickClearest: the clearest first, one per game before any game's
// second, at most n.
func TestPickClearest(t *testing.T) {
	cs := []candidate{cand("a", 300, 1, 1, 1), cand("a", 900, 1, 1, 1), cand("b", 500, 1, 1, 1), cand("c", 100, 1, 1, 1), cand("b", 800, 1, 1, 1)}
	rng := rand.New(rand.NewPCG(1, 2))
	got := pickClearest(cs, 4, rng)
	var order []string
	for _, c := range got {
		order = append(order, fmt.Sprintf("%s%d", c.game, c.margin))
	}
	if want := []string{"a900", "b800", "c100", "b500"}; !slices.Equal(order, want) {
		t.Errorf("picked %v, want %v", order, want)
	}
	if len(pickClearest(cs, 0, rng)) != 0 || len(pickClearest(nil, 3, rng)) != 0 {
		t.Error("picked from nothing, or more than asked")
	}
	if cs[0].margin != 300 {
		t.Error("pickClearest reordered its argument")
	}
}

// TestPickCandidates: hard (depth 4 wrong), medium (depth 1 wrong, depth 4
// right) and easy candidates, each up to its cap, in that order.
func TestPickCandidates(t *testing.T) {
	var cs []candidate
	for i := range 5 {
		g := fmt.Sprint("g", i)
		cs = append(cs, cand(g, 100+i, 1, 2, 1), cand(g, 200+i, 2, 1, 1), cand(g, 300+i, 1, 1, 1))
	}
	got := pickCandidates(cs, 2, 3, 1, rand.New(rand.NewPCG(1, 2)))
	var kinds []string
	for _, c := range got {
		switch {
		case c.shallow != c.best:
			kinds = append(kinds, "hard")
		case c.static != c.best:
			kinds = append(kinds, "medium")
		default:
			kinds = append(kinds, "easy")
		}
	}
	if want := []string{"hard", "hard", "medium", "medium", "medium", "easy"}; !slices.Equal(kinds, want) {
		t.Errorf("picked %v, want %v", kinds, want)
	}
	if got[0].margin != 104 || got[2].margin != 204 || got[5].margin != 304 {
		t.Errorf("not the clearest first: %d, %d, %d", got[0].margin, got[2].margin, got[5].margin)
	}
}

// TestPickPuzzles: round robin over the find depths, clearest first within
// one, at most one puzzle per game.
func TestPickPuzzles(t *testing.T) {
	v := func(gameName string, find, deep int) verified {
		return verified{candidate: candidate{source: source{game: gameName}}, find: find, deepMargin: deep}
	}
	vs := []verified{v("a", 1, 500), v("b", 1, 900), v("c", 3, 200), v("b", 3, 800), v("d", 1, 100), v("e", 5, 50)}
	got := pickPuzzles(vs, 4)
	var order []string
	for _, p := range got {
		order = append(order, fmt.Sprintf("%s%d", p.game, p.find))
	}
	// depth 1: b (900); depth 3: b is taken, so c; depth 5: e; depth 1: a
	if want := []string{"b1", "c3", "e5", "a1"}; !slices.Equal(order, want) {
		t.Errorf("picked %v, want %v", order, want)
	}
	if got := pickPuzzles(vs, 10); len(got) != 5 {
		t.Errorf("%d picked with room for all, want 5 (one per game)", len(got))
	}
}

// TestReadPositions: the positions after the skipped plies, each once, with
// a choice and not over, named by file, game and ply.
func TestReadPositions(t *testing.T) {
	all, err := readPositions([]string{"testdata/three-games.pgn"}, 8, 0)
	if err != nil {
		t.Fatal(err)
	}
	two, err := readPositions([]string{"testdata/three-games.pgn"}, 8, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(all) < 100 || len(two) >= len(all) {
		t.Fatalf("%d positions from three games, %d from two", len(all), len(two))
	}
	seen := map[game.Position]bool{}
	for _, s := range all {
		if seen[s.pos] || s.pos.Over() || len(s.pos.LegalMoves()) < 2 {
			t.Errorf("%s: repeated, over or without a choice", s.name)
		}
		seen[s.pos] = true
		var g, ply int
		if _, err := fmt.Sscanf(s.name, "three-games#%d/%d", &g, &ply); err != nil || ply < 8 || g < 1 || g > 3 ||
			s.game != fmt.Sprintf("three-games#%d", g) {
			t.Errorf("source %q of game %q", s.name, s.game)
		}
	}
	if _, err := readPositions([]string{"testdata/none.pgn"}, 8, 0); err == nil {
		t.Error("no error for a missing file")
	}
}

// TestGenerate runs the three stages and the lines, at small depths, on
// endgame positions of the set, and checks every puzzle made as the set's
// test does: its first move is the verifier's best at its depth by its
// margin, it shows its theme, its rating is its find depth's, its line is
// legal, and the set is sorted and numbered.
func TestGenerate(t *testing.T) {
	set, err := puzzle.Set()
	if err != nil {
		t.Fatal(err)
	}
	var positions []source
	for _, p := range set {
		if p.Theme == puzzle.Endgame && len(positions) < 12 {
			g, _, _ := strings.Cut(p.Source, "/")
			positions = append(positions, source{pos: p.Position, name: p.Source, game: g})
		}
	}
	cfg := config{deep: 6, maxFind: 5, margin: 150, perTheme: 4, deepCap: 4, mediumCap: 4, hardCap: 4, sampleOne: 1,
		shallow: 2, clear: 4, line: 4}
	got := generate(positions, cfg)
	if len(got) == 0 {
		t.Fatal("no puzzle from 12 endgame puzzles")
	}
	if len(got) > cfg.perTheme*len(puzzle.Themes()) {
		t.Errorf("%d puzzles, more than %d a theme", len(got), cfg.perTheme)
	}
	verifier := aipuzzle.NewVerifier(aipuzzle.VerifyHashMB)
	games := map[string]bool{}
	for i, p := range got {
		if want := fmt.Sprintf("p%03d", i+1); p.ID != want {
			t.Errorf("puzzle %d: id %s, want %s", i, p.ID, want)
		}
		verifier.NewGame()
		best, margin, _ := aipuzzle.Best(aipuzzle.ScoreMoves(context.Background(), verifier, p.Position, p.Depth))
		if best.Move != p.Line[0] || margin != p.Margin || p.Depth > cfg.maxFind {
			t.Errorf("%s: at depth %d the best is %d by %d, the puzzle says %d by %d", p.ID, p.Depth, best.Move, margin, p.Line[0], p.Margin)
		}
		if th := puzzle.ThemeOf(p.Position, p.Line[0]); th != p.Theme {
			t.Errorf("%s: the first move shows %q, the puzzle says %q", p.ID, th, p.Theme)
		}
		if p.Rating != rating(p.Depth, p.SolverMoves()) || len(p.Line)%2 != 1 || p.SolverMoves() > 3 {
			t.Errorf("%s: rating %d, line %v", p.ID, p.Rating, p.Line)
		}
		pos := p.Position
		for _, m := range p.Line {
			if !pos.Legal(m) {
				t.Fatalf("%s: line %v: %d is not legal", p.ID, p.Line, m)
			}
			pos = pos.Apply(m)
		}
		g, _, _ := strings.Cut(p.Source, "/")
		if games[g+string(p.Theme)] {
			t.Errorf("%s: a second puzzle of %s in theme %s", p.ID, g, p.Theme)
		}
		games[g+string(p.Theme)] = true
		if i > 0 && got[i-1].Theme == p.Theme && got[i-1].Rating > p.Rating {
			t.Errorf("%s: rating %d after %d", p.ID, p.Rating, got[i-1].Rating)
		}
	}
	// The file it writes reads back as the same puzzles.
	text := format(got, cfg, len(positions))
	back, err := puzzle.Parse(strings.NewReader(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(back) != len(got) {
		t.Fatalf("%d puzzles read back, want %d", len(back), len(got))
	}
	for i := range back {
		if back[i].String() != got[i].String() {
			t.Errorf("read back %q, want %q", back[i], got[i])
		}
	}
	if !strings.HasPrefix(text, "# Togyz kumalak puzzles from real games, made by ./cmd/puzzlegen from 12 positions\n# (-deep 6 -max-find 5 -margin 150") {
		t.Errorf("header:\n%s", text[:200])
	}
}

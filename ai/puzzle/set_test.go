package puzzle

import (
	"context"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Figures the embedded set must keep.
const (
	minPuzzles  = 300
	minPerTheme = 30
)

func embeddedSet(t *testing.T) []Puzzle {
	t.Helper()
	set, err := Set()
	if err != nil {
		t.Fatal(err)
	}
	return set
}

// TestSetShape: enough puzzles, every theme, lines of 1 to 3 solver moves,
// the first move showing the theme.
func TestSetShape(t *testing.T) {
	set := embeddedSet(t)
	if len(set) < minPuzzles {
		t.Errorf("%d puzzles, want at least %d", len(set), minPuzzles)
	}
	perTheme := map[Theme]int{}
	for _, p := range set {
		perTheme[p.Theme]++
		if n := p.SolverMoves(); n < 1 || n > 3 {
			t.Errorf("%s: %d solver moves", p.ID, n)
		}
		if got := ThemeOf(p.Position, p.Line[0]); got != p.Theme {
			t.Errorf("%s: the first move %d shows %q, the puzzle says %q", p.ID, p.Line[0], got, p.Theme)
		}
		if p.Position.Over() {
			t.Errorf("%s: the game is over", p.ID)
		}
	}
	for _, th := range Themes() {
		if perTheme[th] < minPerTheme {
			t.Errorf("theme %s: %d puzzles, want at least %d", th, perTheme[th], minPerTheme)
		}
	}
}

// TestSetSpreadsOverRatings: a solver of any strength finds puzzles near
// their rating: every 300-point band from 600 to 1800, and the masters'
// band above it, holds a fair share of the set, and every theme offers
// puzzles found only from depth 3 on (not all at a glance).
func TestSetSpreadsOverRatings(t *testing.T) {
	set := embeddedSet(t)
	bands := []struct {
		lo, hi, min int
	}{{600, 900, 60}, {900, 1200, 60}, {1200, 1500, 60}, {1500, 1800, 60}, {1800, 3000, 20}}
	for _, b := range bands {
		n := 0
		for _, p := range set {
			if p.Rating >= b.lo && p.Rating < b.hi {
				n++
			}
		}
		if n < b.min {
			t.Errorf("ratings %d-%d: %d puzzles, want at least %d", b.lo, b.hi-1, n, b.min)
		}
	}
	deeper := map[Theme]int{}
	for _, p := range set {
		if p.Depth >= 3 {
			deeper[p.Theme]++
		}
	}
	for _, th := range Themes() {
		if deeper[th] < 15 {
			t.Errorf("theme %s: %d puzzles found from depth 3 on, want at least 15", th, deeper[th])
		}
	}
}

// TestSetVerified: every puzzle's first move is the engine's best at the
// puzzle's depth, by at least its recorded margin over every other move,
// scored as the generator scored it (a fresh verifier).
func TestSetVerified(t *testing.T) {
	set := embeddedSet(t)
	e := NewVerifier(VerifyHashMB)
	ctx := context.Background()
	for _, p := range set {
		e.NewGame()
		best, margin, ok := Best(ScoreMoves(ctx, e, p.Position, p.Depth))
		if !ok || best.Move != p.Line[0] || margin < p.Margin {
			t.Errorf("%s: at depth %d the best move is %d by %d, want %d by at least %d", p.ID, p.Depth, best.Move, margin, p.Line[0], p.Margin)
		}
	}
}

func TestParseErrors(t *testing.T) {
	const good = "p001 capture 900 2 350 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 9 x#1/0"
	if set, err := Parse(strings.NewReader("# comment\n\n" + good + "\n")); err != nil || len(set) != 1 {
		t.Fatalf("Parse(good) = %v, %v", set, err)
	}
	tests := []struct {
		name, text, want string
	}{
		{"few fields", "p001 capture 900", "line 1: want 13 fields"},
		{"theme", strings.Replace(good, "capture", "chess", 1), `theme "chess"`},
		{"rating", strings.Replace(good, " 900 ", " x ", 1), `rating "x"`},
		{"margin", strings.Replace(good, " 350 ", " 0 ", 1), `margin "0"`},
		{"tfen", strings.Replace(good, "9,9,9,9,9,9,9,9,9/", "9,9,9,9,9,9,9,9,8/", 1), "tfen: stones"},
		{"even line", strings.Replace(good, " 9 x", " 9,1 x", 1), "want 1, 3 or 5 moves"},
		{"illegal line", strings.Replace(good, "- - 0 9 x", "- - 0 9,0,1 x", 1), "line move 2"},
		{"duplicate id", good + "\n" + good, "line 2: id p001 is already used on line 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(strings.NewReader(tt.text))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want it to contain %q", err, tt.want)
			}
		})
	}
}

func TestScoreMovesProvedResults(t *testing.T) {
	// White to move: 9 captures Black's last stone (атсырау, White wins
	// 82:80); 1 lets the game go on.
	pos, err := game.ParseTFEN("3,0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0,0 76 80 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	e := NewVerifier(1)
	scores := ScoreMoves(context.Background(), e, pos, 4)
	best, margin, _ := Best(scores)
	if best.Move != 9 || Proved(best.Score) != 1 || margin <= 0 {
		t.Errorf("scores %v: best %v margin %d", scores, best, margin)
	}
	if Proved(ai.WinScore-3) != 1 || Proved(-ai.WinScore+3) != -1 || Proved(250) != 0 {
		t.Error("Proved misjudges a score")
	}
}

package puzzle

import (
	"strings"
	"testing"
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

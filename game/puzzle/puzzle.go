// Package puzzle is the set of tactics puzzles taken from real games: the
// embedded puzzles, their file format, their themes, and the player's puzzle
// rating and attempts.
//
// It imports only package game, like game/lesson: a puzzle is a position
// and a line of moves, read and checked by the rules alone, so the window,
// the save files (internal/data/storage) and the headless commands use it
// without linking the search. The engine's verification of a puzzle (the
// scores that chose it) lives in ai/puzzle, which ./cmd/puzzlegen and the
// set's verification test use.
//
// The set is embedded here, not in package assets: it is data the engine
// verified (ai/puzzle's test scores every puzzle again), and the headless
// commands, which must not link the window's assets, print it.
//
// A puzzle is a position of a real game where the side to move has one
// clearly best move, proved by the engine at a deep search (see
// docs/engine-experiments.md and ./cmd/puzzlegen, which makes the set). Its
// line is one to three moves of the solver with the computer's answers in
// between.
//
// The package does no I/O beyond the io.Reader it is handed and keeps no
// global mutable state.
package puzzle

import (
	"bufio"
	_ "embed"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// MinDepth is the least find depth of a puzzle: 1, the move itself judged
// by the static evaluation of the position after it.
const MinDepth = 1

// Theme is what a puzzle teaches.
type Theme string

// The themes, each with at least 30 puzzles in the embedded set.
const (
	Capture Theme = "capture" // win the most stones with an even count
	Tuzdyk  Theme = "tuzdyk"  // make a tuzdyk
	Defence Theme = "defence" // stop the opponent's capture or tuzdyk
	Lap     Theme = "lap"     // a long sowing: a hole of 18+ stones laps the board
	Endgame Theme = "endgame" // атсырау and the race to 82
)

// Themes returns the themes in menu order.
func Themes() []Theme { return []Theme{Capture, Tuzdyk, Defence, Lap, Endgame} }

// Valid reports whether t is one of Themes.
func (t Theme) Valid() bool {
	for _, k := range Themes() {
		if t == k {
			return true
		}
	}
	return false
}

// Puzzle is one puzzle of the set.
type Puzzle struct {
	ID       string // "p001"…, stable across runs of the generator with the same input
	Theme    Theme
	Rating   int           // difficulty on the scale of the player's puzzle rating
	Position game.Position // the side to move is the solver
	// Line is the solution: the solver's moves at even indices, the
	// computer's answers at odd ones. It starts and ends with a solver's move.
	Line []game.Move
	// Depth is the search depth (plies) from which the engine finds the
	// first move; Margin is by how much, in hundredths of a stone, the first
	// move beats every other move at that depth, scored by ScoreMoves with a
	// fresh NewVerifier engine. A proved win scores beyond ai.WinBound.
	Depth  int
	Margin int
	// Source names the game and ply the position comes from, as
	// "playok-2025#123/45": record file, game number, plies played.
	Source string
}

// SolverMoves returns how many moves the solver makes: 1 to 3.
func (p Puzzle) SolverMoves() int { return (len(p.Line) + 1) / 2 }

// Summary is the puzzle as `togyzkumalak puzzles` prints it:
// "<id> <theme> <rating> <TFEN> <line holes separated by commas>".
func (p Puzzle) Summary() string {
	return fmt.Sprintf("%s %s %d %s %s", p.ID, p.Theme, p.Rating, p.Position.TFEN(), lineText(p.Line))
}

// String is the puzzle as a line of the set file:
// "<id> <theme> <rating> <depth> <margin> <TFEN> <line> <source>".
func (p Puzzle) String() string {
	return fmt.Sprintf("%s %s %d %d %d %s %s %s", p.ID, p.Theme, p.Rating, p.Depth, p.Margin,
		p.Position.TFEN(), lineText(p.Line), p.Source)
}

func lineText(line []game.Move) string {
	parts := make([]string, len(line))
	for i, m := range line {
		parts[i] = strconv.Itoa(int(m))
	}
	return strings.Join(parts, ",")
}

// fieldsPerLine: id, theme, rating, depth, margin, six TFEN fields, line, source.
const fieldsPerLine = 13

// Parse reads a set file: one puzzle a line as String writes it; blank lines
// and lines starting with '#' are skipped. Every line is checked (the TFEN,
// the theme, the numbers, every move of the line legal in turn, the ids
// unique) and an error names the line and the field.
func Parse(r io.Reader) ([]Puzzle, error) {
	var set []Puzzle
	ids := map[string]int{}
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		p, err := parseLine(text)
		if err != nil {
			return nil, fmt.Errorf("puzzles line %d: %w", n, err)
		}
		if first, dup := ids[p.ID]; dup {
			return nil, fmt.Errorf("puzzles line %d: id %s is already used on line %d", n, p.ID, first)
		}
		ids[p.ID] = n
		set = append(set, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read puzzles: %w", err)
	}
	return set, nil
}

func parseLine(text string) (Puzzle, error) {
	f := strings.Fields(text)
	if len(f) != fieldsPerLine {
		return Puzzle{}, fmt.Errorf("want %d fields (id, theme, rating, depth, margin, TFEN, line, source), got %d", fieldsPerLine, len(f))
	}
	p := Puzzle{ID: f[0], Theme: Theme(f[1]), Source: f[12]}
	if !p.Theme.Valid() {
		return p, fmt.Errorf("theme %q is not one of %v", f[1], Themes())
	}
	nums := []struct {
		name string
		dst  *int
		lo   int
	}{{"rating", &p.Rating, 0}, {"depth", &p.Depth, MinDepth}, {"margin", &p.Margin, 1}}
	for i, num := range nums {
		v, err := strconv.Atoi(f[2+i])
		if err != nil || v < num.lo {
			return p, fmt.Errorf("%s %q is not a whole number of at least %d", num.name, f[2+i], num.lo)
		}
		*num.dst = v
	}
	pos, err := game.ParseTFEN(strings.Join(f[5:11], " "))
	if err != nil {
		return p, err
	}
	p.Position = pos
	moves := strings.Split(f[11], ",")
	if len(moves)%2 == 0 || len(moves) > 5 {
		return p, fmt.Errorf("line %q: want 1, 3 or 5 moves (the solver's, the computer's in between)", f[11])
	}
	for i, s := range moves {
		v, err := strconv.Atoi(s)
		if err != nil || v < 1 || v > game.HolesPerSide {
			return p, fmt.Errorf("line move %d: %q is not a hole number 1..9", i+1, s)
		}
		m := game.Move(v)
		next, _, err := pos.Play(m)
		if err != nil {
			return p, fmt.Errorf("line move %d: %w", i+1, err)
		}
		pos = next
		p.Line = append(p.Line, m)
	}
	return p, nil
}

//go:generate sh -c "cd ../.. && nice go run ./cmd/puzzlegen -out game/puzzle/puzzles.txt"

// setText is the puzzle set made by ./cmd/puzzlegen.
//
//go:embed puzzles.txt
var setText string

// Set returns the embedded puzzle set, in the order of the file (by theme,
// then rating).
func Set() ([]Puzzle, error) {
	return Parse(strings.NewReader(setText))
}

package game

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
)

func TestPlayStrategyFEN(t *testing.T) {
	tests := []struct {
		tfen, fen string
	}{
		{StartTFEN, PlayStrategyStartFEN},
		{"10,0,5,0,9,9,0,9,9/9,9,0,12,1,0,9,9,2 30 30 3 7 1",
			"2S,9S,9S,1,1S,12S,t,9S,9S/10S,1,5S,1,9S,9S,t,9S,9S 30 30 N 1"},
		{"0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 - - 0",
			"8,1S/8,1S 80 80 S 1"},
	}
	for _, tt := range tests {
		p, err := ParseTFEN(tt.tfen)
		if err != nil {
			t.Fatalf("ParseTFEN(%q): %v", tt.tfen, err)
		}
		if got := p.PlayStrategyFEN(); got != tt.fen {
			t.Errorf("PlayStrategyFEN(%s) = %q, want %q", tt.tfen, got, tt.fen)
		}
		back, err := ParsePlayStrategyFEN(tt.fen)
		if err != nil || back != p {
			t.Errorf("ParsePlayStrategyFEN(%q) = %s, %v; want %s", tt.fen, back.TFEN(), err, tt.tfen)
		}
	}
	// The first row printed above is wrong: hole 9 of Black comes first. Check
	// against PlayStrategy's own reading (rows reversed) on one hole.
	p, _ := ParsePlayStrategyFEN("1S,9S,9S,9S,9S,9S,9S,9S,17S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 N 1")
	if p.Hole(Black, 9) != 1 || p.Hole(Black, 1) != 17 || p.ToMove != Black {
		t.Errorf("top row read as %v, want Black's hole 9 first", p.Holes[9:])
	}
	bad := []string{
		"",
		"9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", // one row
		"9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1",      // eight holes
		"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 W 1",   // side
		"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,10S 0 0 S 1",  // 163 stones
		"9S,9S,9S,9S,9S,9S,9S,9S,9X/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1",   // cell
		"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S x 0 S 1",   // kazan
		"t,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1",    // tuzdyk on hole 9
		"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S one", // move number
	}
	for _, s := range bad {
		if p, err := ParsePlayStrategyFEN(s); err == nil {
			t.Errorf("ParsePlayStrategyFEN(%q) = %s, want an error", s, p.TFEN())
		}
	}
}

func TestPlayStrategyMoves(t *testing.T) {
	start := Start()
	tests := []struct {
		m    Move
		text string
	}{{1, "a1i1"}, {2, "b1i2"}, {9, "i1b2"}}
	for _, tt := range tests {
		got, err := start.PlayStrategyMove(tt.m)
		if err != nil || got != tt.text {
			t.Errorf("PlayStrategyMove(%d) = %q, %v; want %q", tt.m, got, err, tt.text)
		}
		m, err := start.ParsePlayStrategyMove(tt.text)
		if err != nil || m != tt.m {
			t.Errorf("ParsePlayStrategyMove(%q) = %d, %v; want %d", tt.text, m, err, tt.m)
		}
	}
	after := start.Apply(1) // Black to move: its hole 1 is i2
	if got, _ := after.PlayStrategyMove(1); got != "i2a2" {
		t.Errorf("Black's hole 1 with 10 stones = %q, want i2a2", got)
	}
	for _, text := range []string{"a1h1", "a2i1", "j1a1", "a1", "a1i1x", "i2a2"} {
		if m, err := start.ParsePlayStrategyMove(text); err == nil {
			t.Errorf("ParsePlayStrategyMove(%q) = %d, want an error", text, m)
		}
	}
}

// TestPlayStrategyRoundTrip writes every real game in PlayStrategy's PGN and
// reads it back: the same start, moves, tags and result.
func TestPlayStrategyRoundTrip(t *testing.T) {
	for _, file := range []string{"testdata/tournaments-2018.pgn", "testdata/playok-2025.pgn"} {
		games, errs := decodeFile(t, file)
		if len(errs) > 0 || len(games) < 700 {
			t.Fatalf("%s: %d games, %v", file, len(games), errs)
		}
		var b strings.Builder
		for _, g := range games {
			b.WriteString(g.PlayStrategyText())
		}
		d := NewPlayStrategyDecoder(strings.NewReader(b.String()))
		for i, want := range games {
			got, err := d.Next()
			if err != nil {
				t.Fatalf("%s game %d: %v", file, i+1, err)
			}
			if !slices.Equal(got.Moves(), want.Moves()) || got.Start() != want.Start() || got.Result() != want.Result() {
				t.Fatalf("%s game %d: moves or result differ after the round trip", file, i+1)
			}
			for _, tag := range want.Tags() {
				if got.Tag(tag.Name) != tag.Value && tag.Name != TagResult {
					t.Fatalf("%s game %d: tag %s = %q, want %q", file, i+1, tag.Name, got.Tag(tag.Name), tag.Value)
				}
			}
			if got.Tag("Variant") != PlayStrategyVariant {
				t.Fatalf("%s game %d: no Variant tag", file, i+1)
			}
		}
		if _, err := d.Next(); !errors.Is(err, io.EOF) {
			t.Fatalf("%s: after the last game: %v", file, err)
		}
	}
}

func TestPlayStrategyDecoder(t *testing.T) {
	const record = `[Event "Casual Togyzqumalaq game"]
[Site "https://playstrategy.org/abcdefgh"]
[Date "2024.03.01"]
[White "ali"]
[Black "vali"]
[Result "*"]
[WhiteElo "1500"]
[Variant "Togyzqumalaq"]
[FEN "2S,9S,9S,1,1S,12S,t,9S,9S/10S,1,5S,1,9S,9S,t,9S,9S 30 30 N 1"]

1... i2a2 2. a1i2 *

[Event "start"]
[Result "*"]

1. a1i1 {a comment} i2a2 2.b1h2 *

[Event "wrong landing"]

1. a1h1 *

[Event "wrong row"]

1. a1i1 a1i1 *

[Event "mixed notations"]

1. 19 i2a2 *
`
	d := NewPlayStrategyDecoder(strings.NewReader(record))
	g, err := d.Next()
	if err != nil {
		t.Fatal(err)
	}
	if g.Start().ToMove != Black || g.Start().Tuzdyks != [2]uint8{3, 7} || g.Len() != 2 || g.Tag("WhiteElo") != "1500" {
		t.Errorf("game 1: start %s, %d plies, tags %v", g.Start().TFEN(), g.Len(), g.Tags())
	}
	g, err = d.Next()
	if err != nil || g.Len() != 3 || g.Comment(1) != "a comment" {
		t.Fatalf("game 2: %v, %v", g, err)
	}
	for _, want := range []struct{ line, ply int }{{20, 1}, {24, 2}} {
		_, err := d.Next()
		var re *RecordError
		if !errors.As(err, &re) || re.Line != want.line || re.Ply != want.ply {
			t.Errorf("bad game: %v, want a RecordError at line %d ply %d", err, want.line, want.ply)
		}
	}
	if g, err := d.Next(); err != nil || g.Len() != 2 {
		t.Errorf("mixed notations: %v, %v", g, err)
	}
	if _, err := d.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("at the end: %v", err)
	}
}

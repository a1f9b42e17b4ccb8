package game

import (
	"bufio"
	"errors"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// fixtureLines returns the lines of a file of testdata/playstrategy cut at
// " | ", without comments and blank lines.
func fixtureLines(t *testing.T, name string) [][]string {
	t.Helper()
	f, err := os.Open("testdata/playstrategy/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out [][]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out = append(out, strings.Split(line, " | "))
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// checkScores compares the kazans of p with "P1 P2" ("-": not said).
func checkScores(t *testing.T, what string, p Position, want string) {
	t.Helper()
	if want == "-" {
		return
	}
	if got := strconv.Itoa(int(p.Kazans[White])) + " " + strconv.Itoa(int(p.Kazans[Black])); got != want {
		t.Errorf("%s: scores %s, PlayStrategy's test says %s", what, got, want)
	}
}

// checkSide compares the side to move of p with S or N ("-": not said).
func checkSide(t *testing.T, what string, p Position, want string) {
	t.Helper()
	if want != "-" && (p.ToMove == White) != (want == "S") {
		t.Errorf("%s: %s to move, PlayStrategy's test says %s", what, p.ToMove, want)
	}
}

// TestPlayStrategyFENFixtures reads the FENs of PlayStrategy's own tests:
// the scores, side and stones its tests check, and the same FEN written
// back.
func TestPlayStrategyFENFixtures(t *testing.T) {
	lines := fixtureLines(t, "fens.txt")
	if len(lines) != 6 {
		t.Fatalf("%d FENs in fens.txt, want the 6 of PlayStrategy's tests", len(lines))
	}
	for _, l := range lines {
		fen := l[0]
		p, number, err := ParsePlayStrategyFEN(fen)
		if err != nil {
			t.Errorf("%s: %v", fen, err)
			continue
		}
		checkScores(t, fen, p, l[1])
		checkSide(t, fen, p, l[2])
		if l[3] != "-" {
			for i, f := range strings.Fields(l[3]) {
				want, _ := strconv.Atoi(f)
				got := int(p.Holes[i])
				if owner, tuz := p.IsTuzdyk(i); tuz {
					got = -1
					if side, _ := HoleOf(i); owner == side {
						t.Errorf("%s: the tuzdyk on ring index %d belongs to the row's own side", fen, i)
					}
				}
				if got != want {
					t.Errorf("%s: stone array[%d] = %d, PlayStrategy's test says %d", fen, i, got, want)
				}
			}
		}
		if back := p.PlayStrategyFEN(number); back != fen {
			t.Errorf("written back as %s, want %s", back, fen)
		}
	}
}

// playSquares plays moves written as PlayStrategy's squares from the start.
func playSquares(t *testing.T, moves string) *Game {
	t.Helper()
	g := NewGame(Start())
	for i, text := range strings.Fields(moves) {
		m, err := g.Position().ParsePlayStrategyMove(text)
		if err != nil {
			t.Fatalf("ply %d: %v", i+1, err)
		}
		if _, err := g.Play(m); err != nil {
			t.Fatalf("ply %d %s: %v", i+1, text, err)
		}
		if back, err := g.PositionAt(i).PlayStrategyMove(m); err != nil || back != text {
			t.Fatalf("ply %d: hole %d written as %q, %v; PlayStrategy writes %s", i+1, m, back, err, text)
		}
	}
	return g
}

// TestPlayStrategyLines plays the games of PlayStrategy's tests: every
// landing square agrees, the scores are the tests', and the FEN reached is
// the one PlayStrategy's FEN test holds, move number included.
func TestPlayStrategyLines(t *testing.T) {
	for _, l := range fixtureLines(t, "lines.txt") {
		t.Run(l[0], func(t *testing.T) {
			g := playSquares(t, l[1])
			end := g.Position()
			checkScores(t, l[0], end, l[2])
			checkSide(t, l[0], end, l[3])
			if l[4] == "-" {
				return
			}
			if got := end.PlayStrategyFEN(g.FullMoveNumber(g.Len())); got != l[4] {
				t.Errorf("FEN after the moves %s, PlayStrategy's %s", got, l[4])
			}
			p, n, err := ParsePlayStrategyFEN(l[4])
			if err != nil || p != end || n != g.FullMoveNumber(g.Len()) {
				t.Errorf("ParsePlayStrategyFEN(%s) = %s move %d, %v; want %s move %d", l[4], p, n, err, end, g.FullMoveNumber(g.Len()))
			}
		})
	}
	g := playSquares(t, fixtureLines(t, "lines.txt")[7][1])
	if o := g.Outcome(); o.Result != WhiteWins || o.Ending != Reached82 {
		t.Errorf("FgWSk5be ends %v, PlayStrategy's test says P1 wins with 82", o)
	}
}

func TestPlayStrategyFEN(t *testing.T) {
	tests := []struct {
		tfen   string
		number int
		fen    string
	}{
		{StartTFEN, 1, PlayStrategyStartFEN},
		{"10,0,5,0,9,9,0,9,9/9,9,0,12,1,0,9,9,2 30 30 3 7 1", 10,
			"2S,9S,9S,1,1S,12S,t,9S,9S/10S,1,5S,1,9S,9S,t,9S,9S 30 30 N 10"},
		{"0,0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0,0 80 80 - - 0", 57, "8,1S/8,1S 80 80 S 57"},
		// Атсырау as PlayStrategy writes it: the stones left stay on the
		// board and are counted in their owner's kazan, here 81:81.
		{"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 1", 44, "9/7,2S,1 81 81 N 44"},
		{"0,0,0,0,0,0,0,0,0/0,3,0,0,0,1,0,0,0 60 98 4 - 0", 70, "3,1S,1,t,1,3S,1/9 60 102 S 70"},
	}
	for _, tt := range tests {
		p, err := ParseTFEN(tt.tfen)
		if err != nil {
			t.Fatalf("ParseTFEN(%q): %v", tt.tfen, err)
		}
		if got := p.PlayStrategyFEN(tt.number); got != tt.fen {
			t.Errorf("PlayStrategyFEN(%s, %d) = %q, want %q", tt.tfen, tt.number, got, tt.fen)
		}
		back, n, err := ParsePlayStrategyFEN(tt.fen)
		if err != nil || back != p || n != tt.number {
			t.Errorf("ParsePlayStrategyFEN(%q) = %s move %d, %v; want %s move %d", tt.fen, back.TFEN(), n, err, tt.tfen, tt.number)
		}
	}
	// The move number may be left out, and "_" stands for spaces in URLs.
	if p, n, err := ParsePlayStrategyFEN("9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S_0_0_S"); err != nil || p != Start() || n != 1 {
		t.Errorf("the start without a move number: %s %d %v", p, n, err)
	}
	// Black's hole 9 comes first in the top row.
	p, _, _ := ParsePlayStrategyFEN("1S,9S,9S,9S,9S,9S,9S,9S,17S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 N 1")
	if p.Hole(Black, 9) != 1 || p.Hole(Black, 1) != 17 || p.ToMove != Black {
		t.Errorf("top row read as %v, want Black's hole 9 first", p.Holes[9:])
	}
	bad := []struct{ fen, field string }{
		{"", ""},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", "rows"},
		{"9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", "top row"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 W 1", "side to move"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,10S 0 0 S 1", "stones"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9X/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", "top row"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S x 0 S 1", "white kazan"},
		{"t,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 9 0 S 1", "white tuzdyk"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S one", "move number"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 0", "move number"},
		// More than 162 with stones on both sides: no атсырау.
		{"1S,8/7,2S,1 81 81 N 44", "stones"},
		// The side to move has none, but the kazan does not count the
		// stones left once more.
		{"9/7,2S,1 81 83 N 44", "stones"},
		{"9/7,2S,1 1 161 N 44", "stones"},
	}
	for _, tt := range bad {
		p, _, err := ParsePlayStrategyFEN(tt.fen)
		var fe *FENError
		if !errors.As(err, &fe) || fe.Field != tt.field {
			t.Errorf("ParsePlayStrategyFEN(%q) = %s, %v; want a FENError in field %q", tt.fen, p.TFEN(), err, tt.field)
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

// readFixture reads the one game of a PGN of testdata/playstrategy.
func readFixture(t *testing.T, name string) (*Game, string) {
	t.Helper()
	data, err := os.ReadFile("testdata/playstrategy/" + name)
	if err != nil {
		t.Fatal(err)
	}
	d := NewDecoder(strings.NewReader(string(data)))
	g, err := d.Next()
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if d.Format() != FormatPlayStrategy {
		t.Errorf("%s read as %v", name, d.Format())
	}
	return g, string(data)
}

// TestPlayStrategyPGNFixtures reads PGNs in the shape of lila's export:
// players and ratings, the move number of the FEN, clocks, the result and
// how the game ended; and writes each back byte for byte.
func TestPlayStrategyPGNFixtures(t *testing.T) {
	g, text := readFixture(t, "fgwsk5be.pgn")
	tags := map[string]string{TagWhite: "Ainur", TagBlack: "Bolat", "WhiteElo": "1712", "BlackElo": "", TagTimeControl: "300+3",
		TagTermination: "", TagVariant: "", "P1": "", "ECO": "?", "UTCDate": "2023.05.14"}
	for name, want := range tags {
		if got := g.Tag(name); got != want {
			t.Errorf("fgwsk5be.pgn: tag %s = %q, want %q", name, got, want)
		}
	}
	if st := StatusOf(g); g.Len() != 75 || st.Result != WhiteWins || st.Termination != ByKazan82 || st.Final != [2]int{82, 43} {
		t.Errorf("fgwsk5be.pgn: %d plies, %+v", g.Len(), st)
	}
	if got := g.PlayStrategyText(); strings.TrimSpace(got) != strings.TrimSpace(text) {
		t.Errorf("fgwsk5be.pgn written back as\n%s\nwant\n%s", got, text)
	}

	g, text = readFixture(t, "from-position.pgn")
	start, _, _ := ParsePlayStrategyFEN("13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4")
	if g.Start() != start || g.FirstMoveNumber() != 4 || g.FullMoveNumber(g.Len()) != 6 || g.Len() != 4 {
		t.Errorf("from-position.pgn: start %s, first move %d, %d plies", g.Start(), g.FirstMoveNumber(), g.Len())
	}
	if d, ok := g.Clock(2); !ok || FormatClock(d) != "0:03:01" || g.Tag(TagBlack) != "playstrategy AI level 3" || g.Tag(TagTermination) != "" {
		t.Errorf("from-position.pgn: clock after ply 2 %v %v, tags %v", d, ok, g.Tags())
	}
	if got := g.PlayStrategyText(); strings.TrimSpace(got) != strings.TrimSpace(text) {
		t.Errorf("from-position.pgn written back as\n%s\nwant\n%s", got, text)
	}
	// This program's record keeps the move number too.
	own := g.Text()
	if !strings.Contains(own, "\n4. 36(26) {[%clk 0:02:58]} 14 ") {
		t.Errorf("the record numbers its moves from 1:\n%s", own)
	}
	back, err := ParseGame(own)
	if err != nil || back.FirstMoveNumber() != 4 || strings.TrimSpace(back.PlayStrategyText()) != strings.TrimSpace(text) {
		t.Errorf("read back from the record: first move %d, %v", back.FirstMoveNumber(), err)
	}

	// PlayStrategy's other game is refused by its Variant, on its line.
	data, _ := os.ReadFile("testdata/playstrategy/bestemshe.pgn")
	_, err = ParseGame(string(data))
	var re *RecordError
	var ve *VariantError
	if !errors.As(err, &re) || re.Line != 9 || re.Format != FormatPlayStrategy || !errors.As(err, &ve) || ve.Variant != "Bestemshe" ||
		!strings.Contains(err.Error(), `game 1 (PlayStrategy PGN): tag Variant "Bestemshe": not togyz kumalak`) {
		t.Errorf("Bestemshe: %v", err)
	}
}

// roundTrip writes games in PlayStrategy's PGN and reads them back.
func roundTrip(t *testing.T, file string, games []*Game) []*Game {
	t.Helper()
	var b strings.Builder
	for _, g := range games {
		b.WriteString(g.PlayStrategyText())
	}
	back, bad, err := ReadGames(strings.NewReader(b.String()))
	if err != nil || len(bad) > 0 || len(back) != len(games) {
		t.Fatalf("%s: %d of %d games back, %v %v", file, len(back), len(games), bad, err)
	}
	return back
}

// TestPlayStrategyRoundTrip writes every shared real game in PlayStrategy's
// PGN and reads it back: the same start, move number, moves, players,
// ratings, clocks, time control, termination and result; every position's
// FEN reads back as it was, the ends by атсырау as PlayStrategy writes them.
func TestPlayStrategyRoundTrip(t *testing.T) {
	swept, drawn := 0, 0
	for _, file := range []string{"testdata/tournaments-2018.pgn", "testdata/playok-2025.pgn", "testdata/clocked-playok.pgn"} {
		games, errs := decodeFile(t, file)
		if len(errs) > 0 || len(games) == 0 {
			t.Fatalf("%s: %d games, %v", file, len(games), errs)
		}
		for i, got := range roundTrip(t, file, games) {
			want := games[i]
			if !slices.Equal(got.Moves(), want.Moves()) || got.Start() != want.Start() || got.Result() != want.Result() ||
				got.FirstMoveNumber() != want.FirstMoveNumber() || StatusOf(got) != StatusOf(want) {
				t.Fatalf("%s game %d: moves, start, move number or result differ after the round trip", file, i+1)
			}
			for _, tag := range want.Tags() {
				if got.Tag(tag.Name) != tag.Value {
					t.Fatalf("%s game %d: tag %s = %q, want %q", file, i+1, tag.Name, got.Tag(tag.Name), tag.Value)
				}
			}
			if len(got.Tags()) != len(want.Tags()) {
				t.Fatalf("%s game %d: tags %v, want %v", file, i+1, got.Tags(), want.Tags())
			}
			for ply := 0; ply <= want.Len(); ply++ {
				if g, ok := got.Clock(ply); g != mustClock(want, ply) || ok != hasClock(want, ply) {
					t.Fatalf("%s game %d: clock after ply %d = %v, want %v", file, i+1, ply, g, mustClock(want, ply))
				}
				if got.Comment(ply) != want.Comment(ply) {
					t.Fatalf("%s game %d: comment after ply %d = %q, want %q", file, i+1, ply, got.Comment(ply), want.Comment(ply))
				}
				p, number := want.PositionAt(ply), want.FullMoveNumber(ply)
				fen := p.PlayStrategyFEN(number)
				back, n, err := ParsePlayStrategyFEN(fen)
				if err != nil || back != p || n != number {
					t.Fatalf("%s game %d ply %d: %s read back as %s move %d, %v", file, i+1, ply, fen, back, n, err)
				}
			}
			// The end by атсырау: the FEN's kazans are the final score.
			if o := want.Outcome(); o.Ending == NoStones && o.Swept > 0 {
				swept++
				fen := want.Position().PlayStrategyFEN(want.FullMoveNumber(want.Len()))
				f := strings.Fields(fen)
				if f[1] != strconv.Itoa(o.Final[White]) || f[2] != strconv.Itoa(o.Final[Black]) {
					t.Errorf("%s game %d: final FEN %s, score %d:%d", file, i+1, fen, o.Final[White], o.Final[Black])
				}
				if o.Result == Draw {
					drawn++
				}
			}
		}
	}
	if swept != 155 || drawn == 0 {
		t.Errorf("%d games end by атсырау with stones left (%d of them 81:81), want the 155 of PlayOK's", swept, drawn)
	}
}

func mustClock(g *Game, ply int) any {
	d, _ := g.Clock(ply)
	return d
}

func hasClock(g *Game, ply int) bool {
	_, ok := g.Clock(ply)
	return ok
}

// TestPlayStrategyTags: lila's P1 and P2 beside this program's White and
// Black, its Termination of a resignation, and a record from Black's move.
func TestPlayStrategyTags(t *testing.T) {
	const record = `[Event "Casual Togyzqumalaq game"]
[White "?"]
[P1 "ali"]
[P2 "vali"]
[Black "vali"]
[P1Elo "1500"]
[P2Elo "?"]
[P1Title "FM"]
[Result "0-1"]
[Variant "togyz kumalak"]
[Termination "Normal"]
[FEN "2S,9S,9S,1,1S,12S,t,9S,9S/10S,1,5S,1,9S,9S,t,9S,9S 30 30 N 12"]
[SetUp "1"]

12... i2a2 13. a1i2 { a comment } 0-1

[Event "mixed notations"]

1. 19 i2a2 *

[Event "wrong landing"]

1. a1h1 *

[Event "wrong row"]

1. a1i1 a1i1 *
`
	d := NewDecoder(strings.NewReader(record))
	g, err := d.Next()
	if err != nil {
		t.Fatal(err)
	}
	want := []Tag{{TagEvent, "Casual Togyzqumalaq game"}, {TagWhite, "ali"}, {TagBlack, "vali"}, {"WhiteElo", "1500"},
		{"WhiteTitle", "FM"}, {TagResult, "0-1"}, {TagTermination, TerminationResignation}}
	if !slices.Equal(g.Tags(), want) || g.FirstMoveNumber() != 12 || g.Start().Tuzdyks != [2]uint8{3, 7} || g.Len() != 2 || g.Comment(2) != "a comment" {
		t.Errorf("game 1: tags %v, first move %d, start %s, %d plies", g.Tags(), g.FirstMoveNumber(), g.Start(), g.Len())
	}
	if st := StatusOf(g); st.Termination != ByResignation || st.Result != BlackWins {
		t.Errorf("game 1: %+v, want Black winning by resignation", st)
	}
	text := g.PlayStrategyText()
	for _, want := range []string{"[P1 \"ali\"]\n[P2 \"vali\"]\n[Result \"0-1\"]\n[P1Elo \"1500\"]\n[P2Elo \"?\"]\n[P1Title \"FM\"]\n[Variant \"Togyzqumalaq\"]\n[Termination \"Normal\"]\n",
		"N 12\"]\n[SetUp \"1\"]\n\n12... i2a2 13. a1i2 { a comment } 0-1\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("written as\n%s\nwant %q in it", text, want)
		}
	}
	if strings.Contains(text, "[White") || strings.Contains(text, "[Black") {
		t.Errorf("White or Black beside P1 and P2:\n%s", text)
	}
	if g, err := d.Next(); err != nil || g.Len() != 2 || d.Format() != FormatPlayStrategy {
		t.Errorf("mixed notations: %v, %v", g, err)
	}
	for _, want := range []struct{ line, ply int }{{23, 1}, {27, 2}} {
		_, err := d.Next()
		var re *RecordError
		if !errors.As(err, &re) || re.Line != want.line || re.Ply != want.ply || !strings.Contains(err.Error(), "(PlayStrategy PGN)") {
			t.Errorf("bad game: %v, want a RecordError of PlayStrategy's PGN at line %d ply %d", err, want.line, want.ply)
		}
	}
	if _, err := d.Next(); !errors.Is(err, io.EOF) {
		t.Errorf("at the end: %v", err)
	}
}

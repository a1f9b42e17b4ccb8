package game

import (
	"errors"
	"os"
	"strings"
	"testing"
)

// TestParsePosition: TFEN and PlayStrategy's FEN told apart, and a bad one
// said wrong in its own terms.
func TestParsePosition(t *testing.T) {
	tests := []struct {
		text   string
		format Format
		number int
		err    string // in the error; "" for none
	}{
		{StartTFEN, FormatTFEN, 1, ""},
		{"  " + PlayStrategyStartFEN + "\n", FormatPlayStrategyFEN, 1, ""},
		{"9/7,2S,1 81 81 N 44", FormatPlayStrategyFEN, 44, ""},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 2", FormatTFEN, 0, "tfen: side to move"},
		{"9,9 0 0 - - 0", FormatTFEN, 0, "tfen: holes"},
		// A bad PlayStrategy FEN says why it fails as one, not as a TFEN.
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1", FormatPlayStrategyFEN, 0, "playstrategy fen: bottom row: 8 holes, want 9"},
		{"9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 0", FormatPlayStrategyFEN, 0, "playstrategy fen: move number"},
		{"hello", FormatUnknown, 0, "neither a TFEN (tfen: want 6"},
		{"", FormatUnknown, 0, "nor PlayStrategy's FEN (playstrategy fen: want 4 or 5"},
	}
	for _, tt := range tests {
		p, n, f, err := ParsePosition(tt.text)
		switch {
		case f != tt.format:
			t.Errorf("ParsePosition(%q): format %v, want %v", tt.text, f, tt.format)
		case tt.err == "" && (err != nil || n != tt.number):
			t.Errorf("ParsePosition(%q) = %s move %d, %v", tt.text, p, n, err)
		case tt.err != "" && (err == nil || !strings.Contains(err.Error(), tt.err)):
			t.Errorf("ParsePosition(%q): error %v, want %q in it", tt.text, err, tt.err)
		}
	}
}

// TestParseText: every format a player may paste, through the one entry
// point.
func TestParseText(t *testing.T) {
	playStrategy, _ := os.ReadFile("testdata/playstrategy/from-position.pgn")
	playOK, _ := os.ReadFile("testdata/clocked-playok.pgn")
	tests := []struct {
		name   string
		text   string
		format Format
		games  int
		plies  int // of the first game
		err    string
	}{
		{"TFEN", StartTFEN, FormatTFEN, 0, 0, ""},
		{"PlayStrategy FEN", PlayStrategyStartFEN, FormatPlayStrategyFEN, 0, 0, ""},
		{"scoresheet", "1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x *", FormatScoresheet, 1, 10, ""},
		{"record", NewGame(Start()).Text(), FormatRecord, 1, 0, ""},
		{"two records", "[Event \"a\"]\n\n1. 76(10) *\n\n[Event \"b\"]\n\n1. 19 *\n", FormatRecord, 2, 1, ""},
		{"PlayOK", string(playOK), FormatPlayOK, 1, 43, ""},
		{"PlayStrategy PGN", string(playStrategy), FormatPlayStrategy, 1, 4, ""},
		{"PlayStrategy squares alone", "1. a1i1 i2a2 *", FormatPlayStrategy, 1, 2, ""},
		{"a bad PlayStrategy FEN", "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 X 1", FormatUnknown, 0, 0, "playstrategy fen: side to move"},
		{"a wrong move", "1. 76(11) *", FormatUnknown, 0, 0, "line 1: game 1, ply 1: white 76(11): wrong kazan total"},
		{"empty", " \n", FormatUnknown, 0, 0, "empty"},
		{"a comment only", "{nothing}", FormatUnknown, 0, 0, "no position and no record"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseText(tt.text)
			if tt.err != "" {
				if err == nil || !strings.Contains(err.Error(), tt.err) {
					t.Errorf("error %v, want %q in it", err, tt.err)
				}
				return
			}
			if err != nil || got.Format != tt.format || len(got.Games) != tt.games {
				t.Fatalf("%v %d games, %v; want %v %d games", got.Format, len(got.Games), err, tt.format, tt.games)
			}
			if tt.games > 0 && (got.Games[0].Len() != tt.plies || got.Position != got.Games[0].PositionAt(tt.plies)) {
				t.Errorf("first game: %d plies, position %s", got.Games[0].Len(), got.Position)
			}
		})
	}
}

// TestReadGamesEveryFormat: ReadGames, which the window's files, the
// library and the commands use, reads PlayStrategy's PGN among the others.
func TestReadGamesEveryFormat(t *testing.T) {
	var b strings.Builder
	b.WriteString("1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x *\n\n")
	for _, name := range []string{"testdata/clocked-playok.pgn", "testdata/playstrategy/fgwsk5be.pgn", "testdata/playstrategy/bestemshe.pgn", "testdata/playstrategy/from-position.pgn"} {
		data, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		b.Write(data)
		b.WriteString("\n")
	}
	games, bad, err := ReadGames(strings.NewReader(b.String()))
	var re *RecordError
	if err != nil || len(games) != 4 || len(bad) != 1 || !errors.As(bad[0], &re) || re.Game != 4 || !strings.Contains(re.Msg, "Bestemshe") {
		t.Fatalf("%d games, bad %v, %v", len(games), bad, err)
	}
	if games[0].Len() != 10 || games[2].Tag(TagWhite) != "Ainur" || games[3].FirstMoveNumber() != 4 {
		t.Errorf("games read: %d plies, %v, first move %d", games[0].Len(), games[2].Tags(), games[3].FirstMoveNumber())
	}
}

// TestMistakeKinds: every mistake of a record is told in parts, for the
// window to say it in the player's language.
func TestMistakeKinds(t *testing.T) {
	tests := []struct {
		record string
		want   RecordError // Kind, Side, Tag, Got, Want, Score, Ply
	}{
		{"[TFEN \"9,9 0 0 - - 0\"]\n\n*", RecordError{Kind: MistakeTag, Tag: TagTFEN, Got: "9,9 0 0 - - 0"}},
		{"[FEN \"9S 0 0 S 1\"]\n\n*", RecordError{Kind: MistakeTag, Tag: "FEN", Got: "9S 0 0 S 1"}},
		{"[Variant \"Bestemshe\"]\n\n1. c1d2 *", RecordError{Kind: MistakeVariant, Tag: TagVariant, Got: "Bestemshe"}},
		{"1. 76 zz *", RecordError{Kind: MistakeNotAMove, Side: Black, Got: "zz", Ply: 2}},
		{"1. a1i1 a1j2 *", RecordError{Kind: MistakeNotAMove, Side: Black, Got: "a1j2", Ply: 2}},
		{"[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0\"]\n\n1. 11 *", RecordError{Kind: MistakeEmptyHole, Side: White, Got: "11", Ply: 1}},
		{"[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 1\"]\n\n1... 11 *", RecordError{Kind: MistakeGameOver, Side: Black, Got: "11", Ply: 1}},
		{"1. 75 *", RecordError{Kind: MistakeLanding, Side: White, Got: "75", Want: "6", Ply: 1}},
		{"1. a1h1 *", RecordError{Kind: MistakeSquare, Side: White, Got: "a1h1", Want: "i1", Ply: 1}},
		{"1. a1i1 a1i1 *", RecordError{Kind: MistakeRow, Side: Black, Got: "a1i1", Ply: 2}},
		{"1. 76X *", RecordError{Kind: MistakeTuzdykMark, Side: White, Got: "76X", Want: "76(10)", Ply: 1}},
		{"1. 76(11) *", RecordError{Kind: MistakeKazan, Side: White, Got: "76(11)", Want: "10", Ply: 1}},
		{"1. 76 * 98", RecordError{Kind: MistakeAfterResult, Side: Black, Got: "98", Ply: 2}},
		{"1. 76 * *", RecordError{Kind: MistakeSecondResult, Got: "*"}},
		{"[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 1\"]\n\n1-0", RecordError{Kind: MistakeResult, Got: "1-0", Want: "1/2-1/2", Score: [2]int{81, 81}}},
	}
	for _, tt := range tests {
		_, err := ParseGame(tt.record)
		var re *RecordError
		if !errors.As(err, &re) {
			t.Errorf("%q: %v, want a RecordError", tt.record, err)
			continue
		}
		got := RecordError{Kind: re.Kind, Side: re.Side, Tag: re.Tag, Got: re.Got, Want: re.Want, Score: re.Score, Ply: re.Ply}
		if got != tt.want {
			t.Errorf("%q: %+v (%v), want %+v", tt.record, got, err, tt.want)
		}
	}
}

package game

import (
	"errors"
	"os"
	"strings"
	"testing"
)

func decodeFile(t *testing.T, path string) (games []*Game, errs []error) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, errs, err = ReadGames(f)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	return games, errs
}

// TestRealGames replays every shared real game: every move legal, every
// annotation true, every finished game's result as recorded.
func TestRealGames(t *testing.T) {
	tests := []struct {
		file                      string
		games, white, black, draw int
		zero                      int
	}{
		{"testdata/tournaments-2018.pgn", 742, 380, 306, 56, 0},
		{"testdata/playok-2025.pgn", 1230, 691, 478, 61, 155},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			games, errs := decodeFile(t, tt.file)
			for _, err := range errs {
				t.Error(err)
			}
			if len(games) != tt.games {
				t.Fatalf("read %d games, want %d", len(games), tt.games)
			}
			count := map[Result]int{}
			zero := 0
			for i, g := range games {
				count[g.Result()]++
				recorded, _ := ParseResult(g.Tag(TagResult))
				if g.Result() != recorded {
					t.Errorf("game %d: result %s, tag says %s", i+1, g.Result().Token(), recorded.Token())
				}
				if g.Comment(g.Len()) == "zero" {
					zero++
					o := g.Outcome()
					if o.Ending != NoStones || o.Result != recorded {
						t.Errorf("game %d {zero}: outcome %v (ending %d), record says %s", i+1, o, o.Ending, recorded.Token())
					}
				}
			}
			if count[WhiteWins] != tt.white || count[BlackWins] != tt.black || count[Draw] != tt.draw || zero != tt.zero {
				t.Errorf("white %d black %d draw %d zero %d; want %d %d %d %d", count[WhiteWins], count[BlackWins], count[Draw], zero,
					tt.white, tt.black, tt.draw, tt.zero)
			}
		})
	}
}

// TestRecordRoundTrip exports every real game and reads it back: same moves,
// tags and result; and exporting again gives the same text.
func TestRecordRoundTrip(t *testing.T) {
	for _, file := range []string{"testdata/tournaments-2018.pgn", "testdata/playok-2025.pgn"} {
		games, _ := decodeFile(t, file)
		for i, g := range games {
			text := g.Text()
			back, err := ParseGame(text)
			if err != nil {
				t.Fatalf("%s game %d: re-read: %v\n%s", file, i+1, err, text)
			}
			if back.Text() != text || back.Position() != g.Position() || back.Result() != g.Result() {
				t.Fatalf("%s game %d: round trip differs:\n%s\n%s", file, i+1, text, back.Text())
			}
			for _, line := range strings.Split(text, "\n") {
				if !strings.HasPrefix(line, "[") && len([]rune(line)) > MovetextWidth+8 {
					t.Fatalf("%s game %d: line of %d runes: %q", file, i+1, len([]rune(line)), line)
				}
			}
		}
	}
}

// TestClone checks that a clone is the same record and shares nothing.
func TestClone(t *testing.T) {
	g, err := ParseGame("[White \"a\"]\n\n1. 76(10) 98 {note} 2. 66 87 *\n")
	if err != nil {
		t.Fatal(err)
	}
	g.Undo()
	c := g.Clone()
	if c.Text() != g.Text() || c.Len() != g.Len() || c.Ply() != g.Ply() || c.Position() != g.Position() {
		t.Fatalf("clone differs:\n%s\n%s", c.Text(), g.Text())
	}
	c.SetTag(TagWhite, "b")
	c.SetComment(2, "changed")
	if _, err := c.Play(1); err != nil {
		t.Fatal(err)
	}
	if g.Tag(TagWhite) != "a" || g.Comment(2) != "note" || g.Len() != 4 || g.Ply() != 3 {
		t.Errorf("changing the clone changed the original:\n%s", g.Text())
	}
}

// TestReadGamesGoesOn checks that a wrong game is reported and left out,
// and that binary bytes stop the reading.
func TestReadGamesGoesOn(t *testing.T) {
	text := "[Round \"1\"]\n\n1. 76(10) 98 *\n\n[Round \"2\"]\n\n1. 76(11) 98 *\n\n[Round \"3\"]\n\n1. 19 *\n"
	games, bad, err := ReadGames(strings.NewReader(text))
	if err != nil || len(games) != 2 || len(bad) != 1 {
		t.Fatalf("games %d, bad %v, err %v; want 2 games and one bad", len(games), bad, err)
	}
	if games[1].Tag(TagRound) != "3" || !strings.Contains(bad[0].Error(), "line 7: game 2, ply 1") {
		t.Errorf("round %q, bad %v", games[1].Tag(TagRound), bad[0])
	}
	_, _, err = ReadGames(strings.NewReader(text + "\x00\x01"))
	if !errors.Is(err, ErrNotText) {
		t.Errorf("binary tail: err %v, want ErrNotText", err)
	}
}

// readShared reads the shared real games' files for the benchmarks.
func readShared(b *testing.B) []byte {
	b.Helper()
	var all []byte
	for _, f := range []string{"testdata/tournaments-2018.pgn", "testdata/playok-2025.pgn"} {
		data, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		all = append(append(all, data...), '\n')
	}
	return all
}

// BenchmarkReadGames reads the 1,972 shared games, every move and
// annotation checked: the one reader's speed on this program's and
// PlayOK's records.
func BenchmarkReadGames(b *testing.B) {
	data := readShared(b)
	b.SetBytes(int64(len(data)))
	for b.Loop() {
		games, bad, err := ReadGames(strings.NewReader(string(data)))
		if err != nil || len(bad) > 0 || len(games) != 1972 {
			b.Fatalf("%d games, %v, %v", len(games), bad, err)
		}
	}
}

// BenchmarkReadPlayStrategy reads the same games written in PlayStrategy's
// PGN (squares, P1 and P2).
func BenchmarkReadPlayStrategy(b *testing.B) {
	games, _, err := ReadGames(strings.NewReader(string(readShared(b))))
	if err != nil {
		b.Fatal(err)
	}
	var text strings.Builder
	for _, g := range games {
		text.WriteString(g.PlayStrategyText())
	}
	b.SetBytes(int64(text.Len()))
	for b.Loop() {
		back, bad, err := ReadGames(strings.NewReader(text.String()))
		if err != nil || len(bad) > 0 || len(back) != len(games) {
			b.Fatalf("%d games, %v, %v", len(back), bad, err)
		}
	}
}

// BenchmarkWritePlayStrategy writes the 1,972 games in PlayStrategy's PGN.
func BenchmarkWritePlayStrategy(b *testing.B) {
	games, _, err := ReadGames(strings.NewReader(string(readShared(b))))
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		n := 0
		for _, g := range games {
			n += len(g.PlayStrategyText())
		}
		b.SetBytes(int64(n))
	}
}

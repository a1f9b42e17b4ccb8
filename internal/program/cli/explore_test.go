package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
)

// mastersFiles writes the built-in collections' files (the Masters' and
// PlayOK's) into a temporary folder.
func mastersFiles(t *testing.T) []string {
	t.Helper()
	files, err := library.BuiltinFiles()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	var paths []string
	for _, f := range files {
		p := filepath.Join(dir, f.Name)
		if err := os.WriteFile(p, f.Data, 0o644); err != nil {
			t.Fatal(err)
		}
		paths = append(paths, p)
	}
	return paths
}

func runExplore(t *testing.T, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut strings.Builder
	code := gameBinary.Run(append([]string{"explore"}, args...), strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

// after4 is the position after 4 plies of the first 2018 game (7, 9, 6, 8).
const after4 = "11,11,11,11,11,2,0,12,11/11,11,11,11,11,1,9,1,2 10 4 - - 0"

func TestExplore(t *testing.T) {
	masters := mastersFiles(t)
	p := game.Start()
	for _, m := range []game.Move{7, 9, 6, 8} {
		p = p.Apply(m)
	}
	if p.TFEN() != after4 {
		t.Fatalf("after 4 plies: %s, want %s", p.TFEN(), after4)
	}
	db := filepath.Join(t.TempDir(), "library.db")
	tests := []struct {
		name   string
		args   []string
		code   int
		stdout string // exact, or the start of it with the total at its end
		total  string
		stderr string
	}{
		// The counts of the files themselves (every record, 1972 games)
		{"files at the start", masters, 0, "7 1300 687 96 517\n4 356 214 8 134\n", "total 1972\n", ""},
		{"files after 4 plies", append([]string{"--tfen", after4}, masters...), 0, "1 900 463 81 356\n6 1 0 1 0\ntotal 901\n", "", ""},
		{"files, PlayStrategy's FEN", append([]string{"--tfen", p.PlayStrategyFEN(3)}, masters...), 0, "1 900 463 81 356\n6 1 0 1 0\ntotal 901\n", "", ""},
		// and of the library, which keeps the 2018 file's three repeated records once.
		{"library at the start", []string{"--library", "--db", db}, 0, "7 1298 686 96 516\n", "total 1969\n", ""},
		{"library after 4 plies", []string{"--library", "--db", db, "--tfen", after4}, 0, "1 898 462 81 355\n6 1 0 1 0\ntotal 899\n", "", ""},
		{"library, 2018 only", []string{"--library", "--db", db, "--from", "2018", "--to", "2018"}, 0, "7 587 303 52 232\n", "total 738\n", ""},
		// The built-in collections: the masters' games of the 2018 events, and PlayOK's.
		{"library, the Masters", []string{"--library", "--db", db, "--collection", "Masters"}, 0, "7 588 304 52 232\n4 57 33 1 23\n", "total 739\n", ""},
		{"library, PlayOK", []string{"--library", "--db", db, "--collection", "PlayOK"}, 0, "7 710 382 44 284\n4 298 180 7 111\n", "total 1230\n", ""},
		{"library, both", []string{"--library", "--db", db, "--collection", "Masters,PlayOK"}, 0, "7 1298 686 96 516\n", "total 1969\n", ""},
		{"library imports files", []string{"--library", "--db", db, "--collection", "Library", "testdata/two-games.pgn"}, 0, "2 1 0 0 1\n6 1 1 0 0\ntotal 2\n", "", ""},
		{"a file imported twice adds nothing", []string{"--library", "--db", db, "--collection", "Library", "testdata/two-games.pgn"}, 0, "2 1 0 0 1\n6 1 1 0 0\ntotal 2\n", "", ""},
		{"a bad game is named", []string{"--library", "--db", db, "--collection", "Library", "testdata/wrong-kazan.pgn"}, 1, "2 1 0 0 1\n6 1 1 0 0\ntotal 2\n", "", "wrong-kazan.pgn:13: game 1, ply 5: white 11(23): wrong kazan total"},
		{"a bad game in a file", []string{"testdata/wrong-kazan.pgn"}, 1, "2 1 0 0 1\ntotal 1\n", "", "testdata/wrong-kazan.pgn:13: game 1, ply 5"},
		// PlayStrategy's P1 and P1Elo are the player and rating the filters find.
		{"PlayStrategy's players", []string{"--library", "--db", db, "--player", "Ainur", "testdata/fgwsk5be.pgn"}, 0, "7 1 1 0 0\ntotal 1\n", "", ""},
		{"PlayStrategy's ratings", []string{"--library", "--db", db, "--player", "Bolat", "--rating", "1"}, 0, "total 0\n", "", ""},
		{"PlayStrategy's player, rated", []string{"--library", "--db", db, "--collection", "Library", "--player", "Ainur"}, 0, "7 1 1 0 0\ntotal 1\n", "", ""},
		{"no file", nil, 2, "", "", "want one or more record files"},
		{"bad position", []string{"--tfen", "9 9", "testdata/two-games.pgn"}, 2, "", "", "--tfen: neither a TFEN (tfen: "},
		{"bad PlayStrategy FEN", []string{"--tfen", "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 0", "testdata/two-games.pgn"}, 2, "", "", "--tfen: playstrategy fen: move number: \"0\" is not a number 1 or more"},
		{"a PlayStrategy PGN", []string{"--tfen", "13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4", "testdata/playstrategy.pgn"}, 0, "3 1 0 0 0\ntotal 1\n", "", ""},
		{"another variant", []string{"testdata/bestemshe.pgn", "testdata/two-games.pgn"}, 1, "2 1 0 0 1\n6 1 1 0 0\ntotal 2\n", "", "testdata/bestemshe.pgn:9: game 1 (PlayStrategy PGN): tag Variant \"Bestemshe\": not togyz kumalak"},
		{"not a record", []string{"testdata/junk.bin"}, 2, "", "", "junk.bin"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errOut := runExplore(t, tt.args...)
			if code != tt.code {
				t.Errorf("exit code %d, want %d; stderr %s", code, tt.code, errOut)
			}
			if !strings.HasPrefix(out, tt.stdout) || !strings.HasSuffix(out, tt.total) {
				t.Errorf("stdout:\n%s\nwant it to start with\n%s\nand end with %q", out, tt.stdout, tt.total)
			}
			if !strings.Contains(errOut, tt.stderr) {
				t.Errorf("stderr %q, want %q in it", errOut, tt.stderr)
			}
		})
	}
}

// TestExplorePlayStrategy: a file in PlayStrategy's PGN gives the counts of
// the same games in our records.
func TestExplorePlayStrategy(t *testing.T) {
	data, err := os.ReadFile("testdata/two-games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	games, bad, err := game.ReadGames(strings.NewReader(string(data)))
	if err != nil || len(bad) > 0 || len(games) != 2 {
		t.Fatalf("two-games.pgn: %d games, %v, %v", len(games), bad, err)
	}
	var b strings.Builder
	for _, g := range games {
		b.WriteString(g.PlayStrategyText())
	}
	ps := filepath.Join(t.TempDir(), "playstrategy.pgn")
	if err := os.WriteFile(ps, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, tfen := range []string{game.StartTFEN, games[0].PositionAt(3).TFEN()} {
		_, want, _ := runExplore(t, "--tfen", tfen, "testdata/two-games.pgn")
		code, got, errOut := runExplore(t, "--tfen", tfen, ps)
		if code != 0 || got != want || !strings.HasSuffix(got, "total 1\n") && !strings.HasSuffix(got, "total 2\n") {
			t.Errorf("PlayStrategy file from %s: %d %q %s; want %q", tfen, code, got, errOut, want)
		}
	}
}

// TestConvert: convert writes records in PlayStrategy's PGN and back;
// replay reads both the same.
func TestConvert(t *testing.T) {
	run := func(args ...string) (int, string, string) {
		var out, errOut strings.Builder
		code := gameBinary.Run(args, strings.NewReader(""), &out, &errOut)
		return code, out.String(), errOut.String()
	}
	dir := t.TempDir()
	code, ps, errOut := run("convert", "testdata/two-games.pgn")
	if code != 0 || !strings.Contains(ps, "[P1 \"korgol\"]\n[P2 \"raisn\"]\n") || !strings.Contains(ps, "\n1. f1e2 ") || strings.Contains(ps, "[White") {
		t.Fatalf("convert to PlayStrategy: %d %s\n%s", code, errOut, ps)
	}
	psFile := filepath.Join(dir, "ps.pgn")
	if err := os.WriteFile(psFile, []byte(ps), 0o644); err != nil {
		t.Fatal(err)
	}
	code, record, errOut := run("convert", "--to", "record", psFile)
	if code != 0 || !strings.Contains(record, "[White \"korgol\"]") || !strings.Contains(record, "\n1. 65(10) ") {
		t.Fatalf("convert back: %d %s\n%s", code, errOut, record)
	}
	recordFile := filepath.Join(dir, "record.pgn")
	if err := os.WriteFile(recordFile, []byte(record), 0o644); err != nil {
		t.Fatal(err)
	}
	_, want, _ := run("replay", "testdata/two-games.pgn")
	for _, f := range []string{psFile, recordFile} {
		if _, got, _ := run("replay", f); got != want {
			t.Errorf("replay of %s:\n%s\nwant\n%s", f, got, want)
		}
	}
	if code, _, errOut := run("convert", "--to", "chess", "testdata/two-games.pgn"); code != 2 || !strings.Contains(errOut, `--to "chess"`) {
		t.Errorf("convert --to chess: %d %s", code, errOut)
	}
	if code, out, errOut := run("convert", "testdata/bestemshe.pgn"); code != 1 || out != "" || !strings.Contains(errOut, "Bestemshe") {
		t.Errorf("convert of another game: %d %q %s", code, out, errOut)
	}
}

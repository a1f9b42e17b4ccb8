package storage

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

func TestAutosaveRoundTrip(t *testing.T) {
	start := playGame(t, game.Start(), 1).Position() // Black to move
	tests := []struct {
		name string
		g    *game.Game
	}{
		{"start", playGame(t, game.Start(), 0, game.TagWhite, "You", game.TagBlack, "beginner")},
		{"unfinished", playGame(t, game.Start(), 25, game.TagWhite, "candidate", game.TagBlack, "You",
			game.TagDate, "2026.11.29", players.TagHumanSide, players.HumanBlack, players.TagLevel, "5")},
		{"black starts", playGame(t, start, 9, players.TagHumanSide, players.HumanBoth)},
		{"finished", playGame(t, game.Start(), 400, players.TagHumanSide, players.HumanWhite, players.TagLevel, "1")},
		{"quotes in tags", playGame(t, game.Start(), 3, game.TagWhite, `Абай "Ақын" \ Құнанбайұлы`)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := openTest(t, testDirs(t), DefaultSettings())
			before := tt.g.Text()
			if err := s.SaveAutosave(tt.g); err != nil {
				t.Fatal(err)
			}
			if tt.g.Text() != before || tt.g.Tag(TagSaveFormat) != "" {
				t.Error("SaveAutosave changed the game")
			}
			data := readFile(t, s.AutosavePath())
			// An ordinary record: package game reads it.
			plain, err := game.ReadGame(bytes.NewReader(data))
			if err != nil {
				t.Fatalf("game.ReadGame: %v\n%s", err, data)
			}
			if plain.Tag(TagSaveFormat) != "1" {
				t.Errorf("SaveFormat tag = %q\n%s", plain.Tag(TagSaveFormat), data)
			}
			g, err := s.LoadAutosave()
			if err != nil {
				t.Fatal(err)
			}
			if g.Position() != tt.g.Position() || g.Ply() != tt.g.Ply() || g.Result() != tt.g.Result() || g.Start() != tt.g.Start() {
				t.Errorf("loaded %v at ply %d, saved %v at ply %d", g.Position(), g.Ply(), tt.g.Position(), tt.g.Ply())
			}
			for _, tag := range tt.g.Tags() {
				if g.Tag(tag.Name) != tag.Value {
					t.Errorf("tag %s = %q, want %q", tag.Name, g.Tag(tag.Name), tag.Value)
				}
			}
			if !bytes.Equal(recordText(g), data) {
				t.Errorf("saving the loaded game again gives other bytes:\n%s\n%s", recordText(g), data)
			}
		})
	}
}

func TestRecordTextReplacesSaveFormat(t *testing.T) {
	g := playGame(t, game.Start(), 4, TagSaveFormat, "0", game.TagWhite, "You")
	text := string(recordText(g))
	if n := strings.Count(text, "[SaveFormat "); n != 1 || !strings.Contains(text, `[SaveFormat "1"]`) {
		t.Errorf("%d SaveFormat tags:\n%s", n, text)
	}
}

func TestSaveGameNeverOverwrites(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	var paths []string
	games := []*game.Game{
		playGame(t, game.Start(), 10, game.TagWhite, "You", game.TagBlack, "amateur", players.TagLevel, "3", players.TagHumanSide, players.HumanWhite, game.TagDate, "2026.11.01"),
		playGame(t, game.Start(), 11, game.TagWhite, "grandmaster", game.TagBlack, "You", players.TagLevel, "7", players.TagHumanSide, players.HumanBlack),
		playGame(t, game.Start(), 400, game.TagWhite, "Аян", game.TagBlack, "Бақыт", players.TagHumanSide, players.HumanBoth),
	}
	for i, g := range games {
		path, err := s.SaveGame("Кешкі ойын", g)
		if err != nil {
			t.Fatal(err)
		}
		paths = append(paths, path)
		want := []string{"Кешкі ойын.pgn", "Кешкі ойын (2).pgn", "Кешкі ойын (3).pgn"}[i]
		if filepath.Base(path) != want || filepath.Dir(path) != s.GamesDir() {
			t.Errorf("game %d saved as %q, want %q in %q", i, path, want, s.GamesDir())
		}
		// Time stamps of a coarse file system would tie; space them.
		os.Chtimes(path, time.Time{}, time.Date(2026, 11, 1+i, 12, 0, 0, 0, time.UTC))
	}
	for i, path := range paths {
		if got := readFile(t, path); !bytes.Equal(got, recordText(games[i])) {
			t.Errorf("%s holds another game", path)
		}
	}

	list, problems := s.ListGames()
	if len(problems) != 0 || len(list) != 3 {
		t.Fatalf("ListGames: %d games, problems %v", len(list), problems)
	}
	// Newest first.
	for i, sg := range list {
		g := games[2-i]
		want := SavedGame{
			Path: paths[2-i], InFile: 1, Name: strings.TrimSuffix(filepath.Base(paths[2-i]), ".pgn"),
			Modified: time.Date(2026, 11, 1+2-i, 12, 0, 0, 0, time.UTC),
			Date:     g.Tag(game.TagDate), White: g.Tag(game.TagWhite), Black: g.Tag(game.TagBlack), HumanSide: g.Tag(players.TagHumanSide),
			Score: g.Outcome().Final, Result: g.Result(), Moves: g.Ply(),
		}
		want.Level = map[string]int{"3": 3, "7": 7, "": 0}[g.Tag(players.TagLevel)]
		sg.Modified = sg.Modified.UTC()
		if sg != want {
			t.Errorf("entry %d:\n got %+v\nwant %+v", i, sg, want)
		}
	}
	if list[0].Result == game.Ongoing {
		t.Error("the 400-move game is not finished")
	}

	// ReplaceGame after confirmation, DeleteGame, and their limits.
	if err := s.ReplaceGame(paths[0], games[2]); err != nil {
		t.Fatal(err)
	}
	if got := readFile(t, paths[0]); !bytes.Equal(got, recordText(games[2])) {
		t.Error("ReplaceGame did not replace")
	}
	for _, bad := range []string{
		filepath.Join(s.dirs.Data, StatsFile),
		filepath.Join(s.GamesDir(), "..", AutosaveFile),
		filepath.Join(s.GamesDir(), "notes.txt"),
		s.GamesDir(),
	} {
		if err := s.DeleteGame(bad); err == nil {
			t.Errorf("DeleteGame(%q) succeeded", bad)
		}
		if err := s.ReplaceGame(bad, games[0]); err == nil {
			t.Errorf("ReplaceGame(%q) succeeded", bad)
		}
	}
	if err := s.DeleteGame(paths[1]); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(paths[1]); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("deleted game still there: %v", err)
	}
	if list, _ := s.ListGames(); len(list) != 2 {
		t.Errorf("after DeleteGame: %d games", len(list))
	}
	// The freed name is used again.
	if path, err := s.SaveGame("Кешкі ойын", games[1]); err != nil || path != paths[1] {
		t.Errorf("SaveGame after DeleteGame: %q, %v; want %q", path, err, paths[1])
	}
}

func TestGameFileName(t *testing.T) {
	long := strings.Repeat("тоғызқұмалақ", 20)
	tests := []struct{ in, want string }{
		{"Evening game", "Evening game"},
		{"Кешкі ойын", "Кешкі ойын"},
		{"a/b\\c:d*e?f\"g<h>i|j", "a_b_c_d_e_f_g_h_i_j"},
		{"../../etc/passwd", "_.._etc_passwd"},
		{"..", "game"},
		{"", "game"},
		{"   ", "game"},
		{".hidden", "hidden"},
		{"game.pgn", "game"},
		{"game.PGN.pgn", "game"},
		{"  many   spaces\tand\nlines  ", "many spaces and lines"},
		{"tab\x00nul\x7fdel", "tab_nul_del"},
		{"bad \xff utf-8", "bad _ utf-8"},
		{"trailing dots...", "trailing dots"},
		{"CON", "_CON"},
		{"nul.txt", "_nul.txt"},
		{"Console", "Console"},
		{"right\u202eto-left", "right_to-left"},
		{long, long[:150]},             // 75 two-byte letters
		{"a" + long, "a" + long[:148]}, // cut back to a rune boundary
	}
	for _, tt := range tests {
		got := GameFileName(tt.in)
		if got != tt.want {
			t.Errorf("GameFileName(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if len(got) > maxNameBytes || !strings.HasPrefix(got, strings.TrimLeft(got, ". ")) {
			t.Errorf("GameFileName(%q) = %q: too long or starts with a dot", tt.in, got)
		}
	}
}

func TestSaveGameOddNames(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	g := playGame(t, game.Start(), 5)
	for _, name := range []string{"../escape", "/abs/path", "", ".", "CON", strings.Repeat("ж", 300)} {
		path, err := s.SaveGame(name, g)
		if err != nil {
			t.Fatalf("SaveGame(%q): %v", name, err)
		}
		if filepath.Dir(path) != s.GamesDir() {
			t.Errorf("SaveGame(%q) wrote %q outside %q", name, path, s.GamesDir())
		}
		if _, err := LoadGameFile(path); err != nil {
			t.Errorf("SaveGame(%q): %v", name, err)
		}
	}
	if list, problems := s.ListGames(); len(list) != 6 || len(problems) != 0 {
		t.Errorf("ListGames: %d games, %v", len(list), problems)
	}
}

func TestListGamesProblems(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	good, err := s.SaveGame("good", playGame(t, game.Start(), 6))
	if err != nil {
		t.Fatal(err)
	}
	dir := s.GamesDir()
	broken := filepath.Join(dir, "broken.pgn")
	brokenData := []byte("[White \"x\"]\n\n1. 77 2. 99 99 99 99 99 99 99 99 99 *\n")
	writeFile(t, broken, brokenData)
	binary := filepath.Join(dir, "photo.PGN")
	writeFile(t, binary, []byte("\x89PNG\r\n\x1a\n\x00\x00"))
	newer := filepath.Join(dir, "newer.pgn")
	newerData := []byte("[SaveFormat \"2\"]\n\n1. 76 *\n")
	writeFile(t, newer, newerData)
	writeFile(t, filepath.Join(dir, "readme.txt"), []byte("not a game"))

	list, problems := s.ListGames()
	if len(list) != 1 || list[0].Path != good {
		t.Errorf("listed %+v, want only %s", list, good)
	}
	byPath := map[string]Problem{}
	for _, p := range problems {
		byPath[p.Path] = p
	}
	if len(problems) != 3 {
		t.Errorf("problems %v, want 3", problems)
	}
	if p := byPath[broken]; p.KeptAs != broken+fixedStamp || !strings.Contains(p.Error(), "line 3") {
		t.Errorf("broken: %v", p.Error())
	} else if got := readFile(t, p.KeptAs); !bytes.Equal(got, brokenData) {
		t.Errorf("kept bytes differ: %q", got)
	}
	if p := byPath[binary]; p.KeptAs != binary+fixedStamp || !errors.Is(p.Err, game.ErrNotText) {
		t.Errorf("binary: %v", p.Error())
	}
	if p := byPath[newer]; p.KeptAs != "" || !errors.Is(p.Err, ErrNewerVersion) {
		t.Errorf("newer: %v", p.Error())
	}
	if got := readFile(t, newer); !bytes.Equal(got, newerData) {
		t.Error("newer game changed")
	}
	// Kept-aside files are not listed again; the newer one is.
	list, problems = s.ListGames()
	if len(list) != 1 || len(problems) != 1 || problems[0].Path != newer {
		t.Errorf("second ListGames: %d games, %v", len(list), problems)
	}
}

func TestLoadGamesFilePartial(t *testing.T) {
	dir := tempDir(t)
	path := filepath.Join(dir, "three.pgn")
	writeFile(t, path, []byte("[Event \"a\"]\n\n1. 76 *\n\n[Event \"b\"]\n\n1. 76 zz *\n\n[Event \"c\"]\n\n1. 76 *\n"))
	games, err := LoadGamesFile(path)
	var re *game.RecordError
	if len(games) != 2 || !errors.As(err, &re) || re.Game != 2 || re.Line != 7 {
		t.Fatalf("LoadGamesFile: %d games, %v", len(games), err)
	}
	if games[0].Tag(game.TagEvent) != "a" || games[1].Tag(game.TagEvent) != "c" {
		t.Errorf("games %q %q", games[0].Tag(game.TagEvent), games[1].Tag(game.TagEvent))
	}
	if !strings.Contains(err.Error(), path) {
		t.Errorf("error does not name the file: %v", err)
	}
	// LoadGameFile takes the first game of such a file.
	if g, err := LoadGameFile(path); err != nil || g.Tag(game.TagEvent) != "a" {
		t.Errorf("LoadGameFile: %v", err)
	}

	for _, tt := range []struct {
		name, data string
		want       error
	}{
		{"empty.pgn", "", ErrNoGame},
		{"binary.pgn", "\x00\x01", game.ErrNotText},
		{"newer.pgn", "[SaveFormat \"9\"]\n\n*\n", ErrNewerVersion},
	} {
		path := filepath.Join(dir, tt.name)
		writeFile(t, path, []byte(tt.data))
		if games, err := LoadGamesFile(path); games != nil || !errors.Is(err, tt.want) {
			t.Errorf("LoadGamesFile(%s) = %d games, %v; want %v", tt.name, len(games), err, tt.want)
		}
		if g, err := LoadGameFile(path); g != nil || !errors.Is(err, tt.want) {
			t.Errorf("LoadGameFile(%s) = %v; want %v", tt.name, err, tt.want)
		}
	}
	if _, err := LoadGameFile(filepath.Join(dir, "missing.pgn")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("missing file: %v", err)
	}
}

// TestListGamesSeveralInAFile: a file of several games (three real games of
// tournaments-2018) is listed as each of its games, in the file's order,
// and each loads; a file of several of which one cannot be read lists the
// others and stays where it is, told as a problem.
func TestListGamesSeveralInAFile(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	single, err := s.SaveGame("single", playGame(t, game.Start(), 6))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/three-games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	dir := s.GamesDir()
	three := filepath.Join(dir, "three.pgn")
	writeFile(t, three, data)
	want, err := LoadGamesFile(three)
	if err != nil || len(want) != 3 {
		t.Fatalf("the test file: %d games, %v", len(want), err)
	}
	partData := []byte("[Event \"a\"]\n\n1. 76 *\n\n[Event \"b\"]\n\n1. 76 zz *\n\n[Event \"c\"]\n\n1. 76 98 *\n")
	part := filepath.Join(dir, "part.pgn")
	writeFile(t, part, partData)

	list, problems := s.ListGames()
	var inThree, inPart []SavedGame
	singles := 0
	for _, sg := range list {
		switch sg.Path {
		case three:
			inThree = append(inThree, sg)
		case part:
			inPart = append(inPart, sg)
		case single:
			singles++
			if sg.Index != 0 || sg.InFile != 1 {
				t.Errorf("the named game: index %d of %d", sg.Index, sg.InFile)
			}
		}
	}
	if len(list) != 6 || len(inThree) != 3 || len(inPart) != 2 || singles != 1 {
		t.Fatalf("listed %d: %d of three.pgn, %d of part.pgn, %d named", len(list), len(inThree), len(inPart), singles)
	}
	for i, sg := range inThree {
		w := want[i]
		if sg.Index != i || sg.InFile != 3 || sg.Name != "three" || sg.White != w.Tag(game.TagWhite) || sg.Black != w.Tag(game.TagBlack) ||
			sg.Moves != w.Len() || sg.Result != w.Result() {
			t.Errorf("game %d: %+v, want %s – %s, %d plies, %v", i+1, sg, w.Tag(game.TagWhite), w.Tag(game.TagBlack), w.Len(), w.Result())
		}
		g, err := LoadSavedGame(sg)
		if err != nil || g.Text() != w.Text() {
			t.Errorf("LoadSavedGame(game %d): %v", i+1, err)
		}
	}
	if g, err := LoadSavedGame(inPart[1]); err != nil || g.Tag(game.TagEvent) != "c" || g.Len() != 2 {
		t.Errorf("the second good game of part.pgn: %v", err)
	}
	var re *game.RecordError
	if len(problems) != 1 || problems[0].Path != part || problems[0].KeptAs != "" || !errors.As(problems[0].Err, &re) || re.Game != 2 {
		t.Errorf("problems %v, want part.pgn's second game, left in place", problems)
	}
	if got := readFile(t, part); !bytes.Equal(got, partData) {
		t.Error("part.pgn changed")
	}
	if _, err := LoadSavedGame(SavedGame{Path: three, Index: 3, InFile: 3}); err == nil {
		t.Error("a fourth game of three.pgn loads")
	}
}

// TestGameFiles: the saved games' files are the regular .pgn files of the
// folder, whatever the case of the extension, and not a file being
// written, a folder or another kind of file; ListGames reads the same.
func TestGameFiles(t *testing.T) {
	dir := tempDir(t)
	for _, name := range []string{"a.pgn", "b.PGN", "." + "c.pgn" + tempSuffix, "notes.txt"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("1. 76(10) *\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.Mkdir(filepath.Join(dir, "d.pgn"), 0o755); err != nil {
		t.Fatal(err)
	}
	got, err := GameFiles(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{filepath.Join(dir, "a.pgn"), filepath.Join(dir, "b.PGN")}
	if !slices.Equal(got, want) {
		t.Errorf("GameFiles = %q, want %q", got, want)
	}
	if _, err := GameFiles(filepath.Join(dir, "missing")); err == nil {
		t.Error("GameFiles of a missing folder: no error")
	}
}

package storage

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// realGames are the shared real games, in package game's testdata.
var saveEvery = flag.Int("storage.save-every", 8, "TestRealGames saves every n-th real game as a named game (1: all)")

var realGames = []struct {
	file  string
	games int
}{
	{"../../../game/testdata/tournaments-2018.pgn", 742},
	{"../../../game/testdata/playok-2025.pgn", 1230},
}

// TestRealGames opens the 1,972 real games as Open… does (LoadGamesFile);
// checks that each, written as the autosave is, reads back strictly as the
// same game; and saves every saveEvery-th as a named game (each save syncs
// the disk twice, which is slow), lists them and opens each saved file again
// with LoadGameFile: the same game every time.
func TestRealGames(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	start := time.Now()
	var all []*game.Game
	for _, rg := range realGames {
		games, err := LoadGamesFile(rg.file)
		if err != nil {
			t.Fatalf("%s: %v", rg.file, err)
		}
		if len(games) != rg.games {
			t.Fatalf("%s: %d games, want %d", rg.file, len(games), rg.games)
		}
		all = append(all, games...)
	}
	for i, g := range all {
		text := recordText(g)
		back, err := decodeRecord(text, true)
		if err != nil {
			t.Fatalf("game %d as an autosave: %v", i+1, err)
		}
		if !bytes.Equal(recordText(back), text) || back.Position() != g.Position() || back.Result() != g.Result() {
			t.Fatalf("game %d as an autosave reads back differently", i+1)
		}
	}

	read := time.Now()
	paths := map[string]*game.Game{}
	for i, g := range all {
		if i%*saveEvery != 0 {
			continue
		}
		name := g.Tag(game.TagWhite) + " – " + g.Tag(game.TagBlack)
		path, err := s.SaveGame(name, g)
		if err != nil {
			t.Fatal(err)
		}
		paths[path] = g
	}
	if want := (len(all) + *saveEvery - 1) / *saveEvery; len(paths) != want {
		t.Fatalf("%d games saved to %d files", want, len(paths))
	}
	saved := time.Now()

	list, problems := s.ListGames()
	if len(problems) != 0 || len(list) != len(paths) {
		t.Fatalf("ListGames: %d games, problems %v", len(list), problems)
	}
	for _, sg := range list {
		g := paths[sg.Path]
		if g == nil {
			t.Fatalf("listed %s, not saved", sg.Path)
		}
		if sg.Result != g.Result() || sg.Moves != g.Ply() || sg.Score != g.Outcome().Final {
			t.Errorf("%s: listed %v %d moves %v; saved %v %d moves %v", sg.Name, sg.Result, sg.Moves, sg.Score, g.Result(), g.Ply(), g.Outcome().Final)
		}
		back, err := LoadGameFile(sg.Path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(recordText(back), recordText(g)) || back.Position() != g.Position() {
			t.Fatalf("%s: the game read back differs", sg.Path)
		}
	}
	t.Logf("%d games: LoadGamesFile and autosave round trips %v; %d saved: SaveGame %v, ListGames and LoadGameFile %v",
		len(all), read.Sub(start).Round(time.Millisecond), len(paths), saved.Sub(read).Round(time.Millisecond), time.Since(saved).Round(time.Millisecond))
	if matches, _ := filepath.Glob(filepath.Join(s.GamesDir(), "*(2).pgn")); len(matches) == 0 {
		t.Error("no two games shared a name: the test of ' (2)' names did not run")
	}
}

// TestListGamesRealFiles: the two real record files put in the saved
// games' folder as they are list as their 1,972 games, each loading as the
// game its entry describes.
func TestListGamesRealFiles(t *testing.T) {
	s, _ := openTest(t, testDirs(t), DefaultSettings())
	total := 0
	for _, rg := range realGames {
		data := readFile(t, rg.file)
		writeFile(t, filepath.Join(s.GamesDir(), filepath.Base(rg.file)), data)
		total += rg.games
	}
	start := time.Now()
	list, problems := s.ListGames()
	t.Logf("ListGames: %d games in %v", len(list), time.Since(start))
	if len(list) != total || len(problems) != 0 || total != 1972 {
		t.Fatalf("ListGames: %d games of %d, problems %v", len(list), total, problems)
	}
	perFile := map[string]int{}
	for _, sg := range list {
		if sg.Index != perFile[sg.Path] {
			t.Fatalf("%s: game %d listed at place %d", sg.Name, sg.Index+1, perFile[sg.Path]+1)
		}
		perFile[sg.Path]++
	}
	for _, sg := range []SavedGame{list[0], list[len(list)-1], list[900]} {
		g, err := LoadSavedGame(sg)
		if err != nil || g.Tag(game.TagWhite) != sg.White || g.Len() != sg.Moves || g.Result() != sg.Result {
			t.Errorf("LoadSavedGame(%s game %d): %v", sg.Name, sg.Index+1, err)
		}
	}
}

// BenchmarkListGamesRealFiles times ListGames over the two real record
// files (1,972 games) in the saved games' folder: what opening Saved games
// costs with them.
func BenchmarkListGamesRealFiles(b *testing.B) {
	dirs := Dirs{Data: filepath.Join(b.TempDir(), "data"), Config: filepath.Join(b.TempDir(), "config")}
	s, _, err := Open(dirs, DefaultSettings())
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	for _, rg := range realGames {
		data, err := os.ReadFile(rg.file)
		if err != nil {
			b.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(s.GamesDir(), filepath.Base(rg.file)), data, 0o600); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if list, problems := s.ListGames(); len(list) != 1972 || len(problems) != 0 {
			b.Fatalf("%d games, %v", len(list), problems)
		}
	}
}

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestOpenUnsaved: when the data folder is a file, Open fails, and the
// unsaved store plays on in memory: every write is refused or skipped, and
// nothing appears on disk.
func TestOpenUnsaved(t *testing.T) {
	root := tempDir(t) // not t.TempDir: see tempDir (Wine)
	data := filepath.Join(root, "data")
	if err := os.WriteFile(data, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
	dirs := Dirs{Data: data, Config: filepath.Join(root, "config")}
	_, _, err := Open(dirs, DefaultSettings())
	if err == nil || errors.Is(err, ErrLocked) {
		t.Fatalf("Open with a file for a folder: %v", err)
	}
	s := OpenUnsaved(dirs, DefaultSettings(), err)
	defer s.Close()
	if !errors.Is(s.Unsaved(), ErrUnsaved) || !errors.Is(s.Unsaved(), err) {
		t.Errorf("Unsaved() = %v, want ErrUnsaved and the cause", s.Unsaved())
	}
	g := game.NewGame(game.Start())
	if _, err := g.Play(7); err != nil {
		t.Fatal(err)
	}
	if got, err := s.LoadAutosave(); got != nil || err != nil {
		t.Errorf("LoadAutosave: %v, %v", got, err)
	}
	st := s.Settings()
	st.Level = 5
	for _, w := range []struct {
		name string
		err  error
		want bool // an error that says ErrUnsaved; false: nil
	}{
		{"SaveAutosave", s.SaveAutosave(g), false},
		{"SaveSettings", s.SaveSettings(st), false},
		{"WriteStats", s.WriteStats(), false},
		{"SaveProgress", s.SaveProgress(s.Progress()), false},
		{"ReplaceGame", s.ReplaceGame(filepath.Join(s.GamesDir(), "a.pgn"), g), true},
		{"DeleteGame", s.DeleteGame(filepath.Join(s.GamesDir(), "a.pgn")), true},
	} {
		if got := errors.Is(w.err, ErrUnsaved); got != w.want || !w.want && w.err != nil {
			t.Errorf("%s: %v", w.name, w.err)
		}
	}
	if _, err := s.SaveGame("x", g); !errors.Is(err, ErrUnsaved) {
		t.Errorf("SaveGame: %v", err)
	}
	if _, err := s.RecordResult(3, Win); err != nil {
		t.Errorf("RecordResult: %v", err)
	}
	if s.Settings().Level != 5 || s.Stats()[3].Won != 1 {
		t.Errorf("in memory: level %d, stats %+v", s.Settings().Level, s.Stats()[3])
	}
	if games, problems := s.ListGames(); len(games) != 0 || len(problems) != 0 {
		t.Errorf("ListGames: %v, %v", games, problems)
	}
	if b, err := os.ReadFile(data); err != nil || string(b) != "not a folder" {
		t.Errorf("the data file changed: %q, %v", b, err)
	}
	if _, err := os.Stat(dirs.Config); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the config folder was made: %v", err)
	}
}

package ui

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
)

// TestSavedGamesUnreadableToldOnce: a saved file that cannot be read as a
// game, met by the sync in the background at start, is told when Saved
// games opens, kept aside as the store keeps it, and not told again.
func TestSavedGamesUnreadableToldOnce(t *testing.T) {
	dir := t.TempDir()
	files, err := library.MastersFiles()
	if err != nil {
		t.Fatal(err)
	}
	good := strings.SplitAfter(string(files[0].Data), "\n\n[")[0]
	for name, data := range map[string]string{"good.pgn": strings.TrimSuffix(good, "["), "broken.pgn": "\x00\x01\xff binary"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	l := openLibrary(filepath.Join(t.TempDir(), library.FileName), func(f func()) { f() }, nil)
	defer l.Close()
	if _, err := l.wait(context.Background()); err != nil {
		t.Fatal(err)
	}
	l.syncSaved(dir)
	l.adds.Wait()
	broken := filepath.Join(dir, "broken.pgn")
	for i, want := range []int{1, 0} {
		list, problems, err := l.SavedGames(context.Background(), dir)
		if err != nil || len(list) != 1 {
			t.Fatalf("opening %d: %d games, %v; want the good one", i+1, len(list), err)
		}
		if len(problems) != want {
			t.Fatalf("opening %d told %v, want %d problems", i+1, problems, want)
		}
		if want == 1 && (problems[0].Path != broken || !strings.HasPrefix(filepath.Base(problems[0].KeptAs), "broken.pgn.broken-")) {
			t.Errorf("told %+v: want %s kept aside", problems[0], broken)
		}
	}
	if _, err := os.Stat(broken); !os.IsNotExist(err) {
		t.Errorf("the unreadable file is still in the folder: %v", err)
	}
}

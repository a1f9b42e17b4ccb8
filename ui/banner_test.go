package ui

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// TestUnsavedStart: when the data folder is a file, the window opens on a
// store that writes nothing, a banner says in the player's language that
// games cannot be saved and why, it stays, the game is played, and nothing
// is written.
func TestUnsavedStart(t *testing.T) {
	root := t.TempDir()
	dirs := storage.Dirs{Data: filepath.Join(root, "data"), Config: filepath.Join(root, "config")}
	if err := os.WriteFile(dirs.Data, []byte("a file"), 0o644); err != nil {
		t.Fatal(err)
	}
	def := storage.DefaultSettings()
	def.Language, def.AnimationSpeed, def.Sound, def.Level = "en", storage.SpeedOff, false, 1
	_, _, err := storage.Open(dirs, def)
	if err == nil {
		t.Fatal("Open with a file for the data folder succeeded")
	}
	st := storage.OpenUnsaved(dirs, def, err)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	fa := test.NewTempApp(t)
	q := &uiQueue{}
	a, err := NewApp(fa, Deps{Store: st, Loc: loc, Engine: ai.New(ai.Options{HashMB: 1, Threads: 1}), Post: q.post, Limits: &tinyLimits})
	if err != nil {
		t.Fatal(err)
	}
	a.Window.Resize(fyne.NewSize(1000, 640))
	h := &harness{t: t, fa: fa, a: a, q: q, store: st, dirs: dirs}
	t.Cleanup(h.close)
	a.Start()
	h.settle()

	want := "Games cannot be saved: " + dirs.Data + " is a file, not a folder."
	if texts := strings.Join(objectTexts(a.Window.Content()), "\n"); !strings.Contains(texts, want) {
		t.Errorf("no banner %q in:\n%s", want, texts)
	}
	// The games library beside the saves cannot be written either: the
	// banner says so already, so no dialog comes on top to take the keys.
	a.libraryProblem(storage.Problem{Path: filepath.Join(dirs.Data, "library.db"), Err: errors.New("read-only file system")}, true)
	h.settle()
	if top := a.Window.Canvas().Overlays().Top(); top != nil {
		t.Errorf("a dialog over the banner: %q", objectTexts(top))
	}
	h.tapHole(game.White, 7)
	deadline := time.Now().Add(settleTimeout)
	for a.Session.Snapshot().Game().Len() < 2 && time.Now().Before(deadline) {
		h.settle()
	}
	if n := a.Session.Snapshot().Game().Len(); n < 2 {
		t.Errorf("the game was not played: %d plies", n)
	}
	a.SetLanguage("ru")
	if texts := strings.Join(objectTexts(a.Window.Content()), "\n"); !strings.Contains(texts, "Партии нельзя сохранить: "+dirs.Data+" — это файл, а не папка.") {
		t.Errorf("no Russian banner in:\n%s", texts)
	}
	h.close()
	if b, err := os.ReadFile(dirs.Data); err != nil || string(b) != "a file" {
		t.Errorf("the data file changed: %q, %v", b, err)
	}
	if _, err := os.Stat(dirs.Config); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the config folder was written: %v", err)
	}
}

// TestUnsavedReasons: each cause the system gives reads as its own reason.
func TestUnsavedReasons(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		cause error
		want  string
	}{
		{&os.PathError{Op: "mkdir", Path: "/d", Err: syscall.ENOTDIR}, "/d is a file, not a folder."},
		{&os.PathError{Op: "mkdir", Path: "/d", Err: os.ErrPermission}, "the folder /d may not be written."},
		{errors.New("something odd"), "the folder /d cannot be used (something odd)."},
	} {
		got := unsavedText(loc, "/d", tt.cause)
		if !strings.HasPrefix(got, "Games cannot be saved: "+tt.want) {
			t.Errorf("%v: %q", tt.cause, got)
		}
	}
}

package ui

import (
	"os"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// breakFolder puts a file where the folder dir was, so that no file can be
// written into it (the tests run as any user, root too).
func breakFolder(t *testing.T, dir string) {
	t.Helper()
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWriteFailuresReachThePlayer: the settings and the progress are
// written off the UI goroutine, and a write that fails is told to the
// player, naming the file, as a failed autosave is (the statistics' are
// the session's: ui/session's TestStatisticsWriteFailureTold).
func TestWriteFailuresReachThePlayer(t *testing.T) {
	cases := []struct {
		name   string
		broken func(storage.Dirs) string      // the folder made unwritable
		path   func(*storage.Store) string    // the file the message names
		do     func(t *testing.T, h *harness) // what writes it
	}{
		{
			"settings", func(d storage.Dirs) string { return d.Config }, (*storage.Store).SettingsPath,
			func(_ *testing.T, h *harness) { h.a.toggleSound() },
		},
		{
			"progress", func(d storage.Dirs) string { return d.Data }, (*storage.Store).ProgressPath,
			func(_ *testing.T, h *harness) {
				p := h.a.progress.Progress()
				if err := h.a.progress.SaveProgress(p.WithLesson("sowing")); err != nil {
					t.Errorf("SaveProgress returned %v: the write's failure is told, not returned", err)
				}
			},
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			h.a.dialogs.CloseAll()
			// What the start wrote in the background (the first start's
			// progress, the autosave) lands before the folder breaks.
			h.a.writes.Flush()
			h.a.Session.Flush()
			breakFolder(t, c.broken(h.dirs))
			c.do(t, h)
			h.a.writes.Flush()
			h.a.Session.Flush()
			h.q.drain()
			path := c.path(h.store)
			var texts []string
			for _, m := range h.a.dialogs.Modals() {
				texts = append(texts, modalText(m))
			}
			found := false
			for _, text := range texts {
				found = found || strings.Contains(text, path)
			}
			if !found {
				t.Fatalf("no message names %s; shown: %q", path, texts)
			}
		})
	}
}

// TestWritesOffTheUIGoroutine: saving the settings or the progress changes
// what the store returns at once and leaves the file to the writer: while
// the writer is busy (a slow disk) the file is not yet written, and it is
// once the writer is free.
func TestWritesOffTheUIGoroutine(t *testing.T) {
	cases := []struct {
		name    string
		path    func(*storage.Store) string
		do      func(h *harness)
		changed func(h *harness) bool
	}{
		{"settings", (*storage.Store).SettingsPath, func(h *harness) { h.a.toggleSound() },
			func(h *harness) bool { return h.store.Settings().Sound }},
		{"progress", (*storage.Store).ProgressPath, func(h *harness) {
			if err := h.a.progress.SaveProgress(h.a.progress.Progress().WithLesson("sowing")); err != nil {
				h.t.Fatal(err)
			}
		}, func(h *harness) bool { return h.store.Progress().LessonDone("sowing") }},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			path := c.path(h.store)
			release := make(chan struct{})
			h.a.writes.Write("a slow disk", func() error { <-release; return nil })
			before, _ := os.ReadFile(path)
			c.do(h)
			if !c.changed(h) {
				t.Fatal("the store does not have the change")
			}
			if now, _ := os.ReadFile(path); string(now) != string(before) {
				t.Fatal("the file was written on the UI goroutine")
			}
			close(release)
			h.a.writes.Flush()
			if now, _ := os.ReadFile(path); string(now) == string(before) {
				t.Fatal("the file is not written once the writer is free")
			}
		})
	}
}

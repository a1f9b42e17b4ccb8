package ui

import (
	"errors"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// TestWriterOrder: however slow the disk, games are written in the order
// they were made, the last one always, and Close waits for it.
func TestWriterOrder(t *testing.T) {
	for _, delay := range []time.Duration{0, 200 * time.Microsecond, 2 * time.Millisecond} {
		var mu sync.Mutex
		var written []int
		w := newWriter(nil)
		save := func(g *game.Game) {
			w.Write("autosave.pgn", func() error {
				time.Sleep(delay)
				mu.Lock()
				written = append(written, g.Ply())
				mu.Unlock()
				return nil
			})
		}
		g := game.NewGame(game.Start())
		const n = 60
		for i := 1; i <= n; i++ {
			p := g.Position()
			if _, err := g.Play(p.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
			save(g.Clone())
			if i == n/2 {
				w.Flush()
				mu.Lock()
				last := written[len(written)-1]
				mu.Unlock()
				if last != i {
					t.Fatalf("delay %v: after Flush the last write is ply %d, want %d", delay, last, i)
				}
			}
		}
		w.Close()
		save(g) // after Close: ignored
		mu.Lock()
		for i := 1; i < len(written); i++ {
			if written[i] <= written[i-1] {
				t.Fatalf("delay %v: writes out of order: %v", delay, written)
			}
		}
		if written[len(written)-1] != n {
			t.Fatalf("delay %v: the last write is ply %d, want %d", delay, written[len(written)-1], n)
		}
		mu.Unlock()
	}
}

// TestWriterError: a failed write is reported with its file and the
// writer goes on.
func TestWriterError(t *testing.T) {
	var got []error
	var paths []string
	var mu sync.Mutex
	fail := errors.New("disk full")
	calls := 0
	w := newWriter(func(path string, err error) {
		mu.Lock()
		got = append(got, err)
		paths = append(paths, path)
		mu.Unlock()
	})
	write := func() error {
		calls++
		if calls == 1 {
			return fail
		}
		return nil
	}
	w.Write("stats.json", write)
	w.Flush()
	w.Write("stats.json", write)
	w.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || !errors.Is(got[0], fail) || paths[0] != "stats.json" || calls != 2 {
		t.Fatalf("errors %v for %v after %d writes", got, paths, calls)
	}
}

// TestWriterReportsBeforeFlush: a failed write is reported before Flush
// returns, so that a test or a shutdown that flushed finds the report posted
// (the report came after the write counted as done, and CI's race run saw
// Flush return first).
func TestWriterReportsBeforeFlush(t *testing.T) {
	var mu sync.Mutex
	reported := 0
	w := newWriter(func(string, error) {
		time.Sleep(50 * time.Millisecond) // a slow report: Flush must wait for it
		mu.Lock()
		reported++
		mu.Unlock()
	})
	defer w.Close()
	for i := range 3 {
		w.Write("progress.json", func() error { return errors.New("disk full") })
		w.Flush()
		mu.Lock()
		n := reported
		mu.Unlock()
		if n != i+1 {
			t.Fatalf("after write %d and Flush, %d failures reported", i+1, n)
		}
	}
}

// TestWriterFiles: a write waiting for a file is replaced by a newer one of
// the same file, in its place; writes of other files keep theirs.
func TestWriterFiles(t *testing.T) {
	var done []string
	release := make(chan struct{})
	w := newWriter(nil)
	w.Write("first", func() error { <-release; done = append(done, "first"); return nil })
	for _, step := range []struct{ path, label string }{
		{"settings.json", "settings 1"},
		{"stats.json", "stats"},
		{"settings.json", "settings 2"},
		{"progress.json", "progress"},
	} {
		w.Write(step.path, func() error { done = append(done, step.label); return nil })
	}
	close(release)
	w.Close()
	want := []string{"first", "settings 2", "stats", "progress"}
	if !slices.Equal(done, want) {
		t.Fatalf("written %v, want %v", done, want)
	}
}

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

// TestWriteFailuresReachThePlayer: the settings, the statistics and the
// progress are written off the UI goroutine, and a write that fails is
// told to the player, naming the file, as a failed autosave is.
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
		{
			"statistics", func(d storage.Dirs) string { return d.Data }, (*storage.Store).StatsPath,
			func(t *testing.T, h *harness) {
				g, last := lastMoveGame(t)
				human := [2]bool{}
				human[g.Position().ToMove] = true
				tagGame(g, human, 2, testNow)
				h.a.Session.Start(g, human, 2)
				if !h.a.Session.HumanMove(last) {
					t.Fatal("the last move was refused")
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

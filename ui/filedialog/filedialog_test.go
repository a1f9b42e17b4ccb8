package filedialog

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"
)

// fakeSystem answers every dialog with the next of its answers.
type fakeSystem struct {
	answers []answerOf
	calls   []string // "open" or "save", with the folder asked for
}

type answerOf struct {
	path string
	err  error
}

func (f *fakeSystem) parent() string { return "x11:1" }

func (f *fakeSystem) open(_ string, o Options) (string, error) { return f.next("open " + o.Folder) }
func (f *fakeSystem) save(_ string, o Options) (string, error) { return f.next("save " + o.Folder) }

func (f *fakeSystem) next(call string) (string, error) {
	f.calls = append(f.calls, call)
	a := f.answers[0]
	f.answers = f.answers[1:]
	return a.path, a.err
}

// fakeFallback records the requests Fyne's dialog would get and answers at once.
type fakeFallback struct {
	path  string
	calls []string
}

func (f *fakeFallback) Open(o Options, done func(string, error)) {
	f.calls = append(f.calls, "open "+o.Folder)
	done(f.path, nil)
}

func (f *fakeFallback) Save(o Options, done func(string, error)) {
	f.calls = append(f.calls, "save "+o.Folder)
	done(f.path, nil)
}

// syncPost runs what the chooser posts to the UI goroutine on the test's
// goroutine, in order.
type syncPost chan func()

func (p syncPost) post(f func()) { p <- f }

// wait runs posted functions until done has been called.
func (p syncPost) wait(t *testing.T, called *bool) {
	t.Helper()
	for !*called {
		select {
		case f := <-p:
			f()
		case <-time.After(5 * time.Second):
			t.Fatal("the chooser never answered")
		}
	}
}

// TestChooserFallsBack: the system dialog is used while it works; a
// system without one, or one that fails, hands the request to Fyne's
// dialog, and later requests go there at once.
func TestChooserFallsBack(t *testing.T) {
	broken := errors.New("org.freedesktop.DBus.Error.ServiceUnknown")
	tests := []struct {
		name         string
		answers      []answerOf
		wantPath     string
		wantFallback bool
	}{
		{"chosen", []answerOf{{path: "/home/a/game.pgn"}}, "/home/a/game.pgn", false},
		{"cancelled", []answerOf{{}}, "", false},
		{"no portal", []answerOf{{err: errUnavailable}}, "/fyne/chosen.pgn", true},
		{"portal error", []answerOf{{err: broken}}, "/fyne/chosen.pgn", true},
	}
	for _, tt := range tests {
		for _, save := range []bool{false, true} {
			sys := &fakeSystem{answers: tt.answers}
			fb := &fakeFallback{path: "/fyne/chosen.pgn"}
			post := make(syncPost, 4)
			c := newChooser(sys, fb, post.post)
			var got string
			var gotErr error
			called := false
			done := func(p string, err error) { got, gotErr, called = p, err, true }
			o := Options{Folder: "/start"}
			if save {
				c.Save(o, done)
			} else {
				c.Open(o, done)
			}
			post.wait(t, &called)
			if got != tt.wantPath || gotErr != nil || (len(fb.calls) == 1) != tt.wantFallback || len(sys.calls) != 1 {
				t.Fatalf("%s (save %v): %q, %v; system %v, fallback %v", tt.name, save, got, gotErr, sys.calls, fb.calls)
			}
			// after a failure the system is not asked again
			called = false
			sys.answers = []answerOf{{path: "/home/a/second.pgn"}}
			c.Open(o, done)
			post.wait(t, &called)
			if tt.wantFallback && (len(sys.calls) != 1 || got != "/fyne/chosen.pgn") {
				t.Fatalf("%s: second request went to the system: %v, %q", tt.name, sys.calls, got)
			}
			if !tt.wantFallback && (len(sys.calls) != 2 || got != "/home/a/second.pgn") {
				t.Fatalf("%s: second request: system %v, %q", tt.name, sys.calls, got)
			}
		}
	}
}

// TestChooserBusy: a second request while a dialog is open is refused, and
// the first still gets its answer.
func TestChooserBusy(t *testing.T) {
	release := make(chan struct{})
	sys := &blockingSystem{release: release}
	post := make(syncPost, 4)
	c := newChooser(sys, &fakeFallback{}, post.post)
	called := false
	var got string
	c.Open(Options{}, func(p string, err error) { got, called = p, true })
	var busyErr error
	c.Save(Options{}, func(_ string, err error) { busyErr = err })
	if !errors.Is(busyErr, ErrBusy) {
		t.Fatalf("second request: %v, want ErrBusy", busyErr)
	}
	close(release)
	post.wait(t, &called)
	if got != "/a.pgn" {
		t.Fatalf("first request got %q", got)
	}
	called = false
	c.Open(Options{}, func(p string, err error) { called = true })
	post.wait(t, &called)
}

type blockingSystem struct{ release chan struct{} }

func (*blockingSystem) parent() string { return "" }
func (b *blockingSystem) open(string, Options) (string, error) {
	<-b.release
	return "/a.pgn", nil
}
func (b *blockingSystem) save(string, Options) (string, error) { return b.open("", Options{}) }

// TestChooserRemembersFolder: a dialog for a purpose starts where the last
// one for it chose a file, while that folder exists; other purposes keep
// their own start.
func TestChooserRemembersFolder(t *testing.T) {
	root := t.TempDir()
	chosen := filepath.Join(root, "records")
	if err := os.Mkdir(chosen, 0o755); err != nil {
		t.Fatal(err)
	}
	sys := &fakeSystem{}
	post := make(syncPost, 4)
	c := newChooser(sys, &fakeFallback{}, post.post)
	ask := func(purpose string, answer string) {
		t.Helper()
		sys.answers = append(sys.answers, answerOf{path: answer})
		called := false
		c.Open(Options{Folder: "/default", Remember: purpose}, func(string, error) { called = true })
		post.wait(t, &called)
	}
	ask("open", filepath.Join(chosen, "a.pgn"))
	ask("open", "")
	ask("export", "")
	if err := os.Remove(chosen); err != nil {
		t.Fatal(err)
	}
	ask("open", "")
	want := []string{"open /default", "open " + chosen, "open /default", "open /default"}
	if len(sys.calls) != len(want) {
		t.Fatalf("calls %v", sys.calls)
	}
	for i := range want {
		if sys.calls[i] != want[i] {
			t.Fatalf("call %d started in %q, want %q (all: %v)", i, sys.calls[i], want[i], sys.calls)
		}
	}
}

func TestFyneExtensions(t *testing.T) {
	tests := []struct {
		filters []Filter
		want    []string
	}{
		{nil, nil},
		{[]Filter{{Name: "records", Extensions: []string{".pgn", "txt"}}}, []string{".pgn", ".txt"}},
		{[]Filter{{Name: "all", Extensions: []string{"*"}}, {Name: "records", Extensions: []string{".pgn"}}}, nil},
	}
	for _, tt := range tests {
		got := fyneExtensions(tt.filters)
		if len(got) != len(tt.want) {
			t.Fatalf("%v: %v, want %v", tt.filters, got, tt.want)
		}
		for i := range got {
			if got[i] != tt.want[i] {
				t.Fatalf("%v: %v, want %v", tt.filters, got, tt.want)
			}
		}
	}
}

package librarian

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// waitFor bounds every wait of the tests: a posted function, the end of
// the work. It is a deadline against a hang, never a measure.
const waitFor = 2 * time.Minute

// template returns the bytes of a new library's database, built once for
// the test binary (the built-in collections take some ten seconds to build
// under the race detector) and copied for each test.
var template = sync.OnceValues(func() ([]byte, error) {
	dir, err := os.MkdirTemp("", "librarian-template-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, library.FileName)
	l, err := library.Open(context.Background(), path)
	if err != nil {
		return nil, err
	}
	if err := l.Close(); err != nil {
		return nil, err
	}
	return os.ReadFile(path)
})

// libraryCopy writes a new library's database into a temporary folder and
// returns its path.
func libraryCopy(t *testing.T) string {
	t.Helper()
	data, err := template()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), library.FileName)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// queue is the window's goroutine in the tests: Post queues a function,
// the test runs it.
type queue chan func()

func newQueue() queue { return make(queue, 64) }

func (q queue) post(f func()) { q <- f }

// run runs the next function posted, failing when none comes.
func (q queue) run(t *testing.T) {
	t.Helper()
	select {
	case f := <-q:
		f()
	case <-time.After(waitFor):
		t.Fatal("nothing posted")
	}
}

// empty fails when something was posted and not run.
func (q queue) empty(t *testing.T) {
	t.Helper()
	if n := len(q); n != 0 {
		t.Errorf("%d functions posted and not expected", n)
	}
}

// someGames returns the first n games of the built-in collections' first
// file.
func someGames(t *testing.T, n int) []*game.Game {
	t.Helper()
	files, err := library.BuiltinFiles()
	if err != nil {
		t.Fatal(err)
	}
	d := game.NewDecoder(bytes.NewReader(files[0].Data))
	var out []*game.Game
	for len(out) < n {
		g, err := d.Next()
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, g)
	}
	return out
}

// TestNoLibrary: a Librarian opened with no path (and a nil one) answers
// every question with ErrNoLibrary, does no work and posts nothing but
// OpenGame's answer.
func TestNoLibrary(t *testing.T) {
	ctx := context.Background()
	q := newQueue()
	l := Open(Config{Post: q.post, OnProblem: func(storage.Problem, bool) { t.Error("a problem told") }})
	if !l.Opened() {
		t.Error("no library is not opened at once")
	}
	calls := []struct {
		name string
		call func() error
	}{
		{"Explore", func() error { _, err := l.Explore(ctx, game.Start(), library.Filter{}); return err }},
		{"Reached", func() error { _, err := l.Reached(ctx, game.Start(), library.Filter{}, 5); return err }},
		{"Collections", func() error { _, err := l.Collections(ctx); return err }},
		{"ImportFileProgress", func() error { _, err := l.ImportFileProgress(ctx, "x", "x.pgn", nil); return err }},
		{"SavedGames", func() error { _, _, err := l.SavedGames(ctx, t.TempDir()); return err }},
		{"SavedReached", func() error { _, err := l.SavedReached(ctx, game.Start()); return err }},
		{"Library", func() error { _, err := l.Library(ctx); return err }},
		{"nil Library", func() error { _, err := (*Librarian)(nil).Library(ctx); return err }},
		{"nil ImportFileProgress", func() error {
			_, err := (*Librarian)(nil).ImportFileProgress(ctx, "x", "x.pgn", nil)
			return err
		}},
	}
	for _, c := range calls {
		if err := c.call(); !errors.Is(err, ErrNoLibrary) {
			t.Errorf("%s: %v, want ErrNoLibrary", c.name, err)
		}
	}
	l.SyncSaved(t.TempDir())
	l.AddGame(game.NewGame(game.Start()))
	(*Librarian)(nil).AddGame(game.NewGame(game.Start()))
	var got error
	l.OpenGame(1, func(g *game.Game, err error) { got = err })
	q.run(t)
	if !errors.Is(got, ErrNoLibrary) {
		t.Errorf("OpenGame: %v, want ErrNoLibrary", got)
	}
	l.Close()
	q.empty(t)
}

// TestQuestions: the questions asked before the open is done wait for it
// and get the library's answers; OpenGame hands the game through Post; a
// question whose context ends first gets the context's error.
func TestQuestions(t *testing.T) {
	ctx := context.Background()
	q := newQueue()
	l := Open(Config{Path: libraryCopy(t), Post: q.post})
	defer l.Close()
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := l.Explore(cancelled, game.Start(), library.Filter{}); !errors.Is(err, context.Canceled) && err != nil {
		t.Errorf("Explore with its context done: %v", err)
	}
	st, err := l.Explore(ctx, game.Start(), library.Filter{})
	if err != nil || st.Games != 1969 {
		t.Fatalf("Explore at the start: %d games, %v; want the 1,969 built-in games", st.Games, err)
	}
	names, err := l.Collections(ctx)
	if err != nil || !slices.Contains(names, library.Masters) || !slices.Contains(names, library.PlayOK) {
		t.Errorf("Collections: %q, %v; want the built-in ones", names, err)
	}
	reached, err := l.Reached(ctx, game.Start(), library.Filter{Collections: []string{library.PlayOK}}, 3)
	if err != nil || len(reached) != 3 {
		t.Fatalf("Reached: %+v, %v", reached, err)
	}
	var opened *game.Game
	l.OpenGame(reached[0].ID, func(g *game.Game, err error) {
		if err != nil {
			t.Errorf("OpenGame: %v", err)
		}
		opened = g
	})
	q.run(t)
	if opened == nil || opened.Tag(game.TagWhite) != reached[0].White || opened.Len() != reached[0].Plies {
		t.Errorf("OpenGame gave %v, want the game %+v", opened, reached[0])
	}
	var missing error
	l.OpenGame(1<<40, func(g *game.Game, err error) { missing = err })
	q.run(t)
	if missing == nil {
		t.Error("OpenGame of no game: no error")
	}
	q.empty(t)
}

// TestAddGame: a finished game is kept in My games in the background, the
// subscriber is told once it is (not when the library held it already),
// and the caller's game may go on at once.
func TestAddGame(t *testing.T) {
	ctx := context.Background()
	q := newQueue()
	var changes []string
	l := Open(Config{Path: libraryCopy(t), Post: q.post, OnChange: func(c string) { changes = append(changes, c) }})
	defer l.Close()
	g := someGames(t, 6)[5].Clone()
	g.SetTag(game.TagEvent, "Played here")
	plies := g.Len()
	l.AddGame(g)
	if err := g.SetPly(0); err != nil { // the window's game goes on: the copy is kept
		t.Fatal(err)
	}
	q.run(t)
	if !slices.Equal(changes, []string{library.MyGames}) {
		t.Fatalf("told %q, want My games", changes)
	}
	l.AddGame(g) // the same game again: nothing added, nothing told
	l.Wait()
	q.empty(t)
	reached, err := l.Reached(ctx, game.Start(), library.Filter{Collections: []string{library.MyGames}}, 5)
	if err != nil || len(reached) != 1 || reached[0].Plies != plies || reached[0].Event != "Played here" {
		t.Errorf("My games: %+v, %v; want the game of %d plies", reached, err, plies)
	}
}

// TestCloseKeepsGameAdded: a game finished as the window closes is kept.
func TestCloseKeepsGameAdded(t *testing.T) {
	path := libraryCopy(t)
	q := newQueue()
	l := Open(Config{Path: path, Post: q.post})
	g := someGames(t, 8)[7].Clone()
	g.SetTag(game.TagEvent, "The last game")
	l.AddGame(g)
	l.Close()
	lib, err := library.Open(context.Background(), path)
	if err != nil {
		t.Fatal(err)
	}
	defer lib.Close()
	if n, err := lib.Count(context.Background(), library.Filter{Collections: []string{library.MyGames}}); err != nil || n != 1 {
		t.Errorf("My games after Close: %d games, %v; want 1", n, err)
	}
}

// TestCloseStopsImport: Close stops an import under way and waits for it;
// the import answers with the cancellation, and nothing is posted after
// Close.
func TestCloseStopsImport(t *testing.T) {
	files, err := library.BuiltinFiles()
	if err != nil {
		t.Fatal(err)
	}
	var data []byte
	for _, f := range files {
		data = append(data, f.Data...)
	}
	file := filepath.Join(t.TempDir(), "big.pgn")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	q := newQueue()
	l := Open(Config{Path: libraryCopy(t), Post: q.post, OnChange: func(string) { t.Error("told a change") }})
	started := make(chan struct{})
	var once sync.Once
	type answer struct {
		rep library.Report
		err error
	}
	done := make(chan answer, 1)
	go func() {
		rep, err := l.ImportFileProgress(context.Background(), "Big", file, func(read, size int64) {
			once.Do(func() { close(started) })
		})
		done <- answer{rep, err}
	}()
	select {
	case <-started:
	case <-time.After(waitFor):
		t.Fatal("the import did not start")
	}
	l.Close()
	select {
	case a := <-done:
		if !errors.Is(a.err, context.Canceled) || a.rep.Added >= 1969 {
			t.Errorf("the import stopped by Close: %+v, %v; want context.Canceled before its end", a.rep, a.err)
		}
	default:
		t.Fatal("Close returned before the import")
	}
	q.empty(t)
}

// TestReadOnlyTold: a library that cannot be written is told once,
// through Post, as a problem of writing; its questions are answered, and
// the saved games' view, which cannot follow the folder, says why.
func TestReadOnlyTold(t *testing.T) {
	ctx := context.Background()
	path := libraryCopy(t)
	if err := os.Chmod(path, 0o444); err != nil {
		t.Fatal(err)
	}
	q := newQueue()
	type told struct {
		p     storage.Problem
		write bool
	}
	var problems []told
	l := Open(Config{Path: path, Post: q.post, OnProblem: func(p storage.Problem, write bool) { problems = append(problems, told{p, write}) }})
	defer l.Close()
	l.SyncSaved(t.TempDir())
	l.Wait()
	if len(problems) != 0 {
		t.Fatal("told before the window's goroutine ran it")
	}
	q.run(t)
	q.empty(t)
	if len(problems) != 1 || !problems[0].write || problems[0].p.Path != path || !errors.Is(problems[0].p.Err, library.ErrReadOnly) {
		t.Fatalf("told %+v, want once that %s cannot be written", problems, path)
	}
	if st, err := l.Explore(ctx, game.Start(), library.Filter{}); err != nil || st.Games == 0 {
		t.Errorf("Explore of a read-only library: %+v, %v", st, err)
	}
	if _, _, err := l.SavedGames(ctx, t.TempDir()); !errors.Is(err, library.ErrReadOnly) {
		t.Errorf("SavedGames of a read-only library: %v, want ErrReadOnly", err)
	}
}

// TestSavedGamesUnreadableToldOnce: a saved file that cannot be read as a
// game, met by the sync in the background at start, is told when Saved
// games opens, kept aside as the store keeps it, and not told again; the
// subscriber is told that the saved games were read.
func TestSavedGamesUnreadableToldOnce(t *testing.T) {
	dir := t.TempDir()
	good := someGames(t, 1)[0].Text()
	for name, data := range map[string]string{"good.pgn": good, "broken.pgn": "\x00\x01\xff binary"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	q := newQueue()
	var changes []string
	l := Open(Config{Path: libraryCopy(t), Post: q.post, OnChange: func(c string) { changes = append(changes, c) }})
	defer l.Close()
	l.SyncSaved(dir)
	l.Wait()
	q.run(t)
	if !slices.Equal(changes, []string{library.Saved}) {
		t.Errorf("told %q, want Saved games", changes)
	}
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
	q.empty(t)
}

// TestSavedGames: the view of the saved games describes each game as the
// store's list does, and finds the saved games that reached a position.
func TestSavedGames(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	games := someGames(t, 3)
	var b strings.Builder
	for _, g := range games[:2] {
		b.WriteString(g.Text() + "\n")
	}
	files := map[string]string{"two.pgn": b.String(), "one.pgn": games[2].Text()}
	for name, data := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(data), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	q := newQueue()
	l := Open(Config{Path: libraryCopy(t), Post: q.post})
	defer l.Close()
	list, problems, err := l.SavedGames(ctx, dir)
	if err != nil || len(problems) != 0 {
		t.Fatalf("SavedGames: %v, %v", problems, err)
	}
	got := map[string]storage.SavedGame{}
	for _, sg := range list {
		got[fmt.Sprintf("%s#%d", sg.Name, sg.Index)] = sg
	}
	for key, g := range map[string]*game.Game{"two#0": games[0], "two#1": games[1], "one#0": games[2]} {
		sg, ok := got[key]
		end := g.Clone()
		if err := end.SetPly(end.Len()); err != nil {
			t.Fatal(err)
		}
		if !ok || sg.White != g.Tag(game.TagWhite) || sg.Black != g.Tag(game.TagBlack) || sg.Moves != g.Len() ||
			sg.Result != end.Result() || sg.Score != end.Outcome().Final || (sg.InFile == 2) != strings.HasPrefix(key, "two") {
			t.Errorf("%s: %+v, want %s – %s, %d plies", key, sg, g.Tag(game.TagWhite), g.Tag(game.TagBlack), g.Len())
		}
	}
	places, err := l.SavedReached(ctx, games[2].PositionAt(games[2].Len()))
	if err != nil || !slices.Contains(places, library.FolderPlace{Path: filepath.Join(dir, "one.pgn"), Index: 0}) {
		t.Errorf("SavedReached the end of one.pgn's game: %v, %v", places, err)
	}
	if _, problems, err := l.SavedGames(ctx, filepath.Join(dir, "missing")); err != nil || len(problems) != 1 {
		t.Errorf("SavedGames of a missing folder: %v, %v; want the folder told", problems, err)
	}
	q.empty(t)
}

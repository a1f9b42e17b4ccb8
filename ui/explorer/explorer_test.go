package explorer

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/library"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// fake answers with fixed counts, after release is closed.
type fake struct {
	release chan struct{}
	err     error
	asked   chan library.Filter
}

func (f *fake) Explore(ctx context.Context, p game.Position, fl library.Filter) (library.Stats, error) {
	f.asked <- fl
	<-f.release
	if f.err != nil {
		return library.Stats{}, f.err
	}
	return library.Stats{Games: 10, WhiteWins: 5, Draws: 1, BlackWins: 4, Moves: []library.MoveStats{
		{Move: 7, Games: 8, WhiteWins: 4, Draws: 1, BlackWins: 3},
		{Move: 2, Games: 2, WhiteWins: 1, BlackWins: 1},
	}}, nil
}

func (f *fake) Reached(ctx context.Context, p game.Position, fl library.Filter, limit int) ([]library.GameInfo, error) {
	return []library.GameInfo{{ID: 3, Date: "2018", White: "A", Black: "B", Result: game.WhiteWins, Ply: 0}}, nil
}

// uiQueue stands for the UI goroutine: the explorer hands it the showing of
// an answer, and the test runs it.
type uiQueue chan func()

func (q uiQueue) do(f func()) { q <- f }

// next runs the next function handed to the UI goroutine.
func (q uiQueue) next(t *testing.T) {
	t.Helper()
	select {
	case f := <-q:
		f()
	case <-time.After(10 * time.Second):
		t.Fatal("no answer shown")
	}
}

func TestExplorer(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	src := &fake{release: make(chan struct{}), asked: make(chan library.Filter, 4)}
	var played []game.Move
	var opened []int64
	e := New(screen.Env{Loc: loc}, Config{
		Source: src,
		OnMove: func(m game.Move) { played = append(played, m) },
		OnGame: func(id int64, _ int) { opened = append(opened, id) },
	})
	defer e.Close()
	ui := make(uiQueue, 4)
	e.do = ui.do
	if e.Title() != "Opening explorer" || e.Board() != nil {
		t.Errorf("title %q", e.Title())
	}
	e.SetFilter(library.Filter{Collections: []string{library.Masters}})
	// Show returns while the lookup is blocked: it runs off the UI goroutine.
	e.Show(game.Start())
	if f := <-src.asked; len(f.Collections) != 1 {
		t.Errorf("filter %+v not passed on", f)
	}
	if e.Head() != loc.T("explorer.loading") {
		t.Errorf("while looking up: %q", e.Head())
	}
	close(src.release)
	ui.next(t)
	if e.Head() != "Games that reached this position: 10" {
		t.Errorf("head %q", e.Head())
	}
	moves := e.MoveTexts()
	if len(moves) != 2 || !strings.HasPrefix(moves[0], "Hole 7 — 8 (50 / 13 / 38 %)") || !strings.HasPrefix(moves[1], "Hole 2 — 2") {
		t.Errorf("moves %q", moves)
	}
	for _, k := range []fyne.KeyName{fyne.Key2, fyne.Key5} {
		e.TypedKey(&fyne.KeyEvent{Name: k})
	}
	if len(played) != 1 || played[0] != 2 {
		t.Errorf("keys played %v, want [2] (5 is not listed)", played)
	}
	if n := len(e.recent.Objects); n != 1 {
		t.Fatalf("%d recent games listed, want 1", n)
	}
	test.Tap(findButton(e.recent))
	if len(opened) != 1 || opened[0] != 3 {
		t.Errorf("opened %v", opened)
	}
	src.err = errors.New("disk on fire")
	e.Show(game.Start())
	<-src.asked
	ui.next(t)
	if want := "The games library cannot be read: disk on fire"; e.Head() != want {
		t.Errorf("head %q, want %q", e.Head(), want)
	}
	// An answer for a position no longer shown is dropped.
	e.Show(game.Start())
	<-src.asked
	e.Show(game.Start().Apply(7))
	<-src.asked
	ui.next(t)
	ui.next(t)
	if want := "The games library cannot be read: disk on fire"; e.Head() != want {
		t.Errorf("after two lookups: %q", e.Head())
	}
}

package explorer

import (
	"context"
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
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
	if e.Head() != loc.T("explorer.loading") || e.recentH.Visible() {
		t.Errorf("while looking up: %q, and the recent games' heading shown %v", e.Head(), e.recentH.Visible())
	}
	close(src.release)
	ui.next(t)
	if e.Head() != "Games that reached this position: 10" || !e.recentH.Visible() {
		t.Errorf("head %q, the recent games' heading shown %v", e.Head(), e.recentH.Visible())
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
	b, _, _ := findRow(e.recent)
	test.Tap(b)
	if len(opened) != 1 || opened[0] != 3 {
		t.Errorf("opened %v", opened)
	}
	src.err = errors.New("disk on fire")
	e.Show(game.Start())
	<-src.asked
	ui.next(t)
	if want := "The games library cannot be read: disk on fire"; e.Head() != want || e.recentH.Visible() {
		t.Errorf("head %q, want %q; the recent games' heading shown %v", e.Head(), want, e.recentH.Visible())
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

// legalSource lists every legal move of the position, one game each.
type legalSource struct{}

func (legalSource) Explore(ctx context.Context, p game.Position, fl library.Filter) (library.Stats, error) {
	st := library.Stats{}
	for _, m := range p.LegalMoves() {
		st.Games++
		st.Moves = append(st.Moves, library.MoveStats{Move: m, Games: 1, Draws: 1})
	}
	st.Draws = st.Games
	return st, nil
}

func (legalSource) Reached(ctx context.Context, p game.Position, fl library.Filter, limit int) ([]library.GameInfo, error) {
	return nil, nil
}

// obviousPosition returns a position reached by seeded random play where
// one move wins the game at once and no other does: its best move.
func obviousPosition(t *testing.T) (game.Position, game.Move) {
	t.Helper()
	rng := rand.New(rand.NewPCG(38, 1))
	for tries := 0; tries < 5000; tries++ {
		p := game.Start()
		for !p.Over() {
			moves := p.LegalMoves()
			win := game.WhiteWins
			if p.ToMove == game.Black {
				win = game.BlackWins
			}
			var winning []game.Move
			for _, m := range moves {
				if q := p.Apply(m); q.Over() && q.Outcome().Result == win {
					winning = append(winning, m)
				}
			}
			if len(winning) == 1 && len(moves) >= 3 {
				return p, winning[0]
			}
			p = p.Apply(moves[rng.IntN(len(moves))])
		}
	}
	t.Fatal("no position with an obvious best move found")
	return game.Position{}, 0
}

func TestExplorerEvaluations(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	pos, best := obviousPosition(t)
	e := New(screen.Env{Loc: loc}, Config{Source: legalSource{}})
	defer e.Close()
	ui := make(uiQueue, 16)
	e.do = ui.do
	e.SetEvaluator(EngineEvaluator(ai.New(ai.Options{Threads: 1, HashMB: 1})))
	e.Show(pos)
	ui.next(t) // the moves
	moves := pos.LegalMoves()
	pending := e.EvalTexts()
	if len(pending) != len(moves) || slices.ContainsFunc(pending, func(s string) bool { return s != "…" }) {
		t.Fatalf("before the evaluations: %q, want %d × …", pending, len(moves))
	}
	for range moves {
		ui.next(t)
	}
	texts := e.EvalTexts()
	for i, ms := range e.last.stats.Moves {
		switch {
		case ms.Move == best && texts[i] != "#+1":
			t.Errorf("%v: the winning move %d shows %q, want #+1 (all %q)", pos, best, texts[i], texts)
		case ms.Move != best && (texts[i] == "#+1" || texts[i] == "…"):
			t.Errorf("%v: hole %d shows %q (all %q)", pos, ms.Move, texts[i], texts)
		case ms.Move != best && !strings.HasPrefix(texts[i], "#"):
			if _, err := strconv.ParseFloat(texts[i], 64); err != nil {
				t.Errorf("hole %d: evaluation %q: %v", ms.Move, texts[i], err)
			}
		}
	}
	// A quiet position's score is the engine's own, for the side choosing
	// the move: the start, whose moves a fresh engine scores the same.
	e2 := New(screen.Env{Loc: loc}, Config{Source: legalSource{}})
	defer e2.Close()
	e2.do = ui.do
	e2.SetEvaluator(EngineEvaluator(ai.New(ai.Options{Threads: 1, HashMB: 1})))
	start := game.Start()
	e2.Show(start)
	ui.next(t)
	for range start.LegalMoves() {
		ui.next(t)
	}
	eng := ai.New(ai.Options{Threads: 1, HashMB: 1})
	first := e2.last.stats.Moves[0].Move
	r := eng.Search(context.Background(), start.Apply(first), ai.Limits{Nodes: EvalNodes}, nil)
	if got, want := e2.EvalTexts()[0], ai.Eval(-r.Score).String(); got != want {
		t.Errorf("start, hole %d: %q, a fresh engine says %q", first, got, want)
	}
	// The same position shown again, after the engine searched others,
	// gets the same scores: what earlier searches left in the engine's
	// table does not change them.
	once := e2.EvalTexts()
	after := start.Apply(first)
	e2.Show(after)
	ui.next(t)
	for range after.LegalMoves() {
		ui.next(t)
	}
	e2.Show(start)
	ui.next(t)
	for range start.LegalMoves() {
		ui.next(t)
	}
	if again := e2.EvalTexts(); !slices.Equal(once, again) {
		t.Errorf("the start's scores shown again: %q, first %q", again, once)
	}
}

func TestExplorerEvaluationCancelled(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	e := New(screen.Env{Loc: loc}, Config{Source: legalSource{}})
	defer e.Close()
	ui := make(uiQueue, 16)
	e.do = ui.do
	started := make(chan game.Position, 16)
	cancelled := make(chan game.Position, 16)
	// The evaluator waits for its context's end and then answers anyway,
	// as a careless engine could: the answer must not be shown.
	e.SetEvaluator(func(ctx context.Context, p game.Position) (int, bool) {
		started <- p
		<-ctx.Done()
		cancelled <- p
		return 999, true
	})
	first := game.Start()
	e.Show(first)
	ui.next(t)
	if p := <-started; p != first.Apply(e.last.stats.Moves[0].Move) {
		t.Fatalf("evaluating %v, want the position after the first move listed", p)
	}
	second := first.Apply(1)
	e.Show(second)
	select {
	case <-cancelled:
	case <-time.After(10 * time.Second):
		t.Fatal("a new position did not cancel the old evaluation")
	}
	ui.next(t) // the second position's moves
	<-started  // its first evaluation is under way
	select {
	case <-ui:
		t.Fatalf("something more was handed to the UI goroutine (a stale score?)")
	case <-time.After(200 * time.Millisecond):
	}
	for i, s := range e.EvalTexts() {
		if s != "…" {
			t.Errorf("move %d shows %q for the new position before any evaluation of it", i, s)
		}
	}
	e.Close()
	select {
	case <-cancelled:
	case <-time.After(10 * time.Second):
		t.Fatal("Close did not cancel the evaluation")
	}
}

// BenchmarkEngineEvaluator is the evaluation of one move listed: a
// one-thread search of EvalNodes nodes after each first move.
func BenchmarkEngineEvaluator(b *testing.B) {
	ev := EngineEvaluator(ai.New(ai.Options{Threads: 1, HashMB: EvalHashMB}))
	start := game.Start()
	moves := start.LegalMoves()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok := ev(context.Background(), start.Apply(moves[i%len(moves)])); !ok {
			b.Fatal("no score")
		}
	}
}

// longFake answers at once with long real content: nine moves of
// thousands of games, and recent games between players with full Kazakh
// names and against the computer.
type longFake struct{}

func (longFake) Explore(context.Context, game.Position, library.Filter) (library.Stats, error) {
	st := library.Stats{}
	for i, n := range []int{10120, 6041, 3117, 2032, 1500, 904, 511, 272, 121} {
		st.Moves = append(st.Moves, library.MoveStats{Move: game.Move(9 - i), Games: n, WhiteWins: n / 2, Draws: n / 10, BlackWins: n - n/2 - n/10})
		st.Games += n
	}
	return st, nil
}

func (longFake) Reached(context.Context, game.Position, library.Filter, int) ([]library.GameInfo, error) {
	return []library.GameInfo{
		{ID: 1, Date: "2025.11.02", White: "Кажгалиев Темірлан Ерланұлы", Black: "Сапарбекова Амира Нұрланқызы", Result: game.WhiteWins},
		{ID: 2, Date: "2025.11.01", White: "You", Black: "Computer: candidate", Result: game.BlackWins},
	}, nil
}

func (longFake) Collections(context.Context) ([]string, error) { return []string{library.Masters}, nil }

func (longFake) ImportFileProgress(context.Context, string, string, func(read, size int64)) (library.Report, error) {
	return library.Report{}, nil
}

// TestPanelFitsItsColumn: with long lines of names, in every language, the
// panel needs no more width than the narrowest column the window gives it
// (it was 612 wide with a line of full Kazakh names, and the window cut the
// import button and the column of scores at its edge); each line wraps,
// every score shows whole, and nothing lies outside the column.
func TestPanelFitsItsColumn(t *testing.T) {
	test.NewTempApp(t)
	const column = 272 // the panel's width at 1000×600 and 1280×900
	for _, l := range i18n.Languages() {
		loc, err := i18n.New(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		src := longFake{}
		e := New(screen.Env{Loc: loc}, Config{Source: src, Library: src, ChooseFile: func(func(string)) {}})
		ui := make(uiQueue, 16)
		e.do = ui.do
		e.SetEvaluator(func(context.Context, game.Position) (int, bool) { return -1234, true })
		e.ToggleFilters()
		ui.next(t) // the collections
		e.Show(game.Start())
		for range 1 + 9 {
			ui.next(t) // the answer, then each move's score
		}
		e.Close()
		if w := e.Content().MinSize().Width; w > column {
			t.Errorf("%s: the panel needs %.0f wide, more than its column's %d", l.Tag, w, column)
		}
		scroll := container.NewVScroll(e.Content())
		scroll.Resize(fyne.NewSize(column, 600))
		for _, f := range screentest.Faults(scroll, scroll.Size()) {
			t.Errorf("%s: %v", l.Tag, f)
		}
		if got := e.EvalTexts(); len(got) != 9 || got[0] != "+12.3" {
			t.Errorf("%s: the scores %q", l.Tag, got)
		}
		if games := e.GameTexts(); len(games) != 2 || !strings.Contains(games[0], "Сапарбекова Амира Нұрланқызы") {
			t.Errorf("%s: the recent games %q", l.Tag, games)
		}
	}
}

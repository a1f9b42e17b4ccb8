package ui

import (
	"context"
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
	"github.com/togyzkumalak/togyzkumalak/ui/gameview"
	"github.com/togyzkumalak/togyzkumalak/ui/modes"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// fitSizes are the windows every mode is laid out in: the smallest, the
// common laptop and desktop ones, and a portrait screen.
var fitSizes = []fyne.Size{
	fyne.NewSize(1000, 600),
	fyne.NewSize(1280, 900),
	fyne.NewSize(1366, 768),
	fyne.NewSize(1600, 900),
	fyne.NewSize(800, 1200),
}

// Long real names, as a club's scoresheets write them.
const (
	longWhite = "Кажгалиев Темірлан Ерланұлы"
	longBlack = "Сапарбекова Амира Нұрланқызы"
)

// longSource is an explorer's library of long real content: every move
// played from the position, thousands of games, and recent games between
// players with full Kazakh names and against the computer. While hold is
// open, a lookup with a filter waits for it to close (a filter being
// applied).
type longSource struct{ hold chan struct{} }

func (s longSource) Explore(ctx context.Context, _ game.Position, f library.Filter) (library.Stats, error) {
	if s.hold != nil && len(f.Collections) > 0 {
		select {
		case <-s.hold:
		case <-ctx.Done():
			return library.Stats{}, ctx.Err()
		}
	}
	st := library.Stats{}
	for i, n := range []int{10120, 6041, 3117, 2032, 1500, 904, 511, 272, 121} {
		ms := library.MoveStats{Move: game.Move(9 - i), Games: n, WhiteWins: n / 2, Draws: n / 10}
		ms.BlackWins = n - ms.WhiteWins - ms.Draws
		st.Moves = append(st.Moves, ms)
		st.Games += n
	}
	return st, nil
}

func (longSource) Reached(context.Context, game.Position, library.Filter, int) ([]library.GameInfo, error) {
	return []library.GameInfo{
		{ID: 1, Date: "2025.11.02", White: longWhite, Black: longBlack, Result: game.WhiteWins},
		{ID: 2, Date: "2025.11.01", White: "You", Black: "Computer: candidate", Result: game.BlackWins},
		{ID: 3, Date: "2025.10.30", White: "Computer: grandmaster", Black: "You", Result: game.Draw},
		{ID: 4, Date: "2025.10.29", White: "You", Black: "Computer: msmk", Result: game.Ongoing},
		{ID: 5, Date: "2025.10.28", White: "Ақпанбетова Гүлнұр Серікқызы", Black: "Computer: youth1", Result: game.BlackWins},
		{ID: 6, Date: "2025.10.27", White: "korgol_master_almaty", Black: "raisn", Result: game.WhiteWins},
	}, nil
}

func (longSource) Collections(context.Context) ([]string, error) {
	return []string{library.Masters, library.PlayOK, library.MyGames, "Кажгалиев – Сапарбекова, Алматы 2025"}, nil
}

func (longSource) ImportFileProgress(context.Context, string, string, func(read, size int64)) (library.Report, error) {
	return library.Report{}, nil
}

// openLongExplorer opens the explorer on src, following the board with
// its filters unfolded, and waits for every move's score.
func openLongExplorer(t *testing.T, h *harness, src longSource) *modes.Explorer {
	t.Helper()
	ev := func(context.Context, game.Position) (int, bool) { return -1234, true }
	m := h.a.modes.OpenExplorer(explorer.Config{Source: src, Library: src, ChooseFile: func(func(string)) {}}, ev)
	m.Follow().SetChecked(true)
	if !m.FiltersShown() {
		m.ToggleFilters()
	}
	waitScores(t, h, m)
	return m
}

// waitScores waits for the explorer's nine moves, each with its score, and
// its collections.
func waitScores(t *testing.T, h *harness, m *modes.Explorer) {
	t.Helper()
	waitQueue(t, h, "the explorer's scores and collections", func() bool {
		ts := m.EvalTexts()
		return len(ts) == 9 && ts[8] != "…" && len(m.FilterCollections()) == 4
	})
}

// collectionChoice is the explorer's choice of a collection in its
// filters.
func collectionChoice(t *testing.T, m *modes.Explorer) *widget.Select {
	t.Helper()
	o := screentest.Find(m.Content(), func(o fyne.CanvasObject) bool {
		s, ok := o.(*widget.Select)
		return ok && len(s.Options) > 1
	})
	if o == nil {
		t.Fatal("the explorer offers no collection")
	}
	return o.(*widget.Select)
}

// keepLongGames saves games whose rows are the longest Saved games shows:
// players with full Kazakh names, and games against the computer at
// several levels (the level named on the row).
func keepLongGames(t *testing.T, h *harness) {
	t.Helper()
	full := finishedGame(t)
	g := full.Clone()
	g.SetTag(game.TagWhite, longWhite)
	g.SetTag(game.TagBlack, longBlack)
	g.SetTag(game.TagDate, "2025.11.02")
	if _, err := h.store.SaveGame("long names", g); err != nil {
		t.Fatal(err)
	}
	for i, level := range []int{1, 5, 9, 14} {
		g := cutGame(t, 10+i)
		session.TagGame(g, [2]bool{i%2 == 0, i%2 == 1}, level, testNow)
		if _, err := h.store.SaveGame("computer", g); err != nil {
			t.Fatal(err)
		}
	}
}

// checkFits fails the test for what the window shows out of its place.
func checkFits(t *testing.T, a *App, what string) {
	t.Helper()
	c := a.Window.Canvas()
	for _, f := range screentest.CanvasFaults(c) {
		t.Errorf("%s %v, %s: %v", a.loc.Lang(), c.Size(), what, f)
	}
}

// TestLabelsFit lays out every mode (the game, the computer thinking, the
// analysis, a review with the analysis and without, the lessons, the
// puzzles, the editor, Saved games with long names, the endgame tables,
// the opening explorer with its filters and long real content) and every
// dialog (New game, statistics, the shortcuts, About) in
// every language at each of fitSizes, and fails when anything is out of
// its place: a widget lying partly outside its container or the window
// (or across the direction its scroll scrolls), one given less room than
// it needs, a label's text cut, or a window that would grow past its size.
//
// It lays out without drawing, in one window switched through the
// languages; each mode is opened once a language and the window resized
// through the sizes. The dialogs are laid out in the 1000×600 and 800×1200
// windows only: a dialog is as large as what it holds, at most the window,
// and these are the lowest and the narrowest of the sizes (each other one
// is at least as wide and as high as both), so that a larger window can cut
// nothing they do not. The help pages are laid out by ui/help's
// TestPagesFit, in every language.
func TestLabelsFit(t *testing.T) {
	sizes := fitSizes
	if testing.Short() {
		sizes = sizes[:1]
	}
	h := newHarness(t, harnessOptions{size: sizes[0]})
	a := h.a
	keepLongGames(t, h)
	for _, l := range i18n.Languages() {
		a.SetLanguage(l.Tag)
		// A new game against the computer, as at the start.
		g := game.NewGame(game.Start())
		session.TagGame(g, [2]bool{true, false}, 2, testNow)
		a.Session.Start(g, [2]bool{true, false}, 2)
		h.settle()
		a.judges.review.Dismiss()
		a.view.Parts().Activity.Hide()
		// A state is laid out first at the size the window has, as the
		// change that made it left it (a resize lays out everything again,
		// which sets right a layout the driver's frames leave wrong), then
		// at each size, starting from the next one: each state is first
		// seen at another size.
		next := 0
		atEachSize := func(what string) {
			t.Helper()
			checkFits(t, a, what+" (as it came)")
			for i := range sizes {
				a.Window.Resize(sizes[(next+i)%len(sizes)])
				checkFits(t, a, what)
			}
			next = (next + 1) % len(sizes)
		}
		atEachSize("the game")
		a.view.Parts().Turn.SetText(a.loc.T("status.computer_thinking"))
		a.view.Parts().Detail.SetText(a.loc.T("status.depth", map[string]any{"Depth": 12}) + ", " + gameview.FormatScore(125))
		a.view.Parts().Activity.Show()
		atEachSize("the computer thinking")
		h.showGame(reviewedGame(t))
		a.setAnalysis(true)
		atEachSize("the analysis")
		a.Session.Browse(1)
		a.cmds.Review()
		atEachSize("a review with the analysis")
		a.setAnalysis(false)
		atEachSize("a review")
		a.Session.Live()
		for _, open := range []struct {
			name string
			do   func()
		}{
			{"the lessons", func() { a.modes.Lessons() }},
			{"the puzzles", func() { a.modes.Puzzles() }},
			{"the editor", func() { a.modes.Editor() }},
			{"the saved games", func() { a.res.records.ShowSavedGames(); h.settle() }},
			{"the endgame tables", func() { a.modes.Tables() }},
		} {
			open.do()
			atEachSize(open.name)
			a.modes.Close()
		}
		// The opening explorer, its filters open: the collections offered,
		// the Masters chosen and applying (the panel grew past its column
		// then, and pushed "Import games…" out of the window), and applied.
		src := longSource{hold: make(chan struct{})}
		m := openLongExplorer(t, h, src)
		atEachSize("the opening explorer with its filters")
		// The collections' pop-up is as large as what it says, placed in
		// the window: the lowest and the narrowest windows show all.
		choice := collectionChoice(t, m)
		for _, size := range []fyne.Size{fitSizes[0], fitSizes[len(fitSizes)-1]} {
			a.Window.Resize(size)
			test.Tap(choice)
			checkFits(t, a, "the opening explorer's collections")
			for _, o := range slices.Clone(a.Window.Canvas().Overlays().List()) {
				o.Hide()
			}
		}
		choice.SetSelected(choice.Options[1]) // the Masters
		atEachSize("the opening explorer applying a filter")
		close(src.hold)
		waitScores(t, h, m)
		atEachSize("the opening explorer filtered")
		a.modes.Close()
		dialog := func(key string) {
			runMenu(t, a, key)
			checkFits(t, a, strings.TrimPrefix(key, "menu."))
			a.dialogs.CloseAll()
		}
		for _, size := range sizes {
			if size != fitSizes[0] && size != fitSizes[len(fitSizes)-1] {
				continue
			}
			a.Window.Resize(size)
			for _, key := range []string{"menu.new", "menu.statistics", "menu.shortcuts", "menu.about"} {
				dialog(key)
			}
		}
	}
}

// longReviewedGame is a game of plies moves whose record holds a review,
// as a game reviewed before opens: most moves marked, so that each side's
// line counts two-digit numbers of each mark (the longest it is written).
func longReviewedGame(t testing.TB, plies int) *game.Game {
	t.Helper()
	g := cutGame(t, plies)
	for ply := 0; ply <= g.Len(); ply++ {
		e := game.Evaluation{Score: 30 * (ply%7 - 3), Chance: 50 + 5*(ply%7-3), Line: []game.Move{game.Move(1 + ply%9)}}
		if class := (ply / 2) % 4; class != 0 { // each side: ?!, ?, ?? and a good move in turn
			e.Best = &game.Evaluation{Score: e.Score + []int{0, 200, 400, 900}[class]}
		}
		g.SetEvaluation(ply, e)
	}
	return g
}

// visibleIn returns the part of o's height that its scroll shows.
func visibleIn(o fyne.CanvasObject, scroll *container.Scroll) (top, bottom, inside float32) {
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
	top = abs(o).Y - abs(scroll).Y
	bottom = top + o.Size().Height
	inside = max(0, min(bottom, scroll.Size().Height)-max(top, 0))
	return top, bottom, inside
}

// TestReviewPanelRoom: in a review, at each of fitSizes, the move list
// shows eight rows where the window allows (two at 1000×600 and one at
// 800×1200 before), the win-chance graph is a fifth of the window's
// height where it allows (it was 140 high at every size), the graph, the
// accuracy and the words of the move shown are in view without
// scrolling, with the coach's explanation under them (four lines of it:
// the graph gives way, down to its floor), and the list shows the move
// shown as the arrow keys step through the game and when the panel's
// shares change; the list keeps three rows with the coach's words (one
// at 1000×600 and at the default 1100×680 before).
func TestReviewPanelRoom(t *testing.T) {
	h := newHarness(t, harnessOptions{lang: "ru", size: fitSizes[0]})
	a := h.a
	g := longReviewedGame(t, 80)
	h.showGame(g)
	if !a.judges.review.Active() {
		t.Fatal("the review kept in the record does not show")
	}
	v := a.view
	defaultSize := fyne.NewSize(defaultWidth, defaultHeight) // a first start's window
	// The rows the list shows at least, and the graph's least height, at
	// each size, with the move at ply 30 said in six lines (its line in
	// two, the coach's theme in one, his words in four): the words and
	// three rows of moves come first, then four rows, the graph up to a
	// fifth of the window's height, eight rows. At 1000×600 the list keeps
	// three rows and the graph its floor (64).
	want := map[fyne.Size]struct {
		rows  int
		graph float32
	}{
		fitSizes[0]: {3, 64}, fitSizes[1]: {5, 180}, fitSizes[2]: {3, 120}, fitSizes[3]: {6, 180}, fitSizes[4]: {8, 180},
		defaultSize: {3, 64},
	}
	// inView fails the test when the graph, the accuracy under it and the
	// words of the move (with the coach's, when shown) are not all in the
	// scroll's view, or the move shown's row is not in the list's.
	inView := func(size fyne.Size, when string) {
		t.Helper()
		_, _, white, words := v.Parts().Review.Texts()
		title, coach, _, _ := v.Parts().Review.Coach()
		type part struct {
			name string
			obj  fyne.CanvasObject
		}
		parts := []part{{"the words of the move (" + words + ")", v.Parts().Review.Words()}}
		if cw := v.Parts().Review.CoachWords(); cw.Visible() {
			parts = append(parts, part{"the coach's words (" + title + ": " + coach + ")", cw})
		}
		// The graph and the accuracy under it stay in view where the
		// review's part up to the words fits the scroll; in a lower one
		// the top of the review scrolls away, the words stay.
		if kept, _, _ := v.Parts().Review.KeptHeight(); kept <= v.Parts().UnderScroll.Size().Height+0.5 {
			parts = append(parts, part{"the graph", v.Parts().Review.Graph()})
		}
		for _, o := range parts {
			top, bottom, inside := visibleIn(o.obj, v.Parts().UnderScroll)
			if inside < o.obj.Size().Height-1 {
				t.Errorf("%v, %s: %s lies at %.0f..%.0f in a scroll %.0f high: out of sight (the accuracy: %q)", size, when, o.name, top, bottom, v.Parts().UnderScroll.Size().Height, white)
			}
		}
		ply, _ := a.Session.Snapshot().Browsing()
		row := (ply - 1) / 2
		pitch, off := v.Parts().Moves.MinSize().Height+theme.Padding(), v.Parts().Moves.GetScrollOffset()
		if y := float32(row) * pitch; y < off-0.5 || y+pitch-theme.Padding() > off+v.Parts().Moves.Size().Height+0.5 {
			t.Errorf("%v, %s: at ply %d the list shows %.0f..%.0f, not the move's row %d at %.0f", size, when, ply, off, off+v.Parts().Moves.Size().Height, row, y)
		}
	}
	coach := strings.Repeat("Қарсыласыңыз 7-ұяшықтан жүріп, тұздық алады: ", 4)
	for _, size := range append(slices.Clone(fitSizes), defaultSize) {
		a.Window.Resize(size)
		a.Session.Browse(30)
		screentest.Relayout(a.Window.Canvas())
		rows := int((v.Parts().Moves.Size().Height + theme.Padding()) / (v.Parts().Moves.MinSize().Height + theme.Padding()))
		graph := v.Parts().Review.Graph().Size().Height
		t.Logf("%v: %d rows of moves, the graph %.0f high (%.0f%% of the window), the panel %v", size, rows, graph, 100*graph/size.Height, h.a.view.Stage().Parts().Panel.Size())

		w := want[size]
		if rows < w.rows {
			t.Errorf("%v: the list shows %d rows, want %d", size, rows, w.rows)
		}
		if graph < w.graph-1 {
			t.Errorf("%v: the graph is %.0f high, want %.0f", size, graph, w.graph)
		}
		inView(size, "a move shown")
		checkFits(t, a, "the review")
		// The arrow keys step back through the game: the list follows.
		for range 12 {
			typeKey(a, &fyne.KeyEvent{Name: fyne.KeyLeft})
			h.settle()
			screentest.Relayout(a.Window.Canvas())
			inView(size, "a step back")
		}
		// The coach's explanation under the words: the graph gives way.
		cw := v.Parts().Review.CoachWords()
		cw.SetText(coach)
		cw.Show()
		screentest.Relayout(a.Window.Canvas())
		t.Logf("%v: with four lines of the coach's words, the graph %.0f high, the list %.0f", size, v.Parts().Review.Graph().Size().Height, v.Parts().Moves.Size().Height)
		if rows := int((v.Parts().Moves.Size().Height + theme.Padding()) / (v.Parts().Moves.MinSize().Height + theme.Padding())); rows < 3 {
			t.Errorf("%v: with the coach's words, the list shows %d rows, want 3 (the move shown between its neighbours)", size, rows)
		}
		inView(size, "the coach's words shown")
		checkFits(t, a, "the review with the coach's words")
		v.Parts().Review.Update() // the coach's own words again
	}
}

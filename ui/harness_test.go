package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/gameview"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// uiQueue stands for the UI goroutine in tests (sessiontest.Queue, under
// the names the window's tests use): the session's goroutines post to it
// and the test goroutine runs what was posted, so that every callback runs
// on the test goroutine as it would on Fyne's.
type uiQueue struct{ sessiontest.Queue }

func (q *uiQueue) post(f func())                 { q.Post(f) }
func (q *uiQueue) drain() int                    { return q.Drain() }
func (q *uiQueue) waitPost(d time.Duration) bool { return q.WaitPost(d) }
func (q *uiQueue) len() int                      { return q.Len() }
func (q *uiQueue) step() bool                    { return q.Step() }

// The session's tests' helpers, under the names the window's tests use.
var (
	tinyLimits   = sessiontest.TinyLimits() // the computer answers at once
	testNow      = sessiontest.Date()       // the date tests give their games
	finishedGame = sessiontest.FinishedGame // random moves from the start until the game ends
)

// harness is a headless game window with its saves in temporary folders.
type harness struct {
	t     testing.TB
	fa    fyne.App
	a     *App
	q     *uiQueue
	store *storage.Store
	dirs  storage.Dirs
	eng   *ai.Engine
}

// harnessOptions change what newHarness builds.
type harnessOptions struct {
	dirs     storage.Dirs // reuse these folders (a restart); zero: new ones
	lang     string       // "en" when empty
	limits   *ai.Limits   // nil: tinyLimits; use realSearch for the levels' own search
	realTime bool         // the levels search as in the game (limits ignored)
	noStart  bool         // do not call Start
	settings func(*storage.Settings)
	size     fyne.Size
	fyneDo   bool                                 // the searches answer through fyne.Do, as in the game, not the queue
	chooser  func(fyne.Window) filedialog.Chooser // the file dialog; nil: the system's
	diag     Diagnostics                          // the log, the last exit, the report
}

func newHarness(t testing.TB, o harnessOptions) *harness {
	t.Helper()
	fa := test.NewTempApp(t)
	if o.dirs == (storage.Dirs{}) {
		dir := t.TempDir()
		o.dirs = storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	}
	if o.lang == "" {
		o.lang = "en"
	}
	def := storage.DefaultSettings()
	def.Language = o.lang
	def.AnimationSpeed = storage.SpeedOff
	def.Sound = false
	def.Level = ai.DefaultLevel
	st, problems, err := storage.Open(o.dirs, def)
	if err != nil {
		t.Fatal(err)
	}
	if o.settings != nil {
		s := st.Settings()
		o.settings(&s)
		if err := st.SaveSettings(s); err != nil {
			t.Fatal(err)
		}
	}
	loc, err := i18n.New(st.Settings().Language)
	if err != nil {
		t.Fatal(err)
	}
	eng := ai.New(ai.Options{HashMB: 1, Threads: 1})
	q := &uiQueue{}
	limits := &tinyLimits
	if o.limits != nil {
		limits = o.limits
	}
	if o.realTime {
		limits = nil
	}
	post := q.post
	if o.fyneDo {
		post = nil // NewApp's default: fyne.Do
	}
	a, err := NewApp(fa, Deps{
		Store: st, Loc: loc, Engine: eng, Post: post, Limits: limits,
		HintTime: 50 * time.Millisecond, Version: "1.2.3", Commit: "abc1234", Problems: problems,
		Chooser: o.chooser, Diagnostics: o.diag,
		LibraryBuiltin: testBuiltin(t), // a library opened is built with a few games

	})
	if err != nil {
		t.Fatal(err)
	}
	if o.size.IsZero() {
		o.size = fyne.NewSize(1000, 640)
	}
	a.Window.Resize(o.size)
	h := &harness{t: t, fa: fa, a: a, q: q, store: st, dirs: o.dirs, eng: eng}
	t.Cleanup(h.close)
	if !o.noStart {
		a.Start()
		h.settle()
	}
	return h
}

// close shuts the window down and releases the saves (a restart reopens
// them).
func (h *harness) close() {
	if h.store == nil {
		return
	}
	h.a.Shutdown()
	h.q.drain()
	h.a.Window.Close()
	if err := h.store.Close(); err != nil {
		h.t.Error(err)
	}
	h.store = nil
}

// settleTimeout bounds the wait for the session to settle: generous, for a
// loaded machine.
const settleTimeout = 60 * time.Second

// settle runs the UI queue until the session is idle: no search, hint or
// animation under way and nothing posted. It waits for the search
// goroutines' posts, not for time to pass.
func (h *harness) settle() {
	h.t.Helper()
	deadline := time.Now().Add(settleTimeout)
	for {
		h.q.drain()
		if !h.a.Session.Snapshot().Busy() && h.q.len() == 0 {
			return
		}
		left := time.Until(deadline)
		if left <= 0 {
			h.t.Fatalf("the session did not settle: %v", h.a.Session.Snapshot().LivePhase)
		}
		h.q.waitPost(left)
	}
}

// tapHole taps hole n of side on the board, as a player would.
func (h *harness) tapHole(side game.Side, n int) {
	test.TapAt(h.a.Board, h.a.Board.HoleCenter(side, n))
}

// newGame starts a game without the dialog.
func (h *harness) newGame(c dialogs.GameChoice) {
	h.a.cmds.NewGame(c, false)
	h.settle()
}

// keyEvent is a key press of a digit or a letter.
func keyEvent(r rune) *fyne.KeyEvent { return &fyne.KeyEvent{Name: fyne.KeyName(string(r))} }

// objectTexts returns the texts of the labels, buttons, checks, radio
// groups, selects and rich texts in o, in order.
func objectTexts(o fyne.CanvasObject) []string { return screentest.Texts(o) }

// modalText returns every text of a modal, its title first.
func modalText(m *dialogs.Modal) string {
	return m.Title() + "\n" + strings.Join(objectTexts(m.Object()), "\n")
}

// runMenu runs the menu item whose label is the text of the catalog key,
// as a click on it does.
func runMenu(t testing.TB, a *App, key string) {
	t.Helper()
	label := a.loc.T(key)
	for _, it := range menuItems(a.Window.MainMenu()) {
		if it.Label == label && it.Action != nil {
			it.Action()
			return
		}
	}
	t.Fatalf("no menu item %q", label)
}

// findObject returns the first object in o (depth first) that match
// accepts.
func findObject(o fyne.CanvasObject, match func(fyne.CanvasObject) bool) fyne.CanvasObject {
	return screentest.Find(o, match)
}

// findButtonIn returns the first button of o with the text.
func findButtonIn(o fyne.CanvasObject, text string) *widget.Button { return screentest.Button(o, text) }

// typeKey hands the window a key press without a modifier, as the canvas
// does.
func typeKey(a *App, e *fyne.KeyEvent) { keyboard(a).TypedKey(e) }

// listShown is the ply the move list marks as shown.
func listShown(v *gameview.View) int {
	ply, _ := v.ListShows()
	return ply
}

// listTimed reports whether the move list shows the moves' times.
func listTimed(v *gameview.View) bool {
	_, timed := v.ListShows()
	return timed
}

// layOut lays the window out as the desktop driver's frames do before it
// paints (the test canvas does not follow changes of minimum sizes; see
// screentest.Relayout): the checks of sizes and places need no more.
// Painting the window as well (capture) cost the layout tests nine tenths
// of their time: the software painter stretches the board's wood and
// rounds every rectangle.
func (h *harness) layOut() { screentest.Relayout(h.a.Window.Canvas()) }

// testBuiltin is the built-in collections a test window's library is built
// with: explorerFile's three games as the Masters (the embedded thousands
// took some ten seconds a library under the race detector, and prove
// nothing more to the window).
func testBuiltin(t testing.TB) []library.BuiltinFile {
	t.Helper()
	files, err := builtinFiles()
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// builtinFiles are testBuiltin's files.
func builtinFiles() ([]library.BuiltinFile, error) {
	data, err := os.ReadFile(explorerFile)
	if err != nil {
		return nil, err
	}
	return []library.BuiltinFile{{Collection: library.Masters, Name: filepath.Base(explorerFile), Data: data}}, nil
}

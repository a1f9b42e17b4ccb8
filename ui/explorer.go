package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/librarian"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/editor"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// savedLibrary is the games library Saved games is a view of, nil when the
// window has none (records.Deps.Library).
func (a *App) savedLibrary() records.Library {
	if a.library == nil || a.libraryPath == "" {
		return nil
	}
	return a.library
}

// openLibrary opens the window's games library in the background (it never
// blocks the first frame) and reads the saved games' folder into it.
func (a *App) openLibrary() {
	a.library = librarian.Open(librarian.Config{
		Path:      a.libraryPath,
		Post:      a.post,
		OnProblem: a.libraryProblem,
		OnChange:  a.libraryChanged,
		LogError:  func(what string, err error) { fyne.LogError(what, err) },
	})
	a.library.SyncSaved(a.store.GamesDir()) // Saved games' view, in the background
}

// libraryChanged asks the open explorer again when the games library's
// background work changed a collection (a finished game kept, the saved
// games read again): it shows what the library holds now.
func (a *App) libraryChanged(string) {
	if a.shutdown || a.explorer == nil || a.mode() != a.explorer {
		return
	}
	a.explorer.asked = false
	a.explorer.update()
}

// explorerMode is View → Opening explorer: the explorer's panel beside the
// game's board, following the position shown. In a game against the
// computer it follows only when the player switches "Follow the board" on;
// off, it shows only how to switch it on.
type explorerMode struct {
	*explorer.Explorer
	a       *App
	follow  *widget.Check
	hint    *widget.Label
	body    fyne.CanvasObject // the explorer's results, hidden while it does not follow
	content *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
}

// showExplorer opens the opening explorer beside the board (View →
// Opening explorer, the key E).
func (a *App) showExplorer() *explorerMode {
	if x := a.editorExplorer; x != nil && x.ed != nil && a.mode() == x.ed {
		x.show() // under the editor, following its position
		return nil
	}
	return a.openExplorer(a.explorerConfig(a.explorerMove, a.explorerGame), a.explorerEvaluator())
}

// openExplorer opens the explorer asking cfg and ev (the layout tests give
// it a source of long real content).
func (a *App) openExplorer(cfg explorer.Config, ev explorer.Evaluator) *explorerMode {
	m := &explorerMode{a: a}
	m.Explorer = explorer.New(a.screenEnv(), cfg)
	m.SetEvaluator(ev)
	m.SetScoreGate(a.scoreGate())
	m.follow = widget.NewCheck(a.loc.T("explorerui.follow"), func(bool) { m.update() })
	m.hint = screen.Wrapped(a.loc.T("explorerui.hint"))
	m.body = m.Explorer.Results()
	m.content = container.NewVBox(m.follow, m.hint, m.Explorer.Content())
	a.explorer = m
	a.openMode(m)
	m.update()
	return m
}

// explorerConfig is what an explorer asks of the window: the games
// library, and the file dialog of Open record for its imports.
func (a *App) explorerConfig(onMove func(game.Move), onGame func(id int64, ply int)) explorer.Config {
	return explorer.Config{
		Source: a.library, Library: a.library, OnMove: onMove, OnGame: onGame,
		ChooseFile: func(use func(string)) {
			a.records.ChooseRecord(a.loc.T("explorerui.import"), "import", use)
		},
		Reason: func(err error) string { return dialogs.ProblemText(a.loc, err) },
	}
}

// importGames opens the explorer when it is not shown and asks for a
// record file to import into the games library (Records → Import games).
func (a *App) importGames() {
	if x := a.editorExplorer; x != nil && x.ed != nil && a.mode() == x.ed {
		x.show()
		x.Import()
		return
	}
	m := a.explorer
	if m == nil || a.mode() != m {
		m = a.showExplorer()
	}
	if m != nil {
		m.Import()
	}
}

// explorerEvaluator is the engine that evaluates the explorer's moves: one
// of its own for each explorer opened (one thread, a small table, the
// endgame table when the window has it), dropped with the explorer.
func (a *App) explorerEvaluator() explorer.Evaluator {
	return explorer.EngineEvaluator(a.tables.Attach(ai.New(ai.Options{Threads: 1, HashMB: explorer.EvalHashMB})))
}

// Content is the panel: the toggle, the hint and the explorer.
func (m *explorerMode) Content() fyne.CanvasObject { return m.content }

// Relocalize writes the texts again in the current language.
func (m *explorerMode) Relocalize() {
	m.Explorer.Relocalize()
	if m.follow.Text != m.a.loc.T("explorerui.follow") {
		m.follow.SetText(m.a.loc.T("explorerui.follow"))
	}
	screen.SetText(m.hint, m.a.loc.T("explorerui.hint"))
}

// TypedKey plays a listed move's hole key, only when the moves are shown.
func (m *explorerMode) TypedKey(k *fyne.KeyEvent) bool {
	if !m.following() {
		return false
	}
	return m.Explorer.TypedKey(k)
}

// Close stops the lookup under way.
func (m *explorerMode) Close() {
	m.Explorer.Close()
	if m.a.explorer == m {
		m.a.explorer = nil
	}
}

// free reports whether the explorer may follow the board without being
// asked: in a review, a record looked through, a game of two players or a
// finished game; never in a game against the computer being played.
func (m *explorerMode) free() bool {
	return m.a.view.snap.Can.Judge || m.a.review.Active()
}

// following reports whether the explorer shows the position.
func (m *explorerMode) following() bool { return m.free() || m.follow.Checked }

// update shows the toggle or not and asks for the position shown when it
// changed; on the UI goroutine.
func (m *explorerMode) update() {
	free := m.free()
	screen.SetVisible(m.follow, !free)
	on := m.following()
	screen.SetVisible(m.hint, !on)
	screen.SetVisible(m.body, on) // the filters and the import stay
	if !on {
		m.asked = false
		m.Explorer.Close() // a lookup under way is dropped
		return
	}
	p := m.a.view.snap.Shown
	if k := library.Key(p); !m.asked || k != m.shown {
		m.asked, m.shown = true, k
		m.Show(p)
	}
}

// explorerMove plays a move clicked in the explorer when a person may play
// it now; in a review it steps to the next position when the game went on
// with that move.
func (a *App) explorerMove(mv game.Move) {
	s := a.Session
	if s.HumanMove(mv) {
		return
	}
	snap := s.Snapshot()
	ply, browsing := snap.Browsing()
	if !browsing {
		return
	}
	if ply < len(snap.Plies) && snap.Plies[ply].Move == mv {
		s.Browse(ply + 1)
	}
}

// explorerGame opens a game clicked in the explorer for review at the
// position it reached: the game is read off the UI goroutine, and the game
// in progress waits behind it.
func (a *App) explorerGame(id int64, ply int) {
	if a.library == nil {
		return
	}
	a.library.OpenGame(id, func(g *game.Game, err error) {
		if a.shutdown {
			return
		}
		if err != nil {
			a.dialogs.ShowError(a.loc.T("explorer.error", map[string]any{"Err": err.Error()}))
			return
		}
		a.Session.OpenRecord(g)
		a.Session.Browse(ply)
	})
}

// libraryProblem tells, once, why the games library was rebuilt (with the
// files that could not be read), or why it cannot be written (as a failed
// save).
func (a *App) libraryProblem(p storage.Problem, write bool) {
	switch {
	case a.shutdown:
	case write && a.store.Unsaved() != nil:
		// The banner already says that nothing can be saved, and why; a
		// dialog on top would only take the first key.
		fyne.LogError("the games library cannot be written", p.Err)
	case write:
		a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": p.Path, "Error": dialogs.ProblemText(a.loc, p.Err)}))
	default:
		a.dialogs.ShowProblems([]storage.Problem{p})
	}
}

// followExplorer has the open explorer follow the position shown.
func (a *App) followExplorer() {
	if a.explorer != nil && a.mode() == a.explorer {
		a.explorer.update()
	}
}

// editorExplorer is the opening explorer under the position editor's
// fields: hidden until View → Opening explorer asks for it while the editor
// is open, then following the position set up. A click on a move sets up
// the position after it; a click on a game opens it for review.
type editorExplorer struct {
	*explorer.Explorer
	a       *App
	ed      *editor.Mode
	title   *widget.Label
	section *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
	evals   bool   // the evaluator is set
}

// newEditorExplorer returns the explorer of an editor, hidden; its ed is
// set once the editor is made.
func (a *App) newEditorExplorer() *editorExplorer {
	x := &editorExplorer{a: a}
	x.Explorer = explorer.New(a.screenEnv(), a.explorerConfig(x.play, x.open))
	x.title = screen.Bold(a.loc.T("explorer.title"))
	x.section = container.NewVBox(widget.NewSeparator(), x.title, x.Content())
	x.section.Hide()
	return x
}

// show shows the explorer under the editor's fields, on its position.
func (x *editorExplorer) show() {
	if !x.evals {
		x.evals = true
		x.SetEvaluator(x.a.explorerEvaluator()) // the engine is made when first needed
		x.SetScoreGate(x.a.scoreGate())
	}
	screen.SetText(x.title, x.a.loc.T("explorer.title"))
	x.Relocalize()
	x.section.Show()
	x.scrollTo()
	x.asked = false
	x.follow(x.ed.Position())
}

// scrollTo scrolls the editor's panel to the explorer, under the fields.
func (x *editorExplorer) scrollTo() {
	h := x.a.view.host
	if len(h.panelSlot.Objects) == 0 {
		return
	}
	if s, ok := h.panelSlot.Objects[0].(*container.Scroll); ok {
		s.Content.Refresh() // lays the shown section out
		s.ScrollToOffset(x.section.Position())
	}
}

// follow looks p up when the explorer is shown and p is new.
func (x *editorExplorer) follow(p game.Position) {
	if x.ed == nil || !x.section.Visible() {
		return
	}
	if k := library.Key(p); !x.asked || k != x.shown {
		x.asked, x.shown = true, k
		x.Show(p)
	}
}

// Visible reports whether the explorer is shown in the editor.
func (x *editorExplorer) Visible() bool { return x.section.Visible() }

// play sets up the position after mv.
func (x *editorExplorer) play(mv game.Move) {
	if p := x.ed.Position(); p.Legal(mv) {
		x.ed.Set(p.Apply(mv))
	}
}

// open closes the editor and opens the game for review at the position.
func (x *editorExplorer) open(id int64, ply int) {
	x.Close()
	x.a.closeMode()
	x.a.explorerGame(id, ply)
}

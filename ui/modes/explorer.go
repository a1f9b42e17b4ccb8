package modes

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/librarian"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/editor"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Explorer is View → Opening explorer: the explorer's panel beside the
// game's board, following the position shown. In a game against the
// computer it follows only when the player switches "Follow the board" on;
// off, it shows only how to switch it on.
type Explorer struct {
	*explorer.Explorer
	ms      *Modes
	follow  *widget.Check
	hint    *widget.Label
	body    fyne.CanvasObject // the explorer's results, hidden while it does not follow
	content *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
}

// Explorer opens the opening explorer beside the board (View → Opening
// explorer, the key E); with the editor open, it shows the editor's own
// under its fields instead and returns nil.
func (ms *Modes) Explorer() *Explorer {
	if x := ms.editorX; x != nil && x.ed != nil && ms.Mode() == x.ed {
		x.show() // under the editor, following its position
		return nil
	}
	return ms.OpenExplorer(ms.explorerConfig(ms.explorerMove, ms.OpenGame), ms.evaluator())
}

// OpenExplorer opens the explorer asking cfg and ev (the layout tests
// give it a source of long real content).
func (ms *Modes) OpenExplorer(cfg explorer.Config, ev explorer.Evaluator) *Explorer {
	loc := ms.cfg.Env.Loc
	m := &Explorer{ms: ms}
	m.Explorer = explorer.New(ms.cfg.Env, cfg)
	m.SetEvaluator(ev)
	m.SetScoreGate(ms.scoreGate())
	m.follow = widget.NewCheck(loc.T("explorerui.follow"), func(bool) { m.update() })
	m.hint = screen.Wrapped(loc.T("explorerui.hint"))
	m.body = m.Explorer.Results()
	m.content = container.NewVBox(m.follow, m.hint, m.Explorer.Content())
	ms.explorer = m
	ms.Show(m)
	m.update()
	return m
}

// ExplorerShown returns the explorer beside the board, nil when it is
// not open.
func (ms *Modes) ExplorerShown() *Explorer {
	if ms.explorer != nil && ms.Mode() == ms.explorer {
		return ms.explorer
	}
	return nil
}

// library is the window's games library, nil before Start.
func (ms *Modes) library() *librarian.Librarian {
	if ms.cfg.Library == nil {
		return nil
	}
	return ms.cfg.Library()
}

// explorerConfig is what an explorer asks of the window: the games
// library, and the file dialog of Open record for its imports.
func (ms *Modes) explorerConfig(onMove func(game.Move), onGame func(id int64, ply int)) explorer.Config {
	loc := ms.cfg.Env.Loc
	cfg := explorer.Config{
		OnMove: onMove, OnGame: onGame,
		ChooseFile: func(use func(string)) { ms.cfg.ChooseFile(loc.T("explorerui.import"), "import", use) },
		Reason:     func(err error) string { return dialogs.ProblemText(loc, err) },
	}
	if lib := ms.library(); lib != nil {
		cfg.Source, cfg.Library = lib, lib
	}
	return cfg
}

// Import opens the explorer when it is not shown and asks for a record
// file to import into the games library (Records → Import games).
func (ms *Modes) Import() {
	if x := ms.editorX; x != nil && x.ed != nil && ms.Mode() == x.ed {
		x.show()
		x.Import()
		return
	}
	m := ms.ExplorerShown()
	if m == nil {
		m = ms.Explorer()
	}
	if m != nil {
		m.Import()
	}
}

// explorerEvalHashMB is the table of an explorer's evaluator.
const explorerEvalHashMB = explorer.EvalHashMB

// evaluator is the engine that evaluates an explorer's moves: one of its
// own for each explorer opened (one thread, a small table, the endgame
// table when the window has it), dropped with the explorer.
func (ms *Modes) evaluator() explorer.Evaluator {
	return explorer.EngineEvaluator(ms.cfg.Tables.Attach(ai.New(ai.Options{Threads: 1, HashMB: explorerEvalHashMB})))
}

// Content is the panel: the toggle, the hint and the explorer.
func (m *Explorer) Content() fyne.CanvasObject { return m.content }

// Relocalize writes the texts again in the current language.
func (m *Explorer) Relocalize() {
	loc := m.ms.cfg.Env.Loc
	m.Explorer.Relocalize()
	if m.follow.Text != loc.T("explorerui.follow") {
		m.follow.SetText(loc.T("explorerui.follow"))
	}
	screen.SetText(m.hint, loc.T("explorerui.hint"))
}

// TypedKey plays a listed move's hole key, only when the moves are shown.
func (m *Explorer) TypedKey(k *fyne.KeyEvent) bool {
	if !m.following() {
		return false
	}
	return m.Explorer.TypedKey(k)
}

// Close stops the lookup under way.
func (m *Explorer) Close() {
	m.Explorer.Close()
	if m.ms.explorer == m {
		m.ms.explorer = nil
	}
}

// Shown is the key (library.Key) of the position asked last.
func (m *Explorer) Shown() uint64 { return m.shown }

// Following reports whether the explorer shows the position: in a
// review, a record looked through, a game of two players or a finished
// game, or when "Follow the board" is on.
func (m *Explorer) Following() bool { return m.following() }

// Follow is the check "Follow the board".
func (m *Explorer) Follow() *widget.Check { return m.follow }

// Ask asks the library again for the position shown, even when it was
// asked already (the library changed, a filter was set).
func (m *Explorer) Ask() {
	m.asked = false
	m.update()
}

// free reports whether the explorer may follow the board without being
// asked: in a review, a record looked through, a game of two players or a
// finished game; never in a game against the computer being played.
func (m *Explorer) free() bool {
	return m.ms.cfg.Snapshot().Can.Judge || m.ms.cfg.Review.Active()
}

// following reports whether the explorer shows the position.
func (m *Explorer) following() bool { return m.free() || m.follow.Checked }

// update shows the toggle or not and asks for the position shown when it
// changed; on the UI goroutine.
func (m *Explorer) update() {
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
	p := m.ms.cfg.Snapshot().Shown
	if k := library.Key(p); !m.asked || k != m.shown {
		m.asked, m.shown = true, k
		m.Show(p)
	}
}

// Follow has the open explorer follow the position shown (the session's
// and the review's changes).
func (ms *Modes) Follow() {
	if m := ms.ExplorerShown(); m != nil {
		m.update()
	}
}

// LibraryChanged asks the open explorer again when the games library's
// background work changed a collection (a finished game kept, the saved
// games read again): it shows what the library holds now.
func (ms *Modes) LibraryChanged(string) {
	if m := ms.ExplorerShown(); m != nil {
		m.Ask()
	}
}

// explorerMove plays a move clicked in the explorer when a person may play
// it now; in a review it steps to the next position when the game went on
// with that move.
func (ms *Modes) explorerMove(mv game.Move) {
	s := ms.cfg.Session
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

// OpenGame opens a game of the library (clicked in an explorer) for review
// at the position it reached: the game is read off the UI goroutine, and
// the game in progress waits behind it.
func (ms *Modes) OpenGame(id int64, ply int) {
	lib := ms.library()
	if lib == nil {
		return
	}
	lib.OpenGame(id, func(g *game.Game, err error) {
		if ms.cfg.Closing != nil && ms.cfg.Closing() {
			return
		}
		if err != nil {
			ms.cfg.Dialogs.ShowError(ms.cfg.Env.Loc.T("explorer.error", map[string]any{"Err": err.Error()}))
			return
		}
		ms.cfg.Session.OpenRecord(g)
		ms.cfg.Session.Browse(ply)
	})
}

// EditorExplorer is the opening explorer under the position editor's
// fields: hidden until View → Opening explorer asks for it while the editor
// is open, then following the position set up. A click on a move sets up
// the position after it; a click on a game opens it for review.
type EditorExplorer struct {
	*explorer.Explorer
	ms      *Modes
	ed      *editor.Mode
	title   *widget.Label
	section *fyne.Container
	shown   uint64 // the key of the position asked last
	asked   bool   // a position was asked
	evals   bool   // the evaluator is set
}

// newEditorExplorer returns the explorer of an editor, hidden; its ed is
// set once the editor is made.
func (ms *Modes) newEditorExplorer() *EditorExplorer {
	x := &EditorExplorer{ms: ms}
	x.Explorer = explorer.New(ms.cfg.Env, ms.explorerConfig(x.play, x.open))
	x.title = screen.Bold(ms.cfg.Env.Loc.T("explorer.title"))
	x.section = container.NewVBox(widget.NewSeparator(), x.title, x.Content())
	x.section.Hide()
	return x
}

// EditorExplorer is the explorer under the editor opened last, nil before
// one opened.
func (ms *Modes) EditorExplorer() *EditorExplorer { return ms.editorX }

// Visible reports whether the explorer is shown in the editor.
func (x *EditorExplorer) Visible() bool { return x.section.Visible() }

// Shown is the key (library.Key) of the position asked last.
func (x *EditorExplorer) Shown() uint64 { return x.shown }

// Ask asks the library again for the editor's position.
func (x *EditorExplorer) Ask() {
	x.asked = false
	x.follow(x.ed.Position())
}

// show shows the explorer under the editor's fields, on its position.
func (x *EditorExplorer) show() {
	if !x.evals {
		x.evals = true
		x.SetEvaluator(x.ms.evaluator()) // the engine is made when first needed
		x.SetScoreGate(x.ms.scoreGate())
	}
	screen.SetText(x.title, x.ms.cfg.Env.Loc.T("explorer.title"))
	x.Relocalize()
	x.section.Show()
	x.ms.cfg.Stage.ScrollPanelTo(x.section)
	x.asked = false
	x.follow(x.ed.Position())
}

// follow looks p up when the explorer is shown and p is new.
func (x *EditorExplorer) follow(p game.Position) {
	if x.ed == nil || !x.section.Visible() {
		return
	}
	if k := library.Key(p); !x.asked || k != x.shown {
		x.asked, x.shown = true, k
		x.Show(p)
	}
}

// play sets up the position after mv.
func (x *EditorExplorer) play(mv game.Move) {
	if p := x.ed.Position(); p.Legal(mv) {
		x.ed.Set(p.Apply(mv))
	}
}

// open closes the editor and opens the game for review at the position.
func (x *EditorExplorer) open(id int64, ply int) {
	x.Close()
	x.ms.Close()
	x.ms.OpenGame(id, ply)
}

// HintLabel says how to switch "Follow the board" on, shown while it is
// off.
func (m *Explorer) HintLabel() *widget.Label { return m.hint }

// scoreGate is the explorers' gate of the engine's scores (rated means
// unaided): during a rated game against the computer they are the
// engine's help, and the player is asked first exactly as before a hint;
// agreed, the game in progress is marked unrated in its record (the same
// mark as a hint's) and autosaved.
func (ms *Modes) scoreGate() explorer.ScoreGate {
	s := ms.cfg.Session
	return explorer.ScoreGate{
		Open: func() bool { return !s.Snapshot().Can.Unrate },
		Ask: func(yes func()) {
			if !s.Snapshot().Can.Unrate {
				yes()
				return
			}
			dialogs.ConfirmUnratedScores(ms.cfg.Dialogs, func() {
				s.Unrate()
				yes()
			})
		},
	}
}

package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/actions"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
)

// buildMenu builds the window's table of actions in the current language
// and the main menu from it; the canvas runs the table's keys with Ctrl
// too (see actions.Keyboard.AddShortcuts).
func buildMenu(a *App) *fyne.MainMenu {
	bar := &actions.Bar{Menus: menus}
	a.view.Menu = bar // the view's refresh updates its items
	bar.Table = actionTable(a)
	keyboard(a).AddShortcuts(a.Window.Canvas())
	return bar.Build(a.loc)
}

// keyboard is the window's keys as the table has them: a dialog open takes
// them first, then an open mode, then the game.
func keyboard(a *App) *actions.Keyboard {
	return &actions.Keyboard{Table: a.view.Menu.Table, Dialog: a.dialogs.TypedKey, Mode: a.view.Stage().TypedKey}
}

// offers is the one state the offers (package offer) are computed from:
// the session's last snapshot and what the window adds of its own. The
// menu's items, the buttons and the keys ask it.
func (a *App) offers() offer.State {
	st := offer.FromSnapshot(a.view.Snapshot())
	st.InMode = a.modes != nil && a.modes.Mode() != nil
	st.AnalysisOn = a.judges.analysis.On()
	st.AnalysisAllowed = a.judges.analysis.Allowed()
	return st
}

// libraryProblem tells, once, why the games library was rebuilt (with the
// files that could not be read), or why it cannot be written (as a failed
// save).
func libraryProblem(a *App) func(p storage.Problem, write bool) {
	return func(p storage.Problem, write bool) {
		switch {
		case a.res.closing:
		case write && a.res.store.Unsaved() != nil:
			// The banner already says that nothing can be saved, and why; a
			// dialog on top would only take the first key.
			fyne.LogError("the games library cannot be written", p.Err)
		case write:
			a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": p.Path, "Error": dialogs.ProblemText(a.loc, p.Err)}))
		default:
			a.dialogs.ShowProblems([]storage.Problem{p})
		}
	}
}

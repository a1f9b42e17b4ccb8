package ui

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// newRecords builds the window's record files and clipboard (package
// records), with the system's file dialogs.
func newRecords(a *App) *records.Files {
	w := recordsWindow{a}
	return records.New(a.screenEnv(), records.Config{
		Parent:  a.Window,
		Board:   w,
		Modes:   w,
		Ask:     w,
		Store:   a.store,
		Library: a.savedLibrary,
		Bottom:  a.Board.Bottom,
	})
}

// recordsWindow is the window as package records sees it: the session's
// game, the mode host and the window's dialogs (records.Board, Modes and
// Asker).
type recordsWindow struct{ a *App }

func (w recordsWindow) Game() *game.Game     { return w.a.Session.Snapshot().Game() }
func (w recordsWindow) Shown() game.Position { return w.a.Session.Snapshot().Shown }

// OpenGame opens a record: a finished one is looked through while the game
// in progress waits; an unfinished one replaces it, after asking when it
// is a game against the computer.
func (w recordsWindow) OpenGame(g *game.Game) {
	open := func() { w.a.Session.Open(g, w.a.settings.Level) }
	if game.StatusOf(g).Over() {
		open()
		return
	}
	w.a.guardGame(open)
}
func (w recordsWindow) ReviewGame(g *game.Game, keep func(*game.Game) error) {
	w.a.reviewRecord(g, keep)
}

func (w recordsWindow) OpenPosition(text string) {
	if ed := w.a.openEditor(); ed != nil {
		ed.Paste(text)
	}
}

func (w recordsWindow) Show(m screen.Mode)      { w.a.openMode(m) }
func (w recordsWindow) Error(text string)       { w.a.dialogs.ShowError(text) }
func (w recordsWindow) Reason(err error) string { return dialogs.ProblemText(w.a.loc, err) }

func (w recordsWindow) Message(titleKey string, text func() string) {
	w.a.dialogs.ShowMessage(titleKey, text)
}

func (w recordsWindow) Confirm(questionKey, confirmKey string, yes func()) {
	w.a.dialogs.Confirm(questionKey, confirmKey, yes)
}

func (w recordsWindow) Problems(problems []storage.Problem) { w.a.dialogs.ShowProblems(problems) }

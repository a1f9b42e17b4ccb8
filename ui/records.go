package ui

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/ui/commands"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/records"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// newRecords builds the window's record files and clipboard (package
// records), with the system's file dialogs.
func newRecords(a *App, env screen.Env, chooser func(fyne.Window) filedialog.Chooser) *records.Files {
	return records.New(env, records.Config{
		Parent:  a.Window,
		Chooser: chooser,
		Board:   recordsBoard(a),
		Modes:   a.modes,
		Ask:     commands.Asker{Dialogs: a.dialogs},
		Store:   a.res.store,
		Library: func() records.Library {
			if a.res.library == nil || a.res.libraryPath == "" {
				return nil
			}
			return a.res.library
		},
		Bottom: a.Board.Bottom,
	})
}

// recordsBoard is the game as the records see it.
func recordsBoard(a *App) commands.Board {
	return commands.Board{
		Commands: a.cmds,
		Level:    func() int { return a.prefs.Settings().Level },
		OpenPositionFunc: func(text string) {
			if ed := a.modes.Editor(); ed != nil {
				ed.Paste(text)
			}
		},
	}
}

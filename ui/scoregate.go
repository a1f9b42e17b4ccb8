package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/explorer"
)

// scoreGate is the explorers' gate of the engine's scores (rated means
// unaided): during a rated game against the computer they are the
// engine's help, and the player is asked first exactly as before a hint;
// agreed, the game in progress is marked unrated in its record (the same
// mark as a hint's) and autosaved.
func (a *App) scoreGate() explorer.ScoreGate {
	return explorer.ScoreGate{
		Open: func() bool { return !a.Session.Snapshot().Can.Unrate },
		Ask: func(yes func()) {
			if !a.Session.Snapshot().Can.Unrate {
				yes()
				return
			}
			dialogs.ConfirmUnratedScores(a.dialogs, func() {
				a.Session.Unrate()
				yes()
			})
		},
	}
}

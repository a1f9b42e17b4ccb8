package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ui/tables"
)

// showTables opens the endgame tables beside the board (View → Endgame
// tables): the tables kept, and the build of a larger one, which the window
// then loads in its next sessions too.
func (a *App) showTables() *tables.Mode {
	m := tables.New(tables.Deps{
		Env:    a.screenEnv(),
		Tables: a.tables,
		Reason: func(err error) string { return systemReason(a.loc, err) },
		Built: func(stones int) {
			if stones > a.settings.EndgameStones {
				a.settings.EndgameStones = stones
				a.saveSettings()
			}
		},
	})
	a.openMode(m)
	return m
}

package ui

import (
	"sync"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/tables"
)

// showTables opens the endgame tables beside the board (View → Endgame
// tables): the tables kept, and the build of a larger one, which the window
// then loads in its next sessions too.
func (a *App) showTables() *tables.Mode {
	m := tables.New(a.screenEnv(), tables.Config{
		Tables: a.tables,
		Reason: func(err error) string { return dialogs.SystemReason(a.loc, err) },
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

// watchTables calls restart, through post, each time the full-strength
// engines get a new endgame table: the one read in the background for an
// engine made before it was there, or a larger one the player built. A
// search keeps the table it started with, so the analysis restarts to use
// it (and to say "tablebase" of the position it holds).
func watchTables(t *host.Tables, post func(func()), restart func()) {
	var mu sync.Mutex
	var last *ai.EndgameTable
	t.Watch(func() {
		cur := t.InUse()
		mu.Lock()
		changed := cur != nil && cur != last
		if changed {
			last = cur
		}
		mu.Unlock()
		if changed {
			post(restart)
		}
	})
}

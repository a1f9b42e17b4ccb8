package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/puzzles"
)

// showPuzzles opens the puzzles beside the board (Game → Puzzles), at the
// puzzle nearest the player's rating. When the puzzles cannot be read it
// says so in the player's language and returns nil.
func (a *App) showPuzzles() *puzzles.Mode {
	m, err := puzzles.New(a.screenEnv(), puzzles.Config{})
	if err != nil {
		a.dialogs.ShowError(a.loc.T("puzzle.unreadable", map[string]any{"Error": dialogs.ProblemText(a.loc, err)}))
		return nil
	}
	a.openMode(m)
	return m
}

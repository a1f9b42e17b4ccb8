package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/editor"
)

// openEditor opens the position editor beside the board (Game → Set up
// position), on the position shown. Play from here starts a game of two
// players (opponent 0) or of the person to move against the level chosen;
// Analyse, a game of two players with the analysis on. View → Opening
// explorer shows the explorer under its fields, following the position.
func (a *App) openEditor() *editor.Mode {
	if a.shutdown {
		return nil
	}
	opponents := func() []string {
		var names []string
		for _, l := range ai.Levels() {
			names = append(names, levelName(a.loc, l.Number))
		}
		return names
	}
	x := a.newEditorExplorer()
	m := editor.New(a.screenEnv(), editor.Config{
		Start:     a.Session.Snapshot().Shown,
		Opponents: opponents,
		Play: func(p game.Position, opponent int) {
			a.closeMode()
			human := [2]bool{true, true}
			level := a.Session.Snapshot().Sides.Level
			if opponent > 0 {
				level = opponent
				human = [2]bool{}
				human[p.ToMove] = true
			}
			a.guardGame(func() { a.Session.Start(game.NewGame(p), human, level) })
		},
		Analyse: func(p game.Position) {
			a.closeMode()
			a.guardGame(func() {
				a.Session.Start(game.NewGame(p), [2]bool{true, true}, a.Session.Snapshot().Sides.Level)
				a.setAnalysis(true)
			})
		},
		Changed: func(p game.Position) { x.follow(p) },
		Below:   x.section,
	})
	x.ed = m
	a.editorExplorer = x
	a.openMode(m)
	return m
}

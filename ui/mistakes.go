package ui

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/mistakes"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// showMistakes opens Learn from your mistakes beside the board for the
// game the review shows (the review panel's button, Game → Learn from your
// mistakes): the sides mistakeSides gives, judged with the review's engine
// and budget. Without a complete review the status line says why, and it
// returns nil.
func (a *App) showMistakes() *mistakes.Mode {
	if !a.review.Active() || a.review.Running() {
		a.view.sayWhy("mistakes.not_now")
		return nil
	}
	var computer *game.Side
	if snap := a.view.snap; snap.Phase != session.Record && snap.Sides.AgainstComputer() {
		c := snap.Sides.HumanSide().Opponent()
		computer = &c
	}
	m := mistakes.New(a.screenEnv(), mistakes.Config{
		Game:      a.view.record(),
		Plies:     a.review.Plies(),
		Sides:     a.mistakeSides(),
		NewEngine: a.engines.Review,
		Limits:    a.review.Limits,
		Computer:  computer,
	})
	a.openMode(m)
	return m
}

// mistakeSides are the sides whose mistakes Learn from your mistakes goes
// through: the person's in a game against the computer, both in a game of
// two players or a record looked through.
func (a *App) mistakeSides() []game.Side {
	if snap := a.view.snap; snap.Phase != session.Record && snap.Sides.AgainstComputer() {
		return []game.Side{snap.Sides.HumanSide()}
	}
	return []game.Side{game.White, game.Black}
}

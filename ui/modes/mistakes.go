package modes

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/mistakes"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// Mistakes opens Learn from your mistakes beside the board for the game
// the review shows (the review panel's button, Game → Learn from your
// mistakes): the sides MistakeSides gives, judged with the review's engine
// and budget. Without a complete review the status line says why, and it
// returns nil.
func (ms *Modes) Mistakes() *mistakes.Mode {
	r := ms.cfg.Review
	if !r.Active() || r.Running() {
		ms.cfg.SayWhy("mistakes.not_now")
		return nil
	}
	var computer *game.Side
	if snap := ms.cfg.Snapshot(); snap.Phase != session.Record && snap.Sides.AgainstComputer() {
		c := snap.Sides.HumanSide().Opponent()
		computer = &c
	}
	m := mistakes.New(ms.cfg.Env, mistakes.Config{
		Game:      ms.cfg.Record(),
		Plies:     r.Plies(),
		Sides:     ms.MistakeSides(),
		NewEngine: ms.cfg.ReviewEngine,
		Limits:    r.Limits,
		Computer:  computer,
	})
	ms.Show(m)
	return m
}

// MistakeSides are the sides whose mistakes Learn from your mistakes goes
// through: the person's in a game against the computer, both in a game of
// two players or a record looked through.
func (ms *Modes) MistakeSides() []game.Side {
	if snap := ms.cfg.Snapshot(); snap.Phase != session.Record && snap.Sides.AgainstComputer() {
		return []game.Side{snap.Sides.HumanSide()}
	}
	return []game.Side{game.White, game.Black}
}

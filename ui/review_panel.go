package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
)

// newReviewPanel is the panel of the review under the move list.
func newReviewPanel(a *App) *review.Panel {
	return review.New(review.Config{
		Loc:    a.loc,
		Review: a.review,
		Game:   a.Session.Game,
		Shown: func() (int, bool) {
			if ply, ok := a.Session.Reviewing(); ok {
				return ply, true
			}
			return a.Session.Game().Ply(), false
		},
		Select: func(ply int) { a.Session.Review(ply) },
		Close:  a.closeReview,
		Hint: func(m game.Move) {
			if a.Session.HintMove() == 0 { // the player's own hint stays
				a.Board.ShowHint(m)
			}
		},
	})
}

// reviewGame starts the review of the session's game (Game → Review game,
// the result dialog's button): a finished game or one of two players, never
// a game against the computer still being played (the menu item is then
// disabled, saying why; called anyway, the status line says why).
func (a *App) reviewGame() {
	g := a.Session.Game()
	switch {
	case g.Len() == 0:
		a.sayWhy("review.nothing")
		return
	case !a.engineHelpAllowed():
		a.sayWhy("review.not_now")
		return
	}
	a.review.Start(g)
	a.refresh()
}

// closeReview cancels the review and hides its panel.
func (a *App) closeReview() {
	a.review.Dismiss()
	a.refresh()
}

// followReview keeps the review with the session's game: it is cancelled
// when the game changes (New game, another game opened, a move undone or
// played), and a review kept in the record of a game opened is shown.
func (a *App) followReview() {
	g := a.Session.Game()
	a.review.Follow(g)
	if a.engineHelpAllowed() {
		a.review.ShowKept(g)
	}
}

// reviewDone keeps the finished review in the record and autosaves it, so
// that reopening the game shows it without searching.
func (a *App) reviewDone(g *game.Game) {
	if a.Session.Game() == g {
		a.Session.autosave()
	}
}

// reviewLimits is the review's budget: the tests' limits when given.
func reviewLimits(l *ai.Limits) ai.Limits {
	if l != nil {
		return *l
	}
	return ai.DefaultReviewLimits
}

package ui

import (
	"log"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
)

// newReview is the engine's review of the session's game (package review
// holds it and its search), wired to the window: each change redraws it, a
// finished review is kept in the record and autosaved (so that reopening
// the game shows it without searching), and the engine a search dropped is
// handed back once its goroutine has returned.
func newReview(a *App, newEngine func() *ai.Engine, post func(func()), limits ai.Limits) *review.Review {
	r := review.NewReview(newEngine, post, limits)
	r.Words = a.loc // the coach's words go into the record too
	r.OnChange = a.reviewChanged
	r.OnDone = func(g *game.Game) {
		a.Session.KeepReview(g) // kept in the record shown; the game in progress is autosaved with it
	}
	r.OnRelease = a.releaseMemory
	r.Logf = log.Printf // the window's log (fyne.LogError's too)
	return r
}

// startReview starts the review of the game shown (commands.Review, a
// record reviewed): a finished game, one of two players or a record looked
// through, never a game against the computer still being played (the menu
// item is then disabled, saying why; called anyway, the status line says
// why).
func (a *App) startReview() {
	snap := a.view.Snapshot()
	switch {
	case len(snap.Plies) == 0:
		a.view.SayWhy("review.nothing")
		return
	case !snap.Can.Judge:
		a.view.SayWhy("review.not_now")
		return
	}
	a.judges.review.Start(a.view.Record())
	a.refresh()
}

// reviewLimits is the review's budget: the tests' limits when given.
func reviewLimits(l *ai.Limits) ai.Limits {
	if l != nil {
		return *l
	}
	return ai.DefaultReviewLimits
}

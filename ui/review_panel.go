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

// newReviewPanel is the panel of the review under the move list.
func newReviewPanel(a *App) *review.Panel {
	return review.New(a.screenEnv(), review.Config{
		Review: a.review,
		Game:   func() *game.Game { return a.view.record() },
		Shown:  func() (int, bool) { return a.view.snap.Browsing() },
		Select: func(ply int) {
			a.Session.Browse(ply)
			a.view.scrollMovesTo(ply)
		},
		Close: a.review.Dismiss, // its change redraws the window
		// The window shows the evaluation bar at the board's left.
		EvalBarPlaced: true,
		Mistakes:      func() { a.showMistakes() },
		MistakesSides: a.mistakeSides,
		Hint: func(m game.Move) {
			if a.view.snap.Hint == 0 { // the player's own hint stays
				a.Board.ShowHint(m)
			}
		},
	})
}

// reviewGame starts the review of the session's game (Game → Review game,
// the result dialog's button): a finished game, one of two players or a
// record looked through, never a game against the computer still being
// played (the menu item is then disabled, saying why; called anyway, the
// status line says why). A record that is an unfinished rated game against
// the computer (opened from the explorer) asks first, as Saved games'
// Review does (reviewRecord).
func (a *App) reviewGame() {
	if snap := a.view.snap; a.reviewsRecordRated(snap) && !a.review.Active() {
		a.reviewRecord(snap.Game(), nil)
		return
	}
	a.startReview()
}

// startReview starts the review of the game shown, when the engine may
// judge it; otherwise the status line says why.
func (a *App) startReview() {
	snap := a.view.snap
	switch {
	case len(snap.Plies) == 0:
		a.view.sayWhy("review.nothing")
		return
	case !snap.Can.Judge:
		a.view.sayWhy("review.not_now")
		return
	}
	a.review.Start(a.view.record())
	a.refresh()
}

// reviewLimits is the review's budget: the tests' limits when given.
func reviewLimits(l *ai.Limits) ai.Limits {
	if l != nil {
		return *l
	}
	return ai.DefaultReviewLimits
}

// followMoves scrolls the move list to the row it must show: the last
// one in the live game, the move shown while looking back or in a review.
func (v *view) followMoves() {
	if ply, browsing := v.snap.Browsing(); browsing {
		v.scrollMovesTo(ply)
	} else {
		v.moves.ScrollToBottom()
	}
}

// scrollMovesTo scrolls the move list to the row of the move that led to
// ply (the first row for the start): a tap on the review's graph or bars
// shows that move in the list too.
func (v *view) scrollMovesTo(ply int) {
	if v == nil || v.moves == nil {
		return
	}
	row := max(0, (ply-1+v.blackFirst())/2)
	if row < v.moveRows() {
		v.moves.ScrollTo(row)
	}
}

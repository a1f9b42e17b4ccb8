package gameview

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/review"
)

// newReviewPanel is the panel of the review under the move list.
func newReviewPanel(v *View, cfg Config) *review.Panel {
	return review.New(cfg.Env, review.Config{
		Review: cfg.Review,
		Game:   v.Record,
		Shown:  func() (int, bool) { return v.snap.Browsing() },
		Select: func(ply int) {
			cfg.Session.Browse(ply)
			v.scrollMovesTo(ply)
		},
		Close: cfg.Review.Dismiss, // its change redraws the window
		// The window shows the evaluation bar at the board's left.
		EvalBarPlaced: true,
		Mistakes:      cfg.Mistakes,
		MistakesSides: cfg.MistakesSides,
		Hint: func(m game.Move) {
			if v.snap.Hint == 0 { // the player's own hint stays
				cfg.Board.ShowHint(m)
			}
		},
	})
}

// followMoves scrolls the move list to the row it must show: the last
// one in the live game, the move shown while looking back or in a review.
func (v *View) followMoves() {
	if ply, browsing := v.snap.Browsing(); browsing {
		v.scrollMovesTo(ply)
	} else {
		v.moves.ScrollToBottom()
	}
}

// scrollMovesTo scrolls the move list to the row of the move that led to
// ply (the first row for the start): a tap on the review's graph or bars
// shows that move in the list too.
func (v *View) scrollMovesTo(ply int) {
	if v == nil || v.moves == nil {
		return
	}
	row := max(0, (ply-1+v.blackFirst())/2)
	if row < v.moveRows() {
		v.moves.ScrollTo(row)
	}
}

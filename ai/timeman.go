package ai

import (
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// budget turns limits into a soft time (do not start another iteration
// after it) and a hard one (abort the search), zero when unlimited.
func budget(p *game.Position, lim Limits) (soft, hard time.Duration) {
	if lim.Time > 0 {
		return 0, lim.Time // a fixed move time is used in full
	}
	left, inc := lim.WTime, lim.WInc
	if p.ToMove == game.Black {
		left, inc = lim.BTime, lim.BInc
	}
	if left <= 0 {
		return 0, 0
	}
	mtg := lim.MovesToGo
	if mtg <= 0 {
		// a game lasts about 40 moves each; count the board as the clock
		board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
		mtg = 10 + board/8
	}
	soft = left/time.Duration(mtg) + inc*3/4
	hard = min(soft*3, left/3)
	margin := 30 * time.Millisecond
	if hard > left-margin {
		hard = max(left-margin, time.Millisecond)
	}
	soft = min(soft, hard)
	return soft, hard
}

// anotherIteration reports whether a search that has used elapsed of its
// soft time should start another iteration: one that would likely not end
// in the soft time is not begun.
func anotherIteration(elapsed, soft time.Duration) bool {
	return soft <= 0 || elapsed < soft*6/10
}

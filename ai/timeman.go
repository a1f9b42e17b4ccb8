package ai

import (
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// moveOverhead is the time a move costs beyond the search (the protocol,
// the window, the operating system): the clock budget keeps it for every
// move still to come.
const moveOverhead = 20 * time.Millisecond

// Unbounded reports whether a full-strength search of p within l has no end
// of its own: no depth, no nodes, no move time and no clock (it runs until
// it is stopped or proves the result).
func (l Limits) Unbounded(p *game.Position) bool {
	_, hard := budget(p, l)
	return l.Depth == 0 && l.Nodes == 0 && hard == 0
}

// budget turns limits into a soft time (do not start another iteration
// after it) and a hard one (abort the search), zero when unlimited. With a
// clock, the time of the moves still to come is kept (their overhead
// included), a position with one legal move is answered at once, and the
// hard limit never takes more than half the clock.
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
		// Count the board as the clock: strong play lasts 80-120 moves
		// a side (fewer against people), the last ones with few stones.
		board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
		mtg = 20 + board/4
	}
	// Keep the overhead of the expected moves and of 100 more (a game
	// can drag on with few stones left).
	avail := max(left-moveOverhead*time.Duration(mtg+100), left/20)
	soft = avail/time.Duration(mtg) + inc*3/4
	// The increment comes after the move: never count on it for more
	// than half the time left.
	hard = min(soft*3, avail/4+inc/2, left-moveOverhead, left/2)
	if moves := p.MoveMask(); moves&(moves-1) == 0 {
		hard = min(hard, 5*time.Millisecond) // one legal move: no choice to think about
	}
	hard = max(hard, time.Millisecond)
	soft = min(soft, hard)
	return soft, hard
}

// timeScale is the share of its soft time a search on a clock may use,
// from how its last iterations went: more in a critical position (the best
// move keeps changing, or the score falls), less when one move has stayed
// best with a steady score. changes is the number of best-move changes in
// the recent iterations (halved at each), drop the fall of the score since
// the previous iteration in hundredths (negative when it rose).
func timeScale(changes float64, drop int, stable int) float64 {
	f := 1 + 0.5*changes
	switch {
	case drop >= 100:
		f += 0.8
	case drop >= 30:
		f += 0.4
	}
	if stable >= 6 && changes < 0.2 && drop < 30 {
		f *= 0.6
	}
	return min(f, 3)
}

// anotherIteration reports whether a search that has used elapsed of its
// soft time should start another iteration: one that would likely not end
// in the soft time is not begun.
func anotherIteration(elapsed, soft time.Duration) bool {
	return soft <= 0 || elapsed < soft*6/10
}

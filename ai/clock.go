package ai

import (
	"context"
	"math/bits"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Clock is a game clock as the computer sees it before its move: the time
// it has left and its opponent has, and each side's increment.
type Clock struct {
	Left, OpponentLeft           time.Duration
	Increment, OpponentIncrement time.Duration
}

// ClockLimits returns the limits of a move on the clock: c as the
// protocol's go wtime, btime, winc and binc give it, for the side to move
// in pos. A time left of zero or less becomes the least the protocol
// passes, 1 ms: the least search, never an unlimited one.
func ClockLimits(pos game.Position, c Clock) Limits {
	mine, theirs := max(c.Left, time.Millisecond), max(c.OpponentLeft, time.Millisecond)
	lim := Limits{WTime: mine, BTime: theirs, WInc: c.Increment, BInc: c.OpponentIncrement}
	if pos.ToMove == game.Black {
		lim.WTime, lim.BTime, lim.WInc, lim.BInc = theirs, mine, c.OpponentIncrement, c.Increment
	}
	return lim
}

// PlayOnClock picks the move the given level plays in pos on the clock c,
// the way the protocol's go wtime/btime with HumanDelay does (the same
// time management, budget in timeman.go):
//
//   - the human-like levels keep a reserve of 3 s and two increments (at
//     most half their time, levelClock) and take their human-feeling time
//     (thinkTime) but never more than the clock's even share for the move,
//     budget's soft time on the rest: the time left spread over the moves
//     still expected, plus most of the increment. They play quicker than
//     the grandmaster and at an even pace, as people of their band do in
//     blitz, and their search stops at budget's hard time;
//   - the grandmaster searches with the engine's own time management on
//     the same reserve: budget's soft time, stretched up to three times in
//     critical positions (timeScale), never past its hard time, and at
//     most its three seconds of play.
//
// No level is meant to lose on time: every move ends before budget's hard
// time, which keeps 20 ms of overhead for each of the moves to come (and a
// hundred more) and never takes more than half the time left, and a move
// with one legal answer takes 5 ms at most. Only a machine so loaded that a
// move overruns its limit by half the time left could let a flag fall. The arena's clocked games measure it
// (ai/README.md, "On the clock").
//
// PlayOnClock returns a legal move when pos is not over. When ctx is
// cancelled it returns within 50 ms, like Search, its move then 0 or a
// legal move.
func (e *Engine) PlayOnClock(ctx context.Context, pos game.Position, level int, c Clock, progress func(Info)) Result {
	res := e.PlayLevelWithin(ctx, pos, level, ClockLimits(pos, c), true, progress)
	if res.Move == 0 && ctx.Err() == nil {
		res.Move = firstMove(&pos) // the search was cut before its first answer
	}
	return res
}

// levelClock is the clock a level plans its move with: every level keeps a
// reserve, as players do in blitz, of 3 s and two increments (at most half
// its time), and spreads only the rest over the moves to come. Without a
// clock (none, or a fixed move time) lim is returned as it is. (The
// protocol's full strength, level 0, plans with its whole clock.)
func levelClock(pos *game.Position, lim Limits) Limits {
	left, inc := &lim.WTime, lim.WInc
	if pos.ToMove == game.Black {
		left, inc = &lim.BTime, lim.BInc
	}
	if lim.Time > 0 || *left <= 0 {
		return lim
	}
	reserve := min(3*time.Second+2*inc, *left/2)
	*left = max(*left-reserve, time.Millisecond)
	return lim
}

// thinkTimeOn is thinkTime on a clock: at most budget's soft time for the
// move. Without a clock in lim (none, or a fixed move time) it is thinkTime.
func (e *Engine) thinkTimeOn(pos *game.Position, spec levelSpec, lim Limits) time.Duration {
	d := e.thinkTime(pos, spec)
	if soft, _ := budget(pos, lim); soft > 0 {
		d = min(d, soft)
	}
	return d
}

// firstMove returns the lowest legal move of pos (0 if none).
func firstMove(pos *game.Position) game.Move {
	m := pos.MoveMask()
	if m == 0 {
		return 0
	}
	return game.Move(bits.TrailingZeros16(m) + 1)
}

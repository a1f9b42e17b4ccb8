package clock

import (
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Result is the result of a game in pos when flagged's time runs out. The
// player whose time ran out loses, unless the opponent can no longer win:
// a player with 81 stones in the kazan cannot drop below 81, so the
// opponent can reach 81 at most, never the 82 that wins, and the flag fall
// is then a draw. Only this case is judged: a position where the opponent
// could not win for other reasons (a helpmate search would be needed) is
// still a loss on time. A finished position keeps its own result.
func Result(pos game.Position, flagged game.Side) game.Result {
	if r := pos.Result(); r != game.Ongoing {
		return r
	}
	if int(pos.Kazans[flagged&1]) >= game.TotalStones/2 {
		return game.Draw
	}
	if flagged&1 == game.White {
		return game.BlackWins
	}
	return game.WhiteWins
}

// Forfeit ends g, at its cursor, on flagged's time running out: it records
// the result Result gives and the tag [Termination "time forfeit"], and
// returns the result.
func Forfeit(g *game.Game, flagged game.Side) game.Result {
	r := Result(g.Position(), flagged)
	g.SetResult(r)
	g.SetTag(game.TagTermination, game.TerminationTimeForfeit)
	return r
}

// MoveTime is the clock of one move of a record.
type MoveTime struct {
	// Left is the mover's time after the move, increment included, as the
	// record's {[%clk …]} gives it.
	Left time.Duration
	// Used is the time the move took: what the mover had before it plus
	// the increment, less Left.
	Used time.Duration
	// Known: the record gives Left; UsedKnown: it gives Left and the
	// mover's time before the move (its previous clock comment, or the
	// base for its first move).
	Known, UsedKnown bool
}

// MoveTimes returns the clock of each move of g up to its cursor, for the
// review: index i is move i+1. The time control tc gives the base and the
// increment; with None no time used is known.
func MoveTimes(g *game.Game, tc TimeControl) []MoveTime {
	out := make([]MoveTime, g.Ply())
	before := [2]time.Duration{tc.Base, tc.Base}
	known := [2]bool{!tc.IsNone(), !tc.IsNone()}
	mover := g.Start().ToMove
	for i := range out {
		left, ok := g.Clock(i + 1)
		mt := MoveTime{Left: left, Known: ok}
		if ok && known[mover] {
			mt.Used, mt.UsedKnown = max(before[mover]+tc.Increment-left, 0), true
		}
		before[mover], known[mover] = left, ok && !tc.IsNone()
		out[i] = mt
		mover = mover.Opponent()
	}
	return out
}

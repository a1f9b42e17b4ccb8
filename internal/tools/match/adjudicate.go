package match

import (
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// MateScore is the score Engine.Score gives a proved result: a win in n
// moves for the side to move is MateScore-n, a loss -(MateScore-n).
const MateScore = wire.MateScore

// Resign adjudicates a game that both engines agree is decided, the way
// tournament managers' resign rule does (cutechess-cli's -resign with
// twosided=true): when for Moves moves of each side in a row the side to
// move has reported a score of at least Score (it is winning) or at most
// -Score (it is losing) for the same winner, that side wins. A proved
// result counts beyond any Score. The zero Resign never adjudicates.
type Resign struct {
	Score int // hundredths of a stone, for the side to move
	Moves int // moves of each side in a row
}

// On reports whether r adjudicates at all.
func (r Resign) On() bool { return r.Score > 0 && r.Moves > 0 }

// Tracker follows one game's scores for a Resign rule.
type Tracker struct {
	rule   Resign
	winner game.Side
	streak int // plies in a row that named winner
}

// NewTracker starts following a game for r.
func NewTracker(r Resign) *Tracker { return &Tracker{rule: r} }

// Observe takes the score the mover reported with its move (ok false: it
// reported none) and reports the winner once the rule decides.
func (t *Tracker) Observe(mover game.Side, score int, ok bool) (winner game.Side, decided bool) {
	if !t.rule.On() {
		return 0, false
	}
	var w game.Side
	switch {
	case ok && score >= t.rule.Score:
		w = mover
	case ok && score <= -t.rule.Score:
		w = mover.Opponent()
	default:
		t.streak = 0
		return 0, false
	}
	if t.streak > 0 && w != t.winner {
		t.streak = 0
	}
	t.winner = w
	t.streak++
	if t.streak >= 2*t.rule.Moves {
		return w, true
	}
	return 0, false
}

// Judge is called after each move of a game with the position reached; it
// ends the game with a result when it returns decided.
type Judge func(after game.Position, ply int) (result game.Result, decided bool)

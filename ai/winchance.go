package ai

import (
	"math"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Eval is an evaluation in hundredths of a stone from White's side: +350 is
// a lead of 3.5 stones for White. Beyond ±WinBound it is a proved result, a
// win in WinScore-|e| plies (0: the game is over), positive for White.
type Eval int

// WhiteEval converts a score for the side to move of pos into an Eval.
func WhiteEval(score int, pos *game.Position) Eval {
	if pos.ToMove == game.Black {
		return Eval(-score)
	}
	return Eval(score)
}

// FinalEval is the Eval of a finished position: a proved win in 0 moves, or
// 0 for a draw. ok is false when the game is not over.
func FinalEval(pos *game.Position) (e Eval, ok bool) {
	o := pos.Outcome()
	switch o.Result {
	case game.WhiteWins:
		return WinScore, true
	case game.BlackWins:
		return -WinScore, true
	case game.Draw:
		return 0, true
	}
	return 0, false
}

// Proved reports whether e is a proved result.
func (e Eval) Proved() bool { return e > WinBound || e < -WinBound }

// Mate returns the moves of the winning side to a proved result, positive
// when White wins, negative when Black wins; 0 when none is proved (or the
// game is over: see Proved).
func (e Eval) Mate() int { return mateMoves(int(e)) }

// Record returns e as a record's evaluation comment keeps it, with White's
// winning chance in pos.
func (e Eval) Record(pos *game.Position) game.Evaluation {
	r := game.Evaluation{Chance: int(math.Round(100 * WinChance(e, pos)))}
	switch {
	case e > WinBound:
		r.Proved, r.Winner, r.Moves = true, game.White, e.Mate()
	case e < -WinBound:
		r.Proved, r.Winner, r.Moves = true, game.Black, -e.Mate()
	default:
		r.Score = int(e)
	}
	return r
}

// EvalOf converts a record's evaluation back into an Eval (a proved result
// comes back as a win in that many moves).
func EvalOf(r game.Evaluation) Eval {
	if !r.Proved {
		return Eval(r.Score)
	}
	plies := max(0, 2*r.Moves-1)
	if r.Winner == game.Black {
		return -Eval(WinScore - plies)
	}
	return Eval(WinScore - plies)
}

// String returns e in stones with one decimal and a sign ("+3.5", "-0.4"),
// or "#+5" / "#-3" for a proved win of White / Black in that many moves.
func (e Eval) String() string {
	return game.Evaluation{Score: int(e), Proved: e.Proved(), Winner: e.winner(), Moves: abs(e.Mate())}.ScoreText()
}

func (e Eval) winner() game.Side {
	if e < 0 {
		return game.Black
	}
	return game.White
}

// stones clamps e to ±81 stones (a proved result counts as the whole game)
// for measuring what a move loses.
func (e Eval) stones() int { return max(-8100, min(int(e), 8100)) }

// WinChance returns White's expected result in pos (1 won, ½ drawn, 0 lost)
// for the evaluation e of pos: the logistic curve that ./cmd/winfit fitted on
// the real games (see the ai README), 1 or 0 for a proved result. The same
// lead counts for more when fewer stones are left on the board.
func WinChance(e Eval, pos *game.Position) float64 {
	switch {
	case e > WinBound:
		return 1
	case e < -WinBound:
		return 0
	}
	s := float64(e) / 100
	if pos.ToMove == game.Black {
		s = -s
	}
	s = max(-40, min(s, 40))
	board := float64(game.TotalStones-int(pos.Kazans[0])-int(pos.Kazans[1])) / game.TotalStones
	p := eval.Sigmoid(winA*s + winC*s*board)
	if pos.ToMove == game.Black {
		return 1 - p
	}
	return p
}

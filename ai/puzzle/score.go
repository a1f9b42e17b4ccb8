// Package puzzle is the engine's side of the puzzles: the reproducible
// verifier engine and the move scores that choose and check a puzzle.
// ./cmd/puzzlegen makes the set with it, and this package's test scores
// every embedded puzzle again. The set itself, its format, themes and the
// player's rating are in game/puzzle, which does not link the search.
package puzzle

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	gamepuzzle "github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

// MinDepth is the shallowest depth ScoreMoves searches: the move itself,
// scored by the static evaluation of the position after it. It is the
// least find depth a puzzle of the set can have.
const MinDepth = gamepuzzle.MinDepth

// VerifyHashMB is the transposition table of the engine that verifies
// puzzles. The generator records, and the tests check, scores computed by
// NewVerifier's engine from a cleared table, so they agree move for move.
const VerifyHashMB = 4

// MoveScore is a move with the engine's score for it, in hundredths of a
// stone from the mover's view; a proved win or loss is beyond ±ai.WinBound.
type MoveScore struct {
	Move  game.Move
	Score int
}

// NewVerifier returns the single-threaded engine whose fixed-depth searches
// are reproducible: the same position and depth always give the same scores.
// It evaluates with the linear evaluation alone, which made the set.
func NewVerifier(hashMB int) *ai.Engine {
	if hashMB <= 0 {
		hashMB = VerifyHashMB
	}
	return ai.NewWithWeights(ai.Options{Threads: 1, HashMB: hashMB}, eval.Tuned())
}

// ScoreMoves scores every legal move of pos with a search of depth plies in
// all (the move and depth-1 plies after it), in hole order; at depth 1 the
// position after the move is scored by the engine's static evaluation. A
// move that ends the game scores its result exactly. The table of e is not
// cleared: call e.NewGame first for scores that depend on nothing but pos
// and depth.
func ScoreMoves(ctx context.Context, e *ai.Engine, pos game.Position, depth int) []MoveScore {
	depth = max(depth, MinDepth)
	w := eval.Tuned()
	var scores []MoveScore
	for _, m := range pos.LegalMoves() {
		child := pos.Apply(m)
		s := 0
		if o := child.Outcome(); o.Result != game.Ongoing {
			if w, ok := o.Result.Winner(); ok {
				s = ai.WinScore - 1
				if w != pos.ToMove {
					s = -s
				}
			}
		} else if depth == 1 {
			s = -w.Evaluate(&child)
		} else {
			r := e.Search(ctx, child, ai.Limits{Depth: depth - 1}, nil)
			s = -r.Score
		}
		scores = append(scores, MoveScore{Move: m, Score: s})
	}
	return scores
}

// Best returns the best of scores (the first in hole order among equals),
// the margin by which it beats every other move (ai.WinScore when it is the
// only move) and false when scores is empty.
func Best(scores []MoveScore) (best MoveScore, margin int, ok bool) {
	if len(scores) == 0 {
		return MoveScore{}, 0, false
	}
	best = scores[0]
	for _, s := range scores[1:] {
		if s.Score > best.Score {
			best = s
		}
	}
	margin = ai.WinScore
	for _, s := range scores {
		if s.Move != best.Move {
			margin = min(margin, best.Score-s.Score)
		}
	}
	return best, margin, true
}

// Proved reports whether score is a proved win (1), loss (-1) or neither (0).
func Proved(score int) int {
	switch {
	case score > ai.WinBound:
		return 1
	case score < -ai.WinBound:
		return -1
	}
	return 0
}

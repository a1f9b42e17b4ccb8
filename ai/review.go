package ai

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Class is the judgement of a move against the engine's best move.
type Class uint8

// Move classes, from the best to the worst.
const (
	Best Class = iota
	Good
	Inaccuracy
	Mistake
	Blunder
)

var classNames = [...]string{"best", "good", "inaccuracy", "mistake", "blunder"}

// String returns "best", "good", "inaccuracy", "mistake" or "blunder".
func (c Class) String() string {
	if int(c) < len(classNames) {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", c)
}

// Mark returns the sign a move list shows after the move: "?!", "?" or
// "??", or "" for a best or good move.
func (c Class) Mark() string {
	switch c {
	case Inaccuracy:
		return "?!"
	case Mistake:
		return "?"
	case Blunder:
		return "??"
	}
	return ""
}

// The classification thresholds. A move is an inaccuracy, a mistake or a
// blunder when it loses at least that many stones against the best move, or
// at least that much of the mover's winning chance (the curve is flat in the
// opening, where the stones speak, and steep at the end, where a stone can
// decide). But when the result was not at stake — the mover still wins after
// the move (a chance of WonChance or a proved win), or had already lost
// before it — a move is at worst an inaccuracy: a few stones given away in a
// decided game are no mistake. And a move that throws away a won game (the
// mover's chance at least WonChance, or a proved win, before it; at most ½
// after it) is a blunder whatever the stones.
const (
	InaccuracyStones = 150 // hundredths of a stone
	MistakeStones    = 300
	BlunderStones    = 600

	InaccuracyChance = 0.02 // of the mover's expected result
	MistakeChance    = 0.04
	BlunderChance    = 0.08

	WonChance = 0.75
)

// Judgement is what Classify needs to know about a move, from the mover's
// side.
type Judgement struct {
	IsBest bool // the move is the engine's best move
	// Before is the evaluation with the best move, After with the move
	// played, both from the mover's side (hundredths; a proved result
	// beyond ±WinBound).
	Before, After int
	// ChanceBefore and ChanceAfter are the mover's winning chances.
	ChanceBefore, ChanceAfter float64
}

// Loss returns what the move loses against the best move in hundredths of a
// stone (0 for the best move), a proved result counting as 81 stones.
func (j Judgement) Loss() int {
	if j.IsBest {
		return 0
	}
	return max(0, Eval(j.Before).stones()-Eval(j.After).stones())
}

// Classify judges a move.
func Classify(j Judgement) Class {
	if j.IsBest {
		return Best
	}
	wonBefore := j.Before > WinBound || j.ChanceBefore >= WonChance
	wonAfter := j.After > WinBound || j.ChanceAfter >= WonChance
	lostBefore := j.Before < -WinBound || j.ChanceBefore <= 1-WonChance
	if wonBefore && !wonAfter && j.ChanceAfter <= 0.5 {
		return Blunder
	}
	c := max(grade(j.Loss(), InaccuracyStones, MistakeStones, BlunderStones),
		grade(j.ChanceBefore-j.ChanceAfter, InaccuracyChance, MistakeChance, BlunderChance))
	if wonAfter || lostBefore {
		c = min(c, Inaccuracy)
	}
	return c
}

// grade returns the class of a loss x against the three thresholds.
func grade[T int | float64](x, inaccuracy, mistake, blunder T) Class {
	switch {
	case x >= blunder:
		return Blunder
	case x >= mistake:
		return Mistake
	case x >= inaccuracy:
		return Inaccuracy
	}
	return Good
}

// MoveAccuracy returns the accuracy (0..100) of a move that loses loss
// hundredths of a stone: 100·e^(−loss/5 stones), so 100 for the best move,
// 82 for a stone lost, 30 for six.
func MoveAccuracy(loss int) float64 {
	return 100 * math.Exp(-float64(max(0, loss))/accuracyScale)
}

const accuracyScale = 500

// PlyAnalysis is the review of one move of a game.
type PlyAnalysis struct {
	Ply   int // 1 for the first move
	Mover game.Side
	Move  game.Move
	// Best is the engine's best move in the position before the move, and
	// Line its best line from there (starting with Best).
	Best game.Move
	Line []game.Move
	// Before evaluates the position before the move (with the best move),
	// After the position after the move played; ChanceBefore and
	// ChanceAfter are White's winning chances there.
	Before, After             Eval
	ChanceBefore, ChanceAfter float64
	// Loss is what the move loses against the best move, in hundredths of
	// a stone for the mover.
	Loss  int
	Class Class
	// Only marks the only move that keeps the result: the best move,
	// when the second best would be a blunder ("!").
	Only bool
	// Depth is the depth of the search of the position before the move
	// (0 when read from a record).
	Depth int
}

// Mark returns the sign of the move in a move list: "!", "?!", "?", "??" or "".
func (a PlyAnalysis) Mark() string {
	if a.Only {
		return "!"
	}
	return a.Class.Mark()
}

// Summary is one player's figures of a reviewed game.
type Summary struct {
	Moves                            int
	Accuracy                         float64 // mean MoveAccuracy, 0..100
	Inaccuracies, Mistakes, Blunders int
}

// Summarise returns White's and Black's figures of the plies given (those
// not yet analysed, with Ply 0, are left out).
func Summarise(plies []PlyAnalysis) (white, black Summary) {
	var sum [2]float64
	var s [2]Summary
	for _, a := range plies {
		if a.Ply == 0 {
			continue
		}
		p := &s[a.Mover]
		p.Moves++
		sum[a.Mover] += MoveAccuracy(a.Loss)
		switch a.Class {
		case Inaccuracy:
			p.Inaccuracies++
		case Mistake:
			p.Mistakes++
		case Blunder:
			p.Blunders++
		}
	}
	for i := range s {
		if s[i].Moves > 0 {
			s[i].Accuracy = sum[i] / float64(s[i].Moves)
		}
	}
	return s[0], s[1]
}

// DefaultReviewLimits is the budget of each position in a game review.
var DefaultReviewLimits = Limits{Time: 250 * time.Millisecond}

// judge fills the class of a, whose Best, Before and After are known, and
// Only from the second best line's evaluation (White's side; ok false when
// there is no second move).
func judge(a *PlyAnalysis, before *game.Position, after *game.Position, second Eval, hasSecond bool) {
	a.ChanceBefore = WinChance(a.Before, before)
	a.ChanceAfter = WinChance(a.After, after)
	sign := Eval(1)
	if a.Mover == game.Black {
		sign = -1
	}
	moverChance := func(c float64) float64 {
		if a.Mover == game.Black {
			return 1 - c
		}
		return c
	}
	j := Judgement{
		IsBest:       a.Move == a.Best,
		Before:       int(sign * a.Before),
		After:        int(sign * a.After),
		ChanceBefore: moverChance(a.ChanceBefore),
		ChanceAfter:  moverChance(a.ChanceAfter),
	}
	a.Loss = j.Loss()
	a.Class = Classify(j)
	if j.IsBest && hasSecond {
		// the second best's chance in the position before stands for its
		// chance after it: the same search judged both
		alt := j
		alt.IsBest = false
		alt.After = int(sign * second)
		alt.ChanceAfter = moverChance(WinChance(second, before))
		a.Only = Classify(alt) == Blunder
	}
}

// AnalyseGame reviews every move of g (up to its last move, whatever its
// cursor) with lim for each position, and returns the analysis of each ply
// in order. It searches from the last position back to the first, so that
// what the search learned about later positions (kept in the transposition
// table, which it does not clear between plies) helps the earlier ones;
// progress, if not nil, is called from the calling goroutine with each ply
// as soon as it is known, so from the last ply to the first. When ctx is
// cancelled it returns the plies found so far (the others with Ply 0) and
// ctx's error.
func (e *Engine) AnalyseGame(ctx context.Context, g *game.Game, lim Limits, progress func(PlyAnalysis)) ([]PlyAnalysis, error) {
	n := g.Len()
	plies := make([]PlyAnalysis, n)
	if n == 0 {
		return plies, ctx.Err()
	}
	e.NewGame()
	// next is the evaluation of position k+1 while position k is searched.
	last := g.PositionAt(n)
	next, ok := FinalEval(&last)
	if !ok {
		r := e.Search(ctx, last, lim, nil)
		if err := ctx.Err(); err != nil {
			return plies, err
		}
		next = tenths(WhiteEval(r.Score, &last))
	}
	for k := n - 1; k >= 0; k-- {
		pos := g.PositionAt(k)
		after := g.PositionAt(k + 1)
		s, _ := g.Sowing(k)
		lines := e.searchLines(ctx, pos, lim, 2)
		if err := ctx.Err(); err != nil {
			return plies, err
		}
		best := lines[0]
		a := PlyAnalysis{
			Ply:    k + 1,
			Mover:  pos.ToMove,
			Move:   s.Move,
			Best:   best.Move,
			Line:   best.PV,
			Before: tenths(WhiteEval(best.Score, &pos)),
			After:  next,
			Depth:  best.Depth,
		}
		var second Eval
		if len(lines) > 1 {
			second = tenths(WhiteEval(lines[1].Score, &pos))
		}
		judge(&a, &pos, &after, second, len(lines) > 1)
		plies[k] = a
		if progress != nil {
			progress(a)
		}
		next = a.Before
	}
	return plies, nil
}

// tenths rounds an evaluation that is not a proved result to a tenth of a
// stone, as records keep it, so that a review read back from a record
// judges every move as the search did.
func tenths(e Eval) Eval {
	if e.Proved() {
		return e
	}
	if e < 0 {
		return -((-e + 5) / 10 * 10)
	}
	return (e + 5) / 10 * 10
}

// searchLines searches pos and returns its best lines, best first: up to
// n of them when the search can give several (MultiPV), else one.
func (e *Engine) searchLines(ctx context.Context, pos game.Position, lim Limits, n int) []Result {
	_ = n
	return []Result{e.Search(ctx, pos, lim, nil)}
}

// ReviewFromRecord rebuilds the analysis of a reviewed game from the
// evaluations kept in its record (see game.Evaluation), without searching.
// ok is false when the record does not evaluate every position. The best
// move of each ply is the first move of the line kept with the position
// before it; the "!" of an only move is not kept in records.
func ReviewFromRecord(g *game.Game) (plies []PlyAnalysis, ok bool) {
	if g.Len() == 0 || !g.Evaluated() {
		return nil, false
	}
	plies = make([]PlyAnalysis, g.Len())
	for k := range plies {
		before, _ := g.Evaluation(k)
		after, _ := g.Evaluation(k + 1)
		pos, next := g.PositionAt(k), g.PositionAt(k+1)
		s, _ := g.Sowing(k)
		a := PlyAnalysis{
			Ply:    k + 1,
			Mover:  pos.ToMove,
			Move:   s.Move,
			Line:   before.Line,
			Before: EvalOf(before),
			After:  EvalOf(after),
		}
		if len(before.Line) > 0 {
			a.Best = before.Line[0]
		}
		judge(&a, &pos, &next, 0, false)
		plies[k] = a
	}
	return plies, true
}

// Annotate writes the analysis into g's record as evaluations (see
// game.Evaluation): after each ply the evaluation of the position and the
// engine's best line from it, and before the first move that of the start.
func Annotate(g *game.Game, plies []PlyAnalysis) {
	for i, a := range plies {
		if a.Ply == 0 {
			continue
		}
		pos := g.PositionAt(i)
		r := a.Before.Record(&pos)
		r.Line = a.Line
		g.SetEvaluation(i, r)
		next := g.PositionAt(i + 1)
		r = a.After.Record(&next)
		r.Line = nil
		if i+1 < len(plies) && plies[i+1].Ply != 0 {
			r.Line = plies[i+1].Line
		}
		g.SetEvaluation(i+1, r)
	}
}

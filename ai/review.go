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
	// Reply is the engine's best line from the position after the move
	// played, the opponent's best reply first (nil when the move ends the
	// game): what the move allowed.
	Reply []game.Move
	// Root is the search's evaluation of the position before the move:
	// the graph's point before it.
	Root Eval
	// After evaluates the position after the move played, Before the
	// position the best move gives (the same as After when the move is the
	// best), both searched alike so that they compare; ChanceBefore and
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
	// Endgame is the endgame table's verdict on the position after the
	// move, for the side to move there (EndgameUnknown without a table, or
	// when read from a record).
	Endgame EndgameResult
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

// DefaultReviewLimits is the budget of each position in a game review: a
// fixed number of nodes, searched on one thread, so that a game gets the
// same marks and accuracies on every machine, under any load, in every run.
var DefaultReviewLimits = Limits{Nodes: ReviewNodes}

// ReviewNodes is the node budget of each search of a review: an 80-ply
// game takes about 8 s of one core of a 2.8 GHz Xeon (BenchmarkReviewGame;
// about 0.1 s a ply), well under the 30 s a review may take.
const ReviewNodes = 150_000

// ReviewHashMB is the size of the transposition table a review searches
// with. The table is part of what a search knows, so a review on an
// engine of another table size uses a table of this size of its own.
const ReviewHashMB = 32

// judge fills the chances, the loss and the class of a, whose Move, Best,
// Before and After are known. pos is the position before the move.
func judge(a *PlyAnalysis, pos *game.Position) {
	after := pos.Apply(a.Move)
	bestChild := after
	if a.Best != 0 && a.Best != a.Move && pos.Legal(a.Best) {
		bestChild = pos.Apply(a.Best)
	}
	a.ChanceBefore = WinChance(a.Before, &bestChild)
	a.ChanceAfter = WinChance(a.After, &after)
	j := judgement(a.Mover, a.Move == a.Best, a.Before, a.After, a.ChanceBefore, a.ChanceAfter)
	a.Loss = j.Loss()
	a.Class = Classify(j)
}

// judgement turns evaluations and chances from White's side into the
// mover's.
func judgement(mover game.Side, isBest bool, before, after Eval, chanceBefore, chanceAfter float64) Judgement {
	if mover == game.Black {
		return Judgement{IsBest: isBest, Before: int(-before), After: int(-after), ChanceBefore: 1 - chanceBefore, ChanceAfter: 1 - chanceAfter}
	}
	return Judgement{IsBest: isBest, Before: int(before), After: int(after), ChanceBefore: chanceBefore, ChanceAfter: chanceAfter}
}

// onlyMove reports whether, in pos, the second best line would be a
// blunder against the best: both come from the same search, so they compare.
func onlyMove(pos *game.Position, best, second Eval) bool {
	j := judgement(pos.ToMove, false, best, second, WinChance(best, pos), WinChance(second, pos))
	return Classify(j) == Blunder
}

// AnalyseGame reviews every move of g (up to its last move, whatever its
// cursor) with lim for each search, and returns the analysis of each ply in
// order. Each position is searched for its best move; the position after
// the move played and, when it differs, the one after the best move are
// searched alike, and what the move loses is the difference. It goes from
// the last position back to the first, so that what the search learned
// about later positions (kept in the transposition table, which is not
// cleared between plies) helps the earlier ones; progress, if not nil, is
// called from the calling goroutine with each ply as soon as it is known,
// so from the last ply to the first. When ctx is cancelled it returns the
// plies found so far (the others with Ply 0) and ctx's error.
func (e *Engine) AnalyseGame(ctx context.Context, g *game.Game, lim Limits, progress func(PlyAnalysis)) ([]PlyAnalysis, error) {
	n := g.Len()
	plies := make([]PlyAnalysis, n)
	if n == 0 {
		return plies, ctx.Err()
	}
	if !e.acquire(ctx) {
		return plies, ctx.Err()
	}
	e.reviewTable().clear()
	e.release()
	// next is the evaluation of position k+1 as a root while position k
	// is searched.
	next, nextDepth, nextLine := e.evaluateLine(ctx, g.PositionAt(n), lim)
	for k := n - 1; k >= 0; k-- {
		if err := ctx.Err(); err != nil {
			return plies, err
		}
		pos := g.PositionAt(k)
		s, _ := g.Sowing(k)
		a := e.analyseMove(ctx, pos, s.Move, next, nextDepth, lim)
		a.Ply = k + 1
		a.Reply = nextLine
		if err := ctx.Err(); err != nil {
			return plies, err
		}
		plies[k] = a
		if k+1 < n {
			plies[k+1].Root = a.After // a verified blunder has a new After
		}
		if progress != nil {
			progress(a)
		}
		next, nextDepth, nextLine = a.Root, a.Depth, a.Line
	}
	return plies, nil
}

// AnalyseMove reviews the move m in pos with lim for each search, as
// AnalyseGame does for each ply (Ply is left 0). It returns within 50 ms of
// ctx being cancelled, with a meaningless result.
func (e *Engine) AnalyseMove(ctx context.Context, pos game.Position, m game.Move, lim Limits) PlyAnalysis {
	after, depth, line := e.evaluateLine(ctx, pos.Apply(m), lim)
	a := e.analyseMove(ctx, pos, m, after, depth, lim)
	a.Reply = line
	return a
}

// analyseMove reviews m in pos, whose result after is already evaluated by
// a search of depth afterDepth (0: exactly).
func (e *Engine) analyseMove(ctx context.Context, pos game.Position, m game.Move, after Eval, afterDepth int, lim Limits) PlyAnalysis {
	best, second, hasSecond := e.searchLines(ctx, pos, lim)
	a := PlyAnalysis{
		Mover: pos.ToMove,
		Move:  m,
		Best:  best.Move,
		Line:  best.PV,
		Root:  tenths(WhiteEval(best.Score, &pos)),
		After: after,
		Depth: best.Depth,
	}
	a.Before = a.After
	afterPos := pos.Apply(m)
	a.Endgame = e.ProbeEndgame(&afterPos)
	if a.Best != a.Move {
		// The best move's position is searched to the depth the played
		// move's reached (within three times the time): at equal depth the
		// two compare, where a time limit could end them on depths of
		// different parity and the search's odd/even swing would count as
		// a loss.
		same := lim
		if afterDepth > 0 {
			same = Limits{Depth: afterDepth, Nodes: lim.Nodes * 3, Time: lim.Time * 3}
		}
		a.Before, _ = e.evaluate(ctx, pos.Apply(a.Best), same)
	}
	if hasSecond && a.Best == a.Move {
		a.Only = onlyMove(&pos, WhiteEval(best.Score, &pos), WhiteEval(second, &pos))
	}
	judge(&a, &pos)
	if a.Class == Blunder {
		// A blunder is the verdict players read first: it is checked
		// again with three times the budget, both positions at equal depth.
		long := scaleLimits(lim, 3)
		var depth int
		a.After, depth = e.evaluate(ctx, pos.Apply(a.Move), long)
		same := long
		if depth > 0 {
			same = Limits{Depth: depth, Nodes: long.Nodes * 3, Time: long.Time * 3}
		}
		a.Before, _ = e.evaluate(ctx, pos.Apply(a.Best), same)
		judge(&a, &pos)
	}
	return a
}

// scaleLimits returns lim with f times the time and nodes, or two more
// plies of depth.
func scaleLimits(lim Limits, f int) Limits {
	lim.Time *= time.Duration(f)
	lim.Nodes *= uint64(f)
	if lim.Depth > 0 {
		lim.Depth = min(lim.Depth+2, MaxDepth)
	}
	return lim
}

// evaluate returns the evaluation of pos and the depth of its search:
// exact (depth 0) when the game is over, else searched within lim, rounded
// to a tenth of a stone.
func (e *Engine) evaluate(ctx context.Context, pos game.Position, lim Limits) (Eval, int) {
	v, depth, _ := e.evaluateLine(ctx, pos, lim)
	return v, depth
}

// evaluateLine is evaluate with the search's best line from pos (nil when
// the game is over).
func (e *Engine) evaluateLine(ctx context.Context, pos game.Position, lim Limits) (Eval, int, []game.Move) {
	if v, ok := FinalEval(&pos); ok {
		return v, 0, nil
	}
	r := e.reviewSearch(ctx, pos, lim)
	return tenths(WhiteEval(r.Score, &pos)), r.Depth, r.PV
}

// reviewSearch is a search of a review: on one thread, with the review's
// table, so that a node budget gives the same result on every machine.
func (e *Engine) reviewSearch(ctx context.Context, pos game.Position, lim Limits) Result {
	if !e.acquire(ctx) {
		return Result{}
	}
	defer e.release()
	cfg := e.fullConfig()
	cfg.threads = 1
	cfg.tt = e.reviewTable()
	return runSearch(ctx, pos, lim, cfg, nil)
}

// reviewTable returns the table of the review's searches: the engine's own
// when it has the review's size, else one made for reviews. The caller
// holds the engine (acquire).
func (e *Engine) reviewTable() *table {
	if e.opts.HashMB == ReviewHashMB {
		return e.tt
	}
	if e.reviewTT == nil {
		e.reviewTT = newTable(ReviewHashMB)
	}
	return e.reviewTT
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

// searchLines searches pos for its two best lines (MultiPV): the result,
// and the second line's score, ok false when there is one move only.
func (e *Engine) searchLines(ctx context.Context, pos game.Position, lim Limits) (Result, int, bool) {
	lim.MultiPV = 2
	r := e.reviewSearch(ctx, pos, lim)
	if len(r.Lines) < 2 {
		return r, 0, false
	}
	return r, r.Lines[1].Score, true
}

// ReviewFromRecord rebuilds the analysis of a reviewed game from the
// evaluations kept in its record (see game.Evaluation and Annotate),
// without searching. ok is false when the record does not evaluate every
// position.
func ReviewFromRecord(g *game.Game) (plies []PlyAnalysis, ok bool) {
	if g.Len() == 0 || !g.Evaluated() {
		return nil, false
	}
	plies = make([]PlyAnalysis, g.Len())
	for k := range plies {
		before, _ := g.Evaluation(k)
		after, _ := g.Evaluation(k + 1)
		pos := g.PositionAt(k)
		s, _ := g.Sowing(k)
		a := PlyAnalysis{
			Ply:   k + 1,
			Mover: pos.ToMove,
			Move:  s.Move,
			Line:  before.Line,
			Reply: after.Line,
			Root:  EvalOf(before),
			After: EvalOf(after),
			Only:  after.Only,
		}
		if len(before.Line) > 0 {
			a.Best = before.Line[0]
		}
		switch {
		case a.Best == a.Move || a.Best == 0:
			a.Before = a.After
		case after.Best != nil:
			a.Before = EvalOf(*after.Best)
		default:
			a.Before = a.Root
		}
		judge(&a, &pos)
		plies[k] = a
	}
	return plies, true
}

// annotatedLine is the longest best line Annotate keeps in a record.
const annotatedLine = 8

// Annotate writes the analysis into g's record as evaluations (see
// game.Evaluation): before the first move the evaluation of the start and
// the best line from it; after each move the evaluation of the position,
// the best line from it (up to 8 moves; after the last move too, when the
// review searched it), the evaluation the best move would have given when
// the move was not the best, and "!" for an only move.
func Annotate(g *game.Game, plies []PlyAnalysis) {
	short := func(l []game.Move) []game.Move { return l[:min(len(l), annotatedLine)] }
	for i, a := range plies {
		if a.Ply == 0 {
			continue
		}
		if i == 0 {
			pos := g.PositionAt(0)
			r := a.Root.Record(&pos)
			r.Line = short(a.Line)
			g.SetEvaluation(0, r)
		}
		next := g.PositionAt(i + 1)
		r := a.After.Record(&next)
		switch {
		case i+1 < len(plies) && plies[i+1].Ply != 0:
			r.Line = short(plies[i+1].Line)
		case i+1 == len(plies):
			r.Line = short(a.Reply)
		}
		if a.Move != a.Best {
			best := a.Before.Record(&next)
			r.Best = &best
		}
		r.Only = a.Only
		g.SetEvaluation(i+1, r)
	}
}

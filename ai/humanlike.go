package ai

import (
	"context"
	"math"
	"math/bits"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// MoveScore is the value of one root move.
type MoveScore struct {
	Move game.Move
	// Score is in hundredths of a stone for the side to move at the root;
	// a proved result is beyond ±WinBound.
	Score int
	// Gain is the stones the move wins at once (captures, a tuzdyk,
	// stones sown into the mover's tuzdyk).
	Gain int
}

// MoveScores returns the value of every legal move of pos, in hole order,
// from a search of plies plies (1: the static evaluation of the position
// after the move; n: a search n-1 plies deep after it), single-threaded and
// without noise. It is deterministic: the same position and plies give the
// same scores. When ctx ends, the moves not yet searched keep the values of
// a search cut short (within 50 ms). It returns nil when the game is over or
// ctx ends while another search runs.
func (e *Engine) MoveScores(ctx context.Context, pos game.Position, plies int) []MoveScore {
	if !e.acquire(ctx) {
		return nil
	}
	defer e.release()
	ms, _ := e.moveScores(ctx, pos, plies)
	return ms
}

// moveScores returns the scores and the nodes searched.
func (e *Engine) moveScores(ctx context.Context, pos game.Position, plies int) ([]MoveScore, uint64) {
	mask := pos.MoveMask()
	if mask == 0 {
		return nil, 0
	}
	var nodes uint64
	ms := make([]MoveScore, 0, game.HolesPerSide)
	for h := range game.HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		m := game.Move(h + 1)
		child := pos.Apply(m)
		s := MoveScore{Move: m, Gain: int(child.Kazans[pos.ToMove]) - int(pos.Kazans[pos.ToMove])}
		if child.MoveMask() == 0 {
			s.Score = -terminalScore(&child, 1)
		} else if plies <= 1 {
			s.Score = -e.w.Evaluate(&child)
		} else {
			e.levelTT.clear()
			cfg := searchConfig{tt: e.levelTT, w: e.w, threads: 1}
			r := runSearch(ctx, child, Limits{Depth: plies - 1}, cfg, nil)
			s.Score = -fromChild(r.Score)
			nodes += r.Nodes
		}
		nodes++
		ms = append(ms, s)
	}
	return ms, nodes
}

// fromChild adds the root ply to a forced result scored from the child.
func fromChild(s int) int {
	switch {
	case s > WinBound:
		return s - 1
	case s < -WinBound:
		return s + 1
	}
	return s
}

// MaxPolicyPlies is the deepest search whose move values a policy uses.
const MaxPolicyPlies = 5

// MoveScoresByDepth returns the value of every legal move of pos at each
// depth from 1 to plies: out[d-1] is MoveScores(pos, d). One iterative
// deepening search per move gives every depth (its iterations are the
// shallower searches), so this costs about as much as MoveScores(pos, plies).
func (e *Engine) MoveScoresByDepth(ctx context.Context, pos game.Position, plies int) [][]MoveScore {
	if !e.acquire(ctx) {
		return nil
	}
	defer e.release()
	out, _ := e.moveScoresByDepth(ctx, pos, plies)
	return out
}

func (e *Engine) moveScoresByDepth(ctx context.Context, pos game.Position, plies int) ([][]MoveScore, uint64) {
	plies = max(plies, 1)
	mask := pos.MoveMask()
	if mask == 0 {
		return nil, 0
	}
	out := make([][]MoveScore, plies)
	var nodes uint64
	for h := range game.HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		m := game.Move(h + 1)
		child := pos.Apply(m)
		s := MoveScore{Move: m, Gain: int(child.Kazans[pos.ToMove]) - int(pos.Kazans[pos.ToMove])}
		scores := make([]int, plies)
		if child.MoveMask() == 0 {
			for d := range scores {
				scores[d] = -terminalScore(&child, 1)
			}
		} else {
			scores[0] = -e.w.Evaluate(&child)
			known := 1
			if plies > 1 {
				e.levelTT.clear()
				cfg := searchConfig{tt: e.levelTT, w: e.w, threads: 1}
				r := runSearch(ctx, child, Limits{Depth: plies - 1}, cfg, func(info Info) {
					if d := info.Depth + 1; d <= plies {
						scores[d-1] = -fromChild(info.Score)
						known = max(known, d)
					}
				})
				nodes += r.Nodes
			}
			// a proved result ends the deepening early; a cancelled
			// search keeps its last depth
			for d := known; d < plies; d++ {
				scores[d] = scores[known-1]
			}
		}
		nodes++
		for d := range plies {
			s.Score = scores[d]
			out[d] = append(out[d], s)
		}
	}
	return out, nodes
}

// Move features of a human-like policy, per root move, from the mover's
// view. Values are in stones and clamped to ±policyClamp hundredths.
const (
	FeatValue = 0                          // the move's value at 1 ply; FeatValue+d-1 at d plies
	FeatBest  = FeatValue + MaxPolicyPlies // 1 if no move has a higher value at 1 ply; FeatBest+d-1 at d plies
)

// The other move features.
const (
	FeatGain        = 2*MaxPolicyPlies + iota // stones won at once
	FeatTuzdyk                                // 1 if the move makes a tuzdyk
	FeatThreat                                // the most the opponent can win at once in reply
	FeatGiveTuzdyk                            // 1 if the opponent can make a tuzdyk in reply
	FeatStones                                // stones in the hole, in tens
	FeatSingle                                // 1 if the hole holds one stone
	FeatLap                                   // 1 if the hole holds 18 or more (a lap)
	FeatReach                                 // 1 if the last stone lands in the opponent's row
	FeatHole1                                 // 1 if the move is hole 1; FeatHole1+k for hole k+1
	NumMoveFeatures = FeatHole1 + game.HolesPerSide
)

// MoveFeatures are the features of one root move.
type MoveFeatures [NumMoveFeatures]float64

// policyClamp bounds the values a policy compares (hundredths), so that
// proved results act as large values.
const policyClamp = 2000

// Features returns the features of the moves of pos, in hole order, from
// their values at each depth (byDepth[d-1] at d plies, as
// MoveScoresByDepth returns them). The value features of depths beyond
// len(byDepth) are zero.
func Features(pos game.Position, byDepth [][]MoveScore) []MoveFeatures {
	if len(byDepth) == 0 {
		return nil
	}
	ms := byDepth[0]
	out := make([]MoveFeatures, len(ms))
	me := pos.ToMove
	for d, scores := range byDepth[:min(len(byDepth), MaxPolicyPlies)] {
		best := math.MinInt
		for _, m := range scores {
			best = max(best, m.Score)
		}
		for i, m := range scores {
			out[i][FeatValue+d] = float64(max(-policyClamp, min(policyClamp, m.Score))) / 100
			if m.Score == best {
				out[i][FeatBest+d] = 1
			}
		}
	}
	for i, m := range ms {
		f := &out[i]
		f[FeatGain] = float64(m.Gain)
		child := pos.Apply(m.Move)
		if child.Tuzdyks[me] != pos.Tuzdyks[me] {
			f[FeatTuzdyk] = 1
		}
		threat := 0
		them := child.ToMove
		for r := child.MoveMask(); r != 0; r &= r - 1 {
			reply := game.Move(bits.TrailingZeros16(r) + 1)
			next := child.Apply(reply)
			threat = max(threat, int(next.Kazans[them])-int(child.Kazans[them]))
			if next.Tuzdyks[them] != child.Tuzdyks[them] {
				f[FeatGiveTuzdyk] = 1
			}
		}
		f[FeatThreat] = float64(threat)
		from := game.RingIndex(me, int(m.Move))
		n := int(pos.Holes[from])
		f[FeatStones] = float64(n) / 10
		if n == 1 {
			f[FeatSingle] = 1
		}
		if n >= game.RingSize {
			f[FeatLap] = 1
		}
		last := from + 1
		if n > 1 {
			last = from + n - 1
		}
		if side, _ := game.HoleOf(last % game.RingSize); side != me {
			f[FeatReach] = 1
		}
		f[FeatHole1+int(m.Move)-1] = 1
	}
	return out
}

// Policy is how a human-like level chooses among the root moves: a
// multinomial logit over move features (the values of shallow searches of
// every depth up to Plies, what the move wins or exposes at once, which hole
// it empties), fitted to the moves of human players of one rating band by
// ./cmd/humanlike. In play, the level plays the policy's most likely move
// with probability Top and otherwise draws a move with the softmax of the
// logits times Sharp; ./cmd/humanlike fits Sharp and Top to the band's moves
// by maximum likelihood, as human-like chess engines do.
type Policy struct {
	Plies   int          // deepest search of the move values
	Weights MoveFeatures // logit weights
	Sharp   float64      // logit multiplier in play (0 means 1)
	Top     float64      // probability of playing the most likely move outright
}

// Logits returns the policy's logit of each move.
func (p Policy) Logits(fs []MoveFeatures) []float64 {
	out := make([]float64, len(fs))
	for i, f := range fs {
		for k, x := range f {
			out[i] += p.Weights[k] * x
		}
	}
	return out
}

// Play returns the probability that the policy plays each move, given the
// moves' logits: Top on the most likely move (the first of equals) plus
// 1-Top times the softmax of the logits times Sharp.
func (p Policy) Play(logits []float64) []float64 {
	sharp := p.Sharp
	if sharp == 0 {
		sharp = 1
	}
	probs := Probabilities(logits, sharp)
	if p.Top > 0 && len(probs) > 0 {
		top := 0
		for i, l := range logits {
			if l > logits[top] {
				top = i
			}
		}
		for i := range probs {
			probs[i] *= 1 - p.Top
		}
		probs[top] += p.Top
	}
	return probs
}

// Probabilities returns the softmax of the logits times sharp.
func Probabilities(logits []float64, sharp float64) []float64 {
	probs := make([]float64, len(logits))
	best := math.Inf(-1)
	for _, l := range logits {
		best = max(best, l)
	}
	sum := 0.0
	for i, l := range logits {
		probs[i] = math.Exp((l - best) * sharp)
		sum += probs[i]
	}
	for i := range probs {
		probs[i] /= sum
	}
	return probs
}

// LevelPolicy returns the policy of a human-like level (1..len(Levels()),
// clamped), or false for the levels that search or blend instead.
func LevelPolicy(level int) (Policy, bool) {
	s := specOf(level)
	return s.policy, s.policy.Plies > 0 && s.blend == nil
}

// PolicyProbabilities returns the moves of pos and the probability that the
// policy plays each.
func (e *Engine) PolicyProbabilities(ctx context.Context, pos game.Position, p Policy) ([]game.Move, []float64) {
	if !e.acquire(ctx) {
		return nil, nil
	}
	defer e.release()
	ms, probs, _ := e.policyProbabilities(ctx, pos, p)
	moves := make([]game.Move, len(ms))
	for i, m := range ms {
		moves[i] = m.Move
	}
	return moves, probs
}

// policyProbabilities returns the moves with their values at the policy's
// depth, the probability that the policy plays each, and the nodes searched.
func (e *Engine) policyProbabilities(ctx context.Context, pos game.Position, p Policy) ([]MoveScore, []float64, uint64) {
	byDepth, nodes := e.moveScoresByDepth(ctx, pos, min(p.Plies, MaxPolicyPlies))
	if len(byDepth) == 0 {
		return nil, nil, 0
	}
	return byDepth[len(byDepth)-1], p.Play(p.Logits(Features(pos, byDepth))), nodes
}

// policyMove is a human-like level's move: a draw from the policy's
// probabilities with a uniform number seeded from Options.Seed and the
// position. progress, if not nil, gets the chosen move's value.
func (e *Engine) policyMove(ctx context.Context, pos game.Position, p Policy, progress func(Info)) Result {
	start := time.Now()
	ms, probs, nodes := e.policyProbabilities(ctx, pos, p)
	if len(ms) == 0 {
		return Result{}
	}
	r := mix64(hashKey(&pos) ^ mix64(uint64(e.opts.Seed)+0x706f6c696379))
	u := float64(r>>11) / (1 << 53)
	pick := len(ms) - 1
	acc := 0.0
	for i, q := range probs {
		acc += q
		if u < acc {
			pick = i
			break
		}
	}
	m := ms[pick]
	info := Info{Depth: p.Plies, Score: m.Score, Mate: mateMoves(m.Score), Nodes: nodes, Elapsed: time.Since(start), PV: []game.Move{m.Move}}
	if progress != nil {
		progress(info)
	}
	return Result{Move: m.Move, Info: info}
}

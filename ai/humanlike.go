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

// Move features of a human-like policy, per root move, from the mover's
// view. Scores are in stones and clamped to ±policyClamp hundredths.
const (
	FeatScore       = iota // the move's value at the policy's depth
	FeatBest               // 1 if no move has a higher value at that depth
	FeatStatic             // the static evaluation after the move
	FeatGain               // stones won at once
	FeatTuzdyk             // 1 if the move makes a tuzdyk
	FeatThreat             // the most the opponent can win at once in reply
	FeatStones             // stones in the hole, in tens
	FeatSingle             // 1 if the hole holds one stone
	FeatLap                // 1 if the hole holds 18 or more (a lap)
	FeatReach              // 1 if the last stone lands in the opponent's row
	FeatHole1              // 1 if the move is hole 1; FeatHole1+k for hole k+1
	NumMoveFeatures = FeatHole1 + game.HolesPerSide
)

// MoveFeatures are the features of one root move.
type MoveFeatures [NumMoveFeatures]float64

// policyClamp bounds the values a policy compares (hundredths), so that
// proved results act as large values.
const policyClamp = 2000

// Features returns the features of the moves of pos, in the order of
// MoveScores(pos, plies), computed from those scores.
func Features(pos game.Position, ms []MoveScore, static []MoveScore) []MoveFeatures {
	out := make([]MoveFeatures, len(ms))
	best := math.MinInt
	for _, m := range ms {
		best = max(best, m.Score)
	}
	me := pos.ToMove
	for i, m := range ms {
		f := &out[i]
		f[FeatScore] = float64(max(-policyClamp, min(policyClamp, m.Score))) / 100
		if m.Score == best {
			f[FeatBest] = 1
		}
		if i < len(static) {
			f[FeatStatic] = float64(max(-policyClamp, min(policyClamp, static[i].Score))) / 100
		}
		f[FeatGain] = float64(m.Gain)
		child := pos.Apply(m.Move)
		if child.Tuzdyks[me] != pos.Tuzdyks[me] {
			f[FeatTuzdyk] = 1
		}
		threat := 0
		for r := child.MoveMask(); r != 0; r &= r - 1 {
			reply := game.Move(bits.TrailingZeros16(r) + 1)
			next := child.Apply(reply)
			threat = max(threat, int(next.Kazans[child.ToMove])-int(child.Kazans[child.ToMove]))
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
// multinomial logit over move features (the values of a shallow search, what
// the move wins or exposes at once, which hole it empties), fitted to the
// moves of human players of one rating band by ./ai/humanlike. The level
// plays a move at random with the policy's probabilities sharpened by Sharp
// (the logits are multiplied by it: 1 plays like the band's players, more
// plays their most likely move more often).
type Policy struct {
	Plies   int          // search depth of the move values
	Weights MoveFeatures // logit weights
	Sharp   float64      // logit multiplier in play (0 means 1)
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
// clamped), or false for the levels that search instead.
func LevelPolicy(level int) (Policy, bool) {
	s := specOf(level)
	return s.policy, s.policy.Plies > 0
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

func (e *Engine) policyProbabilities(ctx context.Context, pos game.Position, p Policy) ([]MoveScore, []float64, uint64) {
	ms, nodes := e.moveScores(ctx, pos, p.Plies)
	if len(ms) == 0 {
		return nil, nil, 0
	}
	static := ms
	if p.Plies > 1 {
		var n uint64
		static, n = e.moveScores(ctx, pos, 1)
		nodes += n
	}
	sharp := p.Sharp
	if sharp == 0 {
		sharp = 1
	}
	return ms, Probabilities(p.Logits(Features(pos, ms, static)), sharp), nodes
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

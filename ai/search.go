package ai

// The search itself: principal-variation alpha-beta with a transposition
// table, late move reductions and mate-distance pruning (search), a capture
// search at the leaves (qsearch) and iterative deepening with aspiration
// windows (iterate). Move ordering is in ordering.go, the threads in
// threads.go, the time budget in timeman.go.

import (
	"slices"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

const maxPly = 128

// searchConfig is what differs between a full-strength search and a level.
type searchConfig struct {
	tt *table
	w  *eval.Weights
	// net, if not nil, adds its correction to the linear evaluation.
	net     *eval.Net
	threads int
	// noise is the amplitude (hundredths) of the deterministic evaluation
	// noise of weak levels; seed makes it reproducible.
	noise int
	seed  uint64
	// blindLap: beyond the root, moves from holes with at least this many
	// stones are not seen (0: all moves are seen).
	blindLap int
	// noQuiesce turns off the capture search at the leaves.
	noQuiesce bool
	// noLMR turns off late move reductions (experiments).
	noLMR bool
	// rfp is the margin per ply of reverse futility pruning (0: off).
	rfp int
	// endgame, if not nil, scores the positions it holds exactly.
	endgame *egtb.Table
}

// terminalScore returns the score of a finished game for the side to move,
// ply plies from the root.
func terminalScore(p *game.Position, ply int) int {
	if winner, ok := p.Result().Winner(); ok {
		if winner == p.ToMove {
			return WinScore - ply
		}
		return -WinScore + ply
	}
	return 0
}

// toTT and fromTT convert forced-result scores between distance from the
// root and distance from the node.
func toTT(s, ply int) int {
	switch {
	case s > WinBound:
		return s + ply
	case s < -WinBound:
		return s - ply
	}
	return s
}

func fromTT(s, ply int) int {
	switch {
	case s > WinBound:
		return s - ply
	case s < -WinBound:
		return s + ply
	}
	return s
}

// eval is the static evaluation with the level's noise.
func (t *thread) eval(p *game.Position) int {
	s := t.cfg.w.Evaluate(p)
	if t.cfg.net != nil {
		s += t.cfg.net.Correction(p)
	}
	if a := t.cfg.noise; a > 0 {
		r := mix64(hashKey(p) ^ t.cfg.seed)
		s += int(r%uint64(2*a+1)) - a
	}
	return s
}

// search is the principal-variation alpha-beta search.
func (t *thread) search(pos game.Position, alpha, beta, depth, ply int) int {
	p := &pos
	t.pvLen[ply] = 0
	mask := p.MoveMask()
	if mask == 0 {
		return terminalScore(p, ply)
	}
	if t.cfg.endgame != nil && ply > 0 {
		if s, ok := probeEndgame(t.cfg.endgame, p, ply); ok {
			t.count()
			return s
		}
	}
	if depth <= 0 || ply >= maxPly {
		if t.cfg.noQuiesce || ply >= maxPly {
			t.count()
			return t.eval(p)
		}
		return t.qsearch(*p, alpha, beta, ply)
	}
	t.count()
	if t.sh.stop.Load() {
		return 0
	}
	pvNode := beta-alpha > 1
	me := p.ToMove
	opp := me.Opponent()
	if ply > 0 {
		// Mate distance: no line can beat a win found nearer the root.
		alpha = max(alpha, -WinScore+ply)
		beta = min(beta, WinScore-ply-1)
		if alpha >= beta {
			return alpha
		}
		// An opponent with 81 stones cannot lose; one side with 81
		// cannot lose either.
		if p.Kazans[opp] == game.DrawScore && alpha >= 0 {
			return 0
		}
		if p.Kazans[me] == game.DrawScore && beta <= 0 {
			return 0
		}
	}
	if ply == 0 {
		// MultiPV: the root moves of the lines already found are left out
		mask &^= t.exclude
	}
	key := hashKey(p)
	var ttMove game.Move
	if hit, ok := t.cfg.tt.probe(key); ok {
		ttMove = hit.move
		if ttMove != 0 && mask&(1<<(ttMove-1)) == 0 {
			ttMove = 0
		}
		if ply > 0 && !pvNode && hit.depth >= depth {
			s := fromTT(hit.score, ply)
			switch {
			case hit.bound == boundExact,
				hit.bound == boundLower && s >= beta,
				hit.bound == boundUpper && s <= alpha:
				return s
			}
		}
	}

	if r := t.cfg.rfp; r > 0 && !pvNode && ply > 0 && depth <= 3 && beta < WinBound && beta > -WinBound {
		if s := t.eval(p); s-r*depth >= beta {
			return s - r*depth
		}
	}

	var l moveList
	t.generate(p, mask, ttMove, ply, &l)
	best := -infScore
	var bestMove game.Move
	origAlpha := alpha
	for i := range l.n {
		m := l.pick(i)
		q := p.Apply(m)
		var s int
		if i == 0 {
			s = -t.search(q, -beta, -alpha, depth-1, ply+1)
		} else {
			r := 0
			if !t.cfg.noLMR && depth >= 3 && i >= 3 && l.gains[i] == 0 && m != t.killers[ply][0] && m != t.killers[ply][1] {
				r = 1
				if depth >= 6 && i >= 5 {
					r = 2
				}
			}
			s = -t.search(q, -alpha-1, -alpha, depth-1-r, ply+1)
			if s > alpha && r > 0 {
				s = -t.search(q, -alpha-1, -alpha, depth-1, ply+1)
			}
			if s > alpha && s < beta {
				s = -t.search(q, -beta, -alpha, depth-1, ply+1)
			}
		}
		if t.sh.stop.Load() {
			return 0
		}
		if s > best {
			best = s
			bestMove = m
			if s > alpha {
				alpha = s
				t.pv[ply][0] = m
				copy(t.pv[ply][1:], t.pv[ply+1][:t.pvLen[ply+1]])
				t.pvLen[ply] = t.pvLen[ply+1] + 1
				if ply == 0 {
					t.rootMove, t.rootScore, t.rootSet = m, s, true
				}
				if s >= beta {
					if l.gains[i] == 0 {
						t.cutoff(me, ply, m, depth)
					}
					break
				}
			}
		}
	}
	bound := boundUpper
	switch {
	case best >= beta:
		bound = boundLower
	case best > origAlpha:
		bound = boundExact
	}
	if ply > 0 || t.exclude == 0 {
		// a root searched without its best moves must not be remembered
		t.cfg.tt.store(key, toTT(best, ply), bestMove, bound, depth)
	}
	return best
}

// qsearch resolves captures at the leaves: the side to move may stand on
// the static score or make a capture.
func (t *thread) qsearch(pos game.Position, alpha, beta, ply int) int {
	t.count()
	p := &pos
	t.pvLen[ply] = 0
	mask := p.MoveMask()
	if mask == 0 {
		return terminalScore(p, ply)
	}
	if t.cfg.endgame != nil {
		if s, ok := probeEndgame(t.cfg.endgame, p, ply); ok {
			return s
		}
	}
	stand := t.eval(p)
	if stand >= beta || ply >= maxPly {
		return stand
	}
	alpha = max(alpha, stand)
	best := stand
	var l moveList
	t.captures(p, mask, &l)
	for i := range l.n {
		m := l.pick(i)
		q := p.Apply(m)
		s := -t.qsearch(q, -beta, -alpha, ply+1)
		if s > best {
			best = s
			if s > alpha {
				alpha = s
				if s >= beta {
					break
				}
			}
		}
	}
	return best
}

// iterate runs iterative deepening with aspiration windows, for the best
// multiPV lines (at least one). Helper threads (id > 0) start one ply deeper
// on odd ids so the threads spread out.
func (t *thread) iterate(pos game.Position, maxDepth, multiPV int, soft time.Duration, progress func(Info)) Result {
	var res Result
	rootMask := pos.MoveMask()
	multiPV = max(1, min(multiPV, bits16(rootMask)))
	scores := make([]int, multiPV) // each line's score at the last depth: the aspiration centre
	start := 1 + t.id&1
	// the recent history of the best move, for the time a clock allows
	var (
		changes   float64
		stable    int
		prevMove  game.Move
		prevScore int
	)
	for depth := start; depth <= maxDepth; depth++ {
		var lines []Line
		t.exclude = 0
		stopped := false
		for k := range multiPV {
			t.rootSet = false
			s := t.aspirate(pos, depth, scores[k])
			if t.sh.stop.Load() {
				stopped = true
				if k == 0 {
					res = t.keepUnfinished(res)
				}
				break
			}
			if t.pvLen[0] == 0 {
				break // cannot happen: the root has a move
			}
			scores[k] = s
			pv := append([]game.Move(nil), t.pv[0][:t.pvLen[0]]...)
			lines = append(lines, Line{Score: s, Mate: mateMoves(s), PV: pv})
			t.exclude |= 1 << (pv[0] - 1)
		}
		t.exclude = 0
		if stopped || len(lines) == 0 {
			break
		}
		// a later line can come out better than an earlier one when the
		// search sees deeper in it: best first
		slices.SortStableFunc(lines, func(a, b Line) int { return b.Score - a.Score })
		best := lines[0]
		res.Move = best.PV[0]
		res.Depth = depth
		res.Score = best.Score
		res.Mate = best.Mate
		res.PV = best.PV
		res.Lines = nil
		if multiPV > 1 {
			res.Lines = lines
		}
		if t.id != 0 {
			continue
		}
		t.poll()
		res.Nodes = t.sh.nodes.Load()
		res.Elapsed = time.Since(t.sh.start)
		if progress != nil {
			progress(res.Info)
		}
		// A critical position (the best move changing, the score
		// falling) gets more of the soft time, a settled one less. The
		// first iterations change their minds for nothing: they do not
		// count.
		const settledDepth = 6
		if depth > settledDepth {
			changes /= 2
			if res.Move != prevMove {
				changes++
				stable = 0
			} else {
				stable++
			}
		}
		scaled := soft
		if soft > 0 && depth > settledDepth {
			scaled = time.Duration(float64(soft) * timeScale(changes, prevScore-res.Score, stable))
		}
		prevMove, prevScore = res.Move, res.Score
		if !anotherIteration(res.Elapsed, scaled) {
			break
		}
		// a proved result needs no deeper search
		if multiPV == 1 && res.Mate != 0 && depth >= 2*abs(res.Mate)+2 {
			break
		}
	}
	return res
}

// aspirate searches the root to depth in a window around the score of the
// last iteration, widening it until the score falls inside.
func (t *thread) aspirate(pos game.Position, depth, score int) int {
	if depth < 5 || score > WinBound || score < -WinBound {
		return t.search(pos, -infScore, infScore, depth, 0)
	}
	delta := 35
	alpha, beta := score-delta, score+delta
	for {
		s := t.search(pos, alpha, beta, depth, 0)
		if t.sh.stop.Load() {
			return s
		}
		if s <= alpha {
			beta = (alpha + beta) / 2
			alpha = max(s-delta, -infScore)
		} else if s >= beta {
			beta = min(s+delta, infScore)
		} else {
			return s
		}
		delta *= 2
	}
}

// keepUnfinished keeps a better move found by an unfinished iteration.
func (t *thread) keepUnfinished(res Result) Result {
	switch {
	case t.rootSet && res.Move != 0 && t.rootMove != res.Move && t.rootScore > res.Score:
	case res.Move == 0 && t.rootSet:
	default:
		return res
	}
	res.Move = t.rootMove
	res.Score = t.rootScore
	res.PV = []game.Move{t.rootMove}
	res.Lines = nil
	return res
}

// bits16 counts the set bits of m.
func bits16(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// mateMoves converts a forced-result score into moves of the side to move.
func mateMoves(s int) int {
	switch {
	case s > WinBound:
		return (WinScore - s + 1) / 2
	case s < -WinBound:
		return -(WinScore + s + 1) / 2
	}
	return 0
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// QuietLeaf follows the principal variation of the engine's capture search
// (qsearch, the search at its leaves) from p, evaluated with w, to the quiet
// position where the side to move stands on its static score, or to the end
// of the game. The tuner fits the evaluation on such positions.
func QuietLeaf(p game.Position, w *eval.Weights) game.Position {
	t := &thread{sh: &shared{}, cfg: &searchConfig{w: w, threads: 1}}
	for ply := 0; ply < maxPly; ply++ {
		mask := p.MoveMask()
		if mask == 0 {
			return p
		}
		// qsearch keeps the static score on a tie and takes the first
		// capture, in its order, that beats it: full windows find it.
		best := t.qsearch(p, -infScore, infScore, ply)
		if best == t.eval(&p) {
			return p
		}
		var l moveList
		t.captures(&p, mask, &l)
		next := p
		for i := range l.n {
			q := p.Apply(l.pick(i))
			if -t.qsearch(q, -infScore, infScore, ply+1) == best {
				next = q
				break
			}
		}
		if next == p {
			return p // cannot happen: best is a capture's score
		}
		p = next
	}
	return p
}

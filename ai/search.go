package ai

// The search itself: principal-variation alpha-beta with a transposition
// table, late move reductions and mate-distance pruning (search), a capture
// search at the leaves (qsearch) and iterative deepening with aspiration
// windows (iterate). Move ordering is in ordering.go, the threads in
// threads.go, the time budget in timeman.go.

import (
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/internal/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

const maxPly = 128

// searchConfig is what differs between a full-strength search and a level.
type searchConfig struct {
	tt      *table
	w       *eval.Weights
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
	t.cfg.tt.store(key, toTT(best, ply), bestMove, bound, depth)
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

// iterate runs iterative deepening with aspiration windows. Helper threads
// (id > 0) start one ply deeper on odd ids so the threads spread out.
func (t *thread) iterate(pos game.Position, maxDepth int, soft time.Duration, progress func(Info)) Result {
	var res Result
	score := 0
	start := 1 + t.id&1
	for depth := start; depth <= maxDepth; depth++ {
		t.rootSet = false
		var s int
		if depth < 5 || score > WinBound || score < -WinBound {
			s = t.search(pos, -infScore, infScore, depth, 0)
		} else {
			delta := 35
			alpha, beta := score-delta, score+delta
			for {
				s = t.search(pos, alpha, beta, depth, 0)
				if t.sh.stop.Load() {
					break
				}
				if s <= alpha {
					beta = (alpha + beta) / 2
					alpha = max(s-delta, -infScore)
				} else if s >= beta {
					beta = min(s+delta, infScore)
				} else {
					break
				}
				delta *= 2
			}
		}
		if t.sh.stop.Load() {
			// keep a better move found by the unfinished iteration
			if t.rootSet && res.Move != 0 && t.rootMove != res.Move && t.rootScore > res.Score {
				res.Move = t.rootMove
				res.Score = t.rootScore
				res.PV = []game.Move{t.rootMove}
			} else if res.Move == 0 && t.rootSet {
				res.Move = t.rootMove
				res.Score = t.rootScore
				res.PV = []game.Move{t.rootMove}
			}
			break
		}
		score = s
		if t.pvLen[0] == 0 {
			break // cannot happen: the root has a move
		}
		res.Move = t.pv[0][0]
		res.Depth = depth
		res.Score = s
		res.Mate = mateMoves(s)
		res.PV = append(res.PV[:0:0], t.pv[0][:t.pvLen[0]]...)
		if t.id != 0 {
			continue
		}
		t.poll()
		res.Nodes = t.sh.nodes.Load()
		res.Elapsed = time.Since(t.sh.start)
		if progress != nil {
			progress(res.Info)
		}
		if !anotherIteration(res.Elapsed, soft) {
			break
		}
		// a proved result needs no deeper search
		if res.Mate != 0 && depth >= 2*abs(res.Mate)+2 {
			break
		}
	}
	return res
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

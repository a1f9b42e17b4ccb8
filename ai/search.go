package ai

import (
	"context"
	"sync"
	"sync/atomic"
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

// shared is the state of one search that all its threads see.
type shared struct {
	stop      atomic.Bool
	nodes     atomic.Uint64
	nodeLimit uint64
	deadline  time.Time // hard limit, zero if none
	start     time.Time
}

// thread is one searcher; thread 0 is the main one.
type thread struct {
	sh      *shared
	cfg     *searchConfig
	id      int
	nodes   uint64 // nodes not yet added to sh.nodes
	killers [maxPly + 1][2]game.Move
	history [2][game.HolesPerSide]int32
	pv      [maxPly + 1][maxPly + 1]game.Move
	pvLen   [maxPly + 1]int
	// the best root move of the running iteration, valid when rootSet
	rootMove  game.Move
	rootScore int
	rootSet   bool
}

const pollInterval = 1024

// poll adds the thread's node count to the shared one and checks the limits.
func (t *thread) poll() {
	n := t.sh.nodes.Add(t.nodes)
	t.nodes = 0
	if t.sh.nodeLimit != 0 && n >= t.sh.nodeLimit {
		t.sh.stop.Store(true)
	}
	if !t.sh.deadline.IsZero() && time.Now().After(t.sh.deadline) {
		t.sh.stop.Store(true)
	}
}

func (t *thread) count() {
	t.nodes++
	if t.nodes >= pollInterval {
		t.poll()
	}
}

// rowMask returns the non-empty holes of side s as a bit set.
func rowMask(p *game.Position, s game.Side) uint16 {
	var m uint16
	base := int(s) * game.HolesPerSide
	for n := range game.HolesPerSide {
		if p.Holes[base+n] != 0 {
			m |= 1 << n
		}
	}
	return m
}

// terminalScore returns the score of a finished game for the side to move,
// ply plies from the root, and whether the game is finished. mask is the
// side to move's non-empty holes.
func terminalScore(p *game.Position, mask uint16, ply int) (int, bool) {
	me := p.ToMove
	opp := me.Opponent()
	switch {
	case p.Kazans[me] >= game.WinningScore:
		return WinScore - ply, true
	case p.Kazans[opp] >= game.WinningScore:
		return -WinScore + ply, true
	case mask != 0:
		return 0, false
	}
	// атсырау: the opponent takes the stones of its row.
	mine := int(p.Kazans[me])
	theirs := int(p.Kazans[opp]) + p.RowStones(opp)
	switch {
	case mine > theirs:
		return WinScore - ply, true
	case mine < theirs:
		return -WinScore + ply, true
	}
	return 0, true
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

// moveList is the moves of a node with their ordering scores.
type moveList struct {
	moves  [game.HolesPerSide]game.Move
	scores [game.HolesPerSide]int32
	gains  [game.HolesPerSide]int8
	n      int
}

// pick moves the best remaining move to position i and returns it.
func (l *moveList) pick(i int) game.Move {
	b := i
	for j := i + 1; j < l.n; j++ {
		if l.scores[j] > l.scores[b] {
			b = j
		}
	}
	l.moves[i], l.moves[b] = l.moves[b], l.moves[i]
	l.scores[i], l.scores[b] = l.scores[b], l.scores[i]
	l.gains[i], l.gains[b] = l.gains[b], l.gains[i]
	return l.moves[i]
}

const (
	scoreTT      = 1 << 30
	scoreCapture = 1 << 24
	scoreKiller1 = 1 << 22
	scoreKiller2 = 1 << 21
)

// generate fills l with the moves of mask, ordered for search.
func (t *thread) generate(p *game.Position, mask uint16, ttMove game.Move, ply int, l *moveList) {
	me := p.ToMove
	base := int(me) * game.HolesPerSide
	l.n = 0
	blind := t.cfg.blindLap
	for h := range game.HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		if blind > 0 && ply > 0 && int(p.Holes[base+h]) >= blind {
			continue
		}
		m := game.Move(h + 1)
		g := eval.MoveGain(p, base+h)
		var s int32
		switch {
		case m == ttMove:
			s = scoreTT
		case g > 0:
			s = scoreCapture + int32(g)<<8
		case m == t.killers[ply][0]:
			s = scoreKiller1
		case m == t.killers[ply][1]:
			s = scoreKiller2
		default:
			s = t.history[me][h]
		}
		l.moves[l.n] = m
		l.scores[l.n] = s
		l.gains[l.n] = int8(min(g, 127))
		l.n++
	}
	if l.n == 0 {
		// every move is a long lap the level does not see: play them anyway
		t.cfg.blindLap = 0
		t.generate(p, mask, ttMove, ply, l)
		t.cfg.blindLap = blind
	}
}

// search is the principal-variation alpha-beta search.
func (t *thread) search(pos game.Position, alpha, beta, depth, ply int) int {
	p := &pos
	t.pvLen[ply] = 0
	mask := rowMask(p, p.ToMove)
	if s, over := terminalScore(p, mask, ply); over {
		return s
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
						if t.killers[ply][0] != m {
							t.killers[ply][1] = t.killers[ply][0]
							t.killers[ply][0] = m
						}
						h := &t.history[me][m-1]
						*h += int32(depth * depth)
						if *h > 1<<20 {
							for k := range t.history[me] {
								t.history[me][k] /= 2
							}
						}
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
	mask := rowMask(p, p.ToMove)
	if s, over := terminalScore(p, mask, ply); over {
		return s
	}
	stand := t.eval(p)
	if stand >= beta || ply >= maxPly {
		return stand
	}
	alpha = max(alpha, stand)
	best := stand
	base := int(p.ToMove) * game.HolesPerSide
	var l moveList
	for h := range game.HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		if t.cfg.blindLap > 0 && int(p.Holes[base+h]) >= t.cfg.blindLap {
			continue
		}
		if g := eval.MoveGain(p, base+h); g > 0 {
			l.moves[l.n] = game.Move(h + 1)
			l.scores[l.n] = int32(g)
			l.n++
		}
	}
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

// runSearch runs an iterative-deepening search of pos on cfg.threads threads.
func runSearch(ctx context.Context, pos game.Position, lim Limits, cfg searchConfig, progress func(Info)) Result {
	sh := &shared{start: time.Now(), nodeLimit: lim.Nodes}
	mask := pos.MoveMask()
	if mask == 0 {
		return Result{}
	}
	soft, hard := budget(&pos, lim)
	if hard > 0 {
		sh.deadline = sh.start.Add(hard)
	}
	maxDepth := MaxDepth
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, MaxDepth)
	}
	stopWatch := context.AfterFunc(ctx, func() { sh.stop.Store(true) })
	defer stopWatch()
	if ctx.Err() != nil {
		sh.stop.Store(true)
	}
	cfg.tt.age++

	threads := max(1, cfg.threads)
	main := &thread{sh: sh, cfg: &cfg, id: 0}
	var wg sync.WaitGroup
	helpers := make([]*thread, threads-1)
	helperRes := make([]Result, threads-1)
	for i := range helpers {
		c := cfg
		h := &thread{sh: sh, cfg: &c, id: i + 1}
		helpers[i] = h
		wg.Add(1)
		go func() {
			defer wg.Done()
			helperRes[i] = h.iterate(pos, maxDepth, 0, nil)
		}()
	}
	res := main.iterate(pos, maxDepth, soft, progress)
	sh.stop.Store(true)
	wg.Wait()
	// A helper that completed a deeper iteration than the main thread
	// knows better (Lazy SMP's voting, reduced to "deepest wins").
	for _, hr := range helperRes {
		if hr.Move != 0 && hr.Depth > res.Depth && len(hr.PV) > 0 {
			res = hr
		}
	}
	main.poll()
	for _, h := range helpers {
		h.poll()
	}
	res.Nodes = sh.nodes.Load()
	res.Elapsed = time.Since(sh.start)
	if res.Move == 0 {
		// cancelled before the first iteration ended: any legal move
		for h := range game.HolesPerSide {
			if mask&(1<<h) != 0 {
				res.Move = game.Move(h + 1)
				res.PV = []game.Move{res.Move}
				break
			}
		}
	}
	return res
}

// budget turns limits into a soft time (do not start another iteration
// after it) and a hard one (abort the search), zero when unlimited.
func budget(p *game.Position, lim Limits) (soft, hard time.Duration) {
	if lim.Time > 0 {
		return 0, lim.Time // a fixed move time is used in full
	}
	left, inc := lim.WTime, lim.WInc
	if p.ToMove == game.Black {
		left, inc = lim.BTime, lim.BInc
	}
	if left <= 0 {
		return 0, 0
	}
	mtg := lim.MovesToGo
	if mtg <= 0 {
		// a game lasts about 40 moves each; count the board as the clock
		board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
		mtg = 10 + board/8
	}
	soft = left/time.Duration(mtg) + inc*3/4
	hard = min(soft*3, left/3)
	margin := 30 * time.Millisecond
	if hard > left-margin {
		hard = max(left-margin, time.Millisecond)
	}
	soft = min(soft, hard)
	return soft, hard
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
		if soft > 0 && res.Elapsed >= soft*6/10 {
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

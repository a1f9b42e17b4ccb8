package ai

import (
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Move ordering: the transposition table's move first, then captures by
// their gain, the two killer moves of the ply, and quiet moves by their
// history.

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

// cutoff remembers a quiet move m of side me that refuted a move at ply:
// it becomes the ply's first killer and gains history by depth squared.
func (t *thread) cutoff(me game.Side, ply int, m game.Move, depth int) {
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

// captures fills l with the moves of mask that win stones at once, ordered
// by their gain: the moves of the capture search.
func (t *thread) captures(p *game.Position, mask uint16, l *moveList) {
	base := int(p.ToMove) * game.HolesPerSide
	l.n = 0
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
}

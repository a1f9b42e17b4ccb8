package ai

import (
	"sync/atomic"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// keys are the Zobrist keys of a position: one random word per (hole, count),
// per White kazan total, per tuzdyk and for Black to move. The Black kazan
// needs no key: the stone total of 162 fixes it.
type keys struct {
	hole   [game.RingSize][game.TotalStones + 1]uint64
	kazan  [game.TotalStones + 1]uint64
	tuzdyk [2][game.HolesPerSide + 1]uint64
	black  uint64
}

// zobrist is filled once at package initialisation and only read after.
var zobrist = newKeys()

func newKeys() *keys {
	var k keys
	x := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 {
		x += 0x9E3779B97F4A7C15
		return mix64(x)
	}
	for i := range k.hole {
		for c := range k.hole[i] {
			k.hole[i][c] = next()
		}
	}
	for c := range k.kazan {
		k.kazan[c] = next()
	}
	for s := range k.tuzdyk {
		for t := range k.tuzdyk[s] {
			if t > 0 {
				k.tuzdyk[s][t] = next()
			}
		}
	}
	k.black = next()
	return &k
}

// mix64 is the splitmix64 finaliser: a cheap, well-spread bijection.
func mix64(z uint64) uint64 {
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9
	z = (z ^ (z >> 27)) * 0x94D049BB133111EB
	return z ^ (z >> 31)
}

// hashKey returns the Zobrist key of p, recomputed from scratch: a sowing can
// touch every hole, so an incremental update would cost as much.
func hashKey(p *game.Position) uint64 {
	z := zobrist
	h := z.kazan[p.Kazans[game.White]] ^ z.tuzdyk[0][p.Tuzdyks[0]] ^ z.tuzdyk[1][p.Tuzdyks[1]]
	for i := range game.RingSize {
		h ^= z.hole[i][p.Holes[i]]
	}
	if p.ToMove == game.Black {
		h ^= z.black
	}
	return h
}

// Bounds of a stored score.
const (
	boundNone  = 0
	boundUpper = 1 // the score is at most this (fail low)
	boundLower = 2 // the score is at least this (fail high)
	boundExact = 3
)

// entry is one slot of the table. The key word holds key^data so that a slot
// torn by two threads writing at once fails the check instead of lying
// (the lockless scheme of Hyatt and Mann). Both words are atomic so the race
// detector sees no data race.
type entry struct {
	check atomic.Uint64
	data  atomic.Uint64
}

// data layout: score int16 | move 4 bits | bound 2 bits | depth 8 bits | age 8 bits.
func packEntry(score int, move game.Move, bound, depth int, age uint8) uint64 {
	return uint64(uint16(int16(score))) | uint64(move&15)<<16 | uint64(bound&3)<<20 |
		uint64(uint8(depth))<<24 | uint64(age)<<32
}

type ttHit struct {
	score int
	move  game.Move
	bound int
	depth int
}

func unpackEntry(d uint64) ttHit {
	return ttHit{
		score: int(int16(uint16(d))),
		move:  game.Move(d >> 16 & 15),
		bound: int(d >> 20 & 3),
		depth: int(uint8(d >> 24)),
	}
}

// table is the transposition table shared by all search threads. Each
// bucket has two slots: the first keeps the deepest result, the second is
// always replaced.
type table struct {
	slots []entry
	mask  uint64 // bucket count - 1
	age   uint8
}

func newTable(mb int) *table {
	if mb <= 0 {
		mb = DefaultHashMB
	}
	n := uint64(mb) << 20 / 32 // buckets of two 16-byte slots
	b := uint64(1)
	for b*2 <= n {
		b *= 2
	}
	return &table{slots: make([]entry, 2*b), mask: b - 1}
}

// clear empties the table. No search may be running.
func (t *table) clear() {
	clear(t.slots)
	t.age = 0
}

// probe returns the stored result for key, if any.
func (t *table) probe(key uint64) (ttHit, bool) {
	b := (key & t.mask) * 2
	for i := b; i < b+2; i++ {
		d := t.slots[i].data.Load()
		if t.slots[i].check.Load()^d == key && d != 0 {
			return unpackEntry(d), true
		}
	}
	return ttHit{}, false
}

// store records a result. Scores of forced results must already be
// converted to distances from this node.
func (t *table) store(key uint64, score int, move game.Move, bound, depth int) {
	b := (key & t.mask) * 2
	d := packEntry(score, move, bound, depth, t.age)
	s0 := &t.slots[b]
	old := s0.data.Load()
	sameKey := s0.check.Load()^old == key
	oldDepth := int(uint8(old >> 24))
	oldAge := uint8(old >> 32)
	if old == 0 || sameKey || depth >= oldDepth || oldAge != t.age {
		if sameKey && move == 0 {
			// keep the known best move of this position
			d = packEntry(score, game.Move(old>>16&15), bound, depth, t.age)
		}
		s0.data.Store(d)
		s0.check.Store(key ^ d)
		return
	}
	s1 := &t.slots[b+1]
	s1.data.Store(d)
	s1.check.Store(key ^ d)
}

// Package game holds the rules of togyz kumalak: positions, moves, sowing,
// the end of a game, the TFEN position string and game records.
//
// The package is pure: it does no I/O beyond the io.Reader and io.Writer it is
// handed, keeps no global mutable state and never panics on bad input.
//
// The 18 holes form a ring, counted counter-clockwise: White's holes 1..9 are
// ring indices 0..8, Black's holes 1..9 are ring indices 9..17.
package game

import "fmt"

// Board constants.
const (
	HolesPerSide  = 9   // holes (otau) in each player's row
	RingSize      = 18  // holes on the board
	StonesPerHole = 9   // stones in each hole at the start
	TotalStones   = 162 // stones in the game
	WinningScore  = 82  // a kazan of this many stones wins at once
	DrawScore     = 81  // 81:81 is a draw
	// TuzdykStones: a last stone making this many in an opponent's hole
	// may make it a tuzdyk (the stones go to the mover's kazan).
	TuzdykStones = 3
	// ForbiddenTuzdykHole: a tuzdyk is never made on the opponent's hole 9.
	ForbiddenTuzdykHole = 9
)

// Side is a player: White (бастаушы) moves first, Black (қостаушы) second.
type Side uint8

// The two sides.
const (
	White Side = 0
	Black Side = 1
)

// Opponent returns the other side.
func (s Side) Opponent() Side { return s ^ 1 }

// String returns "white" or "black".
func (s Side) String() string {
	if s == White {
		return "white"
	}
	return "black"
}

// Move is the number (1..9) of a hole in the row of the side to move.
type Move uint8

// RingIndex returns the ring index (0..17) of hole n (1..9) of side s.
func RingIndex(s Side, n int) int { return int(s)*HolesPerSide + n - 1 }

// HoleOf returns the side whose row holds ring index i and the hole number (1..9).
func HoleOf(i int) (Side, int) { return Side(i / HolesPerSide), i%HolesPerSide + 1 }

// Position is a complete game state. It is a small comparable value: copy it
// freely, compare it with ==.
type Position struct {
	// Holes holds the stones of each hole by ring index: White's holes 1..9
	// at 0..8, Black's holes 1..9 at 9..17. A tuzdyk hole is always 0.
	Holes [RingSize]uint8
	// Kazans holds the stones each side has won.
	Kazans [2]uint8
	// Tuzdyks holds, for each side, the number (1..9) of the hole on the
	// opponent's row that is its tuzdyk, or 0 if it has none.
	Tuzdyks [2]uint8
	// ToMove is the side to move.
	ToMove Side
}

// Start returns the starting position: nine stones in every hole, White to move.
func Start() Position {
	var p Position
	for i := range p.Holes {
		p.Holes[i] = StonesPerHole
	}
	return p
}

// Hole returns the stones in hole n (1..9) of side s.
func (p *Position) Hole(s Side, n int) int { return int(p.Holes[RingIndex(s, n)]) }

// TuzdykIndex returns the ring index of side s's tuzdyk, or -1 if it has none.
func (p *Position) TuzdykIndex(s Side) int {
	t := p.Tuzdyks[s]
	if t == 0 {
		return -1
	}
	return RingIndex(s.Opponent(), int(t))
}

// IsTuzdyk reports whether ring index i is a tuzdyk, and whose.
func (p *Position) IsTuzdyk(i int) (Side, bool) {
	for s := White; s <= Black; s++ {
		if p.TuzdykIndex(s) == i {
			return s, true
		}
	}
	return White, false
}

// RowStones returns the stones in side s's row.
func (p *Position) RowStones(s Side) int {
	n := 0
	for _, c := range p.Holes[int(s)*HolesPerSide : int(s+1)*HolesPerSide] {
		n += int(c)
	}
	return n
}

// Legal reports whether m is a legal move: the game is not over and hole m of
// the side to move holds stones.
func (p *Position) Legal(m Move) bool {
	if m < 1 || m > HolesPerSide || p.Holes[RingIndex(p.ToMove, int(m))] == 0 {
		return false
	}
	return p.Outcome().Result == Ongoing
}

// MoveMask returns the legal moves as a bit set: bit m-1 is set when m is legal.
// It is 0 when the game is over.
func (p *Position) MoveMask() uint16 {
	if p.Kazans[White] >= WinningScore || p.Kazans[Black] >= WinningScore {
		return 0
	}
	return p.RowMask(p.ToMove) // 0 when the side to move has no stones: атсырау
}

// RowMask returns the non-empty holes of side s as a bit set: bit n-1 is set
// when hole n holds stones. For the side to move it is MoveMask unless the
// game is over.
func (p *Position) RowMask(s Side) uint16 {
	var mask uint16
	base := int(s) * HolesPerSide
	for n := range HolesPerSide {
		if p.Holes[base+n] != 0 {
			mask |= 1 << n
		}
	}
	return mask
}

// LegalMoves returns the legal moves in hole order, none when the game is over.
func (p *Position) LegalMoves() []Move {
	mask := p.MoveMask()
	moves := make([]Move, 0, HolesPerSide)
	for n := range HolesPerSide {
		if mask&(1<<n) != 0 {
			moves = append(moves, Move(n+1))
		}
	}
	return moves
}

// Restriction says why a last stone that made three in an opponent's hole did
// not make a tuzdyk.
type Restriction uint8

// The three tuzdyk restrictions.
const (
	NoRestriction   Restriction = iota
	AlreadyHasOne               // the mover already owns a tuzdyk
	NinthHole                   // the hole is the opponent's hole 9
	MirrorsOpponent             // the opponent's tuzdyk has the same number
)

// String names the restriction.
func (r Restriction) String() string {
	switch r {
	case AlreadyHasOne:
		return "the mover already has a tuzdyk"
	case NinthHole:
		return "a tuzdyk cannot be made on hole 9"
	case MirrorsOpponent:
		return "the opponent's tuzdyk has the same number"
	}
	return "none"
}

// TuzdykRestriction returns why side s may not make a tuzdyk on the
// opponent's hole (1..9), or NoRestriction when it may.
func (p *Position) TuzdykRestriction(s Side, hole int) Restriction {
	switch {
	case p.Tuzdyks[s] != 0:
		return AlreadyHasOne
	case hole == ForbiddenTuzdykHole:
		return NinthHole
	case int(p.Tuzdyks[s.Opponent()]) == hole:
		return MirrorsOpponent
	}
	return NoRestriction
}

// TuzdykMask returns the holes of the opponent's row on which side s may make
// a tuzdyk as a bit set (bit n-1 for hole n): TuzdykRestriction as a mask,
// for search.
func (p *Position) TuzdykMask(s Side) uint16 {
	if p.Tuzdyks[s] != 0 {
		return 0
	}
	m := uint16(1<<HolesPerSide-1) &^ (1 << (ForbiddenTuzdykHole - 1))
	if u := p.Tuzdyks[s.Opponent()]; u != 0 {
		m &^= 1 << (u - 1)
	}
	return m
}

// LastHole returns the ring index where the last of n stones sown from ring
// index from falls: the first stone goes back into the origin, so n stones
// reach from+n-1, except that a single stone moves to the next hole. With
// no stones it is from itself.
func LastHole(from, n int) int {
	switch n {
	case 0:
		return from
	case 1:
		n = 2 // a single stone lands where the second of two would
	}
	last := from + n - 1
	if last >= RingSize {
		last -= RingSize
		if last >= RingSize {
			last %= RingSize
		}
	}
	return last
}

// Landing returns, without playing the move, the ring index where the last
// stone sown from ring index from falls and how many stones that hole then
// holds, before any capture and ignoring tuzdyks.
func (p *Position) Landing(from int) (last, count int) {
	n := int(p.Holes[from])
	last = LastHole(from, n)
	if n < RingSize {
		// no lap: the last stone falls beyond the origin
		return last, int(p.Holes[last]) + 1
	}
	laps := (n - 1) / RingSize // whole laps beyond the first stone
	if last == from {
		// the origin was emptied and gets the first stone and one per lap
		return last, laps + 1
	}
	return last, int(p.Holes[last]) + laps + 1
}

// effect is what the core of a move did, returned by sow without allocating.
type effect struct {
	last     int8
	captured uint8
	tuzdyk   bool
	blocked  Restriction
}

// sow plays the stones of ring index from for the side to move, in place. It
// is the one implementation of the sowing rules; Play and Apply both use it.
// The caller guarantees that the move is legal.
func (p *Position) sow(from int) effect {
	me := p.ToMove
	n := int(p.Holes[from])
	p.Holes[from] = 0
	// last is LastHole(from, n), computed along the way: this is the
	// hottest loop of perft and search.
	var last int
	switch {
	case n == 1:
		last = from + 1
		if last == RingSize {
			last = 0
		}
		p.Holes[last]++
	default:
		// The first stone goes back into the origin. Whole laps are
		// arithmetic: every hole gets n/18, then the rest one by one.
		if laps := uint8(n / RingSize); laps > 0 {
			for j := range p.Holes {
				p.Holes[j] += laps
			}
		}
		i := from
		for range n % RingSize {
			p.Holes[i]++
			i++
			if i == RingSize {
				i = 0
			}
		}
		last = (from + n - 1) % RingSize
	}
	// Stones sown into a tuzdyk go at once to its owner's kazan.
	for s := White; s <= Black; s++ {
		if t := p.Tuzdyks[s]; t != 0 {
			idx := RingIndex(s.Opponent(), int(t))
			p.Kazans[s] += p.Holes[idx]
			p.Holes[idx] = 0
		}
	}
	e := effect{last: int8(last)}
	opp := me.Opponent()
	if Side(last/HolesPerSide) == opp {
		c := p.Holes[last]
		switch {
		case c != 0 && c%2 == 0:
			p.Kazans[me] += c
			p.Holes[last] = 0
			e.captured = c
		case c == TuzdykStones:
			hole := last%HolesPerSide + 1
			if e.blocked = p.TuzdykRestriction(me, hole); e.blocked == NoRestriction {
				p.Tuzdyks[me] = uint8(hole)
				p.Kazans[me] += c
				p.Holes[last] = 0
				e.tuzdyk = true
			}
		}
	}
	p.ToMove = opp
	return e
}

// Apply plays a move known to be legal and returns the new position. It is the
// fast path for search: no checks, no allocation. Use Play for untrusted moves.
func (p Position) Apply(m Move) Position {
	p.sow(RingIndex(p.ToMove, int(m)))
	return p
}

// Sowing describes a move for a window to animate and a record to annotate.
type Sowing struct {
	Mover  Side
	Move   Move
	From   int   // ring index of the origin hole
	Stones int   // stones taken from the origin
	Drops  []int // ring index of every hole a stone dropped into, in order
	// ToTuzdyk counts, per owner, the stones that dropped into a tuzdyk and
	// went at once to that owner's kazan.
	ToTuzdyk [2]int
	Last     int // ring index of the hole the last stone dropped into
	Landing  int // number (1..9) of that hole, as written in the record
	Captured int // stones won by an even count, 0 if none
	// Tuzdyk is true when the move made a tuzdyk at Last (3 stones won).
	Tuzdyk bool
	// Blocked tells why a last stone that made three did not make a tuzdyk.
	Blocked Restriction
	// Gain is the mover's kazan growth: captures, a tuzdyk and tuzdyk drops.
	Gain int
	// Kazans holds both kazans after the move (before any атсырау sweep).
	Kazans [2]int
	// Outcome is the state of the game after the move.
	Outcome Outcome
	// Sweeps lists the holes whose stones атсырау gives to their row's
	// owner when the move ends the game that way (Position.Sweeps); nil
	// otherwise.
	Sweeps []Sweep
}

// IllegalMoveError says why a move cannot be played.
type IllegalMoveError struct {
	Move   Move
	Reason string
}

func (e *IllegalMoveError) Error() string {
	return fmt.Sprintf("illegal move %d: %s", e.Move, e.Reason)
}

// Play checks and plays move m. It returns the new position and a full
// description of the sowing; p itself is not changed.
func (p Position) Play(m Move) (Position, Sowing, error) {
	if m < 1 || m > HolesPerSide {
		return p, Sowing{}, &IllegalMoveError{Move: m, Reason: "a move is a hole number from 1 to 9"}
	}
	if o := p.Outcome(); o.Result != Ongoing {
		return p, Sowing{}, &IllegalMoveError{Move: m, Reason: "the game is over"}
	}
	from := RingIndex(p.ToMove, int(m))
	n := int(p.Holes[from])
	if n == 0 {
		return p, Sowing{}, &IllegalMoveError{Move: m, Reason: fmt.Sprintf("%s's hole %d is empty", p.ToMove, m)}
	}
	s := Sowing{Mover: p.ToMove, Move: m, From: from, Stones: n, Drops: make([]int, n)}
	for k := range n {
		if n == 1 {
			s.Drops[k] = (from + 1) % RingSize
		} else {
			s.Drops[k] = (from + k) % RingSize
		}
	}
	for _, d := range s.Drops {
		if owner, ok := p.IsTuzdyk(d); ok {
			s.ToTuzdyk[owner]++
		}
	}
	next := p
	e := next.sow(from)
	s.Last = int(e.last)
	s.Landing = s.Last%HolesPerSide + 1
	s.Captured = int(e.captured)
	s.Tuzdyk = e.tuzdyk
	s.Blocked = e.blocked
	s.Gain = int(next.Kazans[s.Mover]) - int(p.Kazans[s.Mover])
	s.Kazans = [2]int{int(next.Kazans[White]), int(next.Kazans[Black])}
	s.Outcome = next.Outcome()
	if s.Outcome.Ending == NoStones {
		s.Sweeps = next.Sweeps()
	}
	return next, s, nil
}

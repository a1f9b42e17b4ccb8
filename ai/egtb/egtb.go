// Package egtb solves togyz kumalak endgames exactly: every position with at
// most N stones left on the board (in both rows, with any tuzdyks and any
// kazans).
//
// The kazans matter only through the final split: stones only ever move from
// the board into the kazans, so a player wins exactly when their kazan ends
// above 81, and a kazan that reaches 82 early only ends a game whose result
// is already settled. The table therefore stores, for each arrangement of
// the board (the stones in the 18 holes, both tuzdyks, the side to move),
// two numbers: how many of the board's stones the side to move can force
// into its kazan, and how many the other side can force into its own
// ("force" means: reach that many in a finite number of moves whatever the
// other side does; stones can circle for ever, so the two need not add up
// to the board's stones). With the kazans K (side to move) and K' (the
// other):
//
//   - K + mine ≥ 82: the side to move wins;
//   - K' + theirs ≥ 82: the side to move loses;
//   - otherwise neither side can force a win: a draw (each side can keep
//     the other from winning; the game ends 81:81 or, as the rules do not
//     end it, goes on for ever).
//
// The values are the least fixed point of mine = max over moves of (stones
// won by the move + the opponent's "theirs" after it) and theirs = min over
// moves of (stones the move sows into the opponent's tuzdyk + the
// opponent's "mine" after it), computed layer by layer from the emptiest
// board, which is exactly what each side can force in finite time.
package egtb

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// MaxStones is the largest N a table can have (values fit in 4 bits).
const MaxStones = 15

// Result is what a table says of a position, for the side to move.
type Result int8

// Results.
const (
	Unknown Result = iota // not in the table
	Win
	Draw // neither side can force a win
	Loss
)

// String names the result.
func (r Result) String() string {
	switch r {
	case Win:
		return "win"
	case Draw:
		return "draw"
	case Loss:
		return "loss"
	}
	return "unknown"
}

// Table holds the values of every position with at most N board stones,
// from the side to move's view (positions with Black to move are looked up
// mirrored).
type Table struct {
	n      int
	layout *layout
	values []byte // mine<<4 | theirs, by index
	// ranks[2i] and ranks[2i+1] are the plies within which the side to
	// move, and the other side, can force their values (at most 255).
	ranks []byte
}

// N returns the most board stones the table covers.
func (t *Table) N() int { return t.n }

// Size returns the table's size in bytes.
func (t *Table) Size() int { return len(t.values) + len(t.ranks) }

// Entry is what the table knows of a position, from the side to move's view.
type Entry struct {
	Result Result
	// Plies is, for a win or a loss, the most plies the game can last with
	// the winner playing by the table (an upper bound on the distance to
	// the end; 0 for a finished game).
	Plies int
}

// Values returns how many of the board's stones the side to move and the
// other side can force into their kazans, and false when pos has more than
// N stones on the board.
func (t *Table) Values(pos *game.Position) (mine, theirs int, ok bool) {
	p := normalize(pos)
	if boardStones(&p) > t.n {
		return 0, 0, false
	}
	v := t.values[t.layout.index(&p)]
	return int(v >> 4), int(v & 15), true
}

// Probe returns what the table knows of pos, and false when pos has more
// than N stones on the board. A finished game is scored by its outcome.
func (t *Table) Probe(pos *game.Position) (Entry, bool) {
	if o := pos.Outcome(); o.Result != game.Ongoing {
		w, won := o.Result.Winner()
		switch {
		case !won:
			return Entry{Result: Draw}, true
		case w == pos.ToMove:
			return Entry{Result: Win}, true
		}
		return Entry{Result: Loss}, true
	}
	p := normalize(pos)
	if boardStones(&p) > t.n {
		return Entry{}, false
	}
	i := t.layout.index(&p)
	v := t.values[i]
	me := pos.ToMove
	e := Entry{Result: Judge(int(pos.Kazans[me]), int(pos.Kazans[me.Opponent()]), int(v>>4), int(v&15))}
	switch e.Result {
	case Win:
		e.Plies = int(t.ranks[2*i])
	case Loss:
		e.Plies = int(t.ranks[2*i+1])
	}
	return e, true
}

// Judge turns the values of a position into its result, given the kazans of
// the side to move and of the other side.
func Judge(kMe, kThem, mine, theirs int) Result {
	switch {
	case kMe+mine >= game.WinningScore:
		return Win
	case kThem+theirs >= game.WinningScore:
		return Loss
	}
	return Draw
}

// normalize returns pos with White to move: a position with Black to move
// is mirrored (rows, kazans and tuzdyks swapped), which changes nothing in
// the rules.
func normalize(pos *game.Position) game.Position {
	if pos.ToMove == game.White {
		return *pos
	}
	var p game.Position
	copy(p.Holes[:game.HolesPerSide], pos.Holes[game.HolesPerSide:])
	copy(p.Holes[game.HolesPerSide:], pos.Holes[:game.HolesPerSide])
	p.Kazans = [2]uint8{pos.Kazans[1], pos.Kazans[0]}
	p.Tuzdyks = [2]uint8{pos.Tuzdyks[1], pos.Tuzdyks[0]}
	p.ToMove = game.White
	return p
}

func boardStones(p *game.Position) int {
	n := 0
	for _, c := range p.Holes {
		n += int(c)
	}
	return n
}

// layout maps the positions with White to move and at most n board stones
// to consecutive indices: by tuzdyk pair, then board stones, then the rank
// of the stones' arrangement over the holes that are not tuzdyks.
type layout struct {
	n int
	// comb[s][h] is the number of ways to put s stones into h holes.
	comb [MaxStones + 1][game.RingSize + 1]int
	// base[tz][s] is the first index of tuzdyk pair tz with s stones;
	// -1 for an impossible pair.
	base  [81][MaxStones + 2]int
	total int
	// free[tz] is freeHoles(tz), made once: position runs for every
	// position of a table and must not allocate.
	free [81][]int
}

// tuzdykPair numbers the tuzdyks (White's 0..8, Black's 0..8) as 0..80.
func tuzdykPair(p *game.Position) int { return int(p.Tuzdyks[0])*9 + int(p.Tuzdyks[1]) }

// validPair: neither side's tuzdyk is on hole 9, and they have different
// numbers.
func validPair(tz int) bool {
	w, b := tz/9, tz%9
	return w == 0 || b == 0 || w != b
}

// freeHoles returns the ring indices that are not tuzdyks, in order.
func freeHoles(tz int) []int {
	w, b := tz/9, tz%9
	var out []int
	for i := range game.RingSize {
		if (w != 0 && i == game.RingIndex(game.Black, w)) || (b != 0 && i == game.RingIndex(game.White, b)) {
			continue
		}
		out = append(out, i)
	}
	return out
}

func newLayout(n int) *layout {
	l := &layout{n: n}
	for h := range game.RingSize + 1 {
		for s := range MaxStones + 1 {
			switch {
			case h == 0 && s == 0:
				l.comb[s][h] = 1
			case h == 0:
				l.comb[s][h] = 0
			case s == 0:
				l.comb[s][h] = 1
			default:
				l.comb[s][h] = l.comb[s][h-1] + l.comb[s-1][h]
			}
		}
	}
	idx := 0
	for tz := range 81 {
		for s := range n + 2 {
			l.base[tz][s] = -1
		}
		if !validPair(tz) {
			continue
		}
		l.free[tz] = freeHoles(tz)
		h := len(l.free[tz])
		for s := range n + 1 {
			l.base[tz][s] = idx
			idx += l.comb[s][h]
		}
		l.base[tz][n+1] = idx
	}
	l.total = idx
	return l
}

// index returns the index of p (White to move, at most n board stones).
func (l *layout) index(p *game.Position) int {
	tz := tuzdykPair(p)
	w, b := tz/9, tz%9
	tw, tb := -1, -1
	if w != 0 {
		tw = game.RingIndex(game.Black, w)
	}
	if b != 0 {
		tb = game.RingIndex(game.White, b)
	}
	h := game.RingSize
	if tw >= 0 {
		h--
	}
	if tb >= 0 {
		h--
	}
	s := boardStones(p)
	rank, rest := 0, s
	left := h
	for i := range game.RingSize {
		if i == tw || i == tb {
			continue
		}
		left--
		if left == 0 {
			break
		}
		c := int(p.Holes[i])
		// Arrangements with fewer stones in this hole come first.
		for v := range c {
			rank += l.comb[rest-v][left]
		}
		rest -= c
	}
	return l.base[tz][s] + rank
}

// position returns the position of an index within tuzdyk pair tz and s
// board stones.
func (l *layout) position(tz, s, rank int) game.Position {
	var p game.Position
	p.Tuzdyks = [2]uint8{uint8(tz / 9), uint8(tz % 9)}
	holes := l.free[tz]
	rest := s
	for k, i := range holes {
		left := len(holes) - k - 1
		if left == 0 {
			p.Holes[i] = uint8(rest)
			break
		}
		v := 0
		for rank >= l.comb[rest-v][left] {
			rank -= l.comb[rest-v][left]
			v++
		}
		p.Holes[i] = uint8(v)
		rest -= v
	}
	return p
}

// rankAfter is the plies of a value forced one ply later.
func rankAfter(r byte) byte { return byte(min(int(r)+1, 255)) }

// file format: magic and version, n, positions, the values, the plies, a
// CRC-32 of values and plies.
var magic = [8]byte{'t', 'k', 'e', 'g', 't', 'b', 0, 1}

// WriteTo writes the table in its file format.
func (t *Table) WriteTo(w io.Writer) (int64, error) {
	bw := bufio.NewWriter(w)
	var hdr [16]byte
	copy(hdr[:8], magic[:])
	binary.LittleEndian.PutUint32(hdr[8:], uint32(t.n))
	binary.LittleEndian.PutUint32(hdr[12:], uint32(len(t.values)))
	bw.Write(hdr[:])
	bw.Write(t.values)
	bw.Write(t.ranks)
	sum := crc32.ChecksumIEEE(t.values)
	sum = crc32.Update(sum, crc32.IEEETable, t.ranks)
	bw.Write(binary.LittleEndian.AppendUint32(nil, sum))
	return int64(len(hdr) + t.Size() + 4), bw.Flush()
}

// Read reads a table written by WriteTo, checking its size and checksum.
func Read(r io.Reader) (*Table, error) {
	var hdr [16]byte
	if _, err := io.ReadFull(r, hdr[:]); err != nil {
		return nil, fmt.Errorf("egtb: read header: %w", err)
	}
	if [8]byte(hdr[:8]) != magic {
		return nil, errors.New("egtb: not a table file (bad magic)")
	}
	n := int(binary.LittleEndian.Uint32(hdr[8:]))
	if n < 0 || n > MaxStones {
		return nil, fmt.Errorf("egtb: %d board stones: want 0..%d", n, MaxStones)
	}
	l := newLayout(n)
	if size := int(binary.LittleEndian.Uint32(hdr[12:])); size != l.total {
		return nil, fmt.Errorf("egtb: %d values, want %d for %d stones", size, l.total, n)
	}
	t := &Table{n: n, layout: l, values: make([]byte, l.total), ranks: make([]byte, 2*l.total)}
	if _, err := io.ReadFull(r, t.values); err != nil {
		return nil, fmt.Errorf("egtb: read values: %w", err)
	}
	if _, err := io.ReadFull(r, t.ranks); err != nil {
		return nil, fmt.Errorf("egtb: read plies: %w", err)
	}
	var sum [4]byte
	if _, err := io.ReadFull(r, sum[:]); err != nil {
		return nil, fmt.Errorf("egtb: read checksum: %w", err)
	}
	if binary.LittleEndian.Uint32(sum[:]) != crc32.Update(crc32.ChecksumIEEE(t.values), crc32.IEEETable, t.ranks) {
		return nil, errors.New("egtb: checksum mismatch (a damaged file)")
	}
	return t, nil
}

package game

import "context"

// Perft counts the leaves of the move tree of the given depth below p. A
// finished game counts as one leaf, whatever depth remains.
func Perft(p Position, depth int) uint64 {
	if depth <= 0 || p.over() {
		return 1
	}
	mask := p.RowMask(p.ToMove)
	if depth == 1 {
		return uint64(popcount9(mask))
	}
	var n uint64
	base := int(p.ToMove) * HolesPerSide
	for h := range HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		q := p
		q.sow(base + h)
		n += Perft(q, depth-1)
	}
	return n
}

// perftChunk is the depth of the subtrees that PerftContext counts without
// looking at its context: 9^4 leaves at most, well under a millisecond.
const perftChunk = 4

// PerftContext is Perft that gives up when ctx ends. It returns the count
// and nil, or 0 and ctx's error (context.Canceled or
// context.DeadlineExceeded) when ctx ended before the count was complete.
// It looks at ctx once per subtree of depth perftChunk, so it stops within
// a millisecond of ctx's end, and costs nothing measurable over Perft.
func PerftContext(ctx context.Context, p Position, depth int) (uint64, error) {
	if err := ctx.Err(); err != nil {
		return 0, err
	}
	n, ok := perftContext(ctx.Done(), p, depth)
	if !ok {
		return 0, ctx.Err()
	}
	return n, nil
}

// perftContext counts like Perft and gives up (ok false) once done is
// closed.
func perftContext(done <-chan struct{}, p Position, depth int) (n uint64, ok bool) {
	if depth <= perftChunk || p.over() {
		n = Perft(p, depth)
		select {
		case <-done:
			return 0, false
		default:
			return n, true
		}
	}
	mask := p.RowMask(p.ToMove)
	base := int(p.ToMove) * HolesPerSide
	for h := range HolesPerSide {
		if mask&(1<<h) == 0 {
			continue
		}
		q := p
		q.sow(base + h)
		c, ok := perftContext(done, q, depth-1)
		if !ok {
			return 0, false
		}
		n += c
	}
	return n, true
}

func popcount9(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

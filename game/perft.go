package game

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

func popcount9(m uint16) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

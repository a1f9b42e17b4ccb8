package picture

import "github.com/togyzkumalak/togyzkumalak/game"

// The board is laid out in units on a Length × Layout.Depth rectangle: u
// runs along the rows (left to right as the bottom player sees it), v
// across them (from the opponent's edge to the player's edge). A drawing
// maps units to its pixels; the window's board (ui/board) turns the board
// a quarter turn in a tall area, a picture always lies wide.
const (
	Length = 1000.0 // the board's length
	FrameW = 16.0   // the dark rim
	sideP  = 18.0   // panel margin left and right of the columns
	labelW = 44.0   // hole number and name (wide board; see Layout.LabelH)
	labelT = 92.0   // number above name, on a tall board showing names
	holeH  = 140.0
	holeW  = 76.0
	countH = 30.0 // the count badge between hole and kazan
	gapK   = 8.0
	kazanH = 50.0
	midGap = 12.0
	// Pitch is the distance between two columns of holes.
	Pitch = (Length - 2*FrameW - 2*sideP) / game.HolesPerSide
	colU0 = FrameW + sideP
)

// Layout places the holes, kazans and labels of a board in units, with
// bottom's row nearest the viewer.
type Layout struct {
	Bottom game.Side
	// Tall is a board turned a quarter turn (its labels stacked across the
	// zone when the hole names show).
	Tall bool
	// LabelH is the depth of the label zone of each row; HalfS and DepthS
	// the depths of one half and of the whole board.
	LabelH, HalfS, DepthS float32
}

// NewLayout returns the layout of a board with bottom's row nearest the
// viewer; tall for a board turned a quarter turn, names when it shows the
// holes' names under their numbers.
func NewLayout(bottom game.Side, tall, names bool) Layout {
	l := Layout{Bottom: bottom, Tall: tall, LabelH: labelW}
	if tall && names {
		l.LabelH = labelT
	}
	l.HalfS = FrameW + l.LabelH + holeH + countH + gapK + kazanH
	l.DepthS = 2*l.HalfS + midGap
	return l
}

// Top reports whether ring index i is in the top (far) row.
func (l Layout) Top(i int) bool {
	side, _ := game.HoleOf(i)
	return side != l.Bottom
}

// Column returns the column (0..8, left to right) of ring index i.
func (l Layout) Column(i int) int {
	_, n := game.HoleOf(i)
	if l.Top(i) {
		return game.HolesPerSide - n
	}
	return n - 1
}

// colCenter returns the u of the middle of column c.
func colCenter(c int) float32 { return colU0 + Pitch*(float32(c)+0.5) }

// ColumnAt returns the column (0..8) under u, -1 if none.
func ColumnAt(u float32) int {
	if u < colU0 || u >= Length-colU0 {
		return -1
	}
	c := int((u - colU0) / Pitch)
	if c < 0 || c >= game.HolesPerSide {
		return -1
	}
	return c
}

// HoleRect returns the rectangle of hole i's pit.
func (l Layout) HoleRect(i int) (u, v, w, h float32) {
	u = colCenter(l.Column(i)) - holeW/2
	if l.Top(i) {
		v = FrameW + l.LabelH
	} else {
		v = l.DepthS - FrameW - l.LabelH - holeH
	}
	return u, v, holeW, holeH
}

// HoleAt returns the ring index of the column at (u, v): the pit with its
// number and count; -1 if none.
func (l Layout) HoleAt(u, v float32) int {
	c := ColumnAt(u)
	if c < 0 {
		return -1
	}
	switch {
	case v >= FrameW && v < FrameW+l.LabelH+holeH+countH:
		return game.RingIndex(l.Bottom.Opponent(), game.HolesPerSide-c)
	case v < l.DepthS-FrameW && v >= l.DepthS-FrameW-l.LabelH-holeH-countH:
		return game.RingIndex(l.Bottom, c+1)
	}
	return -1
}

// CountCenter returns the centre of hole i's count badge.
func (l Layout) CountCenter(i int) (u, v float32) {
	u = colCenter(l.Column(i))
	if l.Top(i) {
		return u, FrameW + l.LabelH + holeH + countH/2
	}
	return u, l.DepthS - FrameW - l.LabelH - holeH - countH/2
}

// Labels returns the centres of hole i's number, its name and the dot that
// marks it as the origin of a last move. A wide board puts the name beyond
// the number; a tall one stacks them across the zone.
func (l Layout) Labels(i int) (num, name, dot [2]float32) {
	u := colCenter(l.Column(i))
	zone := float32(FrameW) // v of the zone's outer edge
	if !l.Top(i) {
		zone = l.DepthS - FrameW - l.LabelH
	}
	mid := zone + l.LabelH/2
	if l.Tall {
		if l.LabelH == labelW {
			return [2]float32{u, mid}, [2]float32{u, mid}, [2]float32{u + 32, mid}
		}
		return [2]float32{u + 13, mid}, [2]float32{u - 13, mid}, [2]float32{u + 38, mid}
	}
	if l.Top(i) {
		num = [2]float32{u, zone + l.LabelH - 13}
		name = [2]float32{u, zone + 12}
	} else {
		num = [2]float32{u, zone + 13}
		name = [2]float32{u, zone + l.LabelH - 12}
	}
	return num, name, [2]float32{u + 22, num[1]}
}

// KazanRect returns the rectangle of side's kazan tray.
func (l Layout) KazanRect(side game.Side) (u, v, w, h float32) {
	u, w = colU0, Length-2*colU0
	if side == l.Bottom {
		v = l.HalfS + midGap
	} else {
		v = l.HalfS - kazanH
	}
	return u, v, w, kazanH
}

// Kazan stones are packed in columns of kazanRows from the tray's left end,
// after the owner's marker (KazanLeft), before the count (KazanRight).
const (
	KazanStoneD = 11.0
	kazanRows   = 4
	kazanPitchU = 11.6
	kazanPitchV = 9.6
	KazanLeft   = 40.0
	KazanRight  = 74.0
)

// KazanSlot returns the centre of the k-th stone of side's kazan.
func (l Layout) KazanSlot(side game.Side, k int) (u, v float32) {
	ku, kv, _, kh := l.KazanRect(side)
	col, row := k/kazanRows, k%kazanRows
	u = ku + KazanLeft + KazanStoneD/2 + float32(col)*kazanPitchU
	if row%2 == 1 {
		u += kazanPitchU / 2
	}
	v0 := kv + (kh-(KazanStoneD+(kazanRows-1)*kazanPitchV))/2 + KazanStoneD/2
	if side == l.Bottom {
		v = v0 + float32(row)*kazanPitchV
	} else {
		v = v0 + float32(kazanRows-1-row)*kazanPitchV
	}
	return u, v
}

// KazanCapacity is the number of stones a tray draws.
func KazanCapacity() int {
	room := float32(Length - 2*colU0 - KazanLeft - KazanRight - KazanStoneD - kazanPitchU/2)
	cols := int(room / kazanPitchU)
	return (cols + 1) * kazanRows
}

// Hole stones: hexagonal rows alternating two and three stones, from the
// hole's outer end (the edge of the board) towards the kazans.
const (
	HoleStoneD   = 19.5
	holeStoneGap = 22.0 // centre distance within a row
	holeRowPitch = 15.8
	// HoleCapacity is the most stones a hole draws: more show as a full
	// pile and the count on a badge of its own colour.
	HoleCapacity = 20
)

// pileRows returns the rows that n stones fill (rows of 2, 3, 2, 3, ...).
func pileRows(n int) int {
	rows := 0
	for n > 0 {
		n -= 2 + rows%2
		rows++
	}
	return rows
}

// HoleSlot returns the centre of the k-th of n stones of hole i: a pile
// centred in the pit, filled from the outer end.
func (l Layout) HoleSlot(i, k, n int) (u, v float32) {
	hu, hv, hw, hh := l.HoleRect(i)
	row, idx := 0, k
	for idx >= 2+row%2 {
		idx -= 2 + row%2
		row++
	}
	inRow := 2 + row%2
	rows := pileRows(n)
	if row == rows-1 {
		inRow = n - (k - idx) // stones of the last, maybe partial, row
	}
	u = hu + hw/2 + (float32(idx)-float32(inRow-1)/2)*holeStoneGap
	height := HoleStoneD + float32(rows-1)*holeRowPitch
	start := (hh-height)/2 + HoleStoneD/2
	d := start + float32(row)*holeRowPitch
	if l.Top(i) {
		v = hv + d
	} else {
		v = hv + hh - d
	}
	return u, v
}

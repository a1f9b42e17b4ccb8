package board

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The board is laid out in logical units on a lengthL × depthS rectangle:
// u runs along the rows (left to right as the bottom player sees it), v
// across them (from the opponent's edge to the player's edge). geom maps
// logical units to the widget's pixels, turning the board in a tall area.
const (
	lengthL = 1000.0
	frameW  = 16.0 // the dark rim
	sideP   = 18.0 // panel margin left and right of the columns
	labelW  = 44.0 // hole number and name (wide board; see geom.g.labelH)
	labelT  = 92.0 // number above name, on a tall board showing names
	holeH   = 140.0
	holeW   = 76.0
	countH  = 30.0 // the count badge between hole and kazan
	gapK    = 8.0
	kazanH  = 50.0
	midGap  = 12.0
	pitch   = (lengthL - 2*frameW - 2*sideP) / game.HolesPerSide
	colU0   = frameW + sideP
)

type geom struct {
	size   fyne.Size
	tall   bool
	s      float32 // pixels per unit
	ox, oy float32 // top-left pixel of the board
	bottom game.Side

	labelH        float32 // depth of the label zone of each row
	halfS, depthS float32 // depth of one half, of the whole board
}

func newGeom(size fyne.Size, bottom game.Side, names bool) geom {
	g := geom{size: size, bottom: bottom, tall: size.Height > size.Width, labelH: labelW}
	if g.tall && names {
		g.labelH = labelT
	}
	g.halfS = frameW + g.labelH + holeH + countH + gapK + kazanH
	g.depthS = 2*g.halfS + midGap
	bw, bh := float32(lengthL), g.depthS
	if g.tall {
		bw, bh = bh, bw
	}
	g.s = min(size.Width/bw, size.Height/bh)
	if g.s <= 0 {
		g.s = 0.0001
	}
	g.ox = (size.Width - bw*g.s) / 2
	g.oy = (size.Height - bh*g.s) / 2
	return g
}

// pt maps a logical point to widget pixels.
func (g geom) pt(u, v float32) fyne.Position {
	if g.tall {
		return fyne.NewPos(g.ox+v*g.s, g.oy+(lengthL-u)*g.s)
	}
	return fyne.NewPos(g.ox+u*g.s, g.oy+v*g.s)
}

// rect maps a logical rectangle to a widget-pixel position and size.
func (g geom) rect(u, v, w, h float32) (fyne.Position, fyne.Size) {
	if g.tall {
		return fyne.NewPos(g.ox+v*g.s, g.oy+(lengthL-u-w)*g.s), fyne.NewSize(h*g.s, w*g.s)
	}
	return fyne.NewPos(g.ox+u*g.s, g.oy+v*g.s), fyne.NewSize(w*g.s, h*g.s)
}

// unmap maps widget pixels back to logical units.
func (g geom) unmap(p fyne.Position) (u, v float32) {
	x, y := (p.X-g.ox)/g.s, (p.Y-g.oy)/g.s
	if g.tall {
		return lengthL - y, x
	}
	return x, y
}

// top reports whether ring index i is in the top (far) row.
func (g geom) top(i int) bool {
	side, _ := game.HoleOf(i)
	return side != g.bottom
}

// column returns the column (0..8, left to right) of ring index i.
func (g geom) column(i int) int {
	_, n := game.HoleOf(i)
	if g.top(i) {
		return game.HolesPerSide - n
	}
	return n - 1
}

// colCenter returns the u of the middle of column c.
func colCenter(c int) float32 { return colU0 + pitch*(float32(c)+0.5) }

// holeRect returns the logical rectangle of hole i's pit.
func (g geom) holeRect(i int) (u, v, w, h float32) {
	u = colCenter(g.column(i)) - holeW/2
	if g.top(i) {
		v = frameW + g.labelH
	} else {
		v = g.depthS - frameW - g.labelH - holeH
	}
	return u, v, holeW, holeH
}

// countCenter returns the logical centre of hole i's count badge.
func (g geom) countCenter(i int) (u, v float32) {
	u = colCenter(g.column(i))
	if g.top(i) {
		return u, frameW + g.labelH + holeH + countH/2
	}
	return u, g.depthS - frameW - g.labelH - holeH - countH/2
}

// labels returns the logical centres of hole i's number, its name and the
// dot that marks it as the origin of a last move. A wide board puts the
// name beyond the number; a tall one stacks them across the zone.
func (g geom) labels(i int) (num, name, dot [2]float32) {
	u := colCenter(g.column(i))
	zone := float32(frameW) // v of the zone's outer edge
	if !g.top(i) {
		zone = g.depthS - frameW - g.labelH
	}
	mid := zone + g.labelH/2
	if g.tall {
		if g.labelH == labelW {
			return [2]float32{u, mid}, [2]float32{u, mid}, [2]float32{u + 32, mid}
		}
		return [2]float32{u + 13, mid}, [2]float32{u - 13, mid}, [2]float32{u + 38, mid}
	}
	if g.top(i) {
		num = [2]float32{u, zone + g.labelH - 13}
		name = [2]float32{u, zone + 12}
	} else {
		num = [2]float32{u, zone + 13}
		name = [2]float32{u, zone + g.labelH - 12}
	}
	return num, name, [2]float32{u + 22, num[1]}
}

// holeCenter returns the centre of hole i in widget pixels.
func (g geom) holeCenter(i int) fyne.Position {
	u, v, w, h := g.holeRect(i)
	return g.pt(u+w/2, v+h/2)
}

// holeAt returns the ring index of the column under p (the pit with its
// number and count), -1 if none.
func (g geom) holeAt(p fyne.Position) int {
	u, v := g.unmap(p)
	if u < colU0 || u >= lengthL-colU0 {
		return -1
	}
	c := int((u - colU0) / pitch)
	if c < 0 || c >= game.HolesPerSide {
		return -1
	}
	var side game.Side
	switch {
	case v >= frameW && v < frameW+g.labelH+holeH+countH:
		side = g.bottom.Opponent()
		return game.RingIndex(side, game.HolesPerSide-c)
	case v < g.depthS-frameW && v >= g.depthS-frameW-g.labelH-holeH-countH:
		side = g.bottom
		return game.RingIndex(side, c+1)
	}
	return -1
}

// kazanRect returns the logical rectangle of side's kazan tray.
func (g geom) kazanRect(side game.Side) (u, v, w, h float32) {
	u, w = colU0, lengthL-2*colU0
	if side == g.bottom {
		v = g.halfS + midGap
	} else {
		v = g.halfS - kazanH
	}
	return u, v, w, kazanH
}

// kazanAt returns the side whose kazan is under p, -1 if none.
func (g geom) kazanAt(p fyne.Position) int {
	u, v := g.unmap(p)
	for s := game.White; s <= game.Black; s++ {
		ku, kv, kw, kh := g.kazanRect(s)
		if u >= ku && u < ku+kw && v >= kv && v < kv+kh {
			return int(s)
		}
	}
	return -1
}

// Kazan stones are packed in columns of kazanRows from the tray's left end.
const (
	kazanStoneD = 11.0
	kazanRows   = 4
	kazanPitchU = 11.6
	kazanPitchV = 9.6
	kazanLeft   = 40.0 // room for the owner's marker
	kazanRight  = 74.0 // room for the count
)

// kazanSlot returns the logical centre of the k-th stone of side's kazan.
func (g geom) kazanSlot(side game.Side, k int) (u, v float32) {
	ku, kv, _, kh := g.kazanRect(side)
	col, row := k/kazanRows, k%kazanRows
	u = ku + kazanLeft + kazanStoneD/2 + float32(col)*kazanPitchU
	if row%2 == 1 {
		u += kazanPitchU / 2
	}
	v0 := kv + (kh-(kazanStoneD+(kazanRows-1)*kazanPitchV))/2 + kazanStoneD/2
	if side == g.bottom {
		v = v0 + float32(row)*kazanPitchV
	} else {
		v = v0 + float32(kazanRows-1-row)*kazanPitchV
	}
	return u, v
}

// kazanCapacity is the number of stones a tray draws.
func kazanCapacity() int {
	room := float32(lengthL - 2*colU0 - kazanLeft - kazanRight - kazanStoneD - kazanPitchU/2)
	cols := int(room / kazanPitchU)
	return (cols + 1) * kazanRows
}

// Hole stones: hexagonal rows alternating two and three stones, from the
// hole's outer end (the edge of the board) towards the kazans.
const (
	holeStoneD   = 19.5
	holeStoneGap = 22.0 // centre distance within a row
	holeRowPitch = 15.8
	holePad      = 5.0
	holeCapacity = 20 // drawn stones; more show as a full pile and the count
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

// holeSlot returns the logical centre of the k-th of n stones of hole i: a
// pile centred in the pit, filled from the outer end.
func (g geom) holeSlot(i, k, n int) (u, v float32) {
	hu, hv, hw, hh := g.holeRect(i)
	row, idx := 0, k
	for idx >= 2+row%2 {
		idx -= 2 + row%2
		row++
	}
	inRow := 2 + row%2
	if rows := pileRows(n); row == rows-1 {
		inRow = n - (k - idx) // stones of the last, maybe partial, row
	}
	u = hu + hw/2 + (float32(idx)-float32(inRow-1)/2)*holeStoneGap
	rows := pileRows(n)
	height := holeStoneD + float32(rows-1)*holeRowPitch
	start := (hh-height)/2 + holeStoneD/2
	d := start + float32(row)*holeRowPitch
	if g.top(i) {
		v = hv + d
	} else {
		v = hv + hh - d
	}
	return u, v
}

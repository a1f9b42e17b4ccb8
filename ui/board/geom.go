package board

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// The board is laid out in logical units (package picture's layout, which
// the pictures of a position share): u runs along the rows (left to right
// as the bottom player sees it), v across them (from the opponent's edge
// to the player's edge). geom maps logical units to the widget's pixels,
// turning the board in a tall area.
const (
	lengthL      = picture.Length
	frameW       = picture.FrameW
	pitch        = picture.Pitch
	kazanStoneD  = picture.KazanStoneD
	kazanLeft    = picture.KazanLeft  // room for the owner's marker
	kazanRight   = picture.KazanRight // room for the count
	holeStoneD   = picture.HoleStoneD
	holeCapacity = picture.HoleCapacity // drawn stones; more show as a full pile and the count
)

type geom struct {
	lay    picture.Layout
	size   fyne.Size
	tall   bool
	s      float32 // pixels per unit
	ox, oy float32 // top-left pixel of the board
	bottom game.Side

	labelH        float32 // depth of the label zone of each row
	halfS, depthS float32 // depth of one half, of the whole board
}

func newGeom(size fyne.Size, bottom game.Side, names bool) geom {
	tall := size.Height > size.Width
	lay := picture.NewLayout(bottom, tall, names)
	g := geom{lay: lay, size: size, bottom: bottom, tall: tall, labelH: lay.LabelH, halfS: lay.HalfS, depthS: lay.DepthS}
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
func (g geom) top(i int) bool { return g.lay.Top(i) }

// holeRect returns the logical rectangle of hole i's pit.
func (g geom) holeRect(i int) (u, v, w, h float32) { return g.lay.HoleRect(i) }

// countCenter returns the logical centre of hole i's count badge.
func (g geom) countCenter(i int) (u, v float32) { return g.lay.CountCenter(i) }

// labels returns the logical centres of hole i's number, its name and the
// dot that marks it as the origin of a last move.
func (g geom) labels(i int) (num, name, dot [2]float32) { return g.lay.Labels(i) }

// holeCenter returns the centre of hole i in widget pixels.
func (g geom) holeCenter(i int) fyne.Position {
	u, v, w, h := g.holeRect(i)
	return g.pt(u+w/2, v+h/2)
}

// holeAt returns the ring index of the column under p (the pit with its
// number and count), -1 if none.
func (g geom) holeAt(p fyne.Position) int { return g.lay.HoleAt(g.unmap(p)) }

// kazanRect returns the logical rectangle of side's kazan tray.
func (g geom) kazanRect(side game.Side) (u, v, w, h float32) { return g.lay.KazanRect(side) }

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

// kazanSlot returns the logical centre of the k-th stone of side's kazan.
func (g geom) kazanSlot(side game.Side, k int) (u, v float32) { return g.lay.KazanSlot(side, k) }

// kazanCapacity is the number of stones a tray draws.
func kazanCapacity() int { return picture.KazanCapacity() }

// holeSlot returns the logical centre of the k-th of n stones of hole i: a
// pile centred in the pit, filled from the outer end.
func (g geom) holeSlot(i, k, n int) (u, v float32) { return g.lay.HoleSlot(i, k, n) }

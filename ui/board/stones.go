package board

// The stones: the pools of circles that draw the stones at rest in the
// holes and kazans, and the raised stones in hand and in flight.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// stonePool is a set of stones drawn as three layers: all shadows, then all
// bodies, then all highlights, so that a pile reads cleanly.
type stonePool struct {
	sh, body, hi []*canvas.Circle
	used, shown  int
}

func newStonePool(n int) *stonePool {
	p := &stonePool{}
	for range n {
		p.sh = append(p.sh, hidden(canvas.NewCircle(color.Transparent)))
		p.body = append(p.body, hidden(canvas.NewCircle(color.Transparent)))
		p.hi = append(p.hi, hidden(canvas.NewCircle(color.Transparent)))
	}
	return p
}

func (p *stonePool) objects() []fyne.CanvasObject {
	var o []fyne.CanvasObject
	for _, c := range p.sh {
		o = append(o, c)
	}
	for _, c := range p.body {
		o = append(o, c)
	}
	for _, c := range p.hi {
		o = append(o, c)
	}
	return o
}

// stoneColour varies the stones a little, the same way for the same slot.
func (r *renderer) stoneColour(a, k int) color.Color {
	return r.pal.boxStone[(a*7+k*3+k/3)%len(r.pal.boxStone)]
}

func (r *renderer) drawHoleStones(g geom) {
	for i := range game.RingSize {
		if _, tuz := r.b.displayTuzdyk(i); tuz {
			continue
		}
		n := min(r.b.displayHole(i), holeCapacity)
		for k := range n {
			u, v := g.holeSlot(i, k, n)
			r.rest.add(g, g.pt(u, v), holeStoneD*g.s, r.stoneColour(i, k), false, &r.pal)
		}
	}
}

func (r *renderer) drawKazanStones(g geom) {
	capacity := kazanCapacity()
	for s := game.White; s <= game.Black; s++ {
		n := min(r.b.displayKazan(s), capacity)
		for k := range n {
			u, v := g.kazanSlot(s, k)
			r.rest.add(g, g.pt(u, v), kazanStoneD*g.s, r.stoneColour(int(s)+20, k), false, &r.pal)
		}
	}
}

// add draws the next stone of the pool at c with diameter d.
func (p *stonePool) add(g geom, c fyne.Position, d float32, col color.Color, raised bool, pal *palette) {
	if p.used >= len(p.body) {
		return
	}
	k := p.used
	p.used++
	off := fyne.NewPos(0.1*d, 0.16*d)
	sh := pal.boxSh
	if raised {
		off = fyne.NewPos(0.16*d, 0.26*d)
		sh = pal.boxShUp
	}
	setCircle(p.sh[k], c.Add(off), d*1.02, sh, nil, 0)
	setCircle(p.body[k], c, d, col, pal.boxStroke, max(0.5, d*0.05))
	setCircle(p.hi[k], c.Add(fyne.NewPos(-0.2*d, -0.22*d)), d*0.32, pal.boxHi, nil, 0)
	if k >= p.shown {
		p.sh[k].Show()
		p.body[k].Show()
		p.hi[k].Show()
	}
}

// finish hides the stones of the pool not used in this frame.
func (p *stonePool) finish() {
	for k := p.used; k < p.shown; k++ {
		p.sh[k].Hide()
		p.body[k].Hide()
		p.hi[k].Hide()
	}
	p.shown = p.used
}

// cluster draws n raised stones around c.
func (r *renderer) cluster(g geom, c fyne.Position, n int, d float32) {
	offs := [...][2]float32{{0, 0}, {-0.55, 0.35}, {0.55, 0.35}, {0, -0.6}, {-0.6, -0.45}, {0.6, -0.45}}
	for k := range min(n, len(offs)) {
		o := offs[k]
		r.moving.add(g, c.Add(fyne.NewPos(o[0]*d, o[1]*d)), d, r.pal.boxStone[k%len(r.pal.boxStone)], true, &r.pal)
	}
}

package picture

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/vector"
)

// painter fills anti-aliased shapes on an RGBA image: rounded rectangles,
// circles and polygons, with strokes inside their edge as the window's
// canvas draws them. Coordinates are in the image's pixels.
type painter struct {
	img *image.RGBA
	z   vector.Rasterizer
	p   path
}

// path is a closed outline in pixels, kept until it is filled.
type path struct {
	ops                    []pathOp
	minX, minY, maxX, maxY float32
}

type pathOp struct {
	cube bool // a cubic curve through c1, c2 to p; else a line (or a move, when start)
	move bool
	c1   [2]float32
	c2   [2]float32
	p    [2]float32
}

func (p *path) reset() {
	p.ops = p.ops[:0]
	p.minX, p.minY = float32(math.Inf(1)), float32(math.Inf(1))
	p.maxX, p.maxY = float32(math.Inf(-1)), float32(math.Inf(-1))
}

func (p *path) grow(x, y float32) {
	p.minX, p.maxX = min(p.minX, x), max(p.maxX, x)
	p.minY, p.maxY = min(p.minY, y), max(p.maxY, y)
}

func (p *path) moveTo(x, y float32) {
	p.ops = append(p.ops, pathOp{move: true, p: [2]float32{x, y}})
	p.grow(x, y)
}

func (p *path) lineTo(x, y float32) {
	p.ops = append(p.ops, pathOp{p: [2]float32{x, y}})
	p.grow(x, y)
}

func (p *path) cubeTo(x1, y1, x2, y2, x, y float32) {
	p.ops = append(p.ops, pathOp{cube: true, c1: [2]float32{x1, y1}, c2: [2]float32{x2, y2}, p: [2]float32{x, y}})
	p.grow(x1, y1)
	p.grow(x2, y2)
	p.grow(x, y)
}

// kappa places the control points of a cubic quarter circle.
const kappa = 0.5522847

// roundRect adds a rectangle with corners of radius r (clamped to half the
// shorter side), clockwise, or anticlockwise when reverse: a reversed one
// inside another cuts a hole in it.
func (p *path) roundRect(x, y, w, h, r float32, reverse bool) {
	if w <= 0 || h <= 0 {
		return
	}
	r = max(0, min(r, w/2, h/2))
	k := r * kappa
	x1, y1 := x+w, y+h
	if !reverse {
		p.moveTo(x+r, y)
		p.lineTo(x1-r, y)
		p.cubeTo(x1-r+k, y, x1, y+r-k, x1, y+r)
		p.lineTo(x1, y1-r)
		p.cubeTo(x1, y1-r+k, x1-r+k, y1, x1-r, y1)
		p.lineTo(x+r, y1)
		p.cubeTo(x+r-k, y1, x, y1-r+k, x, y1-r)
		p.lineTo(x, y+r)
		p.cubeTo(x, y+r-k, x+r-k, y, x+r, y)
		return
	}
	p.moveTo(x+r, y)
	p.cubeTo(x+r-k, y, x, y+r-k, x, y+r)
	p.lineTo(x, y1-r)
	p.cubeTo(x, y1-r+k, x+r-k, y1, x+r, y1)
	p.lineTo(x1-r, y1)
	p.cubeTo(x1-r+k, y1, x1, y1-r+k, x1, y1-r)
	p.lineTo(x1, y+r)
	p.cubeTo(x1, y+r-k, x1-r+k, y, x1-r, y)
	p.lineTo(x+r, y)
}

// polygon adds the polygon of pts, in their order or reversed.
func (p *path) polygon(pts [][2]float32, reverse bool) {
	n := len(pts)
	for k := range n {
		q := pts[k]
		if reverse {
			q = pts[n-1-k]
		}
		if k == 0 {
			p.moveTo(q[0], q[1])
		} else {
			p.lineTo(q[0], q[1])
		}
	}
	if n > 0 {
		q := pts[0]
		if reverse {
			q = pts[n-1]
		}
		p.lineTo(q[0], q[1])
	}
}

// fill paints the path's inside with c and clears the path.
func (pt *painter) fill(c color.Color) { pt.fillIn(c, pt.img.Rect) }

// fillIn is fill within clip only: a large shape of which only a part
// shows costs only that part.
func (pt *painter) fillIn(c color.Color, clip image.Rectangle) {
	p := &pt.p
	defer p.reset()
	if len(p.ops) == 0 {
		return
	}
	if _, _, _, a := c.RGBA(); a == 0 {
		return
	}
	box := image.Rect(int(math.Floor(float64(p.minX))), int(math.Floor(float64(p.minY))),
		int(math.Ceil(float64(p.maxX))), int(math.Ceil(float64(p.maxY)))).Intersect(pt.img.Rect).Intersect(clip)
	if box.Empty() {
		return
	}
	ox, oy := float32(box.Min.X), float32(box.Min.Y)
	pt.z.Reset(box.Dx(), box.Dy())
	for _, o := range p.ops {
		switch {
		case o.move:
			pt.z.MoveTo(o.p[0]-ox, o.p[1]-oy)
		case o.cube:
			pt.z.CubeTo(o.c1[0]-ox, o.c1[1]-oy, o.c2[0]-ox, o.c2[1]-oy, o.p[0]-ox, o.p[1]-oy)
		default:
			pt.z.LineTo(o.p[0]-ox, o.p[1]-oy)
		}
	}
	pt.z.ClosePath()
	pt.z.Draw(pt.img, box, image.NewUniform(c), image.Point{})
}

// rect paints a rectangle with rounded corners: fill inside, then a
// stroke sw wide inside its edge (none when sw is 0 or stroke is nil).
func (pt *painter) rect(x, y, w, h, r float32, fill, stroke color.Color, sw float32) {
	pt.rectIn(x, y, w, h, r, fill, stroke, sw, pt.img.Rect)
}

// rectIn is rect within clip only.
func (pt *painter) rectIn(x, y, w, h, r float32, fill, stroke color.Color, sw float32, clip image.Rectangle) {
	if fill != nil {
		pt.p.roundRect(x, y, w, h, r, false)
		pt.fillIn(fill, clip)
	}
	if stroke != nil && sw > 0 {
		pt.p.roundRect(x, y, w, h, r, false)
		pt.p.roundRect(x+sw, y+sw, w-2*sw, h-2*sw, r-sw, true)
		pt.fillIn(stroke, clip)
	}
}

// circle paints a circle of diameter d around (cx, cy), its stroke inside.
func (pt *painter) circle(cx, cy, d float32, fill, stroke color.Color, sw float32) {
	pt.rect(cx-d/2, cy-d/2, d, d, d/2, fill, stroke, sw)
}

// starPoints returns the outline of a five-pointed star of radius r around
// (cx, cy), and the outline of its inset core, as the window's tuzdyk star.
func starPoints(cx, cy, r float32) (outer, inner [][2]float32) {
	for k := range 10 {
		ro, ri := float32(1), float32(0.76)
		if k%2 == 1 {
			ro, ri = 0.42, 0.30
		}
		a := -math.Pi/2 + float64(k)*math.Pi/5
		c, s := float32(math.Cos(a)), float32(math.Sin(a))
		outer = append(outer, [2]float32{cx + r*ro*c, cy + r*ro*s})
		inner = append(inner, [2]float32{cx + r*ri*c, cy + r*ri*s})
	}
	return outer, inner
}

// star paints the tuzdyk's star in a square of side d around (cx, cy):
// the edge colour outside, the fill inside, as ui/board's star raster.
func (pt *painter) star(cx, cy, d float32, fill, edge color.Color) {
	r := d / 2 * 0.98
	outer, inner := starPoints(cx, cy+r*0.08, r)
	pt.p.polygon(outer, false)
	pt.fill(edge)
	pt.p.polygon(inner, false)
	pt.fill(fill)
}

// gradient paints a rectangle from colour a at its left edge to b at its
// right, over what is there.
func (pt *painter) gradient(x, y, w, h float32, a, b color.NRGBA) {
	box := image.Rect(int(math.Round(float64(x))), int(math.Round(float64(y))),
		int(math.Round(float64(x+w))), int(math.Round(float64(y+h)))).Intersect(pt.img.Rect)
	if box.Empty() {
		return
	}
	for px := box.Min.X; px < box.Max.X; px++ {
		t := (float64(px) + 0.5 - float64(x)) / float64(w)
		c := lerpNRGBA(a, b, t)
		if c.A == 0 {
			continue
		}
		sa := uint32(c.A)
		sr, sg, sb := uint32(c.R)*sa/255, uint32(c.G)*sa/255, uint32(c.B)*sa/255
		for py := box.Min.Y; py < box.Max.Y; py++ {
			i := pt.img.PixOffset(px, py)
			d := pt.img.Pix[i : i+4 : i+4]
			d[0] = uint8(sr + uint32(d[0])*(255-sa)/255)
			d[1] = uint8(sg + uint32(d[1])*(255-sa)/255)
			d[2] = uint8(sb + uint32(d[2])*(255-sa)/255)
			d[3] = uint8(sa + uint32(d[3])*(255-sa)/255)
		}
	}
}

func lerpNRGBA(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(math.Round(float64(x) + (float64(y)-float64(x))*t)) }
	return color.NRGBA{R: l(a.R, b.R), G: l(a.G, b.G), B: l(a.B, b.B), A: l(a.A, b.A)}
}

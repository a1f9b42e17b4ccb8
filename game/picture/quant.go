package picture

import (
	"image"
	"image/color"
	"math"
	"slices"
)

// The palette of a GIF: the flat colours of the pictures exactly (the
// pits, the badges, the page: the colours most pixels have), the rest by
// median cut over what remains (the wood's grain, the stones' shading, the
// edges of shapes and letters).

// histogram counts the opaque colours of pictures, by exact colour.
type histogram struct {
	counts map[uint32]int // 0xRRGGBB -> pixels
}

func (h *histogram) add(img *image.RGBA) {
	if h.counts == nil {
		h.counts = map[uint32]int{}
	}
	r := img.Rect
	for y := r.Min.Y; y < r.Max.Y; y++ {
		row := img.Pix[img.PixOffset(r.Min.X, y):img.PixOffset(r.Max.X, y)]
		for o := 0; o < len(row); o += 4 {
			h.counts[uint32(row[o])<<16|uint32(row[o+1])<<8|uint32(row[o+2])]++
		}
	}
}

// flatShare is the share of the palette given to the most frequent exact
// colours: the flat fills.
const flatShare = 48

// palette returns at most n colours for the pictures counted.
func (h *histogram) palette(n int) color.Palette {
	type entry struct {
		rgb   uint32
		count int
	}
	all := make([]entry, 0, len(h.counts))
	for c, k := range h.counts {
		all = append(all, entry{c, k})
	}
	slices.SortFunc(all, func(a, b entry) int {
		if a.count != b.count {
			return b.count - a.count
		}
		return int(a.rgb) - int(b.rgb)
	})
	var pal color.Palette
	rgb := func(c uint32) color.RGBA { return color.RGBA{R: uint8(c >> 16), G: uint8(c >> 8), B: uint8(c), A: 255} }
	if len(all) <= n {
		for _, e := range all {
			pal = append(pal, rgb(e.rgb))
		}
		return pal
	}
	// the flat colours: those of many pixels each
	flat := 0
	for flat < min(flatShare, n/4) && all[flat].count >= 200 {
		pal = append(pal, rgb(all[flat].rgb))
		flat++
	}
	// median cut of the rest, each colour weighed by the square root of
	// its pixels so that a small mark keeps its own colour beside the
	// wide wood
	pts := make([]point, 0, len(all)-flat)
	for _, e := range all[flat:] {
		c := rgb(e.rgb)
		pts = append(pts, point{c: [3]float64{float64(c.R), float64(c.G), float64(c.B)}, w: math.Sqrt(float64(e.count))})
	}
	for _, c := range medianCut(pts, n-flat) {
		pal = append(pal, c)
	}
	return pal
}

// point is a colour and its weight.
type point struct {
	c [3]float64
	w float64
}

// medianCut splits pts into at most n boxes, always the box of the largest
// weighted spread, at the weighted median of its widest channel, and
// returns each box's weighted mean colour.
func medianCut(pts []point, n int) []color.RGBA {
	type box struct {
		pts    []point
		spread float64 // weight × the widest channel's range
		axis   int
	}
	measure := func(p []point) box {
		lo, hi := [3]float64{255, 255, 255}, [3]float64{}
		var w float64
		for _, q := range p {
			for a := range 3 {
				lo[a], hi[a] = min(lo[a], q.c[a]), max(hi[a], q.c[a])
			}
			w += q.w
		}
		b := box{pts: p}
		for a := range 3 {
			if r := hi[a] - lo[a]; r*w > b.spread || a == 0 {
				b.spread, b.axis = r*w, a
			}
		}
		if len(p) < 2 {
			b.spread = 0
		}
		return b
	}
	boxes := []box{measure(pts)}
	for len(boxes) < n {
		k := 0
		for i, b := range boxes {
			if b.spread > boxes[k].spread {
				k = i
			}
		}
		b := boxes[k]
		if b.spread == 0 {
			break
		}
		a := b.axis
		slices.SortFunc(b.pts, func(x, y point) int {
			switch {
			case x.c[a] < y.c[a]:
				return -1
			case x.c[a] > y.c[a]:
				return 1
			}
			return 0
		})
		var total, acc float64
		for _, q := range b.pts {
			total += q.w
		}
		cut := 1
		for i, q := range b.pts {
			acc += q.w
			if acc >= total/2 {
				cut = max(1, min(i+1, len(b.pts)-1))
				break
			}
		}
		boxes[k] = measure(b.pts[:cut])
		boxes = append(boxes, measure(b.pts[cut:]))
	}
	out := make([]color.RGBA, 0, len(boxes))
	for _, b := range boxes {
		var s [3]float64
		var w float64
		for _, q := range b.pts {
			for a := range 3 {
				s[a] += q.c[a] * q.w
			}
			w += q.w
		}
		if w == 0 {
			continue
		}
		out = append(out, color.RGBA{R: uint8(math.Round(s[0] / w)), G: uint8(math.Round(s[1] / w)), B: uint8(math.Round(s[2] / w)), A: 255})
	}
	return out
}

// quantizer maps colours to their nearest in a palette, remembering each
// colour's answer.
type quantizer struct {
	palette color.Palette
	rgb     [][3]int32
	cache   map[uint32]uint8
}

func newQuantizer(p color.Palette) *quantizer {
	q := &quantizer{palette: p, cache: map[uint32]uint8{}}
	for _, c := range p {
		r, g, b, _ := c.RGBA()
		q.rgb = append(q.rgb, [3]int32{int32(r >> 8), int32(g >> 8), int32(b >> 8)})
	}
	return q
}

// index returns the palette index nearest the opaque colour px[0:3].
func (q *quantizer) index(px []uint8) uint8 {
	key := uint32(px[0])<<16 | uint32(px[1])<<8 | uint32(px[2])
	if i, ok := q.cache[key]; ok {
		return i
	}
	r, g, b := int32(px[0]), int32(px[1]), int32(px[2])
	best, bestD := 0, int32(math.MaxInt32)
	for i, c := range q.rgb {
		// the eye's weights: green most, blue least
		dr, dg, db := r-c[0], g-c[1], b-c[2]
		if d := 3*dr*dr + 4*dg*dg + 2*db*db; d < bestD {
			best, bestD = i, d
		}
	}
	q.cache[key] = uint8(best)
	return uint8(best)
}

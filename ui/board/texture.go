package board

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"

	"fyne.io/fyne/v2/canvas"
)

// Wood texture: a procedural plank, painted once per orientation, theme
// and fineness, then stretched over the panel by the painter (a cached
// texture, so resizing costs nothing). The finest texture a board uses is
// the first of woodFineness whose length reaches the panel's length in
// device pixels, so that the grain is drawn at the screen's pixels, not
// blown up from a small texture: 600 pixels on a small board at scale 1,
// 3,600 on a 4K screen.
const (
	woodTexW = 600
	woodTexH = 340
)

// woodFineness are the textures' sizes, in multiples of woodTexW × woodTexH.
var woodFineness = [...]int{1, 2, 4, 6}

// woodKey names a wood texture.
type woodKey struct {
	tall, dark bool
	fine       int // an index into woodFineness
}

// planks are the wood textures by orientation (tall), theme (dark) and
// fineness, each painted on first use and then shared by every board: the
// window's, the lessons', the puzzles' and the rules' pictures (816 KB at
// fineness 1, 36 times that at 6). They never change once painted.
var planks = func() (p [2][2][len(woodFineness)]func() *image.NRGBA) {
	for tall := range 2 {
		for dark := range 2 {
			for fine, k := range woodFineness {
				p[tall][dark][fine] = sync.OnceValue(func() *image.NRGBA {
					pal := newPalette(dark == 1)
					return woodImage(tall == 1, pal.panelA, pal.panelB, k)
				})
			}
		}
	}
	return p
}()

// plank returns the shared wood texture for key.
func plank(key woodKey) *image.NRGBA {
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	return planks[b(key.tall)][b(key.dark)][min(max(key.fine, 0), len(woodFineness)-1)]()
}

// woodFine returns the fineness of the wood for a panel length pixels
// long on the screen: the first texture at least as long, the finest if
// none is.
func woodFine(pixels float32) int {
	for i, k := range woodFineness {
		if float32(k*woodTexW) >= pixels {
			return i
		}
	}
	return len(woodFineness) - 1
}

// hash2 is a small integer hash giving a value in [0, 1).
func hash2(x, y int32) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / float64(0x1000000)
}

// noise is smooth value noise: the formula cellNoise finds faster.
func noise(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int32(x0), int32(y0)
	a := hash2(ix, iy)
	b := hash2(ix+1, iy)
	c := hash2(ix, iy+1)
	d := hash2(ix+1, iy+1)
	return a + (b-a)*sx + (c-a)*sy + (a-b-c+d)*sx*sy
}

// woodImage paints the plank k times as fine as woodTexW × woodTexH (the
// same wood, k × k pixels for each of the coarsest texture's): colour a at
// the far edge to b at the near edge, with long wavy grain lines and fine
// fibres along the rows. The rows are painted in parallel.
func woodImage(tall bool, a, b color.NRGBA, k int) *image.NRGBA {
	k = max(k, 1)
	w, h := woodTexW*k, woodTexH*k
	if tall {
		w, h = h, w
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	workers := min(runtime.GOMAXPROCS(0), h)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			for y := i; y < h; y += workers {
				woodRow(img, y, tall, a, b, k)
			}
		})
	}
	wg.Wait()
	return img
}

// woodRow paints row y of a plank k times as fine as the coarsest. What
// depends on the depth only is found once per row, and each noise keeps
// the hashes of its lattice cell while the row stays in it: the pixels are
// those of the plain formula (noise), found faster.
func woodRow(img *image.NRGBA, y int, tall bool, a, b color.NRGBA, k int) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	fk := float64(k)
	var warpA, warpB, fibreN cellNoise
	var depth, light float64
	var c color.NRGBA
	lastV := math.NaN()
	for x := range w {
		// u along the rows, v across them, in the coarsest
		// texture's pixels
		u, v := float64(x)/fk, float64(y)/fk
		if tall {
			u, v = float64(h-1-y)/fk, float64(x)/fk
		}
		if v != lastV {
			lastV = v
			depth = v / float64(woodTexH)
			// the panel's light: a touch brighter in the middle
			light = 0.04 * math.Sin(depth*math.Pi)
			c = mix(a, b, depth)
		}
		// fractal noise: two octaves, through the cells' caches
		wu, wv := u*0.0048, v*0.0145
		warp := (warpA.at(wu, wv)*0.65 + warpB.at(wu*2.3, wv*2.3)*0.35) * 9
		ring := 0.5 + 0.5*math.Sin(v*0.19+warp)
		ring *= ring * ring
		ring *= ring // ^6: thin dark late-wood lines
		wide := 0.5 + 0.5*math.Sin(v*0.042+warp*0.5)
		fibre := fibreN.at(u*0.072, v*0.84)
		shadeF := 1.02 - 0.11*ring - 0.05*wide - 0.05*fibre
		shadeF += light
		i := img.PixOffset(x, y)
		img.Pix[i+0] = clamp8(float64(c.R) * shadeF)
		img.Pix[i+1] = clamp8(float64(c.G) * shadeF)
		img.Pix[i+2] = clamp8(float64(c.B) * shadeF)
		img.Pix[i+3] = 255
	}
}

// cellNoise is noise that keeps the hashes of the last lattice cell it
// was asked about: neighbouring pixels mostly fall in the same cell.
type cellNoise struct {
	ix, iy     int32
	a, b, c, d float64
	ok         bool
}

// at is noise(x, y).
func (n *cellNoise) at(x, y float64) float64 {
	x0, y0 := math.Floor(x), math.Floor(y)
	fx, fy := x-x0, y-y0
	sx, sy := fx*fx*(3-2*fx), fy*fy*(3-2*fy)
	ix, iy := int32(x0), int32(y0)
	if !n.ok || ix != n.ix || iy != n.iy {
		n.ix, n.iy, n.ok = ix, iy, true
		n.a = hash2(ix, iy)
		n.b = hash2(ix+1, iy)
		n.c = hash2(ix, iy+1)
		n.d = hash2(ix+1, iy+1)
	}
	a, b, c, d := n.a, n.b, n.c, n.d
	return a + (b-a)*sx + (c-a)*sy + (a-b-c+d)*sx*sy
}

func mix(a, b color.NRGBA, t float64) color.NRGBA {
	l := func(x, y uint8) uint8 { return uint8(float64(x) + (float64(y)-float64(x))*t) }
	return color.NRGBA{R: l(a.R, b.R), G: l(a.G, b.G), B: l(a.B, b.B), A: 255}
}

func clamp8(v float64) uint8 {
	switch {
	case v < 0:
		return 0
	case v > 255:
		return 255
	}
	return uint8(v)
}

// star is a five-pointed star with an outline, drawn by a raster so that it
// is crisp at every size.
type star struct {
	raster       *canvas.Raster
	fill, edge   color.NRGBA
	outer, inner [10][2]float64 // polygon of the unit star and its inset
}

func newStar() *star {
	s := &star{}
	for k := range 10 {
		r := 1.0
		if k%2 == 1 {
			r = 0.42
		}
		a := -math.Pi/2 + float64(k)*math.Pi/5
		s.outer[k] = [2]float64{r * math.Cos(a), r * math.Sin(a)}
		ri := 0.76
		if k%2 == 1 {
			ri = 0.30
		}
		s.inner[k] = [2]float64{ri * math.Cos(a), ri * math.Sin(a)}
	}
	s.raster = canvas.NewRasterWithPixels(s.pixel)
	return s
}

func inPolygon(p [10][2]float64, x, y float64) bool {
	in := false
	for i, j := 0, len(p)-1; i < len(p); j, i = i, i+1 {
		xi, yi, xj, yj := p[i][0], p[i][1], p[j][0], p[j][1]
		if (yi > y) != (yj > y) && x < (xj-xi)*(y-yi)/(yj-yi)+xi {
			in = !in
		}
	}
	return in
}

// pixel samples the star 3×3 times per pixel for smooth edges.
func (s *star) pixel(x, y, w, h int) color.Color {
	r := float64(min(w, h)) / 2 * 0.98
	cx, cy := float64(w)/2, float64(h)/2+r*0.08
	var cover, core float64
	for sy := range 3 {
		for sx := range 3 {
			px := (float64(x) + (float64(sx)+0.5)/3 - cx) / r
			py := (float64(y) + (float64(sy)+0.5)/3 - cy) / r
			if inPolygon(s.outer, px, py) {
				cover++
				if inPolygon(s.inner, px, py) {
					core++
				}
			}
		}
	}
	if cover == 0 {
		return color.NRGBA{} // not color.Transparent: the first pixel sets the image type
	}
	c := mix(s.edge, s.fill, core/cover)
	c.A = uint8(255 * cover / 9)
	return c
}

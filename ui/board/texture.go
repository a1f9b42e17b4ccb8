package board

import (
	"image"
	"image/color"
	"math"
	"sync"

	"fyne.io/fyne/v2/canvas"
)

// Wood texture: a procedural plank, generated once per orientation and
// theme, then stretched over the panel by the painter (a cached texture, so
// resizing costs nothing).
const (
	woodTexW = 600
	woodTexH = 340
)

// planks are the wood textures by orientation (tall) and theme (dark),
// each painted on first use and then shared by every board: the window's,
// the lessons', the puzzles' and the rules' pictures (816 KB each). They
// never change once painted.
var planks = func() (p [2][2]func() *image.NRGBA) {
	for tall := range 2 {
		for dark := range 2 {
			p[tall][dark] = sync.OnceValue(func() *image.NRGBA {
				pal := newPalette(dark == 1)
				return woodImage(tall == 1, pal.panelA, pal.panelB)
			})
		}
	}
	return p
}()

// plank returns the shared wood texture for key: tall, dark.
func plank(key [2]bool) *image.NRGBA {
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	return planks[b(key[0])][b(key[1])]()
}

// hash2 is a small integer hash giving a value in [0, 1).
func hash2(x, y int32) float64 {
	h := uint32(x)*374761393 + uint32(y)*668265263
	h = (h ^ (h >> 13)) * 1274126177
	h ^= h >> 16
	return float64(h&0xffffff) / float64(0x1000000)
}

// noise is smooth value noise.
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

func fbm(x, y float64) float64 {
	return noise(x, y)*0.65 + noise(x*2.3, y*2.3)*0.35
}

// woodImage paints the plank: colour a at the far edge to b at the near
// edge, with long wavy grain lines and fine fibres along the rows.
func woodImage(tall bool, a, b color.NRGBA) *image.NRGBA {
	w, h := woodTexW, woodTexH
	if tall {
		w, h = h, w
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			// u along the rows, v across them, in texture pixels
			u, v := float64(x), float64(y)
			if tall {
				u, v = float64(h-1-y), float64(x)
			}
			depth := v / float64(woodTexH)
			warp := fbm(u*0.0048, v*0.0145) * 9
			ring := 0.5 + 0.5*math.Sin(v*0.19+warp)
			ring *= ring * ring
			ring *= ring // ^6: thin dark late-wood lines
			wide := 0.5 + 0.5*math.Sin(v*0.042+warp*0.5)
			fibre := noise(u*0.072, v*0.84)
			shadeF := 1.02 - 0.11*ring - 0.05*wide - 0.05*fibre
			// the panel's light: a touch brighter in the middle
			shadeF += 0.04 * math.Sin(depth*math.Pi)
			c := mix(a, b, depth)
			i := img.PixOffset(x, y)
			img.Pix[i+0] = clamp8(float64(c.R) * shadeF)
			img.Pix[i+1] = clamp8(float64(c.G) * shadeF)
			img.Pix[i+2] = clamp8(float64(c.B) * shadeF)
			img.Pix[i+3] = 255
		}
	}
	return img
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

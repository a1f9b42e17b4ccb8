package board

import (
	"image"
	"image/color"
	"math"

	"fyne.io/fyne/v2/canvas"

	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// Wood texture: the procedural plank of package picture, painted once per
// orientation, theme and fineness and shared by every board (and by the
// pictures of a position, painted at their own size), then stretched over
// the panel by the painter (a cached texture, so resizing costs nothing).
// The finest texture a board uses is the first whose length reaches the
// panel's length in device pixels, so that the grain is drawn at the
// screen's pixels, not blown up from a small texture: 600 pixels on a
// small board at scale 1, 3,600 on a 4K screen.

// woodKey names a wood texture.
type woodKey struct {
	tall, dark bool
	fine       int // 0 .. picture.WoodLevels-1
}

// plank returns the shared wood texture for key.
func plank(key woodKey) *image.NRGBA { return picture.Wood(key.tall, key.dark, key.fine) }

// woodFine returns the fineness of the wood for a panel length pixels
// long on the screen: the first texture at least as long, the finest if
// none is.
func woodFine(pixels float32) int { return picture.WoodFine(pixels) }

func mix(a, b color.NRGBA, t float64) color.NRGBA { return picture.Mix(a, b, t) }

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

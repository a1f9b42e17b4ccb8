package picture

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"
)

// The wood: a procedural plank painted in pure Go. The window paints it
// once per orientation, theme and fineness (Wood) and stretches it over
// its panel; a picture paints it at its panel's own size (PaintWood). Both
// are the same wood: the plank is woodW × woodH units of grain, painted at
// any number of pixels.
const (
	woodW = 600
	woodH = 340
)

// woodFineness are the window's textures' sizes, in multiples of woodW ×
// woodH.
var woodFineness = [...]int{1, 2, 4, 6}

// WoodLevels is the number of finenesses of the window's wood textures.
const WoodLevels = len(woodFineness)

// WoodLength returns the length in pixels of the window's wood texture of
// fineness fine (0 .. WoodLevels-1): 600 at 0, 3,600 at the finest.
func WoodLength(fine int) int {
	return woodW * woodFineness[min(max(fine, 0), WoodLevels-1)]
}

// WoodFine returns the fineness of the wood for a panel length pixels long
// on the screen: the first texture at least as long, the finest if none is.
func WoodFine(pixels float32) int {
	for i := range WoodLevels {
		if float32(WoodLength(i)) >= pixels {
			return i
		}
	}
	return WoodLevels - 1
}

// planks are the window's wood textures by orientation (tall), theme
// (dark) and fineness, each painted on first use and then shared by every
// board (816 KB at fineness 0, 36 times that at the finest). They never
// change once painted.
var planks = func() (p [2][2][WoodLevels]func() *image.NRGBA) {
	for tall := range 2 {
		for dark := range 2 {
			for fine, k := range woodFineness {
				p[tall][dark][fine] = sync.OnceValue(func() *image.NRGBA {
					c := NewColours(dark == 1)
					return paintWood(woodW*k, woodH*k, float64(k), float64(k), tall == 1, c.PanelA, c.PanelB)
				})
			}
		}
	}
	return p
}()

// Wood returns the window's shared wood texture: WoodLength(fine) pixels
// long, lying along the rows (or across a tall board's), in the dark
// theme's colours when dark. It is painted once and shared: never change
// it.
func Wood(tall, dark bool, fine int) *image.NRGBA {
	b := func(x bool) int {
		if x {
			return 1
		}
		return 0
	}
	return planks[b(tall)][b(dark)][min(max(fine, 0), WoodLevels-1)]()
}

// PaintWood paints the plank at w × h pixels (h × w for a tall board's),
// colour a at the far edge to b at the near edge.
func PaintWood(w, h int, tall bool, a, b color.NRGBA) *image.NRGBA {
	w, h = max(w, 1), max(h, 1)
	return paintWood(w, h, float64(w)/woodW, float64(h)/woodH, tall, a, b)
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

// paintWood paints the plank at w × h pixels (along the rows; swapped for
// a tall board), du and dv pixels for each unit of the plank along and
// across the rows: colour a at the far edge to b at the near edge, with
// long wavy grain lines and fine fibres along the rows. The rows are
// painted in parallel.
func paintWood(w, h int, du, dv float64, tall bool, a, b color.NRGBA) *image.NRGBA {
	if tall {
		w, h = h, w
	}
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	workers := min(runtime.GOMAXPROCS(0), h)
	var wg sync.WaitGroup
	for i := range workers {
		wg.Go(func() {
			for y := i; y < h; y += workers {
				woodRow(img, y, du, dv, tall, a, b)
			}
		})
	}
	wg.Wait()
	return img
}

// woodRow paints row y of a plank of du × dv pixels a unit. What depends
// on the depth only is found once per row, and each noise keeps the hashes
// of its lattice cell while the row stays in it: the pixels are those of
// the plain formula (noise), found faster.
func woodRow(img *image.NRGBA, y int, du, dv float64, tall bool, a, b color.NRGBA) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	var warpA, warpB, fibreN cellNoise
	var depth, light float64
	var c color.NRGBA
	lastV := math.NaN()
	for x := range w {
		// u along the rows, v across them, in the plank's units
		u, v := float64(x)/du, float64(y)/dv
		if tall {
			u, v = float64(h-1-y)/du, float64(x)/dv
		}
		if v != lastV {
			lastV = v
			depth = v / float64(woodH)
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

// Mix blends a towards b by t (0..1), opaque.
func Mix(a, b color.NRGBA, t float64) color.NRGBA { return mix(a, b, t) }

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

package picture

import (
	"bytes"
	"fmt"
	"testing"
)

// TestCellNoise: the noise that keeps its cell gives the plain formula's
// values exactly, along a row and across cells, at every fineness, one
// cache serving several frequencies as it may.
func TestCellNoise(t *testing.T) {
	for _, k := range woodFineness {
		for _, v := range []float64{0, 0.4, 17.25, 339} {
			var n cellNoise
			for x := range 600 * k {
				u := float64(x) / float64(k)
				for _, f := range [][2]float64{{0.072, 0.84}, {0.0048, 0.0145}, {0.011, 0.033}} {
					if got, want := n.at(u*f[0], v*f[1]), noise(u*f[0], v*f[1]); got != want {
						t.Fatalf("k %d at (%v, %v): %v, want %v", k, u, v, got, want)
					}
				}
			}
		}
	}
}

// TestWoodOnePlank: the window's texture and a picture's wood painted at
// the texture's size are the same pixels, wide and tall, in both themes.
func TestWoodOnePlank(t *testing.T) {
	for _, tall := range []bool{false, true} {
		for _, dark := range []bool{false, true} {
			c := NewColours(dark)
			tex := Wood(tall, dark, 0)
			w, h := WoodLength(0), WoodLength(0)*woodH/woodW
			painted := PaintWood(w, h, tall, c.PanelA, c.PanelB)
			if tex.Rect != painted.Rect || !bytes.Equal(tex.Pix, painted.Pix) {
				t.Errorf("tall %v dark %v: the texture %v and the painted wood %v differ", tall, dark, tex.Rect, painted.Rect)
			}
			if tall != (tex.Rect.Dy() > tex.Rect.Dx()) {
				t.Errorf("tall %v: a texture %v", tall, tex.Rect)
			}
		}
	}
	first := Wood(false, false, 1)
	if again := Wood(false, false, 1); again != first {
		t.Error("the texture is painted again")
	}
	for _, tc := range []struct {
		pixels float32
		want   int
	}{{1, 0}, {600, 0}, {601, 1}, {1200, 1}, {2400, 2}, {2401, 3}, {99999, WoodLevels - 1}} {
		if got := WoodFine(tc.pixels); got != tc.want {
			t.Errorf("WoodFine(%v) = %d, want %d", tc.pixels, got, tc.want)
		}
	}
}

// BenchmarkWoodImage paints each fineness of the window's wood once per
// op: the time a board waits, once per process, the first time it is that
// large.
func BenchmarkWoodImage(b *testing.B) {
	c := NewColours(false)
	for _, k := range woodFineness {
		b.Run(fmt.Sprintf("x%d", k), func(b *testing.B) {
			for b.Loop() {
				paintWood(woodW*k, woodH*k, float64(k), float64(k), false, c.PanelA, c.PanelB)
			}
		})
	}
}

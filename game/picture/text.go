package picture

import (
	"fmt"
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/togyzkumalak/togyzkumalak/assets"
)

// boldFont is the text font of the pictures, parsed once: the Noto Sans
// Bold the window writes its counts and numbers with.
var boldFont = sync.OnceValues(func() (*opentype.Font, error) {
	f, err := opentype.Parse(assets.BoldFont())
	if err != nil {
		return nil, fmt.Errorf("picture: the text font: %w", err)
	}
	return f, nil
})

// writer draws text in the bold font at any size: one face a size, kept
// for the drawing (a face is not safe for concurrent use).
type writer struct {
	f     *opentype.Font
	faces map[float32]font.Face
}

func newWriter() (*writer, error) {
	f, err := boldFont()
	if err != nil {
		return nil, err
	}
	return &writer{f: f, faces: map[float32]font.Face{}}, nil
}

// face returns the face of size px (the em, in pixels).
func (w *writer) face(px float32) font.Face {
	px = float32(math.Round(float64(px)*4) / 4)
	if f, ok := w.faces[px]; ok {
		return f
	}
	f, err := opentype.NewFace(w.f, &opentype.FaceOptions{Size: float64(px), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		// NewFace fails only on a size that is not a number
		f, _ = opentype.NewFace(w.f, &opentype.FaceOptions{Size: 12, DPI: 72})
	}
	w.faces[px] = f
	return f
}

// size returns the box of text at px as the window measures it: its
// advance, and the font's line height (ascent and descent).
func (w *writer) size(text string, px float32) (width, height float32) {
	f := w.face(px)
	m := f.Metrics()
	return fix(font.MeasureString(f, text)), fix(m.Ascent + m.Descent)
}

// centred draws text with its box centred on (cx, cy), as the window's
// board places its texts.
func (w *writer) centred(dst *image.RGBA, text string, px, cx, cy float32, c color.Color) {
	tw, _ := w.size(text, px)
	w.left(dst, text, px, cx-tw/2, cy, c)
}

// left draws text from x with its box centred on cy.
func (w *writer) left(dst *image.RGBA, text string, px, x, cy float32, c color.Color) {
	f := w.face(px)
	m := f.Metrics()
	base := cy + (fix(m.Ascent)-fix(m.Descent))/2
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: f,
		Dot: fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(base * 64)}}
	d.DrawString(text)
}

func fix(v fixed.Int26_6) float32 { return float32(v) / 64 }

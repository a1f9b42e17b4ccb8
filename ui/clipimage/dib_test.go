package clipimage

import (
	"encoding/binary"
	"image"
	"image/color"
	"testing"
)

// TestDIB: the bitmap Windows gets has the header it reads and the rows
// bottom-up in blue, green, red, alpha.
func TestDIB(t *testing.T) {
	img := image.NewNRGBA(image.Rect(0, 0, 3, 2))
	img.Set(0, 0, color.NRGBA{R: 10, G: 20, B: 30, A: 255}) // top left
	img.Set(2, 1, color.NRGBA{R: 40, G: 50, B: 60, A: 255}) // bottom right
	b := toDIB(img)
	le := binary.LittleEndian
	if len(b) != 40+4*3*2 || le.Uint32(b) != 40 || le.Uint32(b[4:]) != 3 || le.Uint32(b[8:]) != 2 ||
		le.Uint16(b[12:]) != 1 || le.Uint16(b[14:]) != 32 || le.Uint32(b[16:]) != 0 || le.Uint32(b[20:]) != 24 {
		t.Fatalf("header % x", b[:40])
	}
	px := b[40:]
	// the bottom row first: its last pixel is the bottom right
	if got := px[2*4 : 3*4]; got[0] != 60 || got[1] != 50 || got[2] != 40 || got[3] != 255 {
		t.Errorf("bottom right %v", got)
	}
	// the top row last: its first pixel is the top left
	if got := px[3*4 : 4*4]; got[0] != 30 || got[1] != 20 || got[2] != 10 || got[3] != 255 {
		t.Errorf("top left %v", got)
	}
}

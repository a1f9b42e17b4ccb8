package clipimage

import (
	"encoding/binary"
	"image"
	"image/draw"
)

// toDIB returns img as a device-independent bitmap: a BITMAPINFOHEADER and
// its rows of blue, green, red and alpha, the bottom row first.
func toDIB(img image.Image) []byte {
	b := img.Bounds()
	rgba := image.NewNRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(rgba, rgba.Rect, img, b.Min, draw.Src)
	w, h := rgba.Rect.Dx(), rgba.Rect.Dy()
	out := make([]byte, 40+4*w*h)
	le := binary.LittleEndian
	le.PutUint32(out[0:], 40)        // biSize
	le.PutUint32(out[4:], uint32(w)) // biWidth
	le.PutUint32(out[8:], uint32(h)) // biHeight: positive, bottom-up
	le.PutUint16(out[12:], 1)        // biPlanes
	le.PutUint16(out[14:], 32)       // biBitCount
	le.PutUint32(out[20:], uint32(4*w*h))
	px := out[40:]
	for y := range h {
		src := rgba.Pix[y*rgba.Stride : y*rgba.Stride+4*w]
		dst := px[(h-1-y)*4*w:]
		for x := range w {
			dst[4*x+0] = src[4*x+2]
			dst[4*x+1] = src[4*x+1]
			dst[4*x+2] = src[4*x+0]
			dst[4*x+3] = src[4*x+3]
		}
	}
	return out
}

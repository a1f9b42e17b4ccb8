package picture

import (
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"io"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// GIFOptions say how a game is animated. The zero value gives a frame a
// second, a capture or a tuzdyk held longer, the result held at the end.
type GIFOptions struct {
	// Options are the look of every frame: the scale (0 means GIFScale),
	// the side nearest the viewer, the theme, the names and the title (the
	// record's when not given). Caption, Last, Turn and Settled are the
	// frames' own.
	Options
	// Delay is how long each move shows (0: one second); CaptureDelay a
	// move that captures or makes a tuzdyk (0: 2.2 s); EndDelay the result
	// at the end before the game starts again (0: 5 s).
	Delay, CaptureDelay, EndDelay time.Duration
	// Result is the caption of the last frame ("": ResultCaption's, as
	// "0–1 · 70:92"; nothing for an unfinished game).
	Result string
}

// GIFScale is the scale of a GIF's frames when GIFOptions gives none: a
// board 900 pixels long, which a phone shows sharp and which keeps a game
// of a hundred moves well under 2 MB.
const GIFScale = 1.5

// The delays' defaults.
const (
	defaultDelay   = time.Second
	defaultCapture = 2200 * time.Millisecond
	defaultEnd     = 5 * time.Second
	startDelay     = 1500 * time.Millisecond
)

// EncodeGIF writes g as an animated GIF to w: the start, a frame after each
// move with the move written under the board and its marks on it (held
// longer when it captured or made a tuzdyk), then the final position with
// the result, and again from the start. The frames share one palette made
// for the game's pictures, and each after the first holds only the pixels
// that changed.
func EncodeGIF(w io.Writer, g *game.Game, o GIFOptions) error {
	if o.Scale == 0 {
		o.Scale = GIFScale
	}
	o.Turn = false
	d, err := newDrawing(o.Options)
	if err != nil {
		return err
	}
	delay := func(v, def time.Duration) int {
		if v <= 0 {
			v = def
		}
		return max(2, int(v/(10*time.Millisecond)))
	}
	type frame struct {
		p     game.Position
		o     Options
		delay int
	}
	frames := make([]frame, 0, g.Len()+2)
	// the names and the title, the record's where o gives none, are the
	// same on every frame
	_, base := OfGame(g, 0, o.Options)
	base.Caption, base.Last, base.Settled = "", [2]*Mark{}, false
	p, fo := OfGame(g, 0, base)
	frames = append(frames, frame{p, fo, delay(startDelay, startDelay)})
	for ply := 1; ply <= g.Len(); ply++ {
		p, fo := OfGame(g, ply, base)
		fo.Settled = false                 // the sweep shows with the result
		fo.Caption = MoveCaption(g, ply-1) // and the result after it
		dl := delay(o.Delay, defaultDelay)
		if s, _ := g.Sowing(ply - 1); s.Captured > 0 || s.Tuzdyk {
			dl = delay(o.CaptureDelay, defaultCapture)
		}
		frames = append(frames, frame{p, fo, dl})
	}
	result := o.Result
	if result == "" {
		result = ResultCaption(g)
	}
	if result != "" {
		p, fo := OfGame(g, g.Len(), base)
		fo.Caption = result
		frames = append(frames, frame{p, fo, delay(o.EndDelay, defaultEnd)})
	} else {
		frames[len(frames)-1].delay = delay(o.EndDelay, defaultEnd)
	}

	// the palette, from the pictures of the start, the end and a
	// position with every mark
	img := image.NewRGBA(image.Rectangle{Max: d.size})
	var h histogram
	first := frames[0]
	last := frames[len(frames)-1]
	for _, f := range []frame{first, last} {
		d.draw(img, f.p, f.o)
		h.add(img)
	}
	sp, so := swatch(base)
	d.draw(img, sp, so)
	h.add(img)
	q := newQuantizer(h.palette(255))
	pal := append(q.palette, color.RGBA{}) // the last index is transparent
	clear := uint8(len(pal) - 1)

	out := &gif.GIF{Config: image.Config{ColorModel: pal, Width: d.size.X, Height: d.size.Y}}
	prev := image.NewRGBA(img.Rect)
	shownIdx := make([]uint8, d.size.X*d.size.Y)
	changed := make([]bool, len(shownIdx))
	for n, f := range frames {
		d.draw(img, f.p, f.o)
		var pm *image.Paletted
		if n == 0 {
			pm = image.NewPaletted(img.Rect, pal)
			for y := 0; y < d.size.Y; y++ {
				for x := 0; x < d.size.X; x++ {
					i := y*d.size.X + x
					c := q.index(img.Pix[4*i:])
					shownIdx[i] = c
					pm.Pix[i] = c
				}
			}
		} else {
			pm = difference(img, prev, shownIdx, changed, q, pal, clear)
		}
		img, prev = prev, img
		out.Image = append(out.Image, pm)
		out.Delay = append(out.Delay, f.delay)
		out.Disposal = append(out.Disposal, gif.DisposalNone)
	}
	if err := gif.EncodeAll(w, out); err != nil {
		return fmt.Errorf("picture: write the GIF: %w", err)
	}
	return nil
}

// difference returns the frame that turns the picture shown (shownIdx, the
// palette index of every pixel; prev, the picture it was made from) into
// cur: the smallest rectangle holding every pixel whose index changes,
// the others in it transparent. shownIdx becomes cur's; changed is a
// scratch of one flag a pixel.
func difference(cur, prev *image.RGBA, shownIdx []uint8, changed []bool, q *quantizer, pal color.Palette, clear uint8) *image.Paletted {
	w, h := cur.Rect.Dx(), cur.Rect.Dy()
	x0, y0, x1, y1 := w, h, -1, -1
	for y := range h {
		row := cur.Pix[y*cur.Stride : y*cur.Stride+4*w]
		old := prev.Pix[y*prev.Stride : y*prev.Stride+4*w]
		for x := range w {
			i, o := y*w+x, 4*x
			changed[i] = false
			if row[o] == old[o] && row[o+1] == old[o+1] && row[o+2] == old[o+2] && row[o+3] == old[o+3] {
				continue
			}
			c := q.index(row[o:])
			if c == shownIdx[i] {
				continue
			}
			shownIdx[i], changed[i] = c, true
			x0, y0, x1, y1 = min(x0, x), min(y0, y), max(x1, x), max(y1, y)
		}
	}
	if x1 < 0 {
		x0, y0, x1, y1 = 0, 0, 0, 0 // nothing new: one clear pixel
	}
	pm := image.NewPaletted(image.Rect(x0, y0, x1+1, y1+1), pal)
	for y := y0; y <= y1; y++ {
		row := pm.Pix[(y-y0)*pm.Stride:]
		for x := x0; x <= x1; x++ {
			if i := y*w + x; changed[i] {
				row[x-x0] = shownIdx[i]
			} else {
				row[x-x0] = clear
			}
		}
	}
	return pm
}

// swatch returns a position with a tuzdyk of each side's, a full hole and
// a kazan past 82, each side's last move marked: the colours a game may
// come to that its start and end may lack.
func swatch(o Options) (game.Position, Options) {
	p := game.Start()
	p.Holes[game.RingIndex(game.Black, 3)] = 0
	p.Holes[game.RingIndex(game.White, 7)] = 0
	p.Tuzdyks = [2]uint8{3, 7}
	p.Holes[game.RingIndex(game.White, 2)] = 30
	p.Holes[game.RingIndex(game.Black, 2)] = 25
	p.Kazans = [2]uint8{85, 40}
	o.Last = [2]*Mark{{From: game.RingIndex(game.White, 4), Last: game.RingIndex(game.Black, 5)},
		{From: game.RingIndex(game.Black, 6), Last: game.RingIndex(game.White, 5)}}
	o.Caption = "0–1 · 99:99"
	return p, o
}

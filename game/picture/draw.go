package picture

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Options say how a position is drawn. The zero value draws the board at
// 2× with White's row nearest the viewer, no names and no marks.
type Options struct {
	// Scale is the picture's pixels for each pixel of the window's board
	// at 600 pixels long (0 means 2: a board 1,200 pixels long, sharp on a
	// phone).
	Scale float64
	// Bottom is the side whose row is nearest the viewer.
	Bottom game.Side
	// Dark draws the board in the dark theme's colours on a dark page.
	Dark bool
	// Names are the players by side, "" for none.
	Names [2]string
	// Title is written above the board on the right: the event, the date.
	Title string
	// Caption is written under the board on the right: the move that led
	// to the position, or the result.
	Caption string
	// Last marks each side's last move, nil for none: a ring in the
	// side's colour around its landing hole and a dot beside the number of
	// its origin, as the window marks them.
	Last [2]*Mark
	// Turn marks the side to move: a pointer before its name and a glow
	// around the holes it may play, as the window shows a player's turn.
	Turn bool
	// Settled shows a position that ended by атсырау with the stones left
	// in each row swept into its owner's kazan (the final score), as the
	// window shows it after the last move.
	Settled bool
}

// Mark is a move marked on the board: the ring indices of its origin and
// of the hole its last stone fell into.
type Mark struct{ From, Last int }

// MarkOf returns the mark of a move as Play described it.
func MarkOf(s game.Sowing) *Mark { return &Mark{From: s.From, Last: s.Last} }

// The picture's frame, in the pixels of the window's board (Options.Scale
// of the picture's own each).
const (
	boardPx   = 600.0 // the board's length
	marginPx  = 10.0  // around everything
	stripPx   = 40.0  // a player's strip, above and below the board
	namePx    = 17.0  // a player's name
	captionPx = 19.0  // the caption under the board
	titlePx   = 14.0  // the title above it
	discPx    = 18.0  // a player's disc
	minFontPx = 9.0   // the window's least text size
	// below this scale the window's board texts shrink no further
	minFontScale = 0.72
	// the window's text sizes on the board, in board units
	fontCount  = 21.0
	fontNumber = 19.0
	fontKazan  = 26.0
)

// frameSize returns the picture's size in pixels for a layout and scale.
func frameSize(l Layout, k float64) image.Point {
	s := boardPx / Length
	w := boardPx + 2*marginPx
	h := float64(l.DepthS)*s + 2*marginPx + 2*stripPx
	return image.Pt(int(math.Ceil(w*k)), int(math.Ceil(h*k)))
}

// Size returns the size in pixels of the picture Draw makes with o.
func Size(o Options) image.Point {
	return frameSize(NewLayout(o.Bottom, false, false), scaleOf(o))
}

func scaleOf(o Options) float64 {
	if o.Scale <= 0 || math.IsNaN(o.Scale) || math.IsInf(o.Scale, 0) {
		return 2
	}
	return min(o.Scale, 8)
}

// Draw returns a picture of p as o says: the board as the window draws it
// (the wood, the holes with their stones and counts, the kazans, the
// tuzdyks, the hole numbers, the last moves marked), with a strip for each
// player above and below it. It needs no display. An error comes only from
// the embedded font failing to load.
func Draw(p game.Position, o Options) (*image.RGBA, error) {
	d, err := newDrawing(o)
	if err != nil {
		return nil, err
	}
	img := image.NewRGBA(image.Rectangle{Max: d.size})
	d.draw(img, p, o)
	return img, nil
}

// drawing draws positions at one size and look: what does not change from
// one position to the next (the page, the wood, the pits, the numbers, the
// text faces) is made once.
type drawing struct {
	lay    Layout
	col    Colours
	k      float32 // picture pixels per window pixel
	s      float32 // window pixels per board unit
	ox, oy float32 // the board's top-left corner, in window pixels
	size   image.Point
	bg     *image.RGBA // the page and the board without stones, counts and marks
	wr     *writer
	pt     painter
	page   color.NRGBA // the background around the board
	ink    color.NRGBA // the strips' text
	muted  color.NRGBA // the title
}

func newDrawing(o Options) (*drawing, error) {
	wr, err := newWriter()
	if err != nil {
		return nil, err
	}
	k := scaleOf(o)
	d := &drawing{
		lay: NewLayout(o.Bottom, false, false),
		col: NewColours(o.Dark),
		k:   float32(k),
		s:   boardPx / Length,
		ox:  marginPx,
		oy:  marginPx + stripPx,
		wr:  wr,
	}
	d.size = frameSize(d.lay, k)
	d.page, d.ink, d.muted = RGBA(246, 241, 232, 255), RGBA(48, 30, 16, 255), RGBA(120, 92, 66, 255)
	if o.Dark {
		d.page, d.ink, d.muted = RGBA(30, 28, 27, 255), RGBA(240, 230, 214, 255), RGBA(170, 150, 128, 255)
	}
	d.bg = image.NewRGBA(image.Rectangle{Max: d.size})
	d.pt.img = d.bg
	draw.Draw(d.bg, d.bg.Rect, image.NewUniform(d.page), image.Point{}, draw.Src)
	d.drawWood()
	for i := range game.RingSize {
		d.drawHole(i)
	}
	d.drawTrays()
	d.drawNumbers()
	return d, nil
}

// X, Y and S map board units to picture pixels; W maps window pixels.
func (d *drawing) X(u float32) float32     { return (d.ox + u*d.s) * d.k }
func (d *drawing) Y(v float32) float32     { return (d.oy + v*d.s) * d.k }
func (d *drawing) S(units float32) float32 { return units * d.s * d.k }
func (d *drawing) W(px float32) float32    { return px * d.k }

// box returns the whole pixels a rectangle in units covers.
func (d *drawing) box(u, v, w, h float32) (x0, y0, x1, y1 int) {
	r := func(f float32) int { return int(math.Round(float64(f))) }
	return r(d.X(u)), r(d.Y(v)), r(d.X(u + w)), r(d.Y(v + h))
}

// pill returns the pixels of a rectangle in units grown by g units.
func (d *drawing) pill(u, v, w, h, g float32) (x, y, pw, ph float32) {
	return d.X(u - g), d.Y(v - g), d.S(w + 2*g), d.S(h + 2*g)
}

func cornerOf(w, h, f float32) float32 { return min(w, h) * f }

// font is a board text's size in picture pixels, as the window sizes it.
func (d *drawing) font(units float32) float32 {
	return d.k * max(minFontPx, units*max(d.s, minFontScale))
}

// shown is what the board shows of a position: the атсырау sweep applied
// when settled.
type shown struct {
	holes   [game.RingSize]int
	kazans  [2]int
	tuzdyks [2]uint8
	toMove  game.Side
	turn    uint16 // the holes (bits 0..8) the side to move may play, when marked
}

func shownOf(p game.Position, o Options) shown {
	var sh shown
	for i := range sh.holes {
		sh.holes[i] = int(p.Holes[i])
	}
	sh.kazans = [2]int{int(p.Kazans[game.White]), int(p.Kazans[game.Black])}
	sh.tuzdyks, sh.toMove = p.Tuzdyks, p.ToMove
	if o.Settled {
		for _, sw := range p.Sweeps() {
			sh.holes[sw.Hole] = 0
			sh.kazans[sw.To] += sw.Stones
		}
	}
	if o.Turn && !p.Over() {
		sh.turn = p.MoveMask()
	}
	return sh
}

// tuzdykAt reports whether ring index i is a tuzdyk, and whose.
func (sh *shown) tuzdykAt(i int) (game.Side, bool) {
	for s := game.White; s <= game.Black; s++ {
		if sh.tuzdyks[s] != 0 && game.RingIndex(s.Opponent(), int(sh.tuzdyks[s])) == i {
			return s, true
		}
	}
	return 0, false
}

// draw paints the picture of p on img (of d.size).
func (d *drawing) draw(img *image.RGBA, p game.Position, o Options) {
	sh := shownOf(p, o)
	copy(img.Pix, d.bg.Pix)
	d.pt.img = img
	d.drawTurn(&sh)
	d.drawTuzdyks(&sh)
	d.drawStones(&sh)
	d.drawCounts(&sh)
	d.drawMarks(o.Last)
	d.drawStrips(&sh, o)
}

// outside returns the parts of outer outside inner: four bands.
func outside(outer, inner image.Rectangle) []image.Rectangle {
	inner = inner.Intersect(outer)
	return []image.Rectangle{
		image.Rect(outer.Min.X, outer.Min.Y, outer.Max.X, inner.Min.Y),
		image.Rect(outer.Min.X, inner.Max.Y, outer.Max.X, outer.Max.Y),
		image.Rect(outer.Min.X, inner.Min.Y, inner.Min.X, inner.Max.Y),
		image.Rect(inner.Max.X, inner.Min.Y, outer.Max.X, inner.Max.Y),
	}
}

// drawWood paints the board's shadow, its frame and the wood of its panel,
// with the panel's light and bevel: the shadow and the frame only where
// the panel does not cover them.
func (d *drawing) drawWood() {
	c := &d.col
	img := d.pt.img
	x, y := d.X(0), d.Y(0)
	w, h := d.S(Length), d.S(d.lay.DepthS)
	radius := d.S(14)
	off := [2]float32{d.S(3) + d.W(2), d.S(5) + d.W(2)}
	x0, y0, x1, y1 := d.box(FrameW, FrameW, Length-2*FrameW, d.lay.DepthS-2*FrameW)
	panel := image.Rect(x0, y0, x1, y1)
	for _, clip := range outside(img.Rect, panel) {
		d.pt.rectIn(x+off[0], y+off[1], w, h, radius+d.W(2), c.Shadow, nil, 0, clip)
		d.pt.rectIn(x, y, w, h, radius, c.Frame, c.FrameStroke, d.W(max(1, 2*d.s)), clip)
	}
	wood := PaintWood(x1-x0, y1-y0, false, c.PanelA, c.PanelB)
	draw.Draw(img, panel, wood, image.Point{}, draw.Src)
	px, py, pw, ph := float32(x0), float32(y0), float32(x1-x0), float32(y1-y0)
	d.pt.gradient(px, py, pw, ph, c.Sheen[0], c.Sheen[1])
	sw := d.W(max(1, 1.5*d.s))
	edge := int(math.Ceil(float64(sw))) + 1
	for _, clip := range outside(panel, panel.Inset(edge)) {
		d.pt.rectIn(px, py, pw, ph, 0, nil, c.FrameHi, sw, clip)
	}
}

// drawHole paints hole i's pit: the light catching its lower lip, the
// dark pit, its lit floor.
func (d *drawing) drawHole(i int) {
	c := &d.col
	u, v, w, hh := d.lay.HoleRect(i)
	x, y, pw, ph := d.X(u), d.Y(v), d.S(w), d.S(hh)
	rad := cornerOf(pw, ph, 0.36)
	d.pt.rect(x, y+d.S(1.8), pw, ph+d.S(0.6), rad, c.Lip, nil, 0)
	d.pt.rect(x, y, pw, ph, rad, c.Pit, c.PitStroke, d.W(max(0.5, 1.2*d.s)))
	fw, fh := pw-d.S(6), ph-d.S(9.5)
	d.pt.rect(x+d.S(3), y+d.S(7), fw, fh, cornerOf(fw, fh, 0.36), c.Floor, nil, 0)
}

// drawTurn paints the glow around the holes the side to move may play,
// under their pits, as the window shows a player's turn.
func (d *drawing) drawTurn(sh *shown) {
	c := &d.col
	for n := 1; n <= game.HolesPerSide && sh.turn != 0; n++ {
		if sh.turn&(1<<(n-1)) == 0 {
			continue
		}
		i := game.RingIndex(sh.toMove, n)
		u, v, w, hh := d.lay.HoleRect(i)
		// the glow goes under the pit: over the background's pit, then
		// the pit again over it
		gx, gy, gw, gh := d.pill(u, v, w, hh, 7)
		d.pt.rect(gx, gy, gw, gh, cornerOf(gw, gh, 0.4), c.Glow, c.GlowStroke, d.W(max(1, 2*d.s)))
		d.drawHole(i)
	}
}

// drawTuzdyks tints each tuzdyk's pit and paints its star, in its owner's
// colour.
func (d *drawing) drawTuzdyks(sh *shown) {
	c := &d.col
	for i := range game.RingSize {
		owner, ok := sh.tuzdykAt(i)
		if !ok {
			continue
		}
		u, v, w, hh := d.lay.HoleRect(i)
		x, y, pw, ph := d.X(u), d.Y(v), d.S(w), d.S(hh)
		d.pt.rect(x, y, pw, ph, cornerOf(pw, ph, 0.36), c.TuzdykFill[owner], c.Tuzdyk[owner], d.W(max(1, 2.5*d.s)))
		d.pt.star(d.X(u+w/2), d.Y(v+hh/2), d.S(58), c.Tuzdyk[owner], Shade(c.Tuzdyk[owner], 0.5))
	}
}

// drawTrays paints the kazans' trays and their owners' markers.
func (d *drawing) drawTrays() {
	c := &d.col
	for s := game.White; s <= game.Black; s++ {
		u, v, w, h := d.lay.KazanRect(s)
		x, y, pw, ph := d.X(u), d.Y(v), d.S(w), d.S(h)
		rad := cornerOf(pw, ph, 0.5)
		d.pt.rect(x, y+d.S(1.8), pw, ph+d.S(0.6), rad, c.Lip, nil, 0)
		d.pt.rect(x, y, pw, ph, rad, c.Pit, c.PitStroke, d.W(max(0.5, 1.2*d.s)))
		fw, fh := pw-d.S(6), ph-d.S(8.5)
		d.pt.rect(x+d.S(3), y+d.S(6), fw, fh, cornerOf(fw, fh, 0.5), c.TrayFloor, nil, 0)
		fill, stroke := c.SideColour(s)
		d.pt.circle(d.X(u+KazanLeft/2+2), d.Y(v+h/2), d.S(20), fill, stroke, d.W(max(1, 2*d.s)))
	}
}

// drawNumbers engraves the holes' numbers.
func (d *drawing) drawNumbers() {
	c := &d.col
	for i := range game.RingSize {
		_, num := game.HoleOf(i)
		at, _, _ := d.lay.Labels(i)
		nx, ny := d.X(at[0]), d.Y(at[1])
		label := strconv.Itoa(num)
		size := d.font(fontNumber)
		d.wr.centred(d.pt.img, label, size, nx, ny+d.W(max(0.8, 1.1*d.s)), c.NumberHi)
		d.wr.centred(d.pt.img, label, size, nx, ny, c.Number)
	}
}

// stone is a stone at rest: its centre and diameter in pixels, its colour.
type stone struct {
	x, y, d float32
	c       color.NRGBA
}

// drawStones draws the stones of the holes and kazans in three layers, as
// the window's pool of stones does: every shadow, then every body, then
// every highlight, so that a pile reads cleanly.
func (d *drawing) drawStones(sh *shown) {
	c := &d.col
	var stones []stone
	for i := range game.RingSize {
		if _, tuz := sh.tuzdykAt(i); tuz {
			continue
		}
		n := min(sh.holes[i], HoleCapacity)
		for k := range n {
			u, v := d.lay.HoleSlot(i, k, n)
			stones = append(stones, stone{d.X(u), d.Y(v), d.S(HoleStoneD), c.StoneColour(i, k)})
		}
	}
	for s := game.White; s <= game.Black; s++ {
		n := min(max(sh.kazans[s], 0), KazanCapacity())
		for k := range n {
			u, v := d.lay.KazanSlot(s, k)
			stones = append(stones, stone{d.X(u), d.Y(v), d.S(KazanStoneD), c.StoneColour(int(s)+20, k)})
		}
	}
	for _, st := range stones {
		d.pt.circle(st.x+0.1*st.d, st.y+0.16*st.d, st.d*1.02, c.StoneSh, nil, 0)
	}
	for _, st := range stones {
		d.pt.circle(st.x, st.y, st.d, st.c, c.StoneStroke, max(d.W(0.5), st.d*0.05))
	}
	for _, st := range stones {
		d.pt.circle(st.x-0.2*st.d, st.y-0.22*st.d, st.d*0.32, c.StoneHi, nil, 0)
	}
}

// drawCounts writes the stones of every kazan and hole on its badge.
func (d *drawing) drawCounts(sh *shown) {
	c := &d.col
	for s := game.White; s <= game.Black; s++ {
		u, v, w, h := d.lay.KazanRect(s)
		n := sh.kazans[s]
		text := strconv.Itoa(n)
		size := d.font(fontKazan)
		tw, th := d.wr.size(text, size)
		bw, bh := max(tw+d.S(12), d.S(56)), max(th, d.S(36))
		bg := c.CountBg
		if n >= game.WinningScore {
			bg = c.KazanBgWon
		}
		cx, cy := d.X(u+w-KazanRight/2-4), d.Y(v+h/2)
		d.pt.rect(cx-bw/2, cy-bh/2, bw, bh, min(bw, bh)/2, bg, nil, 0)
		d.wr.centred(d.pt.img, text, size, cx, cy, c.CountFg)
	}
	for i := range game.RingSize {
		n := sh.holes[i]
		cu, cv := d.lay.CountCenter(i)
		cx, cy := d.X(cu), d.Y(cv)
		text := strconv.Itoa(n)
		size := d.font(fontCount)
		tw, th := d.wr.size(text, size)
		bw, bh := max(tw+d.S(10), d.S(34)), th+d.S(1)
		bg := c.CountBg
		if n > HoleCapacity {
			bg = c.CountBgFull
		}
		d.pt.rect(cx-bw/2, cy-bh/2, bw, bh, bh/2, bg, nil, 0)
		d.wr.centred(d.pt.img, text, size, cx, cy, c.CountFg)
	}
}

func (d *drawing) drawMarks(last [2]*Mark) {
	c := &d.col
	for s := game.White; s <= game.Black; s++ {
		m := last[s]
		if m == nil || m.From < 0 || m.From >= game.RingSize || m.Last < 0 || m.Last >= game.RingSize {
			continue
		}
		fill, stroke := c.SideColour(s)
		u, v, w, h := d.lay.HoleRect(m.Last)
		x, y, pw, ph := d.pill(u, v, w, h, 3.5)
		d.pt.rect(x, y, pw, ph, cornerOf(pw, ph, 0.38), nil, fill, d.W(max(1, 2.6*d.s)))
		_, _, dot := d.lay.Labels(m.From)
		d.pt.circle(d.X(dot[0]), d.Y(dot[1]), d.S(11), fill, stroke, d.W(max(0.8, 1.5*d.s)))
	}
}

// drawStrips writes the players above and below the board (the top row's
// above), the title and the caption, and points at the side to move. A
// name too long for its strip is cut with an ellipsis; the title and the
// caption are not.
func (d *drawing) drawStrips(sh *shown, o Options) {
	c := &d.col
	right := d.W(marginPx + boardPx - 4)
	for _, s := range []game.Side{d.lay.Bottom.Opponent(), d.lay.Bottom} {
		cy := d.W(marginPx + stripPx/2)
		if s == d.lay.Bottom {
			cy = d.Y(d.lay.DepthS) + d.W(stripPx/2)
		}
		x := d.W(marginPx + 4)
		if sh.turn != 0 && s == sh.toMove {
			h := d.W(discPx * 0.8)
			d.pt.p.polygon([][2]float32{{x, cy - h/2}, {x + h*0.85, cy}, {x, cy + h/2}}, false)
			d.pt.fill(RGBA(214, 146, 20, 255))
		}
		x += d.W(discPx)
		fill, stroke := c.SideColour(s)
		d.pt.circle(x+d.W(discPx/2), cy, d.W(discPx), fill, stroke, d.W(1.5))
		x += d.W(discPx + 8)
		text, size, ink := o.Title, d.W(titlePx), d.muted
		if s == d.lay.Bottom {
			text, size, ink = o.Caption, d.W(captionPx), d.ink
		}
		end := right
		if text != "" {
			tw, _ := d.wr.size(text, size)
			d.wr.left(d.pt.img, text, size, right-tw, cy, ink)
			end = right - tw - d.W(16)
		}
		if name := d.fit(o.Names[s], d.W(namePx), end-x); name != "" {
			d.wr.left(d.pt.img, name, d.W(namePx), x, cy, d.ink)
		}
	}
}

// fit returns text cut to width at size px, with an ellipsis if cut.
func (d *drawing) fit(text string, px, width float32) string {
	if w, _ := d.wr.size(text, px); w <= width {
		return text
	}
	r := []rune(text)
	for n := len(r) - 1; n > 0; n-- {
		cut := strings.TrimSpace(string(r[:n])) + "…"
		if w, _ := d.wr.size(cut, px); w <= width {
			return cut
		}
	}
	return ""
}

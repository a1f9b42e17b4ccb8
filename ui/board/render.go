package board

// The renderer draws the board from its state on every Refresh: the wood,
// the holes and the kazans here; the stones in stones.go; the marks, ghost,
// moving stones, banner and tooltip in overlays.go; through the change-only
// helpers of canvas.go, so that a frame repaints only what moved.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Text sizes in board units (clamped to a readable minimum in pixels).
const (
	fontCount  = 21.0
	fontNumber = 19.0
	fontName   = 12.0
	fontKazan  = 26.0
	fontBadge  = 18.0
	fontBanner = 26.0
	fontHand   = 17.0
	minFontPx  = 9.0
	// below this scale texts shrink no further: a small board keeps
	// readable numbers
	minFontScale = 0.72
)

type holeObjs struct {
	glow, lip, pit, floor, tuz *canvas.Rectangle
	star                       *star
	countBg                    *canvas.Rectangle
	count, num, numHi, name    *canvas.Text
}

type trayObjs struct {
	lip, pit, floor, flash *canvas.Rectangle
	marker                 *canvas.Circle
	countBg                *canvas.Rectangle
	count                  *canvas.Text
}

type renderer struct {
	b       *Board
	objects []fyne.CanvasObject

	shadow, frame, bevel *canvas.Rectangle
	wood                 *canvas.Image
	woodKey              woodKey // the texture shown
	sheen                *canvas.LinearGradient
	holes                [game.RingSize]holeObjs
	trays                [2]trayObjs
	rest, moving         *stonePool

	markDot  [2]*canvas.Circle
	markRing [2]*canvas.Rectangle

	hintRing, ghostRing *canvas.Rectangle
	ghostDots           []*canvas.Circle
	ghostBadge          *canvas.Rectangle
	ghostText, ghostWhy *canvas.Text
	handBadge           *canvas.Rectangle
	handHalo            *canvas.Circle
	handText            *canvas.Text
	flyText             [3]*canvas.Text
	bannerBg            *canvas.Rectangle
	bannerText          *canvas.Text
	tipBg               *canvas.Rectangle
	tipText             *canvas.Text
	ghostDotsShown      int
	ghostDotsPerHole    [game.RingSize]int // for tests: dots drawn per hole
	ghostLanding        int                // for tests: ring index ringed, -1 none

	lang  string
	names [10]string
	dark  bool
	pal   palette
}

const (
	restStones   = game.TotalStones + 8
	movingStones = 28
	maxGhostDots = 4 // per hole
)

func newRenderer(b *Board) *renderer {
	r := &renderer{b: b, ghostLanding: -1}
	r.dark = darkTheme(b)
	r.pal = newPalette(r.dark)
	add := func(o ...fyne.CanvasObject) { r.objects = append(r.objects, o...) }

	r.shadow = canvas.NewRectangle(color.Transparent)
	r.frame = canvas.NewRectangle(color.Transparent)
	r.sheen = canvas.NewLinearGradient(color.Transparent, color.Transparent, 0)
	r.bevel = canvas.NewRectangle(color.Transparent)
	r.woodKey = woodKey{dark: r.dark}
	r.wood = canvas.NewImageFromImage(plank(r.woodKey))
	r.wood.FillMode = canvas.ImageFillStretch
	r.wood.ScaleMode = canvas.ImageScaleSmooth
	add(r.shadow, r.frame, r.wood, r.sheen)
	add(r.bevel)
	for i := range r.holes {
		h := &r.holes[i]
		h.glow = hidden(canvas.NewRectangle(color.Transparent))
		h.lip = canvas.NewRectangle(color.Transparent)
		h.pit = canvas.NewRectangle(color.Transparent)
		h.floor = canvas.NewRectangle(color.Transparent)
		h.tuz = hidden(canvas.NewRectangle(color.Transparent))
		add(h.glow, h.lip, h.pit, h.floor, h.tuz)
	}
	for s := range r.trays {
		t := &r.trays[s]
		t.lip = canvas.NewRectangle(color.Transparent)
		t.pit = canvas.NewRectangle(color.Transparent)
		t.floor = canvas.NewRectangle(color.Transparent)
		t.flash = hidden(canvas.NewRectangle(color.Transparent))
		add(t.lip, t.pit, t.floor, t.flash)
	}
	for i := range r.holes {
		h := &r.holes[i]
		h.star = newStar()
		h.star.raster.Hide()
		add(h.star.raster)
	}
	r.rest = newStonePool(restStones)
	add(r.rest.objects()...)
	for s := range r.trays {
		t := &r.trays[s]
		t.marker = canvas.NewCircle(color.Transparent)
		t.countBg = canvas.NewRectangle(color.Transparent)
		t.count = canvas.NewText("", color.Transparent)
		add(t.marker, t.countBg, t.count)
	}
	for i := range r.holes {
		h := &r.holes[i]
		h.countBg = canvas.NewRectangle(color.Transparent)
		h.count = canvas.NewText("", color.Transparent)
		h.numHi = canvas.NewText("", color.Transparent)
		h.num = canvas.NewText("", color.Transparent)
		h.name = hidden(canvas.NewText("", color.Transparent))
		add(h.countBg, h.count, h.numHi, h.num, h.name)
	}
	for s := range r.markRing {
		r.markRing[s] = hidden(canvas.NewRectangle(color.Transparent))
		r.markDot[s] = hidden(canvas.NewCircle(color.Transparent))
		add(r.markRing[s], r.markDot[s])
	}
	r.hintRing = hidden(canvas.NewRectangle(color.Transparent))
	r.ghostRing = hidden(canvas.NewRectangle(color.Transparent))
	add(r.hintRing, r.ghostRing)
	for range game.RingSize * maxGhostDots {
		d := hidden(canvas.NewCircle(color.Transparent))
		r.ghostDots = append(r.ghostDots, d)
		add(d)
	}
	r.ghostBadge = hidden(canvas.NewRectangle(color.Transparent))
	r.ghostText = hidden(canvas.NewText("", color.Transparent))
	r.ghostWhy = hidden(canvas.NewText("", color.Transparent))
	add(r.ghostBadge, r.ghostText, r.ghostWhy)
	r.handHalo = hidden(canvas.NewCircle(color.Transparent))
	add(r.handHalo)
	r.moving = newStonePool(movingStones)
	add(r.moving.objects()...)
	r.handBadge = hidden(canvas.NewRectangle(color.Transparent))
	r.handText = hidden(canvas.NewText("", color.Transparent))
	add(r.handBadge, r.handText)
	for k := range r.flyText {
		r.flyText[k] = hidden(canvas.NewText("", color.Transparent))
		add(r.flyText[k])
	}
	r.bannerBg = hidden(canvas.NewRectangle(color.Transparent))
	r.bannerText = hidden(canvas.NewText("", color.Transparent))
	r.tipBg = hidden(canvas.NewRectangle(color.Transparent))
	r.tipText = hidden(canvas.NewText("", color.Transparent))
	add(r.bannerBg, r.bannerText, r.tipBg, r.tipText)
	return r
}

func (r *renderer) Destroy()                     {}
func (r *renderer) Objects() []fyne.CanvasObject { return r.objects }
func (r *renderer) MinSize() fyne.Size           { return r.b.MinSize() }
func (r *renderer) Layout(fyne.Size)             { r.update() }
func (r *renderer) Refresh()                     { r.update() }

// update sets every object from the board's state and size. Objects whose
// look did not change are left alone, so a frame of an animation only
// repaints what moved.
func (r *renderer) update() {
	b := r.b
	g := b.geometry()
	if dark := darkTheme(b); dark != r.dark {
		r.dark = dark
		r.pal = newPalette(dark)
	}
	if lang := b.loc.Lang(); lang != r.lang {
		r.lang = lang
		for n := 1; n <= game.HolesPerSide; n++ {
			r.names[n] = b.loc.T(holeNameKey(n))
		}
	}
	r.drawWood(g)
	r.drawHoles(g)
	r.drawTrays(g)
	r.rest.used = 0
	r.drawHoleStones(g)
	r.drawKazanStones(g)
	r.rest.finish()
	r.drawMarks(g)
	r.drawGhost(g)
	r.moving.used = 0
	r.drawMoving(g)
	r.moving.finish()
	r.drawBanner(g)
	r.drawTooltip(g)
}

func (r *renderer) font(g geom, units float32) float32 {
	return max(minFontPx, units*max(g.s, minFontScale))
}

// devicePixels is a length in the board's canvas's pixels (the length
// itself before the board is on a canvas).
func (r *renderer) devicePixels(length float32) float32 {
	if app := fyne.CurrentApp(); app != nil {
		if c := app.Driver().CanvasForObject(r.b); c != nil {
			return length * c.Scale()
		}
	}
	return length
}

func (r *renderer) drawWood(g geom) {
	p := &r.pal
	pos, size := g.rect(0, 0, lengthL, g.depthS)
	radius := 14 * g.s
	off := fyne.NewPos(3*g.s+2, 5*g.s+2)
	setRect(r.shadow, pos.Add(off), size, p.shadow, radius+2)
	setRect(r.frame, pos, size, p.frame, radius)
	setStroke(r.frame, p.frameStroke, max(1, 2*g.s))
	ppos, psize := g.rect(frameW, frameW, lengthL-2*frameW, g.depthS-2*frameW)
	if key := (woodKey{tall: g.tall, dark: r.dark, fine: woodFine(r.devicePixels(max(psize.Width, psize.Height)))}); key != r.woodKey {
		r.wood.Image = plank(key)
		r.woodKey = key
		canvas.Refresh(r.wood)
	}
	place(r.wood, ppos, psize)
	sheenAngle := 270.0
	if g.tall {
		sheenAngle = 180
	}
	setGradient(r.sheen, ppos, psize, p.sheen[0], p.sheen[1], sheenAngle)
	setRect(r.bevel, ppos, psize, color.Transparent, 0)
	setStroke(r.bevel, p.frameHi, max(1, 1.5*g.s))
}

// pill returns the screen rectangle of a logical rectangle grown by d units.
func pill(g geom, u, v, w, h, d float32) (fyne.Position, fyne.Size) {
	return g.rect(u-d, v-d, w+2*d, h+2*d)
}

func cornerOf(s fyne.Size, f float32) float32 { return min(s.Width, s.Height) * f }

func (r *renderer) drawHoles(g geom) {
	b := r.b
	p := &r.pal
	ghostM, _, ghostOK := b.Ghost()
	for i := range r.holes {
		h := &r.holes[i]
		u, v, w, hh := g.holeRect(i)
		pos, size := g.rect(u, v, w, hh)
		rad := cornerOf(size, 0.36)
		// light catching the lower lip, the dark pit, its lit floor
		setRect(h.lip, pos.Add(fyne.NewPos(0, 1.8*g.s)), size.Add(fyne.NewSize(0, 0.6*g.s)), p.lip, rad)
		setRect(h.pit, pos, size, p.pit, rad)
		setStroke(h.pit, p.pitStroke, max(0.5, 1.2*g.s))
		fpos := pos.Add(fyne.NewPos(3*g.s, 7*g.s))
		fsize := size.Subtract(fyne.NewSize(6*g.s, 9.5*g.s))
		setRect(h.floor, fpos, fsize, p.floor, cornerOf(fsize, 0.36))

		// playable glow, brighter under the pointer
		playable := b.playable(i)
		if playable {
			gp, gs := pill(g, u, v, w, hh, 7)
			fill := p.glow
			sw := 2 * g.s
			if i == b.hover || (ghostOK && b.hover < 0 && game.RingIndex(b.pos.ToMove, int(ghostM)) == i) {
				fill = p.glowHover
				sw = 3 * g.s
			}
			setRect(h.glow, gp, gs, fill, cornerOf(gs, 0.4))
			setStroke(h.glow, p.glowStroke, max(1, sw))
		}
		show(h.glow, playable)

		// tuzdyk: a tinted pit and an eight-pointed star in its owner's colour
		owner, isTuz := b.displayTuzdyk(i)
		show(h.tuz, isTuz)
		show(h.star.raster, isTuz)
		if isTuz {
			setRect(h.tuz, pos, size, p.tuzdykFill[owner], rad)
			setStroke(h.tuz, p.tuzdyk[owner], max(1, 2.5*g.s))
			c := g.pt(u+w/2, v+hh/2)
			d := 58 * g.s
			place(h.star.raster, c.Subtract(fyne.NewPos(d/2, d/2)), fyne.NewSize(d, d))
			if fill, edge := p.tuzdyk[owner], shade(p.tuzdyk[owner], 0.5); h.star.fill != fill || h.star.edge != edge {
				h.star.fill, h.star.edge = fill, edge
				canvas.Refresh(h.star.raster)
			}
		}

		// count badge between the pit and the kazan
		n := b.displayHole(i)
		cu, cv := g.countCenter(i)
		cc := g.pt(cu, cv)
		label := itoa(n)
		setText(h.count, label, r.font(g, fontCount), p.countFg, true)
		ts := h.count.MinSize()
		bw := max(ts.Width+10*g.s, 34*g.s)
		bh := ts.Height + 1*g.s
		bg := p.countBg
		if n > holeCapacity {
			bg = p.countBgFull
		}
		setRect(h.countBg, cc.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), bg, bh/2)
		placeText(h.count, cc)

		// engraved hole number and (optionally) the hole's name
		_, num := game.HoleOf(i)
		numAt, nameAt, _ := g.labels(i)
		nc := g.pt(numAt[0], numAt[1])
		setText(h.num, itoa(num), r.font(g, fontNumber), p.number, true)
		setText(h.numHi, itoa(num), r.font(g, fontNumber), p.numberHi, true)
		placeText(h.numHi, nc.Add(fyne.NewPos(0, max(0.8, 1.1*g.s))))
		placeText(h.num, nc)
		show(h.name, b.showNames)
		if b.showNames {
			size := r.font(g, fontName)
			avail := pitch * g.s * 0.96
			if g.tall {
				avail = (g.labelH + frameW*0.8) * g.s
			}
			setText(h.name, r.names[num], size, p.name, false)
			if w := h.name.MinSize().Width; w > avail {
				setText(h.name, r.names[num], max(minFontPx-1, size*avail/w), p.name, false)
			}
			placeText(h.name, g.pt(nameAt[0], nameAt[1]))
		}
	}
}

func (r *renderer) drawTrays(g geom) {
	b := r.b
	p := &r.pal
	for s := game.White; s <= game.Black; s++ {
		t := &r.trays[s]
		u, v, w, h := g.kazanRect(s)
		pos, size := g.rect(u, v, w, h)
		rad := cornerOf(size, 0.5)
		setRect(t.lip, pos.Add(fyne.NewPos(0, 1.8*g.s)), size.Add(fyne.NewSize(0, 0.6*g.s)), p.lip, rad)
		setRect(t.pit, pos, size, p.pit, rad)
		setStroke(t.pit, p.pitStroke, max(0.5, 1.2*g.s))
		fpos := pos.Add(fyne.NewPos(3*g.s, 6*g.s))
		fsize := size.Subtract(fyne.NewSize(6*g.s, 8.5*g.s))
		setRect(t.floor, fpos, fsize, p.trayFloor, cornerOf(fsize, 0.5))

		fl := b.flash
		if fl != nil && fl.side == s {
			fp, fs := pill(g, u, v, w, h, 5)
			setRect(t.flash, fp, fs, withAlpha(p.flash, fl.alpha), cornerOf(fs, 0.5))
			setStroke(t.flash, withAlpha(p.glowStroke, fl.alpha), 3*g.s)
		}
		show(t.flash, fl != nil && fl.side == s)

		// the owner's marker at the left end, the count at the right end
		mfill, mstroke := p.sideColour(s)
		mc := g.pt(u+kazanLeft/2+2, v+h/2)
		setCircle(t.marker, mc, 20*g.s, mfill, mstroke, max(1, 2*g.s))
		n := b.displayKazan(s)
		setText(t.count, itoa(n), r.font(g, fontKazan), p.countFg, true)
		cc := g.pt(u+w-kazanRight/2-4, v+h/2)
		ts := t.count.MinSize()
		bw := max(ts.Width+12*g.s, 56*g.s)
		bh := max(ts.Height, 36*g.s)
		if g.tall {
			bw, bh = max(ts.Width+8*g.s, 40*g.s), max(ts.Height+4*g.s, 52*g.s)
		}
		bg := p.countBg
		if n >= game.WinningScore {
			bg = p.kazanWon
		}
		setRect(t.countBg, cc.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), bg, min(bw, bh)/2)
		placeText(t.count, cc)
	}
}

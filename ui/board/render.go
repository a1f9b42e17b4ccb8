package board

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"

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

// stonePool is a set of stones drawn as three layers: all shadows, then all
// bodies, then all highlights, so that a pile reads cleanly.
type stonePool struct {
	sh, body, hi []*canvas.Circle
	used, shown  int
}

func newStonePool(n int) *stonePool {
	p := &stonePool{}
	for range n {
		p.sh = append(p.sh, hidden(canvas.NewCircle(color.Transparent)))
		p.body = append(p.body, hidden(canvas.NewCircle(color.Transparent)))
		p.hi = append(p.hi, hidden(canvas.NewCircle(color.Transparent)))
	}
	return p
}

func (p *stonePool) objects() []fyne.CanvasObject {
	var o []fyne.CanvasObject
	for _, c := range p.sh {
		o = append(o, c)
	}
	for _, c := range p.body {
		o = append(o, c)
	}
	for _, c := range p.hi {
		o = append(o, c)
	}
	return o
}

func hidden[T fyne.CanvasObject](o T) T {
	o.Hide()
	return o
}

type renderer struct {
	b       *Board
	objects []fyne.CanvasObject

	shadow, frame, bevel *canvas.Rectangle
	wood                 *canvas.Image
	woodKey              [2]bool // tall, dark of the texture shown
	woodTex              map[[2]bool]*canvas.Image
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
	r.woodTex = make(map[[2]bool]*canvas.Image)
	r.wood = r.woodImage([2]bool{false, r.dark})
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

func (r *renderer) drawWood(g geom) {
	p := &r.pal
	pos, size := g.rect(0, 0, lengthL, g.depthS)
	radius := 14 * g.s
	off := fyne.NewPos(3*g.s+2, 5*g.s+2)
	setRect(r.shadow, pos.Add(off), size, p.shadow, radius+2)
	setRect(r.frame, pos, size, p.frame, radius)
	setStroke(r.frame, p.frameStroke, max(1, 2*g.s))
	ppos, psize := g.rect(frameW, frameW, lengthL-2*frameW, g.depthS-2*frameW)
	if key := [2]bool{g.tall, r.dark}; key != r.woodKey {
		img := r.woodImage(key)
		r.wood.Image = img.Image
		r.woodKey = key
		canvas.Refresh(r.wood)
	}
	place(r.wood, ppos, psize)
	sheenAngle := 270.0
	if g.tall {
		sheenAngle = 180
	}
	setGradient(r.sheen, ppos, psize, rgba(255, 236, 200, 0), rgba(255, 236, 200, 40), sheenAngle)
	setRect(r.bevel, ppos, psize, color.Transparent, 0)
	setStroke(r.bevel, p.frameHi, max(1, 1.5*g.s))
}

// woodImage returns the wood texture for an orientation and theme, made on
// first use.
func (r *renderer) woodImage(key [2]bool) *canvas.Image {
	if img, ok := r.woodTex[key]; ok {
		return img
	}
	pal := newPalette(key[1])
	img := canvas.NewImageFromImage(woodImage(key[0], pal.panelA, pal.panelB))
	img.FillMode = canvas.ImageFillStretch
	img.ScaleMode = canvas.ImageScaleSmooth
	r.woodTex[key] = img
	return img
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
			bg = rgba(150, 100, 10, 245)
		}
		setRect(t.countBg, cc.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), bg, min(bw, bh)/2)
		placeText(t.count, cc)
	}
}

// stoneColour varies the stones a little, the same way for the same slot.
func (r *renderer) stoneColour(a, k int) color.Color {
	return r.pal.boxStone[(a*7+k*3+k/3)%len(r.pal.boxStone)]
}

func (r *renderer) drawHoleStones(g geom) {
	for i := range game.RingSize {
		if _, tuz := r.b.displayTuzdyk(i); tuz {
			continue
		}
		n := min(r.b.displayHole(i), holeCapacity)
		for k := range n {
			u, v := g.holeSlot(i, k, n)
			r.rest.add(g, g.pt(u, v), holeStoneD*g.s, r.stoneColour(i, k), false, &r.pal)
		}
	}
}

func (r *renderer) drawKazanStones(g geom) {
	capacity := kazanCapacity()
	for s := game.White; s <= game.Black; s++ {
		n := min(r.b.displayKazan(s), capacity)
		for k := range n {
			u, v := g.kazanSlot(s, k)
			r.rest.add(g, g.pt(u, v), kazanStoneD*g.s, r.stoneColour(int(s)+20, k), false, &r.pal)
		}
	}
}

// add draws the next stone of the pool at c with diameter d.
func (p *stonePool) add(g geom, c fyne.Position, d float32, col color.Color, raised bool, pal *palette) {
	if p.used >= len(p.body) {
		return
	}
	k := p.used
	p.used++
	off := fyne.NewPos(0.1*d, 0.16*d)
	sh := pal.boxSh
	if raised {
		off = fyne.NewPos(0.16*d, 0.26*d)
		sh = pal.boxShUp
	}
	setCircle(p.sh[k], c.Add(off), d*1.02, sh, nil, 0)
	setCircle(p.body[k], c, d, col, pal.boxStroke, max(0.5, d*0.05))
	setCircle(p.hi[k], c.Add(fyne.NewPos(-0.2*d, -0.22*d)), d*0.32, pal.boxHi, nil, 0)
	if k >= p.shown {
		p.sh[k].Show()
		p.body[k].Show()
		p.hi[k].Show()
	}
}

// finish hides the stones of the pool not used in this frame.
func (p *stonePool) finish() {
	for k := p.used; k < p.shown; k++ {
		p.sh[k].Hide()
		p.body[k].Hide()
		p.hi[k].Hide()
	}
	p.shown = p.used
}

func (r *renderer) drawMarks(g geom) {
	p := &r.pal
	for s := game.White; s <= game.Black; s++ {
		lm := r.b.last[s]
		if a := r.b.anim; a != nil && a.s.Mover == s {
			lm = nil // the mover's marks wait for the end of its move
		}
		show(r.markRing[s], lm != nil)
		show(r.markDot[s], lm != nil)
		if lm == nil {
			continue
		}
		fill, stroke := p.sideColour(s)
		u, v, w, h := g.holeRect(lm.last)
		rp, rs := pill(g, u, v, w, h, 3.5)
		setRect(r.markRing[s], rp, rs, color.Transparent, cornerOf(rs, 0.38))
		setStroke(r.markRing[s], fill, max(1, 2.6*g.s))
		_, _, dot := g.labels(lm.from)
		setCircle(r.markDot[s], g.pt(dot[0], dot[1]), 11*g.s, fill, stroke, max(0.8, 1.5*g.s))
	}
}

func (r *renderer) drawGhost(g geom) {
	b := r.b
	p := &r.pal
	m, s, ok := b.Ghost()
	r.ghostDotsPerHole = [game.RingSize]int{}
	r.ghostLanding = -1
	isHint := ok && !b.playable(b.hover)
	show(r.hintRing, ok && isHint)
	show(r.ghostRing, ok)
	used := 0
	if ok {
		if isHint {
			from := game.RingIndex(b.pos.ToMove, int(m))
			u, v, w, h := g.holeRect(from)
			hp, hs := pill(g, u, v, w, h, 9)
			setRect(r.hintRing, hp, hs, rgba(140, 236, 150, 50), cornerOf(hs, 0.4))
			setStroke(r.hintRing, p.hintRing, max(1, 3*g.s))
		}
		var drops [game.RingSize]int
		for _, d := range s.Drops {
			drops[d]++
		}
		for i, n := range drops {
			if n == 0 {
				continue
			}
			shown := min(n, maxGhostDots)
			r.ghostDotsPerHole[i] = shown
			u, v, w, h := g.holeRect(i)
			inner := v + h - 14
			if !g.top(i) {
				inner = v + 14
			}
			for k := range shown {
				du := u + w/2 + (float32(k)-float32(shown-1)/2)*13
				dot := r.ghostDots[used]
				used++
				setCircle(dot, g.pt(du, inner), 11*g.s, p.ghost, p.ghostStroke, max(0.8, 1.4*g.s))
				dot.Show()
			}
		}
		u, v, w, h := g.holeRect(s.Last)
		rp, rs := pill(g, u, v, w, h, 5.5)
		setRect(r.ghostRing, rp, rs, color.Transparent, cornerOf(rs, 0.38))
		setStroke(r.ghostRing, p.ghostRing, max(1.2, 3.5*g.s))
		r.ghostLanding = s.Last
	}
	for k := used; k < r.ghostDotsShown; k++ {
		r.ghostDots[k].Hide()
	}
	r.ghostDotsShown = used

	gain, why := "", ""
	if ok {
		switch {
		case s.Tuzdyk:
			gain = b.loc.T("ghost.tuzdyk")
		case s.Gain > 0:
			gain = b.loc.T("ghost.capture", map[string]any{"Count": s.Gain})
		}
		switch s.Blocked {
		case game.AlreadyHasOne:
			why = b.loc.T("ghost.blocked_already")
		case game.NinthHole:
			why = b.loc.T("ghost.blocked_hole9")
		case game.MirrorsOpponent:
			why = b.loc.T("ghost.blocked_mirror")
		}
	}
	show(r.ghostBadge, gain != "" || why != "")
	show(r.ghostText, gain != "")
	show(r.ghostWhy, why != "")
	if gain == "" && why == "" {
		return
	}
	// the badge sits over the landing hole, towards the board's middle
	u, v, w, h := g.holeRect(s.Last)
	cv := v + h*0.38
	if !g.top(s.Last) {
		cv = v + h*0.62
	}
	c := g.pt(u+w/2, cv)
	var tw, th float32
	if gain != "" {
		setText(r.ghostText, gain, r.font(g, fontBadge), p.badgeFg, true)
		ts := r.ghostText.MinSize()
		tw, th = ts.Width, ts.Height
	}
	if why != "" {
		setText(r.ghostWhy, why, r.font(g, fontBadge*0.72), p.badgeBlocked, false)
		ws := r.ghostWhy.MinSize()
		tw = max(tw, ws.Width)
		th += ws.Height
	}
	bw, bh := tw+14*g.s, th+6*g.s
	bp := c.Subtract(fyne.NewPos(bw/2, bh/2))
	bp = clampInto(bp, fyne.NewSize(bw, bh), g.size)
	setRect(r.ghostBadge, bp, fyne.NewSize(bw, bh), p.badgeBg, min(bh/2, 10*g.s))
	y := bp.Y + 3*g.s
	if gain != "" {
		ts := r.ghostText.MinSize()
		placeText(r.ghostText, fyne.NewPos(bp.X+bw/2, y+ts.Height/2))
		y += ts.Height
	}
	if why != "" {
		ws := r.ghostWhy.MinSize()
		placeText(r.ghostWhy, fyne.NewPos(bp.X+bw/2, y+ws.Height/2))
	}
}

// drawMoving draws the stones in hand and the flying captures.
func (r *renderer) drawMoving(g geom) {
	a := r.b.anim
	p := &r.pal
	show(r.handBadge, a != nil && a.hand > 0)
	show(r.handText, a != nil && a.hand > 0)
	show(r.handHalo, a != nil && a.hand > 0)
	used := 0
	defer func() {
		for k := used; k < len(r.flyText); k++ {
			r.flyText[k].Hide()
		}
	}()
	if a == nil {
		return
	}
	d := holeStoneD * 1.05 * g.s
	if a.hand > 0 {
		t := float32(a.handProgress())
		c0 := g.holeCenter(a.handFrom)
		c1 := g.holeCenter(a.handTo)
		c := lerp(c0, c1, t)
		c.Y -= (14 + 22*float32(math.Sin(float64(t)*math.Pi))) * g.s
		hd := d * 2.5
		setCircle(r.handHalo, c.Add(fyne.NewPos(0, 0.15*d)), hd, rgba(44, 22, 6, 215), rgba(255, 228, 160, 230), max(1, 1.8*g.s))
		r.cluster(g, c, min(a.hand, 5), d)
		setText(r.handText, itoa(a.hand), r.font(g, fontHand), p.countFg, true)
		ts := r.handText.MinSize()
		bw, bh := max(ts.Width+8*g.s, 26*g.s), ts.Height+2*g.s
		bc := c.Add(fyne.NewPos(hd/2, -hd/2.6))
		setRect(r.handBadge, bc.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), rgba(30, 60, 90, 235), bh/2)
		placeText(r.handText, bc)
	}
	for _, f := range a.flyers {
		t := float32(math.Max(0, math.Min(1, (a.elapsed-f.t0)/(f.t1-f.t0))))
		t = t * t * (3 - 2*t) // ease in and out
		c0 := g.holeCenter(f.from)
		ku, kv := g.kazanSlot(f.to, min(f.slot, kazanCapacity()-1))
		c1 := g.pt(ku, kv)
		c := lerp(c0, c1, t)
		c.Y -= 30 * float32(math.Sin(float64(t)*math.Pi)) * g.s
		r.cluster(g, c, min(f.n, 6), d*(1-0.4*t))
		if f.label != "" && used < len(r.flyText) {
			ft := r.flyText[used]
			used++
			setText(ft, f.label, r.font(g, fontBadge*1.2), p.bannerFg, true)
			placeText(ft, c.Add(fyne.NewPos(0, -26*g.s)))
			ft.Show()
		}
	}
}

// cluster draws n raised stones around c.
func (r *renderer) cluster(g geom, c fyne.Position, n int, d float32) {
	offs := [...][2]float32{{0, 0}, {-0.55, 0.35}, {0.55, 0.35}, {0, -0.6}, {-0.6, -0.45}, {0.6, -0.45}}
	for k := range min(n, len(offs)) {
		o := offs[k]
		r.moving.add(g, c.Add(fyne.NewPos(o[0]*d, o[1]*d)), d, r.pal.boxStone[k%len(r.pal.boxStone)], true, &r.pal)
	}
}

func (r *renderer) drawBanner(g geom) {
	bn := r.b.banner
	show(r.bannerBg, bn != nil)
	show(r.bannerText, bn != nil)
	if bn == nil {
		return
	}
	p := &r.pal
	setText(r.bannerText, bn.text, r.font(g, fontBanner), withAlpha(p.tuzdyk[bn.side], bn.alpha), true)
	ts := r.bannerText.MinSize()
	c := g.pt(lengthL/2, g.depthS/2)
	bw, bh := ts.Width+40*g.s, ts.Height+18*g.s
	bp := clampInto(c.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), g.size)
	setRect(r.bannerBg, bp, fyne.NewSize(bw, bh), withAlpha(p.bannerBg, bn.alpha), bh/2)
	setStroke(r.bannerBg, withAlpha(p.tuzdyk[bn.side], bn.alpha), max(1, 2*g.s))
	placeText(r.bannerText, fyne.NewPos(bp.X+bw/2, bp.Y+bh/2))
}

func (r *renderer) drawTooltip(g geom) {
	b := r.b
	on := b.tipHole != -1
	show(r.tipBg, on)
	show(r.tipText, on)
	if !on {
		return
	}
	p := &r.pal
	setText(r.tipText, b.tooltipText(b.tipHole), theme.TextSize()*0.95, p.tipFg, false)
	ts := r.tipText.MinSize()
	var anchor fyne.Position
	if b.tipHole <= -2 {
		anchor = b.KazanCenter(game.Side(-2 - b.tipHole))
	} else {
		// over the hole's own label zone: it repeats the name and number
		num, name, _ := g.labels(b.tipHole)
		anchor = g.pt((num[0]+name[0])/2, (num[1]+name[1])/2)
	}
	bw, bh := ts.Width+16, ts.Height+8
	bp := clampInto(anchor.Subtract(fyne.NewPos(bw/2, bh/2)), fyne.NewSize(bw, bh), g.size)
	setRect(r.tipBg, bp, fyne.NewSize(bw, bh), p.tipBg, 6)
	placeText(r.tipText, fyne.NewPos(bp.X+bw/2, bp.Y+bh/2))
}

func lerp(a, b fyne.Position, t float32) fyne.Position {
	return fyne.NewPos(a.X+(b.X-a.X)*t, a.Y+(b.Y-a.Y)*t)
}

// clampInto moves a box of size s at p so that it lies inside area.
func clampInto(p fyne.Position, s, area fyne.Size) fyne.Position {
	p.X = max(0, min(p.X, area.Width-s.Width))
	p.Y = max(0, min(p.Y, area.Height-s.Height))
	return p
}

// The setters below change an object only when needed and repaint only
// what changed: Move and Resize repaint by themselves, property changes
// need canvas.Refresh.

func show(o fyne.CanvasObject, on bool) {
	if o.Visible() != on {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

func place(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	if o.Size() != size {
		o.Resize(size)
	}
	if o.Position() != pos {
		o.Move(pos)
	}
}

func setRect(o *canvas.Rectangle, pos fyne.Position, size fyne.Size, fill color.Color, radius float32) {
	place(o, pos, size)
	if o.FillColor != fill || o.CornerRadius != radius {
		o.FillColor, o.CornerRadius = fill, radius
		canvas.Refresh(o)
	}
}

func setStroke(o *canvas.Rectangle, c color.Color, w float32) {
	if o.StrokeColor != c || o.StrokeWidth != w {
		o.StrokeColor, o.StrokeWidth = c, w
		canvas.Refresh(o)
	}
}

func setCircle(o *canvas.Circle, c fyne.Position, d float32, fill, stroke color.Color, sw float32) {
	place(o, c.Subtract(fyne.NewPos(d/2, d/2)), fyne.NewSize(d, d))
	if o.FillColor != fill || o.StrokeColor != stroke || o.StrokeWidth != sw {
		o.FillColor, o.StrokeColor, o.StrokeWidth = fill, stroke, sw
		canvas.Refresh(o)
	}
}

func setGradient(o *canvas.LinearGradient, pos fyne.Position, size fyne.Size, a, b color.Color, angle float64) {
	place(o, pos, size)
	if o.StartColor != a || o.EndColor != b || o.Angle != angle {
		o.StartColor, o.EndColor, o.Angle = a, b, angle
		canvas.Refresh(o)
	}
}

func setText(t *canvas.Text, s string, size float32, c color.Color, bold bool) {
	if t.Text != s || t.TextSize != size || t.Color != c || t.TextStyle.Bold != bold {
		t.Text, t.TextSize, t.Color = s, size, c
		t.TextStyle = fyne.TextStyle{Bold: bold}
		t.Alignment = fyne.TextAlignCenter
		canvas.Refresh(t)
	}
}

// placeText centres a text object on c.
func placeText(t *canvas.Text, c fyne.Position) {
	s := t.MinSize()
	place(t, c.Subtract(fyne.NewPos(s.Width/2, s.Height/2)), s)
}

package board

// The overlays drawn over the board and its stones: the last-move marks,
// the ghost of a move (hover or hint), the stones moving during a sowing,
// the banner and the tooltip.

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
)

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
	isHint := ok && b.hint != 0
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

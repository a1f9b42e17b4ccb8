package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// palette holds the board's colours. The wood stays wood in both themes (a
// little darker in the dark one); every text sits on a badge or on the wood,
// so its contrast does not depend on the theme.
type palette struct {
	shadow, frame, frameStroke, frameHi color.NRGBA
	panelA, panelB, grainDark, grainHi  color.NRGBA
	lip, pit, floor, pitStroke          color.NRGBA
	trayFloor                           color.NRGBA

	stone                          [4]color.NRGBA
	stoneStroke, stoneHi, stoneSh  color.NRGBA
	countBg, countBgFull, countFg  color.NRGBA
	number, numberHi, name         color.NRGBA
	glow, glowHover, glowStroke    color.NRGBA
	ghost, ghostStroke, ghostRing  color.NRGBA
	hintRing                       color.NRGBA
	badgeBg, badgeFg, badgeBlocked color.NRGBA
	tuzdyk, tuzdykFill             [2]color.NRGBA
	mark, markStroke               [2]color.NRGBA
	bannerBg, bannerFg             color.NRGBA
	tipBg, tipFg                   color.NRGBA
	flash                          color.NRGBA

	// the stone colours boxed once: a frame draws 162 stones
	boxStone                         [4]color.Color
	boxStroke, boxHi, boxSh, boxShUp color.Color
}

func rgba(r, g, b, a uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: a} }

func shade(c color.NRGBA, f float32) color.NRGBA {
	m := func(v uint8) uint8 {
		x := float32(v) * f
		if x > 255 {
			x = 255
		}
		return uint8(x)
	}
	return color.NRGBA{R: m(c.R), G: m(c.G), B: m(c.B), A: c.A}
}

func withAlpha(c color.NRGBA, a float32) color.NRGBA {
	c.A = uint8(float32(c.A) * max(0, min(1, a)))
	return c
}

func newPalette(dark bool) palette {
	p := palette{
		shadow:      rgba(0, 0, 0, 80),
		frame:       rgba(112, 64, 30, 255),
		frameStroke: rgba(62, 34, 14, 255),
		frameHi:     rgba(160, 104, 58, 255),
		panelA:      rgba(214, 162, 104, 255),
		panelB:      rgba(184, 126, 72, 255),
		grainDark:   rgba(120, 70, 32, 34),
		grainHi:     rgba(255, 226, 180, 30),
		lip:         rgba(236, 196, 142, 200),
		pit:         rgba(70, 38, 16, 255),
		floor:       rgba(110, 66, 32, 255),
		pitStroke:   rgba(58, 30, 12, 255),
		trayFloor:   rgba(120, 74, 38, 255),

		stone: [4]color.NRGBA{
			rgba(240, 232, 214, 255),
			rgba(232, 222, 200, 255),
			rgba(244, 238, 224, 255),
			rgba(226, 214, 190, 255),
		},
		stoneStroke: rgba(150, 124, 92, 255),
		stoneHi:     rgba(255, 255, 255, 215),
		stoneSh:     rgba(30, 14, 4, 90),

		countBg:     rgba(62, 34, 14, 230),
		countBgFull: rgba(120, 40, 20, 240),
		countFg:     rgba(255, 244, 224, 255),
		number:      rgba(92, 50, 20, 255),
		numberHi:    rgba(244, 208, 156, 170),
		name:        rgba(88, 48, 20, 255),

		glow:       rgba(255, 214, 110, 90),
		glowHover:  rgba(255, 228, 140, 170),
		glowStroke: rgba(255, 206, 90, 230),

		ghost:       rgba(176, 232, 255, 245),
		ghostStroke: rgba(20, 40, 60, 200),
		ghostRing:   rgba(176, 232, 255, 255),
		hintRing:    rgba(140, 236, 150, 255),

		badgeBg:      rgba(24, 30, 40, 225),
		badgeFg:      rgba(190, 238, 255, 255),
		badgeBlocked: rgba(255, 214, 170, 255),

		tuzdyk:     [2]color.NRGBA{rgba(246, 196, 48, 255), rgba(150, 190, 232, 255)},
		tuzdykFill: [2]color.NRGBA{rgba(200, 150, 30, 120), rgba(70, 120, 190, 120)},
		mark:       [2]color.NRGBA{rgba(252, 248, 236, 255), rgba(28, 24, 22, 255)},
		markStroke: [2]color.NRGBA{rgba(90, 60, 30, 255), rgba(240, 226, 200, 255)},

		bannerBg: rgba(40, 22, 8, 235),
		bannerFg: rgba(255, 222, 120, 255),
		tipBg:    rgba(28, 24, 22, 240),
		tipFg:    rgba(250, 244, 232, 255),
		flash:    rgba(255, 236, 150, 200),
	}
	for k, c := range p.stone {
		p.boxStone[k] = c
	}
	p.boxStroke, p.boxHi, p.boxSh, p.boxShUp = p.stoneStroke, p.stoneHi, p.stoneSh, withAlpha(p.stoneSh, 0.6)
	if dark {
		p.shadow = rgba(0, 0, 0, 150)
		p.frame = shade(p.frame, 0.8)
		p.frameHi = shade(p.frameHi, 0.8)
		p.panelA = shade(p.panelA, 0.84)
		p.panelB = shade(p.panelB, 0.84)
		p.lip = rgba(210, 170, 118, 170)
		p.number = rgba(70, 36, 12, 255)
		p.name = rgba(62, 32, 10, 255)
	}
	return p
}

// darkTheme reports whether the theme in use for w paints a dark background.
func darkTheme(w fyne.Widget) bool {
	th := theme.Current()
	if t, ok := w.(interface{ Theme() fyne.Theme }); ok {
		if x := t.Theme(); x != nil {
			th = x
		}
	}
	v := theme.VariantLight
	if app := fyne.CurrentApp(); app != nil {
		v = app.Settings().ThemeVariant()
	}
	r, g, b, _ := th.Color(theme.ColorNameBackground, v).RGBA()
	lum := 0.2126*float64(r) + 0.7152*float64(g) + 0.0722*float64(b)
	return lum < 0.5*0xffff
}

// sideColour is the colour of a side's marks and kazan marker.
func (p *palette) sideColour(s game.Side) (fill, stroke color.NRGBA) {
	return p.mark[s&1], p.markStroke[s&1]
}

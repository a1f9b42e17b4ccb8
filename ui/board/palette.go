package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// palette holds the board's colours (package picture's, see newPalette).
// The wood stays wood in both themes (a little darker in the dark one);
// every text sits on a badge or on the wood, so its contrast does not
// depend on the theme.
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
	kazanWon                       color.NRGBA    // a kazan's count badge at 82 or more
	sheen                          [2]color.NRGBA // the panel's light, from one end to the other

	// the stone colours boxed once: a frame draws 162 stones
	boxStone                         [4]color.Color
	boxStroke, boxHi, boxSh, boxShUp color.Color
}

func rgba(r, g, b, a uint8) color.NRGBA { return picture.RGBA(r, g, b, a) }

func shade(c color.NRGBA, f float32) color.NRGBA { return picture.Shade(c, f) }

func withAlpha(c color.NRGBA, a float32) color.NRGBA { return picture.WithAlpha(c, a) }

// newPalette returns the board's colours: package picture's, which the
// pictures of a position share.
func newPalette(dark bool) palette {
	c := picture.NewColours(dark)
	p := palette{
		shadow: c.Shadow, frame: c.Frame, frameStroke: c.FrameStroke, frameHi: c.FrameHi,
		panelA: c.PanelA, panelB: c.PanelB, grainDark: c.GrainDark, grainHi: c.GrainHi,
		lip: c.Lip, pit: c.Pit, floor: c.Floor, pitStroke: c.PitStroke,
		trayFloor: c.TrayFloor,

		stone:       c.Stone,
		stoneStroke: c.StoneStroke, stoneHi: c.StoneHi, stoneSh: c.StoneSh,
		countBg: c.CountBg, countBgFull: c.CountBgFull, countFg: c.CountFg,
		number: c.Number, numberHi: c.NumberHi, name: c.Name,
		glow: c.Glow, glowHover: c.GlowHover, glowStroke: c.GlowStroke,
		ghost: c.Ghost, ghostStroke: c.GhostStroke, ghostRing: c.GhostRing,
		hintRing: c.HintRing,
		badgeBg:  c.BadgeBg, badgeFg: c.BadgeFg, badgeBlocked: c.BadgeBlock,
		tuzdyk: c.Tuzdyk, tuzdykFill: c.TuzdykFill,
		mark: c.Mark, markStroke: c.MarkStroke,
		bannerBg: c.BannerBg, bannerFg: c.BannerFg,
		tipBg: c.TipBg, tipFg: c.TipFg,
		flash:    c.Flash,
		kazanWon: c.KazanBgWon,
		sheen:    c.Sheen,
	}
	for k, stone := range p.stone {
		p.boxStone[k] = stone
	}
	p.boxStroke, p.boxHi, p.boxSh, p.boxShUp = p.stoneStroke, p.stoneHi, p.stoneSh, withAlpha(p.stoneSh, 0.6)
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

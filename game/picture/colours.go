package picture

import (
	"image/color"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Colours are the board's colours, the same in the window and in a
// picture. The wood stays wood in both themes (a little darker in the dark
// one); every text sits on a badge or on the wood, so its contrast does
// not depend on the theme.
type Colours struct {
	Shadow, Frame, FrameStroke, FrameHi color.NRGBA
	PanelA, PanelB, GrainDark, GrainHi  color.NRGBA
	Lip, Pit, Floor, PitStroke          color.NRGBA
	TrayFloor                           color.NRGBA

	Stone                         [4]color.NRGBA
	StoneStroke, StoneHi, StoneSh color.NRGBA
	CountBg, CountBgFull, CountFg color.NRGBA
	KazanBgWon                    color.NRGBA // a kazan's count badge at 82 or more
	Number, NumberHi, Name        color.NRGBA
	Glow, GlowHover, GlowStroke   color.NRGBA
	Ghost, GhostStroke, GhostRing color.NRGBA
	HintRing                      color.NRGBA
	BadgeBg, BadgeFg, BadgeBlock  color.NRGBA
	Tuzdyk, TuzdykFill            [2]color.NRGBA // by owner
	Mark, MarkStroke              [2]color.NRGBA // by side
	BannerBg, BannerFg            color.NRGBA
	TipBg, TipFg                  color.NRGBA
	Flash                         color.NRGBA
	Sheen                         [2]color.NRGBA // the panel's light, from one end to the other
}

// RGBA is a colour from its channels.
func RGBA(r, g, b, a uint8) color.NRGBA { return color.NRGBA{R: r, G: g, B: b, A: a} }

// Shade multiplies c's channels by f (its alpha stays).
func Shade(c color.NRGBA, f float32) color.NRGBA {
	m := func(v uint8) uint8 {
		x := float32(v) * f
		if x > 255 {
			x = 255
		}
		return uint8(x)
	}
	return color.NRGBA{R: m(c.R), G: m(c.G), B: m(c.B), A: c.A}
}

// WithAlpha multiplies c's alpha by a (clamped to 0..1).
func WithAlpha(c color.NRGBA, a float32) color.NRGBA {
	c.A = uint8(float32(c.A) * max(0, min(1, a)))
	return c
}

// NewColours returns the board's colours in the light theme, or the dark
// one when dark.
func NewColours(dark bool) Colours {
	p := Colours{
		Shadow:      RGBA(0, 0, 0, 80),
		Frame:       RGBA(112, 64, 30, 255),
		FrameStroke: RGBA(62, 34, 14, 255),
		FrameHi:     RGBA(160, 104, 58, 255),
		PanelA:      RGBA(214, 162, 104, 255),
		PanelB:      RGBA(184, 126, 72, 255),
		GrainDark:   RGBA(120, 70, 32, 34),
		GrainHi:     RGBA(255, 226, 180, 30),
		Lip:         RGBA(236, 196, 142, 200),
		Pit:         RGBA(70, 38, 16, 255),
		Floor:       RGBA(110, 66, 32, 255),
		PitStroke:   RGBA(58, 30, 12, 255),
		TrayFloor:   RGBA(120, 74, 38, 255),

		Stone: [4]color.NRGBA{
			RGBA(240, 232, 214, 255),
			RGBA(232, 222, 200, 255),
			RGBA(244, 238, 224, 255),
			RGBA(226, 214, 190, 255),
		},
		StoneStroke: RGBA(150, 124, 92, 255),
		StoneHi:     RGBA(255, 255, 255, 215),
		StoneSh:     RGBA(30, 14, 4, 90),

		CountBg:     RGBA(62, 34, 14, 230),
		CountBgFull: RGBA(120, 40, 20, 240),
		CountFg:     RGBA(255, 244, 224, 255),
		KazanBgWon:  RGBA(150, 100, 10, 245),
		Number:      RGBA(92, 50, 20, 255),
		NumberHi:    RGBA(244, 208, 156, 170),
		Name:        RGBA(88, 48, 20, 255),

		Glow:       RGBA(255, 214, 110, 90),
		GlowHover:  RGBA(255, 228, 140, 170),
		GlowStroke: RGBA(255, 206, 90, 230),

		Ghost:       RGBA(176, 232, 255, 245),
		GhostStroke: RGBA(20, 40, 60, 200),
		GhostRing:   RGBA(176, 232, 255, 255),
		HintRing:    RGBA(140, 236, 150, 255),

		BadgeBg:    RGBA(24, 30, 40, 225),
		BadgeFg:    RGBA(190, 238, 255, 255),
		BadgeBlock: RGBA(255, 214, 170, 255),

		Tuzdyk:     [2]color.NRGBA{RGBA(246, 196, 48, 255), RGBA(150, 190, 232, 255)},
		TuzdykFill: [2]color.NRGBA{RGBA(200, 150, 30, 120), RGBA(70, 120, 190, 120)},
		Mark:       [2]color.NRGBA{RGBA(252, 248, 236, 255), RGBA(28, 24, 22, 255)},
		MarkStroke: [2]color.NRGBA{RGBA(90, 60, 30, 255), RGBA(240, 226, 200, 255)},

		BannerBg: RGBA(40, 22, 8, 235),
		BannerFg: RGBA(255, 222, 120, 255),
		TipBg:    RGBA(28, 24, 22, 240),
		TipFg:    RGBA(250, 244, 232, 255),
		Flash:    RGBA(255, 236, 150, 200),
		Sheen:    [2]color.NRGBA{RGBA(255, 236, 200, 0), RGBA(255, 236, 200, 40)},
	}
	if dark {
		p.Shadow = RGBA(0, 0, 0, 150)
		p.Frame = Shade(p.Frame, 0.8)
		p.FrameHi = Shade(p.FrameHi, 0.8)
		p.PanelA = Shade(p.PanelA, 0.84)
		p.PanelB = Shade(p.PanelB, 0.84)
		p.Lip = RGBA(210, 170, 118, 170)
		p.Number = RGBA(70, 36, 12, 255)
		p.Name = RGBA(62, 32, 10, 255)
	}
	return p
}

// SideColour is the colour of a side's marks and kazan marker.
func (p *Colours) SideColour(s game.Side) (fill, stroke color.NRGBA) {
	return p.Mark[s&1], p.MarkStroke[s&1]
}

// StoneColour varies the stones a little, the same way for the same slot:
// the k-th stone of hole or kazan a (a ring index, or 20 + the kazan's
// side).
func (p *Colours) StoneColour(a, k int) color.NRGBA {
	return p.Stone[(a*7+k*3+k/3)%len(p.Stone)]
}

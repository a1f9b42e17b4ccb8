package board

import (
	"image/color"
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestRefusedTap: a tap on a hole that plays nothing is answered with a
// banner saying why (an empty hole, the opponent's row, not the player's
// move) and plays nothing; a board that takes no move says nothing.
func TestRefusedTap(t *testing.T) {
	b, _, _ := newTestBoard(t, fyne.NewSize(1000, 600))
	p := game.Start()
	p.Holes[1], p.Kazans[game.White] = 0, 9 // White's hole 2 is empty
	b.SetPosition(p)
	b.SetInteractive(game.White, true)
	played := 0
	b.OnMove = func(game.Move) { played++ }
	tests := []struct {
		name string
		side game.Side
		hole int
		set  func()
		want string
	}{
		{"an empty hole", game.White, 2, nil, "Hole 2 is empty"},
		{"the opponent's row", game.Black, 5, nil, "your own row"},
		{"not the player's move", game.White, 3, func() { b.SetInteractive(game.White, false); b.SetInteractive(game.Black, true) }, "Not your move"},
	}
	for _, tt := range tests {
		if tt.set != nil {
			tt.set()
		}
		b.refused = ""
		b.Tapped(&fyne.PointEvent{Position: b.HoleCenter(tt.side, tt.hole)})
		if !strings.Contains(b.Refused(), tt.want) || b.banner == nil || b.banner.text != b.Refused() {
			t.Errorf("%s: the board says %q (banner %v), want %q", tt.name, b.Refused(), b.banner != nil, tt.want)
		}
	}
	if played != 0 {
		t.Fatalf("%d moves played by refused taps", played)
	}
	b.SetInteractive(game.Black, false)
	b.refused = ""
	b.Tapped(&fyne.PointEvent{Position: b.HoleCenter(game.White, 2)})
	if b.Refused() != "" {
		t.Errorf("a board that takes no move said %q", b.Refused())
	}
}

// TestLegend: every mark of the legend has a sample to draw and a text in
// every catalog.
func TestLegend(t *testing.T) {
	newTestBoard(t, fyne.NewSize(200, 100))
	marks := Legend()
	if len(marks) < 9 {
		t.Fatalf("%d marks in the legend", len(marks))
	}
	for _, lang := range []string{"en", "kk", "ky", "ru"} {
		loc := newLoc(t, lang)
		for _, m := range marks {
			if text := loc.T(m.Key); text == m.Key || text == "" {
				t.Errorf("%s: no text for %s", lang, m.Key)
			}
			if m.Sample == nil || m.Sample.MinSize().Width <= 0 {
				t.Errorf("%s: no sample", m.Key)
			}
		}
	}
}

// contrastRatio is the WCAG contrast of fg over back, both opaque.
func contrastRatio(fg, back color.NRGBA) float64 {
	lum := func(c color.NRGBA) float64 {
		f := func(v uint8) float64 {
			x := float64(v) / 255
			if x <= 0.03928 {
				return x / 12.92
			}
			return math.Pow((x+0.055)/1.055, 2.4)
		}
		return 0.2126*f(c.R) + 0.7152*f(c.G) + 0.0722*f(c.B)
	}
	l1, l2 := lum(fg), lum(back)
	if l1 < l2 {
		l1, l2 = l2, l1
	}
	return (l1 + 0.05) / (l2 + 0.05)
}

// blend draws c over the opaque back.
func blend(c, back color.NRGBA) color.NRGBA {
	a := float64(c.A) / 255
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: m(c.R, back.R), G: m(c.G, back.G), B: m(c.B, back.B), A: 255}
}

// TestBannerContrast: the banner's words (a tuzdyk made, a tap refused),
// in either side's colour, and the count badges' numbers stand out at
// least 4.5:1 from what they are drawn on, over the light and the dark
// wood.
func TestBannerContrast(t *testing.T) {
	for _, dark := range []bool{false, true} {
		p := newPalette(dark)
		for _, wood := range []color.NRGBA{p.panelA, p.panelB} {
			banner := blend(p.bannerBg, wood)
			for side, fg := range p.tuzdyk {
				if r := contrastRatio(fg, banner); r < 4.5 {
					t.Errorf("dark %v: side %d's banner words %.2f:1", dark, side, r)
				}
			}
			for _, bg := range []color.NRGBA{p.countBg, p.countBgFull} {
				if r := contrastRatio(p.countFg, blend(bg, wood)); r < 4.5 {
					t.Errorf("dark %v: a count on %v %.2f:1", dark, bg, r)
				}
			}
		}
	}
}

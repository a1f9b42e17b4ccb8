package apptheme

import (
	"image/color"
	"math"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// luminance is a colour's relative luminance (WCAG 2), over white when it
// is translucent.
func luminance(c color.Color) float64 {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	a := float64(n.A) / 255
	f := func(v uint8) float64 {
		x := float64(v)/255*a + (1 - a) // over white
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*f(n.R) + 0.7152*f(n.G) + 0.0722*f(n.B)
}

// over draws c over the opaque back.
func over(c, back color.Color) color.Color {
	n := color.NRGBAModel.Convert(c).(color.NRGBA)
	b := color.NRGBAModel.Convert(back).(color.NRGBA)
	a := float64(n.A) / 255
	mix := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*a + float64(y)*(1-a))) }
	return color.NRGBA{R: mix(n.R, b.R), G: mix(n.G, b.G), B: mix(n.B, b.B), A: 255}
}

// contrast is the WCAG contrast ratio of text in fg on back (1 to 21).
func contrast(fg, back color.Color) float64 {
	l1, l2 := luminance(over(fg, back)), luminance(back)
	if l1 < l2 {
		l1, l2 = l2, l1
	}
	return (l1 + 0.05) / (l2 + 0.05)
}

// TestThemeContrast: in the light and the dark theme, every text colour
// the window draws has a contrast of at least 4.5:1 with the backgrounds it
// is drawn on: the text, the disabled menu items, the player cards and
// their clocks (the side to move's card on the selection colour), low time,
// the primary buttons.
func TestThemeContrast(t *testing.T) {
	test.NewTempApp(t)
	pairs := []struct{ fg, back fyne.ThemeColorName }{
		{theme.ColorNameForeground, theme.ColorNameBackground},
		{theme.ColorNameForeground, theme.ColorNameInputBackground},
		{theme.ColorNameForeground, theme.ColorNameMenuBackground},
		{theme.ColorNameForeground, theme.ColorNameOverlayBackground},
		{theme.ColorNameForeground, theme.ColorNameSelection},
		{theme.ColorNameForeground, theme.ColorNameButton},
		{theme.ColorNameDisabled, theme.ColorNameBackground},
		{theme.ColorNameDisabled, theme.ColorNameMenuBackground},
		{theme.ColorNameDisabled, theme.ColorNameOverlayBackground},
		{theme.ColorNameError, theme.ColorNameBackground},
		{theme.ColorNameError, theme.ColorNameInputBackground},
		{theme.ColorNameError, theme.ColorNameSelection},
		{theme.ColorNameForegroundOnPrimary, theme.ColorNamePrimary},
		{theme.ColorNamePlaceHolder, theme.ColorNameInputBackground},
		{theme.ColorNameSuccess, theme.ColorNameBackground},
		{theme.ColorNameWarning, theme.ColorNameBackground},
	}
	for _, name := range []string{storage.ThemeLight, storage.ThemeDark} {
		th := For(name)
		for _, p := range pairs {
			// The backgrounds lie over the window's background.
			back := over(th.Color(p.back, 0), th.Color(theme.ColorNameBackground, 0))
			if r := contrast(th.Color(p.fg, 0), back); r < 4.5 {
				t.Errorf("%s theme: %s on %s has a contrast of %.2f:1, under 4.5:1", name, p.fg, p.back, r)
			}
		}
	}
	// The ratio itself: black on white is 21:1, a colour on itself 1:1.
	if r := contrast(color.Black, color.White); math.Abs(r-21) > 0.01 {
		t.Errorf("black on white: %.2f:1", r)
	}
	if r := contrast(color.NRGBA{R: 0x77, G: 0x77, B: 0x77, A: 0xff}, color.White); math.Abs(r-4.48) > 0.01 {
		t.Errorf("#777 on white: %.2f:1, want 4.48:1", r)
	}
}

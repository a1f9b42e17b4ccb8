// Package apptheme is the game window's look: Fyne's default theme with
// text fonts that draw every letter whole (fonts.go), held to the light or
// the dark variant or following the desktop's, with readable colours
// where the default's contrast is too low; the application's icon; and
// Fyne's own widgets' texts in the game's language.
package apptheme

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/assets"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
)

// appTheme is the default theme with text fonts that draw every letter
// whole (see fonts.go), held to one variant, light or dark, or following
// the desktop's choice.
type appTheme struct {
	fyne.Theme
	variant *fyne.ThemeVariant // nil: the desktop's choice
}

func (t appTheme) Color(n fyne.ThemeColorName, v fyne.ThemeVariant) color.Color {
	if t.variant != nil {
		v = *t.variant
	}
	if c, ok := readable[v][n]; ok {
		return c
	}
	return t.Theme.Color(n, v)
}

// readable replaces the default theme's text colours whose contrast with
// the backgrounds they are drawn on is under 4.5:1 (disabled menu items
// and buttons, low time on a clock, a field's placeholder, the text of a
// primary button, a success's or a warning's words): see
// TestThemeContrast.
var readable = map[fyne.ThemeVariant]map[fyne.ThemeColorName]color.Color{
	theme.VariantLight: {
		theme.ColorNameDisabled:    color.NRGBA{R: 0x68, G: 0x68, B: 0x68, A: 0xff},
		theme.ColorNamePlaceHolder: color.NRGBA{R: 0x68, G: 0x68, B: 0x68, A: 0xff},
		theme.ColorNameError:       color.NRGBA{R: 0xb0, G: 0x1c, B: 0x1c, A: 0xff},
		theme.ColorNameSuccess:     color.NRGBA{R: 0x1b, G: 0x7a, B: 0x2e, A: 0xff},
		theme.ColorNameWarning:     color.NRGBA{R: 0x9a, G: 0x52, B: 0x00, A: 0xff},
		theme.ColorNamePrimary:     color.NRGBA{R: 0x17, G: 0x6f, B: 0xc8, A: 0xff},
	},
	theme.VariantDark: {
		theme.ColorNameDisabled: color.NRGBA{R: 0x9a, G: 0x9a, B: 0x9a, A: 0xff},
		theme.ColorNameError:    color.NRGBA{R: 0xff, G: 0x8a, B: 0x80, A: 0xff},
		theme.ColorNamePrimary:  color.NRGBA{R: 0x17, G: 0x6f, B: 0xc8, A: 0xff},
	},
}

func (t appTheme) Font(s fyne.TextStyle) fyne.Resource {
	if f := wholeLetterFont(s); f != nil {
		return f
	}
	return t.Theme.Font(s)
}

// For returns the theme of a settings value: "light", "dark" or, for
// anything else, the desktop's choice.
func For(name string) fyne.Theme {
	t := appTheme{Theme: theme.DefaultTheme()}
	var v fyne.ThemeVariant
	switch name {
	case storage.ThemeLight:
		v = theme.VariantLight
	case storage.ThemeDark:
		v = theme.VariantDark
	default:
		return t
	}
	t.variant = &v
	return t
}

// Apply makes the theme of the settings value name fa's. Apply it before
// the window is built: applied over a built window, Fyne parses the fonts
// again and walks every widget.
func Apply(fa fyne.App, name string) {
	fa.Settings().SetTheme(For(name))
}

// Icon returns the application icon, or nil if there is none.
func Icon() fyne.Resource {
	data := assets.Icon()
	if len(data) == 0 {
		return nil
	}
	return fyne.NewStaticResource("icon.png", data)
}

// SetFyneTexts gives Fyne's own widgets (a text field's Copy and Paste,
// Quit) the current language's words: Fyne follows the desktop's locale, so
// the game's catalog replaces the texts of that locale.
func SetFyneTexts(loc *i18n.Localizer) {
	if err := lang.AddTranslationsForLocale(loc.FyneCatalog(), lang.SystemLocale()); err != nil {
		fyne.LogError("fyne texts", err)
	}
}

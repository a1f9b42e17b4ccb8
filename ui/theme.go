package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/assets"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
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
	return t.Theme.Color(n, v)
}

func (t appTheme) Font(s fyne.TextStyle) fyne.Resource {
	if f := wholeLetterFont(s); f != nil {
		return f
	}
	return t.Theme.Font(s)
}

// themeFor returns the theme of a settings value: "light", "dark" or, for
// anything else, the desktop's choice.
func themeFor(name string) fyne.Theme {
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

func applyTheme(fa fyne.App, name string) {
	fa.Settings().SetTheme(themeFor(name))
}

// appIcon returns the application icon, or nil if there is none.
func appIcon() fyne.Resource {
	data := assets.Icon()
	if len(data) == 0 {
		return nil
	}
	return fyne.NewStaticResource("icon.png", data)
}

// setFyneTexts gives Fyne's own widgets (a text field's Copy and Paste,
// Quit) the current language's words: Fyne follows the desktop's locale, so
// the game's catalog replaces the texts of that locale.
func setFyneTexts(loc *i18n.Localizer) {
	if err := lang.AddTranslationsForLocale(loc.FyneCatalog(), lang.SystemLocale()); err != nil {
		fyne.LogError("fyne texts", err)
	}
}

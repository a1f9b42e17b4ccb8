package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/lang"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/assets"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/storage"
)

// variantTheme is the default theme forced to one variant, light or dark,
// whatever the desktop prefers.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// themeFor returns the theme of a settings value: "light", "dark" or, for
// anything else, the desktop's choice.
func themeFor(name string) fyne.Theme {
	switch name {
	case storage.ThemeLight:
		return variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantLight}
	case storage.ThemeDark:
		return variantTheme{Theme: theme.DefaultTheme(), variant: theme.VariantDark}
	}
	return theme.DefaultTheme()
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

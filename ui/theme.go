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

// fyneLocales are the locales Fyne may pick its own texts for: its built-in
// translations and the game's languages. Fyne chooses among them from the
// desktop's locale once; giving every one of them the game's current
// catalog makes Fyne's own words (a text field's Copy and Paste, Quit)
// follow the game's language.
var fyneLocales = [...]fyne.Locale{"en", "cs", "de", "el", "es", "fr", "pl", "pt", "pt-BR", "ru", "sv", "ta", "uk", "zh-Hans", "kk"}

// setFyneTexts gives Fyne's own widgets the current language's words.
func setFyneTexts(loc *i18n.Localizer) {
	data := loc.FyneCatalog()
	for _, l := range fyneLocales {
		if err := lang.AddTranslationsForLocale(data, l); err != nil {
			fyne.LogError("fyne texts", err)
		}
	}
	if sys := lang.SystemLocale(); sys != "" {
		if err := lang.AddTranslationsForLocale(data, fyne.Locale(sys.LanguageString())); err != nil {
			fyne.LogError("fyne texts", err)
		}
	}
}

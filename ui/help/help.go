// Package help is the window's Help menu's dialogs: the help pages (the
// rules with the real board drawn beside them), the keyboard shortcuts and
// About. Each opens on a dialogs.Host, in its language, and knows nothing
// else of the window.
package help

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// pageSize is the size of a help page over a canvas of size c: most of
// it.
func pageSize(c fyne.Size) fyne.Size {
	return fyne.NewSize(max(480, c.Width*0.7), max(360, c.Height*0.8))
}

// Show opens a help page: one of the Localizer's HelpPages.
func Show(h *dialogs.Host, page string) {
	loc := h.Localizer()
	h.Show(pageSize(h.CanvasSize()), func(m *dialogs.Modal) dialogs.Content {
		return dialogs.Content{
			Title:   loc.T("help." + page),
			Body:    helpBody(loc, page),
			Buttons: []*widget.Button{screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), m.Close)},
			Enter:   m.Close,
		}
	})
}

// Key is a row of the keyboard shortcuts: what is printed on the key (the
// same in every language) and what it does (a catalog key).
type Key struct {
	Cap, Action string
}

// ShowShortcuts lists the keyboard shortcuts: the same table the menus
// show beside their items.
func ShowShortcuts(h *dialogs.Host, keys []Key) {
	loc := h.Localizer()
	h.Show(fyne.Size{}, func(m *dialogs.Modal) dialogs.Content {
		// Two columns of keys when the window holds them, else one; the
		// actions wrap in a narrow window, and the table scrolls in a low
		// one.
		table := newKeyTable(loc, keys)
		body := container.NewVScroll(table)
		body.SetMinSize(tableSize(table, h.CanvasSize()))
		return dialogs.Content{
			Title:   loc.T("shortcuts.title"),
			Body:    body,
			Buttons: []*widget.Button{screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), m.Close)},
			Enter:   m.Close,
		}
	})
}

// licence is the program's licence, by its name.
const licence = "MIT"

// About is what the About dialog tells of the program.
type About struct {
	Version, Commit string        // "" is shown as a dash
	Icon            fyne.Resource // nil: none shown
	// Levels names the computer's levels in loc's language, the weakest
	// first: today's ladder, counted and named (asked each time the
	// dialog is drawn: a language chosen with it open renames them).
	Levels func(loc *i18n.Localizer) []string
}

// ShowAbout opens the About dialog.
func ShowAbout(h *dialogs.Host, about About) {
	loc := h.Localizer()
	h.Show(fyne.Size{}, func(m *dialogs.Modal) dialogs.Content {
		body := container.NewVBox()
		if about.Icon != nil {
			img := canvas.NewImageFromResource(about.Icon)
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSize(96, 96))
			body.Add(img)
		}
		title := widget.NewLabelWithStyle(loc.T("app.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		title.SizeName = theme.SizeNameSubHeadingText
		body.Add(title)
		var levels []string
		if about.Levels != nil {
			levels = about.Levels(loc)
		}
		first, last := "", ""
		if n := len(levels); n > 0 {
			first, last = levels[0], levels[n-1]
		}
		body.Add(screen.Wrapped(loc.T("about.description", map[string]any{"Count": len(levels), "First": first, "Last": last})))
		if len(levels) > 0 {
			body.Add(screen.Wrapped(loc.T("aboutui.ladder", map[string]any{"Names": strings.Join(levels, ", ")})))
		}
		body.Add(widget.NewLabel(loc.T("about.version", map[string]any{"Version": orUnknown(about.Version), "Commit": orUnknown(about.Commit)})))
		body.Add(widget.NewLabel(loc.T("ui.about.licence", map[string]any{"Licence": licence})))
		return dialogs.Content{
			Title:   loc.T("about.title"),
			Body:    screen.MinWidth(body, 420),
			Buttons: []*widget.Button{screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), m.Close)},
			Enter:   m.Close,
		}
	})
}

func orUnknown(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

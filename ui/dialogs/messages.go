package dialogs

import (
	"errors"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// ShowMessage opens a dialog with a title (a catalog key), a text built in
// the current language and an OK button.
func (h *Host) ShowMessage(titleKey string, text func() string) *Modal {
	return h.Show(fyne.Size{}, func(m *Modal) Content {
		return Content{
			Title:   h.loc.T(titleKey),
			Body:    screen.MinWidth(screen.Wrapped(text()), 420),
			Buttons: []*widget.Button{screen.Primary(h.loc.T("dialog.ok"), theme.ConfirmIcon(), m.Close)},
			Enter:   m.Close,
		}
	})
}

// ShowError shows an error message (already localized).
func (h *Host) ShowError(text string) {
	h.ShowMessage("error.title", func() string { return text })
}

// Confirm asks a question (a catalog key); yes runs when the player
// presses the button named by confirmKey (or Enter).
func (h *Host) Confirm(questionKey, confirmKey string, yes func()) {
	h.Show(fyne.Size{}, func(m *Modal) Content {
		ok := func() {
			m.Close()
			yes()
		}
		return Content{
			Title: h.loc.T("dialog.confirm_title"),
			Body:  screen.MinWidth(screen.Wrapped(h.loc.T(questionKey)), 360),
			Buttons: []*widget.Button{
				widget.NewButtonWithIcon(h.loc.T("dialog.cancel"), theme.CancelIcon(), m.Close),
				screen.Primary(h.loc.T(confirmKey), theme.ConfirmIcon(), ok),
			},
			Enter: ok,
		}
	})
}

// ShowProblems tells the player which files could not be read and where
// their bytes were kept.
func (h *Host) ShowProblems(problems []storage.Problem) {
	h.ShowMessage("ui.problem.title", func() string {
		var text strings.Builder
		for i, p := range problems {
			if i > 0 {
				text.WriteString("\n\n")
			}
			text.WriteString(h.loc.T("error.load_file", map[string]any{"Path": p.Path, "Error": ProblemText(h.loc, p.Err)}))
			if p.KeptAs != "" {
				text.WriteString("\n" + h.loc.T("error.file_moved_aside", map[string]any{"Path": p.KeptAs}))
			} else {
				text.WriteString("\n" + h.loc.T("ui.problem.left_alone"))
			}
		}
		return text.String()
	})
}

// ProblemText says, in the current language, what is wrong with a file.
func ProblemText(loc *i18n.Localizer, err error) string {
	var rec *game.RecordError
	switch {
	case errors.Is(err, storage.ErrTooLarge):
		return loc.T("ui.problem.too_large")
	case errors.Is(err, storage.ErrNotUTF8), errors.Is(err, game.ErrNotText):
		return loc.T("ui.problem.not_text")
	case errors.Is(err, storage.ErrNewerVersion):
		return loc.T("ui.problem.newer")
	case errors.Is(err, storage.ErrNoGame):
		return loc.T("error.no_games")
	case errors.As(err, &rec):
		return loc.T("ui.problem.record", map[string]any{"Line": rec.Line, "Error": RecordMistake(loc, rec)})
	}
	return SystemReason(loc, err)
}

// Locked is the window shown when another window holds the saves: the
// message and a Close button that runs quit.
func Locked(loc *i18n.Localizer, quit func()) fyne.CanvasObject {
	msg := screen.Wrapped(loc.T("error.second_instance"))
	return container.NewPadded(container.NewVBox(
		screen.MinWidth(msg, 380),
		container.NewCenter(screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), quit)),
	))
}

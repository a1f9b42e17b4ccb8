package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// showMessage opens a dialog with a title, a text and a Close button.
func (a *App) showMessage(titleKey string, text func() string) *modal {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		return modalContent{
			title:   a.loc.T(titleKey),
			body:    minWidth(wrapped(text()), 420),
			buttons: []*widget.Button{primary(a.loc.T("dialog.ok"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
	return m
}

// showError shows an error message (already localized).
func (a *App) showError(text string) {
	a.showMessage("error.title", func() string { return text })
}

// confirm asks a question; yes runs when the player confirms.
func (a *App) confirm(questionKey, confirmKey string, yes func()) {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		ok := func() {
			m.close()
			yes()
		}
		return modalContent{
			title: a.loc.T("dialog.confirm_title"),
			body:  minWidth(wrapped(a.loc.T(questionKey)), 360),
			buttons: []*widget.Button{
				button(a.loc.T("dialog.cancel"), theme.CancelIcon(), func() { m.close() }),
				primary(a.loc.T(confirmKey), theme.ConfirmIcon(), ok),
			},
			enter: ok,
		}
	})
}

// problemText says, in the current language, what is wrong with a file.
func problemText(loc *i18n.Localizer, err error) string {
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
		return loc.T("ui.problem.record", map[string]any{"Line": rec.Line, "Error": rec.Msg})
	}
	return systemReason(loc, err)
}

// showProblems tells the player which files could not be read and where
// their bytes were kept.
func (a *App) showProblems(problems []storage.Problem) {
	a.showMessage("ui.problem.title", func() string {
		var text string
		for i, p := range problems {
			if i > 0 {
				text += "\n\n"
			}
			text += a.loc.T("error.load_file", map[string]any{"Path": p.Path, "Error": problemText(a.loc, p.Err)})
			if p.KeptAs != "" {
				text += "\n" + a.loc.T("error.file_moved_aside", map[string]any{"Path": p.KeptAs})
			} else {
				text += "\n" + a.loc.T("ui.problem.left_alone")
			}
		}
		return text
	})
}

// lockedContent is the window shown when another window holds the saves.
func lockedContent(loc *i18n.Localizer, quit func()) fyne.CanvasObject {
	msg := wrapped(loc.T("error.second_instance"))
	return container.NewPadded(container.NewVBox(
		minWidth(msg, 380),
		container.NewCenter(primary(loc.T("dialog.close"), theme.ConfirmIcon(), quit)),
	))
}

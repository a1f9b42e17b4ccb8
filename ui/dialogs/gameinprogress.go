package dialogs

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// AskGameInProgress asks, before a new game replaces a game against the
// computer still in progress, what becomes of it: resign runs after the
// player chose to resign it, keep after they chose to keep it in the saved
// games; Cancel (or Escape) leaves everything as it was. Both choices go on
// to the new game; Enter keeps the game, the choice that loses nothing.
func AskGameInProgress(h *Host, resign, keep func()) {
	h.Show(fyne.Size{}, func(m *Modal) Content {
		loc := h.loc
		then := func(f func()) func() {
			return func() {
				m.Close()
				f()
			}
		}
		return Content{
			Title: loc.T("session.in_progress_title"),
			Body:  screen.MinWidth(screen.Wrapped(loc.T("session.in_progress_text")), 400),
			Buttons: []*widget.Button{
				widget.NewButtonWithIcon(loc.T("dialog.cancel"), theme.CancelIcon(), m.Close),
				widget.NewButtonWithIcon(loc.T("session.in_progress_resign"), theme.CancelIcon(), then(resign)),
				screen.Primary(loc.T("session.in_progress_keep"), theme.DocumentSaveIcon(), then(keep)),
			},
			Enter: then(keep),
		}
	})
}

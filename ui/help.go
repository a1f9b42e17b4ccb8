package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// helpSize is the size of a help page: most of the window.
func (a *App) helpSize() fyne.Size {
	c := a.Window.Canvas().Size()
	return fyne.NewSize(max(480, c.Width*0.7), max(360, c.Height*0.8))
}

// showHelp opens a help page: one of the Localizer's HelpPages.
func (a *App) showHelp(page string) {
	var m *modal
	m = a.showModal(a.helpSize(), func() modalContent {
		return modalContent{
			title:   a.loc.T("help." + page),
			body:    a.helpBody(page),
			buttons: []*widget.Button{primary(a.loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

// showShortcuts lists the keyboard shortcuts: the same table the menus
// show beside their items.
func (a *App) showShortcuts() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		grid := container.NewGridWithColumns(2,
			widget.NewLabelWithStyle(loc.T("shortcuts.key"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}),
			widget.NewLabelWithStyle(loc.T("shortcuts.action"), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, k := range keys {
			grid.Add(widget.NewLabelWithStyle(k.cap, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}))
			grid.Add(widget.NewLabel(loc.T(k.action)))
		}
		return modalContent{
			title:   loc.T("shortcuts.title"),
			body:    grid,
			buttons: []*widget.Button{primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

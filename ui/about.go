package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// licence is the program's licence, by its name.
const licence = "MIT"

// showAbout opens the About dialog.
func (a *App) showAbout() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		body := container.NewVBox()
		if icon := appIcon(); icon != nil {
			img := canvas.NewImageFromResource(icon)
			img.FillMode = canvas.ImageFillContain
			img.SetMinSize(fyne.NewSize(96, 96))
			body.Add(img)
		}
		title := widget.NewLabelWithStyle(loc.T("app.title"), fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		title.SizeName = theme.SizeNameSubHeadingText
		body.Add(title)
		body.Add(wrapped(loc.T("about.description")))
		body.Add(widget.NewLabel(loc.T("about.version", map[string]any{"Version": orUnknown(a.version), "Commit": orUnknown(a.commit)})))
		body.Add(widget.NewLabel(loc.T("ui.about.licence", map[string]any{"Licence": licence})))
		return modalContent{
			title:   loc.T("about.title"),
			body:    minWidth(body, 420),
			buttons: []*widget.Button{primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() })},
			enter:   func() { m.close() },
		}
	})
}

func orUnknown(s string) string {
	if s == "" {
		return "–"
	}
	return s
}

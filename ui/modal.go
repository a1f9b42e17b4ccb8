package ui

import (
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// modal is a dialog over the window whose every text is built by a
// function, so that a language switch can rebuild it while it is open. Enter
// presses its default button and Escape its cancel button.
type modal struct {
	app    *App
	popup  *widget.PopUp
	holder *fyne.Container
	build  func() modalContent
	size   fyne.Size // a fixed size, or zero to fit the content

	title   *widget.Label
	content modalContent
	onClose func()
}

// modalContent is what a modal shows.
type modalContent struct {
	title   string
	body    fyne.CanvasObject
	buttons []*widget.Button
	enter   func()          // the default action (Enter), nil for none
	escape  func()          // the cancel action (Escape), nil: close
	move    func(game.Move) // a hole typed as 1-9, for a board in the modal; nil for none
}

// showModal opens a modal built by build. size, if not zero, fixes its size
// (for scrolled content).
func (a *App) showModal(size fyne.Size, build func() modalContent) *modal {
	m := &modal{app: a, build: build, size: size}
	m.holder = container.NewStack()
	m.popup = widget.NewModalPopUp(m.holder, a.Window.Canvas())
	m.rebuild()
	a.modals = append(a.modals, m)
	m.popup.Show()
	m.resize()
	return m
}

// rebuild builds the modal's content afresh, in the current language. A
// closed modal stays closed.
func (m *modal) rebuild() {
	if m.build == nil {
		return
	}
	m.content = m.build()
	m.title = widget.NewLabelWithStyle(m.content.title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	buttons := make([]fyne.CanvasObject, 0, len(m.content.buttons)+1)
	buttons = append(buttons, layout.NewSpacer())
	for _, b := range m.content.buttons {
		buttons = append(buttons, b)
	}
	var body fyne.CanvasObject = layout.NewSpacer()
	if m.content.body != nil {
		body = m.content.body
	}
	inner := container.NewBorder(m.title, container.NewHBox(buttons...), nil, nil, body)
	m.holder.Objects = []fyne.CanvasObject{container.NewPadded(inner)}
	m.holder.Refresh()
	m.resize()
}

func (m *modal) resize() {
	if m.popup == nil {
		return
	}
	size := m.popup.MinSize()
	if !m.size.IsZero() {
		size = size.Max(m.size)
	}
	if c := m.app.Window.Canvas().Size(); !c.IsZero() {
		size = size.Min(c)
	}
	m.popup.Resize(size)
}

// close hides the modal.
func (m *modal) close() {
	if m.popup == nil {
		return
	}
	m.popup.Hide()
	m.popup = nil
	// A refresh of the content hidden has the painter free the textures it
	// made for it (the boards' gradients and stars, the pictures' rasters)
	// at its next frame, rather than when they expire a minute later: the
	// content is no longer drawn, so they are not made again.
	for _, o := range m.holder.Objects {
		canvas.Refresh(o)
	}
	// Let go of what the dialog showed (a help page, a list of files):
	// nothing refers to a closed modal's content any more.
	m.holder.Objects = nil
	m.content = modalContent{}
	m.build = nil
	m.app.modals = slices.DeleteFunc(m.app.modals, func(x *modal) bool { return x == m })
	if m.onClose != nil {
		m.onClose()
	}
	if len(m.app.modals) == 0 {
		// Hand the memory of what the dialogs showed back to the system
		// (a help page is several megabytes of text and its textures), so
		// that the window's memory stays flat however often dialogs open.
		m.app.releaseMemory()
	}
}

// Title returns the modal's title text.
func (m *modal) Title() string { return m.title.Text }

// topModal returns the modal on top, nil if none.
func (a *App) topModal() *modal {
	if len(a.modals) == 0 {
		return nil
	}
	return a.modals[len(a.modals)-1]
}

// closeModals closes every modal.
func (a *App) closeModals() {
	for len(a.modals) > 0 {
		a.modals[len(a.modals)-1].close()
	}
}

// button returns a button that runs f. Every caller passes a localized
// label.
func button(label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	return b
}

// primary returns a button marked as the default action.
func primary(label string, icon fyne.Resource, f func()) *widget.Button {
	b := button(label, icon, f)
	b.Importance = widget.HighImportance
	return b
}

// wrapped returns a label that wraps its text.
func wrapped(text string) *widget.Label { return screen.Wrapped(text) }

// minWidth gives o at least the width w.
func minWidth(o fyne.CanvasObject, w float32) fyne.CanvasObject { return screen.MinWidth(o, w) }

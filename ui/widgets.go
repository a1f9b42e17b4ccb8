package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// button returns a button that runs f. Every caller passes a localized
// label.
func button(label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	return b
}

// primary returns a button marked as the default action.
func primary(label string, icon fyne.Resource, f func()) *widget.Button {
	return screen.Primary(label, icon, f)
}

// wrapped returns a label that wraps its text.
func wrapped(text string) *widget.Label { return screen.Wrapped(text) }

// minWidth gives o at least the width w.
func minWidth(o fyne.CanvasObject, w float32) fyne.CanvasObject { return screen.MinWidth(o, w) }

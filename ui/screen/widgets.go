package screen

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
)

// The helpers below change a widget only when something changed, so that a
// screen can set its whole state after every change without redrawing what
// stayed.

// SetText changes a label's text.
func SetText(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// SetButtonText changes a button's text.
func SetButtonText(b *widget.Button, text string) {
	if b.Text != text {
		b.SetText(text)
	}
}

// SetEnabled enables or disables a button.
func SetEnabled(b *widget.Button, on bool) {
	if on == b.Disabled() {
		if on {
			b.Enable()
		} else {
			b.Disable()
		}
	}
}

// SetImportance changes how a label or a button stands out.
func SetImportance(o fyne.Widget, i widget.Importance) {
	switch w := o.(type) {
	case *widget.Label:
		if w.Importance != i {
			w.Importance = i
			w.Refresh()
		}
	case *widget.Button:
		if w.Importance != i {
			w.Importance = i
			w.Refresh()
		}
	}
}

// SetVisible shows or hides o.
func SetVisible(o fyne.CanvasObject, on bool) {
	if on != o.Visible() {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

// Wrapped returns a label that wraps its text at word ends.
func Wrapped(text string) *widget.Label {
	l := widget.NewLabel(text)
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Bold returns a bold label.
func Bold(text string) *widget.Label {
	return widget.NewLabelWithStyle(text, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
}

// Primary returns a button marked as the default action.
func Primary(label string, icon fyne.Resource, f func()) *widget.Button {
	b := widget.NewButtonWithIcon(label, icon, f)
	b.Importance = widget.HighImportance
	return b
}

// MinWidth gives o at least the width w.
func MinWidth(o fyne.CanvasObject, w float32) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(w, 0))
	return container.NewStack(r, o)
}

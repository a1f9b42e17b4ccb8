package screen

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
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

// Columns lays objects out in rows of up to n columns of equal width,
// fewer when the width given cannot hold n of them at their least width
// (a button's whole text): a panel in a narrow window, or in a language
// of long words, stacks its buttons rather than cutting their words. Its
// least width is the widest object's.
func Columns(n int, objects ...fyne.CanvasObject) *fyne.Container {
	return container.New(&columns{max: max(1, n)}, objects...)
}

// columns is the layout of Columns. It remembers the number of columns of
// its last layout: its least height is that of so many rows, so that a
// container above it gives it the room its rows take.
type columns struct {
	max, cols int
}

// fit returns how many columns width holds.
func (c *columns) fit(objects []fyne.CanvasObject, width float32) int {
	cell := float32(0)
	for _, o := range objects {
		if o.Visible() {
			cell = max(cell, o.MinSize().Width)
		}
	}
	pad := theme.Padding()
	n := c.max
	for n > 1 && float32(n)*cell+float32(n-1)*pad > width {
		n--
	}
	return n
}

func (c *columns) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	n := c.fit(objects, size.Width)
	c.cols = n
	pad := theme.Padding()
	w := (size.Width - float32(n-1)*pad) / float32(n)
	y, rowH, i := float32(0), float32(0), 0
	for _, o := range objects {
		if !o.Visible() {
			continue
		}
		col := i % n
		if col == 0 && i > 0 {
			y += rowH + pad
			rowH = 0
		}
		rowH = max(rowH, o.MinSize().Height)
		o.Move(fyne.NewPos(float32(col)*(w+pad), y))
		o.Resize(fyne.NewSize(w, o.MinSize().Height))
		i++
	}
}

func (c *columns) MinSize(objects []fyne.CanvasObject) fyne.Size {
	n := c.cols
	if n == 0 {
		n = c.max
	}
	var cell fyne.Size
	shown := 0
	for _, o := range objects {
		if o.Visible() {
			cell = cell.Max(o.MinSize())
			shown++
		}
	}
	if shown == 0 {
		return fyne.Size{}
	}
	rows := (shown + n - 1) / n
	pad := theme.Padding()
	return fyne.NewSize(cell.Width, float32(rows)*cell.Height+float32(rows-1)*pad)
}

// Resized lays its objects over its whole area, as container.Stack does,
// and calls Changed with the area's size each time that size changes: what
// must follow the room it is given (a list scrolled back to the row it
// shows, rows measured again in a new width) follows it from there.
type Resized struct {
	Changed func(fyne.Size) // nil: nothing
	last    fyne.Size
}

// Layout implements fyne.Layout.
func (r *Resized) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size != r.last {
		r.last = size
		if r.Changed != nil {
			r.Changed(size)
		}
	}
}

// MinSize implements fyne.Layout: the largest of the objects' least sizes.
func (r *Resized) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

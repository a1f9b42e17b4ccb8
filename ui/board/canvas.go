package board

// Change-only canvas helpers: each sets an object's geometry and look and
// repaints it only when something changed, so that a frame of an animation
// repaints only what moved.

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

func hidden[T fyne.CanvasObject](o T) T {
	o.Hide()
	return o
}

// clampInto moves a box of size s at p so that it lies inside area.
func clampInto(p fyne.Position, s, area fyne.Size) fyne.Position {
	p.X = max(0, min(p.X, area.Width-s.Width))
	p.Y = max(0, min(p.Y, area.Height-s.Height))
	return p
}

// The setters below change an object only when needed and repaint only
// what changed: Move and Resize repaint by themselves, property changes
// need canvas.Refresh.

func show(o fyne.CanvasObject, on bool) {
	if o.Visible() != on {
		if on {
			o.Show()
		} else {
			o.Hide()
		}
	}
}

func place(o fyne.CanvasObject, pos fyne.Position, size fyne.Size) {
	if o.Size() != size {
		o.Resize(size)
	}
	if o.Position() != pos {
		o.Move(pos)
	}
}

func setRect(o *canvas.Rectangle, pos fyne.Position, size fyne.Size, fill color.Color, radius float32) {
	place(o, pos, size)
	if o.FillColor != fill || o.CornerRadius != radius {
		o.FillColor, o.CornerRadius = fill, radius
		canvas.Refresh(o)
	}
}

func setStroke(o *canvas.Rectangle, c color.Color, w float32) {
	if o.StrokeColor != c || o.StrokeWidth != w {
		o.StrokeColor, o.StrokeWidth = c, w
		canvas.Refresh(o)
	}
}

func setCircle(o *canvas.Circle, c fyne.Position, d float32, fill, stroke color.Color, sw float32) {
	place(o, c.Subtract(fyne.NewPos(d/2, d/2)), fyne.NewSize(d, d))
	if o.FillColor != fill || o.StrokeColor != stroke || o.StrokeWidth != sw {
		o.FillColor, o.StrokeColor, o.StrokeWidth = fill, stroke, sw
		canvas.Refresh(o)
	}
}

func setGradient(o *canvas.LinearGradient, pos fyne.Position, size fyne.Size, a, b color.Color, angle float64) {
	place(o, pos, size)
	if o.StartColor != a || o.EndColor != b || o.Angle != angle {
		o.StartColor, o.EndColor, o.Angle = a, b, angle
		canvas.Refresh(o)
	}
}

func setText(t *canvas.Text, s string, size float32, c color.Color, bold bool) {
	if t.Text != s || t.TextSize != size || t.Color != c || t.TextStyle.Bold != bold {
		t.Text, t.TextSize, t.Color = s, size, c
		t.TextStyle = fyne.TextStyle{Bold: bold}
		t.Alignment = fyne.TextAlignCenter
		canvas.Refresh(t)
	}
}

// placeText centres a text object on c.
func placeText(t *canvas.Text, c fyne.Position) {
	s := t.MinSize()
	place(t, c.Subtract(fyne.NewPos(s.Width/2, s.Height/2)), s)
}

package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// stoneCell is a number of stones in the position editor, set by a click
// (one more), a right click (one fewer), the mouse wheel, the arrow keys or
// typing digits once it has the focus.
type stoneCell struct {
	widget.BaseWidget
	value, max int
	focused    bool
	typed      string      // the digits typed since the cell took the focus
	canvas     fyne.Canvas // where it takes the focus when tapped

	OnChanged func(int)
}

func newStoneCell(cv fyne.Canvas, limit int, onChanged func(int)) *stoneCell {
	c := &stoneCell{max: limit, OnChanged: onChanged, canvas: cv}
	c.ExtendBaseWidget(c)
	return c
}

// Set shows v without calling OnChanged.
func (c *stoneCell) Set(v int) {
	c.value = max(0, min(v, c.max))
	c.Refresh()
}

// Value returns the number shown.
func (c *stoneCell) Value() int { return c.value }

func (c *stoneCell) change(v int) {
	v = max(0, min(v, c.max))
	if v == c.value {
		return
	}
	c.value = v
	c.Refresh()
	if c.OnChanged != nil {
		c.OnChanged(v)
	}
}

// Tapped adds a stone and takes the focus for typing.
func (c *stoneCell) Tapped(*fyne.PointEvent) {
	if c.canvas != nil {
		c.canvas.Focus(c)
	}
	c.change(c.value + 1)
}

// TappedSecondary takes a stone away.
func (c *stoneCell) TappedSecondary(*fyne.PointEvent) { c.change(c.value - 1) }

// Scrolled adds or takes away a stone per notch of the wheel.
func (c *stoneCell) Scrolled(e *fyne.ScrollEvent) {
	switch {
	case e.Scrolled.DY > 0:
		c.change(c.value + 1)
	case e.Scrolled.DY < 0:
		c.change(c.value - 1)
	}
}

// FocusGained starts a new number to type.
func (c *stoneCell) FocusGained() {
	c.focused, c.typed = true, ""
	c.Refresh()
}

// FocusLost ends the typing.
func (c *stoneCell) FocusLost() {
	c.focused, c.typed = false, ""
	c.Refresh()
}

// TypedRune types a digit: the number typed so far, or this digit alone
// when the number would be too big.
func (c *stoneCell) TypedRune(r rune) {
	if r < '0' || r > '9' {
		return
	}
	c.typed += string(r)
	n, err := strconv.Atoi(c.typed)
	if err != nil || n > c.max {
		c.typed = string(r)
		n = int(r - '0')
	}
	c.change(n)
}

// TypedKey: Backspace takes the last digit away, the arrows step.
func (c *stoneCell) TypedKey(e *fyne.KeyEvent) {
	switch e.Name {
	case fyne.KeyBackspace, fyne.KeyDelete:
		if c.typed == "" {
			c.typed = strconv.Itoa(c.value)
		}
		c.typed = c.typed[:len(c.typed)-1]
		n, _ := strconv.Atoi(c.typed)
		c.change(n)
	case fyne.KeyUp, fyne.KeyRight:
		c.change(c.value + 1)
	case fyne.KeyDown, fyne.KeyLeft:
		c.change(c.value - 1)
	}
}

func (c *stoneCell) CreateRenderer() fyne.WidgetRenderer {
	r := &stoneCellRenderer{c: c, bg: canvas.NewRectangle(nil), text: canvas.NewText("", nil)}
	r.text.Alignment = fyne.TextAlignCenter
	r.text.TextStyle = fyne.TextStyle{Monospace: true}
	return r
}

type stoneCellRenderer struct {
	c    *stoneCell
	bg   *canvas.Rectangle
	text *canvas.Text
}

func (r *stoneCellRenderer) Destroy() {}

func (r *stoneCellRenderer) Objects() []fyne.CanvasObject { return []fyne.CanvasObject{r.bg, r.text} }

func (r *stoneCellRenderer) MinSize() fyne.Size {
	t := fyne.MeasureText("000", theme.TextSize(), r.text.TextStyle)
	p := theme.InnerPadding()
	return fyne.NewSize(t.Width+p, t.Height+p)
}

func (r *stoneCellRenderer) Layout(size fyne.Size) {
	r.bg.Resize(size)
	r.text.Resize(size)
}

func (r *stoneCellRenderer) Refresh() {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := r.c.Theme()
	r.bg.FillColor = th.Color(theme.ColorNameInputBackground, v)
	r.bg.CornerRadius = th.Size(theme.SizeNameInputRadius)
	r.bg.StrokeWidth = 1
	r.bg.StrokeColor = th.Color(theme.ColorNameInputBorder, v)
	if r.c.focused {
		r.bg.StrokeWidth = 2
		r.bg.StrokeColor = th.Color(theme.ColorNamePrimary, v)
	}
	r.text.Text = strconv.Itoa(r.c.value)
	r.text.Color = th.Color(theme.ColorNameForeground, v)
	r.text.TextSize = th.Size(theme.SizeNameText)
	r.bg.Refresh()
	r.text.Refresh()
}

package clockview

import (
	"image/color"
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// CardInfo is what a player card says besides the clock.
type CardInfo struct {
	Name   string // who plays the side: "You", "Computer (Club player)", a master's name
	Kazan  string // the kazan's count with its word: "Kazan 23"
	ToMove bool   // the side is to move in the live game: the card is highlighted
	Result string // how the game ended for the side ("Won", "Draw"); "" while it goes on
}

// Card is one side's player card beside the board: the side's stone, the
// player's name, the kazan's count, the result once the game ends, and the
// side's clock (none in a game without a clock). The card of the side to
// move is highlighted. Its height does not depend on what it says: the
// board beside it never moves.
type Card struct {
	widget.BaseWidget

	side    game.Side
	back    *canvas.Rectangle
	stone   *canvas.Circle
	name    *widget.Label
	measure *widget.Label // a copy of the name, never shown, wrapped to measure its height
	kazan   *widget.Label
	result  *widget.Label
	time    *canvas.Text
	low     bool // the time shown is under the low mark
	info    CardInfo
	box     *fyne.Container
	stacked bool // the parts stand one under the other (see SetStacked)
}

// NewCard returns the card of side, empty until Set.
func NewCard(side game.Side) *Card {
	c := &Card{side: side & 1}
	c.back = canvas.NewRectangle(color.Transparent)
	c.back.CornerRadius = theme.InputRadiusSize()
	c.back.StrokeWidth = 2
	c.stone = canvas.NewCircle(color.White)
	c.stone.StrokeWidth = 1.5
	stone := container.NewCenter(fixedSize(c.stone, fyne.NewSize(18, 18)))
	c.name = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.measure = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.measure.Wrapping = fyne.TextWrapWord
	c.kazan = widget.NewLabel("")
	c.result = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.result.Importance = widget.HighImportance
	c.result.Hide()
	c.time = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	c.time.TextStyle = fyne.TextStyle{Monospace: true, Bold: true}
	c.time.TextSize = 1.6 * theme.TextSize()
	c.time.Alignment = fyne.TextAlignTrailing
	c.time.Hide()
	parts := container.New(cardLayout{c}, stone, c.name, c.kazan, c.result, c.time)
	c.box = container.NewStack(c.back, container.NewPadded(parts))
	c.ExtendBaseWidget(c)
	c.applyColours()
	return c
}

// fixedSize is o at size, its least size.
func fixedSize(o fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(size)
	return container.NewStack(r, o)
}

// CreateRenderer is Fyne's.
func (c *Card) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.box) }

// MinSize is the card's least size: in a row, as tall as its tallest part
// and as wide as what it says; stacked, see StackedMinSize at the card's
// width.
func (c *Card) MinSize() fyne.Size {
	c.ExtendBaseWidget(c)
	if c.stacked {
		return c.StackedMinSize(c.Size().Width)
	}
	return c.RowMinSize()
}

// RowMinSize is the card's least size laid out in a row, stacked or not.
func (c *Card) RowMinSize() fyne.Size {
	return c.padded(cardLayout{c}.rowMin())
}

// StackedMinSize is the card's least size stacked in a card width wide:
// as wide as its widest part (the name's longest word), and as tall as its
// parts one under the other with the name wrapped at the width (at the
// least width when width is smaller).
func (c *Card) StackedMinSize(width float32) fyne.Size {
	inset := 2 * theme.Padding()
	m := cardLayout{c}.stackedMin(max(0, width-inset))
	return c.padded(m)
}

// padded adds the card's padding to the size of its parts.
func (c *Card) padded(s fyne.Size) fyne.Size {
	return s.AddWidthHeight(2*theme.Padding(), 2*theme.Padding())
}

// SetStacked lays the card out as a narrow column (on) or in a row.
func (c *Card) SetStacked(on bool) {
	if on == c.stacked {
		return
	}
	c.stacked = on
	c.name.Wrapping, c.time.Alignment = fyne.TextWrapOff, fyne.TextAlignTrailing
	if on {
		c.name.Wrapping, c.time.Alignment = fyne.TextWrapWord, fyne.TextAlignLeading
	}
	c.name.Refresh()
	c.Refresh()
}

// Stacked reports whether the card is laid out as a column.
func (c *Card) Stacked() bool { return c.stacked }

// Set shows info.
func (c *Card) Set(info CardInfo) {
	if info == c.info {
		return
	}
	c.info = info
	setLabel(c.name, info.Name)
	setLabel(c.kazan, info.Kazan)
	setLabel(c.result, info.Result)
	if (info.Result != "") != c.result.Visible() {
		if info.Result != "" {
			c.result.Show()
		} else {
			c.result.Hide()
		}
	}
	c.applyColours()
}

// Info returns what the card says.
func (c *Card) Info() CardInfo { return c.info }

// setTime shows a clock's time ("" hides it), low time in the error colour.
func (c *Card) setTime(text string, low bool) {
	if c.time.Text == text && c.low == low && c.time.Visible() == (text != "") {
		return
	}
	c.time.Text, c.low = text, low
	if text == "" {
		c.time.Hide()
	} else {
		c.time.Show()
	}
	c.applyColours()
}

// Time returns the clock's time shown, "" without a clock.
func (c *Card) Time() string {
	if !c.time.Visible() {
		return ""
	}
	return c.time.Text
}

// Refresh follows a change of the theme.
func (c *Card) Refresh() {
	c.applyColours()
	c.BaseWidget.Refresh()
}

// applyColours draws the card in the theme's colours: the side to move's
// card on the selection colour, outlined in the primary one.
func (c *Card) applyColours() {
	fg := theme.Color(theme.ColorNameForeground)
	back, stroke := theme.Color(theme.ColorNameInputBackground), color.Color(color.Transparent)
	if c.info.ToMove {
		back, stroke = theme.Color(theme.ColorNameSelection), theme.Color(theme.ColorNamePrimary)
	}
	c.back.FillColor, c.back.StrokeColor = back, stroke
	c.back.Refresh()
	fill, edge := color.Color(color.NRGBA{R: 0xf4, G: 0xf1, B: 0xe8, A: 0xff}), color.Color(color.NRGBA{R: 0x55, G: 0x55, B: 0x55, A: 0xff})
	if c.side == game.Black {
		fill, edge = color.NRGBA{R: 0x22, G: 0x22, B: 0x22, A: 0xff}, color.NRGBA{R: 0xaa, G: 0xaa, B: 0xaa, A: 0xff}
	}
	c.stone.FillColor, c.stone.StrokeColor = fill, edge
	c.stone.Refresh()
	col := fg
	if c.low {
		col = theme.Color(theme.ColorNameError)
	}
	if c.time.Color != col {
		c.time.Color = col
	}
	c.time.Refresh()
}

// setLabel changes a label's text only when it changed.
func setLabel(l *widget.Label, text string) {
	if l.Text != text {
		l.SetText(text)
	}
}

// cardLayout lays out a card's parts (the stone, the name, the kazan, the
// result and the time): in a row like container.HBox, the time at the
// right end; stacked, the name (wrapped), the stone and the kazan on one
// line, the time and the result, each on its own line.
type cardLayout struct{ c *Card }

// parts are the card's parts in the order of the container's objects.
func (l cardLayout) parts() []fyne.CanvasObject {
	return l.c.box.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container).Objects
}

func (l cardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 5 {
		return
	}
	if l.c.stacked {
		l.layoutStacked(objects, size)
		return
	}
	pad := theme.Padding()
	x := float32(0)
	for _, o := range objects[:4] {
		if !o.Visible() {
			continue
		}
		w := o.MinSize().Width
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + pad
	}
	if t := objects[4]; t.Visible() {
		w := t.MinSize().Width
		t.Move(fyne.NewPos(max(x, size.Width-w), 0))
		t.Resize(fyne.NewSize(w, size.Height))
	}
}

// rowMin is the least size of the parts in a row.
func (l cardLayout) rowMin() fyne.Size {
	var s fyne.Size
	shown := 0
	for _, o := range []fyne.CanvasObject{l.stoneBox(), l.c.name, l.c.kazan, l.c.result, l.c.time} {
		if o == nil || !o.Visible() {
			continue
		}
		m := o.MinSize()
		if o == fyne.CanvasObject(l.c.name) && l.c.stacked {
			m = l.oneLine(l.c.name)
		}
		s.Width += m.Width
		s.Height = max(s.Height, m.Height)
		shown++
	}
	s.Width += theme.Padding() * float32(max(0, shown-1))
	return s
}

// stoneBox is the stone's box, the first part (nil before the card is
// built).
func (l cardLayout) stoneBox() fyne.CanvasObject {
	if l.c.box == nil {
		return nil
	}
	return l.parts()[0]
}

// oneLine is a label's least size on one line, whatever its wrapping.
func (cardLayout) oneLine(lb *widget.Label) fyne.Size {
	t := fyne.MeasureText(lb.Text, theme.TextSize(), lb.TextStyle)
	in := 2 * theme.InnerPadding()
	return fyne.NewSize(float32(math.Ceil(float64(t.Width+in))), t.Height+in)
}

// longestWord is the least width of a label wrapped at its words.
func (cardLayout) longestWord(lb *widget.Label) float32 {
	w := float32(0)
	for _, word := range strings.Fields(lb.Text) {
		w = max(w, fyne.MeasureText(word, theme.TextSize(), lb.TextStyle).Width)
	}
	return float32(math.Ceil(float64(w + 2*theme.InnerPadding())))
}

// stackedMin is the least size of the parts stacked in width: the name
// wraps at the width, the stone stands beside the kazan.
func (l cardLayout) stackedMin(width float32) fyne.Size {
	pad := theme.Padding()
	stone := l.stoneBox().MinSize()
	kazan := l.c.kazan.MinSize()
	w := max(l.longestWord(l.c.name), stone.Width+pad+kazan.Width)
	for _, o := range []fyne.CanvasObject{l.c.result, l.c.time} {
		if o.Visible() {
			w = max(w, o.MinSize().Width)
		}
	}
	h := l.nameHeight(max(width, w)) + max(stone.Height, kazan.Height)
	for _, o := range []fyne.CanvasObject{l.c.time, l.c.result} {
		if o.Visible() {
			h += o.MinSize().Height
		}
	}
	return fyne.NewSize(w, h)
}

// nameHeight is the name's height wrapped in width. It is measured on a
// copy of the name that is never shown: measuring (the stage asks the
// least size of a stacked card at any width) must not resize the name the
// card shows, which its layout alone places.
func (l cardLayout) nameHeight(width float32) float32 {
	n, m := l.c.name, l.c.measure
	if n.Text == "" {
		return l.oneLine(n).Height
	}
	if m.Text != n.Text {
		m.SetText(n.Text)
	}
	if m.Size().Width != width {
		m.Resize(fyne.NewSize(width, m.Size().Height))
	}
	return m.MinSize().Height
}

// layoutStacked lays the parts out one under the other in size: the name,
// the stone and the kazan, the time, the result.
func (l cardLayout) layoutStacked(objects []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	nameH := l.nameHeight(size.Width)
	objects[1].Move(fyne.NewPos(0, 0))
	objects[1].Resize(fyne.NewSize(size.Width, nameH))
	stone, kazan := objects[0].MinSize(), objects[2].MinSize()
	line := max(stone.Height, kazan.Height)
	objects[0].Move(fyne.NewPos(0, nameH))
	objects[0].Resize(fyne.NewSize(stone.Width, line))
	objects[2].Move(fyne.NewPos(stone.Width+pad, nameH))
	objects[2].Resize(fyne.NewSize(max(0, size.Width-stone.Width-pad), line))
	y := nameH + line
	for _, o := range []fyne.CanvasObject{objects[4], objects[3]} {
		if !o.Visible() {
			continue
		}
		h := o.MinSize().Height
		o.Move(fyne.NewPos(0, y))
		o.Resize(fyne.NewSize(size.Width, h))
		y += h
	}
}

func (l cardLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	if l.c.stacked {
		return l.stackedMin(max(0, l.c.Size().Width-2*theme.Padding()))
	}
	return l.rowMin()
}

package clockview

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
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

	side   game.Side
	back   *canvas.Rectangle
	stone  *canvas.Circle
	name   *widget.Label
	kazan  *widget.Label
	result *widget.Label
	time   *canvas.Text
	low    bool // the time shown is under the low mark
	info   CardInfo
	box    *fyne.Container
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
	c.kazan = widget.NewLabel("")
	c.result = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	c.result.Importance = widget.HighImportance
	c.result.Hide()
	c.time = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	c.time.TextStyle = fyne.TextStyle{Monospace: true, Bold: true}
	c.time.TextSize = 1.6 * theme.TextSize()
	c.time.Alignment = fyne.TextAlignTrailing
	c.time.Hide()
	row := container.NewHBox(stone, c.name, c.kazan, c.result, layout.NewSpacer(), c.time)
	c.box = container.NewStack(c.back, container.NewPadded(row))
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

// MinSize is the card's least size: as tall as its tallest part, as wide
// as what it says.
func (c *Card) MinSize() fyne.Size {
	c.ExtendBaseWidget(c)
	return c.BaseWidget.MinSize()
}

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

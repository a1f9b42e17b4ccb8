package review

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// EvalBar shows White's winning chance in the position on the board as
// a bar in the colours of the stones, White's share from the bottom (or
// from the left, when the bar is wider than tall), with the evaluation
// written at White's end when White is ahead, at Black's otherwise, as a
// chess site's evaluation bar beside the board. It is empty while the
// position is not evaluated. The panel keeps it up to date; the host places
// it beside the board (see Config.EvalBarPlaced), or the panel shows it
// above its graph.
type EvalBar struct {
	widget.BaseWidget

	chance float64 // White's chance, 0..1
	text   string  // the evaluation, "+3.5"
	known  bool
}

// NewEvalBar returns an empty bar.
func NewEvalBar() *EvalBar {
	b := &EvalBar{}
	b.ExtendBaseWidget(b)
	return b
}

// Set shows White's chance (0..1) and the evaluation's text.
func (b *EvalBar) Set(chance float64, text string) {
	chance = min(max(chance, 0), 1)
	if b.known && b.chance == chance && b.text == text {
		return
	}
	b.chance, b.text, b.known = chance, text, true
	b.Refresh()
}

// Clear empties the bar: the position is not evaluated.
func (b *EvalBar) Clear() {
	if !b.known {
		return
	}
	b.chance, b.text, b.known = 0, "", false
	b.Refresh()
}

// Value returns what the bar shows: White's chance and the evaluation,
// known false when it is empty.
func (b *EvalBar) Value() (chance float64, text string, known bool) {
	return b.chance, b.text, b.known
}

// MinSize is narrow, wide and tall enough for an evaluation such as
// "+88.8": the host gives the bar the board's height or the panel's width.
func (b *EvalBar) MinSize() fyne.Size {
	text := fyne.MeasureText("+88.8", theme.CaptionTextSize(), fyne.TextStyle{Bold: true})
	pad := theme.InnerPadding()
	return fyne.NewSize(text.Width+pad, text.Height+pad)
}

func (b *EvalBar) CreateRenderer() fyne.WidgetRenderer {
	r := &evalBarRenderer{
		b:     b,
		black: canvas.NewRectangle(stoneBlack),
		white: canvas.NewRectangle(stoneWhite),
		text:  canvas.NewText("", stoneBlack),
	}
	r.text.TextSize = theme.CaptionTextSize()
	r.text.TextStyle = fyne.TextStyle{Bold: true}
	r.black.StrokeColor = color.NRGBA{R: 0x90, G: 0x8a, B: 0x84, A: 0xff}
	r.black.StrokeWidth = 1
	return r
}

// The sides' shares in the colours of their stones, whatever the theme, as
// in the graph.
var (
	stoneBlack = color.NRGBA{R: 0x3b, G: 0x37, B: 0x34, A: 0xff}
	stoneWhite = color.NRGBA{R: 0xf3, G: 0xee, B: 0xe2, A: 0xff}
)

type evalBarRenderer struct {
	b            *EvalBar
	black, white *canvas.Rectangle
	text         *canvas.Text
}

func (r *evalBarRenderer) Destroy() {}

func (r *evalBarRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *evalBarRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.black, r.white, r.text}
}

func (r *evalBarRenderer) Refresh() {
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

func (r *evalBarRenderer) Layout(size fyne.Size) {
	b := r.b
	r.black.Resize(size)
	r.white.Hidden = !b.known
	r.text.Hidden = !b.known || b.text == ""
	if !b.known {
		return
	}
	r.text.Text = b.text
	ts := r.text.MinSize()
	pad := theme.InnerPadding() / 2
	ahead := b.chance >= 0.5 // the text is written on the side ahead, in the other's colour
	if ahead {
		r.text.Color = stoneBlack
	} else {
		r.text.Color = stoneWhite
	}
	if size.Height >= size.Width {
		h := size.Height * float32(b.chance)
		r.white.Move(fyne.NewPos(0, size.Height-h))
		r.white.Resize(fyne.NewSize(size.Width, h))
		y := pad
		if ahead {
			y = size.Height - ts.Height - pad
		}
		// A vertical bar is narrow: the text is centred and may overflow it.
		r.text.Move(fyne.NewPos((size.Width-ts.Width)/2, y))
	} else {
		w := size.Width * float32(b.chance)
		r.white.Move(fyne.NewPos(0, 0))
		r.white.Resize(fyne.NewSize(w, size.Height))
		x := size.Width - ts.Width - pad
		if ahead {
			x = pad
		}
		r.text.Move(fyne.NewPos(x, (size.Height-ts.Height)/2))
	}
	r.text.Resize(ts)
	r.text.Refresh()
}

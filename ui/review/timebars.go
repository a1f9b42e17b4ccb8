package review

import (
	"image/color"
	"slices"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Spent is the time a ply of a reviewed game took, when the record gives
// it.
type Spent struct {
	Used  time.Duration
	Known bool
}

// TimeBars draws the time each ply of a reviewed game took, under the
// graph and on its x axis: ply k's bar stands where the graph's column of
// ply k does, White's rising from the middle line and Black's hanging from
// it, in the colours of their stones, the longest move filling its half.
// The shown ply's bar is in the accent colour, under a vertical line like
// the graph's cursor. Hovering shows the move and its time (tip), a tap
// selects the ply under the pointer (OnSelect).
type TimeBars struct {
	widget.BaseWidget

	plyStrip           // the shown ply, the hovered one and their tip; OnSelect
	spent    []Spent   // by ply-1
	first    game.Side // the mover of ply 1
	longest  time.Duration
}

// NewTimeBars returns the bars, empty; tip gives the hover text of a ply.
func NewTimeBars(tip func(int) string) *TimeBars {
	b := &TimeBars{}
	b.plyStrip = newPlyStrip(tip, b.plyAt, b.Refresh)
	b.ExtendBaseWidget(b)
	return b
}

// SetTimes replaces the bars: spent by ply-1, first the side that made the
// first move, selected the ply shown. It redraws only on a change.
func (b *TimeBars) SetTimes(spent []Spent, first game.Side, selected int) {
	if first == b.first && selected == b.selected && slices.Equal(spent, b.spent) {
		return
	}
	b.spent = append(b.spent[:0], spent...)
	b.first, b.selected = first, selected
	b.longest = 0
	for _, s := range spent {
		if s.Known {
			b.longest = max(b.longest, s.Used)
		}
	}
	b.Refresh()
}

// mover returns the side that made ply.
func (b *TimeBars) mover(ply int) game.Side {
	if ply%2 == 1 {
		return b.first
	}
	return b.first.Opponent()
}

// plyAt returns the ply whose column holds x (0: the start), as the
// graph's plyAt does; -1 when there are no bars.
func (b *TimeBars) plyAt(x float32) int {
	n := len(b.spent)
	w := b.Size().Width
	if n == 0 || w <= 0 {
		return -1
	}
	return columnAt(x, w, n)
}

// MinSize is a strip as wide as the graph's, lower.
func (b *TimeBars) MinSize() fyne.Size { return fyne.NewSize(200, 48) }

func (b *TimeBars) CreateRenderer() fyne.WidgetRenderer {
	r := &timeBarsRenderer{b: b}
	r.bg = canvas.NewRectangle(color.Black)
	r.mid = canvas.NewLine(color.Black)
	r.marksOver = newStripMarks()
	return r
}

// timeBarsRenderer draws a rectangle per ply, kept from one layout to the
// next.
type timeBarsRenderer struct {
	b                    *TimeBars
	bg                   *canvas.Rectangle
	mid                  *canvas.Line
	bars                 []*canvas.Rectangle // by ply-1
	marksOver            stripMarks          // the cursor, and the hover line and tip
	objects              []fyne.CanvasObject
	white, black, accent color.Color
}

func (r *timeBarsRenderer) Destroy() {}

func (r *timeBarsRenderer) MinSize() fyne.Size { return r.b.MinSize() }

func (r *timeBarsRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *timeBarsRenderer) Refresh() {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	r.accent = r.b.Theme().Color(theme.ColorNamePrimary, v)
	// The stones' colours, as the graph has them, whatever the theme.
	r.black = color.NRGBA{R: 0x3b, G: 0x37, B: 0x34, A: 0xff}
	r.white = color.NRGBA{R: 0xf3, G: 0xee, B: 0xe2, A: 0xff}
	r.Layout(r.b.Size())
	canvas.Refresh(r.b)
}

// barHeight is the height of a bar of d in a strip of height h: the
// longest move fills its half, less a pixel; a known move of no time
// keeps a pixel.
func (b *TimeBars) barHeight(d time.Duration, h float32) float32 {
	if b.longest <= 0 {
		return 0
	}
	half := max(0, h/2-1)
	return max(1, half*float32(float64(d)/float64(b.longest)))
}

func (r *timeBarsRenderer) Layout(size fyne.Size) {
	b := r.b
	n := len(b.spent)
	r.bg.FillColor = color.NRGBA{R: 0x9e, G: 0x97, B: 0x8f, A: 0xff}
	r.bg.Resize(size)
	r.objects = append(r.objects[:0], r.bg)
	for len(r.bars) < n {
		r.bars = append(r.bars, canvas.NewRectangle(color.Black))
	}
	step := size.Width
	if n > 0 {
		step = size.Width / float32(n)
	}
	x := func(ply int) float32 { return float32(ply) * step }
	half := size.Height / 2
	width := max(1, step*0.7)
	for i, s := range b.spent {
		if !s.Known {
			continue
		}
		ply := i + 1
		bar := r.bars[i]
		h := b.barHeight(s.Used, size.Height)
		left := max(0, x(ply)-width/2)
		right := min(size.Width, x(ply)+width/2)
		top := half - h
		if b.mover(ply) == game.White {
			bar.FillColor = r.white
		} else {
			bar.FillColor, top = r.black, half
		}
		if ply == b.selected {
			bar.FillColor = r.accent
		}
		bar.Move(fyne.NewPos(left, top))
		bar.Resize(fyne.NewSize(right-left, h))
		r.objects = append(r.objects, bar)
	}
	r.mid.StrokeColor = color.NRGBA{R: 0x6b, G: 0x65, B: 0x60, A: 0xff}
	r.mid.StrokeWidth = 1
	r.mid.Position1 = fyne.NewPos(0, half)
	r.mid.Position2 = fyne.NewPos(size.Width, half)
	r.objects = append(r.objects, r.mid)
	// The tip goes on the half away from the bar's side: White's bars
	// rise, Black's hang.
	r.objects = r.marksOver.draw(r.objects, &b.plyStrip, stripStyle{
		size: size, x: x, accent: r.accent, ink: r.black, paper: r.white,
		shown: b.selected >= 0 && b.selected <= n, hovers: b.hover >= 0 && b.hover <= n,
	}, func(ply int) bool { return ply > 0 && b.mover(ply) == game.White })
}

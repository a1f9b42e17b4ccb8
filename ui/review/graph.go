package review

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// Point is White's winning chance after a ply of a reviewed game.
type Point struct {
	Chance float64 // 0..1
	Known  bool
	Mark   Mark
}

// Mark is what happened in a ply, drawn on the curve.
type Mark uint8

// The marks on the curve.
const (
	MarkNone    Mark = iota
	MarkCapture      // an even capture
	MarkTuzdyk       // a tuzdyk made
	MarkEnd          // the game ended
)

// Graph draws White's winning chance (0–100 %) after each ply of a
// reviewed game, like the graph of a chess site's analysis page: the area
// above the curve is Black's, below it White's; captures, tuzdyks and the
// end are marked on the curve, the shown ply by a vertical line. Hovering
// shows the move and the evaluation (tip), a tap selects the ply under the
// pointer (OnSelect).
type Graph struct {
	widget.BaseWidget

	plyStrip         // the shown ply, the hovered one and their tip; OnSelect
	points   []Point // index 0: the start position
	height   float32 // the height the host gives it beyond its least; 0: none
}

func NewGraph(tip func(int) string) *Graph {
	g := &Graph{}
	g.plyStrip = newPlyStrip(tip, g.plyAt, g.Refresh)
	g.ExtendBaseWidget(g)
	return g
}

// SetPoints replaces the curve.
func (g *Graph) SetPoints(points []Point, selected int) {
	g.points = points
	g.selected = selected
	g.Refresh()
}

// plyAt returns the ply whose column holds x, -1 when there is none.
func (g *Graph) plyAt(x float32) int {
	n := len(g.points)
	if n == 0 {
		return -1
	}
	if n == 1 || g.Size().Width <= 0 {
		return 0
	}
	return columnAt(x, g.Size().Width, n-1)
}

// graphMinHeight is the least height the curve of a long game reads at;
// graphFloor the least a host may give it where the window has no more
// (the words of the move shown come first): its shape, its marks and the
// move shown still show.
const (
	graphMinHeight = 120
	graphFloor     = 64
)

// MinSize is a strip tall enough to read the curve of a long game (or as
// tall as SetHeight asked) and narrow enough for the side panel of a
// 1000x600 window (the panel gives it its whole width).
func (g *Graph) MinSize() fyne.Size {
	if g.height <= 0 {
		return fyne.NewSize(240, graphMinHeight)
	}
	return fyne.NewSize(240, max(graphFloor, g.height))
}

// SetHeight asks for the graph to be h tall, at least graphFloor: the
// host's share of the window; 0 gives it back graphMinHeight.
func (g *Graph) SetHeight(h float32) {
	if h != g.height {
		g.height = h
		g.Refresh()
	}
}

func (g *Graph) CreateRenderer() fyne.WidgetRenderer {
	r := &graphRenderer{g: g}
	r.bg = canvas.NewRectangle(color.Black)
	r.mid = canvas.NewLine(color.Black)
	r.marksOver = newStripMarks()
	return r
}

// graphRenderer draws the curve with canvas lines: one column per ply.
type graphRenderer struct {
	g                        *Graph
	bg                       *canvas.Rectangle
	mid                      *canvas.Line
	bars                     []*canvas.Rectangle // White's share under the curve, per ply
	segments                 []*canvas.Line
	marks                    []*canvas.Circle
	marksOver                stripMarks // the cursor, and the hover line and tip
	objects                  []fyne.CanvasObject
	fg, white, black, accent color.Color
}

func (r *graphRenderer) Destroy() {}

func (r *graphRenderer) MinSize() fyne.Size { return r.g.MinSize() }

func (r *graphRenderer) Objects() []fyne.CanvasObject { return r.objects }

func (r *graphRenderer) Refresh() {
	v := fyne.CurrentApp().Settings().ThemeVariant()
	th := r.g.Theme()
	r.fg = th.Color(theme.ColorNameForeground, v)
	r.accent = th.Color(theme.ColorNamePrimary, v)
	// The sides' shares in the colours of their stones, whatever the theme.
	r.black = color.NRGBA{R: 0x3b, G: 0x37, B: 0x34, A: 0xff}
	r.white = color.NRGBA{R: 0xf3, G: 0xee, B: 0xe2, A: 0xff}
	r.Layout(r.g.Size())
	canvas.Refresh(r.g)
}

func (r *graphRenderer) Layout(size fyne.Size) {
	g := r.g
	n := len(g.points)
	// Black's area is the background; White's, from the bottom to the curve.
	r.bg.FillColor = r.black
	r.bg.StrokeColor = r.black
	r.bg.StrokeWidth = 0
	r.bg.Resize(size)
	r.objects = r.objects[:0]
	r.objects = append(r.objects, r.bg)
	for len(r.bars) < n {
		r.bars = append(r.bars, canvas.NewRectangle(color.Black))
	}
	for len(r.segments) < n {
		r.segments = append(r.segments, canvas.NewLine(color.Black))
	}
	for len(r.marks) < n {
		r.marks = append(r.marks, canvas.NewCircle(color.Black))
	}
	step := size.Width
	if n > 1 {
		step = size.Width / float32(n-1)
	}
	x := func(ply int) float32 { return float32(ply) * step }
	y := func(c float64) float32 { return size.Height * float32(1-c) }
	for ply := range n {
		p := g.points[ply]
		if !p.Known {
			continue
		}
		bar := r.bars[ply]
		bar.FillColor = r.white
		left := max(0, x(ply)-step/2)
		right := min(size.Width, x(ply)+step/2)
		bar.Move(fyne.NewPos(left, y(p.Chance)))
		bar.Resize(fyne.NewSize(right-left, size.Height-y(p.Chance)))
		r.objects = append(r.objects, bar)
	}
	r.mid.StrokeColor = color.NRGBA{R: 0x90, G: 0x8a, B: 0x84, A: 0xff}
	r.mid.StrokeWidth = 1
	r.mid.Position1 = fyne.NewPos(0, size.Height/2)
	r.mid.Position2 = fyne.NewPos(size.Width, size.Height/2)
	r.objects = append(r.objects, r.mid)
	for ply := 1; ply < n; ply++ {
		a, b := g.points[ply-1], g.points[ply]
		if !a.Known || !b.Known {
			continue
		}
		l := r.segments[ply]
		l.StrokeColor = r.accent
		l.StrokeWidth = 2
		l.Position1 = fyne.NewPos(x(ply-1), y(a.Chance))
		l.Position2 = fyne.NewPos(x(ply), y(b.Chance))
		r.objects = append(r.objects, l)
	}
	for ply := range n {
		p := g.points[ply]
		if !p.Known || p.Mark == MarkNone {
			continue
		}
		c := r.marks[ply]
		radius := float32(3)
		c.FillColor = r.black
		c.StrokeColor = r.white
		c.StrokeWidth = 1
		switch p.Mark {
		case MarkTuzdyk:
			radius = 4.5
			c.FillColor = r.accent
		case MarkEnd:
			radius = 5
			c.FillColor = r.white
			c.StrokeColor = r.accent
			c.StrokeWidth = 2
		}
		// A mark at the first or last ply, or at a chance of 0 or 1,
		// stays whole inside the graph.
		inside := func(v, size float32) float32 { return max(radius, min(v, size-radius)) }
		c.Move(fyne.NewPos(inside(x(ply), size.Width)-radius, inside(y(p.Chance), size.Height)-radius))
		c.Resize(fyne.NewSize(2*radius, 2*radius))
		r.objects = append(r.objects, c)
	}
	r.objects = r.marksOver.draw(r.objects, &g.plyStrip, stripStyle{
		size: size, x: x, accent: r.accent, ink: r.black, paper: r.white,
		shown: g.selected >= 0 && g.selected < n, hovers: g.hover >= 0 && g.hover < n,
	}, nil)
}

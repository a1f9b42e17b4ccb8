package review

import (
	"image/color"
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/theme"
)

// plyStrip is what the win-chance graph and the time bars share: a strip
// with a column a ply that marks the ply shown, selects the ply under a tap
// (OnSelect) and names the ply under the pointer in a tip. A widget embeds
// it and sets at (the ply whose column holds x, -1: none) and refresh.
type plyStrip struct {
	selected int // the ply shown on the board, -1: none
	hover    int // the ply under the pointer, -1: none
	tip      func(ply int) string
	at       func(x float32) int
	refresh  func()

	OnSelect func(ply int)
}

func newPlyStrip(tip func(int) string, at func(float32) int, refresh func()) plyStrip {
	return plyStrip{selected: -1, hover: -1, tip: tip, at: at, refresh: refresh}
}

// Selected returns the ply marked as shown, -1 for none.
func (s *plyStrip) Selected() int { return s.selected }

// Hover returns the ply under the pointer, -1 for none.
func (s *plyStrip) Hover() int { return s.hover }

// Tapped selects the ply under the pointer.
func (s *plyStrip) Tapped(e *fyne.PointEvent) {
	if ply := s.at(e.Position.X); ply >= 0 && s.OnSelect != nil {
		s.OnSelect(ply)
	}
}

// MouseIn starts the hover tip.
func (s *plyStrip) MouseIn(e *desktop.MouseEvent) { s.MouseMoved(e) }

// MouseMoved moves the hover tip to the ply under the pointer.
func (s *plyStrip) MouseMoved(e *desktop.MouseEvent) {
	if ply := s.at(e.Position.X); ply != s.hover {
		s.hover = ply
		s.refresh()
	}
}

// MouseOut hides the hover tip.
func (s *plyStrip) MouseOut() {
	if s.hover != -1 {
		s.hover = -1
		s.refresh()
	}
}

// columnAt returns the ply 0..last whose column holds x in a strip width
// wide, where ply k's column is centred at k/last of the width.
func columnAt(x, width float32, last int) int {
	ply := int(math.Round(float64(x / width * float32(last))))
	return max(0, min(ply, last))
}

// stripMarks are the objects a strip's renderer draws over its columns:
// the line at the ply shown, and the line and the tip at the ply under the
// pointer.
type stripMarks struct {
	cursor, hoverLine *canvas.Line
	tip               *canvas.Text
	tipBg             *canvas.Rectangle
}

func newStripMarks() stripMarks {
	return stripMarks{
		cursor:    canvas.NewLine(color.Black),
		hoverLine: canvas.NewLine(color.Black),
		tip:       canvas.NewText("", color.Black),
		tipBg:     canvas.NewRectangle(color.Black),
	}
}

// stripStyle is what the marks are drawn with: the strip's size, the x of
// a ply's column and the colours.
type stripStyle struct {
	size          fyne.Size
	x             func(ply int) float32
	accent        color.Color
	ink, paper    color.Color // the tip's text and background
	shown, hovers bool        // the ply shown and the ply under the pointer have a column
}

// draw appends to objects the cursor at s.selected and, when the pointer is
// over a column whose tip says something, its line and the tip, beside the
// line (on its left near the right edge), at the top or, with tipLow, the
// bottom of the strip.
func (m *stripMarks) draw(objects []fyne.CanvasObject, s *plyStrip, st stripStyle, tipLow func(ply int) bool) []fyne.CanvasObject {
	vertical := func(l *canvas.Line, ply int, width float32) {
		l.StrokeColor = st.accent
		l.StrokeWidth = width
		l.Position1 = fyne.NewPos(st.x(ply), 0)
		l.Position2 = fyne.NewPos(st.x(ply), st.size.Height)
		objects = append(objects, l)
	}
	if st.shown {
		vertical(m.cursor, s.selected, 1.5)
	}
	if !st.hovers || s.tip == nil {
		return objects
	}
	text := s.tip(s.hover)
	if text == "" {
		return objects
	}
	vertical(m.hoverLine, s.hover, 0.5)
	m.tip.Text = text
	m.tip.Color = st.ink
	m.tip.TextSize = theme.CaptionTextSize()
	ts := m.tip.MinSize()
	pos := fyne.NewPos(st.x(s.hover)+4, 2)
	if tipLow != nil && tipLow(s.hover) {
		pos.Y = st.size.Height - 2 - ts.Height
	}
	if pos.X+ts.Width > st.size.Width {
		pos.X = max(0, st.x(s.hover)-4-ts.Width)
	}
	m.tipBg.FillColor = st.paper
	m.tipBg.StrokeColor = st.ink
	m.tipBg.StrokeWidth = 0.5
	m.tipBg.Move(pos.SubtractXY(2, 0))
	m.tipBg.Resize(ts.AddWidthHeight(4, 0))
	m.tip.Move(pos)
	return append(objects, m.tipBg, m.tip)
}

package ui

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// The sizes of the board's place and the panel beside it.
const (
	// panelShare is the panel's share of a wide window's width, between
	// panelMinWidth and panelMaxWidth.
	panelShare    = 0.27
	panelMinWidth = 300
	panelMaxWidth = 460
	// boardAspect is the board's depth over its length (it draws
	// 1000 × 588 units): in a tall window the board's place is as deep as
	// the board drawn at the full width, within boardMinShare and
	// boardMaxShare of the height.
	boardAspect   = 0.6
	boardMinShare = 0.52
	boardMaxShare = 0.62
)

// boardLayout lays out the board's place (the first object) and the panel
// (the second): side by side when the area is wider than tall, the panel
// below the board otherwise. The sizes depend on the area only, never on
// what the panel holds, so that a message appearing in the panel moves
// nothing: the panel scrolls instead of pushing the board smaller.
type boardLayout struct{}

// tall reports whether the panel goes below the board.
func (boardLayout) tall(size fyne.Size) bool { return size.Height > size.Width }

// split returns the size of the board's place.
func (l boardLayout) split(size fyne.Size) fyne.Size {
	if l.tall(size) {
		h := min(max(size.Width*boardAspect, size.Height*boardMinShare), size.Height*boardMaxShare)
		return fyne.NewSize(size.Width, h)
	}
	w := min(max(size.Width*panelShare, panelMinWidth), panelMaxWidth)
	return fyne.NewSize(max(0, size.Width-w), size.Height)
}

func (l boardLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 2 {
		return
	}
	b := l.split(size)
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(b)
	if l.tall(size) {
		objects[1].Move(fyne.NewPos(0, b.Height))
		objects[1].Resize(fyne.NewSize(size.Width, size.Height-b.Height))
	} else {
		objects[1].Move(fyne.NewPos(b.Width, 0))
		objects[1].Resize(fyne.NewSize(size.Width-b.Width, size.Height))
	}
}

func (boardLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	b := objects[0].MinSize()
	return fyne.NewSize(b.Width+panelMinWidth, b.Height)
}

// fixedStack stacks its objects like container.Stack, but is as large as
// the largest of them, shown or hidden: the game's toolbar and a mode's
// title bar take the same height, so that the board does not move when a
// mode opens or closes.
type fixedStack struct{}

func (fixedStack) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
}

func (fixedStack) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	for _, o := range objects {
		s = s.Max(o.MinSize())
	}
	return s
}

// panelSplit lays out the move list (the first object) above the review
// and the analysis (the second, a scroll of under): they take what they
// need, at most underShare of the height and never the move list's least
// height (the clocks, a row of moves and the buttons), and scroll beyond
// it.
type panelSplit struct {
	under fyne.CanvasObject // what the second object scrolls
}

const underShare = 0.62

func (l panelSplit) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 2 {
		return
	}
	h := float32(0)
	if l.under.Visible() {
		h = min(l.under.MinSize().Height, size.Height*underShare)
		h = max(0, min(h, size.Height-objects[0].MinSize().Height))
	}
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, size.Height-h))
	objects[1].Move(fyne.NewPos(0, size.Height-h))
	objects[1].Resize(fyne.NewSize(size.Width, h))
}

func (l panelSplit) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	return objects[0].MinSize().Max(objects[1].MinSize())
}

// shrinkRow lays its objects out in a row, like container.HBox, each as
// wide as it would like to be (a truncating label: its whole text) while
// they fit, a spacer taking what is left; in a shorter row the objects of
// giveWay give way, in that order, down to their minimum (a truncating
// label's ellipsis). Its minimum is the objects' minimums, so that what it
// holds never makes the window wider: the game's header says less in a
// narrow window instead.
type shrinkRow struct {
	giveWay []fyne.CanvasObject
}

// want is how wide o would like to be.
func (shrinkRow) want(o fyne.CanvasObject) float32 {
	if l, ok := o.(*widget.Label); ok && l.Truncation != fyne.TextTruncateOff {
		text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
		return max(l.MinSize().Width, float32(math.Ceil(float64(text.Width+2*theme.InnerPadding()))))
	}
	return o.MinSize().Width
}

// spacer reports whether o takes the room left.
func spacer(o fyne.CanvasObject) bool {
	s, ok := o.(layout.SpacerObject)
	return ok && s.ExpandHorizontal()
}

func (r shrinkRow) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	widths := make(map[fyne.CanvasObject]float32, len(objects))
	total, shown, spacers := float32(0), 0, 0
	for _, o := range objects {
		switch {
		case !o.Visible():
		case spacer(o):
			spacers++
		default:
			widths[o] = r.want(o)
			total += widths[o]
			shown++
		}
	}
	pad := theme.Padding()
	total += pad * float32(max(0, shown-1))
	for _, o := range r.giveWay {
		w, ok := widths[o]
		if !ok || total <= size.Width {
			continue
		}
		if give := min(total-size.Width, w-o.MinSize().Width); give > 0 {
			widths[o] -= give
			total -= give
		}
	}
	extra := float32(0)
	if spacers > 0 && total < size.Width {
		extra = (size.Width - total) / float32(spacers)
	}
	x := float32(0)
	for _, o := range objects {
		switch {
		case !o.Visible():
		case spacer(o):
			x += extra
		default:
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(widths[o], size.Height))
			x += widths[o] + pad
		}
	}
}

func (shrinkRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	shown := 0
	for _, o := range objects {
		if o.Visible() && !spacer(o) {
			m := o.MinSize()
			s.Width += m.Width
			s.Height = max(s.Height, m.Height)
			shown++
		}
	}
	s.Width += theme.Padding() * float32(max(0, shown-1))
	return s
}

// listFollower lays out a list over its whole area and, while follow says
// the list follows its end (the live game is shown), scrolls it to its last
// row each time its size changes: a list keeps its offset when it grows or
// shrinks, so a window resized after the start, or a panel opening under
// the list, would otherwise leave the last moves out of sight.
type listFollower struct {
	list   *widget.List
	follow func() bool
	last   fyne.Size
}

func (f *listFollower) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	for _, o := range objects {
		o.Move(fyne.NewPos(0, 0))
		o.Resize(size)
	}
	if size != f.last {
		f.last = size
		if f.follow() {
			f.list.ScrollToBottom()
		}
	}
}

func (f *listFollower) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var min fyne.Size
	for _, o := range objects {
		min = min.Max(o.MinSize())
	}
	return min
}

package gameview

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

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
//
// With whole, an object of giveWay is shown whole or not at all (width 0,
// and no part of the minimum): a status's detail is left out, never cut.
type shrinkRow struct {
	giveWay []fyne.CanvasObject
	whole   bool
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
		if r.whole {
			widths[o] = 0
			total -= w + pad
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
		case widths[o] == 0 && r.left(o):
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(0, size.Height))
		default:
			o.Move(fyne.NewPos(x, 0))
			o.Resize(fyne.NewSize(widths[o], size.Height))
			x += widths[o] + pad
		}
	}
}

// left reports whether o may be left out of the row whole.
func (r shrinkRow) left(o fyne.CanvasObject) bool {
	return r.whole && slices.Contains(r.giveWay, o)
}

func (r shrinkRow) MinSize(objects []fyne.CanvasObject) fyne.Size {
	var s fyne.Size
	shown := 0
	for _, o := range objects {
		if o.Visible() && !spacer(o) && !r.left(o) {
			m := o.MinSize()
			if !slices.Contains(r.giveWay, o) {
				m.Width = r.want(o) // what does not give way is laid out whole
			}
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

// TextWidth is the width o would like in the header's row: a truncating
// label's whole text (the layout checks read it).
func TextWidth(o fyne.CanvasObject) float32 { return shrinkRow{}.want(o) }

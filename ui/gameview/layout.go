package gameview

import (
	"math"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/stage"
)

// panelSplit lays out the game's panel: the move list (the first object:
// the clocks and the title above the list, the way through the moves
// below it) and the review with the analysis (the second, a scroll of
// under; a third, minWatch(under), has it laid out again when under's
// least size changes). In a panel taller than wide (beside the board)
// they stand one above the other; in a panel wider than tall and wide enough for two
// (below the board in a tall window), side by side, the list at the left.
//
// Stacked, the room goes first to three rows of moves and the words of the
// move shown (in a low window the top of the review scrolls away), then to
// the least of the review's lines, with the graph at its least, then to the
// list up to four rows, to the graph up to a fifth of the window's height, to the
// analysis, and what is left to the list: so that, where the window
// allows, the list shows eight rows, the graph reads, and the words of the
// move shown (with the coach's under them) are in view without scrolling;
// the analysis scrolls in the room left. Side by side, the review's graph
// takes what its column leaves, up to a fifth of the window's height.
type panelSplit struct {
	under  fyne.CanvasObject // what the second object scrolls: the review, then the analysis
	review graphPanel        // in under; nil: none
	list   *widget.List      // in the first object; nil: none
}

// graphPanel is the review's panel as panelSplit sees it (review.Panel).
type graphPanel interface {
	Content() fyne.CanvasObject
	KeptHeight() (height, words, slack float32)
	SetGraphHeight(h float32)
	GraphHeight() float32
	GraphMinHeight() float32
	GraphFloor() float32
}

// listRows is the rows of moves the list shows where the window allows.
const listRows = 8

// underShare is the analysis's largest share of the panel's height when no
// review shows.
const underShare = 0.62

// sideBySide reports whether the list and the review stand side by side in
// a panel of size.
func (panelSplit) sideBySide(size fyne.Size) bool {
	return size.Width > size.Height && size.Width >= 2*stage.PanelMinWidth
}

// rowPitch is the height a row of the list takes.
func (l panelSplit) rowPitch() float32 {
	if l.list == nil {
		return 0
	}
	return l.list.MinSize().Height + theme.Padding() // Fyne's list parts its rows by the padding
}

// windowHeight is the height of the window o is shown in (h when it is not
// shown yet).
func windowHeight(o fyne.CanvasObject, h float32) float32 {
	if c := fyne.CurrentApp().Driver().CanvasForObject(o); c != nil && c.Size().Height > 0 {
		return c.Size().Height
	}
	return h
}

func (l panelSplit) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) < 2 {
		return
	}
	reviewing := l.review != nil && l.review.Content().Visible()
	if l.sideBySide(size) && l.under.Visible() {
		left := min(max(size.Width*0.4, stage.PanelMinWidth), stage.PanelMaxWidth)
		if reviewing {
			fifth := windowHeight(objects[0], size.Height) / 5
			kept, _, slack := l.review.KeptHeight()
			rest := kept - l.review.GraphHeight()
			if rest+slack+min(fifth, l.review.GraphMinHeight()) <= size.Height {
				rest += slack // room for the words' place at its lines
			}
			l.setGraph(objects[1], max(0, min(fifth, size.Height-rest)))
		}
		objects[0].Move(fyne.NewPos(0, 0))
		objects[0].Resize(fyne.NewSize(left, size.Height))
		objects[1].Move(fyne.NewPos(left+theme.Padding(), 0))
		objects[1].Resize(fyne.NewSize(size.Width-left-theme.Padding(), size.Height))
		l.showWords(objects[1])
		return
	}
	h := float32(0)
	switch {
	case !l.under.Visible():
	case !reviewing:
		h = min(l.under.MinSize().Height, size.Height*underShare)
		h = max(0, min(h, size.Height-objects[0].MinSize().Height))
	default:
		h = l.shareStacked(objects, size)
	}
	objects[0].Move(fyne.NewPos(0, 0))
	objects[0].Resize(fyne.NewSize(size.Width, size.Height-h))
	objects[1].Move(fyne.NewPos(0, size.Height-h))
	objects[1].Resize(fyne.NewSize(size.Width, h))
	if reviewing {
		l.showWords(objects[1])
	}
}

// showWords scrolls the review's scroll, where the words of the move
// shown (its line, the coach's theme and words) are not all in its view,
// so that they are: they end at its bottom where the window is too low
// for them under the graph at its floor (1000x600), the top of the review
// scrolling away. Without the analysis, the review's part kept in view is
// shown from its top where it fits; with it, the player's scrolling is
// kept where the words are in view, and the analysis's top stays in sight
// before them (it opens where it is seen).
func (l panelSplit) showWords(o fyne.CanvasObject) {
	sc, ok := o.(*container.Scroll)
	if !ok {
		return
	}
	kept, words, _ := l.review.KeptHeight()
	start := l.review.Content().Position().Y
	bottom := start + kept
	top, view, off := bottom-words, sc.Size().Height, sc.Offset.Y
	if kept <= view && off > start && !l.analysisShown() {
		off = start
	}
	if bottom > off+view {
		off = bottom - view
	}
	if top < off {
		off = top
	}
	if aTop, aHeight, ok := l.analysisPlace(); ok {
		// The analysis the player opened stays in sight, at least its
		// top half of the view, before the words (below the review's
		// words and each side's themes, it lay out of sight at
		// 1000x600): the player may scroll down through it, or up as
		// long as that much of it shows.
		if end := aTop + min(aHeight, view/2); end > off+view {
			off = end - view
		}
	}
	if off != sc.Offset.Y {
		sc.ScrollToOffset(fyne.NewPos(sc.Offset.X, max(0, off)))
	}
}

// analysisPlace returns where the analysis lies in under (its top and
// height, as under's VBox lays its objects out at their least heights),
// and whether it shows.
func (l panelSplit) analysisPlace() (top, height float32, ok bool) {
	c, isBox := l.under.(*fyne.Container)
	if !isBox {
		return 0, 0, false
	}
	y := float32(0)
	for _, o := range c.Objects {
		if !o.Visible() {
			continue
		}
		if o != l.review.Content() {
			return y, o.MinSize().Height, true
		}
		y += o.MinSize().Height + theme.Padding()
	}
	return 0, 0, false
}

// analysisShown reports whether under shows more than the review (the
// analysis under it).
func (l panelSplit) analysisShown() bool {
	c, ok := l.under.(*fyne.Container)
	if !ok {
		return false
	}
	for _, o := range c.Objects {
		if o != l.review.Content() && o.Visible() {
			return true
		}
	}
	return false
}

// shareStacked shares the height of a stacked panel between the list and
// the review (see panelSplit), sets the graph's height and returns the
// review's and the analysis's.
func (l panelSplit) shareStacked(objects []fyne.CanvasObject, size fyne.Size) float32 {
	graphMin := l.review.GraphMinHeight()
	// The review's part kept in view (up to the coach's words on the
	// move shown) with the graph at its least; what follows it (each
	// player's themes, the analysis) scrolls in the room left.
	kept, words, slack := l.review.KeptHeight()
	review := kept - l.review.GraphHeight() + graphMin
	analysis := max(0, l.under.MinSize().Height-kept)
	list := objects[0].MinSize().Height
	free := size.Height - list - review
	// The list keeps three rows (the move shown between the moves before
	// and after it; the rows the game has, when fewer) where the words of
	// the move still fit under it: one
	// row alone, as at 1000x600 and 1100x680 with the coach's words, could
	// not be read as a game.
	more := 0 // the rows kept beside the list's least one
	if l.list != nil {
		more = max(0, min(2, l.list.Length()-1))
	}
	least := min(float32(more)*l.rowPitch(), max(0, size.Height-list-words))
	if free < least {
		// The words of the move shown and the list's three rows come
		// before the graph's height: the graph gives way, down to its
		// floor, and the top of the review (its Close, the graph)
		// scrolls away where it must.
		l.setGraph(objects[1], graphMin+free-least)
		return max(0, size.Height-list-least)
	}
	if free > slack+3*l.rowPitch() {
		// Room for the words' place at its lines, with four rows of
		// moves: the shares stay while the player steps through moves
		// said in fewer lines.
		review += slack
		analysis = max(0, analysis-slack)
		free -= slack
	}
	take := func(want float32) float32 {
		t := max(0, min(free, want))
		free -= t
		return t
	}
	pitch := l.rowPitch()
	take(3 * pitch) // the list: four rows
	graph := take(windowHeight(objects[0], size.Height)/5 - graphMin)
	take((listRows - 4) * pitch) // the list: eight rows
	shown := take(analysis)
	l.setGraph(objects[1], graphMin+graph)
	return review + graph + shown
}

// setGraph gives the review's graph height h (at least its floor), and
// lays the scroll's content out again when that changed its height.
func (l panelSplit) setGraph(scroll fyne.CanvasObject, h float32) {
	h = max(h, l.review.GraphFloor())
	if h != l.review.GraphHeight() {
		l.review.SetGraphHeight(h)
		scroll.Refresh()
	}
}

func (l panelSplit) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) < 2 {
		return fyne.Size{}
	}
	return objects[0].MinSize().Max(objects[1].MinSize())
}

// minWatch is an empty object, drawn nowhere, whose least size is o's: a
// container whose layout reads the least size of what a scroll holds (the
// panel's, the review's height under the list) holds one beside the
// scroll (panelSplit's third object). The desktop driver lays a container
// out again only when the least size of one of its objects changed, and a
// scroll's least height does not follow its content's: without it, the
// panel kept its shares while the words of the move shown grew by a line
// (a step through the game), and the accuracy and the words fell out of
// sight under the scroll's edge.
func minWatch(o fyne.CanvasObject) *fyne.Container { return container.New(watchLayout{o}) }

// watchLayout is minWatch's layout.
type watchLayout struct{ o fyne.CanvasObject }

func (watchLayout) Layout([]fyne.CanvasObject, fyne.Size) {}

func (l watchLayout) MinSize([]fyne.CanvasObject) fyne.Size { return l.o.MinSize() }

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

// TextWidth is the width o would like in the header's row: a truncating
// label's whole text (the layout checks read it).
func TextWidth(o fyne.CanvasObject) float32 { return shrinkRow{}.want(o) }

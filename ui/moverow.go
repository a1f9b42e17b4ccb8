package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// A row of the move list is the move number and a cell for each side's
// move; a cell is the move's button and, in the review of a game on the
// clock, the time the move took beside it (hidden otherwise). Without the
// times the row is a grid of three equal columns; with them the number
// takes only its width, so that each move keeps room for its time.

// newMoveRow returns an empty row of the move list.
func (v *view) newMoveRow() fyne.CanvasObject {
	number := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
	return container.New(&moveRowLayout{grid: layout.NewGridLayoutWithColumns(3)}, number, newMoveCell(), newMoveCell())
}

// newMoveCell returns a cell: the move's button and its time, hidden.
func newMoveCell() *fyne.Container {
	b := widget.NewButton("", nil)
	b.Importance = widget.LowImportance
	spent := widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Monospace: true})
	spent.SizeName = theme.SizeNameCaptionText
	spent.Hide()
	return container.New(moveCellLayout{}, b, spent)
}

// updateMoveRow shows row (0-based) of the move list.
func (v *view) updateMoveRow(row widget.ListItemID, o fyne.CanvasObject) {
	c := o.(*fyne.Container)
	cells := c.Objects
	setText(cells[0].(*widget.Label), strconv.Itoa(max(1, v.snap.FirstMove)+row)+".")
	first := 2*row - v.blackFirst()
	timed := false
	for col := range 2 {
		cell := cells[1+col].(*fyne.Container)
		v.updateMoveCell(cell.Objects[0].(*widget.Button), first+col)
		if v.updateMoveTime(cell, first+col) {
			timed = true
		}
	}
	if l := c.Layout.(*moveRowLayout); l.timed != timed {
		l.timed = timed
		c.Refresh()
	}
}

// updateMoveTime shows the time move i (0-based) took in its cell, when
// the review gives it; it reports whether it does.
func (v *view) updateMoveTime(cell *fyne.Container, i int) bool {
	spent := cell.Objects[1].(*widget.Label)
	text := ""
	if i >= 0 {
		text = v.review.Spent(i + 1)
	}
	if text == spent.Text && (text != "") == spent.Visible() {
		return text != ""
	}
	spent.SetText(text)
	screen.SetVisible(spent, text != "")
	cell.Refresh()
	return text != ""
}

// moveRowLayout lays out a row: the number and the two cells in three
// equal columns, or, while the row shows times, the number as wide as
// "999." and the cells sharing the rest.
type moveRowLayout struct {
	grid  fyne.Layout
	timed bool
}

// numberWidth is the width of the widest move number.
func numberWidth() float32 {
	return fyne.MeasureText("999.", theme.TextSize(), fyne.TextStyle{Monospace: true}).Width + 2*theme.InnerPadding()
}

func (l *moveRowLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if !l.timed || len(objects) != 3 {
		l.grid.Layout(objects, size)
		return
	}
	pad := theme.Padding()
	nw := min(numberWidth(), size.Width/4)
	cw := max(0, (size.Width-nw-2*pad)/2)
	x := float32(0)
	for i, o := range objects {
		w := cw
		if i == 0 {
			w = nw
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w + pad
	}
}

func (l *moveRowLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if !l.timed || len(objects) != 3 {
		return l.grid.MinSize(objects)
	}
	s := fyne.NewSize(numberWidth()+2*theme.Padding(), 0)
	for _, o := range objects {
		m := o.MinSize()
		s.Height = max(s.Height, m.Height)
		if o != objects[0] {
			s.Width += m.Width
		}
	}
	return s
}

// moveCellLayout lays out a cell: the button fills it, less the time's
// width at its end while the time shows.
type moveCellLayout struct{}

func (moveCellLayout) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	if len(objects) != 2 {
		return
	}
	b, t := objects[0], objects[1]
	tw := float32(0)
	if t.Visible() {
		tw = min(t.MinSize().Width, size.Width/2)
		t.Move(fyne.NewPos(size.Width-tw, 0))
		t.Resize(fyne.NewSize(tw, size.Height))
	}
	b.Move(fyne.NewPos(0, 0))
	b.Resize(fyne.NewSize(size.Width-tw, size.Height))
}

func (moveCellLayout) MinSize(objects []fyne.CanvasObject) fyne.Size {
	if len(objects) != 2 {
		return fyne.Size{}
	}
	s := objects[0].MinSize()
	if t := objects[1]; t.Visible() {
		m := t.MinSize()
		s = fyne.NewSize(s.Width+m.Width, max(s.Height, m.Height))
	}
	return s
}

package help

import (
	"math"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// keyTable lays out the shortcuts: the headers of up to two columns of
// pairs (the key, what it does), then the pairs. The keys' column is as
// wide as the widest key; the actions take the rest and wrap their words.
// The pairs stand in two columns, the first half at the left, when the
// width holds both with each action on one line; in one column otherwise,
// the second column's headers hidden. Its least height is that of the
// columns of its last layout, so that a scroll above it scrolls them whole.
type keyTable struct {
	cols   int     // the columns of the last layout
	height float32 // the height of the last layout
}

// keyHeaders is the number of header objects: a key and an action for
// each of two columns.
const keyHeaders = 4

// colGap is the room between two columns of pairs.
const colGap = 24

// widths returns the keys' column's width and the widest action's on one
// line.
func (*keyTable) widths(objects []fyne.CanvasObject) (keyW, actionW float32) {
	for i := 0; i+1 < len(objects); i += 2 {
		keyW = max(keyW, objects[i].MinSize().Width)
		actionW = max(actionW, lineWidth(objects[i+1]))
	}
	return keyW, actionW
}

// lineWidth is how wide a label is with its text on one line.
func lineWidth(o fyne.CanvasObject) float32 {
	l, ok := o.(*widget.Label)
	if !ok {
		return o.MinSize().Width
	}
	text := fyne.MeasureText(l.Text, theme.TextSize(), l.TextStyle)
	return float32(math.Ceil(float64(text.Width + 2*theme.InnerPadding())))
}

// columnsFor returns how many columns of pairs a width holds.
func (t *keyTable) columnsFor(objects []fyne.CanvasObject, width float32) int {
	keyW, actionW := t.widths(objects)
	if pairs := (len(objects) - keyHeaders) / 2; pairs > 10 && 2*(keyW+actionW)+colGap <= width {
		return 2
	}
	return 1
}

func (t *keyTable) Layout(objects []fyne.CanvasObject, size fyne.Size) {
	t.height = t.place(objects, size.Width, true)
}

// place lays the objects out in a width (moving them when move) and
// returns the height they take.
func (t *keyTable) place(objects []fyne.CanvasObject, width float32, move bool) float32 {
	if len(objects) < keyHeaders {
		return 0
	}
	cols := t.columnsFor(objects, width)
	keyW, _ := t.widths(objects)
	pad := theme.Padding()
	pairW := (width - float32(cols-1)*colGap) / float32(cols)
	actionW := max(0, pairW-keyW-pad)
	row := func(key, action fyne.CanvasObject, x, y float32) float32 {
		// The action's height once it wraps in its width.
		action.Resize(fyne.NewSize(actionW, action.MinSize().Height))
		h := max(key.MinSize().Height, action.MinSize().Height)
		if move {
			key.Move(fyne.NewPos(x, y))
			key.Resize(fyne.NewSize(keyW, h))
			action.Move(fyne.NewPos(x+keyW+pad, y))
			action.Resize(fyne.NewSize(actionW, h))
		}
		return h
	}
	pairs := objects[keyHeaders:]
	perCol := (len(pairs)/2 + cols - 1) / cols
	height := float32(0)
	for c := range cols {
		x := float32(c) * (pairW + colGap)
		y := row(objects[2*c], objects[2*c+1], x, 0) + pad
		for i := c * perCol; i < min((c+1)*perCol, len(pairs)/2); i++ {
			y += row(pairs[2*i], pairs[2*i+1], x, y) + pad
		}
		height = max(height, y-pad)
	}
	if move {
		t.cols = cols
		for _, o := range objects[2*cols : keyHeaders] {
			screen.SetVisible(o, false)
		}
		for _, o := range objects[:2*cols] {
			screen.SetVisible(o, true)
		}
	}
	return height
}

// MinSize is the width of the keys and a short action, and the height of
// the last layout (before any, of one column with each action on a line).
func (t *keyTable) MinSize(objects []fyne.CanvasObject) fyne.Size {
	keyW, actionW := t.widths(objects)
	w := keyW + theme.Padding() + min(actionW, 160)
	h := t.height
	if t.cols == 0 {
		h = t.place(objects, keyW+theme.Padding()+actionW, false)
	}
	return fyne.NewSize(w, h)
}

// newKeyTable is the table of keys, with its headers in the current
// language.
func newKeyTable(loc screen.Translator, keys []Key) *fyne.Container {
	objects := make([]fyne.CanvasObject, 0, keyHeaders+2*len(keys))
	for range keyHeaders / 2 {
		objects = append(objects, screen.Bold(loc.T("shortcuts.key")), screen.Bold(loc.T("shortcuts.action")))
	}
	for _, k := range keys {
		a := widget.NewLabel(loc.T(k.Action))
		a.Wrapping = fyne.TextWrapWord
		objects = append(objects, widget.NewLabelWithStyle(k.Cap, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true}), a)
	}
	return container.New(&keyTable{}, objects...)
}

// tableSize is the size the shortcuts' dialog opens at over a canvas of
// size c: the table in the columns that width holds, as tall as they are,
// in the room the canvas leaves (the rest scrolls).
func tableSize(table *fyne.Container, c fyne.Size) fyne.Size {
	l := table.Layout.(*keyTable)
	keyW, actionW := l.widths(table.Objects)
	// A tenth of the canvas kept around the dialog, and its title,
	// buttons and paddings around the table.
	chromeW, chromeH := 8*theme.Padding(), float32(120)
	room := fyne.NewSize(0.9*c.Width-chromeW, 0.9*c.Height-chromeH)
	width := keyW + theme.Padding() + actionW
	if l.columnsFor(table.Objects, 2*width+colGap) == 2 && 2*width+colGap <= room.Width {
		width = 2*width + colGap
	}
	width = min(width, room.Width)
	return fyne.NewSize(width, min(l.place(table.Objects, width, false), room.Height))
}

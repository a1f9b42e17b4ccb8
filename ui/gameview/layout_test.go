package gameview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"
)

// TestShrinkRow: in a row with room every object is as wide as its text, the
// spacer taking the rest; in a shorter one the objects give way in the
// order given, down to their minimum, and the row's minimum is theirs.
func TestShrinkRow(t *testing.T) {
	test.NewTempApp(t)
	label := func(text string) *widget.Label {
		l := widget.NewLabel(text)
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	fixed := canvas.NewRectangle(nil)
	fixed.SetMinSize(fyne.NewSize(100, 30))
	a, b, c := label("White 10 : 36 Black"), label("The computer is thinking"), label("depth 12, +1.25")
	row := shrinkRow{giveWay: []fyne.CanvasObject{c, b, a}}
	objects := []fyne.CanvasObject{fixed, a, b, c, layout.NewSpacer()}
	want := map[fyne.CanvasObject]float32{fixed: 100}
	full := float32(100)
	for _, l := range []*widget.Label{a, b, c} {
		want[l] = row.want(l)
		full += want[l]
		if want[l] <= l.MinSize().Width {
			t.Fatalf("%q wants %v, no more than its minimum %v", l.Text, want[l], l.MinSize().Width)
		}
	}
	pad := float32(3 * 4) // theme.Padding between the four shown
	width := func(o fyne.CanvasObject) float32 { return o.Size().Width }
	for _, tt := range []struct {
		name  string
		width float32
		check func() bool
	}{
		{"room", full + pad + 50, func() bool {
			return width(a) == want[a] && width(b) == want[b] && width(c) == want[c] && c.Position().X+width(c) <= full+pad
		}},
		{"the last gives way first", full + pad - 20, func() bool {
			return width(a) == want[a] && width(b) == want[b] && width(c) == want[c]-20
		}},
		{"then the next", full + pad - (want[c] - c.MinSize().Width) - 10, func() bool {
			return width(a) == want[a] && width(b) == want[b]-10 && width(c) == c.MinSize().Width
		}},
		{"all at their minimum", 0, func() bool {
			return width(fixed) == 100 && width(a) == a.MinSize().Width && width(b) == b.MinSize().Width && width(c) == c.MinSize().Width
		}},
	} {
		row.Layout(objects, fyne.NewSize(tt.width, 30))
		if !tt.check() {
			t.Errorf("%s (%v wide): %v %v %v, wanted %v %v %v", tt.name, tt.width, width(a), width(b), width(c), want[a], want[b], want[c])
		}
	}
	if m := row.MinSize(objects); m.Width != 100+a.MinSize().Width+b.MinSize().Width+c.MinSize().Width+pad || m.Height != max(30, a.MinSize().Height) {
		t.Errorf("minimum %v", m)
	}
}

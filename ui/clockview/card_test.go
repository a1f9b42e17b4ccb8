package clockview

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestCardStacked: a stacked card is narrower than in a row, as wide as
// its longest word or part, taller, and lays every part inside itself one
// under the other; back in a row it is as before.
func TestCardStacked(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(theme.DefaultTheme()) // the test theme has no bold monospace font
	for _, tt := range []struct {
		name  string
		info  CardInfo
		clock string
		parts int // the parts shown
	}{
		{"short", CardInfo{Name: "You", Kazan: "Kazan 0", ToMove: true}, "", 3},
		{"long name, clock", CardInfo{Name: "Компьютер (Клубный игрок)", Kazan: "Казан 82"}, "10:00.0", 4},
		{"result", CardInfo{Name: "Computer (Grandmaster)", Kazan: "Kazan 81", Result: "Draw"}, "0:00.0", 5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := NewCard(game.Black)
			c.Set(tt.info)
			c.setTime(tt.clock, false)
			row := c.MinSize()
			if row != c.RowMinSize() {
				t.Fatalf("in a row the least size %v is not RowMinSize %v", row, c.RowMinSize())
			}
			c.SetStacked(true)
			least := c.StackedMinSize(0)
			if least.Width > row.Width || least.Height <= row.Height {
				t.Errorf("stacked %v, in a row %v: not narrower and taller", least, row)
			}
			c.Resize(fyne.NewSize(least.Width, c.StackedMinSize(least.Width).Height))
			if m := c.MinSize(); m.Height > c.Size().Height || m.Width > c.Size().Width {
				t.Errorf("stacked at its least size %v it needs %v", c.Size(), m)
			}
			test.WidgetRenderer(c).Layout(c.Size())
			parts := c.box.Objects[1].(*fyne.Container).Objects[0].(*fyne.Container)
			parts.Refresh()
			shown, lastY := 0, float32(-1)
			for _, i := range []int{0, 1, 2, 4, 3} { // the stone, the name, the kazan, the time, the result
				o := parts.Objects[i]
				if !o.Visible() {
					continue
				}
				shown++
				p, s := o.Position(), o.Size()
				if p.X < 0 || p.Y < 0 || p.X+s.Width > parts.Size().Width+0.5 || p.Y+s.Height > parts.Size().Height+0.5 {
					t.Errorf("part %d at %v %v is outside the card's %v", i, p, s, parts.Size())
				}
				if i == 2 && p.Y != parts.Objects[0].Position().Y {
					t.Errorf("the kazan at %v is not beside the stone at %v", p, parts.Objects[0].Position())
				}
				if i != 0 && p.Y <= lastY {
					t.Errorf("part %d at %v is not under the one before (%v)", i, p, lastY)
				}
				if i != 0 {
					lastY = max(lastY, p.Y)
				}
			}
			if shown != tt.parts {
				t.Errorf("%d parts shown, want %d", shown, tt.parts)
			}
			c.SetStacked(false)
			if c.MinSize() != row || c.Stacked() {
				t.Errorf("back in a row: %v, want %v", c.MinSize(), row)
			}
		})
	}
}

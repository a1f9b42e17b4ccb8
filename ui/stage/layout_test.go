package stage

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
)

// TestBoardLayout: the board's place takes the larger part of the area,
// beside the panel in a wide area and above it in a tall one, and does not
// depend on what the panel holds.
func TestBoardLayout(t *testing.T) {
	tests := []struct {
		size       fyne.Size
		tall       bool
		minBoardPx float32 // the board's place is at least this share of the area
	}{
		{fyne.NewSize(1000, 520), false, 0.7},
		{fyne.NewSize(1100, 600), false, 0.7},
		{fyne.NewSize(1600, 820), false, 0.7},
		{fyne.NewSize(3840, 2080), false, 0.85},
		{fyne.NewSize(800, 1120), true, 0.5},
	}
	for _, tt := range tests {
		board, panel := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		l := boardLayout{}
		for _, panelMin := range []fyne.Size{{}, fyne.NewSize(2000, 3000)} {
			panel.SetMinSize(panelMin)
			l.Layout([]fyne.CanvasObject{board, panel}, tt.size)
			b, p := board.Size(), panel.Size()
			if share := b.Width * b.Height / (tt.size.Width * tt.size.Height); share < tt.minBoardPx {
				t.Errorf("%v: the board's place is %.0f%% of the area", tt.size, 100*share)
			}
			if tt.tall {
				if b.Width != tt.size.Width || panel.Position().Y != b.Height || b.Height+p.Height != tt.size.Height {
					t.Errorf("%v tall: board %v, panel %v at %v", tt.size, b, p, panel.Position())
				}
			} else if b.Height != tt.size.Height || panel.Position().X != b.Width || b.Width+p.Width != tt.size.Width || p.Width < PanelMinWidth {
				t.Errorf("%v wide: board %v, panel %v at %v", tt.size, b, p, panel.Position())
			}
			if b != l.split(tt.size) {
				t.Errorf("%v: the board's place depends on the panel's content", tt.size)
			}
		}
	}
}

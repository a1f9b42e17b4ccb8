package review

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
)

// TestGoldenReviewGraph is the graph of a short reviewed game: White's
// chance rising with a capture, a tuzdyk, a fall and the end.
func TestGoldenReviewGraph(t *testing.T) {
	test.NewTempApp(t)
	g := NewGraph(func(int) string { return "12. 65?? +3.5" })
	g.SetPoints([]Point{
		{Chance: 0.5, Known: true},
		{Chance: 0.52, Known: true},
		{Chance: 0.6, Known: true, Mark: MarkCapture},
		{Chance: 0.55, Known: true},
		{Chance: 0.75, Known: true, Mark: MarkTuzdyk},
		{Chance: 0.3, Known: true, Mark: MarkCapture},
		{Chance: 0.35, Known: true},
		{},
		{Chance: 0, Known: true, Mark: MarkEnd},
	}, 4)
	g.hover = 5
	w := test.NewTempWindow(t, g)
	w.Resize(fyne.NewSize(400, 120))
	golden.Assert(t, "review_graph.png", w.Canvas().Capture())
}

package board

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestShots writes renders to look at when -shots is given.
func TestShots(t *testing.T) {
	if *shotsDir == "" {
		t.Skip("no -shots directory")
	}
	b, w, _ := newTestBoard(t, fyne.NewSize(1200, 700))
	b.SetInteractive(game.White, true)
	writePNG(t, *shotsDir+"/start-1200.png", render(t, w))
	// a busy middle game: both tuzdyks, big holes
	p := mustTFEN(t, "0,24,3,1,0,11,0,30,5/4,0,13,0,1,0,7,2,0 33 28 4 7 0")
	b.SetPosition(p)
	b.SetShowHoleNames(true)
	b.SetLastMove(game.Black, &game.Sowing{From: 12, Last: 5})
	b.MouseMoved(mouseAt(b.HoleCenter(game.White, 8)))
	writePNG(t, *shotsDir+"/busy-1200.png", render(t, w))
	w.Resize(fyne.NewSize(500, 820))
	writePNG(t, *shotsDir+"/tall.png", render(t, w))
	w.Resize(fyne.NewSize(800, 500))
	writePNG(t, *shotsDir+"/busy-800.png", render(t, w))
}

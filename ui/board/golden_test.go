package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
)

// The golden images live in testdata/ and are checked by package golden:
// after a deliberate change of the drawing, run with -update-golden and
// look at the diff images it names.

// busy is a middle game with both tuzdyks and two holes over 20 stones.
const busy = "0,24,3,1,0,11,0,30,5/4,0,13,0,1,0,7,2,0 33 28 4 7 0"

func TestGoldenStart(t *testing.T) {
	b, w, _ := newTestBoard(t, fyne.NewSize(800, 500))
	b.SetInteractive(game.White, true)
	golden.Assert(t, "start.png", w.Canvas().Capture())
}

func TestGoldenTuzdyks(t *testing.T) {
	b, w, _ := newTestBoard(t, fyne.NewSize(1000, 600))
	p := mustTFEN(t, busy)
	b.SetPosition(p)
	b.SetInteractive(game.White, true)
	b.SetShowHoleNames(true)
	b.SetLastMove(game.Black, &game.Sowing{From: game.RingIndex(game.Black, 4), Last: game.RingIndex(game.White, 6)})
	b.SetLastMove(game.White, &game.Sowing{From: game.RingIndex(game.White, 7), Last: game.RingIndex(game.Black, 3)})
	test.MoveMouse(w.Canvas(), b.HoleCenter(game.White, 6))
	if m, _, ok := b.Ghost(); !ok || m != 6 {
		t.Fatalf("ghost %d %v", m, ok)
	}
	golden.Assert(t, "tuzdyks.png", w.Canvas().Capture())
}

func TestGoldenTall(t *testing.T) {
	b, w, _ := newTestBoard(t, fyne.NewSize(480, 800))
	b.SetBottom(game.Black)
	b.SetPosition(mustTFEN(t, busy))
	b.SetShowHoleNames(true)
	b.ShowHint(3)
	golden.Assert(t, "tall.png", w.Canvas().Capture())
}

package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
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

// TestWoodAtDevicePixels: the wood is painted at least as fine as the
// screen's pixels under the panel, at scale 1 and on a 4K screen's scale 2,
// wide and tall, and no finer than it needs (the next coarser texture
// would be blown up), up to the finest texture.
func TestWoodAtDevicePixels(t *testing.T) {
	for _, tc := range []struct {
		size  fyne.Size
		scale float32
	}{
		{fyne.NewSize(400, 250), 1},
		{fyne.NewSize(800, 500), 1},
		{fyne.NewSize(1240, 730), 1},
		{fyne.NewSize(480, 800), 1},
		{fyne.NewSize(800, 500), 2},
		{fyne.NewSize(1500, 880), 2},
		{fyne.NewSize(480, 800), 2},
		{fyne.NewSize(3000, 1800), 2},
	} {
		b, w, _ := newTestBoard(t, tc.size)
		w.Canvas().(test.WindowlessCanvas).SetScale(tc.scale)
		b.Refresh()
		w.Canvas().Capture()
		r := b.r
		img := r.wood.Image.Bounds().Size()
		panel := r.wood.Size()
		long, texLong := max(panel.Width, panel.Height)*tc.scale, float32(max(img.X, img.Y))
		if (panel.Height > panel.Width) != (img.Y > img.X) {
			t.Errorf("%v at %v: a texture %v for a panel %v", tc.size, tc.scale, img, panel)
		}
		finest := r.woodKey.fine == picture.WoodLevels-1
		if texLong < long && !finest {
			t.Errorf("%v at %v: the panel is %.0f pixels long, its wood %v", tc.size, tc.scale, long, img)
		}
		if f := r.woodKey.fine; f > 0 && float32(picture.WoodLength(f-1)) >= long {
			t.Errorf("%v at %v: wood %v where %d pixels would do", tc.size, tc.scale, img, picture.WoodLength(f-1))
		}
	}
}

package board

import (
	"image"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
)

// TestShots renders the board through a tour of what it can show (sizes,
// a busy middle game, the frames of an animation, a flashing kazan, the
// dark theme) and checks that each render shows what its step set up and
// differs from the one before. With -shots=DIR the renders are also
// written to DIR to look at.
func TestShots(t *testing.T) {
	b, w, clk := newTestBoard(t, fyne.NewSize(1200, 700))
	b.SetInteractive(game.White, true)
	busyPos := mustTFEN(t, busy)
	capture := mustTFEN(t, "9,9,9,9,9,9,9,9,2/2,9,9,9,9,9,9,9,9 14 0 - - 0")
	afterCapture, sowCapture, err := capture.Play(3)
	if err != nil {
		t.Fatal(err)
	}
	afterTuzdyk, sowTuzdyk, err := capture.Play(9)
	if err != nil || !sowTuzdyk.Tuzdyk {
		t.Fatalf("the fixture's move 9 makes no tuzdyk: %+v, %v", sowTuzdyk, err)
	}
	lastAnim := func() *fyne.Animation { return clk.anims[len(clk.anims)-1] }
	steps := []struct {
		name  string
		setup func()
		check func() bool // what the render must show
	}{
		{"start-1200", func() {}, func() bool { return b.r.holes[0].glow.Visible() }},
		{"start-800", func() { w.Resize(fyne.NewSize(800, 500)) }, func() bool { return b.Size().Width == 800 }},
		{"busy-1200", func() {
			w.Resize(fyne.NewSize(1200, 700))
			b.SetPosition(busyPos)
			b.SetShowHoleNames(true)
			b.SetLastMove(game.Black, &game.Sowing{From: 12, Last: 5})
			b.MouseMoved(mouseAt(b.HoleCenter(game.White, 8)))
		}, func() bool {
			return b.r.ghostRing.Visible() && b.r.holes[0].name.Visible() && b.r.markRing[game.Black].Visible()
		}},
		{"tall", func() { w.Resize(fyne.NewSize(500, 820)) }, func() bool { return b.geometry().tall }},
		{"busy-800", func() { w.Resize(fyne.NewSize(800, 500)) }, func() bool { return !b.geometry().tall }},
		{"anim-hand", func() {
			w.Resize(fyne.NewSize(1200, 700))
			b.MouseOut()
			b.SetPosition(capture)
			b.Animate(capture, sowCapture, afterCapture, nil)
			lastAnim().Tick(0.45)
		}, func() bool { return b.Animating() && b.r.handText.Visible() }},
		{"anim-capture", func() { lastAnim().Tick(0.9) }, func() bool {
			return b.Animating() && len(b.anim.flyers) > 0 && b.r.flyText[0].Visible()
		}},
		{"anim-tuzdyk", func() {
			lastAnim().Tick(1)
			b.SetPosition(capture)
			b.Animate(capture, sowTuzdyk, afterTuzdyk, nil)
			lastAnim().Tick(0.97)
		}, func() bool { return b.Banner() != "" && b.r.bannerText.Visible() }},
		{"flash", func() {
			b.FinishAnimation()
			clk.tickAll(1)
			b.SetPosition(mustTFEN(t, "0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 90 71 - - 1"))
			b.FlashKazan(game.White)
			lastAnim().Tick(0.125)
		}, func() bool { return b.r.trays[game.White].flash.Visible() }},
		{"busy-light", func() {
			clk.tickAll(1)
			b.SetPosition(busyPos)
		}, func() bool { return !b.r.dark }},
		{"busy-dark", func() {
			fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
			b.Refresh()
		}, func() bool { return b.r.dark }},
	}
	var prev image.Image
	for _, st := range steps {
		st.setup()
		img := render(t, w)
		if !st.check() {
			t.Errorf("%s: the board does not show what the step set up", st.name)
		}
		if prev != nil && img.Bounds() == prev.Bounds() {
			a, c := golden.Diff(prev, img)
			if a < 200 {
				t.Errorf("%s: only %d of %d pixels changed from the step before", st.name, a, c)
			}
		}
		prev = img
		if *shotsDir != "" {
			writePNG(t, filepath.Join(*shotsDir, st.name+".png"), img)
		}
	}
}

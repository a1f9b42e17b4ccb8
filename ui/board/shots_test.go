package board

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestShots writes renders to look at when -shots is given.
func TestShots(t *testing.T) {
	if *shotsDir == "" {
		t.Skip("no -shots directory")
	}
	b, w, clk := newTestBoard(t, fyne.NewSize(1200, 700))
	b.SetInteractive(game.White, true)
	writePNG(t, *shotsDir+"/start-1200.png", render(t, w))
	w.Resize(fyne.NewSize(800, 500))
	writePNG(t, *shotsDir+"/start-800.png", render(t, w))
	w.Resize(fyne.NewSize(1200, 700))
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

	// mid-animation frames
	w.Resize(fyne.NewSize(1200, 700))
	b.MouseOut()
	before := mustTFEN(t, "9,9,9,9,9,9,9,9,2/2,9,9,9,9,9,9,9,9 14 0 - - 0")
	after, s, _ := before.Play(3)
	b.SetPosition(before)
	b.Animate(before, s, after, nil)
	a := clk.anims[len(clk.anims)-1]
	a.Tick(0.45)
	writePNG(t, *shotsDir+"/anim-hand.png", render(t, w))
	a.Tick(0.9)
	writePNG(t, *shotsDir+"/anim-capture.png", render(t, w))
	a.Tick(1)
	after2, s2, _ := after.Play(9)
	_ = after2
	before2 := after
	b.SetInteractive(game.Black, true)
	_ = s2
	tz := mustTFEN(t, "9,9,9,9,9,9,9,9,2/2,9,9,9,9,9,9,9,9 14 0 - - 0")
	after3, s3, _ := tz.Play(9)
	b.SetPosition(tz)
	b.Animate(tz, s3, after3, nil)
	clk.anims[len(clk.anims)-1].Tick(0.97)
	writePNG(t, *shotsDir+"/anim-tuzdyk.png", render(t, w))
	_ = before2

	// a flashing kazan
	b.FinishAnimation()
	clk.tickAll(1)
	b.SetPosition(mustTFEN(t, "0,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 90 71 - - 1"))
	b.FlashKazan(game.White)
	clk.anims[len(clk.anims)-1].Tick(0.125)
	writePNG(t, *shotsDir+"/flash.png", render(t, w))

	// dark theme
	fyne.CurrentApp().Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
	b.FinishAnimation()
	clk.tickAll(1)
	b.SetPosition(p)
	b.Refresh()
	writePNG(t, *shotsDir+"/busy-dark.png", render(t, w))
}

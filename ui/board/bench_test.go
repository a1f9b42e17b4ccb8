package board

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// BenchmarkRefresh measures a full renderer update of a busy position with
// a ghost, as done for every frame of an animation.
func BenchmarkRefresh(b *testing.B) {
	bd, w, _ := newTestBoard(b, fyne.NewSize(1200, 700))
	bd.SetPosition(mustTFEN(b, busy))
	bd.SetInteractive(game.White, true)
	bd.MouseMoved(mouseAt(bd.HoleCenter(game.White, 8)))
	r := bd.r
	_ = w
	for b.Loop() {
		r.Refresh()
	}
}

// BenchmarkLayout measures a relayout at a new size (a window resize).
func BenchmarkLayout(b *testing.B) {
	bd, _, _ := newTestBoard(b, fyne.NewSize(1200, 700))
	bd.SetPosition(mustTFEN(b, busy))
	sizes := []fyne.Size{fyne.NewSize(1200, 700), fyne.NewSize(1201, 701), fyne.NewSize(700, 1200)}
	k := 0
	for b.Loop() {
		bd.r.Layout(sizes[k%len(sizes)])
		bd.Resize(sizes[k%len(sizes)])
		k++
	}
}

// BenchmarkAnimationFrame measures one tick of a sowing animation.
func BenchmarkAnimationFrame(b *testing.B) {
	bd, _, clk := newTestBoard(b, fyne.NewSize(1200, 700))
	before := game.Start()
	after, s, _ := before.Play(7)
	k := 0
	for b.Loop() {
		if !bd.Animating() {
			bd.SetPosition(before)
			clk.anims = nil
			bd.Animate(before, s, after, nil)
			k = 0
		}
		k++
		clk.anims[0].Tick(float32(k%100) / 100)
	}
}

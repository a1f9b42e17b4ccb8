package board

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// LegendMark is one mark the board draws, for the legend: a sample drawn
// in the board's colours and the i18n key of what it means.
type LegendMark struct {
	Key    string
	Sample fyne.CanvasObject
}

// legendSample is the size of a mark's sample.
var legendSample = fyne.NewSize(44, 26)

// Legend returns every mark the board draws with its meaning: the count
// badges, the playable holes' outline, the last moves' rings and dots, the
// ghost of a move and the hint, and the two tuzdyks' stars.
func Legend() []LegendMark {
	p := newPalette(false)
	wood := func(objects ...fyne.CanvasObject) fyne.CanvasObject {
		bg := canvas.NewRectangle(p.panelA)
		bg.CornerRadius = 4
		bg.SetMinSize(legendSample)
		return container.NewStack(bg, container.NewCenter(objects...))
	}
	badge := func(bg color.NRGBA, text string) fyne.CanvasObject {
		r := canvas.NewRectangle(bg)
		r.CornerRadius = 9
		r.SetMinSize(fyne.NewSize(32, 18))
		t := canvas.NewText(text, p.countFg)
		t.TextSize = 12
		t.TextStyle = fyne.TextStyle{Bold: true}
		return wood(container.NewStack(r, container.NewCenter(t)))
	}
	outline := func(fill, stroke color.Color) fyne.CanvasObject {
		r := canvas.NewRectangle(fill)
		r.StrokeColor, r.StrokeWidth, r.CornerRadius = stroke, 2.5, 7
		r.SetMinSize(fyne.NewSize(22, 20))
		return wood(r)
	}
	dot := func(fill, stroke color.Color, d float32) fyne.CanvasObject {
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = stroke, 1.5
		return fixed(c, fyne.NewSize(d, d))
	}
	star := func(owner game.Side) fyne.CanvasObject {
		s := newStar()
		s.fill, s.edge = p.tuzdyk[owner], shade(p.tuzdyk[owner], 0.5)
		return wood(fixed(s.raster, fyne.NewSize(22, 22)))
	}
	whiteFill, whiteStroke := p.sideColour(game.White)
	blackFill, blackStroke := p.sideColour(game.Black)
	return []LegendMark{
		{"room.legend.count", badge(p.countBg, "9")},
		{"room.legend.count_full", badge(p.countBgFull, "31")},
		{"room.legend.playable", outline(p.glow, p.glowStroke)},
		{"room.legend.last_landed", wood(container.NewHBox(outline(color.Transparent, whiteFill), outline(color.Transparent, blackFill)))},
		{"room.legend.last_from", wood(container.NewHBox(dot(whiteFill, whiteStroke, 12), dot(blackFill, blackStroke, 12)))},
		{"room.legend.ghost", wood(container.NewHBox(dot(p.ghost, p.ghostStroke, 10), dot(p.ghost, p.ghostStroke, 10)))},
		{"room.legend.hint", outline(color.NRGBA{R: 140, G: 236, B: 150, A: 50}, p.hintRing)},
		{"room.legend.tuzdyk_white", star(game.White)},
		{"room.legend.tuzdyk_black", star(game.Black)},
	}
}

// fixed is o at size.
func fixed(o fyne.CanvasObject, size fyne.Size) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(size)
	return container.NewStack(r, o)
}

package help

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// graphMarks are the review graph's marks, drawn here in the theme's
// colours, with the keys of what they mean.
func graphMarks() []board.LegendMark {
	fg := theme.Color(theme.ColorNameForeground)
	accent := theme.Color(theme.ColorNamePrimary)
	line := func(c color.Color, vertical bool) fyne.CanvasObject {
		l := canvas.NewLine(c)
		l.StrokeWidth = 2
		box := container.NewWithoutLayout(l)
		if vertical {
			l.Position1, l.Position2 = fyne.NewPos(22, 2), fyne.NewPos(22, 24)
		} else {
			l.Position1, l.Position2 = fyne.NewPos(4, 20), fyne.NewPos(40, 6)
		}
		return sample(box)
	}
	dot := func(fill, stroke color.Color, r float32) fyne.CanvasObject {
		c := canvas.NewCircle(fill)
		c.StrokeColor, c.StrokeWidth = stroke, 1.5
		c.Move(fyne.NewPos(22-r, 13-r))
		c.Resize(fyne.NewSize(2*r, 2*r))
		return sample(container.NewWithoutLayout(c))
	}
	return []board.LegendMark{
		{Key: "room.legend.graph_line", Sample: line(accent, false)},
		{Key: "room.legend.graph_capture", Sample: dot(fg, theme.Color(theme.ColorNameBackground), 3)},
		{Key: "room.legend.graph_tuzdyk", Sample: dot(accent, theme.Color(theme.ColorNameBackground), 4.5)},
		{Key: "room.legend.graph_end", Sample: dot(theme.Color(theme.ColorNameBackground), accent, 5)},
		{Key: "room.legend.graph_shown", Sample: line(fg, true)},
	}
}

// sample gives o the size of a legend's sample.
func sample(o fyne.CanvasObject) fyne.CanvasObject {
	r := canvas.NewRectangle(color.Transparent)
	r.SetMinSize(fyne.NewSize(44, 26))
	return container.NewStack(r, o)
}

// ShowLegend explains every mark of the board and of the review's graph:
// a sample of each, drawn in its colours, and what it means.
func ShowLegend(h *dialogs.Host) {
	loc := h.Localizer()
	c := h.CanvasSize()
	h.Show(fyne.NewSize(max(480, min(760, c.Width*0.8)), max(360, c.Height*0.85)), func(m *dialogs.Modal) dialogs.Content {
		rows := container.NewVBox(screen.Bold(loc.T("room.legend.board")))
		add := func(marks []board.LegendMark) {
			for _, mk := range marks {
				text := screen.Wrapped(loc.T(mk.Key))
				rows.Add(container.NewBorder(nil, nil, container.NewCenter(mk.Sample), nil, text))
			}
		}
		add(board.Legend())
		rows.Add(widget.NewSeparator())
		rows.Add(screen.Bold(loc.T("room.legend.graph")))
		add(graphMarks())
		return dialogs.Content{
			Title:   loc.T("room.legend.title"),
			Body:    container.NewVScroll(rows),
			Buttons: []*widget.Button{screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), m.Close)},
			Enter:   m.Close,
		}
	})
}

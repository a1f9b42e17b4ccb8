package ui

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// showStatistics opens the statistics per level, with a reset.
func (a *App) showStatistics() {
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		stats := a.store.Stats()
		heads := []string{"stats.level", "stats.games", "stats.won", "stats.lost", "stats.drawn", "stats.percent", "stats.streak", "stats.best_streak"}
		grid := container.NewGridWithColumns(len(heads))
		for _, h := range heads {
			grid.Add(widget.NewLabelWithStyle(loc.T(h), fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		}
		var total storage.LevelStats
		played := false
		for _, l := range ai.Levels() {
			st := stats[l.Number]
			n := st.Won + st.Lost + st.Drawn
			if n == 0 {
				continue
			}
			played = true
			total.Won += st.Won
			total.Lost += st.Lost
			total.Drawn += st.Drawn
			addStatsRow(grid, ratedLevelName(loc, l.Number), st)
		}
		var body fyne.CanvasObject = grid
		if played {
			addStatsRow(grid, loc.T("stats.total"), total)
		} else {
			body = widget.NewLabel(loc.T("stats.empty"))
		}
		reset := button(loc.T("stats.reset"), theme.DeleteIcon(), func() {
			a.confirm("dialog.confirm_reset_stats", "stats.reset", func() {
				if err := a.store.ClearStats(); err != nil {
					a.showError(a.loc.T("error.save_failed", map[string]any{"Path": a.store.StatsPath(), "Error": problemText(a.loc, err)}))
				} else {
					a.writes.Write(a.store.StatsPath(), a.store.WriteStats)
				}
				m.rebuild()
			})
		})
		if !played {
			reset.Disable()
		}
		return modalContent{
			title: loc.T("stats.title"),
			body:  body,
			buttons: []*widget.Button{
				reset,
				primary(loc.T("dialog.close"), theme.ConfirmIcon(), func() { m.close() }),
			},
			enter: func() { m.close() },
		}
	})
}

func addStatsRow(grid *fyne.Container, name string, st storage.LevelStats) {
	n := st.Won + st.Lost + st.Drawn
	for _, text := range []string{
		name, strconv.Itoa(n), strconv.Itoa(st.Won), strconv.Itoa(st.Lost), strconv.Itoa(st.Drawn),
		formatPercent(st.Percent()) + "%", strconv.Itoa(max(0, st.Streak)), strconv.Itoa(st.BestStreak),
	} {
		grid.Add(widget.NewLabel(text))
	}
}

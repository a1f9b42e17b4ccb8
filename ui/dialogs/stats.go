package dialogs

import (
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Statistics is the statistics dialog: the games against each level
// played, their total, and a reset after a confirmation.
type Statistics struct {
	Host  *Host
	Stats func() map[int]storage.LevelStats // the person's record per level
	// Reset clears the statistics; an error is told, naming the file at
	// Path.
	Reset func() error
	Path  string
	// Rating is the person's rating against the computer (nil: not shown).
	Rating func() rating.Rating
	// Ladder is the computer's levels, a row each.
	Ladder Ladder
}

// Show opens the dialog.
func (d *Statistics) Show() {
	h := d.Host
	h.Show(fyne.Size{}, func(m *Modal) Content {
		loc := h.loc
		stats := d.Stats()
		heads := []string{"stats.level", "stats.games", "stats.won", "stats.lost", "stats.drawn", "stats.percent", "stats.streak", "stats.best_streak"}
		grid := container.NewGridWithColumns(len(heads))
		for _, head := range heads {
			grid.Add(screen.Bold(loc.T(head)))
		}
		var total storage.LevelStats
		played := false
		for _, l := range d.Ladder {
			st := stats[l.Number]
			n := st.Won + st.Lost + st.Drawn
			if n == 0 {
				continue
			}
			played = true
			total.Won += st.Won
			total.Lost += st.Lost
			total.Drawn += st.Drawn
			addStatsRow(grid, d.Ladder.RatedName(loc, l.Number), st)
		}
		var body fyne.CanvasObject = grid
		if played {
			addStatsRow(grid, loc.T("stats.total"), total)
		} else {
			body = widget.NewLabel(loc.T("stats.empty"))
		}
		if d.Rating != nil {
			r := d.Rating()
			head := container.NewVBox(screen.Bold(RatingText(loc, r)))
			if text := ProvisionalText(loc, r); text != "" {
				head.Add(screen.Wrapped(text))
			}
			body = container.NewVBox(head, body)
		}
		reset := widget.NewButtonWithIcon(loc.T("stats.reset"), theme.DeleteIcon(), func() {
			h.Confirm("dialog.confirm_reset_stats", "stats.reset", func() {
				if err := d.Reset(); err != nil {
					h.ShowError(loc.T("error.save_failed", map[string]any{"Path": d.Path, "Error": ProblemText(loc, err)}))
				}
				m.Rebuild()
			})
		})
		if !played {
			reset.Disable()
		}
		return Content{
			Title: loc.T("stats.title"),
			Body:  body,
			Buttons: []*widget.Button{
				reset,
				screen.Primary(loc.T("dialog.close"), theme.ConfirmIcon(), m.Close),
			},
			Enter: m.Close,
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

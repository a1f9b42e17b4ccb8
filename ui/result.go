package ui

import (
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// resultText names the result: from the person's side against the
// computer, by colour between two people.
func resultText(a *App, r game.Result) string {
	loc := a.loc
	s := a.Session
	winner, ok := r.Winner()
	switch {
	case !ok:
		return loc.T("result.draw")
	case s.TwoPlayers() || (!s.Human(game.White) && !s.Human(game.Black)):
		if winner == game.White {
			return loc.T("result.white_won")
		}
		return loc.T("result.black_won")
	case winner == s.HumanSide():
		return loc.T("result.you_won")
	}
	return loc.T("result.you_lost")
}

// endingText says how a game ended.
func endingText(loc *i18n.Localizer, o game.Outcome) string {
	switch {
	case o.Result == game.Draw:
		return loc.T("result.by_draw_81")
	case o.Ending == game.NoStones:
		return loc.N("result.by_atsyrau", o.Swept)
	}
	return loc.T("result.by_82")
}

// fullMoves counts the moves of a game as a record numbers them.
func fullMoves(plies int) int { return (plies + 1) / 2 }

// showResult opens the result dialog at the end of a game.
func (a *App) showResult(over GameOver) {
	o, stats := over.Outcome, over.Stats
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		loc := a.loc
		headText, ending := resultText(a, o.Result), endingText(loc, o)
		if over.OnTime {
			headText, ending = onTimeTexts(a, over)
		}
		head := widget.NewLabelWithStyle(headText, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		head.SizeName = theme.SizeNameSubHeadingText
		body := container.NewVBox(head,
			widget.NewLabelWithStyle(loc.T("result.score", map[string]any{"White": o.Final[game.White], "Black": o.Final[game.Black]}),
				fyne.TextAlignCenter, fyne.TextStyle{}),
			widget.NewLabelWithStyle(loc.N("result.moves", fullMoves(over.Plies)), fyne.TextAlignCenter, fyne.TextStyle{}),
			wrapped(ending),
		)
		if stats != nil {
			body.Add(widget.NewSeparator())
			body.Add(widget.NewLabelWithStyle(loc.T("ui.result.against", map[string]any{"Level": ratedLevelName(loc, a.Session.Level())}),
				fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
			body.Add(widget.NewLabel(loc.T("result.record", map[string]any{
				"Won": stats.Won, "Lost": stats.Lost, "Drawn": stats.Drawn, "Percent": formatPercent(stats.Percent()),
			})))
			body.Add(widget.NewLabel(loc.T("result.streak", map[string]any{"Count": max(0, stats.Streak)})))
			body.Add(widget.NewLabel(loc.T("result.best_streak", map[string]any{"Count": stats.BestStreak})))
		}
		again := func() {
			m.close()
			a.showNewGame()
		}
		return modalContent{
			title: loc.T("result.title"),
			body:  minWidth(body, 380),
			buttons: []*widget.Button{
				button(loc.T("dialog.close"), theme.CancelIcon(), func() { m.close() }),
				button(loc.T("review.button"), theme.SearchIcon(), func() {
					m.close()
					a.reviewGame()
				}),
				primary(loc.T("result.new_game"), theme.DocumentCreateIcon(), again),
			},
			enter: again,
		}
	})
}

// formatPercent writes a percentage rounded to a whole number.
func formatPercent(p float64) string {
	return strconv.Itoa(int(math.Round(p)))
}

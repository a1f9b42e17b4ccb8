package dialogs

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Result is a finished game as the result dialog tells it.
type Result struct {
	Outcome game.Outcome
	Plies   int // the moves of the game, both sides together
	// Stats is the person's record against the level, the result
	// counted; nil when two people played.
	Stats *storage.LevelStats
	// OnTime: the game ended by a flag fall, Flagged's time ran out.
	OnTime  bool
	Flagged game.Side
	Human   [2]bool // the sides people played
	Level   int     // the computer's level
	Ladder  Ladder  // the levels, which name Level
	// Rating is the person's rating before and after a rated game (nil:
	// not rated); Unrated says a game against the computer was not rated
	// (a take-back or a hint).
	Rating  *[2]rating.Rating
	Unrated bool
	// Ending says how the game ended when not by the rules nor the clock
	// (a resignation, an agreed draw); "": by the rules.
	Ending string
}

// ShowResult opens the result dialog at the end of a game: its buttons
// close it, then review runs the review of the game and again opens New
// game (also Enter). It does not hold the game (see Host.OnHold).
func ShowResult(h *Host, r Result, review, again func()) {
	o := r.Outcome
	h.show(fyne.Size{}, func(m *Modal) Content {
		loc := h.loc
		headText, ending := ResultText(loc, o.Result, r.Human), endingText(loc, o)
		if r.OnTime {
			headText, ending = onTimeTexts(loc, r)
		}
		if r.Ending != "" {
			ending = r.Ending
		}
		head := widget.NewLabelWithStyle(headText, fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
		head.SizeName = theme.SizeNameSubHeadingText
		body := container.NewVBox(head,
			widget.NewLabelWithStyle(loc.T("result.score", map[string]any{"White": o.Final[game.White], "Black": o.Final[game.Black]}),
				fyne.TextAlignCenter, fyne.TextStyle{}),
			widget.NewLabelWithStyle(loc.N("result.moves", fullMoves(r.Plies)), fyne.TextAlignCenter, fyne.TextStyle{}),
			screen.Wrapped(ending),
		)
		if st := r.Stats; st != nil {
			body.Add(widget.NewSeparator())
			body.Add(screen.Bold(loc.T("ui.result.against", map[string]any{"Level": r.Ladder.RatedName(loc, r.Level)})))
			body.Add(widget.NewLabel(loc.T("result.record", map[string]any{
				"Won": st.Won, "Lost": st.Lost, "Drawn": st.Drawn, "Percent": formatPercent(st.Percent()),
			})))
			body.Add(widget.NewLabel(loc.T("result.streak", map[string]any{"Count": max(0, st.Streak)})))
			body.Add(widget.NewLabel(loc.T("result.best_streak", map[string]any{"Count": st.BestStreak})))
			switch {
			case r.Rating != nil:
				body.Add(screen.Bold(RatingChangeText(loc, r.Rating[0], r.Rating[1])))
				if text := ProvisionalText(loc, r.Rating[1]); text != "" {
					body.Add(screen.Wrapped(text))
				}
			case r.Unrated:
				body.Add(screen.Wrapped(loc.T("ladder.unrated")))
			}
		}
		newGame := func() {
			m.Close()
			again()
		}
		return Content{
			Title: loc.T("result.title"),
			Body:  screen.MinWidth(body, 380),
			Buttons: []*widget.Button{
				widget.NewButtonWithIcon(loc.T("dialog.close"), theme.CancelIcon(), m.Close),
				widget.NewButtonWithIcon(loc.T("review.button"), theme.SearchIcon(), func() {
					m.Close()
					review()
				}),
				screen.Primary(loc.T("result.new_game"), theme.DocumentCreateIcon(), newGame),
			},
			Enter: newGame,
		}
	}, false)
}

// byColour reports whether a result is told by colour: two people played,
// or nobody.
func byColour(human [2]bool) bool { return human[game.White] == human[game.Black] }

// humanSide is the side the person played against the computer.
func humanSide(human [2]bool) game.Side {
	if human[game.Black] && !human[game.White] {
		return game.Black
	}
	return game.White
}

// ResultText names the result: from the person's side against the
// computer (human says which sides people played), by colour between two
// people.
func ResultText(loc *i18n.Localizer, r game.Result, human [2]bool) string {
	winner, ok := r.Winner()
	switch {
	case !ok:
		return loc.T("result.draw")
	case byColour(human):
		if winner == game.White {
			return loc.T("result.white_won")
		}
		return loc.T("result.black_won")
	case winner == humanSide(human):
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

// onTimeTexts are the heading and the ending of the result dialog for a
// game ended by a flag fall: who lost on time, or the draw when the
// player who ran out already had 81.
func onTimeTexts(loc *i18n.Localizer, r Result) (head, ending string) {
	if r.Outcome.Result == game.Draw {
		return loc.T("result.draw"), loc.T("result.on_time_draw")
	}
	switch {
	case byColour(r.Human):
		if r.Flagged == game.White {
			head = loc.T("result.white_lost_on_time")
		} else {
			head = loc.T("result.black_lost_on_time")
		}
	case r.Flagged == humanSide(r.Human):
		head = loc.T("result.you_lost_on_time")
	default:
		head = loc.T("result.computer_lost_on_time")
	}
	return head, loc.T("result.on_time")
}

package ui

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// gameResult is a finished game as the result dialog tells it.
func gameResult(loc *i18n.Localizer, s session.Snapshot, over session.GameOver) dialogs.Result {
	r := dialogs.Result{
		Outcome: over.Outcome, Plies: over.Plies, Stats: over.Stats, OnTime: over.OnTime, Flagged: over.Flagged,
		Human: s.Sides.Human, Level: s.Sides.Level, Ladder: ladder(), Rating: over.Rating, Unrated: over.Unrated,
	}
	switch over.Termination {
	case game.ByResignation:
		r.Ending = loc.T("session.by_resignation")
	case game.ByAgreement:
		r.Ending = loc.T("session.by_agreement")
	}
	return r
}

// resultText names the result of the game shown, as the result dialog
// does.
func resultText(a *App, r game.Result) string {
	return dialogs.ResultText(a.loc, r, a.view.snap.Sides.Human)
}

// statisticsDialog is Game → Statistics over the store's statistics; a
// reset is written off the UI goroutine.
func statisticsDialog(a *App) *dialogs.Statistics {
	return &dialogs.Statistics{
		Host:   a.dialogs,
		Stats:  a.store.Stats,
		Rating: a.store.Rating,
		Reset: func() error {
			if err := a.store.ClearStats(); err != nil {
				return err
			}
			a.writes.Write(a.store.StatsPath(), a.store.WriteStats)
			return nil
		},
		Path:   a.store.StatsPath(),
		Ladder: ladder(),
	}
}

// newGameDialog is the New game dialog of the window: it starts with the
// choice the settings remember and starts the game chosen, kept in the
// settings.
func newGameDialog(a *App) *dialogs.NewGame {
	return &dialogs.NewGame{
		Host:   a.dialogs,
		Loc:    a.loc,
		Rating: a.store.Rating,
		Ladder: ladder(),
		Choice: func() dialogs.GameChoice {
			st := a.settings
			return dialogs.GameChoice{Colour: st.Colour, Level: session.ClampLevel(st.Level), TwoPlayers: st.TwoPlayers, TimeControl: settingsTimeControl(st)}
		},
		Start: func(c dialogs.GameChoice) {
			if !a.shutdown {
				a.guardGame(func() { a.newGame(c, true) })
			}
		},
	}
}

// settingsTimeControl is the time control the settings remember; none
// when they hold none or one that cannot be read.
func settingsTimeControl(st storage.Settings) clock.TimeControl {
	tc, err := clock.Parse(st.TimeControl)
	if err != nil {
		return clock.None
	}
	return tc
}

// newGame starts a game as chosen; remember keeps the choice in the
// settings.
func (a *App) newGame(c dialogs.GameChoice, remember bool) {
	c.Level = session.ClampLevel(c.Level)
	if remember {
		a.settings.Colour, a.settings.Level, a.settings.TwoPlayers = c.Colour, c.Level, c.TwoPlayers
		a.settings.TimeControl = c.TimeControl.String()
		a.saveSettings()
	}
	a.Session.NewGame(session.Choice(c))
}

// guardGame runs then, which replaces the game in progress: at once, or,
// when a game against the computer is in progress, after asking whether to
// resign it or keep it in the saved games (dialogs.AskGameInProgress); a
// cancel runs nothing.
func (a *App) guardGame(then func()) {
	s := a.Session
	if !s.Snapshot().Can.Guard {
		then()
		return
	}
	dialogs.AskGameInProgress(a.dialogs, func() {
		s.CloseRecord()
		a.quietEnd = true // the new game follows: no result dialog
		s.Resign()
		a.quietEnd = false
		then()
	}, func() {
		if a.keepGame(s.Snapshot().LiveGame()) {
			then()
		}
	})
}

// keepGame writes g into the saved games, named by its date and opponent,
// and reports whether it was written; a failure is told.
func (a *App) keepGame(g *game.Game) bool {
	name := strings.ReplaceAll(g.Tag(game.TagDate), ".", "-") + " " + levelName(a.loc, a.Session.Snapshot().Sides.Level)
	if _, err := a.store.SaveGame(strings.TrimSpace(name), g.Clone()); err != nil {
		a.dialogs.ShowError(a.loc.T("error.save_failed", map[string]any{"Path": a.store.GamesDir(), "Error": dialogs.ProblemText(a.loc, err)}))
		return false
	}
	return true
}

// continueFromHere starts a new game from the position shown (of a record,
// of the game looked back through or finished), with its sides, its clock
// and the board the same way up (session.ContinueFrom); the record is left
// as it was (Game → Continue from here).
func (a *App) continueFromHere() {
	c := a.Session.ContinueFrom()
	a.guardGame(func() { a.Session.Continue(c) })
}

// undo takes a move back (Game → Undo); in a rated game it first asks,
// once, since the game will not be rated afterwards.
func (a *App) undo() {
	s := a.Session
	if can := s.Snapshot().Can; !can.Undo {
		return
	} else if can.Unrate {
		dialogs.ConfirmUnrated(a.dialogs, false, func() { s.Undo() })
		return
	}
	s.Undo()
}

// hint shows a hint (Game → Hint); in a rated game it first asks, once,
// since the game will not be rated afterwards.
func (a *App) hint() {
	s := a.Session
	if !s.Snapshot().Can.Hint || !a.offerState().Hint().OK {
		return
	}
	if s.Snapshot().Can.Unrate {
		dialogs.ConfirmUnrated(a.dialogs, true, s.Hint)
		return
	}
	s.Hint()
}

// resign asks to confirm, then resigns the game in progress (Game →
// Resign).
func (a *App) resign() {
	if !a.Session.Snapshot().Can.Resign {
		return
	}
	a.dialogs.Confirm("session.resign_confirm", "session.resign_button", func() { a.Session.Resign() })
}

// offerDraw offers the computer a draw, or, between two players, asks them
// to confirm an agreed draw (Game → Offer a draw).
func (a *App) offerDraw() {
	s := a.Session
	if snap := s.Snapshot(); snap.Sides.TwoPlayers() {
		if snap.Can.AgreeDraw {
			a.dialogs.Confirm("session.agree_confirm", "session.agree_button", func() { s.AgreeDraw() })
		}
		return
	}
	s.OfferDraw()
}

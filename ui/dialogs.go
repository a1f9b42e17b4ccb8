package ui

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// gameResult is a finished game as the result dialog tells it.
func gameResult(s *session.Session, over session.GameOver) dialogs.Result {
	return dialogs.Result{
		Outcome: over.Outcome, Plies: over.Plies, Stats: over.Stats, OnTime: over.OnTime, Flagged: over.Flagged,
		Human: s.Humans(), Level: s.Level(),
	}
}

// resultText names the result of the game shown, as the result dialog
// does.
func resultText(a *App, r game.Result) string {
	return dialogs.ResultText(a.loc, r, a.Session.Humans())
}

// statisticsDialog is Game → Statistics over the store's statistics; a
// reset is written off the UI goroutine.
func statisticsDialog(a *App) *dialogs.Statistics {
	return &dialogs.Statistics{
		Host:  a.dialogs,
		Stats: a.store.Stats,
		Reset: func() error {
			if err := a.store.ClearStats(); err != nil {
				return err
			}
			a.writes.Write(a.store.StatsPath(), a.store.WriteStats)
			return nil
		},
		Path: a.store.StatsPath(),
	}
}

// newGameDialog is the New game dialog of the window: it starts with the
// choice the settings remember and starts the game chosen, kept in the
// settings.
func newGameDialog(a *App) *dialogs.NewGame {
	return &dialogs.NewGame{
		Host: a.dialogs,
		Loc:  a.loc,
		Choice: func() dialogs.GameChoice {
			st := a.settings
			return dialogs.GameChoice{Colour: st.Colour, Level: session.ClampLevel(st.Level), TwoPlayers: st.TwoPlayers, TimeControl: settingsTimeControl(st)}
		},
		Start: func(c dialogs.GameChoice) {
			if !a.shutdown {
				a.newGame(c, true)
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
	a.Session.NewGame(c)
}

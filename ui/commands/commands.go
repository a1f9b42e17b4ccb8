// Package commands is the game's commands as the window runs them, with
// the questions they ask first: New game (its dialog, the choice kept in
// the settings), the guard over a game in progress that another game would
// replace, Undo and Hint (asked once in a rated game), Resign, Offer a
// draw, Continue from here, Statistics, and what the window says when the
// session ends a game (the result) or the computer declines a draw.
//
// The rules of the room are the session's (package ui/session); this
// package only asks the player and then calls the session's commands. It
// knows nothing of the window: its parts are handed in Config, in the
// shape of Fyne's widgets (exported fields, callbacks).
package commands

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/offer"
	"github.com/togyzkumalak/togyzkumalak/ui/prefs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// Config is what the commands act on.
type Config struct {
	Session *session.Session
	Dialogs *dialogs.Host
	Loc     *i18n.Localizer
	Store   *storage.Store  // the saved games and the statistics
	Prefs   *prefs.Prefs    // the choice of New game is kept in the settings
	Writes  *session.Writer // writes a reset of the statistics off the UI goroutine
	// Offers is the state of the window's offers now (a mode open, the
	// analysis): Hint asks nothing when it is refused.
	Offers func() offer.State
	// StartReview starts the engine's review of the game shown (Game →
	// Review game, the result dialog's button, a record reviewed); it says
	// why when the engine may not judge it.
	StartReview func()
	// Reviewing reports whether the engine's review is open.
	Reviewing func() bool
	// Closing reports whether the window is closing: New game then starts
	// nothing.
	Closing func() bool
}

// Commands are the game's commands of one window.
type Commands struct {
	cfg Config
	// NewGameDialog is Game → New game, the key N and the result dialog's
	// New game.
	NewGameDialog *dialogs.NewGame

	quietEnd bool // the game in progress is being resigned for a new one: no result dialog
}

// New returns the commands of cfg.
func New(cfg Config) *Commands {
	c := &Commands{cfg: cfg}
	c.NewGameDialog = &dialogs.NewGame{
		Host:   cfg.Dialogs,
		Loc:    cfg.Loc,
		Rating: cfg.Store.Rating,
		Ladder: names.Today(),
		Choice: func() dialogs.GameChoice {
			st := cfg.Prefs.Settings()
			return dialogs.GameChoice{Colour: st.Colour, Level: session.ClampLevel(st.Level), TwoPlayers: st.TwoPlayers, TimeControl: prefs.TimeControl(st)}
		},
		Start: func(choice dialogs.GameChoice) {
			if cfg.Closing == nil || !cfg.Closing() {
				c.Guard(func() { c.NewGame(choice, true) })
			}
		},
	}
	return c
}

// Changed is the session's change as the commands hear it: the result of
// a game that ended (unless it was resigned for a new one), the computer's
// answer to a draw declined.
func (c *Commands) Changed(ch session.Change) {
	h, loc := c.cfg.Dialogs, c.cfg.Loc
	switch over := ch.Snapshot.Over; {
	case ch.Kind == session.Ended && over != nil && !c.quietEnd:
		dialogs.ShowResult(h, Result(loc, ch.Snapshot, *over), c.Review, c.NewGameDialog.Show)
	case ch.Kind == session.DrawDeclined:
		h.ShowMessage("session.draw_title", func() string { return loc.T("session.draw_declined") })
	}
}

// Result is a finished game as the result dialog tells it.
func Result(loc *i18n.Localizer, s session.Snapshot, over session.GameOver) dialogs.Result {
	r := dialogs.Result{
		Outcome: over.Outcome, Plies: over.Plies, Stats: over.Stats, OnTime: over.OnTime, Flagged: over.Flagged,
		Human: s.Sides.Human, Level: s.Sides.Level, Ladder: names.Today(), Rating: over.Rating, Unrated: over.Unrated,
	}
	switch over.Termination {
	case game.ByResignation:
		r.Ending = loc.T("session.by_resignation")
	case game.ByAgreement:
		r.Ending = loc.T("session.by_agreement")
	}
	return r
}

// NewGame starts a game as chosen; remember keeps the choice in the
// settings.
func (c *Commands) NewGame(choice dialogs.GameChoice, remember bool) {
	choice.Level = session.ClampLevel(choice.Level)
	if remember {
		c.cfg.Prefs.Set(func(s *storage.Settings) {
			s.Colour, s.Level, s.TwoPlayers = choice.Colour, choice.Level, choice.TwoPlayers
			s.TimeControl = choice.TimeControl.String()
		})
	}
	c.cfg.Session.NewGame(session.Choice(choice))
}

// Guard runs then, which replaces the game in progress: at once, or, when
// a game against the computer is in progress, after asking whether to
// resign it or keep it in the saved games (dialogs.AskGameInProgress); a
// cancel runs nothing.
func (c *Commands) Guard(then func()) {
	s := c.cfg.Session
	if !s.Snapshot().Can.Guard {
		then()
		return
	}
	dialogs.AskGameInProgress(c.cfg.Dialogs, func() {
		s.CloseRecord()
		c.quietEnd = true // the new game follows: no result dialog
		s.Resign()
		c.quietEnd = false
		then()
	}, func() {
		if c.KeepGame(s.Snapshot().LiveGame()) {
			then()
		}
	})
}

// KeepGame writes g into the saved games, named by its date and opponent,
// and reports whether it was written; a failure is told.
func (c *Commands) KeepGame(g *game.Game) bool {
	loc, store := c.cfg.Loc, c.cfg.Store
	name := strings.ReplaceAll(g.Tag(game.TagDate), ".", "-") + " " + names.Today().Name(loc, c.cfg.Session.Snapshot().Sides.Level)
	if _, err := store.SaveGame(strings.TrimSpace(name), g.Clone()); err != nil {
		c.cfg.Dialogs.ShowError(loc.T("error.save_failed", map[string]any{"Path": store.GamesDir(), "Error": dialogs.ProblemText(loc, err)}))
		return false
	}
	return true
}

// Continue starts a new game from the position shown (of a record, of
// the game looked back through or finished), with its sides, its clock and
// the board the same way up (session.ContinueFrom); the record is left as
// it was (Game → Continue from here).
func (c *Commands) Continue() {
	s := c.cfg.Session
	from := s.ContinueFrom()
	c.Guard(func() { s.Continue(from) })
}

// Undo takes a move back (Game → Undo); in a rated game it first asks,
// once, since the game will not be rated afterwards.
func (c *Commands) Undo() {
	s := c.cfg.Session
	if can := s.Snapshot().Can; !can.Undo {
		return
	} else if can.Unrate {
		dialogs.ConfirmUnrated(c.cfg.Dialogs, false, func() { s.Undo() })
		return
	}
	s.Undo()
}

// Hint shows a hint (Game → Hint); in a rated game it first asks, once,
// since the game will not be rated afterwards.
func (c *Commands) Hint() {
	s := c.cfg.Session
	if !s.Snapshot().Can.Hint || (c.cfg.Offers != nil && !c.cfg.Offers().Hint().OK) {
		return
	}
	if s.Snapshot().Can.Unrate {
		dialogs.ConfirmUnrated(c.cfg.Dialogs, true, s.Hint)
		return
	}
	s.Hint()
}

// Resign asks to confirm, then resigns the game in progress (Game →
// Resign).
func (c *Commands) Resign() {
	s := c.cfg.Session
	if !s.Snapshot().Can.Resign {
		return
	}
	c.cfg.Dialogs.Confirm("session.resign_confirm", "session.resign_button", func() { s.Resign() })
}

// OfferDraw offers the computer a draw, or, between two players, asks them
// to confirm an agreed draw (Game → Offer a draw).
func (c *Commands) OfferDraw() {
	s := c.cfg.Session
	if snap := s.Snapshot(); snap.Sides.TwoPlayers() {
		if snap.Can.AgreeDraw {
			c.cfg.Dialogs.Confirm("session.agree_confirm", "session.agree_button", func() { s.AgreeDraw() })
		}
		return
	}
	s.OfferDraw()
}

// Statistics is Game → Statistics over the store's statistics; a reset is
// written off the UI goroutine.
func (c *Commands) Statistics() *dialogs.Statistics {
	store := c.cfg.Store
	return &dialogs.Statistics{
		Host:   c.cfg.Dialogs,
		Stats:  store.Stats,
		Rating: store.Rating,
		Reset: func() error {
			if err := store.ClearStats(); err != nil {
				return err
			}
			c.cfg.Writes.Write(store.StatsPath(), store.WriteStats)
			return nil
		},
		Path:   store.StatsPath(),
		Ladder: names.Today(),
	}
}

// Board is the game as package records sees it (records.Board): the
// session's game, a record opened through the guard.
type Board struct {
	Commands *Commands
	// Level is the level an unfinished record goes on against.
	Level func() int
	// OpenPositionFunc opens the position editor with text pasted into it.
	OpenPositionFunc func(text string)
}

// Game is a copy of the game shown.
func (b Board) Game() *game.Game { return b.Commands.cfg.Session.Snapshot().Game() }

// Shown is the position on the board.
func (b Board) Shown() game.Position { return b.Commands.cfg.Session.Snapshot().Shown }

// OpenGame opens a record: a finished one is looked through while the game
// in progress waits; an unfinished one replaces it, after asking when it
// is a game against the computer.
func (b Board) OpenGame(g *game.Game) {
	open := func() { b.Commands.cfg.Session.Open(g, b.Level()) }
	if game.StatusOf(g).Over() {
		open()
		return
	}
	b.Commands.Guard(open)
}

// OpenPosition opens the position editor with text pasted into it.
func (b Board) OpenPosition(text string) { b.OpenPositionFunc(text) }

// ReviewGame reviews a game read from a record, finished or not, as a
// view (Commands.ReviewRecord).
func (b Board) ReviewGame(g *game.Game, keep func(*game.Game) error) {
	b.Commands.ReviewRecord(g, keep)
}

// Asker is the window's dialogs as package records asks them
// (records.Asker).
type Asker struct{ Dialogs *dialogs.Host }

// Error tells a failure.
func (a Asker) Error(text string) { a.Dialogs.ShowError(text) }

// Message tells what was done, under the title titleKey.
func (a Asker) Message(titleKey string, text func() string) { a.Dialogs.ShowMessage(titleKey, text) }

// Confirm asks questionKey; yes runs when the player answers confirmKey.
func (a Asker) Confirm(questionKey, confirmKey string, yes func()) {
	a.Dialogs.Confirm(questionKey, confirmKey, yes)
}

// Problems tells which saved files could not be read.
func (a Asker) Problems(problems []storage.Problem) { a.Dialogs.ShowProblems(problems) }

// Reason says what is wrong with a file, in the player's language.
func (a Asker) Reason(err error) string { return dialogs.ProblemText(a.Dialogs.Localizer(), err) }

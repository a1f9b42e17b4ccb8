// Package offer says what the window offers now through a menu item or a
// button (Undo, Hint, Review game, Analysis): whether it can act and, if
// not, why. The menu and the buttons show the same answer, so that nothing
// offered is refused: an item that cannot act is disabled, its label saying
// why.
//
// The offers are a pure function of State: the session's snapshot
// (FromSnapshot) and what the window adds of its own (a mode open, the
// analysis); nothing here sees the session itself or the window.
package offer

import "github.com/togyzkumalak/togyzkumalak/ui/session"

// The reasons an offer is refused: i18n keys of the "why." family, the
// words that finish "Undo (…)".
const (
	WhyInMode      = "why.in_mode"       // a mode covers the game
	WhyNoMoves     = "why.no_moves"      // nothing played yet
	WhyOver        = "why.over"          // the live game is over
	WhyReviewing   = "why.reviewing"     // an earlier position is shown
	WhyNotYourTurn = "why.not_your_turn" // the computer's move, or something under way
	WhyHintShown   = "why.hint_shown"    // a hint is on the board already
	WhyAfterGame   = "why.after_game"    // a game against the computer still being played
)

// Whys are every reason, for the catalog's tests.
var Whys = []string{WhyInMode, WhyNoMoves, WhyOver, WhyReviewing, WhyNotYourTurn, WhyHintShown, WhyAfterGame}

// Offer is whether an action can act now, and if not why.
type Offer struct {
	OK  bool
	Why string // one of the Why constants; "" when OK
}

var can = Offer{OK: true}

func refuse(why string) Offer { return Offer{Why: why} }

// State is what the offers depend on: a snapshot of the game shown.
type State struct {
	InMode  bool // a mode (lessons, puzzles, the editor) covers the game
	CanUndo bool // there is a move to take back
	Moves   int  // the moves of the game
	// Over: the live game is over; Reviewing: an earlier position is
	// shown; Record: a record is looked at in place of the game.
	Over, Reviewing, Record bool
	// CanResign: the game in progress may be resigned; CanDraw: a draw
	// may be offered (to the computer, now) or agreed (two players);
	// CanContinue: Continue from here has a position to start from.
	CanResign, CanDraw, CanContinue bool
	// YourTurn: a person is to move in the live game and nothing is under
	// way (no search, hint or animation).
	YourTurn  bool
	HintShown bool // a hint is shown on the board
	// HelpAllowed: the engine may judge the game (two players, or a
	// finished game), never a game against the computer still being played.
	HelpAllowed bool
	// AnalysisOn: the analysis is on; AnalysisAllowed: it may be turned on.
	AnalysisOn, AnalysisAllowed bool
}

// FromSnapshot is the state of the session's snapshot snap; the window
// sets InMode, AnalysisOn and AnalysisAllowed.
func FromSnapshot(snap session.Snapshot) State {
	_, reviewing := snap.Browsing()
	return State{
		CanUndo:     snap.Can.Undo,
		Moves:       len(snap.Plies),
		Over:        snap.LiveOver,
		Reviewing:   reviewing,
		Record:      snap.Phase == session.Record,
		YourTurn:    snap.YourTurn(),
		HintShown:   snap.Hint != 0,
		HelpAllowed: snap.Can.Judge,
		CanResign:   snap.Can.Resign,
		CanDraw:     snap.Can.AgreeDraw || snap.Can.OfferDraw,
		CanContinue: snap.Can.Continue,
	}
}

// Undo: a move to take back, in the game.
func (s State) Undo() Offer {
	switch {
	case s.InMode:
		return refuse(WhyInMode)
	case s.CanUndo:
		return can
	case s.Record:
		return refuse(WhyReviewing)
	case s.Over:
		return refuse(WhyOver)
	}
	return refuse(WhyNoMoves)
}

// Resign: the game in progress, shown and not over.
func (s State) Resign() Offer {
	switch {
	case s.InMode:
		return refuse(WhyInMode)
	case s.Over:
		return refuse(WhyOver)
	case s.Record:
		return refuse(WhyReviewing)
	case !s.CanResign:
		return refuse(WhyNotYourTurn)
	}
	return can
}

// Draw: a draw offered to the computer on the person's move, or agreed
// by two players.
func (s State) Draw() Offer {
	if o := s.Resign(); !o.OK {
		return o
	}
	if !s.CanDraw {
		return refuse(WhyNotYourTurn)
	}
	return can
}

// Hint: the person's move in the live game, nothing under way, no hint
// shown yet.
func (s State) Hint() Offer {
	switch {
	case s.InMode:
		return refuse(WhyInMode)
	case s.Over:
		return refuse(WhyOver)
	case s.Reviewing:
		return refuse(WhyReviewing)
	case !s.YourTurn:
		return refuse(WhyNotYourTurn)
	case s.HintShown:
		return refuse(WhyHintShown)
	}
	return can
}

// Review: a game with moves, of two players or finished.
func (s State) Review() Offer {
	switch {
	case s.InMode:
		return refuse(WhyInMode)
	case s.Moves == 0:
		return refuse(WhyNoMoves)
	case !s.HelpAllowed:
		return refuse(WhyAfterGame)
	}
	return can
}

// Analysis: turning the analysis off always; on, where the engine may judge
// the game shown.
func (s State) Analysis() Offer {
	switch {
	case s.AnalysisOn:
		return can
	case s.InMode:
		return refuse(WhyInMode)
	case !s.AnalysisAllowed:
		return refuse(WhyAfterGame)
	}
	return can
}

// Translator gives the text of an i18n key (i18n.Localizer).
type Translator interface {
	T(id string, data ...map[string]any) string
}

// Label is a menu item's label: the action (the text of key), and why it
// cannot act now.
func Label(loc Translator, key string, o Offer) string {
	if o.OK {
		return loc.T(key)
	}
	return loc.T("why.label", map[string]any{"Action": loc.T(key), "Why": loc.T(o.Why)})
}

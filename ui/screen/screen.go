// Package screen is the one shape of every screen and mode of the game
// window: what a screen shows (its content), how it follows a change of
// language (Relocalize), the keys it takes (TypedKey) and how it ends
// (Close). A screen is built once from a small environment, Env, and updates
// its widgets in place as its state changes, like a Fyne widget; it never
// sees the window's App.
//
// A Mode is a screen shown beside the board: the window keeps the board where
// it is and puts the mode's panel beside it (below it in a tall window). A
// mode may show a board of its own (a puzzle, a lesson, a position being
// set up) in the board's place.
//
// A screen package imports this one, never the window's package ui.
package screen

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// Screen is what every screen of the window has.
type Screen interface {
	// Content is what the screen shows. It is the same object for the
	// screen's whole life: the screen changes its widgets in place.
	Content() fyne.CanvasObject
	// Relocalize sets every text in the current language.
	Relocalize()
	// TypedKey handles a key the window did not; it reports whether the
	// screen used it.
	TypedKey(*fyne.KeyEvent) bool
	// Close ends the screen: it stops what it started and lets go of
	// what it showed. The window calls it once.
	Close()
}

// Mode is a screen shown beside the board.
type Mode interface {
	Screen
	// Title names the mode, in the current language, above its panel.
	Title() string
	// Board is the board the mode shows in the board's place; nil: the
	// game's board stays.
	Board() *board.Board
}

// Store is the part of the saves a screen reads and writes: the player's
// progress in the lessons and puzzles.
type Store interface {
	Progress() storage.Progress
	SaveProgress(storage.Progress) error
}

// Env is what a screen is built from.
type Env struct {
	Loc   *i18n.Localizer
	Store Store
	// Post runs a function on the UI goroutine (fyne.Do in the window;
	// tests pass a queue they drain themselves).
	Post func(func())
	// Sound plays a sound effect by name; the window's settings decide
	// whether it is heard.
	Sound func(name string)
	// NewBoard returns a board with the window's settings (speed, hole
	// names, sound).
	NewBoard func() *board.Board
	// Engine returns an engine for a screen's own searches.
	Engine func() *ai.Engine
	// Canvas is the window's canvas, where a widget takes the focus; nil
	// in tests that need no focus.
	Canvas fyne.Canvas
	// Clipboard is the system clipboard.
	Clipboard fyne.Clipboard
	// Failed tells the player that what they did could not be saved (a
	// progress not written), the way a failed autosave is told. Nil: the
	// failure is only logged.
	Failed func(err error)
	// Close asks the window to close the screen (its own Close button).
	Close func()
}

// Fail logs err with what was being done and tells the player through
// e.Failed.
func (e Env) Fail(what string, err error) {
	fyne.LogError(what, err)
	if e.Failed != nil {
		e.Failed(err)
	}
}

// PlaySound plays a sound effect when the environment has sound.
func (e Env) PlaySound(name string) {
	if e.Sound != nil {
		e.Sound(name)
	}
}

// Board returns a new board: the environment's, or a plain one.
func (e Env) Board() *board.Board {
	if e.NewBoard != nil {
		return e.NewBoard()
	}
	return board.New(e.Loc)
}

// CloseScreen asks the window to close the screen.
func (e Env) CloseScreen() {
	if e.Close != nil {
		e.Close()
	}
}

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
//
// # One shape
//
// Every screen package has one constructor, of one shape:
//
//	func New(env screen.Env, cfg Config) *T         // or (*T, error) when it can fail
//
// where Config is the package's own struct of what only it needs (its
// callbacks, its sources, its engine), always named Config, and empty when
// it needs nothing but env. The screen packages, and what New returns:
//
//   - analysis: *Analyser, View → Analysis under the move list;
//   - editor: *Mode, Game → Set up position;
//   - explorer: *Explorer, the opening explorer (the window wraps it in a
//     mode with its "Follow the board" switch);
//   - games: *Mode, a list of games (the saved games, a record file's);
//   - lessons: *Mode, Help → Learn to play;
//   - mistakes: *Mode, Learn from your mistakes (after a review);
//   - puzzles: (*Mode, error), Game → Puzzles;
//   - records: *Files, the record files and the clipboard (their file
//     dialogs and their lists of games);
//   - review: *Panel, the engine's review under the move list;
//   - tables: *Mode, View → Endgame tables.
//
// The others under ui are not screens and keep the shape of what they are:
//
//   - widgets used by screens, made like Fyne's widget.NewX: board
//     (board.New), clockview (New, NewCard), review's Graph, EvalBar and
//     TimeBars (NewGraph, NewEvalBar, NewTimeBars) and analysis's Panel
//     (NewPanel);
//   - dialogs, shown for a moment and kept by nobody, made like Fyne's
//     dialog.ShowX(…, parent): dialogs (the modal layer of the window,
//     dialogs.NewHost, and the dialogs on it, ShowX(host, …)), help
//     (Show(host, page), ShowShortcuts, ShowAbout, ShowLegend) and
//     filedialog (the system's file dialog, New(parent));
//   - the models the screens show, which have no widgets: session (the
//     game), review's Review (the engine's review, NewReview) and offer
//     (what the menu offers, a pure function);
//   - screen itself and its test fake, screentest.
//
// # What a screen depends on
//
// Env is a few interfaces: the texts (Loc), the window (Host), the
// player's progress (Store), the canvas and the clipboard. It names
// nothing of the engine (package ai) or of the save files
// (internal/data/storage): a screen that searches takes its engine in its own
// Config (analysis), a screen that reads the saves takes what it reads in
// its Config (records, tables), and the progress is screen's own type,
// Progress. This package imports neither ai nor internal/data/storage, directly
// or not (internal/layers' tests check it).
package screen

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/i18n"
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

// BoardViewer is a mode that shows its board inside an object of its own
// (the position editor's layer over the board): the window puts BoardView
// in the board's place instead of Board.
type BoardViewer interface {
	BoardView() fyne.CanvasObject
}

// Store is the part of the saves a screen reads and writes: the player's
// progress in the lessons and puzzles. The window's saves convert their
// own record of it (storage.Progress) to and from Progress.
type Store interface {
	Progress() Progress
	SaveProgress(Progress) error
}

// Host is the window as a screen sees it: the few things a screen asks of
// the window besides its texts, its saves, its canvas and the clipboard.
type Host interface {
	// Post runs a function on the UI goroutine (fyne.Do in the window;
	// tests pass a queue they drain themselves).
	Post(func())
	// NewBoard returns a board with the window's settings (speed, hole
	// names, its sounds).
	NewBoard() *board.Board
	// Failed tells the player that what they did could not be saved (a
	// progress not written), the way a failed autosave is told.
	Failed(err error)
	// CloseScreen asks the window to close the screen (its own Close
	// button).
	CloseScreen()
}

// Env is what a screen is built from: the texts, the window, the saves,
// the canvas and the clipboard. It names nothing of the engine or of the
// save files: a screen that searches declares its engine in its own
// Config. Any field may be nil in a test that does not use it; the
// methods below then do the least (Post runs through fyne.Do, a board is
// a plain one, a failure is only logged).
type Env struct {
	Loc   *i18n.Localizer
	Host  Host
	Store Store
	// Canvas is the window's canvas, where a widget takes the focus; nil
	// in tests that need no focus.
	Canvas fyne.Canvas
	// Clipboard is the system clipboard.
	Clipboard fyne.Clipboard
}

// Post runs f on the UI goroutine, through the host (fyne.Do without one).
func (e Env) Post(f func()) {
	if e.Host == nil {
		fyne.Do(f)
		return
	}
	e.Host.Post(f)
}

// Fail logs err with what was being done and tells the player through the
// host.
func (e Env) Fail(what string, err error) {
	fyne.LogError(what, err)
	if e.Host != nil {
		e.Host.Failed(err)
	}
}

// Board returns a new board: the host's, or a plain one.
func (e Env) Board() *board.Board {
	if e.Host != nil {
		return e.Host.NewBoard()
	}
	return board.New(e.Loc)
}

// CloseScreen asks the window to close the screen.
func (e Env) CloseScreen() {
	if e.Host != nil {
		e.Host.CloseScreen()
	}
}

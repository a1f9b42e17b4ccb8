// Package records opens and saves the game records of the window: Game →
// Open record (the window's saved games, PlayOK exports, scoresheets typed
// by hand), Save as, Export for other programs, the list of saved games, and
// the clipboard's Copy TFEN, Copy record and Paste, and the pictures of the
// position and of the game (Copy position as image, Export position as
// PNG, Export game as animated GIF).
//
// Like a dialog of Fyne's, it knows its parent window only to show the file
// dialogs over it; everything else it does goes through its screen.Env and
// the small interfaces of its Config, so it never sees the window's App and
// does not import package ui. A window builds one Files (New(env, cfg), the
// shape of every screen) and calls its methods from the menu, on the UI
// goroutine.
package records

import (
	"context"
	"sync"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/clipimage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Board is the game of the window, as the records read and replace it.
type Board interface {
	// Game is the game played or looked through; the records do not
	// change it.
	Game() *game.Game
	// Shown is the position on the board (the move looked at in a
	// review, else the last).
	Shown() game.Position
	// OpenGame shows a game read from a record: an unfinished one goes on
	// against the computer, a finished one is looked through.
	OpenGame(g *game.Game)
	// OpenPosition opens the position editor with text pasted into it (a
	// TFEN, or what the player is to mend).
	OpenPosition(text string)
	// ReviewGame reviews a game read from a record, finished or not, as a
	// view: the game in progress waits untouched. keep, when not nil,
	// writes g back into its file (a saved game marked unrated); nil: g
	// has no file of its own to keep a mark in.
	ReviewGame(g *game.Game, keep func(g *game.Game) error)
}

// Modes is the window's place beside the board, where the lists of games
// show. A list is built from the environment Files was built from: its
// host's CloseScreen closes the list.
type Modes interface {
	// Show shows m beside the board.
	Show(m screen.Mode)
}

// Asker tells the player what happened and asks them, in the window's own
// dialogs. Every text is already in the player's language, or named by its
// i18n key.
type Asker interface {
	// Error tells a failure.
	Error(text string)
	// Message tells what was done, under the title titleKey.
	Message(titleKey string, text func() string)
	// Confirm asks questionKey; yes runs when the player answers
	// confirmKey.
	Confirm(questionKey, confirmKey string, yes func())
	// Problems tells which saved files could not be read and where their
	// bytes were kept.
	Problems(problems []storage.Problem)
	// Reason says what is wrong with a file (err from storage or the
	// system), without the file's name.
	Reason(err error) string
}

// Store is the part of the saves the records use: the saved games' folder
// and its games (*storage.Store).
type Store interface {
	GamesDir() string
	ListGames() ([]storage.SavedGame, []storage.Problem)
	SaveGame(name string, g *game.Game) (string, error)
	ReplaceGame(path string, g *game.Game) error
	DeleteGame(path string) error
}

// Library is the games library as Saved games reads it. Its methods are
// called off the UI goroutine.
type Library interface {
	// SavedGames brings the library's view of the saved games' folder dir
	// up to date and returns its games as Store.ListGames does, with the
	// files that could not be read; an error when the library cannot be
	// used (the folder is then read as it is).
	SavedGames(ctx context.Context, dir string) ([]storage.SavedGame, []storage.Problem, error)
	// SavedReached returns the saved games that reached p: their files
	// and places there.
	SavedReached(ctx context.Context, p game.Position) ([]library.FolderPlace, error)
}

// Config is what Files is built from besides the environment (whose
// texts, clipboard and host it uses); all are required but Chooser and
// Library.
type Config struct {
	// Parent is the window the file dialogs belong to.
	Parent fyne.Window
	// Chooser makes the file dialog over parent, once, when it is first
	// needed; nil: filedialog.New (the system's, Fyne's where there is
	// none). Tests give a fake.
	Chooser func(parent fyne.Window) filedialog.Chooser
	Board   Board
	Modes   Modes
	Ask     Asker
	Store   Store
	// Library, when not nil, returns the games library Saved games is a
	// view of, nil when the window has none (the saved games' folder is
	// then read as it is).
	Library func() Library
	// Bottom, when not nil, returns the side whose row the window's board
	// shows nearest the player: the pictures lie the same way (nil:
	// White's).
	Bottom func() game.Side
	// CopyImage puts a PNG picture on the system clipboard (nil:
	// clipimage.CopyPNG). It is called off the UI goroutine.
	CopyImage func(png []byte) error
}

// Files does the window's work with record files and the clipboard. Call
// its methods on the UI goroutine.
type Files struct {
	env     screen.Env
	d       Config
	chooser filedialog.Chooser // made on first use
	drawing sync.WaitGroup     // the pictures being made (picture.go)
}

// New returns the records of the window env and d describe.
func New(env screen.Env, d Config) *Files {
	if d.Chooser == nil {
		d.Chooser = filedialog.New
	}
	if d.CopyImage == nil {
		d.CopyImage = clipimage.CopyPNG
	}
	return &Files{env: env, d: d}
}

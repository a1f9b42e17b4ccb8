package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// openMode shows m beside the board; the dialogs open over the game close.
func (a *App) openMode(m screen.Mode) {
	a.dialogs.CloseAll()
	a.view.host.Open(m)
	a.Session.HoldClock(true) // the clocks stop while the game is not shown
	a.refreshMenu()
}

// closeMode closes the open mode, if any, and shows the game.
func (a *App) closeMode() { a.view.host.Close() }

// mode returns the open mode, nil when the game is shown.
func (a *App) mode() screen.Mode {
	if a.view == nil || a.view.host == nil {
		return nil // the window is being built
	}
	return a.view.host.Mode()
}

// screenEnv is the environment of the window's screens.
func (a *App) screenEnv() screen.Env {
	return screen.Env{
		Loc:       a.loc,
		Host:      windowHost{a: a, post: a.post},
		Store:     a.progress, // written off the UI goroutine; a failure is told
		Canvas:    a.Window.Canvas(),
		Clipboard: a.App.Clipboard(),
	}
}

// windowHost is the window as its screens see it (screen.Host): post runs
// a function on the UI goroutine.
type windowHost struct {
	a    *App
	post func(func())
}

var _ screen.Host = windowHost{}

func (h windowHost) Post(f func()) { h.post(f) }

// NewBoard returns a board with the window's settings: speed, hole names
// and sounds.
func (h windowHost) NewBoard() *board.Board {
	a := h.a
	b := board.New(a.loc)
	b.SetSpeed(boardSpeed(a.settings.AnimationSpeed))
	b.SetShowHoleNames(a.settings.ShowHoleNames)
	b.OnSound = a.playSound
	return b
}

func (h windowHost) Failed(err error) { h.a.saveFailed(h.a.store.ProgressPath(), err) }
func (h windowHost) CloseScreen()     { h.a.closeMode() }

package screen

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// HoleKey returns the move of a key 1-9 (sow from that hole); false for
// any other key.
func HoleKey(e *fyne.KeyEvent) (game.Move, bool) {
	switch e.Name {
	case fyne.Key1, fyne.Key2, fyne.Key3, fyne.Key4, fyne.Key5, fyne.Key6, fyne.Key7, fyne.Key8, fyne.Key9:
		return game.Move(e.Name[0] - '0'), true
	}
	return 0, false
}

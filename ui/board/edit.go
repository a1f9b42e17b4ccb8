package board

import (
	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The functions below let a position be set up on the board: a layer over
// it (the position editor's) finds the hole or kazan under the pointer and
// marks the one that has the keyboard.

// KazanAt returns the side whose kazan tray holds pos, a position in the
// widget's coordinates.
func (b *Board) KazanAt(pos fyne.Position) (side game.Side, ok bool) {
	k := b.geometry().kazanAt(pos)
	if k < 0 {
		return 0, false
	}
	return game.Side(k), true
}

// HoleRect returns the rectangle of hole n (1..9) of side, in the widget's
// coordinates.
func (b *Board) HoleRect(side game.Side, n int) (fyne.Position, fyne.Size) {
	g := b.geometry()
	return g.rect(g.holeRect(game.RingIndex(side, n)))
}

// KazanRect returns the rectangle of side's kazan tray, in the widget's
// coordinates.
func (b *Board) KazanRect(side game.Side) (fyne.Position, fyne.Size) {
	g := b.geometry()
	return g.rect(g.kazanRect(side))
}

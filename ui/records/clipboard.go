package records

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// CopyTFEN copies the position shown as TFEN (Game → Copy TFEN).
func (f *Files) CopyTFEN() {
	f.env.Clipboard.SetContent(f.d.Board.Shown().TFEN())
}

// CopyPlayStrategyFEN copies the position shown in PlayStrategy's FEN,
// with its move number in the game (Records → Copy position for
// PlayStrategy).
func (f *Files) CopyPlayStrategyFEN() {
	g, shown := f.d.Board.Game(), f.d.Board.Shown()
	number := 1
	for ply := g.Len(); ply >= 0; ply-- {
		if g.PositionAt(ply) == shown {
			number = g.FullMoveNumber(ply)
			break
		}
	}
	f.env.Clipboard.SetContent(shown.PlayStrategyFEN(number))
}

// CopyRecord copies the game's record (Game → Copy record).
func (f *Files) CopyRecord() {
	f.env.Clipboard.SetContent(f.d.Board.Game().Text())
}

// Paste opens a record from the clipboard (the first game of one in any
// format game.ParseText reads: this program's, a scoresheet, PlayOK's,
// PlayStrategy's PGN) as an opened file is opened, or the position editor
// on anything else: a TFEN or PlayStrategy's FEN, or text to mend (Game →
// Paste).
func (f *Files) Paste() {
	text := strings.TrimSpace(f.env.Clipboard.Content())
	if t, err := game.ParseText(text); err == nil && len(t.Games) > 0 && t.Games[0].Len() > 0 {
		f.d.Board.OpenGame(t.Games[0])
		return
	}
	f.d.Board.OpenPosition(text)
}

package records

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// CopyTFEN copies the position shown as TFEN (Game → Copy TFEN).
func (f *Files) CopyTFEN() {
	f.env.Clipboard.SetContent(f.d.Board.Shown().TFEN())
}

// CopyRecord copies the game's record (Game → Copy record).
func (f *Files) CopyRecord() {
	f.env.Clipboard.SetContent(f.d.Board.Game().Text())
}

// Paste opens a record from the clipboard as an opened file is opened, or
// the position editor on anything else: a TFEN, or text to mend (Game →
// Paste).
func (f *Files) Paste() {
	text := strings.TrimSpace(f.env.Clipboard.Content())
	if _, err := game.ParseTFEN(text); err != nil && text != "" {
		if g, err := game.ParseGame(text); err == nil && g.Len() > 0 {
			f.d.Board.OpenGame(g)
			return
		}
	}
	f.d.Board.OpenPosition(text)
}

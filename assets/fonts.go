package assets

import (
	_ "embed"
)

// The text font of the pictures of a position or a game (game/picture): the
// Noto Sans Bold the window's theme writes its bold text with (Fyne embeds
// the same file), under the SIL Open Font License 1.1 (fonts/OFL.txt). It
// has every letter of the interface's languages, Kazakh's and Kyrgyz's
// Cyrillic and Kazakh's Latin included.
//
//go:embed fonts/NotoSans-Bold.ttf
var boldFont []byte

// BoldFont returns Noto Sans Bold as a TrueType file. The bytes are shared:
// the caller must not change them.
func BoldFont() []byte {
	return boldFont
}

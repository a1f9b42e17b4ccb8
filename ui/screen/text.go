package screen

import (
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Translator gives the texts of a language (an *i18n.Localizer).
type Translator interface {
	T(id string, data ...map[string]any) string
}

// SideName returns the name of a side in the current language.
func SideName(loc Translator, side game.Side) string {
	if side == game.Black {
		return loc.T("side.black")
	}
	return loc.T("side.white")
}

// HoleLine writes a line of moves as hole numbers joined by sep: "7 3 5".
func HoleLine(line []game.Move, sep string) string {
	words := make([]string, len(line))
	for i, m := range line {
		words[i] = strconv.Itoa(int(m))
	}
	return strings.Join(words, sep)
}

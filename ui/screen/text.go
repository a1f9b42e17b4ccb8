package screen

import (
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai"
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

// WithTablebase adds to text what the endgame table says of a position
// with toMove to move: "…, tablebase: White wins in at most 7 moves". A
// position the table does not hold leaves text as it is.
func WithTablebase(loc Translator, text string, r ai.EndgameResult, toMove game.Side) string {
	if r.Outcome == ai.EndgameUnknown {
		return text
	}
	w, won := r.Winner(toMove)
	if !won {
		return text + ", " + loc.T("analysis.tablebase_draw")
	}
	return text + ", " + loc.T("analysis.tablebase_win", map[string]any{"Side": SideName(loc, w), "Moves": r.Moves()})
}

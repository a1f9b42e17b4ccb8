package analysis

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// WithTablebase adds to text what the endgame table says of a position
// with toMove to move: "…, tablebase: White wins in at most 7 moves". A
// position the table does not hold leaves text as it is. The analysis and
// the review (package review) both say it so.
func WithTablebase(loc screen.Translator, text string, r ai.EndgameResult, toMove game.Side) string {
	if r.Outcome == ai.EndgameUnknown {
		return text
	}
	w, won := r.Winner(toMove)
	if !won {
		return text + ", " + loc.T("analysis.tablebase_draw")
	}
	return text + ", " + loc.T("analysis.tablebase_win", map[string]any{"Side": screen.SideName(loc, w), "Moves": r.Moves()})
}

package analysis

import (
	"fmt"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// keyLoc "translates" a key to the key and its data.
type keyLoc struct{}

func (keyLoc) T(id string, data ...map[string]any) string {
	if len(data) == 0 {
		return id
	}
	return fmt.Sprintf("%s%v", id, data[0])
}

// TestWithTablebase: the analysis and the review add the table's verdict to
// a tabled position's score, naming the winner from the side to move.
func TestWithTablebase(t *testing.T) {
	tests := []struct {
		r      ai.EndgameResult
		toMove game.Side
		want   string
	}{
		{ai.EndgameResult{}, game.White, "+1.0"},
		{ai.EndgameResult{Outcome: ai.EndgameDraw}, game.Black, "+1.0, analysis.tablebase_draw"},
		{ai.EndgameResult{Outcome: ai.EndgameWin, Plies: 5}, game.Black, "+1.0, analysis.tablebase_winmap[Moves:3 Side:side.black]"},
		{ai.EndgameResult{Outcome: ai.EndgameLoss, Plies: 4}, game.Black, "+1.0, analysis.tablebase_winmap[Moves:2 Side:side.white]"},
	}
	for _, tt := range tests {
		if got := WithTablebase(keyLoc{}, "+1.0", tt.r, tt.toMove); got != tt.want {
			t.Errorf("%+v, %v to move: %q, want %q", tt.r, tt.toMove, got, tt.want)
		}
	}
}

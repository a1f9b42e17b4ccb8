package ui

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// TestLadderIsTheEngines: the dialogs are handed the engine's levels, each
// with its number, key and rating.
func TestLadderIsTheEngines(t *testing.T) {
	levels, l := ai.Levels(), ladder()
	if len(l) != len(levels) {
		t.Fatalf("%d levels handed, the engine has %d", len(l), len(levels))
	}
	for i, lv := range levels {
		if got := l[i]; got.Number != lv.Number || got.Key != lv.Key || got.Elo != lv.Elo {
			t.Errorf("level %d handed as %+v, the engine's is %+v", i+1, got, lv)
		}
	}
}

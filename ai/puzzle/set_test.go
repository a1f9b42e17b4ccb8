package puzzle

import (
	"context"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	gamepuzzle "github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

// TestSetVerified: every puzzle's first move is the engine's best at the
// puzzle's depth, by at least its recorded margin over every other move,
// scored as the generator scored it (a fresh verifier).
func TestSetVerified(t *testing.T) {
	set, err := gamepuzzle.Set()
	if err != nil {
		t.Fatal(err)
	}
	e := NewVerifier(VerifyHashMB)
	ctx := context.Background()
	for _, p := range set {
		e.NewGame()
		best, margin, ok := Best(ScoreMoves(ctx, e, p.Position, p.Depth))
		if !ok || best.Move != p.Line[0] || margin < p.Margin {
			t.Errorf("%s: at depth %d the best move is %d by %d, want %d by at least %d", p.ID, p.Depth, best.Move, margin, p.Line[0], p.Margin)
		}
	}
}

func TestScoreMovesProvedResults(t *testing.T) {
	// White to move: 9 captures Black's last stone (атсырау, White wins
	// 82:80); 1 lets the game go on.
	pos, err := game.ParseTFEN("3,0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0,0 76 80 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	e := NewVerifier(1)
	scores := ScoreMoves(context.Background(), e, pos, 4)
	best, margin, _ := Best(scores)
	if best.Move != 9 || Proved(best.Score) != 1 || margin <= 0 {
		t.Errorf("scores %v: best %v margin %d", scores, best, margin)
	}
	if Proved(ai.WinScore-3) != 1 || Proved(-ai.WinScore+3) != -1 || Proved(250) != 0 {
		t.Error("Proved misjudges a score")
	}
}

package sessiontest

import (
	"math/rand/v2"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Date is the date tests give their games.
func Date() time.Time { return time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC) }

// TinyLimits make the computer answer at once.
func TinyLimits() ai.Limits { return ai.Limits{Depth: 1, Nodes: 64} }

// FinishedGame plays random moves from the start, always the same ones,
// until the game ends.
func FinishedGame(tb testing.TB) *game.Game {
	tb.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	g := game.NewGame(game.Start())
	for {
		p := g.Position()
		moves := p.LegalMoves()
		if len(moves) == 0 {
			return g
		}
		if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
			tb.Fatal(err)
		}
	}
}

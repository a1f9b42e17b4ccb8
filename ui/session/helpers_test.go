package session

import (
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// uiQueue stands for the UI goroutine in tests: the session's goroutines
// post to it and the test goroutine runs what was posted.
type uiQueue struct {
	mu  sync.Mutex
	fns []func()
}

func (q *uiQueue) post(f func()) {
	q.mu.Lock()
	q.fns = append(q.fns, f)
	q.mu.Unlock()
}

// drain runs what was posted, including what that posts, and reports how
// many functions ran.
func (q *uiQueue) drain() int {
	n := 0
	for {
		q.mu.Lock()
		fns := q.fns
		q.fns = nil
		q.mu.Unlock()
		if len(fns) == 0 {
			return n
		}
		for _, f := range fns {
			f()
			n++
		}
	}
}

// tinyLimits make the computer answer at once.
var tinyLimits = ai.Limits{Depth: 1, Nodes: 64}

// testNow is the date tests give their games.
var testNow = time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC)

// finishedGame plays random moves from the start until the game ends.
func finishedGame(t testing.TB) *game.Game {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	g := game.NewGame(game.Start())
	for {
		p := g.Position()
		moves := p.LegalMoves()
		if len(moves) == 0 {
			return g
		}
		if _, err := g.Play(moves[r.IntN(len(moves))]); err != nil {
			t.Fatal(err)
		}
	}
}

// lastMoveGame returns a game one move before the end, with the move that
// ends it.
func lastMoveGame(t *testing.T) (*game.Game, game.Move) {
	t.Helper()
	full := finishedGame(t)
	last := full.Moves()[full.Len()-1]
	return game.NewGame(full.PositionAt(full.Len() - 1)), last
}

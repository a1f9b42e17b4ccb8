package ui

import (
	"flag"
	"math/rand/v2"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

var soakGames = flag.Int("soak", 20, "complete games the soak test plays")

// TestSoak plays complete games in the window with random taps on both
// rows, keys, undo, hints, reviews and new games at random moments (often
// while the computer thinks) against the fastest search: nothing panics,
// the board always shows the game, every end has its result dialog, the
// record always replays, and no goroutine is left behind. The session's
// soak (ui/session's TestSoak) plays 200 games without the window; this one
// plays 20 through it (-soak N for more).
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test")
	}
	base := runtime.NumGoroutine()
	start := time.Now()
	h := newHarness(t, harnessOptions{limits: &tinyLimits})
	r := rand.New(rand.NewPCG(7, 11))
	s := h.a.Session
	completed, abandoned, steps := 0, 0, 0
	newGame := func() {
		c := dialogs.GameChoice{Level: 1 + r.IntN(7)}
		switch r.IntN(8) {
		case 0:
			c.TwoPlayers = true
		case 1, 2, 3:
			c.Colour = storage.ColourBlack
		case 4:
			c.Colour = storage.ColourRandom
		default:
			c.Colour = storage.ColourWhite
		}
		h.a.newGame(c, false)
	}
	for completed < *soakGames {
		steps++
		if steps > 2000*(*soakGames)+10000 {
			p := s.Snapshot().Live
			if os.Getenv("SOAK_DEBUG") != "" {
				buf := make([]byte, 1<<20)
				t.Logf("%s", buf[:runtime.Stack(buf, true)])
			}
			t.Fatalf("no progress: %d games in %d steps; ply %d, live phase %v, phase %v, human %v, to move %v, over %v, modals %d",
				completed, steps, s.Snapshot().Game().Ply(), s.Snapshot().LivePhase, s.Snapshot().Phase, s.Snapshot().Sides.Human, p.ToMove, p.Over(), h.a.dialogs.Len())
		}
		if r.IntN(3) == 0 {
			if r.IntN(2) == 0 {
				s.Wait() // let the search finish (it posts its answer)
			}
			h.q.drain() // the computer's answers land at random moments
		}
		if p := s.Snapshot().Live; p.Over() && !s.Snapshot().Busy() {
			if h.a.dialogs.Top() == nil {
				t.Fatal("a finished game without a result dialog")
			}
			h.a.dialogs.CloseAll()
			if os.Getenv("SOAK_DEBUG") != "" {
				t.Logf("game %d: %d plies, step %d, two %v", completed, s.Snapshot().Game().Ply(), steps, s.Snapshot().Sides.TwoPlayers())
			}
			completed++
			newGame()
			continue
		}
		switch x := r.IntN(1000); {
		case x < 6:
			s.Undo()
		case x < 7:
			newGame()
			abandoned++
		case x < 17:
			s.Hint()
		case x < 22:
			s.Browse(r.IntN(s.Snapshot().Game().Ply() + 1))
		case x < 60:
			h.a.typedKey(keyEvent(rune('1' + r.IntN(9))))
		default:
			if _, reviewing := s.Snapshot().Browsing(); reviewing {
				s.Live()
			}
			side := s.Snapshot().Live.ToMove // mostly the side to move; sometimes the other row
			if r.IntN(5) == 0 {
				side = side.Opponent()
			}
			h.tapHole(side, 1+r.IntN(9))
		}
		checkConsistent(t, h)
	}
	h.close()
	waitGoroutines(t, base)
	t.Logf("%d complete games, %d abandoned, %d steps in %v", completed, abandoned, steps, time.Since(start).Round(time.Millisecond))
}

// checkConsistent checks that the record replays to the live position and
// the board shows what the session says.
func checkConsistent(t *testing.T, h *harness) {
	t.Helper()
	s := h.a.Session
	g := s.Snapshot().Game()
	p := g.Start()
	for i, m := range g.Moves() {
		next, _, err := p.Play(m)
		if err != nil {
			t.Fatalf("move %d of the record: %v", i+1, err)
		}
		p = next
	}
	if p != s.Snapshot().Live {
		t.Fatalf("the record replays to %v, the session is at %v", p.TFEN(), s.Snapshot().Live.TFEN())
	}
	if !(s.Snapshot().LivePhase == session.Animating) && h.a.Board.GamePosition() != s.Snapshot().Shown {
		t.Fatalf("the board shows %v, the session %v", h.a.Board.GamePosition().TFEN(), s.Snapshot().Shown.TFEN())
	}
}

// waitGoroutines waits for the goroutine count to come back to base.
func waitGoroutines(t *testing.T, base int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > base {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), base, buf[:n])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

package session

import (
	"flag"
	"math/rand/v2"
	"runtime"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

var soakGames = flag.Int("soak", 200, "complete games the soak test plays")

// TestSoak plays complete games with random moves of both rows, undo,
// hints, draw offers, looking back, records opened and new games at random
// moments (often while the computer thinks or the board sows) against the
// fastest search: nothing panics, the record always replays to the live
// position, the board always shows what the snapshot says, every end is
// told once, and no goroutine is left behind. (It was the window's soak;
// the window's own, shorter, is ui's TestSoak.)
func TestSoak(t *testing.T) {
	if testing.Short() {
		t.Skip("soak test")
	}
	base := runtime.NumGoroutine()
	start := time.Now()
	f := newFakeSession(t)
	s, b := f.s, f.b
	r := rand.New(rand.NewPCG(7, 11))
	record := sessiontest.FinishedGame(t)
	newGame := func() {
		c := Choice{Level: 1 + r.IntN(7)}
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
		s.NewGame(c)
	}
	newGame()
	completed, steps := 0, 0
	for completed < *soakGames {
		steps++
		if steps > 2000*(*soakGames)+10000 {
			t.Fatalf("no progress: %d games in %d steps; %+v", completed, steps, s.Snapshot())
		}
		if r.IntN(3) == 0 {
			if r.IntN(2) == 0 {
				s.Wait() // let the search finish (it posts its answer)
			}
			f.q.Drain() // the computer's answers land at random moments
		}
		if r.IntN(4) == 0 {
			b.FinishAnimation() // the sowing ends at a random moment
		}
		if snap := s.Snapshot(); snap.Phase == Over {
			if len(f.ends) != 1 {
				t.Fatalf("game %d over with %d ends told", completed+1, len(f.ends))
			}
			completed++
			f.ends = f.ends[:0]
			newGame()
			continue
		}
		switch x := r.IntN(1000); {
		case x < 6:
			s.Undo()
		case x < 7:
			f.ends = f.ends[:0] // an abandoned game ends untold
			newGame()
		case x < 17:
			s.Hint()
		case x < 20:
			s.OfferDraw()
		case x < 25:
			s.Browse(r.IntN(s.Snapshot().LivePly + 1))
		case x < 27:
			s.OpenRecord(record.Clone())
			s.Browse(r.IntN(record.Len() + 1))
		case x < 28:
			if snap := s.Snapshot(); snap.Can.Resign && r.IntN(4) == 0 {
				s.Resign()
			}
		default:
			if _, looking := s.Snapshot().Browsing(); looking {
				s.Live()
			}
			s.HumanMove(game.Move(1 + r.IntN(9)))
		}
		checkConsistent(t, f)
	}
	s.Close()
	waitGoroutines(t, base)
	t.Logf("%d complete games, %d steps in %v", completed, steps, time.Since(start).Round(time.Millisecond))
}

// checkConsistent checks that the record replays to the live position,
// that the board shows what the snapshot says and that the snapshot agrees
// with itself.
func checkConsistent(t *testing.T, f *fakeSession) {
	t.Helper()
	snap := f.s.Snapshot()
	g := snap.LiveGame()
	p := g.Start()
	for i, m := range g.Moves() {
		next, _, err := p.Play(m)
		if err != nil {
			t.Fatalf("move %d of the record: %v", i+1, err)
		}
		p = next
	}
	if p != snap.Live {
		t.Fatalf("the record replays to %v, the session is at %v", p.TFEN(), snap.Live.TFEN())
	}
	if snap.Phase != Animating && f.b.pos != snap.Shown {
		t.Fatalf("%v: the board shows %v, the snapshot %v", snap.Phase, f.b.pos.TFEN(), snap.Shown.TFEN())
	}
	if snap.Phase != Record && len(snap.Plies) != snap.LivePly {
		t.Fatalf("%d plies in the snapshot of a game at ply %d", len(snap.Plies), snap.LivePly)
	}
	if snap.Can.Move && (snap.Phase == Record || snap.Phase == Browsing || snap.LiveOver || !snap.Sides.Human[snap.Live.ToMove]) {
		t.Fatalf("%v: the snapshot offers a move it cannot take", snap.Phase)
	}
	interactive := f.b.interactive[game.White] || f.b.interactive[game.Black]
	if interactive && (snap.Phase == Record || snap.Phase == Browsing || snap.Phase == Thinking || snap.Phase == Animating) {
		t.Fatalf("%v: the board takes moves", snap.Phase)
	}
}

package ui

import (
	"context"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestFirstStart: with nothing saved, a game begins at once, the person is
// White against the default level and may tap a hole.
func TestFirstStart(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	if got := s.Snapshot().Live; got != game.Start() {
		t.Fatalf("position %v, want the start", got.TFEN())
	}
	if !s.Snapshot().Sides.Human[game.White] || s.Snapshot().Sides.Human[game.Black] {
		t.Fatal("the person should play White against the computer")
	}
	if !s.Snapshot().Can.Move || s.Snapshot().Busy() {
		t.Fatal("the person should be to move")
	}
}

// TestTapSows: tapping a hole plays it through the rules, the board shows
// the position after the move, and the computer answers.
func TestTapSows(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	want, _, err := game.Start().Play(7)
	if err != nil {
		t.Fatal(err)
	}
	h.tapHole(game.White, 7)
	if s.Snapshot().Game().Ply() != 1 || s.Snapshot().Game().PositionAt(1) != want {
		t.Fatalf("after tapping hole 7: ply %d, position %v; want %v", s.Snapshot().Game().Ply(), s.Snapshot().Game().PositionAt(1).TFEN(), want.TFEN())
	}
	if got := h.a.Board.GamePosition(); got != want {
		t.Fatalf("the board shows %v, want %v", got.TFEN(), want.TFEN())
	}
	if thinking := s.Snapshot().LivePhase == session.Thinking; !thinking {
		t.Fatal("the computer should be thinking after the person's move")
	}
	h.settle()
	if s.Snapshot().Game().Ply() != 2 {
		t.Fatalf("ply %d after the computer's answer, want 2", s.Snapshot().Game().Ply())
	}
	if got := h.a.Board.GamePosition(); got != s.Snapshot().Live {
		t.Fatalf("the board shows %v, the game is at %v", got.TFEN(), s.Snapshot().Live.TFEN())
	}
	if !s.Snapshot().Can.Move {
		t.Fatal("the person should be to move again")
	}
}

// TestTapDuringComputerTurn: a tap or a key while the computer thinks does
// nothing.
func TestTapDuringComputerTurn(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	h.tapHole(game.White, 1)
	if thinking := s.Snapshot().LivePhase == session.Thinking; !thinking {
		t.Fatal("the computer should be thinking")
	}
	before := s.Snapshot().Live
	for n := 1; n <= 9; n++ {
		h.tapHole(game.Black, n)
		h.tapHole(game.White, n)
		if s.HumanMove(game.Move(n)) {
			t.Fatalf("HumanMove(%d) played during the computer's turn", n)
		}
	}
	h.a.typedKey(keyEvent('5'))
	if s.Snapshot().Live != before || s.Snapshot().Game().Ply() != 1 {
		t.Fatalf("a tap during the computer's turn changed the game: ply %d", s.Snapshot().Game().Ply())
	}
	h.settle()
	if s.Snapshot().Game().Ply() != 2 {
		t.Fatalf("ply %d, want the computer's answer", s.Snapshot().Game().Ply())
	}
}

// TestStaleSearchNeverLands: Undo, Hint and New game during a search; the
// stale answer never lands and no goroutine stays behind.
func TestStaleSearchNeverLands(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	base := runtime.NumGoroutine()

	// Undo while the computer thinks: its answer is dropped.
	h.tapHole(game.White, 3)
	s.Wait() // the answer is posted, not applied
	if h.q.len() == 0 {
		t.Fatal("the search posted nothing")
	}
	if !s.Undo() {
		t.Fatal("Undo refused")
	}
	h.settle()
	if s.Snapshot().Game().Ply() != 0 || s.Snapshot().Live != game.Start() {
		t.Fatalf("after Undo during the search: ply %d, %v", s.Snapshot().Game().Ply(), s.Snapshot().Live.TFEN())
	}

	// Hint during the computer's turn does nothing.
	h.tapHole(game.White, 3)
	s.Hint()
	if s.Snapshot().LivePhase == session.Hinting {
		t.Fatal("a hint started during the computer's turn")
	}
	// New game during the search.
	s.Wait()
	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 2})
	if s.Snapshot().Game().Ply() != 0 || s.Snapshot().Sides.Level != 2 {
		t.Fatalf("after New game during the search: ply %d, level %d", s.Snapshot().Game().Ply(), s.Snapshot().Sides.Level)
	}

	// A hint, then a move before it arrives: the hint is dropped.
	s.Hint()
	if !(s.Snapshot().LivePhase == session.Hinting) {
		t.Fatal("no hint started")
	}
	s.Wait()
	h.tapHole(game.White, 5) // a hint under way does not stop the person
	h.settle()
	if s.Snapshot().Hint != 0 || s.Snapshot().Game().Ply() != 2 {
		t.Fatalf("after a move during a hint: hint %d, ply %d", s.Snapshot().Hint, s.Snapshot().Game().Ply())
	}
	waitGoroutines(t, base)
}

// TestCancelLongSearch: Undo during a real level search returns at once.
func TestCancelLongSearch(t *testing.T) {
	h := newHarness(t, harnessOptions{realTime: true})
	s := h.a.Session
	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 7})
	base := runtime.NumGoroutine()
	h.tapHole(game.White, 9)
	// The search is under way once it reports its first iteration.
	if !h.q.waitPost(settleTimeout) {
		t.Fatal("the search reported nothing")
	}
	start := time.Now()
	s.Undo()
	s.Wait()
	// The engine returns within 50 ms of the cancellation; the limit is
	// generous for a loaded machine (the grandmaster would think for
	// seconds).
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("cancelling the search took %v", d)
	}
	h.settle()
	if s.Snapshot().Game().Ply() != 0 {
		t.Fatalf("ply %d after Undo", s.Snapshot().Game().Ply())
	}
	waitGoroutines(t, base)
}

// TestHint: a hint shows a legal move on the board.
func TestHint(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	s.Hint()
	h.settle()
	m := s.Snapshot().Hint
	if p := s.Snapshot().Live; !p.Legal(m) {
		t.Fatalf("hint %d is not a legal move", m)
	}
	if gm, _, ok := h.a.Board.Ghost(); !ok || gm != m {
		t.Fatalf("the board's ghost is %d (%v), want the hint %d", gm, ok, m)
	}
}

// TestUndo takes back the person's move and the computer's reply; two
// players take back one move.
func TestUndo(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	if s.Undo() {
		t.Fatal("Undo at the start did something")
	}
	h.tapHole(game.White, 7)
	h.settle()
	h.tapHole(game.White, 2)
	h.settle()
	if s.Snapshot().Game().Ply() != 4 {
		t.Fatalf("ply %d, want 4", s.Snapshot().Game().Ply())
	}
	after2 := s.Snapshot().Game().PositionAt(2)
	s.Undo()
	h.settle()
	if s.Snapshot().Game().Ply() != 2 || s.Snapshot().Live != after2 || h.a.Board.GamePosition() != after2 {
		t.Fatalf("after Undo: ply %d", s.Snapshot().Game().Ply())
	}
	// The person plays Black: the computer's first move stays.
	h.newGame(dialogs.GameChoice{Colour: storage.ColourBlack, Level: 1})
	if s.Snapshot().Game().Ply() != 1 || !s.Snapshot().Sides.Human[game.Black] {
		t.Fatalf("the computer should have opened as White: ply %d", s.Snapshot().Game().Ply())
	}
	if s.Undo() {
		t.Fatal("Undo took back the computer's opening move")
	}
	// Two players: one move at a time.
	h.newGame(dialogs.GameChoice{TwoPlayers: true})
	h.tapHole(game.White, 1)
	h.settle()
	h.tapHole(game.Black, 1)
	h.settle()
	s.Undo()
	if s.Snapshot().Game().Ply() != 1 || s.Snapshot().Live.ToMove != game.Black {
		t.Fatalf("two players: Undo left ply %d", s.Snapshot().Game().Ply())
	}
}

// TestReview: clicking a move shows an earlier position read-only; the
// live position comes back.
func TestReview(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	for _, m := range []int{7, 3, 5} {
		h.tapHole(game.White, m)
		h.settle()
	}
	live := s.Snapshot().Live
	s.Browse(1)
	if h.a.Board.GamePosition() != s.Snapshot().Game().PositionAt(1) {
		t.Fatal("the board does not show the reviewed position")
	}
	if s.HumanMove(1) {
		t.Fatal("a move was played while reviewing")
	}
	h.a.view.liveBtn.OnTapped()
	if _, ok := s.Snapshot().Browsing(); ok || h.a.Board.GamePosition() != live {
		t.Fatal("Back to the game did not return to the live position")
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

// TestFyneDoPath runs the computer's move and a hint through fyne.Do, the
// path the game takes (the other tests post to a queue they drain). The
// test driver's fyne.Do runs a function at once on the goroutine that
// calls it, so the test keeps the engine busy until it has finished with
// the window, then waits for the session's search: under -race this
// checks that the search goroutine hands everything it touches over
// through fyne.Do and nothing else.
func TestFyneDoPath(t *testing.T) {
	h := newHarness(t, harnessOptions{fyneDo: true, noStart: true})
	h.a.Start()
	s := h.a.Session
	if !s.Snapshot().Can.Move || s.Snapshot().Busy() {
		t.Fatal("the person should be to move")
	}
	// hold keeps the engine busy until the returned release is called.
	hold := func() (release func()) {
		ctx, cancel := context.WithCancel(context.Background())
		started, done := make(chan struct{}), make(chan struct{})
		var once sync.Once
		go func() {
			defer close(done)
			h.eng.Search(ctx, game.Start(), ai.Limits{}, func(ai.Info) { once.Do(func() { close(started) }) })
		}()
		<-started
		return func() {
			cancel()
			<-done
		}
	}

	release := hold()
	h.tapHole(game.White, 7)
	if thinking := s.Snapshot().LivePhase == session.Thinking; !thinking {
		t.Fatal("the computer should be thinking")
	}
	release()
	s.Wait()
	if s.Snapshot().Game().Ply() != 2 || s.Snapshot().Busy() || !s.Snapshot().Can.Move {
		t.Fatalf("after the computer's answer through fyne.Do: ply %d, idle %v", s.Snapshot().Game().Ply(), !s.Snapshot().Busy())
	}
	if got := h.a.Board.GamePosition(); got != s.Snapshot().Live {
		t.Fatalf("the board shows %v, the game is at %v", got.TFEN(), s.Snapshot().Live.TFEN())
	}

	release = hold()
	s.Hint()
	release()
	s.Wait()
	if m, p := s.Snapshot().Hint, s.Snapshot().Live; !p.Legal(m) || (s.Snapshot().LivePhase == session.Hinting) {
		t.Fatalf("hint %d through fyne.Do (hinting %v)", m, (s.Snapshot().LivePhase == session.Hinting))
	}
	if gm, _, ok := h.a.Board.Ghost(); !ok || gm != s.Snapshot().Hint {
		t.Fatalf("the board's ghost is %d (%v), want the hint", gm, ok)
	}
	s.Flush()
	g, err := h.store.LoadAutosave()
	if err != nil || g.Ply() != 2 {
		t.Fatalf("autosave after the answer: %v, %v", g, err)
	}
}

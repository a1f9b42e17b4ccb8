package ui

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// The rules of the game played in the window (moves, undo, hints, the
// searches and their cancelling, looking back, the clocks, the resume) are
// tested against the session without a window, in package ui/session
// (room_test.go). The window's own part is here: a tap or a key reaches
// the session, the board shows its game, and Back to the game returns.

// TestTapSows: tapping a hole plays it through the session, the board shows
// the position after the move, the computer answers, and a key plays too.
func TestTapSows(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	want, _, err := game.Start().Play(7)
	if err != nil {
		t.Fatal(err)
	}
	h.tapHole(game.White, 7)
	if snap := s.Snapshot(); len(snap.Plies) != 1 || snap.Game().PositionAt(1) != want || h.a.Board.GamePosition() != want {
		t.Fatalf("after tapping hole 7: ply %d, the board shows %v; want %v", len(snap.Plies), h.a.Board.GamePosition().TFEN(), want.TFEN())
	}
	h.a.typedKey(keyEvent('5')) // the computer's turn: nothing
	h.settle()
	if snap := s.Snapshot(); len(snap.Plies) != 2 || h.a.Board.GamePosition() != snap.Live || !snap.Can.Move {
		t.Fatalf("after the computer's answer: ply %d", len(snap.Plies))
	}
	h.a.typedKey(keyEvent('5'))
	h.settle()
	if n := len(s.Snapshot().Plies); n != 4 {
		t.Fatalf("the key 5 played nothing: ply %d", n)
	}
}

// TestBackToTheGame: a move clicked in the list shows that position, Back
// to the game (shown only then) returns to the live one.
func TestBackToTheGame(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	s := h.a.Session
	for _, m := range []int{7, 3} {
		h.tapHole(game.White, m)
		h.settle()
	}
	live := s.Snapshot().Live
	if h.a.view.liveBtn.Visible() {
		t.Fatal("Back to the game shows in the game")
	}
	s.Browse(1)
	if h.a.Board.GamePosition() != s.Snapshot().Game().PositionAt(1) || !h.a.view.liveBtn.Visible() {
		t.Fatal("the board does not show the earlier position, or no way back")
	}
	if h.a.view.turnText() != h.a.loc.T("status.reviewing") {
		t.Fatalf("the status says %q", h.a.view.turnText())
	}
	h.a.view.liveBtn.OnTapped()
	if snap := s.Snapshot(); snap.Phase != session.Idle || h.a.Board.GamePosition() != live || h.a.view.liveBtn.Visible() {
		t.Fatal("Back to the game did not return to the live position")
	}
}

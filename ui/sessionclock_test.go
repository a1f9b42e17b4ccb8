package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

var oneMinute = clock.TimeControl{Base: time.Minute}

// The clock's rules (the flag, the increment, the pause, the hold, the
// restart) are tested against the session (ui/session: clock_test.go,
// room_test.go). The window's part is here.

// TestClockInTheWindow: two players on the clock see both times on the
// cards and a pause button; the pause key stops and restarts the clocks
// and the button says so; when a flag falls the result dialog and the
// status say who lost on time, and the button goes.
func TestClockInTheWindow(t *testing.T) {
	fc := sessiontest.NewFakeClock(testNow)
	h := newHarness(t, harnessOptions{noStart: true})
	fc.Use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(dialogs.GameChoice{TwoPlayers: true, TimeControl: oneMinute})
	v := h.a.view
	if cv := v.clock.clocks; !cv.Visible() || cv.Text(game.White) != "1:00" || !v.clock.pause.Visible() || v.cards[game.White].Time() != "1:00" {
		t.Fatalf("the clocks: visible %v, White %q (card %q), pause button %v", cv.Visible(), cv.Text(game.White), v.cards[game.White].Time(), v.clock.pause.Visible())
	}
	fc.Advance(10 * time.Second)
	h.a.typedKey(keyEvent('P'))
	if got := v.clock.clocks.Text(game.White); got != "0:50" || v.clock.pause.Text != h.a.loc.T("clock.resume") || v.turnText() != h.a.loc.T("clock.paused") {
		t.Fatalf("paused: White shows %q, the button %q, the status %q", got, v.clock.pause.Text, v.turnText())
	}
	h.a.typedKey(keyEvent('P'))
	if v.clock.pause.Text != h.a.loc.T("clock.pause") || !h.a.Session.Snapshot().Clock.Running {
		t.Fatal("the pause key did not restart the clocks")
	}
	fc.Advance(50 * time.Second)
	h.q.drain()
	m := h.a.dialogs.Top()
	if m == nil || !strings.Contains(modalText(m), h.a.loc.T("result.white_lost_on_time")) {
		t.Fatal("no result dialog saying White lost on time")
	}
	if want := h.a.loc.T("ui.status.over", map[string]any{"Result": resultText(h.a, game.BlackWins)}); v.turnText() != want {
		t.Fatalf("after the flag the status says %q, want %q", v.turnText(), want)
	}
	if v.clock.pause.Visible() || v.clock.clocks.Text(game.White) != "0:00.0" {
		t.Fatalf("after the flag: pause button %v, White shows %q", v.clock.pause.Visible(), v.clock.clocks.Text(game.White))
	}
}

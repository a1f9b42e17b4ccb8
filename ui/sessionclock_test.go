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
	if cv := v.Parts().Clocks; !cv.Visible() || cv.Text(game.White) != "1:00" || !v.Parts().Pause.Visible() || v.Parts().Cards[game.White].Time() != "1:00" {
		t.Fatalf("the clocks: visible %v, White %q (card %q), pause button %v", cv.Visible(), cv.Text(game.White), v.Parts().Cards[game.White].Time(), v.Parts().Pause.Visible())
	}
	fc.Advance(10 * time.Second)
	typeKey(h.a, keyEvent('P'))
	if got := v.Parts().Clocks.Text(game.White); got != "0:50" || v.Parts().Pause.Text != h.a.loc.T("clock.resume") || v.TurnText() != h.a.loc.T("clock.paused") {
		t.Fatalf("paused: White shows %q, the button %q, the status %q", got, v.Parts().Pause.Text, v.TurnText())
	}
	typeKey(h.a, keyEvent('P'))
	if v.Parts().Pause.Text != h.a.loc.T("clock.pause") || !h.a.Session.Snapshot().Clock.Running {
		t.Fatal("the pause key did not restart the clocks")
	}
	fc.Advance(50 * time.Second)
	h.q.drain()
	m := h.a.dialogs.Top()
	if m == nil || !strings.Contains(modalText(m), h.a.loc.T("result.white_lost_on_time")) {
		t.Fatal("no result dialog saying White lost on time")
	}
	if want := h.a.loc.T("ui.status.over", map[string]any{"Result": h.a.view.ResultText(game.BlackWins)}); v.TurnText() != want {
		t.Fatalf("after the flag the status says %q, want %q", v.TurnText(), want)
	}
	if v.Parts().Pause.Visible() || v.Parts().Clocks.Text(game.White) != "0:00.0" {
		t.Fatalf("after the flag: pause button %v, White shows %q", v.Parts().Pause.Visible(), v.Parts().Clocks.Text(game.White))
	}
}

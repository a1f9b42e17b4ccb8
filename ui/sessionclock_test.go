package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

var oneMinute = clock.TimeControl{Base: time.Minute}

// TestClockFlagFallAgainstLevel1 plays a whole 1+0 game against level 1
// in the headless window where the person never moves: the computer moves
// on its clock, the person's flag falls, the result dialog and the record
// say so and the statistics count a loss on time.
func TestClockFlagFallAgainstLevel1(t *testing.T) {
	fc := sessiontest.NewFakeClock(testNow)
	h := newHarness(t, harnessOptions{realTime: true, noStart: true})
	fc.Use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(dialogs.GameChoice{Colour: storage.ColourBlack, Level: 1, TimeControl: oneMinute})
	s := h.a.Session
	if s.Snapshot().Game().Ply() != 1 {
		t.Fatalf("the computer (White) should have moved: ply %d", s.Snapshot().Game().Ply())
	}
	if _, ok := s.Snapshot().Game().Clock(1); !ok {
		t.Fatal("the computer's move has no clock comment")
	}
	fc.Advance(59 * time.Second)
	h.q.drain()
	if s.Snapshot().Clock.TimeUp {
		t.Fatal("the flag fell before the minute was up")
	}
	fc.Advance(time.Second)
	h.q.drain()
	if !s.Snapshot().Clock.TimeUp {
		t.Fatal("the flag did not fall after a minute")
	}
	g := s.Snapshot().Game()
	if g.Result() != game.WhiteWins || g.Tag(game.TagTermination) != game.TerminationTimeForfeit {
		t.Fatalf("record: result %v, termination %q; want White wins on time forfeit", g.Result(), g.Tag(game.TagTermination))
	}
	m := h.a.dialogs.Top()
	if m == nil {
		t.Fatal("no result dialog")
	}
	if text := modalText(m); !strings.Contains(text, "You lost on time") {
		t.Fatalf("the result dialog says %q, want a loss on time", text)
	}
	if s.HumanMove(1) || s.Snapshot().Can.Undo {
		t.Fatal("a move or an undo was accepted after the flag fell")
	}
	if turn, want := h.a.view.turnText(), h.a.loc.T("result.you_lost"); !strings.Contains(turn, want) {
		t.Fatalf("after the flag the status says %q, want %q", turn, want)
	}
	if st := h.store.Stats()[1]; st.Lost != 1 || st.LostOnTime != 1 {
		t.Fatalf("stats %+v: want one loss, on time", st)
	}
	if cs := h.store.ClockStats(1)["60"]; cs.Lost != 1 || cs.LostOnTime != 1 {
		t.Fatalf("stats on 60: %+v, want one loss on time", cs)
	}
	h.a.Session.Flush()
	saved, err := h.store.LoadAutosave()
	if err != nil {
		t.Fatal(err)
	}
	if saved.Tag(game.TagTermination) != game.TerminationTimeForfeit || saved.Result() != game.WhiteWins {
		t.Fatalf("the autosave ends %v, %q", saved.Result(), saved.Tag(game.TagTermination))
	}
}

// TestClockPauseAcrossRestart: closing the window stops the clocks; the
// next start restores the times left exactly and the time while closed
// costs nothing.
func TestClockPauseAcrossRestart(t *testing.T) {
	fc := sessiontest.NewFakeClock(testNow)
	h := newHarness(t, harnessOptions{noStart: true})
	fc.Use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}})
	fc.Advance(4 * time.Second)
	h.tapHole(game.White, 7)
	h.settle() // the computer answers at once (tiny limits, no time passes)
	fc.Advance(7*time.Second + 300*time.Millisecond)
	s := h.a.Session
	wantWhite := s.Snapshot().Clock.Left(game.White, fc.Now())
	if wantWhite != 3*time.Minute-4*time.Second+2*time.Second-7300*time.Millisecond {
		t.Fatalf("White has %v before the close", wantWhite)
	}
	wantBlack := s.Snapshot().Clock.Left(game.Black, fc.Now())
	dirs := h.dirs
	h.close()
	if fc.Armed() != 0 {
		t.Fatal("a flag-fall timer is still set after the close")
	}
	fc.Advance(time.Hour) // the window is closed

	h2 := newHarness(t, harnessOptions{dirs: dirs, noStart: true})
	fc.Use(h2.a.Session)
	h2.a.Start()
	h2.settle()
	s2 := h2.a.Session
	c := s2.Snapshot().Clock
	if !c.On || s2.Snapshot().Game().Ply() != 2 {
		t.Fatalf("the game on the clock was not resumed: clock %v, ply %d", c, s2.Snapshot().Game().Ply())
	}
	now := fc.Now()
	if got := c.Left(game.White, now); got != wantWhite {
		t.Fatalf("White has %v after the restart, want %v", got, wantWhite)
	}
	if got := c.Left(game.Black, now); got != wantBlack {
		t.Fatalf("Black has %v after the restart, want %v", got, wantBlack)
	}
	if !c.Running {
		t.Fatal("the clock does not run again when the game is shown")
	}
	fc.Advance(time.Second)
	if got := c.Left(game.White, fc.Now()); got != wantWhite-time.Second {
		t.Fatalf("White's time does not run after the restart: %v", got)
	}
	h2.tapHole(game.White, 1)
	if tag := s2.Snapshot().Game().Tag(session.TagClock); tag != "" {
		t.Fatalf("the close's Clock tag %q outlived the next move", tag)
	}
}

// TestClockPauseKey: two players stop the clocks with the pause key and
// restart them with it; a pause costs no time. A game against the
// computer cannot be paused.
func TestClockPauseKey(t *testing.T) {
	fc := sessiontest.NewFakeClock(testNow)
	h := newHarness(t, harnessOptions{noStart: true})
	fc.Use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(dialogs.GameChoice{TwoPlayers: true, TimeControl: oneMinute})
	s := h.a.Session
	if cv := h.a.view.clock.clocks; !cv.Visible() || cv.Text(game.White) != "1:00" || !h.a.view.clock.pause.Visible() {
		t.Fatalf("the clocks beside the board: visible %v, White %q, pause button %v", cv.Visible(), cv.Text(game.White), h.a.view.clock.pause.Visible())
	}
	fc.Advance(10 * time.Second)
	h.a.typedKey(keyEvent('P'))
	if got := h.a.view.clock.clocks.Text(game.White); got != "0:50" {
		t.Fatalf("White's clock shows %q after 10 s, want 0:50", got)
	}
	if !s.Snapshot().Clock.Paused || s.Snapshot().Clock.Running {
		t.Fatal("the pause key did not stop the clocks")
	}
	if fc.Armed() != 0 {
		t.Fatal("a flag-fall timer runs during the pause")
	}
	fc.Advance(5 * time.Minute)
	if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 50*time.Second {
		t.Fatalf("White has %v after a pause, want 50s", got)
	}
	h.a.typedKey(keyEvent('P'))
	if s.Snapshot().Clock.Paused || !s.Snapshot().Clock.Running {
		t.Fatal("the pause key did not restart the clocks")
	}
	fc.Advance(50 * time.Second)
	h.q.drain()
	if !s.Snapshot().Clock.TimeUp {
		t.Fatal("the flag did not fall after the restart")
	}

	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: oneMinute})
	h.a.typedKey(keyEvent('P'))
	if s.Snapshot().Clock.Paused || !s.Snapshot().Clock.Running {
		t.Fatal("a game against the computer was paused")
	}
}

package ui

import (
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// fakeClock is the clock source and the timers of a session under test:
// time passes only when the test advances it, and a timer fires then.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	at      time.Time
	f       func()
	stopped bool
}

func newFakeClock() *fakeClock { return &fakeClock{now: testNow} }

func (c *fakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

func (c *fakeClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &fakeTimer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.stopped
		t.stopped = true
		return was
	}
}

// armed counts the timers set and not fired or stopped.
func (c *fakeClock) armed() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	n := 0
	for _, t := range c.timers {
		if !t.stopped {
			n++
		}
	}
	return n
}

// Advance moves the time on by d and fires the timers due.
func (c *fakeClock) Advance(d time.Duration) {
	c.mu.Lock()
	c.now = c.now.Add(d)
	var due []func()
	for _, t := range c.timers {
		if !t.stopped && !t.at.After(c.now) {
			t.stopped = true
			due = append(due, t.f)
		}
	}
	c.mu.Unlock()
	for _, f := range due {
		f()
	}
}

// use makes s read c.
func (c *fakeClock) use(s *Session) {
	s.clockNow, s.afterFunc = c.Now, c.AfterFunc
}

var oneMinute = clock.TimeControl{Base: time.Minute}

// TestClockSwitchesOnPlay: the clock switches the moment a move is played,
// while the board still animates it: the animation costs the mover
// nothing, the increment is added, and the record gets the time control
// and the mover's clock.
func TestClockSwitchesOnPlay(t *testing.T) {
	f := newFakeSession(t)
	fc := newFakeClock()
	fc.use(f.s)
	s, b := f.s, f.b
	tc := clock.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	s.NewGame(gameChoice{TwoPlayers: true, TimeControl: tc})
	c := s.Clock()
	if c == nil || !c.Running() || c.ToMove() != game.White {
		t.Fatalf("clock %+v: want White's time running", c)
	}
	if got := s.Game().Tag(game.TagTimeControl); got != "60+2" {
		t.Fatalf("TimeControl tag %q, want 60+2", got)
	}
	fc.Advance(5 * time.Second)
	if !s.HumanMove(7) {
		t.Fatal("the move was refused")
	}
	if b.done == nil {
		t.Fatal("the move is not being animated")
	}
	c = s.Clock()
	now := fc.Now()
	if c.ToMove() != game.Black {
		t.Fatal("the clock did not switch when the move was played")
	}
	if got, want := c.Left(game.White, now), 57*time.Second; got != want {
		t.Fatalf("White has %v after a move at 5 s, want %v (60-5+2)", got, want)
	}
	if got, ok := s.Game().Clock(1); !ok || got != 57*time.Second {
		t.Fatalf("the record's clock after move 1: %v %v, want 57s", got, ok)
	}
	fc.Advance(3 * time.Second) // the animation runs: Black's time, not White's
	b.FinishAnimation()
	now = fc.Now()
	if w, bl := c.Left(game.White, now), c.Left(game.Black, now); w != 57*time.Second || bl != 57*time.Second {
		t.Fatalf("after the animation: White %v, Black %v; want 57s each", w, bl)
	}
	var rec strings.Builder
	if _, err := f.lastSaved().WriteTo(&rec); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.String(), "{[%clk 0:00:57]}") || !strings.Contains(rec.String(), `[TimeControl "60+2"]`) {
		t.Fatalf("the autosave has no clock:\n%s", rec.String())
	}
}

// TestClockFlagFallAgainstLevel1 plays a whole 1+0 game against level 1
// in the headless window where the person never moves: the computer moves
// on its clock, the person's flag falls, the result dialog and the record
// say so and the statistics count a loss on time.
func TestClockFlagFallAgainstLevel1(t *testing.T) {
	fc := newFakeClock()
	h := newHarness(t, harnessOptions{realTime: true, noStart: true})
	fc.use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(gameChoice{Colour: storage.ColourBlack, Level: 1, TimeControl: oneMinute})
	s := h.a.Session
	if s.Game().Ply() != 1 {
		t.Fatalf("the computer (White) should have moved: ply %d", s.Game().Ply())
	}
	if _, ok := s.Game().Clock(1); !ok {
		t.Fatal("the computer's move has no clock comment")
	}
	fc.Advance(59 * time.Second)
	h.q.drain()
	if s.TimeUp() {
		t.Fatal("the flag fell before the minute was up")
	}
	fc.Advance(time.Second)
	h.q.drain()
	if !s.TimeUp() {
		t.Fatal("the flag did not fall after a minute")
	}
	g := s.Game()
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
	if s.HumanMove(1) || s.CanUndo() {
		t.Fatal("a move or an undo was accepted after the flag fell")
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

// TestClockDrawOn81: a flag fall of a player who has 81 is a draw.
func TestClockDrawOn81(t *testing.T) {
	f := newFakeSession(t)
	fc := newFakeClock()
	fc.use(f.s)
	var pos game.Position // White has 81; 81 stones left on the board, 9 in each of Black's holes
	pos.Kazans[game.White] = 81
	for i := 9; i < 18; i++ {
		pos.Holes[i] = 9
	}
	pos.Holes[0], pos.Holes[9] = 9, 0 // White has a move
	g := game.NewGame(pos)
	g.SetTag(game.TagTimeControl, "60")
	f.s.Start(g, [2]bool{true, true}, 1)
	fc.Advance(time.Minute)
	f.q.drain()
	if len(f.ends) != 1 || !f.ends[0].OnTime || f.ends[0].Outcome.Result != game.Draw {
		t.Fatalf("ends %+v, want a draw on time", f.ends)
	}
}

// TestClockPauseAcrossRestart: closing the window stops the clocks; the
// next start restores the times left exactly and the time while closed
// costs nothing.
func TestClockPauseAcrossRestart(t *testing.T) {
	fc := newFakeClock()
	h := newHarness(t, harnessOptions{noStart: true})
	fc.use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(gameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}})
	fc.Advance(4 * time.Second)
	h.tapHole(game.White, 7)
	h.settle() // the computer answers at once (tiny limits, no time passes)
	fc.Advance(7*time.Second + 300*time.Millisecond)
	s := h.a.Session
	wantWhite := s.Clock().Left(game.White, fc.Now())
	if wantWhite != 3*time.Minute-4*time.Second+2*time.Second-7300*time.Millisecond {
		t.Fatalf("White has %v before the close", wantWhite)
	}
	wantBlack := s.Clock().Left(game.Black, fc.Now())
	dirs := h.dirs
	h.close()
	if fc.armed() != 0 {
		t.Fatal("a flag-fall timer is still set after the close")
	}
	fc.Advance(time.Hour) // the window is closed

	h2 := newHarness(t, harnessOptions{dirs: dirs, noStart: true})
	fc.use(h2.a.Session)
	h2.a.Start()
	h2.settle()
	s2 := h2.a.Session
	c := s2.Clock()
	if c == nil || s2.Game().Ply() != 2 {
		t.Fatalf("the game on the clock was not resumed: clock %v, ply %d", c, s2.Game().Ply())
	}
	now := fc.Now()
	if got := c.Left(game.White, now); got != wantWhite {
		t.Fatalf("White has %v after the restart, want %v", got, wantWhite)
	}
	if got := c.Left(game.Black, now); got != wantBlack {
		t.Fatalf("Black has %v after the restart, want %v", got, wantBlack)
	}
	if !c.Running() {
		t.Fatal("the clock does not run again when the game is shown")
	}
	fc.Advance(time.Second)
	if got := c.Left(game.White, fc.Now()); got != wantWhite-time.Second {
		t.Fatalf("White's time does not run after the restart: %v", got)
	}
	h2.tapHole(game.White, 1)
	if tag := s2.Game().Tag(tagClock); tag != "" {
		t.Fatalf("the close's Clock tag %q outlived the next move", tag)
	}
}

// TestClockPauseKey: two players stop the clocks with the pause key and
// restart them with it; a pause costs no time. A game against the
// computer cannot be paused.
func TestClockPauseKey(t *testing.T) {
	fc := newFakeClock()
	h := newHarness(t, harnessOptions{noStart: true})
	fc.use(h.a.Session)
	h.a.Start()
	h.settle()
	h.newGame(gameChoice{TwoPlayers: true, TimeControl: oneMinute})
	s := h.a.Session
	if cv := h.a.view.clock.clocks; !cv.Visible() || cv.Text(game.White) != "1:00" || !h.a.view.clock.pause.Visible() {
		t.Fatalf("the clocks beside the board: visible %v, White %q, pause button %v", cv.Visible(), cv.Text(game.White), h.a.view.clock.pause.Visible())
	}
	fc.Advance(10 * time.Second)
	h.a.typedKey(keyEvent('P'))
	if got := h.a.view.clock.clocks.Text(game.White); got != "0:50" {
		t.Fatalf("White's clock shows %q after 10 s, want 0:50", got)
	}
	if !s.ClockPaused() || s.Clock().Running() {
		t.Fatal("the pause key did not stop the clocks")
	}
	if fc.armed() != 0 {
		t.Fatal("a flag-fall timer runs during the pause")
	}
	fc.Advance(5 * time.Minute)
	if got := s.Clock().Left(game.White, fc.Now()); got != 50*time.Second {
		t.Fatalf("White has %v after a pause, want 50s", got)
	}
	h.a.typedKey(keyEvent('P'))
	if s.ClockPaused() || !s.Clock().Running() {
		t.Fatal("the pause key did not restart the clocks")
	}
	fc.Advance(50 * time.Second)
	h.q.drain()
	if !s.TimeUp() {
		t.Fatal("the flag did not fall after the restart")
	}

	h.newGame(gameChoice{Colour: storage.ColourWhite, Level: 1, TimeControl: oneMinute})
	h.a.typedKey(keyEvent('P'))
	if s.ClockPaused() || !s.Clock().Running() {
		t.Fatal("a game against the computer was paused")
	}
}

package session

import (
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestClockSwitchesOnPlay: the mover's clock stops the moment a move is
// played, the increment added in the record; the opponent's starts when
// the board has animated it: the animation costs nobody time. The reading
// the window shows switches when the stones land: until then the mover is
// still to move, its increment not yet shown.
func TestClockSwitchesOnPlay(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s, b := f.s, f.b
	tc := clock.TimeControl{Base: time.Minute, Increment: 2 * time.Second}
	s.NewGame(Choice{TwoPlayers: true, TimeControl: tc})
	c := s.Snapshot().Clock
	if !c.On || !c.Running || c.ToMove != game.White {
		t.Fatalf("clock %+v: want White's time running", c)
	}
	if got := s.Snapshot().Game().Tag(game.TagTimeControl); got != "60+2" {
		t.Fatalf("TimeControl tag %q, want 60+2", got)
	}
	fc.Advance(5 * time.Second)
	if !s.HumanMove(7) {
		t.Fatal("the move was refused")
	}
	if b.done == nil {
		t.Fatal("the move is not being animated")
	}
	c = s.Snapshot().Clock
	now := fc.Now()
	if c.ToMove != game.White || c.Running {
		t.Fatal("the reading switched before the stones landed")
	}
	if got, want := c.Left(game.White, now), 55*time.Second; got != want {
		t.Fatalf("White shows %v during the sowing of a move at 5 s, want %v (60-5, the increment still to come)", got, want)
	}
	if got, ok := s.Snapshot().Game().Clock(1); !ok || got != 57*time.Second {
		t.Fatalf("the record's clock after move 1: %v %v, want 57s", got, ok)
	}
	if c.Running {
		t.Fatal("Black's clock runs during the animation")
	}
	fc.Advance(3 * time.Second) // the animation runs: nobody's time
	b.FinishAnimation()
	c = s.Snapshot().Clock
	now = fc.Now()
	if c.ToMove != game.Black {
		t.Fatal("the clock did not switch when the stones landed")
	}
	if w, bl := c.Left(game.White, now), c.Left(game.Black, now); w != 57*time.Second || bl != time.Minute {
		t.Fatalf("after the animation: White %v, Black %v; want 57s and 60s", w, bl)
	}
	if !c.Running {
		t.Fatal("Black's clock does not run after the animation")
	}
	fc.Advance(4 * time.Second) // Black thinks
	if got := c.Left(game.Black, fc.Now()); got != 56*time.Second {
		t.Fatalf("Black has %v after thinking 4 s, want 56s", got)
	}
	var rec strings.Builder
	if _, err := f.lastSaved().WriteTo(&rec); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(rec.String(), "{[%clk 0:00:57]}") || !strings.Contains(rec.String(), `[TimeControl "60+2"]`) {
		t.Fatalf("the autosave has no clock:\n%s", rec.String())
	}
}

// TestClockDrawOn81: a flag fall of a player who has 81 is a draw.
func TestClockDrawOn81(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
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
	f.q.Drain()
	if len(f.ends) != 1 || !f.ends[0].OnTime || f.ends[0].Outcome.Result != game.Draw {
		t.Fatalf("ends %+v, want a draw on time", f.ends)
	}
}

// TestClockStartsWhenTheLandingIsDrawn: the clock of the side to move
// starts once the board has drawn the stones landed (Board.AfterDraw), not
// when the landing was asked for: the drawing costs nobody time. A move
// before that is charged nothing; a drawing that comes after another game
// began starts nothing; the change that starts the clock is Clocked.
func TestClockStartsWhenTheLandingIsDrawn(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s, b := f.s, f.b
	b.holdDraw = true
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	if c := s.Snapshot().Clock; !c.Running || c.ToMove != game.White {
		t.Fatalf("at the start: %+v, want White's clock running", c)
	}
	fc.Advance(2 * time.Second)
	s.HumanMove(7)
	b.FinishAnimation() // the stones landed; the board is still drawing them
	fc.Advance(300 * time.Millisecond)
	if c := s.Snapshot().Clock; c.Running || c.ToMove != game.Black || c.Times[game.Black] != time.Minute {
		t.Fatalf("before the landing is drawn: %+v, want Black's clock stopped at 1:00", c)
	}
	f.kinds = nil
	b.drawn()
	if c := s.Snapshot().Clock; !c.Running || len(f.kinds) != 1 || f.kinds[0] != Clocked {
		t.Fatalf("after the landing is drawn: running %v, changes %v", c.Running, f.kinds)
	}
	fc.Advance(time.Second)
	s.HumanMove(firstMove(s))
	if got, _ := s.Snapshot().Game().Clock(2); got != time.Minute-time.Second {
		t.Fatalf("Black was charged %v, want 1 s", time.Minute-got)
	}
	// Black's move lands, and White moves before it is drawn.
	b.FinishAnimation()
	fc.Advance(time.Second)
	s.HumanMove(firstMove(s))
	if got, _ := s.Snapshot().Game().Clock(3); got != time.Minute-2*time.Second {
		t.Fatalf("White was charged %v for a move before the landing was drawn, want nothing", time.Minute-2*time.Second-got)
	}
	b.FinishAnimation()
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	b.drawn() // the old game's drawings
	if c := s.Snapshot().Clock; !c.Running || c.ToMove != game.White || c.Times[game.White] != time.Minute {
		t.Fatalf("the new game's clock: %+v", c)
	}
}

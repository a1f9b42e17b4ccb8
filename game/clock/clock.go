package clock

import (
	"errors"
	"fmt"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// ErrFlagged is returned by a call made after a side's time ran out: the
// game is over on time (see Clock.Flagged and Result).
var ErrFlagged = errors.New("the flag has fallen")

// Clock is the two clocks of a game. Only the side to move's time runs, and
// only while the clock runs (after Resume, until Pause or a flag). Every
// method takes the instant it is called at; instants must not go back.
//
// The zero Clock is not usable: create one with New or Restore. A Clock is
// not safe for concurrent use: the window keeps it on its UI goroutine.
type Clock struct {
	control TimeControl
	left    [2]time.Duration // for the running side: what was left at since
	toMove  game.Side
	running bool
	since   time.Time // when the side to move's time last began to run

	flagged   bool
	flagSide  game.Side
	flaggedAt time.Time // when the flag fell: since plus what was left
}

// New returns a stopped clock with tc's base time on both sides and toMove
// to move first. Call Resume to start it.
func New(tc TimeControl, toMove game.Side) (*Clock, error) {
	if err := tc.Validate(); err != nil {
		return nil, err
	}
	if tc.IsNone() {
		return nil, errors.New("no clock for a game without a time control")
	}
	return &Clock{control: tc, left: [2]time.Duration{tc.Base, tc.Base}, toMove: toMove & 1}, nil
}

// Control returns the clock's time control.
func (c *Clock) Control() TimeControl { return c.control }

// ToMove returns the side whose time runs (or would run, when stopped).
func (c *Clock) ToMove() game.Side { return c.toMove }

// Running reports whether the side to move's time is running.
func (c *Clock) Running() bool { return c.running }

// Left returns the time side has at now, never below zero. Only the side to
// move's time changes while the clock runs.
func (c *Clock) Left(side game.Side, now time.Time) time.Duration {
	side &= 1
	d := c.left[side]
	if c.running && side == c.toMove {
		d -= now.Sub(c.since)
	}
	return max(d, 0)
}

// FlagAt returns the instant the side to move's flag falls if nothing
// happens before it, for a timer; ok is false when the clock is stopped.
func (c *Clock) FlagAt() (at time.Time, ok bool) {
	if !c.running {
		return time.Time{}, false
	}
	return c.since.Add(c.left[c.toMove]), true
}

// Flagged returns the side whose time ran out and the instant it ran out,
// once a call has noticed it (Check, Play, Pause or Snapshot at an instant
// past it).
func (c *Clock) Flagged() (side game.Side, at time.Time, ok bool) {
	return c.flagSide, c.flaggedAt, c.flagged
}

// Check notices a flag fall: when the side to move's time has run out at
// now, the clock stops with that side at zero and Check reports it. A
// flag noticed earlier is reported again.
func (c *Clock) Check(now time.Time) (flagged game.Side, ok bool) {
	if !c.flagged && c.running && c.Left(c.toMove, now) == 0 {
		c.flagged, c.flagSide, c.flaggedAt = true, c.toMove, c.since.Add(c.left[c.toMove])
		c.left[c.toMove] = 0
		c.running = false
	}
	return c.flagSide, c.flagged
}

// Play records the move the side to move makes at now: its time stops, the
// increment is added to it, and the opponent's time starts running at now
// (when the clock runs: a move made on a stopped clock costs no time and
// leaves the clock stopped). It returns the time the mover has left after
// the increment, the value a record keeps as {[%clk …]}. When the mover's
// time had run out by now the move is too late: Play returns ErrFlagged
// and the clock is left flagged.
func (c *Clock) Play(now time.Time) (left time.Duration, err error) {
	if _, flagged := c.Check(now); flagged {
		return 0, fmt.Errorf("play: %s's %w", c.flagSide, ErrFlagged)
	}
	mover := c.toMove
	c.left[mover] = c.Left(mover, now) + c.control.Increment
	c.toMove = mover.Opponent()
	c.since = now
	return c.left[mover], nil
}

// Pause stops the side to move's time at now. Pausing a stopped clock does
// nothing. When the time had run out by now, the clock is flagged instead
// and Pause returns ErrFlagged.
func (c *Clock) Pause(now time.Time) error {
	if _, flagged := c.Check(now); flagged {
		return fmt.Errorf("pause: %s's %w", c.flagSide, ErrFlagged)
	}
	if c.running {
		c.left[c.toMove] = c.Left(c.toMove, now)
		c.running = false
	}
	return nil
}

// Resume starts the side to move's time at now: at the start of a game and
// after Pause or Restore. Resuming a running clock does nothing; a flagged
// clock cannot be resumed.
func (c *Clock) Resume(now time.Time) error {
	if c.flagged {
		return fmt.Errorf("resume: %s's %w", c.flagSide, ErrFlagged)
	}
	if !c.running {
		c.running, c.since = true, now
	}
	return nil
}

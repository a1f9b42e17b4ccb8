// Package sessiontest helps the tests of a game session and of the window
// around it: a fake clock whose time passes only when the test advances it,
// a queue that stands for the UI goroutine, a finished game, the date and
// the tiny search limits the tests use. Only tests import it.
package sessiontest

import (
	"sync"
	"time"
)

// FakeClock is the clock source and the timers of a session under test:
// time passes only when the test advances it, and a timer fires then.
type FakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []*timer
}

type timer struct {
	at      time.Time
	f       func()
	stopped bool
}

// NewFakeClock returns a fake clock that reads now until advanced.
func NewFakeClock(now time.Time) *FakeClock { return &FakeClock{now: now} }

// Now is the fake time.
func (c *FakeClock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// AfterFunc calls f once the fake time has advanced by d; it returns the
// timer's stop.
func (c *FakeClock) AfterFunc(d time.Duration, f func()) func() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	t := &timer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		c.mu.Lock()
		defer c.mu.Unlock()
		was := !t.stopped
		t.stopped = true
		return was
	}
}

// Armed counts the timers set and not fired or stopped.
func (c *FakeClock) Armed() int {
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
func (c *FakeClock) Advance(d time.Duration) {
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

// ClockUser is a session whose clocks may read a fake time:
// *session.Session.
type ClockUser interface {
	SetClockSource(now func() time.Time, after func(time.Duration, func()) (stop func() bool))
}

// Use makes s read c.
func (c *FakeClock) Use(s ClockUser) { s.SetClockSource(c.Now, c.AfterFunc) }

package host

import (
	"slices"
	"testing"
	"time"
)

// fakeClock stands for time.AfterFunc: the test fires the timers itself.
type fakeClock struct{ timers []*fakeTimer }

type fakeTimer struct {
	d       time.Duration
	f       func()
	stopped bool
}

func (t *fakeTimer) Stop() bool { was := !t.stopped; t.stopped = true; return was }

func (c *fakeClock) after(d time.Duration, f func()) stopper {
	t := &fakeTimer{d: d, f: f}
	c.timers = append(c.timers, t)
	return t
}

// pending returns the delays of the timers not stopped.
func (c *fakeClock) pending() []time.Duration {
	var ds []time.Duration
	for _, t := range c.timers {
		if !t.stopped {
			ds = append(ds, t.d)
		}
	}
	return ds
}

// TestReleaserCoalesces checks that a new Schedule moves the releases
// pending instead of adding more, and that Stop cancels them and keeps
// Schedule from adding any.
func TestReleaserCoalesces(t *testing.T) {
	runs := 0
	r := newReleaser(func() { runs++ }, time.Second, time.Minute)
	c := &fakeClock{}
	r.after = c.after
	for _, step := range []struct {
		name    string
		do      func()
		pending []time.Duration
		runs    int
	}{
		{"scheduled", r.Schedule, []time.Duration{time.Second, time.Minute}, 0},
		{"scheduled again", r.Schedule, []time.Duration{time.Second, time.Minute}, 0},
		{"the soon one fires", func() { c.timers[2].stopped = true; c.timers[2].f() }, []time.Duration{time.Minute}, 1},
		{"stopped", r.Stop, nil, 1},
		{"scheduled after Stop", r.Schedule, nil, 1},
		{"a timer that fires after Stop", func() { c.timers[3].f() }, nil, 1},
	} {
		step.do()
		if got := c.pending(); !slices.Equal(got, step.pending) || runs != step.runs {
			t.Fatalf("%s: pending %v, released %d times; want %v, %d", step.name, got, runs, step.pending, step.runs)
		}
	}
	if len(c.timers) != 4 {
		t.Fatalf("%d timers made, want 4 (two Schedules of two)", len(c.timers))
	}
}

// TestReleaserStopWaits checks that Stop waits for a release under way.
func TestReleaserStopWaits(t *testing.T) {
	entered, leave := make(chan struct{}), make(chan struct{})
	finished := false
	r := newReleaser(func() {
		close(entered)
		<-leave
		finished = true
	}, time.Hour)
	c := &fakeClock{}
	r.after = c.after
	r.Schedule()
	go c.timers[0].f()
	<-entered
	stopped := make(chan struct{})
	go func() { r.Stop(); close(stopped) }()
	select {
	case <-stopped:
		t.Fatal("Stop returned during a release")
	case <-time.After(20 * time.Millisecond):
	}
	close(leave)
	<-stopped
	if !finished {
		t.Fatal("Stop returned before the release finished")
	}
}

package review

import (
	"reflect"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// fakeClock is a batchClock whose time moves only when the test says, its
// timers fired by advance in the test's goroutine.
type fakeClock struct {
	now    time.Time
	timers []*fakeTimer
}

type fakeTimer struct {
	at      time.Time
	f       func()
	stopped bool
}

func (c *fakeClock) Now() time.Time { return c.now }

func (c *fakeClock) AfterFunc(d time.Duration, f func()) func() bool {
	t := &fakeTimer{at: c.now.Add(d), f: f}
	c.timers = append(c.timers, t)
	return func() bool {
		was := !t.stopped
		t.stopped = true
		return was
	}
}

// advance moves the time on by d, firing the timers due on the way.
func (c *fakeClock) advance(d time.Duration) {
	end := c.now.Add(d)
	for {
		var next *fakeTimer
		for _, t := range c.timers {
			if !t.stopped && !t.at.After(end) && (next == nil || t.at.Before(next.at)) {
				next = t
			}
		}
		if next == nil {
			break
		}
		c.now, next.stopped = next.at, true
		next.f()
	}
	c.now = end
}

// TestPlyBatchPacing: the plies a review finds reach the UI goroutine the
// first at once, then a Parts-th of the game at a time no sooner than Every
// after the last hand-over, and none later than Longest after it; the
// zero Pacing hands each over at once; after stop nothing is handed over.
func TestPlyBatchPacing(t *testing.T) {
	pace := Pacing{Every: time.Second, Parts: 4, Longest: 3 * time.Second}
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	for _, tc := range []struct {
		name  string
		pace  Pacing
		plies int             // in the game
		gaps  []time.Duration // the search time of each ply found
		end   time.Duration   // the time that passes after the last one
		want  [][]int         // the plies of each hand-over, in order
	}{
		{"fast plies: a quarter of the game a second", pace, 12,
			[]time.Duration{ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100), ms(100)}, 0,
			[][]int{{12}, {11, 10, 9, 8, 7, 6, 5, 4, 3, 2}}}, // the last is left to the end
		{"slow plies: a quarter of the game", pace, 8,
			[]time.Duration{ms(10), ms(600), ms(600), ms(600), ms(600), ms(600), ms(600), ms(600)}, 0,
			[][]int{{8}, {7, 6}, {5, 4}, {3, 2}}},
		{"a slow ply does not hold the ones before it back", pace, 12,
			[]time.Duration{ms(10), ms(100), ms(5000), ms(100)}, ms(1000),
			[][]int{{12}, {11}, {10, 9}}},
		{"what waits is handed over Longest after the last", pace, 40,
			[]time.Duration{ms(10), ms(100), ms(100)}, ms(3000),
			[][]int{{40}, {39, 38}}},
		{"the zero Pacing: each at once", Pacing{}, 4,
			[]time.Duration{ms(10), ms(10), ms(10), ms(10)}, 0,
			[][]int{{4}, {3}, {2}, {1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			clock := &fakeClock{now: time.Date(2026, 12, 5, 10, 0, 0, 0, time.UTC)}
			var posted []func()
			var got [][]int
			b := newPlyBatch(tc.pace, tc.plies, func(f func()) { posted = append(posted, f) }, func(found []ai.PlyAnalysis) {
				var ps []int
				for _, a := range found {
					ps = append(ps, a.Ply)
				}
				got = append(got, ps)
			})
			b.clock = clock
			ply := tc.plies
			for _, gap := range tc.gaps {
				clock.advance(gap)
				b.add(ai.PlyAnalysis{Ply: ply})
				ply--
			}
			clock.advance(tc.end)
			b.stop()
			clock.advance(time.Hour)
			b.add(ai.PlyAnalysis{Ply: ply}) // after stop: dropped
			for _, f := range posted {
				f()
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("hand-overs %v, want %v", got, tc.want)
			}
		})
	}
}

package clockview

import (
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

func TestFormat(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want string
	}{
		{3 * time.Minute, "3:00"},
		{3*time.Minute - time.Millisecond, "2:59"},
		{10 * time.Second, "0:10"},
		{9*time.Second + 999*time.Millisecond, "0:09.9"},
		{7400 * time.Millisecond, "0:07.4"},
		{50 * time.Millisecond, "0:00.0"},
		{-time.Second, "0:00.0"},
		{time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
	}
	for _, tt := range tests {
		if got := Format(tt.d); got != tt.want {
			t.Errorf("Format(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

// TestClocksTickOnlyWhileRunning: the side to move counts down, low time
// warns once, and the ticker runs only while the clock runs.
func TestClocksTickOnlyWhileRunning(t *testing.T) {
	test.NewTempApp(t).Settings().SetTheme(theme.DefaultTheme()) // the test theme has no bold monospace font
	start := time.Date(2026, 12, 1, 10, 0, 0, 0, time.UTC)
	now := start
	tc := clock.TimeControl{Base: time.Minute}
	stopped := session.ClockReading{On: true, Control: tc, At: start, Times: [2]time.Duration{time.Minute, time.Minute}, ToMove: game.White}
	var mu sync.Mutex
	var posted []func()
	c := New(func(f func()) {
		mu.Lock()
		posted = append(posted, f)
		mu.Unlock()
	})
	c.Now = func() time.Time { return now }
	var low []game.Side
	c.OnLow = func(s game.Side) { low = append(low, s) }
	c.Set(stopped, 1)
	if !c.Visible() || c.Ticking() || c.Text(game.White) != "1:00" {
		t.Fatalf("stopped clock: visible %v, ticking %v, %q", c.Visible(), c.Ticking(), c.Text(game.White))
	}
	running := stopped
	running.Running = true
	c.Set(running, 1)
	if !c.Ticking() {
		t.Fatal("the ticker does not run with the clock")
	}
	now = start.Add(52*time.Second + 600*time.Millisecond)
	c.Update()
	if got := c.Text(game.White); got != "0:07.4" {
		t.Fatalf("White shows %q, want 0:07.4", got)
	}
	if c.Text(game.Black) != "1:00" {
		t.Fatalf("Black shows %q while White is to move", c.Text(game.Black))
	}
	c.Update()
	if len(low) != 1 || low[0] != game.White {
		t.Fatalf("low-time warnings %v, want White once", low)
	}
	c.Set(running, 1)
	if len(low) != 1 {
		t.Fatalf("low-time warnings %v after the same game's reading, want one", low)
	}
	c.Set(running, 2)
	if len(low) != 2 {
		t.Fatalf("low-time warnings %v in another game, want a second", low)
	}
	deadline := time.Now().Add(5 * time.Second)
	for {
		mu.Lock()
		n := len(posted)
		mu.Unlock()
		if n > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(10 * time.Millisecond)
	}
	if len(posted) == 0 {
		t.Fatal("the ticker posted no redraw")
	}
	paused := running
	paused.Running, paused.At, paused.Times[game.White] = false, now, 7400*time.Millisecond
	c.Set(paused, 2)
	if c.Ticking() || c.Text(game.White) != "0:07.4" {
		t.Fatalf("the ticker runs on a stopped clock (%v), or it shows %q", c.Ticking(), c.Text(game.White))
	}
	c.Set(session.ClockReading{}, 2)
	if c.Visible() {
		t.Fatal("the clocks show for a game without a clock")
	}
}

// TestUntilChange: a running clock is redrawn when its text changes or it
// crosses the low mark, never later.
func TestUntilChange(t *testing.T) {
	ms := time.Millisecond
	for _, tt := range []struct {
		left, low, want time.Duration
	}{
		{time.Minute + 300*ms, 20 * time.Second, 301 * ms},           // 1:00 until 0:59
		{time.Minute, 20 * time.Second, ms},                          // 1:00 turns 0:59 at once
		{20*time.Second + 400*ms, 20 * time.Second, 401 * ms},        // the low mark
		{20*time.Second + 400*ms, 10 * time.Second, 401 * ms},        // 0:20 until 0:19
		{10*time.Second + 50*ms, 20 * time.Second, 51 * ms},          // 0:10 until 0:09.9
		{7*time.Second + 440*ms, 20 * time.Second, 41 * ms},          // tenths
		{25*time.Second + 900*ms, 25*time.Second + 500*ms, 401 * ms}, // the low mark before the second
	} {
		if got := untilChange(tt.left, tt.low); got != tt.want {
			t.Errorf("untilChange(%v, low %v) = %v, want %v", tt.left, tt.low, got, tt.want)
		}
		if Format(tt.left) == Format(tt.left-untilChange(tt.left, tt.low)) && tt.left-untilChange(tt.left, tt.low) >= tt.low {
			t.Errorf("%v: nothing changes at the redraw", tt.left)
		}
	}
}

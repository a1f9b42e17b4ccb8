// Package clockview is the widget of a game's two clocks beside the board:
// one per side, the side to move's counting down, to tenths below 10 s,
// low time in colour. It shows a reading of the session's snapshot
// (session.ClockReading) and counts the running side down from it by
// itself, redrawn only when what it shows changes (each second, each tenth
// below 10 s): a redraw of the window costs a frame.
package clockview

import (
	"strconv"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// Clocks shows a game's two clocks. Create it with New; call Set with the
// reading of every snapshot and Stop when the window closes. Its methods
// must be called on the UI goroutine; its ticker hands its redraws back
// through post.
type Clocks struct {
	widget.BaseWidget

	// OnLow is called once per side and game when that side's time
	// drops under the low mark, for a sound.
	OnLow func(side game.Side)
	// Now is the instant to show the times at (nil: the reading's own
	// clock source, session.ClockReading.Now).
	Now func() time.Time

	reading session.ClockReading
	post    func(func())
	names   [2]*canvas.Text
	times   [2]*canvas.Text
	backs   [2]*canvas.Rectangle
	box     *fyne.Container

	cards [2]*Card // the player cards that show the times too; nil: none

	game   uint64 // the game the low warnings belong to
	warned [2]bool

	mu     sync.Mutex
	ticker *time.Timer // the next redraw of a running clock; nil: none
	gen    uint64      // bumped by every start and stop: a stale redraw is dropped
}

// New returns the clocks, showing none until Set; post hands the ticker's
// redraws to the UI goroutine (fyne.Do in the window).
func New(post func(func())) *Clocks {
	c := &Clocks{post: post}
	var cells [2]fyne.CanvasObject
	for side := range 2 {
		c.names[side] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		c.names[side].Alignment = fyne.TextAlignCenter
		c.times[side] = canvas.NewText("", theme.Color(theme.ColorNameForeground))
		c.times[side].Alignment = fyne.TextAlignCenter
		c.times[side].TextStyle = fyne.TextStyle{Monospace: true, Bold: true}
		c.times[side].TextSize = 2 * theme.TextSize()
		c.backs[side] = canvas.NewRectangle(theme.Color(theme.ColorNameInputBackground))
		c.backs[side].CornerRadius = theme.InputRadiusSize()
		cells[side] = container.NewStack(c.backs[side], container.NewPadded(container.NewVBox(c.names[side], c.times[side])))
	}
	c.box = container.NewGridWithColumns(2, cells[game.White], cells[game.Black])
	c.ExtendBaseWidget(c)
	c.Hide()
	return c
}

// CreateRenderer is Fyne's: the two clocks side by side, White first.
func (c *Clocks) CreateRenderer() fyne.WidgetRenderer { return widget.NewSimpleRenderer(c.box) }

// SetNames sets the names shown above the clocks ("White", "Black").
func (c *Clocks) SetNames(white, black string) {
	c.names[game.White].Text, c.names[game.Black].Text = white, black
	c.names[game.White].Refresh()
	c.names[game.Black].Refresh()
}

// SetCards has the player cards of White and Black show the times too
// (none without a clock).
func (c *Clocks) SetCards(white, black *Card) {
	c.cards = [2]*Card{white, black}
	c.Update()
}

// Text returns what a side's clock shows, for tests and accessibility.
func (c *Clocks) Text(side game.Side) string { return c.times[side&1].Text }

// Ticking reports whether the ticker runs.
func (c *Clocks) Ticking() bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ticker != nil
}

// Set shows the reading r of the clocks of game (Snapshot.GameID: the low
// time warns again in another game) and runs the ticker only while a clock
// runs.
func (c *Clocks) Set(r session.ClockReading, game uint64) {
	c.reading = r
	if game != c.game {
		c.game, c.warned = game, [2]bool{}
	}
	c.Update()
}

// Update shows the reading at the instant now.
func (c *Clocks) Update() {
	r := c.reading
	if !r.On {
		for _, card := range c.cards {
			if card != nil {
				card.setTime("", false)
			}
		}
		c.stopTicker()
		if c.Visible() {
			c.Hide()
		}
		return
	}
	if !c.Visible() {
		c.Show()
	}
	now := r.Now()
	if c.Now != nil {
		now = c.Now()
	}
	low := LowMark(r.Control)
	for side := game.White; side <= game.Black; side++ {
		left := r.Left(side, now)
		text := Format(left)
		col := theme.Color(theme.ColorNameForeground)
		if left < low {
			col = theme.Color(theme.ColorNameError)
			if !c.warned[side] && r.Running && r.ToMove == side {
				c.warned[side] = true
				if c.OnLow != nil {
					c.OnLow(side)
				}
			}
		}
		back := theme.Color(theme.ColorNameInputBackground)
		if r.ToMove == side {
			back = theme.Color(theme.ColorNameSelection)
		}
		if card := c.cards[side]; card != nil {
			card.setTime(text, left < low)
		}
		t := c.times[side]
		if t.Text != text || t.Color != col {
			t.Text, t.Color = text, col
			t.Refresh()
		}
		if c.backs[side].FillColor != back {
			c.backs[side].FillColor = back
			c.backs[side].Refresh()
		}
	}
	if r.Running {
		c.startTicker(untilChange(r.Left(r.ToMove, now), low))
	} else {
		c.stopTicker()
	}
}

// untilChange is how long a clock counting down from left keeps showing the
// same: until its text changes (a second, or a tenth below 10 s) or it
// crosses the low mark.
func untilChange(left, low time.Duration) time.Duration {
	step := time.Second
	if left < 10*time.Second {
		step = 100 * time.Millisecond
	}
	d := left%step + time.Millisecond
	if left >= low {
		d = min(d, left-low+time.Millisecond)
	}
	return d
}

// Stop stops the ticker; Update starts it again while a clock runs.
func (c *Clocks) Stop() { c.stopTicker() }

// startTicker redraws the clocks after d, on the UI goroutine: a running
// clock is redrawn only when what it shows changes.
func (c *Clocks) startTicker(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.ticker != nil {
		c.ticker.Stop()
	}
	c.gen++
	gen := c.gen
	c.ticker = time.AfterFunc(d, func() {
		c.post(func() {
			c.mu.Lock()
			live := c.gen == gen && c.ticker != nil
			if live {
				c.ticker = nil
			}
			c.mu.Unlock()
			if live {
				c.Update()
			}
		})
	})
}

func (c *Clocks) stopTicker() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	if c.ticker != nil {
		c.ticker.Stop()
		c.ticker = nil
	}
}

// LowMark is the time under which a clock shows low time: 20 s, or a
// third of the base for a shorter game.
func LowMark(tc clock.TimeControl) time.Duration { return min(20*time.Second, tc.Base/3) }

// Format writes a time left as the clock shows it: "4:59", "1:02:03" from
// an hour, and tenths below 10 s ("0:07.4"). Times are cut, not rounded,
// so a clock shows 0:00.0 only when the time is up.
func Format(d time.Duration) string {
	d = max(d, 0)
	if d < 10*time.Second {
		tenths := int(d / (100 * time.Millisecond))
		return "0:0" + strconv.Itoa(tenths/10) + "." + strconv.Itoa(tenths%10)
	}
	s := int(d / time.Second)
	two := func(n int) string {
		if n < 10 {
			return "0" + strconv.Itoa(n)
		}
		return strconv.Itoa(n)
	}
	if s >= 3600 {
		return strconv.Itoa(s/3600) + ":" + two(s/60%60) + ":" + two(s%60)
	}
	return strconv.Itoa(s/60) + ":" + two(s%60)
}

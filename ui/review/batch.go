package review

import (
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// Pacing is how often a review hands the plies it finds to the UI
// goroutine. Each hand-over updates the panel, the graph and the move list,
// and the whole window is drawn again: where the drawing is done in
// software (a virtual machine, a remote desktop, Xvfb) a frame costs some
// 60 ms of CPU, and a redraw for every ply took the search's core from it
// (a 78-ply review: 12 s of CPU in the window against 6 s for the command
// line's analyse, on a loaded machine twice the time). Paced, a review is
// drawn a dozen times or so whatever its length and the machine's load.
type Pacing struct {
	// Every is the least time between two hand-overs, unless the one
	// waiting holds more than a Parts-th of the game.
	Every time.Duration
	// Parts: a hand-over waits, within Every and Longest, until it holds
	// a Parts-th of the game's plies.
	Parts int
	// Longest is the most a ply found waits (a slow ply never holds back
	// the ones found before it).
	Longest time.Duration
}

// DefaultPacing is the window's: the first ply at once, then a hand-over
// every second or more, a twelfth of the game each, no ply waiting more
// than 3 s: a 78-ply review is drawn some seven times where it takes 7 s,
// some fifteen where a loaded machine makes it take 45 s.
var DefaultPacing = Pacing{Every: time.Second, Parts: 12, Longest: 3 * time.Second}

// plyBatch collects the plies the search goroutine finds and hands them
// over in one post as its Pacing allows. Its methods may be called from
// any goroutine.
type plyBatch struct {
	pace    Pacing
	clock   batchClock
	least   int                          // the plies a hand-over within Longest waits for
	post    func(func())                 // to the UI goroutine (job.Job.Post)
	deliver func(found []ai.PlyAnalysis) // on the UI goroutine

	mu      sync.Mutex
	pending []ai.PlyAnalysis
	last    time.Time   // the last hand-over
	timer   func() bool // stops the timer that hands over what waits at last+Longest
	timerN  int         // the timer's number: a timer stopped too late does nothing
	stopped bool
}

// newPlyBatch returns a batch of the plies of a game of plies plies.
func newPlyBatch(pace Pacing, plies int, post func(func()), deliver func([]ai.PlyAnalysis)) *plyBatch {
	least := 1
	if pace.Parts > 0 {
		least = max(1, (plies+pace.Parts-1)/pace.Parts)
	}
	return &plyBatch{pace: pace, clock: realClock{}, least: least, post: post, deliver: deliver}
}

// batchClock is the time a plyBatch goes by: the real one, or a test's.
type batchClock interface {
	Now() time.Time
	// AfterFunc calls f in its own goroutine after d; stop cancels it.
	AfterFunc(d time.Duration, f func()) (stop func() bool)
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }
func (realClock) AfterFunc(d time.Duration, f func()) func() bool {
	return time.AfterFunc(d, f).Stop
}

// add keeps a ply found and hands over what waits when its time has come:
// at once for the first, Every after the last hand-over once enough plies
// wait, Longest after it in any case.
func (b *plyBatch) add(a ai.PlyAnalysis) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.stopped {
		return
	}
	b.pending = append(b.pending, a)
	since := b.clock.Now().Sub(b.last)
	switch {
	case since >= b.pace.Longest,
		since >= b.pace.Every && len(b.pending) >= b.least:
		b.handOverLocked()
	case b.timer == nil:
		b.timerN++
		n := b.timerN
		b.timer = b.clock.AfterFunc(b.pace.Longest-since, func() { b.send(n) })
	}
}

// send hands over what waits, for timer n.
func (b *plyBatch) send(n int) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if n != b.timerN || b.timer == nil || b.stopped {
		return // stopped, or another timer's turn
	}
	b.timer = nil
	if len(b.pending) > 0 {
		b.handOverLocked()
	}
}

func (b *plyBatch) handOverLocked() {
	if b.timer != nil {
		b.timer()
		b.timer = nil
	}
	found := b.pending
	b.pending, b.last = nil, b.clock.Now()
	b.post(func() { b.deliver(found) })
}

// stop drops what waits and hands nothing over afterwards: the search has
// returned, and its end carries every ply.
func (b *plyBatch) stop() {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.stopped = true
	b.pending = nil
	if b.timer != nil {
		b.timer()
		b.timer = nil
	}
}

package host

import (
	"runtime"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/memtrim"
)

// When memory is handed back after a screen closes: ReleaseDelay after the
// last close, once the window has freed the closed screen's textures at its
// next frames (a second screen closed meanwhile needs no second collection),
// and again LateReleaseDelay after it, once Fyne's caches have let go of
// what the screen drew (renderers, text sizes and images unused for a minute
// are dropped at a later frame).
const (
	ReleaseDelay     = time.Second
	LateReleaseDelay = 75 * time.Second
)

// Releaser hands what closed screens, dialogs and engines held back to the
// system, ReleaseDelay and LateReleaseDelay after the last Schedule: a
// collection (the weak pointers of dropped engines clear), the endgame
// table when no engine holds it, the Go heap's free pages, and the C
// heap's, where the graphics driver freed the closed screens' textures and
// buffers. It runs on a timer's goroutine: a forced collection takes tens
// of milliseconds, too long for the UI goroutine.
type Releaser struct {
	release func()
	delays  []time.Duration
	after   func(time.Duration, func()) stopper // time.AfterFunc, or the tests' clock

	mu      sync.Mutex
	timers  []stopper
	stopped bool
	running sync.WaitGroup
}

// NewReleaser returns a releaser that also trims tables (nil: none), at
// the release delays of the tables' policy (ReleaseDelay and
// LateReleaseDelay without tables).
func NewReleaser(tables *Tables) *Releaser {
	delays := []time.Duration{ReleaseDelay, LateReleaseDelay}
	if tables != nil {
		delays = tables.policy.ReleaseDelays
	}
	return newReleaser(func() {
		runtime.GC() // clears the weak pointers of the engines dropped
		tables.Trim()
		memtrim.Release()
	}, delays...)
}

// stopper is a pending timer.
type stopper interface{ Stop() bool }

func newReleaser(release func(), delays ...time.Duration) *Releaser {
	return &Releaser{
		release: release,
		delays:  delays,
		after:   func(d time.Duration, f func()) stopper { return time.AfterFunc(d, f) },
		timers:  make([]stopper, len(delays)),
	}
}

// Schedule asks for the memory back after each delay, counted from now: a
// release still pending is moved, not repeated. It does nothing after
// Stop.
func (r *Releaser) Schedule() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.stopped {
		return
	}
	for i, d := range r.delays {
		if r.timers[i] != nil {
			r.timers[i].Stop()
		}
		r.timers[i] = r.after(d, r.run)
	}
}

func (r *Releaser) run() {
	r.mu.Lock()
	if r.stopped {
		r.mu.Unlock()
		return
	}
	r.running.Add(1)
	r.mu.Unlock()
	defer r.running.Done()
	r.release()
}

// Stop cancels the pending releases and waits for one under way.
func (r *Releaser) Stop() {
	r.mu.Lock()
	r.stopped = true
	for _, t := range r.timers {
		if t != nil {
			t.Stop()
		}
	}
	r.mu.Unlock()
	r.running.Wait()
}

// Package job runs background work for the window and the engine protocol:
// the computer's move, a hint, a game review, the analysis, a protocol
// search.
//
// A Slot runs one job at a time. Each job gets a context that a newer Start,
// Cancel or Close cancels, and a generation that tells its results from
// those of a newer job: what a job hands back with Job.Post runs on the
// owner's goroutine (through the post function the Slot was made with) only
// while the job is still the slot's current one, so a stale answer can never
// reach the screen. Close cancels the running job and waits for every
// goroutine the slot started, so nothing runs on a torn-down window.
//
// Start, Cancel, Current and Close are called from the owner's goroutine
// (the UI goroutine in the window); Post and the context are for the job's
// own goroutine. Close must not be called from inside a job.
package job

import (
	"context"
	"sync"
)

// Slot runs one background job at a time. The zero Slot is not usable: make
// one with New.
type Slot struct {
	parent context.Context
	post   func(func())

	mu      sync.Mutex
	gen     uint64             // the current job's generation; bumped by Start and Cancel
	cancel  context.CancelFunc // the current job's; nil when it has returned or none was started
	live    int                // goroutines started and not yet returned
	closed  bool
	onIdle  func()
	once    []func() // WhenIdle's, waiting for the last goroutine
	waiting sync.WaitGroup
}

// New returns a slot whose jobs' contexts derive from parent (nil:
// context.Background()) and whose results are handed to the owner through
// post, for example fyne.Do. A nil post runs them on the job's goroutine,
// still only while the job is current (a protocol loop that serialises its
// output itself needs no other goroutine).
func New(parent context.Context, post func(func())) *Slot {
	if parent == nil {
		parent = context.Background()
	}
	if post == nil {
		post = func(f func()) { f() }
	}
	return &Slot{parent: parent, post: post}
}

// OnIdle sets f to be called through post each time the last running
// goroutine of the slot returns, for example to free an engine that only
// the jobs held. It is called whether or not those jobs were current.
func (s *Slot) OnIdle(f func()) {
	s.mu.Lock()
	s.onIdle = f
	s.mu.Unlock()
}

// WhenIdle hands f once to the owner's goroutine, through post, as soon as
// no goroutine of the slot runs: at once when none does, else when the last
// one returns, whether or not its job was current. Unlike OnIdle's, f is
// called once; it is dropped if the slot is closed first. An owner that
// cancels a job and then frees what only its goroutine held (the engine of
// an analysis turned off) calls it after Cancel.
func (s *Slot) WhenIdle(f func()) {
	s.mu.Lock()
	switch {
	case s.closed:
		s.mu.Unlock()
	case s.live > 0:
		s.once = append(s.once, f)
		s.mu.Unlock()
	default:
		s.mu.Unlock()
		s.post(f)
	}
}

// Job is one run of work in a slot: its generation and context.
type Job struct {
	slot *Slot
	gen  uint64
	ctx  context.Context
}

// Context is the job's context: done once the job is cancelled, replaced
// by a newer one or the slot is closed.
func (j Job) Context() context.Context {
	if j.ctx == nil {
		return canceled
	}
	return j.ctx
}

// Gen is the job's generation, unique within its slot and never 0.
func (j Job) Gen() uint64 { return j.gen }

// Current reports whether j is still the slot's current job: not
// cancelled, not replaced by a newer one, the slot not closed. A job that
// has returned stays current until then, so that its last result, posted
// just before it returned, is still delivered.
func (j Job) Current() bool { return j.slot != nil && j.slot.Current(j.gen) }

// Post hands f to the owner's goroutine, where it runs only if j is still
// the slot's current job at that moment.
func (j Job) Post(f func()) {
	if j.slot == nil {
		return
	}
	j.slot.post(func() {
		if j.slot.Current(j.gen) {
			f()
		}
	})
}

// Current reports whether gen is the generation of the slot's current job.
func (s *Slot) Current(gen uint64) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return !s.closed && gen != 0 && s.gen == gen
}

// Running reports whether the current job's goroutine has not yet returned.
func (s *Slot) Running() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.cancel != nil
}

// Live is the number of the slot's goroutines, current or cancelled, that
// have not yet returned.
func (s *Slot) Live() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.live
}

// Start cancels the running job, if any, and runs work on a goroutine of
// its own as the slot's new current job. It reports false, and runs
// nothing, once the slot is closed.
func (s *Slot) Start(work func(j Job)) (Job, bool) {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return Job{}, false
	}
	s.stopLocked()
	s.gen++
	ctx, cancel := context.WithCancel(s.parent)
	s.cancel = cancel
	j := Job{slot: s, gen: s.gen, ctx: ctx}
	s.live++
	s.waiting.Add(1)
	s.mu.Unlock()

	go func() {
		defer s.returned(j, cancel)
		work(j)
	}()
	return j, true
}

// Cancel cancels the running job, if any: its context is done and nothing
// it posts from now on is delivered. The slot stays usable.
func (s *Slot) Cancel() {
	s.mu.Lock()
	s.stopLocked()
	s.gen++
	s.mu.Unlock()
}

// stopLocked cancels the current job's context.
func (s *Slot) stopLocked() {
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
}

// Wait waits until every goroutine the slot started has returned. Call it
// after Cancel, or it waits for the running job to finish by itself.
func (s *Slot) Wait() { s.waiting.Wait() }

// Close cancels the running job, refuses new ones and waits for every
// goroutine the slot started. Results posted after Close are dropped; the
// idle callback is not called again. Close may be called more than once.
func (s *Slot) Close() {
	s.mu.Lock()
	s.stopLocked()
	s.closed = true
	s.onIdle = nil
	s.once = nil
	s.mu.Unlock()
	s.waiting.Wait()
}

// returned ends a job's goroutine: its context is released, a current job
// is marked not running and the idle callbacks are posted after the last.
func (s *Slot) returned(j Job, cancel context.CancelFunc) {
	cancel()
	s.mu.Lock()
	if s.gen == j.gen && s.cancel != nil {
		s.cancel = nil
	}
	s.live--
	var idle func()
	var once []func()
	if s.live == 0 {
		idle, once = s.onIdle, s.once
		s.once = nil
	}
	s.mu.Unlock()
	if idle != nil {
		s.post(idle)
	}
	for _, f := range once {
		s.post(f)
	}
	s.waiting.Done()
}

// canceled is the context of a Job that never ran.
var canceled = func() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	return ctx
}()

// Run starts work in s and hands what it returns to done on the owner's
// goroutine, unless the job is no longer current by then. It reports false,
// and runs nothing, once the slot is closed.
func Run[T any](s *Slot, work func(ctx context.Context) T, done func(T)) (Job, bool) {
	return s.Start(func(j Job) {
		v := work(j.Context())
		j.Post(func() { done(v) })
	})
}

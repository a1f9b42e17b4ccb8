package sessiontest

import (
	"sync"
	"time"
)

// Queue stands for the UI goroutine in tests: a session's goroutines post
// to it and the test goroutine runs what was posted (Drain), so that every
// callback runs on the test goroutine as it would on Fyne's. The zero
// Queue is ready to use.
type Queue struct {
	mu     sync.Mutex
	fns    []func()
	posted chan struct{} // signalled (without blocking) by every post
}

// Post queues f; it is a session's Config.Post.
func (q *Queue) Post(f func()) {
	q.mu.Lock()
	q.fns = append(q.fns, f)
	q.mu.Unlock()
	select {
	case q.signal() <- struct{}{}:
	default:
	}
}

func (q *Queue) signal() chan struct{} {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.posted == nil {
		q.posted = make(chan struct{}, 1)
	}
	return q.posted
}

// WaitPost waits until something is posted, at most d; it reports whether
// the queue holds something.
// A signal left by a post that Drain has run already does not end the
// wait.
func (q *Queue) WaitPost(d time.Duration) bool {
	t := time.NewTimer(d)
	defer t.Stop()
	for q.Len() == 0 {
		select {
		case <-q.signal():
		case <-t.C:
			return q.Len() > 0
		}
	}
	return true
}

// Drain runs what was posted, including what that posts, and reports how
// many functions ran.
func (q *Queue) Drain() int {
	n := 0
	for {
		q.mu.Lock()
		fns := q.fns
		q.fns = nil
		q.mu.Unlock()
		if len(fns) == 0 {
			return n
		}
		for _, f := range fns {
			f()
			n++
		}
	}
}

// Step runs the first function posted, if any, and reports whether there
// was one.
func (q *Queue) Step() bool {
	q.mu.Lock()
	if len(q.fns) == 0 {
		q.mu.Unlock()
		return false
	}
	f := q.fns[0]
	q.fns = q.fns[1:]
	q.mu.Unlock()
	f()
	return true
}

// Len is the number of functions waiting.
func (q *Queue) Len() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.fns)
}

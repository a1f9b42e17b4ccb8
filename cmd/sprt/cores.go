package main

import (
	"context"
	"strconv"
	"strings"
	"sync"
)

// coreShare lets the games played at once share the machine's cores. A
// search takes as many cores as its engine has threads and gives them back
// with its move; a search that finds too few free waits for them, first come
// first served. So a two-thread engine never thinks beside another search,
// while the one-thread searches of two games run side by side: at a
// movetime, two threads against one then keep both cores busy, where one
// game at a time leaves a core idle whenever the one-thread side thinks.
//
// A nil coreShare shares nothing: every search starts at once.
type coreShare struct {
	mu      sync.Mutex
	size    int
	free    int
	waiting []*coreWaiter // in the order they came
}

type coreWaiter struct {
	n     int
	ready chan struct{} // closed when its cores are given
}

// newCoreShare shares n cores; n <= 0 is no sharing (nil).
func newCoreShare(n int) *coreShare {
	if n <= 0 {
		return nil
	}
	return &coreShare{size: n, free: n}
}

// take waits for n cores (at least one, at most all) and returns the
// function that gives them back. It fails only when ctx ends first, and
// then holds nothing.
func (c *coreShare) take(ctx context.Context, n int) (release func(), err error) {
	if c == nil {
		return func() {}, ctx.Err()
	}
	n = min(max(n, 1), c.size)
	var once sync.Once
	release = func() { once.Do(func() { c.give(n) }) }
	c.mu.Lock()
	if len(c.waiting) == 0 && c.free >= n {
		c.free -= n
		c.mu.Unlock()
		return release, nil
	}
	w := &coreWaiter{n: n, ready: make(chan struct{})}
	c.waiting = append(c.waiting, w)
	c.mu.Unlock()
	select {
	case <-w.ready:
		return release, nil
	case <-ctx.Done():
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	select {
	case <-w.ready: // given meanwhile: give them back
		c.free += n
	default:
		for i, o := range c.waiting {
			if o == w {
				c.waiting = append(c.waiting[:i], c.waiting[i+1:]...)
				break
			}
		}
	}
	c.grantLocked() // the waiter behind this one may fit now
	return nil, ctx.Err()
}

func (c *coreShare) give(n int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.free += n
	c.grantLocked()
}

// grantLocked gives cores to the waiters in their order, as long as the
// first of them fits.
func (c *coreShare) grantLocked() {
	for len(c.waiting) > 0 && c.waiting[0].n <= c.free {
		w := c.waiting[0]
		c.waiting = c.waiting[1:]
		c.free -= w.n
		close(w.ready)
	}
}

// threadsOption is the value of the last Threads in setoption name-value
// pairs, or 1: how many cores the engine's search takes.
func threadsOption(options []string) int {
	threads := 1
	for i := 0; i+1 < len(options); i += 2 {
		if !strings.EqualFold(options[i], "Threads") {
			continue
		}
		if n, err := strconv.Atoi(options[i+1]); err == nil && n > 0 {
			threads = n
		}
	}
	return threads
}

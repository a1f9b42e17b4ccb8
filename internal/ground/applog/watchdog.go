package applog

import (
	"fmt"
	"runtime"
	"sync"
	"time"
)

// watchdog runs its action once if its phase has not ended in time.
type watchdog struct {
	until string
	once  sync.Once
	timer *time.Timer
}

func (w *watchdog) stop() { w.once.Do(func() { w.timer.Stop() }) }

// Watchdog writes every goroutine's stack to the log if the phase until has
// not ended within d of now (a hang in the window's start: GLFW, OpenGL,
// audio, a lock), then calls late if it is not nil (the program gives up:
// a start that hangs must not hold the saves' lock for ever). Phase(until)
// or the returned function stops it.
func (l *Log) Watchdog(until string, d time.Duration, late func()) (stop func()) {
	w := &watchdog{until: until}
	w.timer = time.AfterFunc(d, func() {
		l.dumpStacks(until, d)
		if late != nil {
			late()
		}
	})
	l.mu.Lock()
	l.watches = append(l.watches, w)
	l.mu.Unlock()
	return w.stop
}

// stopWatchdogs stops the watchdogs waiting for the phase name.
func (l *Log) stopWatchdogs(name string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	kept := l.watches[:0]
	for _, w := range l.watches {
		if w.until == name {
			w.stop()
		} else {
			kept = append(kept, w)
		}
	}
	l.watches = kept
}

// dumpStacks writes the stacks of every goroutine to the file.
func (l *Log) dumpStacks(until string, d time.Duration) {
	l.logger.Warn("watchdog: a phase is late; every goroutine's stack follows",
		"waiting_for", until, "after", d.String(), "phases_ended", l.Phases())
	buf := make([]byte, 64<<10)
	for {
		n := runtime.Stack(buf, true)
		if n < len(buf) {
			buf = buf[:n]
			break
		}
		buf = make([]byte, 2*len(buf))
	}
	fmt.Fprintf(l.out, "=== goroutine stacks at %s ===\n%s=== end of stacks ===\n",
		l.now().UTC().Format(time.RFC3339Nano), buf)
}

package session

import "sync"

// Writer writes the player's files (the autosave, the statistics, the
// settings, the progress) in a goroutine of its own, one write at a time
// and in the order they were asked for, so that a slow disk never holds up
// the window and an older state never overwrites a newer one. A write
// waiting for a file is replaced by a newer write of the same file (the
// file would be overwritten at once anyway): the last write asked for each
// file always happens, and at most one per file waits.
type Writer struct {
	onErr func(path string, err error) // called on the writer's goroutine

	mu      sync.Mutex
	cond    *sync.Cond
	queue   []pendingWrite // waiting, in order, at most one per file
	writing bool
	closed  bool
	done    chan struct{}
}

// pendingWrite is a write waiting for its turn.
type pendingWrite struct {
	path  string
	write func() error
}

// NewWriter starts a writer that reports a failed write to onErr (nil:
// nothing), with the file's path, from its own goroutine.
func NewWriter(onErr func(path string, err error)) *Writer {
	w := &Writer{onErr: onErr, done: make(chan struct{})}
	w.cond = sync.NewCond(&w.mu)
	go w.run()
	return w
}

// Write has write, which writes the file at path, run after what is being
// written, in place of a write of the same file still waiting. It does
// nothing after Close.
func (w *Writer) Write(path string, write func() error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.closed {
		return
	}
	for i := range w.queue {
		if w.queue[i].path == path {
			w.queue[i].write = write
			return
		}
	}
	w.queue = append(w.queue, pendingWrite{path: path, write: write})
	w.cond.Broadcast()
}

func (w *Writer) run() {
	defer close(w.done)
	for {
		w.mu.Lock()
		for len(w.queue) == 0 && !w.closed {
			w.cond.Wait()
		}
		if len(w.queue) == 0 {
			w.mu.Unlock()
			return
		}
		next := w.queue[0]
		w.queue = w.queue[1:]
		w.writing = true
		w.mu.Unlock()

		// A failure is reported before the write counts as done, so that
		// whoever Flush let go finds the report already posted.
		if err := next.write(); err != nil && w.onErr != nil {
			w.onErr(next.path, err)
		}

		w.mu.Lock()
		w.writing = false
		w.cond.Broadcast()
		w.mu.Unlock()
	}
}

// Flush waits until every write asked for has been done and every failure
// among them reported.
func (w *Writer) Flush() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for len(w.queue) > 0 || w.writing {
		w.cond.Wait()
	}
}

// Close does the writes waiting, if any, and stops the goroutine.
func (w *Writer) Close() {
	w.mu.Lock()
	w.closed = true
	w.cond.Broadcast()
	w.mu.Unlock()
	<-w.done
}

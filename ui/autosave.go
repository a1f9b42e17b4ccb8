package ui

import (
	"sync"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// saver writes autosaves in a goroutine of its own, one at a time and in the
// order they were made, so that a slow disk never holds up the window and an
// older game never overwrites a newer one. A game waiting to be written is
// replaced by a newer one (the file would be overwritten at once anyway):
// the last game given is always written, and at most two are held.
type saver struct {
	save  func(*game.Game) error
	onErr func(error)

	mu      sync.Mutex
	cond    *sync.Cond
	next    *game.Game // waiting to be written; nil if none
	writing bool
	closed  bool
	done    chan struct{}
}

func newSaver(save func(*game.Game) error, onErr func(error)) *saver {
	s := &saver{save: save, onErr: onErr, done: make(chan struct{})}
	s.cond = sync.NewCond(&s.mu)
	go s.run()
	return s
}

// Save has g written after what is being written, in place of what waits;
// the caller must not change g afterwards.
func (s *saver) Save(g *game.Game) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.next = g
	s.cond.Broadcast()
}

func (s *saver) run() {
	defer close(s.done)
	for {
		s.mu.Lock()
		for s.next == nil && !s.closed {
			s.cond.Wait()
		}
		if s.next == nil {
			s.mu.Unlock()
			return
		}
		g := s.next
		s.next = nil
		s.writing = true
		s.mu.Unlock()

		err := s.save(g)

		s.mu.Lock()
		s.writing = false
		s.cond.Broadcast()
		s.mu.Unlock()
		if err != nil && s.onErr != nil {
			s.onErr(err)
		}
	}
}

// Flush waits until the last game given has been written.
func (s *saver) Flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for s.next != nil || s.writing {
		s.cond.Wait()
	}
}

// Close writes the game waiting, if any, and stops the goroutine.
func (s *saver) Close() {
	s.mu.Lock()
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
	<-s.done
}

package ui

import (
	"sync"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// saver writes autosaves in a goroutine of its own, one at a time and in the
// order they were queued, so that a slow disk never holds up the window and
// no autosave is lost or overtaken by an older one.
type saver struct {
	save  func(*game.Game) error
	onErr func(error)

	mu      sync.Mutex
	cond    *sync.Cond
	queue   []*game.Game
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

// Save queues g, which the caller must not change afterwards.
func (s *saver) Save(g *game.Game) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return
	}
	s.queue = append(s.queue, g)
	s.cond.Broadcast()
}

func (s *saver) run() {
	defer close(s.done)
	for {
		s.mu.Lock()
		for len(s.queue) == 0 && !s.closed {
			s.cond.Wait()
		}
		if len(s.queue) == 0 {
			s.mu.Unlock()
			return
		}
		g := s.queue[0]
		s.queue[0] = nil
		s.queue = s.queue[1:]
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

// Flush waits until everything queued has been written.
func (s *saver) Flush() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for len(s.queue) > 0 || s.writing {
		s.cond.Wait()
	}
}

// Close writes what is queued and stops the goroutine.
func (s *saver) Close() {
	s.mu.Lock()
	s.closed = true
	s.cond.Broadcast()
	s.mu.Unlock()
	<-s.done
}

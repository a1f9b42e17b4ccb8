package ui

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// think starts the computer's search in a goroutine.
func (s *Session) think() {
	s.stop()
	s.thinking = true
	gen, pos, level, lim, eng, post := s.gen, s.g.Position(), s.level, s.limits, s.engine(), s.post
	progress := func(info ai.Info) {
		info.PV = nil // the window shows depth and score only
		post(func() { s.progress(gen, info) })
	}
	s.search(func(ctx context.Context) ai.Result {
		if lim != nil {
			return eng.Search(ctx, pos, *lim, progress)
		}
		return eng.PlayLevel(ctx, pos, level, progress)
	}, s.thought)
}

// engine returns the engine for the current level.
func (s *Session) engine() *ai.Engine { return s.engines(s.level) }

// search runs find in a goroutine of its own with a context that stop
// cancels, and hands the move it finds to done on the UI goroutine, with the
// generation it was started in.
func (s *Session) search(find func(context.Context) ai.Result, done func(gen uint64, m game.Move)) {
	ctx, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	gen, post := s.gen, s.post
	s.wg.Add(1)
	go func() {
		defer s.wg.Done()
		defer cancel()
		res := find(ctx)
		post(func() { done(gen, res.Move) })
	}()
}

func (s *Session) progress(gen uint64, info ai.Info) {
	if gen != s.gen || !s.thinking {
		return
	}
	s.info, s.hasInfo = info, true
	s.changed()
}

// thought plays the computer's move unless the search is stale.
func (s *Session) thought(gen uint64, m game.Move) {
	if gen != s.gen || !s.thinking || s.closed {
		return
	}
	s.cancel = nil
	s.thinking = false
	p := s.g.Position()
	if !p.Legal(m) {
		// The engine found nothing (it should not happen in a live game):
		// play the first legal move rather than stall.
		moves := p.LegalMoves()
		if len(moves) == 0 {
			s.changed()
			return
		}
		m = moves[0]
	}
	s.play(m)
}

// Hint asks the engine for a good move for the person to move and shows it
// on the board.
func (s *Session) Hint() {
	if s.closed || s.review >= 0 || s.animating || s.thinking || s.hinting || !s.humanTurn() {
		return
	}
	s.stop()
	s.hinting = true
	pos, lim, eng, d := s.g.Position(), s.limits, s.engine(), s.hintTime
	s.search(func(ctx context.Context) ai.Result {
		if lim != nil {
			return eng.Search(ctx, pos, *lim, nil)
		}
		return eng.Hint(ctx, pos, d)
	}, s.hinted)
	s.changed()
}

func (s *Session) hinted(gen uint64, m game.Move) {
	if gen != s.gen || !s.hinting || s.closed {
		return
	}
	s.cancel = nil
	s.hinting = false
	if p := s.g.Position(); p.Legal(m) {
		s.hint = m
		s.board.ShowHint(m)
	}
	s.changed()
}

// hashMB is the size of the transposition table the computer needs at a
// level, in MiB. The levels below the top search a few plies with a small
// table of their own; the big table serves only the top level's long
// searches and the hints, which a small one serves well enough at a weak
// level. A small table keeps the window's memory small.
func hashMB(level int) int {
	switch top := len(ai.Levels()); {
	case level >= top:
		return ai.DefaultHashMB
	case level >= top-2:
		return 16
	}
	return 4
}

// enginePool hands out the engine for a level: one engine at a time, made
// again with a table of the level's size when the size changes (the old
// one's table is freed once its last search has returned).
type enginePool struct {
	fixed *ai.Engine // always this engine (tests); nil: sized by level
	cur   *ai.Engine
	mb    int
	make  func(ai.Options) *ai.Engine

	endgame *endgameTables // the table for the top level; nil: none
}

// engineFor returns the engine to search with at level.
func (p *enginePool) engineFor(level int) *ai.Engine {
	if p.fixed != nil {
		return p.fixed
	}
	if mb := hashMB(level); p.cur == nil || mb != p.mb {
		mk := p.make
		if mk == nil {
			mk = ai.New
		}
		p.cur, p.mb = mk(ai.Options{HashMB: mb}), mb
		if level >= len(ai.Levels()) {
			p.endgame.attach(p.cur)
		}
	}
	return p.cur
}

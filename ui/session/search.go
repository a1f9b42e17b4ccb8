package session

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
)

// think starts the computer's search as the session's background job
// (Phase Thinking).
func (s *Session) think() {
	s.stop()
	s.live = workThinking
	pos, level, lim, eng := s.g.Position(), s.level, s.limits, s.engine()
	onClock, timed := s.aiClock(pos)
	s.jobs.Start(func(j job.Job) {
		progress := func(info ai.Info) {
			info.PV = nil // the window shows depth and score only
			j.Post(func() { s.progress(info) })
		}
		var res ai.Result
		switch {
		case lim != nil:
			res = eng.Search(j.Context(), pos, *lim, progress)
		case timed:
			res = eng.PlayOnClock(j.Context(), pos, level, onClock, progress)
		default:
			res = eng.PlayLevel(j.Context(), pos, level, progress)
		}
		j.Post(func() { s.thought(res.Move) })
	})
}

// engine returns the engine for the current level.
func (s *Session) engine() *ai.Engine { return s.engines(s.level) }

// progress shows the depth and score the computer's search reached. Like
// thought and hinted it runs only while its search is the current job.
func (s *Session) progress(info ai.Info) {
	s.info, s.hasInfo = info, true
	s.publish(Searched)
}

// thought plays the computer's move.
func (s *Session) thought(m game.Move) {
	s.live = workNone
	p := s.g.Position()
	if !p.Legal(m) {
		// The engine found nothing (it should not happen in a live game):
		// play the first legal move rather than stall.
		moves := p.LegalMoves()
		if len(moves) == 0 {
			s.publish(Searched)
			return
		}
		m = moves[0]
	}
	s.play(m)
}

// Hint asks the engine for a good move for the person to move and shows it
// on the board (Phase Hinting until it is found). A game against the
// computer is unrated from then on (TagRated).
func (s *Session) Hint() {
	if !s.can().Hint {
		return
	}
	if s.unrate() {
		s.edited()
	}
	s.autosave()
	s.stop()
	s.live = workHinting
	pos, lim, eng, d := s.g.Position(), s.limits, s.engine(), s.hintTime
	job.Run(s.jobs, func(ctx context.Context) game.Move {
		if lim != nil {
			return eng.Search(ctx, pos, *lim, nil).Move
		}
		return eng.Hint(ctx, pos, d).Move
	}, s.hinted)
	s.publish(Searched)
}

// hinted shows the hint found.
func (s *Session) hinted(m game.Move) {
	s.live = workNone
	if p := s.g.Position(); p.Legal(m) {
		s.hint = m
		s.board.ShowHint(m)
	}
	s.publish(Searched)
}

package session

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
)

// The draw offer's rule: the computer searches the position for
// DrawOfferNodes nodes on one thread and accepts a draw when neither side is
// ahead by more than DrawOfferMargin (hundredths of a stone) and no forced
// win is found. The help states the same rule.
const (
	DrawOfferNodes  = 200_000
	DrawOfferMargin = 100 // one stone
)

// canResign reports whether the game in progress may be resigned (or a
// draw offered): shown, not over, and not a game of the computer alone.
func (s *Session) canResign() bool {
	return s.live != workClosed && s.rec == nil && !s.liveOver() && (s.human[game.White] || s.human[game.Black])
}

// Resign ends the game in progress by a resignation: of the person against
// the computer, of the side to move when two people play. The record gets
// the result and [Termination "resignation"], the statistics count it and
// the end is announced. It reports whether the game was resigned.
func (s *Session) Resign() bool {
	s.finishAnimation()
	if !s.canResign() {
		return false
	}
	loser := s.humanSide()
	if s.twoPlayers() {
		loser = s.g.Position().ToMove
	}
	if !game.Resign(s.g, loser) {
		return false
	}
	s.endByRecord()
	s.publish(Ended)
	return true
}

// AgreeDraw ends a game of two players in a draw they agreed: the record
// gets 1/2-1/2 and [Termination "agreement"]. It reports whether the game
// was drawn; against the computer, offer the draw with OfferDraw.
func (s *Session) AgreeDraw() bool {
	s.finishAnimation()
	if !s.canResign() || !s.twoPlayers() {
		return false
	}
	if !game.AgreeDraw(s.g) {
		return false
	}
	s.endByRecord()
	s.publish(Ended)
	return true
}

// OfferDraw offers the computer a draw on the person's turn: it weighs the
// position (see DrawOfferNodes) in the background (Phase Offering) and
// accepts, ending the game as AgreeDraw does (Ended), or declines
// (DrawDeclined). It reports whether the offer was made.
func (s *Session) OfferDraw() bool {
	if !s.can().OfferDraw {
		return false
	}
	s.stop()
	s.live = workOffering
	pos, eng := s.g.Position(), s.engine()
	lim := ai.Limits{Nodes: DrawOfferNodes}
	if s.limits != nil {
		lim = *s.limits
	}
	job.Run(s.jobs, func(ctx context.Context) ai.Result {
		return eng.Search(ctx, pos, lim, nil)
	}, s.drawAnswered)
	s.setInteractive()
	s.publish(Searched)
	return true
}

// AcceptsDraw is the draw offer's rule on the search's result r.
func AcceptsDraw(r ai.Result) bool {
	return r.Mate == 0 && r.Score >= -DrawOfferMargin && r.Score <= DrawOfferMargin
}

// drawAnswered ends the game in a draw when the computer accepts.
func (s *Session) drawAnswered(r ai.Result) {
	s.live = workNone
	if AcceptsDraw(r) && game.AgreeDraw(s.g) {
		s.endByRecord()
		s.publish(Ended)
		return
	}
	s.setInteractive()
	s.publish(DrawDeclined)
}

// endByRecord ends the game in progress with the result its record was
// just given (a resignation, an agreed draw): the search stops, the clock
// stops, the result is counted and autosaved, and the end announced.
func (s *Session) endByRecord() {
	s.stop()
	s.edited()
	p := s.g.Position()
	o := game.Outcome{Result: s.g.Result(), Final: [2]int{int(p.Kazans[game.White]), int(p.Kazans[game.Black])}}
	s.endGame(o, nil)
	s.syncClock()
	s.setInteractive()
	s.autosave()
	s.announceEnd()
}

// againstComputer reports whether the game in progress (behind a record
// looked through, too) is a game of a person against the computer that is
// not over and has a move played: a game New game must not throw away
// without asking.
func (s *Session) againstComputer() bool {
	return s.live != workClosed && !s.liveOver() && !s.twoPlayers() && (s.human[game.White] || s.human[game.Black]) && s.g.Len() > 0
}

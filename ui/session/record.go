package session

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// record is a game read from a record file and looked through while the
// game in progress waits behind it: nobody plays it and it is never
// written to the autosave.
type record struct {
	g   *game.Game
	ply int // the ply shown
}

// OpenRecord shows g, a record, for looking through in place of the game in
// progress (Phase Record). The game in progress waits: its search stops,
// its clock is held, its autosave is left as it is; CloseRecord (or Live)
// brings it back. The record is not playable: the holes, Undo and Hint are
// off. The session keeps g: the caller must not change it afterwards.
func (s *Session) OpenRecord(g *game.Game) {
	if s.live == workClosed || g == nil {
		return
	}
	s.finishAnimation()
	s.stop()
	s.rec = &record{g: g, ply: g.Len()}
	if err := g.SetPly(g.Len()); err != nil {
		s.rec.ply = g.Ply()
	}
	s.browse = -1
	s.gameID++
	s.edited()
	s.syncClock()
	s.showRecord()
	s.publish(Started)
}

// CloseRecord closes the record looked through and brings back the game in
// progress where it waited: its clock runs again and the computer, if it is
// to move, thinks again. It reports whether a record was open.
func (s *Session) CloseRecord() bool {
	if s.rec == nil || s.live == workClosed {
		return false
	}
	s.rec = nil
	s.browse = -1
	s.gameID++
	s.edited()
	s.showLive()
	s.syncClock()
	s.advance()
	s.publish(Started)
	return true
}

// showRecord puts the record's shown position on the board, read-only.
func (s *Session) showRecord() {
	r := s.rec
	s.board.SetPosition(r.g.PositionAt(r.ply))
	markLastMoves(s.board, r.g, r.ply)
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
}

// browseRecord shows the record after ply moves.
func (s *Session) browseRecord(ply int) {
	r := s.rec
	if ply < 0 || ply > r.g.Len() {
		return
	}
	r.ply = ply
	s.showRecord()
	s.publish(Browsed)
}

// KeepReview keeps the engine's review written into g (ai.Annotate) in the
// game shown, when g has its moves: a game reopened later shows the review
// without searching. The game in progress is autosaved with it; a record
// looked through keeps it while it is open. It reports whether the review
// was kept.
func (s *Session) KeepReview(g *game.Game) bool {
	if s.live == workClosed || g == nil {
		return false
	}
	shown, _ := s.shownGame()
	if !sameMoves(shown, g) {
		return false
	}
	for ply := 0; ply <= g.Len(); ply++ {
		if e, ok := g.Evaluation(ply); ok {
			shown.SetEvaluation(ply, e)
		}
	}
	s.edited()
	if shown == s.g {
		s.autosave()
	}
	s.publish(Annotated)
	return true
}

// sameMoves reports whether a and b are the same moves from the same
// start.
func sameMoves(a, b *game.Game) bool {
	if a.Len() != b.Len() || a.Start() != b.Start() {
		return false
	}
	for i := range a.Len() {
		sa, _ := a.Sowing(i)
		sb, _ := b.Sowing(i)
		if sa.Move != sb.Move {
			return false
		}
	}
	return true
}

// Continuation is a game that goes on from a position shown: ContinueFrom
// makes it, Continue begins it.
type Continuation struct {
	// Game starts from the position shown, tagged with its sides, its
	// time control and each side's time there (TagStartClock).
	Game *game.Game
	// Human and Level are who plays it: the game's own sides (of the game
	// in progress, or of a record played here), two people for another
	// record.
	Human [2]bool
	Level int
	// Bottom is the side at the bottom of the board, as it is now.
	Bottom game.Side
}

// ContinueFrom returns the game Continue from here begins: from the position
// shown (of a record, of the game looked back through, or of a finished
// game), with the same sides, the board the same way up and the same time
// control, each side's clock at the time the record gives for that move
// (the base before a side's first move). A game against the computer so
// begun is unrated, as after a take-back. Nothing shown is changed: begin
// it with Continue.
func (s *Session) ContinueFrom() Continuation {
	src, ply := s.shownGame()
	c := Continuation{Human: s.human, Level: s.level, Bottom: s.bottom}
	if s.rec != nil {
		c.Human = [2]bool{true, true}
		if players.Own(src) {
			seats := seatsOf(src, s.level)
			c.Human, c.Level = seats.Human, seats.Level
		}
	}
	g := game.NewGame(src.PositionAt(ply))
	TagGame(g, c.Human, c.Level, s.now())
	if tc, times, ok := clockAt(src, ply); ok {
		tagTimeControl(g, tc)
		g.SetTag(TagStartClock, formatStartClock(times))
	}
	if (Sides{Human: c.Human}).AgainstComputer() {
		g.SetTag(TagRated, "no")
	}
	c.Game = g
	return c
}

// Continue begins the game c (see ContinueFrom) in place of the game in
// progress.
func (s *Session) Continue(c Continuation) {
	if s.live == workClosed || c.Game == nil {
		return
	}
	s.beginFacing(c.Game, c.Human, c.Level, c.Bottom)
	s.publish(Started)
}

package session

import "github.com/togyzkumalak/togyzkumalak/game"

// record is a game read from a record file and looked through while the
// game in progress waits behind it: nobody plays it and it is never
// written to the autosave.
type record struct {
	g   *game.Game
	ply int // the ply shown
}

// OpenRecord shows g, a record, for looking through in place of the game in
// progress. The game in progress waits: its search stops, its clock is
// held, its autosave is left as it is; CloseRecord (or Live) brings it
// back. The record is not playable: the holes, Undo and Hint are off.
func (s *Session) OpenRecord(g *game.Game) {
	if s.closed || g == nil {
		return
	}
	s.finishAnimation()
	s.stop()
	s.rec = &record{g: g, ply: g.Len()}
	if err := g.SetPly(g.Len()); err != nil {
		s.rec.ply = g.Ply()
	}
	s.syncClock()
	s.showRecord()
	s.changed()
}

// Record returns the record looked through, nil when the game in progress
// is shown.
func (s *Session) Record() *game.Game {
	if s.rec == nil {
		return nil
	}
	return s.rec.g
}

// CloseRecord closes the record looked through and brings back the game in
// progress where it waited: its clock runs again and the computer, if it is
// to move, thinks again. It reports whether a record was open.
func (s *Session) CloseRecord() bool {
	if s.rec == nil || s.closed {
		return false
	}
	s.rec = nil
	s.browse = -1
	s.showLive()
	s.syncClock()
	s.advance()
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
	s.notify(Change{Kind: Browsed})
}

// Status is the state of the game shown: the game in progress or finished
// with its result and how it ended, or the record under review.
func (s *Session) Status() game.Status {
	if s.rec != nil {
		return game.StatusOf(s.rec.g).Reviewed()
	}
	return game.StatusOf(s.g)
}

// ContinueFrom returns a new game that starts from the position shown (of
// the record, or of the game looked back through), for two people; the
// record and the game shown are left untouched. Start it with Start.
func (s *Session) ContinueFrom() *game.Game {
	g := game.NewGame(s.Shown())
	TagGame(g, [2]bool{true, true}, s.level, s.now())
	return g
}

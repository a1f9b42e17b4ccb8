package session

import "github.com/togyzkumalak/togyzkumalak/game"

// HumanMove plays m for the person to move. It does nothing, and reports
// false, during the computer's turn, while reviewing, after the end of the
// game or for an illegal move. A move during a sowing first lands it.
func (s *Session) HumanMove(m game.Move) bool {
	if s.live == workClosed || s.rec != nil || s.browse >= 0 || s.live == workThinking || s.live == workOffering || s.clockPaused() || s.liveOver() {
		return false
	}
	if s.live == workAnimating {
		s.finishAnimation()
		if s.live != workNone {
			return false
		}
	}
	p := s.g.Position()
	if !s.human[p.ToMove] || !p.Legal(m) {
		return false
	}
	s.play(m)
	return true
}

// stop cancels any running search (its answer is dropped) and makes a
// running animation's end stale.
func (s *Session) stop() {
	s.jobs.Cancel()
	s.anim++
	if s.live.searching() {
		s.live = workNone
	}
	s.hasInfo = false
	s.hint = 0
}

// play plays m in the live position and tells the subscribers (Moved): the
// game records it and the autosave writer gets it at once, then the board
// animates it. A move that ends the game has its result counted here too,
// before the animation: closing the window (or a crash) during the
// animation loses nothing.
func (s *Session) play(m game.Move) {
	if s.clockLate() {
		s.publish(Ended) // the flag fell before the move: the game is over on time
		return
	}
	before := s.g.Position()
	sow, err := s.g.Play(m)
	if err != nil {
		return // callers check legality; nothing to do
	}
	s.edited()
	s.stop()
	// The clock of the side to move starts when the last stone lands
	// (the атсырау sweep included): the sowing costs nobody time.
	s.live, s.animBefore = workAnimating, before
	s.clockPlayed()
	after := s.g.Position()
	if after.Over() {
		s.ended()
	}
	s.autosave()
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	anim := s.anim
	s.animDone = func() {
		if s.moveDone(anim, sow) {
			s.publish(Landed)
		}
	}
	if s.browse >= 0 {
		// The computer answered while the person looks at an earlier
		// position: the board keeps showing it, and the move lands at
		// once.
		s.moveDone(anim, sow)
		s.publish(Moved)
		return
	}
	s.publish(Moved)
	s.board.Animate(before, sow, after, s.animDone)
}

// finishAnimation ends a running animation at once.
func (s *Session) finishAnimation() {
	if s.live != workAnimating {
		return
	}
	s.board.FinishAnimation()
	if s.live == workAnimating && s.animDone != nil {
		s.animDone()
	}
}

// moveDone runs when the animation of a move has finished; it reports
// whether the move's sowing was still the one under way.
func (s *Session) moveDone(anim uint64, sow game.Sowing) bool {
	if anim != s.anim || s.live != workAnimating {
		return false
	}
	s.live = workNone
	s.animDone = nil
	s.landed() // the clock of the side to move starts once the board shows the landing
	if s.browse < 0 {
		s.board.SetLastMove(sow.Mover, &sow)
	}
	s.advance()
	return true
}

// advance does what the live position asks for: the end of the game (once,
// after the move that ended it), the computer's search or the person's
// turn. It tells no one: its caller publishes the change.
func (s *Session) advance() {
	p := s.g.Position()
	switch {
	case p.Over() || s.timeUp():
		s.announceEnd()
	case s.human[p.ToMove]:
		if s.browse < 0 {
			s.board.SetInteractive(p.ToMove, true)
		}
	default:
		s.think()
	}
}

// undoTarget returns the ply Undo goes back to, or -1 if there is nothing
// to take back. Two people take back one move; against the computer, Undo
// takes back the person's last move and the computer's reply.
//
// A finished game is never reopened, however it ended (on the board, on
// time, by a resignation or an agreed draw), against the computer or
// between two people: its result is in the record and the statistics, and
// the players expect a game over to stay over. To go on from an earlier
// position, step back to it and use Continue from here, which starts a new
// game and leaves the finished one as it is.
func (s *Session) undoTarget() int {
	ply := s.g.Ply()
	if s.timeUp() || s.liveOver() {
		return -1
	}
	if s.twoPlayers() || (!s.human[game.White] && !s.human[game.Black]) {
		return ply - 1
	}
	for p := ply - 1; p >= 0; p-- {
		if pos := s.g.PositionAt(p); s.human[pos.ToMove] {
			return p
		}
	}
	return -1
}

// Undo takes back the person's last move and the computer's reply (one move
// when two people play), cancelling a search under way. A result already
// counted stays counted. A game against the computer is unrated from then
// on (TagRated).
func (s *Session) Undo() bool {
	if s.live == workClosed || s.rec != nil {
		return false
	}
	target := s.undoTarget()
	if target < 0 {
		return false
	}
	s.stop()
	s.live, s.animDone = workNone, nil
	s.pending = nil
	s.browse = -1
	if err := s.g.SetPly(target); err != nil {
		return false
	}
	s.g.Truncate()
	s.unrate()
	s.edited()
	s.clockUndone()
	s.showLive()
	s.autosave()
	s.advance()
	s.publish(Moved)
	return true
}

// setInteractive lets the board take a move only from the person to move,
// when nothing is under way.
func (s *Session) setInteractive() {
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	if s.browse < 0 && s.humanTurn() && s.live != workThinking && s.live != workAnimating && s.live != workOffering {
		s.board.SetInteractive(s.g.Position().ToMove, true)
	}
}

// showLive puts the live position on the board with the last-move marks.
func (s *Session) showLive() {
	s.board.SetPosition(s.g.Position())
	markLastMoves(s.board, s.g, s.g.Ply())
	s.setInteractive()
}

// markLastMoves marks on b the last move of each side of g before ply.
func markLastMoves(b Board, g *game.Game, ply int) {
	var found [2]bool
	for i := ply - 1; i >= 0 && !(found[0] && found[1]); i-- {
		sow, ok := g.Sowing(i)
		if !ok || found[sow.Mover] {
			continue
		}
		found[sow.Mover] = true
		b.SetLastMove(sow.Mover, &sow)
	}
	for side := game.White; side <= game.Black; side++ {
		if !found[side] {
			b.SetLastMove(side, nil)
		}
	}
}

// Browse shows the position after ply moves of the game shown, read-only.
// Browsing to the live ply of the game in progress returns to it.
func (s *Session) Browse(ply int) {
	if s.live == workClosed {
		return
	}
	if s.rec != nil {
		s.browseRecord(ply)
		return
	}
	if ply < 0 || ply > s.g.Ply() {
		return
	}
	if ply == s.g.Ply() {
		s.Live()
		return
	}
	s.finishAnimation()
	s.browse = ply
	s.board.SetPosition(s.g.PositionAt(ply))
	markLastMoves(s.board, s.g, ply)
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	s.publish(Browsed)
}

// Live returns to the live position of the game in progress: from an
// earlier position, or from a record looked through (which closes).
func (s *Session) Live() {
	if s.CloseRecord() {
		return
	}
	if s.browse < 0 || s.live == workClosed {
		return
	}
	s.browse = -1
	s.showLive()
	if s.hint != 0 {
		s.board.ShowHint(s.hint)
	}
	s.publish(Browsed)
}

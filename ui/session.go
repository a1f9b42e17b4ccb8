package ui

import (
	"context"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// DefaultHintTime is how long the engine looks for a hint.
const DefaultHintTime = time.Second

// Session is the game being played in the window: the one path every move
// takes. A click on the board (or a key) or the engine's answer goes through
// game.Game.Play, the board animates what Play described, and when the
// animation is done the session saves the game and asks the computer for
// its move if it is the computer's turn.
//
// All methods must be called on the UI goroutine. The engine runs in a
// goroutine of its own and hands its answer back through post; an answer
// for a position that is no longer current (New game, Undo, a loaded game,
// closing) is dropped: every such change bumps a generation counter that the
// answer carries.
type Session struct {
	eng      *ai.Engine
	board    *board.Board
	post     func(func())
	limits   *ai.Limits // non-nil: searches use these limits instead of the level (tests)
	hintTime time.Duration
	saver    *saver

	g     *game.Game
	human [2]bool // which sides a person plays
	level int
	// recorded is true once the game's result has been counted in the
	// statistics (or must never be: a game opened already finished).
	recorded bool
	review   int // the ply shown while looking at an earlier position; -1: live

	gen       uint64 // bumped by every change that makes a running search stale
	cancel    context.CancelFunc
	thinking  bool
	hinting   bool
	info      ai.Info
	hasInfo   bool
	hint      game.Move
	animating bool
	animDone  func() // finishes the running animation's bookkeeping
	closed    bool

	wg sync.WaitGroup // search goroutines

	// OnChange is called after every change of the game or of the search
	// state, for the window to refresh its texts.
	OnChange func()
	// OnGameOver is called when a move ends the game.
	OnGameOver func()
}

// sessionConfig is what a Session is built from.
type sessionConfig struct {
	eng      *ai.Engine
	board    *board.Board
	post     func(func())
	limits   *ai.Limits
	hintTime time.Duration
	save     func(*game.Game) error // writes the autosave; called from the saver goroutine
	saveErr  func(error)            // reports a failed autosave; called on the UI goroutine
}

func newSession(c sessionConfig) *Session {
	s := &Session{
		eng:      c.eng,
		board:    c.board,
		post:     c.post,
		limits:   c.limits,
		hintTime: c.hintTime,
		review:   -1,
		level:    1,
		human:    [2]bool{true, false},
		g:        game.NewGame(game.Start()),
	}
	if s.hintTime <= 0 {
		s.hintTime = DefaultHintTime
	}
	if c.save != nil {
		s.saver = newSaver(c.save, func(err error) {
			if c.saveErr != nil {
				s.post(func() { c.saveErr(err) })
			}
		})
	}
	s.board.OnMove = func(m game.Move) { s.HumanMove(m) }
	return s
}

// Game returns the game record. The caller must not change it.
func (s *Session) Game() *game.Game { return s.g }

// Position returns the live position.
func (s *Session) Position() game.Position { return s.g.Position() }

// Shown returns the position the board shows: the live one, or an earlier
// one while reviewing.
func (s *Session) Shown() game.Position {
	if s.review >= 0 {
		return s.g.PositionAt(s.review)
	}
	return s.g.Position()
}

// Level returns the computer's level.
func (s *Session) Level() int { return s.level }

// Human reports whether a person plays side.
func (s *Session) Human(side game.Side) bool { return s.human[side] }

// TwoPlayers reports whether two people play each other.
func (s *Session) TwoPlayers() bool { return s.human[game.White] && s.human[game.Black] }

// Thinking reports whether the computer is searching for its move, and the
// last progress report of the search.
func (s *Session) Thinking() (bool, ai.Info, bool) { return s.thinking, s.info, s.hasInfo }

// Hinting reports whether a hint is being looked for.
func (s *Session) Hinting() bool { return s.hinting }

// HintMove returns the hint shown on the board, 0 if none.
func (s *Session) HintMove() game.Move { return s.hint }

// Reviewing returns the ply shown and true while an earlier position is
// shown.
func (s *Session) Reviewing() (int, bool) { return s.review, s.review >= 0 }

// Animating reports whether the board is animating a move.
func (s *Session) Animating() bool { return s.animating }

// Idle reports whether nothing is under way: no search, no hint, no
// animation.
func (s *Session) Idle() bool { return !s.thinking && !s.hinting && !s.animating }

// Wait waits for the search goroutines to return. Cancel them first (New
// game, Undo, Close); it must not be called on the UI goroutine while a
// search waits for the UI goroutine.
func (s *Session) Wait() { s.wg.Wait() }

// humanTurn reports whether a person is to move in the live position.
func (s *Session) humanTurn() bool {
	p := s.g.Position()
	return !p.Over() && s.human[p.ToMove]
}

// HumanMove plays m for the person to move. It does nothing, and reports
// false, during the computer's turn, while reviewing, after the end of the
// game or for an illegal move.
func (s *Session) HumanMove(m game.Move) bool {
	if s.closed || s.review >= 0 || s.thinking {
		return false
	}
	if s.animating {
		s.finishAnimation()
		if s.animating || s.thinking {
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

// stop makes any running search stale and cancels it.
func (s *Session) stop() {
	s.gen++
	if s.cancel != nil {
		s.cancel()
		s.cancel = nil
	}
	s.thinking, s.hinting = false, false
	s.hasInfo = false
	s.hint = 0
}

// play plays m in the live position and animates it.
func (s *Session) play(m game.Move) {
	before := s.g.Position()
	sow, err := s.g.Play(m)
	if err != nil {
		return // callers check legality; nothing to do
	}
	s.stop()
	after := s.g.Position()
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	gen := s.gen
	done := func() { s.moveDone(gen, sow) }
	if s.review >= 0 {
		s.animating = true
		done()
		return
	}
	s.animating = true
	s.animDone = done
	s.changed()
	s.board.Animate(before, sow, after, done)
}

// finishAnimation ends a running animation at once.
func (s *Session) finishAnimation() {
	if !s.animating {
		return
	}
	s.board.FinishAnimation()
	if s.animating && s.animDone != nil {
		s.animDone()
	}
}

// moveDone runs when the animation of a move has finished.
func (s *Session) moveDone(gen uint64, sow game.Sowing) {
	if gen != s.gen || !s.animating || s.closed {
		return
	}
	s.animating = false
	s.animDone = nil
	if s.review < 0 {
		s.board.SetLastMove(sow.Mover, &sow)
	}
	s.autosave()
	s.advance(true)
}

// advance does what the live position asks for: the end of the game, the
// computer's search or the person's turn. afterMove is true when a move has
// just been played (the end of the game is announced then only).
func (s *Session) advance(afterMove bool) {
	p := s.g.Position()
	switch {
	case p.Over():
		if afterMove && s.OnGameOver != nil {
			s.OnGameOver()
		}
	case s.human[p.ToMove]:
		if s.review < 0 {
			s.board.SetInteractive(p.ToMove, true)
		}
	default:
		s.think()
	}
	s.changed()
}

// think starts the computer's search in a goroutine.
func (s *Session) think() {
	s.stop()
	s.thinking = true
	gen, pos, level, lim, eng, post := s.gen, s.g.Position(), s.level, s.limits, s.eng, s.post
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
	pos, lim, eng, d := s.g.Position(), s.limits, s.eng, s.hintTime
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

// undoTarget returns the ply Undo goes back to, or -1 if there is nothing
// to take back. Two people take back one move; against the computer, Undo
// takes back the person's last move and the computer's reply.
func (s *Session) undoTarget() int {
	ply := s.g.Ply()
	if s.TwoPlayers() || (!s.human[game.White] && !s.human[game.Black]) {
		return ply - 1
	}
	for p := ply - 1; p >= 0; p-- {
		if pos := s.g.PositionAt(p); s.human[pos.ToMove] {
			return p
		}
	}
	return -1
}

// CanUndo reports whether Undo would take anything back.
func (s *Session) CanUndo() bool { return !s.closed && s.undoTarget() >= 0 }

// Undo takes back the person's last move and the computer's reply (one move
// when two people play), cancelling a search under way.
func (s *Session) Undo() bool {
	if s.closed {
		return false
	}
	target := s.undoTarget()
	if target < 0 {
		return false
	}
	s.stop()
	s.animating, s.animDone = false, nil
	s.review = -1
	if err := s.g.SetPly(target); err != nil {
		return false
	}
	s.g.Truncate()
	s.showLive()
	s.autosave()
	s.advance(false)
	return true
}

// start replaces the game: g is played by people on the sides human says,
// against the computer at level. finished games are never counted in the
// statistics.
func (s *Session) start(g *game.Game, human [2]bool, level int) {
	s.stop()
	s.animating, s.animDone = false, nil
	s.g = g
	s.human = human
	s.level = level
	start := g.Position()
	s.recorded = start.Over()
	s.review = -1
	bottom := game.White
	if !human[game.White] && human[game.Black] {
		bottom = game.Black
	}
	s.board.SetBottom(bottom)
	s.showLive()
	s.autosave()
	s.advance(false)
}

// showLive puts the live position on the board with the last-move marks.
func (s *Session) showLive() {
	s.board.SetPosition(s.g.Position())
	s.markLastMoves(s.g.Ply())
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	if s.humanTurn() && !s.thinking && !s.animating {
		s.board.SetInteractive(s.g.Position().ToMove, true)
	}
}

// markLastMoves marks on the board the last move of each side before ply.
func (s *Session) markLastMoves(ply int) {
	var found [2]bool
	for i := ply - 1; i >= 0 && !(found[0] && found[1]); i-- {
		sow, ok := s.g.Sowing(i)
		if !ok || found[sow.Mover] {
			continue
		}
		found[sow.Mover] = true
		s.board.SetLastMove(sow.Mover, &sow)
	}
	for side := game.White; side <= game.Black; side++ {
		if !found[side] {
			s.board.SetLastMove(side, nil)
		}
	}
}

// Review shows the position after ply moves, read-only. Reviewing the live
// ply returns to the game.
func (s *Session) Review(ply int) {
	if s.closed || ply < 0 || ply > s.g.Ply() {
		return
	}
	if ply == s.g.Ply() {
		s.ExitReview()
		return
	}
	s.finishAnimation()
	s.review = ply
	s.board.SetPosition(s.g.PositionAt(ply))
	s.markLastMoves(ply)
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	s.changed()
}

// ExitReview returns to the live position.
func (s *Session) ExitReview() {
	if s.review < 0 {
		return
	}
	s.review = -1
	s.showLive()
	if s.hint != 0 {
		s.board.ShowHint(s.hint)
	}
	s.changed()
}

// autosave hands a copy of the game to the autosave writer.
func (s *Session) autosave() {
	if s.saver != nil {
		s.saver.Save(s.g.Clone())
	}
}

// Flush waits until the last autosave is written.
func (s *Session) Flush() {
	if s.saver != nil {
		s.saver.Flush()
	}
}

func (s *Session) changed() {
	if s.OnChange != nil {
		s.OnChange()
	}
}

// Close cancels any search, waits for it, writes the last autosave and
// stops the writer. The session does nothing afterwards.
func (s *Session) Close() {
	if s.closed {
		return
	}
	s.stop()
	s.closed = true
	s.wg.Wait()
	if s.saver != nil {
		s.saver.Save(s.g.Clone())
		s.saver.Close()
	}
}

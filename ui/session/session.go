// Package session is the game played in the window, apart from the
// window: who plays which side, every move from a click or the engine
// through the rules to the board, the autosave and the statistics, the
// clock, the end of the game (by the rules, on time, by a resignation or an
// agreed draw) and a record looked through while the game in progress
// waits. Its state is a game.Status; it tells what changed through one
// notification, Subscribe. It never imports the window's package ui.
package session

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// DefaultHintTime is how long the engine looks for a hint.
const DefaultHintTime = time.Second

// Session is the game being played in the window. It owns the game's whole
// life: a new game, an autosave resumed or a record opened; who plays which
// side and the computer's level; every move; the end of the game and
// whether its result has been counted in the statistics.
//
// Every move takes one path: a click on the board (or a key) or the
// engine's answer goes through game.Game.Play; the session records the move
// and hands the game to the autosave writer at once; then the board
// animates the sowing Play described, and when the animation is done the
// session announces the end of the game or asks the computer for its move.
//
// The session tells what changed through one notification: Subscribe.
//
// All methods must be called on the UI goroutine. The engine runs as the
// session's background job (package job) and hands its answer back through
// post; an answer for a position that is no longer current (New game, Undo,
// a loaded game, closing) is dropped: every such change cancels the job,
// and a cancelled job's answers are never delivered.
type Session struct {
	board    Board
	engines  func(level int) *ai.Engine
	results  ResultBook
	post     func(func())
	limits   *ai.Limits // non-nil: searches use these limits instead of the level (tests)
	hintTime time.Duration
	save     func(*game.Game) error // writes the autosave (on the writer's goroutine)
	savePath string                 // the autosave's path, in the errors
	writes   *Writer                // the autosave and the statistics; nil: nothing is written
	now      func() time.Time
	coin     func() bool // the random colour: true gives the person Black
	logErr   func(string, error)

	g     *game.Game
	human [2]bool // which sides a person plays
	level int
	// recorded is true once the game's result has been counted in the
	// statistics (or must never be: a game opened already finished).
	recorded bool
	over     *GameOver // the end of the game, announced after its last move's animation
	browse   int       // the ply shown while looking at an earlier position; -1: live
	rec      *record   // a record looked through while the game waits (record.go); nil: none

	jobs      *job.Slot // the computer's search or the hint
	thinking  bool
	hinting   bool
	offering  bool // the computer weighs a draw offer (end.go)
	info      ai.Info
	hasInfo   bool
	hint      game.Move
	animating bool
	animDone  func() // finishes the running animation's bookkeeping
	anim      uint64 // bumped by every change that makes the running animation's end stale
	closed    bool

	clk       *sessionClock                                  // nil: a game without a clock (clock.go)
	clockNow  func() time.Time                               // what the clocks read (time.Now when nil)
	afterFunc func(time.Duration, func()) (stop func() bool) // the flag-fall timer (time.AfterFunc when nil)

	subs   map[int]func(Change)
	nextID int
}

// GameOver is the end of a game as the session reports it.
type GameOver struct {
	Outcome game.Outcome
	Plies   int // the moves of the game, both sides together
	// Stats is the person's record against the level, the result
	// counted; nil when two people played.
	Stats *storage.LevelStats
	// OnTime: the game ended by a flag fall, Flagged's time ran out.
	OnTime  bool
	Flagged game.Side
	// Termination is how the game ended.
	Termination game.Termination
	// Rating is the person's rating before and after the game, when a
	// rated game against the computer ended (nil otherwise); Unrated: a
	// game against the computer that a take-back or a hint left unrated.
	Rating  *[2]rating.Rating
	Unrated bool
}

// Kind is what a change of the session touched.
type Kind uint8

// The kinds of change.
const (
	// Moved: the game changed: a move, Undo, another game begun or opened.
	Moved Kind = iota
	// Searched: the computer's search or the hint started, progressed or
	// ended without a move (only what shows the search needs redrawing).
	Searched
	// Browsed: another position of the game is shown.
	Browsed
	// Clocked: the clocks were paused, held or released.
	Clocked
	// Ended: the animation of the move that ended the game is done (or
	// the game ended otherwise); Change.Over tells how.
	Ended
	// DrawAnswered: the computer answered a draw offer; Change.Accepted
	// tells how (an accepted draw is also Ended).
	DrawAnswered
)

// Change is what the session tells its subscribers after every change.
type Change struct {
	Kind     Kind
	Over     *GameOver // the end of the game, for Ended
	Accepted bool      // the computer accepted the draw, for DrawAnswered
}

// Subscribe has f called, on the UI goroutine, after every change of the
// game or of the search state. It returns the function that ends the
// subscription.
func (s *Session) Subscribe(f func(Change)) (cancel func()) {
	if s.subs == nil {
		s.subs = map[int]func(Change){}
	}
	id := s.nextID
	s.nextID++
	s.subs[id] = f
	return func() { delete(s.subs, id) }
}

// notify tells the subscribers of c, in the order they subscribed.
func (s *Session) notify(c Change) {
	for id := 0; id < s.nextID; id++ {
		if f, ok := s.subs[id]; ok {
			f(c)
		}
	}
}

// Board is what the session needs of the board: *board.Board, or a fake
// in tests. Its methods are called on the UI goroutine.
type Board interface {
	SetPosition(game.Position)
	SetBottom(game.Side)
	SetPlayers(white, black board.Player)
	SetInteractive(side game.Side, on bool)
	SetLastMove(side game.Side, s *game.Sowing)
	ShowHint(game.Move)
	// Animate shows the sowing s that before.Play described and calls
	// done on the UI goroutine when the board shows after.
	Animate(before game.Position, s game.Sowing, after game.Position, done func())
	FinishAnimation()
	FlashKazan(game.Side)
}

// ResultBook counts the results of games against the computer:
// *storage.Store. CountResult counts in memory; WriteStats, called on the
// writer's goroutine, writes the statistics to StatsPath.
type ResultBook interface {
	CountResult(level int, o storage.Outcome) (storage.LevelStats, error)
	Stats() map[int]storage.LevelStats
	WriteStats() error
	StatsPath() string
}

var (
	_ Board      = (*board.Board)(nil)
	_ ResultBook = (*storage.Store)(nil)
)

// Config is what a Session is built from.
type Config struct {
	Board    Board
	Engines  func(level int) *ai.Engine   // the engine to search with at a level
	Results  ResultBook                   // nil: results are not counted
	Post     func(func())                 // runs a function on the UI goroutine
	Limits   *ai.Limits                   // non-nil: searches use these instead of the levels' (tests)
	HintTime time.Duration                // how long a hint is looked for (DefaultHintTime when 0)
	Save     func(*game.Game) error       // writes the autosave; called from the writer goroutine
	SavePath string                       // the autosave's path, named when its write fails
	SaveErr  func(path string, err error) // reports a failed write of the autosave or the statistics; called on the UI goroutine
	Now      func() time.Time             // the date of new games (time.Now when nil)
	Coin     func() bool                  // the random colour (a fair coin when nil)
	LogErr   func(string, error)          // logs what the player is not told (nil: nothing)
}

// New returns a session showing the start position, a person playing
// White against the default level; call NewGame, Resume, Open or Start to
// begin.
func New(c Config) *Session {
	s := &Session{
		board:    c.Board,
		engines:  c.Engines,
		results:  c.Results,
		post:     c.Post,
		limits:   c.Limits,
		hintTime: c.HintTime,
		save:     c.Save,
		savePath: c.SavePath,
		now:      c.Now,
		coin:     c.Coin,
		logErr:   c.LogErr,
		browse:   -1,
		level:    ai.DefaultLevel,
		human:    [2]bool{true, false},
		g:        game.NewGame(game.Start()),
		jobs:     job.New(context.Background(), c.Post),
	}
	if s.hintTime <= 0 {
		s.hintTime = DefaultHintTime
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.coin == nil {
		s.coin = func() bool { return rand.IntN(2) == 1 }
	}
	if c.Save != nil || c.Results != nil {
		s.writes = NewWriter(func(path string, err error) {
			if c.SaveErr != nil {
				s.post(func() { c.SaveErr(path, err) })
			}
		})
	}
	return s
}

// Game returns the game record. The caller must not change it.
func (s *Session) Game() *game.Game {
	if s.rec != nil {
		return s.rec.g
	}
	return s.g
}

// Position returns the live position.
func (s *Session) Position() game.Position {
	if s.rec != nil {
		return s.rec.g.PositionAt(s.rec.g.Len())
	}
	return s.g.Position()
}

// Shown returns the position the board shows: the live one, or an earlier
// one while reviewing.
func (s *Session) Shown() game.Position {
	if s.rec != nil {
		return s.rec.g.PositionAt(s.rec.ply)
	}
	if s.browse >= 0 {
		return s.g.PositionAt(s.browse)
	}
	return s.g.Position()
}

// Level returns the computer's level.
func (s *Session) Level() int { return s.level }

// Human reports whether a person plays side.
func (s *Session) Human(side game.Side) bool { return s.human[side] }

// TwoPlayers reports whether two people play each other.
func (s *Session) TwoPlayers() bool { return s.human[game.White] && s.human[game.Black] }

// HumanSide returns the side the person plays against the computer (White
// when two people or nobody play).
func (s *Session) HumanSide() game.Side {
	if s.human[game.Black] && !s.human[game.White] {
		return game.Black
	}
	return game.White
}

// Recorded reports whether the game's result has been counted in the
// statistics, or never will be (a game opened already finished).
func (s *Session) Recorded() bool { return s.recorded || s.rec != nil }

// Thinking reports whether the computer is searching for its move, and the
// last progress report of the search.
func (s *Session) Thinking() (bool, ai.Info, bool) { return s.thinking, s.info, s.hasInfo }

// Hinting reports whether a hint is being looked for.
func (s *Session) Hinting() bool { return s.hinting }

// HintMove returns the hint shown on the board, 0 if none.
func (s *Session) HintMove() game.Move { return s.hint }

// Reviewing returns the ply shown and true while an earlier position is
// shown.
func (s *Session) Browsing() (int, bool) {
	if s.rec != nil {
		return s.rec.ply, true
	}
	return s.browse, s.browse >= 0
}

// Animating reports whether the board is animating a move.
func (s *Session) Animating() bool { return s.animating }

// Idle reports whether nothing is under way: no search, no hint, no
// animation.
func (s *Session) Idle() bool { return !s.thinking && !s.hinting && !s.offering && !s.animating }

// Wait waits for the search goroutines to return. Cancel them first (New
// game, Undo, Close); it must not be called on the UI goroutine while a
// search waits for the UI goroutine.
func (s *Session) Wait() { s.jobs.Wait() }

// EngineHelpAllowed reports whether the engine may judge the game (a
// review, the analysis): in a game of two players or a finished game, never
// in a game against the computer that is still being played.
func (s *Session) EngineHelpAllowed() bool {
	return s.rec != nil || s.TwoPlayers() || s.LiveOver()
}

// HumanTurn reports whether a person is to move in the live position.
func (s *Session) HumanTurn() bool {
	p := s.g.Position()
	return s.rec == nil && !s.LiveOver() && !s.ClockPaused() && s.human[p.ToMove]
}

// Choice is what the New game dialog asks (see dialogs.GameChoice).
type Choice = dialogs.GameChoice

// NewGame begins a game from the start position as chosen.
func (s *Session) NewGame(c Choice) {
	c.Level = ClampLevel(c.Level)
	human := [2]bool{true, false}
	switch {
	case c.TwoPlayers:
		human = [2]bool{true, true}
	case c.Colour == storage.ColourBlack:
		human = [2]bool{false, true}
	case c.Colour == storage.ColourRandom && s.coin():
		human = [2]bool{false, true}
	}
	g := game.NewGame(game.Start())
	TagGame(g, human, c.Level, s.now())
	tagTimeControl(g, c.TimeControl)
	s.Start(g, human, c.Level)
}

// Resume continues the autosaved game g if it can be (a game of this
// window, not finished); otherwise, or when g is nil, it begins a game as
// chosen.
func (s *Session) Resume(g *game.Game, c Choice) {
	if g != nil && players.Resumable(g) {
		seats := seatsOf(g, c.Level)
		s.Start(g, seats.Human, seats.Level)
		return
	}
	s.NewGame(c)
}

// Open opens a game read from a record file: a finished one to look through
// while the game in progress waits (OpenRecord: nobody plays it, its result
// is never counted, ContinueFrom starts a new game from any of its
// positions), an unfinished one to continue against the computer (the person takes the
// side to move) or as it was played here. level is the computer's level
// when the record names none.
func (s *Session) Open(g *game.Game, level int) {
	if err := g.SetPly(g.Len()); err != nil {
		return
	}
	if game.StatusOf(g).Over() {
		s.OpenRecord(g)
		return
	}
	seats := seatsOf(g, level)
	if !players.Own(g) {
		seats.TagSides(g)
	}
	s.Start(g, seats.Human, seats.Level)
}

// Start replaces the game: g is played by people on the sides human says,
// against the computer at level. The result of a game that is already
// finished is never counted.
func (s *Session) Start(g *game.Game, human [2]bool, level int) {
	s.stop()
	s.animating, s.animDone = false, nil
	s.rec = nil
	s.g = g
	s.human = human
	s.level = ClampLevel(level)
	start := g.Position()
	s.recorded = start.Over() || g.Result() != game.Ongoing
	s.over = nil
	s.browse = -1
	s.setupClock()
	var players [2]board.Player
	if !s.TwoPlayers() {
		for side := range players {
			players[side] = board.PlayerComputer
			if human[side] {
				players[side] = board.PlayerYou
			}
		}
	}
	s.board.SetPlayers(players[game.White], players[game.Black])
	s.board.SetBottom(s.HumanSide())
	s.showLive()
	s.autosave()
	s.syncClock()
	s.advance()
}

// humanOutcome is the result from the person's side, for the statistics.
func humanOutcome(r game.Result, human game.Side) storage.Outcome {
	winner, ok := r.Winner()
	switch {
	case !ok:
		return storage.Draw
	case winner == human:
		return storage.Win
	}
	return storage.Loss
}

// ended counts the result of a game that a move has just ended, once and
// only against the computer, and keeps what the end will announce.
func (s *Session) ended() {
	p := s.g.Position()
	s.endGame(p.Outcome(), nil)
}

// endGame counts and keeps the end o; flagged is the side whose time ran
// out when the game ended by a flag fall.
func (s *Session) endGame(o game.Outcome, flagged *game.Side) {
	over := &GameOver{Outcome: o, Plies: s.g.Ply(), Termination: game.StatusOf(s.g).Termination}
	if flagged != nil {
		over.OnTime, over.Flagged = true, *flagged
	}
	if !s.TwoPlayers() && s.results != nil {
		if !s.recorded {
			s.recorded = true
			outcome := humanOutcome(o.Result, s.HumanSide())
			st, err := s.recordResult(outcome, flagged != nil && *flagged == s.HumanSide())
			if err == nil {
				over.Stats = &st
			} else if s.logErr != nil {
				s.logErr("record the result", err)
			}
			s.rate(over, outcome)
			if err == nil || over.Rating != nil {
				s.writes.Write(s.results.StatsPath(), s.results.WriteStats)
			}
		} else if !s.Rated() {
			over.Unrated = true
		}
		if over.Stats == nil {
			st := s.results.Stats()[s.level]
			over.Stats = &st
		}
	}
	s.over = over
}

// announceEnd flashes the winner's kazan and tells the window the game is
// over.
func (s *Session) announceEnd() {
	over := s.over
	s.over = nil
	if over == nil {
		return
	}
	if winner, ok := over.Outcome.Result.Winner(); ok {
		s.board.FlashKazan(winner)
	}
	s.notify(Change{Kind: Ended, Over: over})
}

// autosave hands a copy of the game to the writer.
func (s *Session) autosave() {
	if s.writes != nil && s.save != nil {
		g, save := s.g.Clone(), s.save
		s.writes.Write(s.savePath, func() error { return save(g) })
	}
}

// Flush waits until the last autosave and statistics are written.
func (s *Session) Flush() {
	if s.writes != nil {
		s.writes.Flush()
	}
}

// changed tells the subscribers that the game changed.
func (s *Session) changed() { s.notify(Change{Kind: Moved}) }

// Close cancels any search, waits for it, writes the last autosave and
// stops the writer. The session does nothing afterwards.
func (s *Session) Close() {
	if s.closed {
		return
	}
	s.stop()
	s.closeClock()
	s.closed = true
	s.jobs.Close()
	if s.writes != nil {
		s.autosave()
		s.writes.Close()
	}
}

// Humans returns which sides a person plays, White's first.
func (s *Session) Humans() [2]bool { return s.human }

// Autosave has the game in progress written to the autosave.
func (s *Session) Autosave() { s.autosave() }

// Jobs reports how many of the session's searches are still running
// (cancelled ones included, until they return).
func (s *Session) Jobs() int { return s.jobs.Live() }

// SetClockSource makes the clocks read now and the flag-fall timer use
// after (tests give a fake time); nil keeps the system's.
func (s *Session) SetClockSource(now func() time.Time, after func(time.Duration, func()) (stop func() bool)) {
	s.clockNow, s.afterFunc = now, after
}

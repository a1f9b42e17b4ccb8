// Package session is the game played in the window, apart from the
// window: who plays which side, every move from a click or the engine
// through the rules to the board, the autosave and the statistics, the
// clock, the end of the game (by the rules, on time, by a resignation or an
// agreed draw) and a record looked through while the game in progress
// waits.
//
// The session publishes its whole state as one immutable Snapshot after
// every change, to the functions given to Subscribe; the views render it
// and never ask for more. It changes only through its commands (HumanMove,
// Undo, Hint, Resign, OfferDraw, Browse, OpenRecord, NewGame, …). What it
// does is one Phase at a time, the transitions written down at Phase. It
// never imports the window's package ui, nor its dialogs.
package session

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
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
// animates the sowing Play described, and when the last stone has landed
// the session announces the end of the game or asks the computer for its
// move.
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
	finished func(*game.Game)
	post     func(func())
	limits   *ai.Limits // non-nil: searches use these limits instead of the level (tests)
	hintTime time.Duration
	save     func(*game.Game) error // writes the autosave (on the writer's goroutine)
	savePath string                 // the autosave's path, in the errors
	writes   *Writer                // the autosave and the statistics; nil: nothing is written
	now      func() time.Time
	coin     func() bool // the random colour: true gives the person Black
	logErr   func(string, error)

	g      *game.Game
	human  [2]bool // which sides a person plays
	level  int
	bottom game.Side // the side at the bottom of the board

	// live is what the game in progress has under way, one thing at a
	// time (see Phase); browse and rec what is shown instead of its live
	// position: browse is the ply shown while looking back at an earlier
	// position (-1: live), rec a record looked through while the game
	// waits (record.go; nil: none). rec and browse ≥ 0 never hold
	// together.
	live   work
	browse int
	rec    *record

	// counted is true once the game's result has been counted in the
	// statistics (or must never be: a game begun already finished).
	counted bool
	pending *GameOver // the end of the game, announced after its last move's sowing
	result  *GameOver // the end announced, until another game begins

	jobs    *job.Slot // the computer's search or the hint
	info    ai.Info
	hasInfo bool
	hint    game.Move

	animDone   func()        // finishes the running animation's bookkeeping
	anim       uint64        // bumped by every change that makes the running animation's end stale
	animBefore game.Position // the position before the move being sown

	clk       *sessionClock                                  // nil: a game without a clock (clock.go)
	clockNow  func() time.Time                               // what the clocks read (time.Now when nil)
	afterFunc func(time.Duration, func()) (stop func() bool) // the flag-fall timer (time.AfterFunc when nil)

	// The snapshot's bookkeeping: seq numbers the changes published,
	// gameID the games shown, rev the changes of the game shown's record;
	// the frozen copy of the game shown is made again at a new rev.
	seq, gameID, rev      uint64
	frozenLive, frozenRec frozenGame
	justEnded             bool // the change being made announced the end of the game

	subs   map[int]func(Change)
	nextID int
}

// Kind is what a change of the session touched.
type Kind uint8

// The kinds of change; Phase's table gives the one each command or event
// sends.
const (
	// Started: another game is shown: a game begun (NewGame, Resume,
	// Open, Start), a record opened or closed.
	Started Kind = iota
	// Moved: the game shown changed: a move was played (its sowing
	// begins: Phase Animating) or taken back.
	Moved
	// Landed: the last stone of the move sown has landed: the turn
	// passes, the clock of the side to move starts.
	Landed
	// Searched: the computer's search, the hint or the draw offer's
	// weighing started, progressed or ended without a move.
	Searched
	// Browsed: another position of the game or record is shown.
	Browsed
	// Clocked: the clocks were paused, held or released.
	Clocked
	// Ended: the game in progress ended (its last move's sowing done, a
	// flag fall, a resignation, an agreed or accepted draw):
	// Snapshot.Over tells how.
	Ended
	// DrawDeclined: the computer declined the person's draw offer.
	DrawDeclined
	// Annotated: an engine's review was kept in the record (KeepReview).
	Annotated
)

var kindNames = [...]string{"started", "moved", "landed", "searched", "browsed", "clocked", "ended", "draw declined", "annotated"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind?"
}

// Change is what the session tells its subscribers after every change: the
// kind of change and the state after it.
type Change struct {
	Kind     Kind
	Snapshot Snapshot
}

// Follow reports whether what follows the game shown (the review, the
// analysis, the explorer) must look again: another game or position is
// shown, the game changed or ended. A search's progress, a sowing landing
// or the clocks do not concern them.
func (c Change) Follow() bool {
	switch c.Kind {
	case Started, Moved, Browsed, Ended, Annotated:
		return true
	}
	return false
}

// Subscribe has f called, on the UI goroutine, after every change of the
// session, once per change, with the change and the snapshot after it. It
// returns the function that ends the subscription.
func (s *Session) Subscribe(f func(Change)) (cancel func()) {
	if s.subs == nil {
		s.subs = map[int]func(Change){}
	}
	id := s.nextID
	s.nextID++
	s.subs[id] = f
	return func() { delete(s.subs, id) }
}

// publish tells the subscribers of a change of kind k, in the order they
// subscribed, with one snapshot; a change that announced the end of the
// game is Ended whatever else it did.
func (s *Session) publish(k Kind) {
	if s.justEnded {
		s.justEnded = false
		k = Ended
	}
	if s.live == workClosed {
		return
	}
	s.seq++
	c := Change{Kind: k, Snapshot: s.Snapshot()}
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
	// AfterDraw calls f on the UI goroutine once what the board shows
	// now has been drawn (at once where nothing is drawn).
	AfterDraw(f func())
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
	// Finished receives, on the UI goroutine, a copy of every game played
	// here that ends (on the board, on time, resigned or drawn), as its
	// end is announced: the window keeps it in the games library. nil:
	// nowhere.
	Finished func(*game.Game)
}

// New returns a session showing the start position, a person playing
// White against the default level; call NewGame, Resume, Open or Start to
// begin.
func New(c Config) *Session {
	s := &Session{
		board:    c.Board,
		engines:  c.Engines,
		results:  c.Results,
		finished: c.Finished,
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

// Wait waits for the search goroutines to return. Cancel them first (New
// game, Undo, Close); it must not be called on the UI goroutine while a
// search waits for the UI goroutine.
func (s *Session) Wait() { s.jobs.Wait() }

// twoPlayers reports whether two people play each other.
func (s *Session) twoPlayers() bool { return s.human[game.White] && s.human[game.Black] }

// humanSide is the side the person plays against the computer (White when
// two people or nobody play).
func (s *Session) humanSide() game.Side { return Sides{Human: s.human}.HumanSide() }

// humanTurn reports whether a person is to move in the live position of
// the game in progress, shown and not over, its clocks not paused.
func (s *Session) humanTurn() bool {
	p := s.g.Position()
	return s.live != workClosed && s.rec == nil && !s.liveOver() && !s.clockPaused() && s.human[p.ToMove]
}

// Choice is what the New game dialog asks: the person's colour, the
// computer's level, two people at one computer, and the clock.
type Choice struct {
	Colour      string // storage.ColourWhite, ColourBlack or ColourRandom
	Level       int
	TwoPlayers  bool
	TimeControl clock.TimeControl // clock.None: no clock
}

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
// finished is never counted. The session keeps g: the caller must not
// change it afterwards.
func (s *Session) Start(g *game.Game, human [2]bool, level int) {
	if s.live == workClosed {
		return
	}
	s.begin(g, human, level)
	s.publish(Started)
}

// begin replaces the game (Start) without telling the subscribers; the
// board turns the person's side (White for two people) to the bottom.
func (s *Session) begin(g *game.Game, human [2]bool, level int) {
	s.beginFacing(g, human, level, Sides{Human: human}.HumanSide())
}

// beginFacing is begin with bottom at the bottom of the board.
func (s *Session) beginFacing(g *game.Game, human [2]bool, level int, bottom game.Side) {
	s.stop()
	s.live, s.animDone = workNone, nil
	s.rec = nil
	s.g = g
	s.human = human
	s.level = ClampLevel(level)
	start := g.Position()
	s.counted = start.Over() || g.Result() != game.Ongoing
	s.pending, s.result = nil, nil
	s.browse = -1
	s.gameID++
	s.edited()
	s.setupClock()
	var players [2]board.Player
	if !s.twoPlayers() {
		for side := range players {
			players[side] = board.PlayerComputer
			if human[side] {
				players[side] = board.PlayerYou
			}
		}
	}
	s.board.SetPlayers(players[game.White], players[game.Black])
	s.bottom = bottom
	s.board.SetBottom(bottom)
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
	if !s.twoPlayers() && s.results != nil {
		if !s.counted {
			s.counted = true
			outcome := humanOutcome(o.Result, s.humanSide())
			st, err := s.recordResult(outcome, flagged != nil && *flagged == s.humanSide())
			if err == nil {
				over.Stats = &st
			} else if s.logErr != nil {
				s.logErr("record the result", err)
			}
			s.rate(over, outcome)
			if err == nil || over.Rating != nil {
				s.writes.Write(s.results.StatsPath(), s.results.WriteStats)
			}
		} else if !s.rated() {
			over.Unrated = true
		}
		if over.Stats == nil {
			st := s.results.Stats()[s.level]
			over.Stats = &st
		}
	}
	s.pending = over
}

// announceEnd flashes the winner's kazan, hands the finished game to
// Config.Finished and makes the change being made Ended.
func (s *Session) announceEnd() {
	over := s.pending
	s.pending = nil
	if over == nil {
		return
	}
	s.result = over
	s.justEnded = true
	if winner, ok := over.Outcome.Result.Winner(); ok {
		s.board.FlashKazan(winner)
	}
	if s.finished != nil {
		s.finished(s.g.Clone())
	}
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

// Close cancels any search, waits for it, writes the last autosave and
// stops the writer. The session does nothing afterwards.
func (s *Session) Close() {
	if s.live == workClosed {
		return
	}
	s.stop()
	s.closeClock()
	s.live = workClosed
	s.jobs.Close()
	if s.writes != nil {
		s.autosave()
		s.writes.Close()
	}
}

// Jobs reports how many of the session's searches are still running
// (cancelled ones included, until they return).
func (s *Session) Jobs() int { return s.jobs.Live() }

// SetClockSource makes the clocks read now and the flag-fall timer use
// after (tests give a fake time); nil keeps the system's.
func (s *Session) SetClockSource(now func() time.Time, after func(time.Duration, func()) (stop func() bool)) {
	s.clockNow, s.afterFunc = now, after
}

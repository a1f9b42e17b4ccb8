package session

import (
	"slices"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// Snapshot is the session's whole state at one change, as a value: every
// view of the window renders from it, and none asks the session for more.
// Its slices are the snapshot's own copies and its game (Game) is a copy
// made for the caller: nothing in it reaches back into the session, which
// changes only through its commands (HumanMove, Undo, Browse, …).
//
// The game shown is the game in progress, or the record looked at (Phase
// Record); its fields come first. The game in progress's own state
// follows, whatever is shown.
type Snapshot struct {
	// Seq numbers the session's changes: a later snapshot has a larger
	// one.
	Seq uint64
	// Phase is what the session does, as the window shows it (see
	// Phase); LivePhase is the phase of the game in progress itself: the
	// same, except while Browsing (the game goes on behind) or in Record
	// (it waits).
	Phase, LivePhase Phase

	// GameID names the game shown: it changes when another game begins
	// and when a record is opened or closed, never with a move.
	// GameRev changes with every change of the game shown's record (a
	// move, a take-back, a tag, a clock, a comment): a view keyed on it
	// redraws only what changed.
	GameID, GameRev uint64

	// Start is the game shown's first position; Plies its moves, each with
	// its sowing, its text and its clock; Tags its tags (the players, the
	// event, the time control); Status its state (a record's: Reviewed).
	// FirstMove is the number of its first move: 1, or more for a record
	// that begins later (PlayStrategy's FEN keeps it).
	Start     game.Position
	FirstMove int
	Plies     []Ply
	Tags      []game.Tag
	Status    game.Status
	// Players are the White and the Black tags of the game shown: a
	// player's id of this window (players.You, players.Computer(…)) or a
	// record's names.
	Players [2]string
	// ShownPly is the ply the board shows (len(Plies) unless Browsing or
	// in a record looked through); Shown the position after it.
	ShownPly int
	Shown    game.Position
	// Seen is the position the player sees settled on the board: Shown,
	// except while a move is sown (Animating), when it is the position
	// before that move; the turn marker, "Your move", the cards' kazans
	// and the clocks follow Seen, so that they change when the stones
	// land.
	Seen game.Position
	// LastMoves are, for White and Black, the index in Plies of that
	// side's last move before Seen, -1 when none.
	LastMoves [2]int

	// Live is the live position of the game in progress, LivePly its
	// moves, LiveOver whether it is finished (on the board, on time, by a
	// resignation or an agreed draw).
	Live     game.Position
	LivePly  int
	LiveOver bool
	// Sides are who plays the game in progress and the computer's level;
	// Bottom the side at the bottom of the board.
	Sides  Sides
	Bottom game.Side
	// Rated: the game in progress is a game of a person against the
	// computer that counts for the rating (no take-back, no hint).
	// Counted: its result has been counted in the statistics, or never
	// will be (a game begun already finished).
	Rated, Counted bool
	// Clock is the reading of the clocks: of the game in progress, or of
	// the record at the ply shown.
	Clock ClockReading
	// Hint is the hint shown on the board, 0 when none.
	Hint game.Move
	// Info is the computer's search's last report while it thinks
	// (HasInfo: one came).
	Info    ai.Info
	HasInfo bool
	// Over is the end of the game in progress once announced (Ended),
	// until another game begins; nil while it goes on or when the game
	// was begun already finished.
	Over *GameOver
	// Can is what the commands would do now.
	Can Can

	game, live *game.Game // the game shown and the game in progress, frozen: Game and LiveGame hand out copies
}

// Ply is one move of the game shown.
type Ply struct {
	Move   game.Move
	Mover  game.Side
	Sowing game.Sowing // what the move did; its Drops are the snapshot's own
	Text   string      // as the move list writes it (game.Game.MoveText)
	// Clock is the mover's time left after the move, from the record's
	// [%clk] (HasClock: the record gives it).
	Clock    time.Duration
	HasClock bool
}

// Sides are who plays the game in progress.
type Sides struct {
	Human [2]bool // which sides a person plays, White's first
	Level int     // the computer's level (ai.Levels)
}

// TwoPlayers reports whether two people play each other.
func (s Sides) TwoPlayers() bool { return s.Human[game.White] && s.Human[game.Black] }

// AgainstComputer reports whether a person plays the computer.
func (s Sides) AgainstComputer() bool {
	return s.Human[game.White] != s.Human[game.Black]
}

// HumanSide is the side the person plays against the computer (White when
// two people or nobody play).
func (s Sides) HumanSide() game.Side {
	if s.Human[game.Black] && !s.Human[game.White] {
		return game.Black
	}
	return game.White
}

// Can is what the session's commands would do now: each is true when the
// command of that name would act.
type Can struct {
	// Move: a person may sow from the live position now (a click, a
	// key, the explorer): their turn, nothing under way but a hint.
	Move bool
	// Undo: a move to take back; Hint: a hint to look for.
	Undo, Hint bool
	// Resign: the game in progress may be resigned, a draw offered or
	// agreed (shown, not over, a person plays it).
	Resign bool
	// OfferDraw: the computer may be offered a draw now (the person's
	// turn, nothing under way); AgreeDraw: two players may agree one.
	OfferDraw, AgreeDraw bool
	// Pause: two players on the clock may stop or restart it.
	Pause bool
	// Continue: Continue from here starts a game from the position shown
	// (a position looked back at, a record, a finished game).
	Continue bool
	// Judge: the engine may judge the game shown (a review, the
	// analysis, the explorer's scores): a record, a game of two players
	// or a finished one, never a game against the computer being played.
	Judge bool
	// Unrate: a take-back or a hint now would make a rated game unrated
	// (the window asks first).
	Unrate bool
	// Guard: the game in progress is a game against the computer not
	// over with a move played: New game must not throw it away unasked.
	Guard bool
}

// ClockReading is the clocks as read at one instant: each side's time then,
// and which one runs. A view shows a running clock's time at any later
// instant with Left.
type ClockReading struct {
	// On: the game shown is on the clock; without one the rest is zero.
	On      bool
	Control clock.TimeControl
	// At is the instant read; Times each side's time left then.
	At    time.Time
	Times [2]time.Duration
	// ToMove is the side whose time runs, or would run; Running whether
	// it runs.
	ToMove  game.Side
	Running bool
	// Paused: two players stopped the clocks; Held: the window does not
	// show the game (a dialog or a mode over it).
	Paused, Held bool
	// TimeUp: the game ended on Flagged's time.
	TimeUp  bool
	Flagged game.Side
	// FromRecord: the times of a record at the ply shown ([%clk]); they
	// never run.
	FromRecord bool

	now func() time.Time // the session's clock source
}

// Left returns side's time at now (the reading's own clock source's
// instant, see Now).
func (c ClockReading) Left(side game.Side, now time.Time) time.Duration {
	side &= 1
	d := c.Times[side]
	if c.Running && side == c.ToMove {
		d -= now.Sub(c.At)
	}
	return max(d, 0)
}

// Now is the instant by the session's clocks (time.Now unless a test gave
// a fake clock source).
func (c ClockReading) Now() time.Time {
	if c.now != nil {
		return c.now()
	}
	return time.Now()
}

// Game returns a copy of the game shown (the record looked at, in Record),
// its cursor at its last move: the caller may change it; the session never
// sees it.
func (s Snapshot) Game() *game.Game {
	if s.game == nil {
		return game.NewGame(s.Start)
	}
	return s.game.Clone()
}

// LiveGame returns a copy of the game in progress (the game shown, unless
// a record is), its cursor at its last move: the caller may change it.
func (s Snapshot) LiveGame() *game.Game {
	if s.live == nil {
		return game.NewGame(s.Live)
	}
	return s.live.Clone()
}

// Browsing returns the ply shown and true while an earlier position of the
// game or a record is shown.
func (s Snapshot) Browsing() (int, bool) {
	if s.Phase == Browsing || s.Phase == Record {
		return s.ShownPly, true
	}
	return s.ShownPly, false
}

// Busy reports whether the game in progress has something under way: a
// search, a hint, a draw offer or a sowing.
func (s Snapshot) Busy() bool { return s.LivePhase.Busy() }

// YourTurn reports whether a person is to move in the live position shown,
// with nothing under way (not even a hint).
func (s Snapshot) YourTurn() bool { return s.Can.Move && s.Phase == Idle }

// Tag returns the value of a tag of the game shown, "" when it has none.
func (s Snapshot) Tag(name string) string {
	for _, t := range s.Tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
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

// clone is a deep copy of o.
func (o *GameOver) clone() *GameOver {
	if o == nil {
		return nil
	}
	c := *o
	if o.Stats != nil {
		st := *o.Stats
		c.Stats = &st
	}
	if o.Rating != nil {
		r := *o.Rating
		c.Rating = &r
	}
	return &c
}

// Snapshot returns the session's state now: the same as the last one
// published to the subscribers, unless a command changed it since.
func (s *Session) Snapshot() Snapshot {
	g, ply := s.shownGame()
	snap := Snapshot{
		Seq:       s.seq,
		Phase:     s.phase(),
		LivePhase: s.livePhase(),
		GameID:    s.gameID,
		GameRev:   s.rev,
		Start:     g.Start(),
		FirstMove: g.FirstMoveNumber(),
		Tags:      g.Tags(),
		Players:   [2]string{g.Tag(game.TagWhite), g.Tag(game.TagBlack)},
		ShownPly:  ply,
		Shown:     g.PositionAt(ply),
		Live:      s.g.Position(),
		LivePly:   s.g.Ply(),
		LiveOver:  s.liveOver(),
		Sides:     Sides{Human: s.human, Level: s.level},
		Bottom:    s.bottom,
		Rated:     s.rated(),
		Counted:   s.counted || s.rec != nil,
		Clock:     s.clockReading(),
		Hint:      s.hint,
		Info:      s.info,
		HasInfo:   s.hasInfo && s.live == workThinking,
		Over:      s.result.clone(),
		Can:       s.can(),
		game:      s.frozen(g),
		live:      s.frozen(s.g),
	}
	if s.rec != nil {
		snap.Status = game.StatusOf(g).Reviewed()
	} else {
		snap.Status = game.StatusOf(g)
	}
	snap.Plies = s.plies(g)
	seen := ply
	snap.Seen = snap.Shown
	if snap.Phase == Animating && ply > 0 {
		seen = ply - 1
		snap.Seen = g.PositionAt(seen)
	}
	snap.LastMoves = [2]int{-1, -1}
	for i := seen - 1; i >= 0 && (snap.LastMoves[0] < 0 || snap.LastMoves[1] < 0); i-- {
		if m := snap.Plies[i].Mover; snap.LastMoves[m] < 0 {
			snap.LastMoves[m] = i
		}
	}
	return snap
}

// shownGame is the game shown (the record looked at, or the game in
// progress) and the ply shown.
func (s *Session) shownGame() (*game.Game, int) {
	switch {
	case s.rec != nil:
		return s.rec.g, s.rec.ply
	case s.browse >= 0:
		return s.g, s.browse
	}
	return s.g, s.g.Ply()
}

// frozen returns a copy of g (the game in progress or the record looked
// at) made at the last revision: the snapshots share it and only ever
// hand out copies of it.
func (s *Session) frozen(g *game.Game) *game.Game {
	slot := &s.frozenLive
	if g != s.g {
		slot = &s.frozenRec
	}
	if slot.of != g || slot.rev != s.rev || slot.copy == nil {
		c := g.Clone()
		if err := c.SetPly(c.Len()); err != nil {
			c = g.Clone()
		}
		*slot = frozenGame{of: g, rev: s.rev, copy: c}
	}
	return slot.copy
}

// frozenGame is a copy of a game at a revision, and its moves as the
// snapshots give them (made when first asked for).
type frozenGame struct {
	of, copy *game.Game
	rev      uint64
	plies    []Ply
}

// plies returns the moves of g (the game in progress or the record looked
// at) as a snapshot gives them: the snapshot's own copy, made from the
// moves written out once per revision.
func (s *Session) plies(g *game.Game) []Ply {
	frozen := s.frozen(g)
	slot := &s.frozenLive
	if g != s.g {
		slot = &s.frozenRec
	}
	if slot.plies == nil {
		n := frozen.Len()
		plies := make([]Ply, n)
		for i := range n {
			sow, _ := frozen.Sowing(i)
			left, ok := frozen.Clock(i + 1)
			plies[i] = Ply{Move: sow.Move, Mover: sow.Mover, Sowing: sow, Text: frozen.MoveText(i), Clock: left, HasClock: ok}
		}
		slot.plies = plies
	}
	return clonePlies(slot.plies[:min(len(slot.plies), g.Ply())])
}

// clonePlies copies plies, their sowings' drops included (into one
// array).
func clonePlies(plies []Ply) []Ply {
	out := slices.Clone(plies)
	n := 0
	for _, p := range plies {
		n += len(p.Sowing.Drops)
	}
	drops := make([]int, 0, n)
	for i, p := range plies {
		at := len(drops)
		drops = append(drops, p.Sowing.Drops...)
		out[i].Sowing.Drops = drops[at:len(drops):len(drops)]
	}
	return out
}

// edited notes that the game shown's record changed (GameRev).
func (s *Session) edited() { s.rev++ }

// can is what the commands would do now.
func (s *Session) can() Can {
	open := s.live != workClosed
	live := open && s.rec == nil
	shownLive := live && s.browse < 0
	turn := s.humanTurn()
	idle := !s.live.searching() && s.live != workAnimating
	c := Can{
		Move:      shownLive && turn && (idle || s.live == workHinting || s.live == workAnimating),
		Undo:      live && s.undoTarget() >= 0,
		Hint:      shownLive && turn && idle,
		Resign:    s.canResign(),
		Pause:     live && s.clk != nil && s.twoPlayers() && !s.clk.timeUp && !s.liveOver(),
		Continue:  open && (s.rec != nil || s.browse >= 0 || s.liveOver()),
		Judge:     s.rec != nil || s.twoPlayers() || s.liveOver(),
		Unrate:    live && !s.counted && s.rated(),
		Guard:     s.againstComputer(),
		AgreeDraw: s.canResign() && s.twoPlayers(),
	}
	c.OfferDraw = c.Resign && !s.twoPlayers() && turn && idle && s.browse < 0
	return c
}

// clockReading reads the clocks now: the game in progress's, or the
// record's at the ply shown.
func (s *Session) clockReading() ClockReading {
	if s.rec != nil {
		return s.recordClock()
	}
	k := s.clk
	if k == nil {
		return ClockReading{now: s.clockNow}
	}
	now := s.clockTime()
	c := k.c
	r := ClockReading{
		On: true, Control: c.Control(), At: now,
		Times:   [2]time.Duration{c.Left(game.White, now), c.Left(game.Black, now)},
		ToMove:  c.ToMove(),
		Running: c.Running(),
		Paused:  k.paused, Held: k.held, TimeUp: k.timeUp,
		now: s.clockNow,
	}
	if side, _, ok := c.Flagged(); ok {
		r.Flagged = side
	}
	if s.live == workAnimating && !k.timeUp {
		// The move is being sown: the mover is still to move, and its
		// increment is added when the stones land, as the turn passes.
		mover := r.ToMove.Opponent()
		r.ToMove = mover
		r.Times[mover] = max(0, r.Times[mover]-c.Control().Increment)
	}
	return r
}

// recordClock is the clock of the record looked at, at the ply shown
// (clockAt); it never runs. A record without a time control, or without
// clock comments, shows no clock.
func (s *Session) recordClock() ClockReading {
	r := s.rec
	tc, times, ok := clockAt(r.g, r.ply)
	if !ok {
		return ClockReading{now: s.clockNow}
	}
	return ClockReading{On: true, Control: tc, FromRecord: true, Times: times, ToMove: r.g.PositionAt(r.ply).ToMove, now: s.clockNow}
}

package session

import (
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
)

// TagClock keeps, in an autosave written when the window closes, the time
// the side to move had left then, as PGN's Clock tag writes it
// ("W/0:02:31.4"): the clock comments give only the times after each move.
// Any move made afterwards removes it.
const TagClock = "Clock"

// TagStartClock keeps each side's time at the start of a game begun from a
// position of another game on the clock (Continue from here), as
// "W/0:02:31.4 B/0:01:10": a side's clock starts from it until its first
// move, whose clock comment then gives it.
const TagStartClock = "StartClock"

// sessionClock is the clock of a game on the clock, as the session keeps
// it: the two clocks, the flag-fall timer and why the clock is stopped.
type sessionClock struct {
	c *clock.Clock
	// timer is the running flag-fall timer's stop, nil when none; gen is
	// bumped by every change that makes a timer stale.
	timer func() bool
	gen   uint64
	// paused: two players stopped the clocks for a break; held: the
	// window does not show the game (closed, or a mode is open); landing:
	// the stones of a move have landed and the board is being drawn so
	// (see landed).
	paused, held, landing bool
	landGen               uint64 // bumped by every landing: a stale one's drawing starts nothing
	timeUp                bool   // the game ended by a flag fall
}

// clockTime is the instant the clocks read (time.Now unless a test gave a
// fake clock source).
func (s *Session) clockTime() time.Time {
	if s.clockNow != nil {
		return s.clockNow()
	}
	return time.Now()
}

// after calls f after d on another goroutine and returns the timer's
// stop: time.AfterFunc unless a test gave a fake timer.
func (s *Session) after(d time.Duration, f func()) func() bool {
	if s.afterFunc != nil {
		return s.afterFunc(d, f)
	}
	return time.AfterFunc(d, f).Stop
}

// timeUp reports whether the game ended by a flag fall.
func (s *Session) timeUp() bool { return s.clk != nil && s.clk.timeUp }

// clockPaused reports whether two players stopped the clocks.
func (s *Session) clockPaused() bool { return s.clk != nil && s.clk.paused }

// setupClock builds the clock of the game just started from its record,
// stopped: the times left after each side's last move, or what the window
// kept when it closed. A record whose clock cannot be read is played
// without one (and the problem logged).
func (s *Session) setupClock() {
	s.dropClockTimer()
	held := s.clk != nil && s.clk.held
	s.clk = nil
	c, ok, err := clock.FromRecord(s.g)
	if err != nil && s.logErr != nil {
		s.logErr("read the clock of the game", err)
	}
	if !ok || err != nil {
		return
	}
	st := c.Snapshot(s.clockTime())
	changed := false
	if start, ok := parseStartClock(s.g.Tag(TagStartClock)); ok {
		moved := sidesMoved(s.g)
		for side, left := range start {
			if !moved[side] {
				st.WhiteLeft, st.BlackLeft = setLeft(st.WhiteLeft, st.BlackLeft, game.Side(side), left)
				changed = true
			}
		}
	}
	if kept, ok := parseClockTag(s.g.Tag(TagClock)); ok && kept.side == c.ToMove() {
		st.WhiteLeft, st.BlackLeft = setLeft(st.WhiteLeft, st.BlackLeft, kept.side, kept.left)
		changed = true
	}
	if changed {
		if r, err := clock.Restore(st); err == nil {
			c = r
		} else if s.logErr != nil {
			s.logErr("read the clock of the game", err)
		}
	}
	_, _, flagged := c.Flagged()
	s.clk = &sessionClock{c: c, held: held, timeUp: flagged}
}

// keptClock is the time the side to move had when the window closed.
type keptClock struct {
	side game.Side
	left time.Duration
}

// parseClockTag reads a Clock tag: "W/0:02:31.4" or "B/…".
func parseClockTag(v string) (keptClock, bool) {
	side, text, ok := strings.Cut(v, "/")
	if !ok {
		return keptClock{}, false
	}
	left, ok := game.ParseClock(text)
	switch side {
	case "W":
		return keptClock{game.White, left}, ok
	case "B":
		return keptClock{game.Black, left}, ok
	}
	return keptClock{}, false
}

// setLeft returns white and black with side's time set to left.
func setLeft(white, black time.Duration, side game.Side, left time.Duration) (time.Duration, time.Duration) {
	if side == game.White {
		return left, black
	}
	return white, left
}

// sidesMoved reports which sides have a move in g.
func sidesMoved(g *game.Game) [2]bool {
	var moved [2]bool
	for i := range min(g.Ply(), 2) {
		if sow, ok := g.Sowing(i); ok {
			moved[sow.Mover] = true
		}
	}
	return moved
}

// parseStartClock reads a StartClock tag: "W/0:02:31.4 B/0:01:10".
func parseStartClock(v string) ([2]time.Duration, bool) {
	var times [2]time.Duration
	fields := strings.Fields(v)
	if len(fields) != 2 {
		return times, false
	}
	var seen [2]bool
	for _, f := range fields {
		k, ok := parseClockTag(f)
		if !ok || seen[k.side] {
			return times, false
		}
		times[k.side], seen[k.side] = k.left, true
	}
	return times, true
}

// formatStartClock writes a StartClock tag.
func formatStartClock(times [2]time.Duration) string {
	return formatClockTag(game.White, times[game.White]) + " " + formatClockTag(game.Black, times[game.Black])
}

// clockAt is the clock of g at ply as its record gives it: its time
// control, and each side's time after its last move before ply (from the
// clock comments; the StartClock tag's, or the base, before its first).
// ok is false for a game without a time control, or one on the clock whose
// record keeps no times before ply.
func clockAt(g *game.Game, ply int) (clock.TimeControl, [2]time.Duration, bool) {
	tc, err := clock.Parse(g.Tag(game.TagTimeControl))
	if err != nil || tc.IsNone() {
		return clock.None, [2]time.Duration{}, false
	}
	times := [2]time.Duration{tc.Base, tc.Base}
	if start, ok := parseStartClock(g.Tag(TagStartClock)); ok {
		times = start
	}
	var found [2]bool
	known := false
	for i := ply - 1; i >= 0 && !(found[0] && found[1]); i-- {
		sow, _ := g.Sowing(i)
		if found[sow.Mover] {
			continue
		}
		found[sow.Mover] = true
		if left, ok := g.Clock(i + 1); ok {
			times[sow.Mover], known = left, true
		}
	}
	if !known && ply > 0 {
		return clock.None, [2]time.Duration{}, false // the record keeps no times
	}
	return tc, times, true
}

// formatClockTag writes a Clock tag.
func formatClockTag(side game.Side, left time.Duration) string {
	letter := "W"
	if side == game.Black {
		letter = "B"
	}
	return letter + "/" + game.FormatClock(left)
}

// clockRuns reports whether the clock should run now: a game on the clock,
// not over, shown (no record in its place), not paused, and no move being
// animated.
func (s *Session) clockRuns() bool {
	k := s.clk
	return k != nil && !k.paused && !k.held && !k.landing && !k.timeUp && s.live != workClosed && s.live != workAnimating && s.rec == nil && !s.liveOver()
}

// syncClock starts or stops the clock as clockRuns says, and arms the
// flag-fall timer while it runs.
func (s *Session) syncClock() {
	k := s.clk
	if k == nil {
		return
	}
	now := s.clockTime()
	if s.clockRuns() {
		if err := k.c.Resume(now); err != nil {
			s.flagCheck()
			return
		}
	} else if err := k.c.Pause(now); err != nil {
		s.flagCheck()
		return
	}
	s.armFlag()
}

// dropClockTimer stops the flag-fall timer and makes a fired one stale.
func (s *Session) dropClockTimer() {
	if s.clk == nil {
		return
	}
	s.clk.gen++
	if s.clk.timer != nil {
		s.clk.timer()
		s.clk.timer = nil
	}
}

// armFlag sets the flag-fall timer for the running clock's FlagAt; the
// timer hands the check back through post.
func (s *Session) armFlag() {
	s.dropClockTimer()
	k := s.clk
	at, ok := k.c.FlagAt()
	if !ok {
		return
	}
	gen := k.gen
	k.timer = s.after(at.Sub(s.clockTime()), func() {
		s.post(func() {
			if s.clk == k && k.gen == gen && s.live != workClosed {
				if s.flagCheck(); s.justEnded {
					s.publish(Ended)
				}
			}
		})
	})
}

// flagCheck ends the game when the side to move's time has run out, and
// otherwise sets the timer again (a timer may fire a little early).
func (s *Session) flagCheck() {
	k := s.clk
	if k == nil || k.timeUp {
		return
	}
	side, flagged := k.c.Check(s.clockTime())
	if !flagged {
		s.armFlag()
		return
	}
	s.flagFell(side)
}

// flagFell ends the game on side's time: the record gets the result and
// [Termination "time forfeit"], the result is counted and announced (the
// change being made is Ended).
func (s *Session) flagFell(side game.Side) {
	s.finishAnimation()
	s.stop()
	s.live, s.animDone = workNone, nil
	s.dropClockTimer()
	s.clk.timeUp = true
	r := clock.Forfeit(s.g, side)
	s.edited()
	s.board.SetInteractive(game.White, false)
	s.board.SetInteractive(game.Black, false)
	p := s.g.Position()
	o := game.Outcome{Result: r, Final: [2]int{int(p.Kazans[game.White]), int(p.Kazans[game.Black])}}
	s.endGame(o, &side)
	s.autosave()
	s.announceEnd()
}

// clockLate reports whether the side to move's time has run out: then the
// game ends on time instead of the move being played.
func (s *Session) clockLate() bool {
	if s.clk == nil || s.clk.timeUp {
		return s.clk != nil
	}
	if _, flagged := s.clk.c.Check(s.clockTime()); flagged {
		s.flagCheck() // Check already stopped the clock: end the game
		return true
	}
	return false
}

// landed starts the clock of the side to move when the move just sown is
// seen landed: once the board has drawn its last stones (Board.AfterDraw),
// so that the time the window takes to draw them is nobody's. A change
// before then (another move, Undo, another game) starts it in its own way.
func (s *Session) landed() {
	k := s.clk
	if k == nil {
		return
	}
	k.landing = true
	k.landGen++
	gen, later := k.landGen, false
	s.board.AfterDraw(func() {
		if s.clk != k || k.landGen != gen || !k.landing || s.live == workClosed {
			return
		}
		k.landing = false
		if s.clockRuns() {
			s.syncClock()
			if later { // at once, the change under way tells it
				s.publish(Clocked)
			}
		}
	})
	later = true
}

// clockPlayed stops the mover's clock the moment a move is played (the
// increment added) and writes the mover's time left into the record; the
// opponent's clock waits for the move's animation to end (see clockRuns).
func (s *Session) clockPlayed() {
	k := s.clk
	if k == nil {
		return
	}
	k.landing = false
	left, err := k.c.Play(s.clockTime())
	if err != nil {
		return // clockLate checked the flag at the same instant
	}
	s.g.SetClock(s.g.Ply(), left)
	s.g.DeleteTag(TagClock)
	s.edited()
	s.syncClock()
}

// clockUndone rebuilds the clock from the record after moves were taken
// back: each side gets its time after its last move left in the record.
func (s *Session) clockUndone() {
	if s.clk == nil {
		return
	}
	for ply := s.g.Ply() + 1; ; ply++ {
		if _, ok := s.g.Clock(ply); !ok {
			break
		}
		s.g.SetClock(ply, -1)
	}
	s.g.DeleteTag(TagClock)
	s.setupClock()
	s.syncClock()
}

// TogglePause stops or restarts the clocks of two players at one computer
// (for a break); it does nothing in other games, nor while a record is
// looked at. It reports whether the clocks are stopped now.
func (s *Session) TogglePause() bool {
	k := s.clk
	if !s.can().Pause {
		return false
	}
	k.paused = !k.paused
	s.syncClock()
	s.setInteractive() // no move while the clocks are stopped
	s.publish(Clocked)
	return k.paused
}

// HoldClock stops the clocks while the window does not show the game (a
// mode open in its place) and restarts them when it does again.
func (s *Session) HoldClock(hold bool) {
	if s.clk == nil || s.clk.held == hold || s.live == workClosed {
		return
	}
	s.clk.held = hold
	s.syncClock()
	s.publish(Clocked)
}

// closeClock stops the clocks as the window closes and keeps the side to
// move's exact time in the record, for the autosave.
func (s *Session) closeClock() {
	k := s.clk
	if k == nil {
		return
	}
	s.dropClockTimer()
	now := s.clockTime()
	if err := k.c.Pause(now); err != nil || k.timeUp || s.liveOver() {
		return
	}
	side := k.c.ToMove()
	s.g.SetTag(TagClock, formatClockTag(side, k.c.Left(side, now)))
	s.edited()
}

// aiClock is the clock as the computer sees it before its move in pos.
func (s *Session) aiClock(pos game.Position) (ai.Clock, bool) {
	if s.clk == nil {
		return ai.Clock{}, false
	}
	c, now := s.clk.c, s.clockTime()
	inc := c.Control().Increment
	return ai.Clock{
		Left: c.Left(pos.ToMove, now), OpponentLeft: c.Left(pos.ToMove.Opponent(), now),
		Increment: inc, OpponentIncrement: inc,
	}, true
}

// tagTimeControl writes the time control of a new game into its record.
func tagTimeControl(g *game.Game, tc clock.TimeControl) {
	if !tc.IsNone() {
		g.SetTag(game.TagTimeControl, tc.String())
	}
}

// liveOver reports whether the game in progress is finished: by the rules,
// on time, by a resignation or an agreed draw.
func (s *Session) liveOver() bool {
	p := s.g.Position()
	return p.Over() || s.g.Result() != game.Ongoing
}

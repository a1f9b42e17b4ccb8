package session

import "strconv"

// Phase is what the session is doing, as the window shows it: one phase at
// a time, in Snapshot.Phase. The first six are phases of the game in
// progress shown live; Browsing and Record show something else while the
// game in progress waits or goes on behind (Snapshot.LivePhase says how).
//
//	phase      the board shows                        the game in progress
//	Idle       the live position                      a person to move (or no one: the clocks paused), nothing under way
//	Hinting    the live position                      the engine looks for a hint; the person may still move
//	Thinking   the live position                      the computer searches for its move
//	Animating  the sowing of the last move            the mover is still shown to move, no clock runs
//	Offering   the live position                      the computer weighs the person's draw offer
//	Over       the final position                     finished (on the board, on time, resigned, agreed)
//	Browsing   an earlier position of the game        goes on behind: the computer may think, its move is played unseen
//	Record     a record looked at                     waits: no search, its clock held, its autosave untouched
//	Closed     nothing more                           the window closed: no command does anything
//
// The transitions, and the Kind of the one notification each sends:
//
//	from                                 on                                to                                  Kind
//	any but Closed                       NewGame, Resume, Open, Start      Idle, Thinking or Over (the position) Started
//	Idle, Hinting                        HumanMove                         Animating                           Moved
//	Thinking                             the computer's answer             Animating                           Moved
//	Animating                            the last stone lands              Idle, Thinking or Over              Landed (Over: Ended)
//	Idle                                 Hint                              Hinting                             Searched
//	Hinting                              the hint found                    Idle                                Searched
//	Idle                                 OfferDraw                         Offering                            Searched
//	Offering                             the computer declines / accepts   Idle / Over                         DrawDeclined / Ended
//	Idle, Hinting, Thinking, Animating   Resign, AgreeDraw, the flag falls Over                                Ended
//	Idle, Hinting, Thinking              Undo                              Idle or Thinking                    Moved
//	any live phase                       Browse (an earlier ply)           Browsing (LivePhase goes on)        Browsed
//	Browsing                             Live, Browse (the last ply)       LivePhase                           Browsed
//	any live phase, Browsing             OpenRecord (Open of a finished)   Record (search stopped, clock held) Started
//	Record                               Browse                            Record (another ply)                Browsed
//	Record                               CloseRecord, Live                 LivePhase (its search again)        Started
//	Idle, Hinting, Thinking              TogglePause, HoldClock            the same (the clocks change)        Clocked
//	any live phase, Browsing             Unrate (the explorer's scores)    the same (Rated false)              Searched
//	any                                  Close                             Closed                              none
//
// A search's progress (Thinking) sends Searched; a review kept in the
// record (KeepReview) sends Annotated. Over is left only by another game:
// a finished game is never reopened (Undo takes nothing back).
//
// What is not a phase is a named fact of the Snapshot: the sides and the
// level (Sides), whether the game counts for the rating (Rated) and its
// result has been counted (Counted), the clock's reading (Clock, with its
// own paused and held), the hint shown (Hint).
type Phase uint8

// The phases.
const (
	Idle Phase = iota
	Hinting
	Thinking
	Animating
	Offering
	Over
	Browsing
	Record
	Closed
)

var phaseNames = [...]string{"idle", "hinting", "thinking", "animating", "offering", "over", "browsing", "record", "closed"}

func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "phase(" + strconv.Itoa(int(p)) + ")"
}

// Busy reports whether something is under way in the phase: a search, a
// hint, a draw offer weighed or a sowing.
func (p Phase) Busy() bool { return p == Hinting || p == Thinking || p == Animating || p == Offering }

// work is what the game in progress has under way, one thing at a time
// (the session's field live): the phase of the game in progress, less Over
// (which the record tells) and the views of Browsing and Record (which
// browse and rec tell).
type work uint8

const (
	workNone      work = iota // nothing: a person's turn, or the game is over
	workHinting               // the engine looks for a hint
	workThinking              // the computer searches for its move
	workAnimating             // the board sows the last move
	workOffering              // the computer weighs a draw offer
	workClosed                // the session is closed
)

// searching reports whether w is one of the session's background searches.
func (w work) searching() bool {
	return w == workHinting || w == workThinking || w == workOffering
}

// livePhase is the phase of the game in progress, whatever is shown.
func (s *Session) livePhase() Phase {
	switch s.live {
	case workClosed:
		return Closed
	case workAnimating:
		return Animating
	case workThinking:
		return Thinking
	case workHinting:
		return Hinting
	case workOffering:
		return Offering
	}
	if s.liveOver() {
		return Over
	}
	return Idle
}

// phase is the session's phase: what the window shows.
func (s *Session) phase() Phase {
	switch {
	case s.live == workClosed:
		return Closed
	case s.rec != nil:
		return Record
	case s.browse >= 0:
		return Browsing
	}
	return s.livePhase()
}

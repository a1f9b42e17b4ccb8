package clock

import (
	"fmt"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// State is a clock as an autosave keeps it: the control, the exact time
// each side has left (in nanoseconds in JSON) and the side to move, and the
// side whose flag fell, if any. It is taken after each move, so a program
// killed at any moment loses at most the time since the last move.
type State struct {
	Control   string        `json:"control"`    // as TimeControl.String writes it: "180+2"
	WhiteLeft time.Duration `json:"white_left"` // nanoseconds
	BlackLeft time.Duration `json:"black_left"`
	ToMove    string        `json:"to_move"`           // "white" or "black"
	Flagged   string        `json:"flagged,omitempty"` // "white" or "black" after a flag fall
}

// Snapshot returns the state of the clock at now (noticing a flag fall, as
// Check does).
func (c *Clock) Snapshot(now time.Time) State {
	c.Check(now)
	s := State{
		Control:   c.control.String(),
		WhiteLeft: c.Left(game.White, now),
		BlackLeft: c.Left(game.Black, now),
		ToMove:    c.toMove.String(),
	}
	if c.flagged {
		s.Flagged = c.flagSide.String()
	}
	return s
}

// Restore returns a stopped clock with the times of s exactly; Resume
// starts it again. A flagged state gives a flagged clock (its flag fell at
// the zero instant). A state no clock could have given is an error naming
// the field.
func Restore(s State) (*Clock, error) {
	tc, err := Parse(s.Control)
	if err != nil {
		return nil, fmt.Errorf("clock state: control: %w", err)
	}
	c, err := New(tc, game.White)
	if err != nil {
		return nil, fmt.Errorf("clock state: control %q: %w", s.Control, err)
	}
	if c.toMove, err = parseSide("to_move", s.ToMove); err != nil {
		return nil, err
	}
	// A side never has more than its base and an increment for every
	// move of a long game.
	most := tc.Base + tc.Increment*game.TotalStones*10
	for side, d := range [2]time.Duration{s.WhiteLeft, s.BlackLeft} {
		if d < 0 || d > most {
			return nil, fmt.Errorf("clock state: %s_left %v is outside 0..%v", game.Side(side), d, most)
		}
	}
	c.left = [2]time.Duration{s.WhiteLeft, s.BlackLeft}
	if s.Flagged != "" {
		if c.flagSide, err = parseSide("flagged", s.Flagged); err != nil {
			return nil, err
		}
		c.flagged = true
		c.left[c.flagSide] = 0
	}
	return c, nil
}

func parseSide(field, v string) (game.Side, error) {
	switch v {
	case "white":
		return game.White, nil
	case "black":
		return game.Black, nil
	}
	return game.White, fmt.Errorf("clock state: %s %q is not white or black", field, v)
}

// FromRecord returns the stopped clock a record leaves at its cursor: the
// control of its TimeControl tag, and each side's time as the clock
// comment after its last move gives it (the base before its first move).
// An autosaved record thus holds the clock: a program killed at any moment
// loses at most the time since the last move. A game ended by a flag fall
// ([Termination "time forfeit"] at the end of the record) gives a clock
// flagged on the side to move. A record without a TimeControl, or whose
// control is "-", has no clock: ok is false.
func FromRecord(g *game.Game) (c *Clock, ok bool, err error) {
	text := g.Tag(game.TagTimeControl)
	if text == "" || text == "-" {
		return nil, false, nil
	}
	tc, err := Parse(text)
	if err != nil {
		return nil, false, fmt.Errorf("tag %s: %w", game.TagTimeControl, err)
	}
	c, err = New(tc, g.Position().ToMove)
	if err != nil {
		return nil, false, err
	}
	mover := g.Start().ToMove
	for ply := 1; ply <= g.Ply(); ply++ {
		left, known := g.Clock(ply)
		if !known {
			return nil, false, fmt.Errorf("move %d (%s): no clock comment in a game on the clock", ply, g.MoveText(ply-1))
		}
		c.left[mover] = left
		mover = mover.Opponent()
	}
	if g.Tag(game.TagTermination) == game.TerminationTimeForfeit && g.Ply() == g.Len() && g.Result() != game.Ongoing {
		c.flagged, c.flagSide = true, c.toMove
		c.left[c.toMove] = 0
	}
	return c, true, nil
}

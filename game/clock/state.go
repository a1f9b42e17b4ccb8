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

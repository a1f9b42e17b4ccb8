// Package clock is the game clock of togyz kumalak: time controls as PGN's
// TimeControl tag writes them, a two-sided clock that counts down the side
// to move, and the rule of a flag fall. It holds no real time: every call
// takes the instant it happens at, so a test drives it with a fake clock
// and the window with time.Now.
package clock

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// TimeControl is a sudden-death time control with an increment: each side
// starts with Base and gets Increment added after each of its moves. The
// zero value is no clock.
type TimeControl struct {
	Base      time.Duration
	Increment time.Duration
}

// Limits of a time control, to refuse values no game is played with.
const (
	MaxBase      = 10 * time.Hour
	MaxIncrement = 10 * time.Minute
)

// None is the time control of a game without a clock; its text is "-".
var None = TimeControl{}

// Presets returns the usual controls a new game offers, quickest first:
// 3+2 and 5+3 blitz, 10+5, 15+10 and 25+10 rapid (minutes plus seconds
// added after each move).
func Presets() []TimeControl {
	return []TimeControl{
		{3 * time.Minute, 2 * time.Second},
		{5 * time.Minute, 3 * time.Second},
		{10 * time.Minute, 5 * time.Second},
		{15 * time.Minute, 10 * time.Second},
		{25 * time.Minute, 10 * time.Second},
	}
}

// IsNone reports whether tc is no clock.
func (tc TimeControl) IsNone() bool { return tc == None }

// String writes tc as PGN's TimeControl tag does: seconds, then "+" and the
// increment in seconds when there is one ("180+2", "60"), "-" for none.
func (tc TimeControl) String() string {
	if tc.IsNone() {
		return "-"
	}
	s := strconv.FormatInt(int64(tc.Base/time.Second), 10)
	if tc.Increment > 0 {
		s += "+" + strconv.FormatInt(int64(tc.Increment/time.Second), 10)
	}
	return s
}

// Name is the control as players say it, minutes plus seconds: "3+2",
// "1+0", and "0:30+1" for a base that is not whole minutes; "-" for none.
func (tc TimeControl) Name() string {
	if tc.IsNone() {
		return "-"
	}
	inc := "+" + strconv.FormatInt(int64(tc.Increment/time.Second), 10)
	minutes := int64(tc.Base / time.Minute)
	if secs := int64(tc.Base % time.Minute / time.Second); secs != 0 {
		return fmt.Sprintf("%d:%02d%s", minutes, secs, inc)
	}
	return strconv.FormatInt(minutes, 10) + inc
}

// Parse reads a time control as PGN's TimeControl tag writes it: "180+2"
// (seconds, plus the increment in seconds), "180" (no increment), or "-"
// for no clock. Other PGN forms (moves per period "40/7200", hourglass
// "*60", unknown "?") are refused: this clock plays sudden death with an
// increment only.
func Parse(s string) (TimeControl, error) {
	text := strings.TrimSpace(s)
	if text == "-" {
		return None, nil
	}
	base, inc, hasInc := strings.Cut(text, "+")
	b, err := seconds(base)
	if err != nil {
		return None, fmt.Errorf("time control %q: the base %v", s, err)
	}
	if b == 0 {
		return None, fmt.Errorf("time control %q: the base time must be at least 1 s (use \"-\" for no clock)", s)
	}
	tc := TimeControl{Base: b}
	if hasInc {
		if tc.Increment, err = seconds(inc); err != nil {
			return None, fmt.Errorf("time control %q: the increment %v", s, err)
		}
	}
	if err := tc.Validate(); err != nil {
		return None, fmt.Errorf("time control %q: %w", s, err)
	}
	return tc, nil
}

// seconds reads a whole number of seconds.
func seconds(s string) (time.Duration, error) {
	if s == "" {
		return 0, fmt.Errorf("is missing: want whole seconds, as in 180+2")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, fmt.Errorf("%q is not whole seconds, as in 180+2", s)
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n > 1<<32 {
		return 0, fmt.Errorf("%q is too long", s)
	}
	return time.Duration(n) * time.Second, nil
}

// Validate reports what is wrong with tc, nil for a control a game can be
// played with: none, or a base of 1 s to 10 h in whole seconds with an
// increment of 0 to 10 min in whole seconds.
func (tc TimeControl) Validate() error {
	switch {
	case tc.IsNone():
		return nil
	case tc.Base <= 0:
		return fmt.Errorf("the base time must be at least 1 s (use \"-\" for no clock)")
	case tc.Base > MaxBase:
		return fmt.Errorf("the base time %v is longer than %v", tc.Base, MaxBase)
	case tc.Increment < 0:
		return fmt.Errorf("the increment %v is negative", tc.Increment)
	case tc.Increment > MaxIncrement:
		return fmt.Errorf("the increment %v is longer than %v", tc.Increment, MaxIncrement)
	case tc.Base%time.Second != 0 || tc.Increment%time.Second != 0:
		return fmt.Errorf("the times %v+%v are not whole seconds", tc.Base, tc.Increment)
	}
	return nil
}

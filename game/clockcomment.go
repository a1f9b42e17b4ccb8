package game

import (
	"strconv"
	"strings"
	"time"
)

// Tags of a game on the clock, as PGN names them.
const (
	TagTimeControl = "TimeControl" // "180+2": seconds and increment; "-" for none
	TagTermination = "Termination" // how the game ended, when not by the rules
)

// TerminationTimeForfeit is the Termination of a game ended by a flag fall.
const TerminationTimeForfeit = "time forfeit"

// clockCommand starts the clock command of a comment, {[%clk 0:02:58]}:
// the mover's time left after the move, as PGN's clock comments write it.
const clockCommand = "[%clk "

// FormatClock writes a time left as a clock comment does: h:mm:ss, with
// tenths when there are any ("0:02:58", "0:00:07.4"). It is rounded to a
// tenth; a negative time is written as 0.
func FormatClock(d time.Duration) string {
	tenths := (max(d, 0) + 50*time.Millisecond) / (100 * time.Millisecond)
	s := tenths / 10
	text := strconv.FormatInt(int64(s/3600), 10) + ":" + two(s/60%60) + ":" + two(s%60)
	if t := tenths % 10; t != 0 {
		text += "." + strconv.Itoa(int(t))
	}
	return text
}

func two(n time.Duration) string {
	if n < 10 {
		return "0" + strconv.Itoa(int(n))
	}
	return strconv.Itoa(int(n))
}

// maxClockHours bounds the hours of a clock comment.
const maxClockHours = 999

// ParseClock reads the time of a clock comment: h:mm:ss with an optional
// fraction of a second ("0:02:58", "1:05:00.25"); the fraction is rounded
// to a tenth.
func ParseClock(text string) (time.Duration, bool) {
	hms, frac, hasFrac := strings.Cut(text, ".")
	parts := strings.Split(hms, ":")
	if len(parts) != 3 || len(parts[1]) != 2 || len(parts[2]) != 2 || len(parts[0]) > 3 {
		return 0, false
	}
	var n [3]int
	for i, p := range parts {
		if !isDigits(p) {
			return 0, false
		}
		n[i], _ = strconv.Atoi(p)
	}
	if n[0] > maxClockHours || n[1] > 59 || n[2] > 59 {
		return 0, false
	}
	d := time.Duration(n[0])*time.Hour + time.Duration(n[1])*time.Minute + time.Duration(n[2])*time.Second
	if hasFrac {
		if !isDigits(frac) || len(frac) > 9 {
			return 0, false
		}
		ns, _ := strconv.Atoi((frac + "000000000")[:9])
		d += time.Duration(ns)
	}
	return roundClock(d), true
}

// roundClock keeps a time left to the tenth a record writes.
func roundClock(d time.Duration) time.Duration {
	return (max(d, 0) + 50*time.Millisecond) / (100 * time.Millisecond) * (100 * time.Millisecond)
}

// cutClock takes the clock commands out of the text of a comment: it
// returns the time of the last one and the comment without them ("" when the
// comment held only clocks). A malformed command is left in the comment.
// What is left holds no clock command, so the comment reads back the same.
func cutClock(body string) (left time.Duration, rest string, ok bool) {
	rest = body
	for from := 0; ; {
		i := strings.Index(rest[from:], clockCommand)
		if i < 0 {
			return left, strings.TrimSpace(rest), ok
		}
		start := from + i
		end := strings.IndexByte(rest[start:], ']')
		if end < 0 {
			return left, strings.TrimSpace(rest), ok
		}
		d, valid := ParseClock(strings.TrimSpace(rest[start+len(clockCommand) : start+end]))
		if !valid {
			from = start + 1
			continue
		}
		left, ok = d, true
		rest = strings.TrimSpace(rest[:start] + " " + rest[start+end+1:])
		from = 0 // the cut may have made a new command
	}
}

// Clock returns the time the mover had left after ply moves, as the
// record's clock comment gives it.
func (g *Game) Clock(ply int) (time.Duration, bool) {
	d, ok := g.clocks[ply]
	return d, ok
}

// SetClock records the time the mover has left after ply moves (rounded to
// a tenth, as a record writes it); a negative time removes it.
func (g *Game) SetClock(ply int, left time.Duration) {
	if left < 0 {
		delete(g.clocks, ply)
		return
	}
	if g.clocks == nil {
		g.clocks = map[int]time.Duration{}
	}
	g.clocks[ply] = roundClock(left)
}

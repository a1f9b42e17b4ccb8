package wire

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// MateScore is the score Info.Value gives a proved win: MateScore-n for a
// win in n moves, -(MateScore-n) for a loss in n.
const MateScore = 1_000_000

// Info is a search's info line: "info [multipv K] depth D score cp S|mate
// M nodes N nps R time T pv H...".
type Info struct {
	MultiPV int // the line's rank with MultiPV (0: not written)
	Depth   int
	Score   int // hundredths of a stone for the side to move
	Mate    int // non-zero: proved, in moves (> 0 the side to move wins)
	// Mated: "score mate 0", the side to move has lost already (a
	// client's reading; this engine writes no such line).
	Mated bool
	Nodes uint64
	NPS   uint64
	Time  time.Duration // written in milliseconds
	PV    []game.Move
}

// NewInfo returns the line of an iteration that searched nodes in elapsed,
// with its nodes per second.
func NewInfo(depth, score, mate int, nodes uint64, elapsed time.Duration, pv []game.Move) Info {
	nps := uint64(0)
	if elapsed > 0 {
		nps = uint64(float64(nodes) / elapsed.Seconds())
	}
	return Info{Depth: depth, Score: score, Mate: mate, Nodes: nodes, NPS: nps, Time: elapsed, PV: pv}
}

func (i Info) String() string {
	var b strings.Builder
	b.WriteString("info ")
	if i.MultiPV > 0 {
		fmt.Fprintf(&b, "multipv %d ", i.MultiPV)
	}
	fmt.Fprintf(&b, "depth %d ", i.Depth)
	if i.Mate != 0 || i.Mated {
		fmt.Fprintf(&b, "score mate %d", i.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", i.Score)
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d pv", i.Nodes, i.NPS, i.Time.Milliseconds())
	for _, m := range i.PV {
		fmt.Fprintf(&b, " %d", m)
	}
	return b.String()
}

// Value is the line's score on one scale: hundredths of a stone, or
// ±(MateScore-n) for a result proved in n moves (mate 0 or less: the side
// to move loses).
func (i Info) Value() int {
	switch {
	case i.Mated:
		return -MateScore
	case i.Mate > 0:
		return MateScore - i.Mate
	case i.Mate < 0:
		return -(MateScore + i.Mate)
	}
	return i.Score
}

// Proved reports whether the line's score is a proved result.
func (i Info) Proved() bool { return i.Mate != 0 || i.Mated }

// IsInfo reports whether line is a search's info line (one of several
// with MultiPV), not an info string.
func IsInfo(line string) bool {
	return strings.HasPrefix(line, "info depth ") || strings.HasPrefix(line, "info multipv ")
}

// ParseInfo reads a search's info line. ok is false for any other line,
// an info string included. Fields it does not know are skipped with their
// value, as a client of UCI does; the pv runs to the end of the line.
func ParseInfo(line string) (i Info, ok bool) {
	f := strings.Fields(line)
	if len(f) < 2 || f[0] != "info" || f[1] == "string" {
		return Info{}, false
	}
	scored := false
	for k := 1; k < len(f); k++ {
		key := f[k]
		if key == "pv" {
			for _, w := range f[k+1:] {
				m, err := strconv.Atoi(w)
				if err != nil || m < 1 || m > game.HolesPerSide {
					return Info{}, false
				}
				i.PV = append(i.PV, game.Move(m))
			}
			break
		}
		if key == "score" {
			if k+2 >= len(f) {
				return Info{}, false
			}
			n, err := strconv.Atoi(f[k+2])
			switch {
			case err != nil:
				return Info{}, false
			case f[k+1] == "cp":
				i.Score, i.Mate, i.Mated = n, 0, false
			case f[k+1] == "mate":
				i.Mate, i.Mated = n, n == 0
			default:
				return Info{}, false
			}
			scored = true
			k += 2
			continue
		}
		if k+1 >= len(f) {
			return Info{}, false
		}
		k++
		n, err := strconv.ParseUint(f[k], 10, 64)
		if err != nil {
			continue // a field this package does not know, with any value
		}
		switch key {
		case "multipv":
			i.MultiPV = int(min(n, 1<<20))
		case "depth":
			i.Depth = int(min(n, 1<<20))
		case "nodes":
			i.Nodes = n
		case "nps":
			i.NPS = n
		case "time":
			i.Time = time.Duration(min(n, maxMillis)) * time.Millisecond
		}
	}
	return i, scored
}

// Bestmove is the line that ends a search: "bestmove H" (0: no move, the
// game is over).
func Bestmove(m game.Move) string { return "bestmove " + strconv.Itoa(int(m)) }

// ParseBestmove reads a bestmove line.
func ParseBestmove(line string) (game.Move, bool) {
	rest, ok := strings.CutPrefix(line, "bestmove ")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(strings.Fields(rest + " ")[0])
	if err != nil || n < 0 || n > game.HolesPerSide {
		return 0, false
	}
	return game.Move(n), true
}

// InfoString is a free-text answer: "info string <text>".
func InfoString(format string, args ...any) string {
	return "info string " + fmt.Sprintf(format, args...)
}

// ErrorPrefix starts the line that answers a bad command; the command
// changes nothing.
const ErrorPrefix = "info string error: "

// Error is the line that answers a bad command.
func Error(err error) string { return ErrorPrefix + err.Error() }

// IsError reports whether line answers a bad command.
func IsError(line string) bool { return strings.HasPrefix(line, "info string error") }

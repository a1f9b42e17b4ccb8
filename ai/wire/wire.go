// Package wire is the engine protocol's text, written and read in one
// place: the commands a client sends (Parse, and each command's String)
// and the lines the engine answers (Info, Bestmove, InfoString). The
// protocol server (ai/protocol), the match runner (internal/tools/match) and the
// tests all speak through it.
//
// The protocol is UCI-like: one command per line, moves are hole numbers
// 1..9 of the side to move, scores are in hundredths of a stone. Wire
// imports only the rules (game): it knows the text, not the engine.
package wire

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// A Command is one parsed input line.
type Command interface {
	// String writes the command as a line, without its newline; Parse
	// reads it back.
	String() string
}

// The commands without arguments.
type (
	UCI     struct{}              // "uci": name the engine and its options
	IsReady struct{}              // "isready": answered with readyok
	NewGame struct{}              // "ucinewgame"
	Stop    struct{}              // "stop": end the running search or perft
	Quit    struct{}              // "quit"
	Display struct{}              // "d": the position and its result
	Ignored struct{ Name string } // "debug", "register": accepted, no use
	Unknown struct{ Name string } // a command the protocol does not know
)

func (UCI) String() string       { return "uci" }
func (IsReady) String() string   { return "isready" }
func (NewGame) String() string   { return "ucinewgame" }
func (Stop) String() string      { return "stop" }
func (Quit) String() string      { return "quit" }
func (Display) String() string   { return "d" }
func (c Ignored) String() string { return c.Name }
func (c Unknown) String() string { return c.Name }

// SetOption is "setoption name <Name> value <Value>". Name keeps its case;
// the server compares it without.
type SetOption struct {
	Name, Value string
}

func (c SetOption) String() string {
	if c.Value == "" {
		return "setoption name " + c.Name
	}
	return "setoption name " + c.Name + " value " + c.Value
}

// Position is "position startpos|tfen <TFEN> [moves ...]".
type Position struct {
	TFEN  string // "" : the start position
	Moves []game.Move
}

func (c Position) String() string {
	var b strings.Builder
	if c.TFEN == "" {
		b.WriteString("position startpos")
	} else {
		b.WriteString("position tfen " + c.TFEN)
	}
	if len(c.Moves) > 0 {
		b.WriteString(" moves")
		for _, m := range c.Moves {
			fmt.Fprintf(&b, " %d", m)
		}
	}
	return b.String()
}

// Go is "go" with its limits. A zero field is not sent; a limit of 0 that
// a client sends is read as the least search (1), never as no limit.
type Go struct {
	Depth     int
	Nodes     uint64
	MoveTime  time.Duration
	WTime     time.Duration // may be negative: a clock that ran out
	BTime     time.Duration
	WInc      time.Duration
	BInc      time.Duration
	MovesToGo int
	Infinite  bool
	Perft     int // go perft N: count the positions N plies deep
	// clocks says which of wtime and btime were sent (a clock of 0 or less
	// is sent as it is).
	wSet, bSet bool
}

// WithClocks returns g with both clocks set, sent even when 0 or less.
func (g Go) WithClocks(w, b time.Duration) Go {
	g.WTime, g.BTime, g.wSet, g.bSet = w, b, true, true
	return g
}

func (c Go) String() string {
	f := []string{"go"}
	add := func(k string, v int64) { f = append(f, k, strconv.FormatInt(v, 10)) }
	if c.Perft > 0 {
		add("perft", int64(c.Perft))
	}
	if c.Depth > 0 {
		add("depth", int64(c.Depth))
	}
	if c.Nodes > 0 {
		add("nodes", int64(c.Nodes))
	}
	if c.MoveTime > 0 {
		add("movetime", c.MoveTime.Milliseconds())
	}
	if c.WTime != 0 || c.wSet {
		add("wtime", c.WTime.Milliseconds())
	}
	if c.BTime != 0 || c.bSet {
		add("btime", c.BTime.Milliseconds())
	}
	if c.WInc > 0 {
		add("winc", c.WInc.Milliseconds())
	}
	if c.BInc > 0 {
		add("binc", c.BInc.Milliseconds())
	}
	if c.MovesToGo > 0 {
		add("movestogo", int64(c.MovesToGo))
	}
	if c.Infinite {
		f = append(f, "infinite")
	}
	return strings.Join(f, " ")
}

// Limits of what Parse accepts.
const (
	// MaxDepth is the deepest go depth kept (a deeper one is cut to it).
	MaxDepth = 100
	// MaxPerft is the deepest go perft kept.
	MaxPerft = 30
	// maxMillis bounds the times of go (about 290 years) so that they fit
	// a time.Duration.
	maxMillis = 1 << 43
)

// Parse reads one input line. An empty line gives a nil command and no
// error; a line the protocol does not know gives Unknown. The errors read
// as the protocol's error lines ("position: ...", "go: ...").
func Parse(line string) (Command, error) {
	f := strings.Fields(line)
	if len(f) == 0 {
		return nil, nil
	}
	switch f[0] {
	case "uci":
		return UCI{}, nil
	case "isready":
		return IsReady{}, nil
	case "debug", "register":
		return Ignored{f[0]}, nil
	case "setoption":
		return parseSetOption(f[1:])
	case "ucinewgame":
		return NewGame{}, nil
	case "position":
		return parsePosition(f[1:])
	case "go":
		return parseGo(f[1:])
	case "stop":
		return Stop{}, nil
	case "d":
		return Display{}, nil
	case "quit":
		return Quit{}, nil
	}
	return Unknown{f[0]}, nil
}

func parseSetOption(f []string) (Command, error) {
	// setoption name <N...> value <V...>
	if len(f) < 2 || f[0] != "name" {
		return nil, errors.New(`setoption: want "setoption name <option> value <value>"`)
	}
	var name, value []string
	i := 1
	for ; i < len(f) && f[i] != "value"; i++ {
		name = append(name, f[i])
	}
	if i < len(f) {
		value = f[i+1:]
	}
	return SetOption{Name: strings.Join(name, " "), Value: strings.Join(value, " ")}, nil
}

func parsePosition(f []string) (Command, error) {
	var c Position
	if len(f) == 0 {
		return nil, errors.New(`position: want "startpos" or "tfen <TFEN>"`)
	}
	rest := f[1:]
	switch f[0] {
	case "startpos":
	case "tfen", "fen":
		end := len(rest)
		for i, w := range rest {
			if w == "moves" {
				end = i
				break
			}
		}
		c.TFEN = strings.Join(rest[:end], " ")
		if c.TFEN == "" {
			c.TFEN = " " // not the start position: Resolve says what is wrong
		}
		rest = rest[end:]
	default:
		return nil, fmt.Errorf("position: %q is not \"startpos\" or \"tfen\"", f[0])
	}
	if len(rest) == 0 {
		return c, nil
	}
	if rest[0] != "moves" {
		return nil, fmt.Errorf("position: unexpected %q (want \"moves\")", rest[0])
	}
	for i, w := range rest[1:] {
		m, err := strconv.Atoi(w)
		if err != nil || m < 1 || m > game.HolesPerSide {
			return nil, fmt.Errorf("position: move %d %q is not a hole number 1..9", i+1, w)
		}
		c.Moves = append(c.Moves, game.Move(m))
	}
	return c, nil
}

// Resolve returns the position the command sets: its start with its moves
// played.
func (c Position) Resolve() (game.Position, error) {
	pos := game.Start()
	if c.TFEN != "" {
		var err error
		if pos, err = game.ParseTFEN(strings.TrimSpace(c.TFEN)); err != nil {
			return pos, fmt.Errorf("position: %w", err)
		}
	}
	for i, m := range c.Moves {
		next, _, err := pos.Play(m)
		if err != nil {
			return pos, fmt.Errorf("position: move %d: %w", i+1, err)
		}
		pos = next
	}
	return pos, nil
}

func parseGo(f []string) (Command, error) {
	var g Go
	for i := 0; i < len(f); i++ {
		key := f[i]
		if key == "infinite" {
			g.Infinite = true
			continue
		}
		if i+1 >= len(f) {
			return nil, fmt.Errorf("go: %q needs a value", key)
		}
		i++
		n, err := strconv.ParseInt(f[i], 10, 64)
		clock := key == "wtime" || key == "btime"
		if err != nil || n < 0 && !clock {
			return nil, fmt.Errorf("go: %s %q is not a non-negative number", key, f[i])
		}
		// A limit of 0, or a clock that has run out, asks for the least
		// search (depth 1, 1 ms), never for no limit at all.
		least := max(n, 1)
		limit := time.Duration(min(least, maxMillis)) * time.Millisecond
		switch key {
		case "depth":
			g.Depth = int(min(least, MaxDepth))
		case "nodes":
			g.Nodes = uint64(least)
		case "movetime":
			g.MoveTime = limit
		case "wtime":
			g.WTime, g.wSet = limit, true
		case "btime":
			g.BTime, g.bSet = limit, true
		case "winc":
			g.WInc = time.Duration(min(n, maxMillis)) * time.Millisecond
		case "binc":
			g.BInc = time.Duration(min(n, maxMillis)) * time.Millisecond
		case "movestogo":
			g.MovesToGo = int(min(n, 1000))
		case "perft":
			if n == 0 {
				return nil, errors.New("go: perft needs a depth of 1 or more")
			}
			g.Perft = int(min(n, MaxPerft))
		default:
			return nil, fmt.Errorf("go: unknown parameter %q", key)
		}
	}
	return g, nil
}

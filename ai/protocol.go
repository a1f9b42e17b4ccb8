package ai

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The engine protocol is UCI-like: one command per line on the input, one
// answer per line on the output. Moves are hole numbers 1..9 of the side to
// move, scores are in hundredths of a stone. Bad input is answered with
// "info string error: ..." and changes nothing.

// protocol is the state of one RunProtocol session.
type protocol struct {
	ctx context.Context
	out *syncWriter

	opts  Options
	level int // 0: full strength, honouring go's limits
	eng   *Engine
	pos   game.Position

	// the running search, if any
	cancel   context.CancelFunc
	done     chan struct{}
	infinite bool
}

// syncWriter serialises the lines of the protocol loop and the search.
type syncWriter struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

func (w *syncWriter) println(s string) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return
	}
	_, w.err = io.WriteString(w.w, s+"\n")
}

func (w *syncWriter) printf(format string, args ...any) { w.println(fmt.Sprintf(format, args...)) }

// RunProtocol runs the engine protocol ("uci", "isready", "position", "go",
// "stop", "quit", ...) reading commands from in and writing answers to out,
// until "quit", the end of in or the end of ctx. At the end of in, a search
// with limits is finished first and an infinite one is stopped.
func RunProtocol(ctx context.Context, in io.Reader, out io.Writer) error {
	p := &protocol{
		ctx: ctx,
		out: &syncWriter{w: out},
		pos: game.Start(),
	}
	lines := make(chan string)
	readErr := make(chan error, 1)
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 64<<10), 1<<20)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-ctx.Done():
				return
			}
		}
		readErr <- sc.Err()
	}()
	defer p.stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case err := <-readErr:
			if p.infinite {
				p.stop()
			} else {
				p.wait()
			}
			if err != nil {
				return fmt.Errorf("engine protocol: read: %w", err)
			}
			return p.out.err
		case line := <-lines:
			if quit := p.command(line); quit {
				return p.out.err
			}
		}
	}
}

func (p *protocol) errorf(format string, args ...any) {
	p.out.println("info string error: " + fmt.Sprintf(format, args...))
}

// engine returns the session's engine, made on first use.
func (p *protocol) engine() *Engine {
	if p.eng == nil {
		p.eng = New(p.opts)
	}
	return p.eng
}

func (p *protocol) searching() bool {
	if p.done == nil {
		return false
	}
	select {
	case <-p.done:
		return false
	default:
		return true
	}
}

// wait waits for the running search to print its bestmove.
func (p *protocol) wait() {
	if p.done != nil {
		<-p.done
	}
}

// stop ends the running search, which prints its bestmove.
func (p *protocol) stop() {
	if p.cancel != nil {
		p.cancel()
	}
	p.wait()
}

// command runs one line; it reports whether the session ends.
func (p *protocol) command(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "uci":
		p.out.println("id name Togyz Kumalak " + engineVersion)
		p.out.println("id author the togyzkumalak authors")
		p.out.printf("option name Level type spin default 0 min 0 max %d", len(levelSpecs))
		p.out.printf("option name Threads type spin default %d min 1 max 256", runtime.NumCPU())
		p.out.printf("option name Hash type spin default %d min 1 max 65536", DefaultHashMB)
		p.out.println("uciok")
	case "isready":
		p.out.println("readyok")
	case "setoption":
		p.setOption(f[1:])
	case "ucinewgame":
		if p.searching() {
			p.errorf("ucinewgame: a search is running; send stop first")
			return false
		}
		p.engine().NewGame()
		p.pos = game.Start()
	case "position":
		if pos, err := parsePosition(f[1:]); err != nil {
			p.errorf("%v", err)
		} else {
			p.pos = pos
		}
	case "go":
		p.goCommand(f[1:])
	case "stop":
		p.stop()
	case "d":
		o := p.pos.Outcome()
		p.out.println("tfen " + p.pos.TFEN())
		p.out.printf("result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
	case "quit":
		p.stop()
		return true
	default:
		p.errorf("unknown command %q", f[0])
	}
	return false
}

// engineVersion names the engine in "id name".
const engineVersion = "1.0"

func (p *protocol) setOption(f []string) {
	// setoption name <N...> value <V...>
	if len(f) < 2 || f[0] != "name" {
		p.errorf("setoption: want \"setoption name <option> value <value>\"")
		return
	}
	var name, value []string
	i := 1
	for ; i < len(f) && f[i] != "value"; i++ {
		name = append(name, f[i])
	}
	if i < len(f) {
		value = f[i+1:]
	}
	n := strings.ToLower(strings.Join(name, " "))
	v := strings.Join(value, " ")
	if p.searching() {
		p.errorf("setoption %s: a search is running; send stop first", n)
		return
	}
	num, err := strconv.Atoi(v)
	switch n {
	case "level":
		if err != nil || num < 0 || num > len(levelSpecs) {
			p.errorf("setoption Level: %q is not a level 0..%d", v, len(levelSpecs))
			return
		}
		p.level = num
	case "threads":
		if err != nil || num < 1 || num > 256 {
			p.errorf("setoption Threads: %q is not a thread count 1..256", v)
			return
		}
		p.opts.Threads = num
		p.eng = nil
	case "hash":
		if err != nil || num < 1 || num > 65536 {
			p.errorf("setoption Hash: %q is not a size in MiB 1..65536", v)
			return
		}
		p.opts.HashMB = num
		p.eng = nil
	default:
		p.errorf("setoption: unknown option %q", strings.Join(name, " "))
	}
}

// parsePosition reads "startpos [moves ...]" or "tfen <6 fields> [moves ...]".
func parsePosition(f []string) (game.Position, error) {
	var pos game.Position
	if len(f) == 0 {
		return pos, errors.New("position: want \"startpos\" or \"tfen <TFEN>\"")
	}
	rest := f[1:]
	switch f[0] {
	case "startpos":
		pos = game.Start()
	case "tfen", "fen":
		end := len(rest)
		for i, w := range rest {
			if w == "moves" {
				end = i
				break
			}
		}
		var err error
		pos, err = game.ParseTFEN(strings.Join(rest[:end], " "))
		if err != nil {
			return pos, fmt.Errorf("position: %w", err)
		}
		rest = rest[end:]
	default:
		return pos, fmt.Errorf("position: %q is not \"startpos\" or \"tfen\"", f[0])
	}
	if len(rest) == 0 {
		return pos, nil
	}
	if rest[0] != "moves" {
		return pos, fmt.Errorf("position: unexpected %q (want \"moves\")", rest[0])
	}
	for i, w := range rest[1:] {
		m, err := strconv.Atoi(w)
		if err != nil || m < 1 || m > game.HolesPerSide {
			return pos, fmt.Errorf("position: move %d %q is not a hole number 1..9", i+1, w)
		}
		next, _, err := pos.Play(game.Move(m))
		if err != nil {
			return pos, fmt.Errorf("position: move %d: %w", i+1, err)
		}
		pos = next
	}
	return pos, nil
}

// goParams is a parsed "go" command.
type goParams struct {
	lim      Limits
	infinite bool
	perft    int
}

func parseGo(f []string) (goParams, error) {
	var g goParams
	for i := 0; i < len(f); i++ {
		key := f[i]
		if key == "infinite" {
			g.infinite = true
			continue
		}
		if i+1 >= len(f) {
			return g, fmt.Errorf("go: %q needs a value", key)
		}
		i++
		v, err := strconv.ParseUint(f[i], 10, 63)
		if err != nil {
			return g, fmt.Errorf("go: %s %q is not a non-negative number", key, f[i])
		}
		ms := time.Duration(v) * time.Millisecond
		switch key {
		case "depth":
			g.lim.Depth = int(min(v, MaxDepth))
		case "nodes":
			g.lim.Nodes = v
		case "movetime":
			g.lim.Time = ms
		case "wtime":
			g.lim.WTime = ms
		case "btime":
			g.lim.BTime = ms
		case "winc":
			g.lim.WInc = ms
		case "binc":
			g.lim.BInc = ms
		case "movestogo":
			g.lim.MovesToGo = int(min(v, 1000))
		case "perft":
			g.perft = int(min(v, 30))
		default:
			return g, fmt.Errorf("go: unknown parameter %q", key)
		}
	}
	return g, nil
}

func (p *protocol) goCommand(f []string) {
	if p.searching() {
		p.errorf("go: a search is running; send stop first")
		return
	}
	g, err := parseGo(f)
	if err != nil {
		p.errorf("%v", err)
		return
	}
	if g.perft > 0 {
		for d := 1; d <= g.perft; d++ {
			p.out.printf("%d %d", d, game.Perft(p.pos, d))
		}
		return
	}
	if o := p.pos.Outcome(); o.Result != game.Ongoing {
		p.out.printf("info string result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
		p.out.println("bestmove 0")
		return
	}
	e := p.engine()
	ctx, cancel := context.WithCancel(p.ctx)
	done := make(chan struct{})
	p.cancel, p.done, p.infinite = cancel, done, g.infinite
	pos, level := p.pos, p.level
	lim := g.lim
	if g.infinite {
		lim = Limits{}
	}
	go func() {
		defer close(done)
		defer cancel()
		report := func(i Info) { p.out.println(formatInfo(i)) }
		var r Result
		if level > 0 && !g.infinite {
			r = e.PlayLevel(ctx, pos, level, report)
		} else {
			r = e.Search(ctx, pos, lim, report)
		}
		if g.infinite {
			<-ctx.Done() // "go infinite" answers only after "stop"
		}
		p.out.printf("bestmove %d", r.Move)
	}()
}

// formatInfo writes an iteration's info line.
func formatInfo(i Info) string {
	var b strings.Builder
	fmt.Fprintf(&b, "info depth %d ", i.Depth)
	if i.Mate != 0 {
		fmt.Fprintf(&b, "score mate %d", i.Mate)
	} else {
		fmt.Fprintf(&b, "score cp %d", i.Score)
	}
	ms := i.Elapsed.Milliseconds()
	nps := uint64(0)
	if i.Elapsed > 0 {
		nps = uint64(float64(i.Nodes) / i.Elapsed.Seconds())
	}
	fmt.Fprintf(&b, " nodes %d nps %d time %d pv", i.Nodes, nps, ms)
	for _, m := range i.PV {
		fmt.Fprintf(&b, " %d", m)
	}
	return b.String()
}

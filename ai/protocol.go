package ai

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"math/bits"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/job"
)

// The engine protocol is UCI-like: one command per line on the input, one
// answer per line on the output. Moves are hole numbers 1..9 of the side to
// move, scores are in hundredths of a stone. Bad input is answered with
// "info string error: ..." and changes nothing.
//
// The session is a state machine with two states: idle, or running a job (a
// search, or a perft). Only the session's loop goroutine reads or changes
// the state. A job runs in its own goroutine, writes its info lines (or
// perft counts) as it goes and hands its last line (the bestmove) back over
// a channel; the loop writes that line and returns to idle in the same step,
// so every command after a bestmove finds the session idle. While a job
// runs:
//
//   - isready answers readyok at once, uci and d answer too;
//   - stop ends the job: its bestmove is written before the next command
//     is read (a stop when idle is ignored);
//   - quit ends the job the same way, then the session;
//   - position, setoption and ucinewgame are accepted and apply from the
//     next go (the running search has its own copy of what it needs);
//   - go is refused with an error line and gets no bestmove.
//
// While the endgame table loads (see protocol_endgame.go), isready and go
// wait for it, and so do the lines after them; a quit then cancels a build
// under way, runs them without its table and ends the session.
//
// A go infinite writes its bestmove only after stop, even when the search
// ends sooner (a proved result, or a level's own limit).

// protocol is the state of one RunProtocol session, owned by its loop.
type protocol struct {
	ctx    context.Context
	out    *syncWriter
	bounds optionBounds

	opts       Options
	level      int  // 0: full strength, honouring go's limits
	humanDelay bool // levels take their human-feeling time, as in the window
	multiPV    int  // best lines a full-strength search reports (1..maxMultiPV)
	eng        *Engine
	newGame    bool // ucinewgame during a job: clear the table when it ends
	pos        game.Position

	jobs *job.Slot   // runs the search or perft, one at a time
	job  *runningJob // the running search or perft, nil when idle

	version          string        // in "id name"
	endgameDir       string        // the endgame tables' folder; "": none
	endgameMax       int           // the largest table to use (0: any)
	endgameBuildSize int           // the table built when none is present (0: EndgameStones)
	table            *EndgameTable // in use, nil: none
	load, build      *tableTask    // running, or nil
	loadPending      bool          // the load starts at the first command that may need the table
	queue            []string      // lines waiting for the table's load
}

// runningJob is a running search or perft. Its goroutine and context are a
// job of the session's job.Slot, which cancels it (stop, quit) and waits
// for it at the end of the session; its last line comes over end rather
// than through job.Post, which drops what a cancelled job hands back,
// because a stopped search still owes its bestmove.
type runningJob struct {
	what string // "search" or "perft"
	// end receives the job's last line once: "bestmove H" for a search,
	// the last count of a perft, or an info line for a stopped one.
	end chan string
	// hold: a go infinite, whose bestmove waits for stop; ended is then its
	// last line once it arrived.
	hold  bool
	ended *string
	// unbounded: a search without limits, stopped at the end of the input
	unbounded bool
}

// syncWriter serialises the lines of the protocol loop and the running job.
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

func (w *syncWriter) writeErr() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// RunProtocol runs the engine protocol ("uci", "isready", "position", "go",
// "stop", "quit", ...) reading commands from in and writing answers to out,
// until "quit", the end of in or the end of ctx. At the end of in, a search
// with limits is finished first and an infinite one is stopped; at quit or
// the end of ctx a running search is stopped. Either way its bestmove is
// written. It is RunProtocolWith with no endgame table folder (until a
// client sets one).
func RunProtocol(ctx context.Context, in io.Reader, out io.Writer) error {
	return RunProtocolWith(ctx, in, out, ProtocolOptions{})
}

// ProtocolOptions describe the program that speaks the protocol.
type ProtocolOptions struct {
	// Version is the program's version, named in "id name Togyz Kumalak
	// <Version>" ("" : dev).
	Version string
	// EndgameDir is the folder of the endgame tables, the user's cache
	// folder: the session loads the largest table there, or builds the
	// default one, from its start ("": none until setoption EndgameTable).
	EndgameDir string

	// endgameBuild is the table built when none is present (0:
	// EndgameStones); tests make it small.
	endgameBuild int
}

// RunProtocolWith runs the protocol as RunProtocol does, for the program
// that opts describe.
func RunProtocolWith(ctx context.Context, in io.Reader, out io.Writer, opts ProtocolOptions) error {
	return runProtocol(ctx, in, out, opts, optionBounds{threads: 256, hashMB: 65536})
}

// optionBounds are the largest Threads and Hash a client may set.
type optionBounds struct{ threads, hashMB int }

func runProtocol(ctx context.Context, in io.Reader, out io.Writer, po ProtocolOptions, bounds optionBounds) error {
	p := &protocol{
		ctx:              ctx,
		out:              &syncWriter{w: out},
		bounds:           bounds,
		opts:             Options{Threads: min(runtime.NumCPU(), bounds.threads), HashMB: min(DefaultHashMB, bounds.hashMB)},
		pos:              game.Start(),
		version:          po.Version,
		endgameDir:       po.EndgameDir,
		endgameBuildSize: po.endgameBuild,
	}
	if p.version == "" {
		p.version = "dev"
	}
	p.jobs = job.New(ctx, nil)
	defer p.jobs.Close()
	p.loadPending = p.endgameDir != ""
	lines := make(chan string)
	readErr := make(chan error, 1)
	gone := make(chan struct{})
	defer close(gone)
	go func() {
		sc := bufio.NewScanner(in)
		sc.Buffer(make([]byte, 0, 64<<10), maxLine)
		for sc.Scan() {
			select {
			case lines <- sc.Text():
			case <-gone:
				return
			}
		}
		err := sc.Err()
		if errors.Is(err, bufio.ErrTooLong) {
			err = fmt.Errorf("a line is longer than %d bytes", maxLine)
		}
		readErr <- err
	}()
	defer p.stopTableTasks(false)
	defer p.endJob(true)
	for {
		select {
		case <-ctx.Done():
			return nil
		case last := <-p.jobEnd():
			p.jobEnded(last)
		case d := <-p.load.ended():
			p.loaded(d)
			if quit := p.runQueued(); quit {
				return p.out.writeErr()
			}
		case d := <-p.build.ended():
			p.built(d)
		case err := <-readErr:
			// The lines waiting for the table run first.
			for err == nil && len(p.queue) > 0 {
				if p.load != nil {
					select {
					case <-ctx.Done():
						return nil
					case d := <-p.load.done:
						p.loaded(d)
					}
				}
				if quit := p.runQueued(); quit {
					return p.out.writeErr()
				}
			}
			// At the end of the input a search with limits finishes;
			// after a read error every job is stopped.
			p.endJob(err != nil || p.job != nil && (p.job.hold || p.job.unbounded))
			if err != nil {
				return fmt.Errorf("engine protocol: read: %w", err)
			}
			return p.out.writeErr()
		case line := <-lines:
			// A job that has ended writes its last line before the
			// next command runs, even if both arrived together.
			select {
			case last := <-p.jobEnd():
				p.jobEnded(last)
			default:
			}
			p.startPendingLoad(line)
			if p.waitsForTable(line) {
				p.queue = append(p.queue, line)
				continue
			}
			if len(p.queue) > 0 {
				// quit: the lines before it run first, without a table
				// that is still being built
				p.stopTableTasks(true)
				if quit := p.runQueued(); quit {
					return p.out.writeErr()
				}
			}
			if quit := p.command(line); quit {
				return p.out.writeErr()
			}
		}
	}
}

// maxLine is the longest input line the protocol reads.
const maxLine = 1 << 20

func (p *protocol) errorf(format string, args ...any) {
	p.out.println("info string error: " + fmt.Sprintf(format, args...))
}

// engine returns the session's engine, made on first use.
func (p *protocol) engine() *Engine {
	if p.eng == nil {
		p.eng = New(p.opts)
		p.eng.SetEndgameTable(p.table)
	}
	return p.eng
}

// jobEnd is the channel of the running job's end, nil when there is none to
// wait for.
func (p *protocol) jobEnd() <-chan string {
	if p.job == nil || p.job.ended != nil {
		return nil
	}
	return p.job.end
}

// jobEnded writes the last line of the job that ended and returns to idle;
// a go infinite keeps its bestmove until stop.
func (p *protocol) jobEnded(last string) {
	if p.job.hold {
		p.job.ended = &last
		return
	}
	p.finish(last)
}

func (p *protocol) finish(last string) {
	p.job = nil
	if last != "" {
		p.out.println(last)
	}
	if p.newGame {
		p.clearTable()
	}
}

// clearTable makes the engine forget earlier games. The session is idle:
// no search holds the engine.
func (p *protocol) clearTable() {
	if p.eng != nil {
		p.eng.NewGame()
	}
	p.newGame = false
}

// endJob ends the running job, if any, cancelling it first if cancel; it
// writes the job's last line.
func (p *protocol) endJob(cancel bool) {
	if p.job == nil {
		return
	}
	if cancel {
		p.jobs.Cancel()
	}
	if p.job.ended != nil {
		p.finish(*p.job.ended)
		return
	}
	p.finish(<-p.job.end)
}

// command runs one line; it reports whether the session ends.
func (p *protocol) command(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return false
	}
	switch f[0] {
	case "uci":
		p.out.println("id name Togyz Kumalak " + p.version)
		p.out.println("id author the togyzkumalak authors")
		p.out.printf("option name Level type spin default 0 min 0 max %d", len(Levels()))
		p.out.println("option name HumanDelay type check default false")
		p.out.printf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV)
		p.out.printf("option name Threads type spin default %d min 1 max %d", min(runtime.NumCPU(), p.bounds.threads), p.bounds.threads)
		p.out.printf("option name Hash type spin default %d min 1 max %d", min(DefaultHashMB, p.bounds.hashMB), p.bounds.hashMB)
		p.printEndgameOptions()
		p.out.println("uciok")
	case "isready":
		p.out.println("readyok")
	case "debug", "register":
		// UCI commands the engine has no use for: accepted, ignored
	case "setoption":
		p.setOption(f[1:])
	case "ucinewgame":
		p.pos = game.Start()
		p.newGame = true
		if p.job == nil {
			p.clearTable()
		}
	case "position":
		if pos, err := parsePosition(f[1:]); err != nil {
			p.errorf("%v", err)
		} else {
			p.pos = pos
		}
	case "go":
		p.goCommand(f[1:])
	case "stop":
		p.endJob(true)
	case "d":
		o := p.pos.Outcome()
		p.out.println("tfen " + p.pos.TFEN())
		p.out.printf("result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
	case "quit":
		p.endJob(true)
		return true
	default:
		p.errorf("unknown command %q", truncate(f[0], 40))
	}
	return false
}

// truncate shortens s to at most n bytes for an error line.
func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return s[:n] + "..."
}

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
	if p.setEndgameOption(n, v) {
		return
	}
	num, err := strconv.Atoi(v)
	switch n {
	case "level":
		if err != nil || num < 0 || num > len(Levels()) {
			p.errorf("setoption Level: %q is not a level 0..%d", v, len(Levels()))
			return
		}
		p.level = num
	case "humandelay":
		switch strings.ToLower(v) {
		case "true":
			p.humanDelay = true
		case "false":
			p.humanDelay = false
		default:
			p.errorf("setoption HumanDelay: %q is not true or false", v)
		}
	case "multipv":
		if err != nil || num < 1 || num > maxMultiPV {
			p.errorf("setoption MultiPV: %q is not a line count 1..%d", v, maxMultiPV)
			return
		}
		p.multiPV = num
	case "threads":
		if err != nil || num < 1 || num > p.bounds.threads {
			p.errorf("setoption Threads: %q is not a thread count 1..%d", v, p.bounds.threads)
			return
		}
		if num != p.opts.Threads {
			p.opts.Threads = num
			p.eng = nil // a new engine for the next go
		}
	case "hash":
		if err != nil || num < 1 || num > p.bounds.hashMB {
			p.errorf("setoption Hash: %q is not a size in MiB 1..%d", v, p.bounds.hashMB)
			return
		}
		if num != p.opts.HashMB {
			p.opts.HashMB = num
			p.eng = nil
		}
	default:
		p.errorf("setoption: unknown option %q", truncate(strings.Join(name, " "), 40))
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

// maxMillis bounds the times of go (about 290 years) so that they fit a
// time.Duration.
const maxMillis = 1 << 43

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
		n, err := strconv.ParseInt(f[i], 10, 64)
		clock := key == "wtime" || key == "btime"
		if err != nil || n < 0 && !clock {
			return g, fmt.Errorf("go: %s %q is not a non-negative number", key, f[i])
		}
		// A limit of 0, or a clock that has run out, asks for the least
		// search (depth 1, 1 ms), never for no limit at all.
		least := max(n, 1)
		limit := time.Duration(min(least, maxMillis)) * time.Millisecond
		switch key {
		case "depth":
			g.lim.Depth = int(min(least, MaxDepth))
		case "nodes":
			g.lim.Nodes = uint64(least)
		case "movetime":
			g.lim.Time = limit
		case "wtime":
			g.lim.WTime = limit
		case "btime":
			g.lim.BTime = limit
		case "winc":
			g.lim.WInc = time.Duration(min(n, maxMillis)) * time.Millisecond
		case "binc":
			g.lim.BInc = time.Duration(min(n, maxMillis)) * time.Millisecond
		case "movestogo":
			g.lim.MovesToGo = int(min(n, 1000))
		case "perft":
			if n == 0 {
				return g, errors.New("go: perft needs a depth of 1 or more")
			}
			g.perft = int(min(n, 30))
		default:
			return g, fmt.Errorf("go: unknown parameter %q", key)
		}
	}
	return g, nil
}

func (p *protocol) goCommand(f []string) {
	if p.job != nil {
		p.errorf("go: a %s is running; send stop first", p.job.what)
		return
	}
	g, err := parseGo(f)
	if err != nil {
		p.errorf("%v", err)
		return
	}
	if g.perft > 0 {
		p.startPerft(g.perft)
		return
	}
	if o := p.pos.Outcome(); o.Result != game.Ongoing {
		p.out.printf("info string result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
		p.out.println("bestmove 0")
		return
	}
	e := p.engine()
	pos, level, humanDelay := p.pos, p.level, p.humanDelay
	lim := g.lim
	if g.infinite {
		lim = Limits{}
	}
	lim.MultiPV = p.multiPV
	end := make(chan string, 1)
	unbounded := level == 0 && lim.Unbounded(&pos)
	p.job = &runningJob{what: "search", end: end, hold: g.infinite, unbounded: unbounded}
	p.jobs.Start(func(j job.Job) {
		ctx := j.Context()
		report := func(i Info) {
			for _, line := range formatInfoLines(i) {
				p.out.println(line)
			}
		}
		var r Result
		if level > 0 {
			r = e.PlayLevelWithin(ctx, pos, level, lim, humanDelay, report)
		} else {
			r = e.Search(ctx, pos, lim, report)
		}
		if r.Move == 0 {
			// stopped before the search began: any legal move
			r.Move = firstMove(&pos)
		}
		end <- fmt.Sprintf("bestmove %d", r.Move)
	})
}

// firstMove returns the lowest legal move of pos (0 if none).
func firstMove(pos *game.Position) game.Move {
	m := pos.MoveMask()
	if m == 0 {
		return 0
	}
	return game.Move(bits.TrailingZeros16(m) + 1)
}

// startPerft starts "go perft N" as a job: it writes "<depth> <count>" for
// depths 1..N and can be stopped, which ends it with an info line.
func (p *protocol) startPerft(depth int) {
	end := make(chan string, 1)
	p.job = &runningJob{what: "perft", end: end}
	pos := p.pos
	p.jobs.Start(func(j job.Job) {
		for d := 1; ; d++ {
			n, ok := perft(j.Context(), pos, d)
			switch {
			case !ok:
				end <- fmt.Sprintf("info string perft stopped at depth %d", d)
				return
			case d == depth:
				// the last line, like a bestmove, is the loop's to write
				end <- fmt.Sprintf("%d %d", d, n)
				return
			}
			p.out.printf("%d %d", d, n)
		}
	})
}

// perftChunk is the depth of the subtrees that perft counts without
// checking for stop (9^4 leaves at most: well under a millisecond).
const perftChunk = 4

// perft is game.Perft that gives up (ok false) when ctx ends.
func perft(ctx context.Context, pos game.Position, depth int) (n uint64, ok bool) {
	if depth <= perftChunk || pos.Over() {
		return game.Perft(pos, depth), ctx.Err() == nil
	}
	for m := pos.MoveMask(); m != 0; m &= m - 1 {
		c, ok := perft(ctx, pos.Apply(game.Move(bits.TrailingZeros16(m)+1)), depth-1)
		if !ok {
			return 0, false
		}
		n += c
	}
	return n, true
}

// maxMultiPV is the most lines the protocol's MultiPV option asks for: a
// position has at most nine moves.
const maxMultiPV = game.HolesPerSide

// formatInfoLines writes an iteration's info line, or with MultiPV one
// line per best line: "info multipv K depth D score … pv …".
func formatInfoLines(i Info) []string {
	if len(i.Lines) < 2 {
		return []string{formatInfo(i)}
	}
	out := make([]string, len(i.Lines))
	for k, l := range i.Lines {
		li := i
		li.Score, li.Mate, li.PV = l.Score, l.Mate, l.PV
		out[k] = fmt.Sprintf("info multipv %d %s", k+1, strings.TrimPrefix(formatInfo(li), "info "))
	}
	return out
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

// Package protocol is the engine protocol's front: a thin parser and
// printer over the engine host (ai/host), reading commands and writing
// answers in the protocol's text (ai/wire). The headless `engine` command,
// tournament managers and the tests run it.
//
// The protocol is UCI-like: one command per line on the input, one answer
// per line on the output. Moves are hole numbers 1..9 of the side to move,
// scores are in hundredths of a stone. Bad input is answered with "info
// string error: ..." and changes nothing.
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
// While the endgame table loads (see endgame.go), isready and go wait for
// it, and so do the lines after them; a quit then cancels a build under way,
// runs them without its table and ends the session.
//
// A go infinite writes its bestmove only after stop, even when the search
// ends sooner (a proved result, or a level's own limit).
package protocol

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

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
)

// session is the state of one Run, owned by its loop.
type session struct {
	ctx    context.Context
	out    *syncWriter
	bounds optionBounds

	opts       ai.Options
	level      int  // 0: full strength, honouring go's limits
	humanDelay bool // levels take their human-feeling time, as in the window
	multiPV    int  // best lines a full-strength search reports (1..maxMultiPV)
	eng        *ai.Engine
	newGame    bool // ucinewgame during a job: clear the table when it ends
	pos        game.Position

	jobs *job.Slot   // runs the search or perft, one at a time
	job  *runningJob // the running search or perft, nil when idle

	version string // in "id name"
	table   tableState
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

// syncWriter serialises the lines of the protocol loop, the running job
// and the endgame table's load and build.
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

// Run runs the engine protocol ("uci", "isready", "position", "go",
// "stop", "quit", ...) reading commands from in and writing answers to out,
// until "quit", the end of in or the end of ctx. At the end of in, a search
// with limits is finished first and an infinite one is stopped; at quit or
// the end of ctx a running search is stopped. Either way its bestmove is
// written. It is RunWith with no endgame table folder (until a client sets
// one).
func Run(ctx context.Context, in io.Reader, out io.Writer) error {
	return RunWith(ctx, in, out, Options{})
}

// Options describe the program that speaks the protocol.
type Options struct {
	// Version is the program's version, named in "id name Togyz Kumalak
	// <Version>" ("" : dev).
	Version string
	// EndgameDir is the folder of the endgame tables, the user's cache
	// folder: the session loads the largest table there, or builds the
	// default one, from its start ("": none until setoption EndgameTable).
	EndgameDir string
	// Policy is how the session's host uses its engines and tables (nil:
	// host.HeadlessPolicy, which builds the window's largest default
	// table in the background while the session plays with a smaller one).
	Policy *host.Policy
}

// RunWith runs the protocol as Run does, for the program that opts
// describe.
func RunWith(ctx context.Context, in io.Reader, out io.Writer, opts Options) error {
	return run(ctx, in, out, opts, optionBounds{threads: 256, hashMB: 65536})
}

// optionBounds are the largest Threads and Hash a client may set.
type optionBounds struct{ threads, hashMB int }

func run(ctx context.Context, in io.Reader, out io.Writer, po Options, bounds optionBounds) error {
	p := &session{
		ctx:     ctx,
		out:     &syncWriter{w: out},
		bounds:  bounds,
		opts:    ai.Options{Threads: min(runtime.NumCPU(), bounds.threads), HashMB: min(ai.DefaultHashMB, bounds.hashMB)},
		pos:     game.Start(),
		version: po.Version,
	}
	if p.version == "" {
		p.version = "dev"
	}
	policy := host.HeadlessPolicy()
	if po.Policy != nil {
		policy = *po.Policy
	}
	p.table.init(p, po.EndgameDir, policy)
	p.jobs = job.New(ctx, nil)
	defer p.jobs.Close()
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
	defer p.table.close()
	defer p.endJob(true)
	for {
		select {
		case <-ctx.Done():
			return nil
		case last := <-p.jobEnd():
			p.jobEnded(last)
		case <-p.table.loading:
			p.table.loaded()
			if quit := p.runQueued(); quit {
				return p.out.writeErr()
			}
			// after the readyok the load held back
			p.table.upgrade()
		case err := <-readErr:
			// The lines waiting for the table run first.
			for err == nil && len(p.table.queue) > 0 {
				if p.table.loading != nil {
					select {
					case <-ctx.Done():
						return nil
					case <-p.table.loading:
						p.table.loaded()
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
			p.table.startPendingLoad(line)
			if p.table.waits(line) {
				p.table.queue = append(p.table.queue, line)
				continue
			}
			if len(p.table.queue) > 0 {
				// quit: the lines before it run first, without a table
				// that is still being built
				p.table.close()
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

func (p *session) errorf(format string, args ...any) {
	p.out.println(wire.Error(fmt.Errorf(format, args...)))
}

// engine returns the session's engine, made by the host on first use.
func (p *session) engine() *ai.Engine {
	if p.eng == nil {
		p.eng = p.table.host.Engine(p.opts)
	}
	return p.eng
}

// jobEnd is the channel of the running job's end, nil when there is none to
// wait for.
func (p *session) jobEnd() <-chan string {
	if p.job == nil || p.job.ended != nil {
		return nil
	}
	return p.job.end
}

// jobEnded writes the last line of the job that ended and returns to idle;
// a go infinite keeps its bestmove until stop.
func (p *session) jobEnded(last string) {
	if p.job.hold {
		p.job.ended = &last
		return
	}
	p.finish(last)
}

func (p *session) finish(last string) {
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
func (p *session) clearTable() {
	if p.eng != nil {
		p.eng.NewGame()
	}
	p.newGame = false
}

// endJob ends the running job, if any, cancelling it first if cancel; it
// writes the job's last line.
func (p *session) endJob(cancel bool) {
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
func (p *session) command(line string) bool {
	c, err := wire.Parse(line)
	if err != nil {
		p.out.println(wire.Error(err))
		return false
	}
	switch c := c.(type) {
	case wire.UCI:
		p.out.println("id name Togyz Kumalak " + p.version)
		p.out.println("id author the togyzkumalak authors")
		p.out.printf("option name Level type spin default 0 min 0 max %d", len(ai.Levels()))
		p.out.println("option name HumanDelay type check default false")
		p.out.printf("option name MultiPV type spin default 1 min 1 max %d", maxMultiPV)
		p.out.printf("option name Threads type spin default %d min 1 max %d", min(runtime.NumCPU(), p.bounds.threads), p.bounds.threads)
		p.out.printf("option name Hash type spin default %d min 1 max %d", min(ai.DefaultHashMB, p.bounds.hashMB), p.bounds.hashMB)
		p.table.printOptions()
		p.out.println("uciok")
	case wire.IsReady:
		p.out.println("readyok")
	case wire.Ignored:
		// UCI commands the engine has no use for: accepted, ignored
	case wire.SetOption:
		p.setOption(c)
	case wire.NewGame:
		p.pos = game.Start()
		p.newGame = true
		if p.job == nil {
			p.clearTable()
		}
	case wire.Position:
		if pos, err := c.Resolve(); err != nil {
			p.out.println(wire.Error(err))
		} else {
			p.pos = pos
		}
	case wire.Go:
		p.goCommand(c)
	case wire.Stop:
		p.endJob(true)
	case wire.Display:
		o := p.pos.Outcome()
		p.out.println("tfen " + p.pos.TFEN())
		p.out.printf("result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
	case wire.Quit:
		p.endJob(true)
		return true
	case wire.Unknown:
		p.errorf("unknown command %q", truncate(c.Name, 40))
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

func (p *session) setOption(c wire.SetOption) {
	n, v := strings.ToLower(c.Name), c.Value
	if p.table.setOption(n, v) {
		return
	}
	num, err := strconv.Atoi(v)
	switch n {
	case "level":
		if err != nil || num < 0 || num > len(ai.Levels()) {
			p.errorf("setoption Level: %q is not a level 0..%d", v, len(ai.Levels()))
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
		p.errorf("setoption: unknown option %q", truncate(c.Name, 40))
	}
}

// limits returns the engine's limits for a go.
func limits(g wire.Go) ai.Limits {
	return ai.Limits{
		Depth: g.Depth, Nodes: g.Nodes, Time: g.MoveTime,
		WTime: g.WTime, BTime: g.BTime, WInc: g.WInc, BInc: g.BInc, MovesToGo: g.MovesToGo,
	}
}

func (p *session) goCommand(g wire.Go) {
	if p.job != nil {
		p.errorf("go: a %s is running; send stop first", p.job.what)
		return
	}
	if g.Perft > 0 {
		p.startPerft(g.Perft)
		return
	}
	if o := p.pos.Outcome(); o.Result != game.Ongoing {
		p.out.printf("info string result %s %d:%d", o.Result.Token(), o.Final[game.White], o.Final[game.Black])
		p.out.println(wire.Bestmove(0))
		return
	}
	e := p.engine()
	pos, level, humanDelay := p.pos, p.level, p.humanDelay
	lim := limits(g)
	if g.Infinite {
		lim = ai.Limits{}
	}
	lim.MultiPV = p.multiPV
	end := make(chan string, 1)
	unbounded := level == 0 && lim.Unbounded(&pos)
	p.job = &runningJob{what: "search", end: end, hold: g.Infinite, unbounded: unbounded}
	p.jobs.Start(func(j job.Job) {
		ctx := j.Context()
		report := func(i ai.Info) {
			for _, line := range infoLines(i) {
				p.out.println(line.String())
			}
		}
		var r ai.Result
		if level > 0 {
			r = e.PlayLevelWithin(ctx, pos, level, lim, humanDelay, report)
		} else {
			r = e.Search(ctx, pos, lim, report)
		}
		if r.Move == 0 {
			// stopped before the search began: any legal move
			r.Move = firstMove(&pos)
		}
		end <- wire.Bestmove(r.Move)
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
func (p *session) startPerft(depth int) {
	end := make(chan string, 1)
	p.job = &runningJob{what: "perft", end: end}
	pos := p.pos
	p.jobs.Start(func(j job.Job) {
		for d := 1; ; d++ {
			n, err := game.PerftContext(j.Context(), pos, d)
			switch {
			case err != nil:
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

// maxMultiPV is the most lines the protocol's MultiPV option asks for: a
// position has at most nine moves.
const maxMultiPV = game.HolesPerSide

// infoLines are an iteration's info line, or with MultiPV one line per
// best line: "info multipv K depth D score … pv …".
func infoLines(i ai.Info) []wire.Info {
	if len(i.Lines) < 2 {
		return []wire.Info{wire.NewInfo(i.Depth, i.Score, i.Mate, i.Nodes, i.Elapsed, i.PV)}
	}
	out := make([]wire.Info, len(i.Lines))
	for k, l := range i.Lines {
		out[k] = wire.NewInfo(i.Depth, l.Score, l.Mate, i.Nodes, i.Elapsed, l.PV)
		out[k].MultiPV = k + 1
	}
	return out
}

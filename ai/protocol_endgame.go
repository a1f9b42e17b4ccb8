package ai

import (
	"context"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
)

// The protocol's endgame table. A session with a table folder loads the
// largest table there (or builds the default one) in the background from
// its first isready, position, ucinewgame or go, so that the options set
// before apply; a later setoption EndgameTable or EndgameStones loads
// again. While it
// loads, isready and go wait for it (with the commands after them; a quit
// cancels a build under way and runs them without it): a readyok means the
// table is in use or has failed, and a go searches with it. A larger table is built with setoption EndgameBuild N
// in the background, with progress lines, and is used when it is done;
// EndgameBuild 0 cancels it.

// tableTask is a load or a build of an endgame table, running in its own
// goroutine; done receives its end once.
type tableTask struct {
	cancel context.CancelFunc
	done   chan tableDone
	stones int // of a build
}

type tableDone struct {
	table *EndgameTable
	err   error
}

// startTableTask runs work in a goroutine of its own, with a context that
// the task's cancel ends.
func (p *protocol) startTableTask(stones int, work func(ctx context.Context) (*EndgameTable, error)) *tableTask {
	ctx, cancel := context.WithCancel(p.ctx)
	t := &tableTask{cancel: cancel, done: make(chan tableDone, 1), stones: stones}
	go func() {
		table, err := work(ctx)
		t.done <- tableDone{table, err}
	}()
	return t
}

// ended is the channel of the task's end, nil for no task (a select then
// never picks it).
func (t *tableTask) ended() <-chan tableDone {
	if t == nil {
		return nil
	}
	return t.done
}

// endgameOptionNames are the setoption names the table handles.
const (
	optEndgameTable  = "endgametable"
	optEndgameStones = "endgamestones"
	optEndgameBuild  = "endgamebuild"
)

// printEndgameOptions writes the table's options for uci.
func (p *protocol) printEndgameOptions() {
	dir := p.endgameDir
	if dir == "" {
		dir = "<empty>"
	}
	p.out.printf("option name EndgameTable type string default %s", dir)
	p.out.printf("option name EndgameStones type spin default 0 min 0 max %d", maxEndgameStones)
	p.out.printf("option name EndgameBuild type spin default 0 min 0 max %d", MaxEndgameBuild)
}

// maxEndgameStones is the largest EndgameStones (a file format limit).
const maxEndgameStones = 15

// setEndgameOption handles an endgame option; it reports whether name is one.
func (p *protocol) setEndgameOption(name, v string) bool {
	switch name {
	case optEndgameTable:
		if v == "<empty>" {
			v = ""
		}
		p.endgameDir = v
		p.loadPending = p.loadPending && v != ""
		if !p.loadPending {
			p.startLoad()
		}
	case optEndgameStones:
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxEndgameStones {
			p.errorf("setoption EndgameStones: %q is not a stone count 0..%d (0: the largest table present)", v, maxEndgameStones)
			return true
		}
		p.endgameMax = n
		if !p.loadPending {
			p.startLoad()
		}
	case optEndgameBuild:
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > MaxEndgameBuild {
			p.errorf("setoption EndgameBuild: %q is not a stone count 1..%d (0: cancel the build)", v, MaxEndgameBuild)
			return true
		}
		p.startBuild(n)
	default:
		return false
	}
	return true
}

// startPendingLoad starts the session's first load before a command that
// may need the table.
func (p *protocol) startPendingLoad(line string) {
	if !p.loadPending {
		return
	}
	if f := strings.Fields(line); len(f) > 0 && slices.Contains([]string{"isready", "position", "ucinewgame", "go"}, f[0]) {
		p.loadPending = false
		p.startLoad()
	}
}

// startLoad cancels a load under way and loads the table of the session's
// folder and limit, or drops the table when the folder is "".
func (p *protocol) startLoad() {
	if p.load != nil {
		p.load.cancel()
		<-p.load.done
		p.load = nil
	}
	if p.endgameDir == "" {
		p.useTable(nil)
		p.out.println("info string endgame table: off")
		return
	}
	opts := EndgameOptions{Dir: p.endgameDir, MaxStones: p.endgameMax, Build: p.endgameBuildSize}
	opts.Progress = p.progressPrinter("building the endgame table")
	p.load = p.startTableTask(0, func(ctx context.Context) (*EndgameTable, error) { return OpenEndgameTable(ctx, opts) })
}

// loaded takes the table of a load that ended.
func (p *protocol) loaded(d tableDone) {
	p.load = nil
	if d.err != nil {
		p.useTable(nil)
		if !errors.Is(d.err, context.Canceled) {
			p.out.printf("info string endgame table: %v; searching without it", d.err)
		}
		return
	}
	p.useTable(d.table)
}

// useTable gives the session's engine the table (nil: none) and says which
// it is, with what went wrong on the way (once).
func (p *protocol) useTable(t *EndgameTable) {
	p.table = t
	if p.eng != nil {
		p.eng.SetEndgameTable(t)
	}
	if t == nil {
		return
	}
	for _, n := range t.Notes() {
		p.out.printf("info string endgame table: %v", n)
	}
	p.out.printf("info string endgame table: %s", t)
}

// startBuild starts the build of a table of n stones, or cancels the
// running build when n is 0.
func (p *protocol) startBuild(n int) {
	if n == 0 {
		if p.build == nil {
			return
		}
		p.build.cancel()
		p.built(<-p.build.done)
		return
	}
	switch {
	case p.build != nil:
		p.errorf("setoption EndgameBuild: a table of %d stones is being built; EndgameBuild 0 cancels it", p.build.stones)
		return
	case p.endgameDir == "":
		p.errorf("setoption EndgameBuild: no EndgameTable folder to build into")
		return
	}
	opts := EndgameOptions{Dir: p.endgameDir, Progress: p.progressPrinter(fmt.Sprintf("endgame build of %d stones", n))}
	p.out.printf("info string endgame build of %d stones started in %s (about %d MB of memory)", n, p.endgameDir, (EndgameBuildMemory(n)+999_999)/1_000_000)
	p.build = p.startTableTask(n, func(ctx context.Context) (*EndgameTable, error) { return BuildEndgameTable(ctx, opts, n) })
}

// built takes the table of a build that ended: the session uses it when it
// is larger than its table and within EndgameStones.
func (p *protocol) built(d tableDone) {
	n := p.build.stones
	p.build = nil
	switch {
	case errors.Is(d.err, context.Canceled):
		p.out.printf("info string endgame build of %d stones cancelled", n)
		return
	case d.err != nil:
		p.out.printf("info string endgame build of %d stones failed: %v", n, d.err)
		return
	}
	p.out.printf("info string endgame build of %d stones done", n)
	if p.endgameDir != "" && (p.endgameMax == 0 || n <= p.endgameMax) && (p.table == nil || n > p.table.Stones()) {
		p.useTable(d.table)
	}
}

// progressPrinter returns a progress function that writes what a build has
// done at each tenth, and at its start.
func (p *protocol) progressPrinter(what string) func(EndgameProgress) {
	next := 0.0
	return func(pr EndgameProgress) {
		if pr.Fraction < next {
			return
		}
		next = math.Floor(pr.Fraction*10)/10 + 0.1
		p.out.printf("info string %s: %.0f%% (layer %d of %d, pass %d)", what, 100*pr.Fraction, pr.Layer, pr.Stones, pr.Pass)
	}
}

// waitsForTable reports whether the line has to wait for the table's load:
// isready and go while it loads, and every line after one that waits,
// except quit.
func (p *protocol) waitsForTable(line string) bool {
	f := strings.Fields(line)
	if len(f) == 0 {
		return len(p.queue) > 0
	}
	if f[0] == "quit" {
		return false
	}
	return len(p.queue) > 0 || p.load != nil && (f[0] == "isready" || f[0] == "go")
}

// runQueued runs the lines that waited for the table, until one waits
// again; it reports whether the session ends.
func (p *protocol) runQueued() bool {
	for len(p.queue) > 0 {
		line := p.queue[0]
		if p.load != nil && p.waitsForTableAlone(line) {
			return false
		}
		p.queue = p.queue[1:]
		if p.command(line) {
			return true
		}
	}
	return false
}

// waitsForTableAlone is waitsForTable for the first line of the queue.
func (p *protocol) waitsForTableAlone(line string) bool {
	f := strings.Fields(line)
	return len(f) > 0 && (f[0] == "isready" || f[0] == "go")
}

// stopTableTasks cancels the load and the build and waits for them (their
// scratch files are removed); with use, a load that ended all the same is
// used.
func (p *protocol) stopTableTasks(use bool) {
	if p.load != nil {
		p.load.cancel()
		d := <-p.load.done
		p.load = nil
		if use {
			p.loaded(d)
		}
	}
	if p.build != nil {
		p.build.cancel()
		<-p.build.done
		p.build = nil
	}
}

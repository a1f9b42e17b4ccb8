package protocol

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
)

// The protocol's endgame table: the session's host (ai/host) loads,
// builds, cancels and swaps it; this file says so in the protocol's lines
// and holds the commands that wait for it.
//
// A session with a table folder loads the largest table there (or builds
// the default one) in the background from its first isready, position,
// ucinewgame or go, so that the options set before apply; a later
// setoption EndgameTable or EndgameStones loads again. While it loads,
// isready and go wait for it (with the commands after them; a quit cancels
// a build under way and runs them without it): a readyok means the table is
// in use or has failed, and a go searches with it. When the table in use
// is smaller than the policy's Background table (the window's largest
// default, 8 stones), that one is built in the background and used when it
// is done, as a larger table is with setoption EndgameBuild N, with
// progress lines; EndgameBuild 0 cancels it.

// tableState is the session's endgame table, owned by the loop.
type tableState struct {
	p           *session
	policy      host.Policy
	host        *host.Host
	dir         string        // the folder ("": none)
	limit       int           // EndgameStones: the largest table to use (0: any)
	loading     chan struct{} // closed when the load under way ends; nil: none
	loadPending bool          // the load starts at the first command that may need the table
	queue       []string      // lines waiting for the table's load
}

// endgame option names, as setoption gives them in lower case.
const (
	optEndgameTable  = "endgametable"
	optEndgameStones = "endgamestones"
	optEndgameBuild  = "endgamebuild"
)

// maxEndgameStones is the largest EndgameStones (a file format limit).
const maxEndgameStones = 15

// init sets up the table of dir under the policy, its lines written by p.
func (t *tableState) init(p *session, dir string, policy host.Policy) {
	t.p = p
	out := p.out
	policy.Report = host.Reporter{
		Note: func(err error) { out.println(wire.InfoString("endgame table: %v", err)) },
		Failed: func(_ string, err error) {
			out.println(wire.InfoString("endgame table: %v; searching without it", err))
		},
		Using:        func(tb *ai.EndgameTable) { out.println(wire.InfoString("endgame table: %s", tb)) },
		LoadProgress: progressPrinter(out, "building the endgame table"),
	}
	t.policy = policy
	t.setDir(dir)
	t.loadPending = dir != ""
}

// setDir gives the session the host of the folder dir, closing the one
// before (its load and build are cancelled); the session's engine moves to
// it.
func (t *tableState) setDir(dir string) {
	if t.host != nil {
		t.host.Close()
	}
	t.dir = dir
	t.loading = nil
	t.host = host.New(dir, t.policy, host.Options{})
	t.host.Tables().SetLimit(t.limit)
	if e := t.p.eng; e != nil {
		e.SetEndgameTable(nil)
		t.host.Tables().Give(e)
	}
}

// close cancels the load and the build and waits for them (their scratch
// files are removed).
func (t *tableState) close() {
	t.host.Close()
	t.loading = nil
}

// printOptions writes the table's options for uci.
func (t *tableState) printOptions() {
	dir := t.dir
	if dir == "" {
		dir = "<empty>"
	}
	out := t.p.out
	out.printf("option name EndgameTable type string default %s", dir)
	out.printf("option name EndgameStones type spin default 0 min 0 max %d", maxEndgameStones)
	out.printf("option name EndgameBuild type spin default 0 min 0 max %d", ai.MaxEndgameBuild)
}

// setOption handles an endgame option; it reports whether name is one.
func (t *tableState) setOption(name, v string) bool {
	switch name {
	case optEndgameTable:
		if v == "<empty>" {
			v = ""
		}
		t.setDir(v)
		t.loadPending = t.loadPending && v != ""
		if !t.loadPending {
			t.startLoad()
		}
	case optEndgameStones:
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > maxEndgameStones {
			t.p.errorf("setoption EndgameStones: %q is not a stone count 0..%d (0: the largest table present)", v, maxEndgameStones)
			return true
		}
		t.limit = n
		t.host.Tables().SetLimit(n)
		if !t.loadPending {
			t.startLoad()
		}
	case optEndgameBuild:
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > ai.MaxEndgameBuild {
			t.p.errorf("setoption EndgameBuild: %q is not a stone count 1..%d (0: cancel the build)", v, ai.MaxEndgameBuild)
			return true
		}
		t.startBuild(n)
	default:
		return false
	}
	return true
}

// startPendingLoad starts the session's first load before a command that
// may need the table.
func (t *tableState) startPendingLoad(line string) {
	if !t.loadPending {
		return
	}
	switch firstWord(line) {
	case "isready", "position", "ucinewgame", "go":
		t.loadPending = false
		t.startLoad()
	}
}

// startLoad loads the table of the session's folder and limit (dropping a
// load under way), or drops the table when the folder is "".
func (t *tableState) startLoad() {
	if t.dir == "" {
		t.loading = nil
		if e := t.p.eng; e != nil {
			e.SetEndgameTable(nil)
		}
		t.p.out.println(wire.InfoString("endgame table: off"))
		return
	}
	done := t.host.Tables().Load()
	select {
	case <-done:
		t.loading = nil
		t.loaded()
	default:
		t.loading = make(chan struct{})
		go func(loading chan struct{}) { <-done; close(loading) }(t.loading)
	}
}

// loaded follows a load that ended: the host has said which table the
// engines have, or why there is none.
func (t *tableState) loaded() { t.loading = nil }

// upgrade builds the policy's larger table in the background when the one
// in use is smaller (host.Tables.Upgrade).
func (t *tableState) upgrade() {
	if t.loading != nil {
		return
	}
	if n := t.host.Tables().Upgrade(); n > 0 {
		t.startBuild(n)
	}
}

// startBuild starts the build of a table of n stones, or cancels the
// running build when n is 0.
func (t *tableState) startBuild(n int) {
	tables := t.host.Tables()
	if n == 0 {
		tables.CancelBuild()
		tables.WaitBuild()
		return
	}
	switch st := tables.BuildState(); {
	case st.Running:
		t.p.errorf("setoption EndgameBuild: a table of %d stones is being built; EndgameBuild 0 cancels it", st.Stones)
		return
	case t.dir == "":
		t.p.errorf("setoption EndgameBuild: no EndgameTable folder to build into")
		return
	}
	t.p.out.printf("info string endgame build of %d stones started in %s (about %d MB of memory)", n, t.dir, (ai.EndgameBuildMemory(n)+999_999)/1_000_000)
	progress := progressPrinter(t.p.out, fmt.Sprintf("endgame build of %d stones", n))
	if err := tables.BuildWith(n, progress, t.buildEnded); err != nil {
		t.p.errorf("setoption EndgameBuild: %v", err)
	}
}

// buildEnded says how a build ended and which table the engines have if
// they switched to the one built (it is larger than theirs and within
// EndgameStones). It runs on the build's goroutine.
func (t *tableState) buildEnded(st host.BuildState) {
	out := t.p.out
	switch {
	case st.Cancelled:
		out.printf("info string endgame build of %d stones cancelled", st.Stones)
	case st.Err != nil:
		out.printf("info string endgame build of %d stones failed: %v", st.Stones, st.Err)
	default:
		out.printf("info string endgame build of %d stones done", st.Stones)
		if st.Used {
			for _, n := range st.Table.Notes() {
				out.println(wire.InfoString("endgame table: %v", n))
			}
			out.println(wire.InfoString("endgame table: %s", st.Table))
		}
	}
}

// progressPrinter returns a progress function that writes what a build has
// done at each tenth, and at its start (a new build starts the tenths
// again).
func progressPrinter(out *syncWriter, what string) func(ai.EndgameProgress) {
	next, last := 0.0, -1.0
	return func(pr ai.EndgameProgress) {
		if pr.Fraction < last {
			next = 0 // a new build
		}
		last = pr.Fraction
		if pr.Fraction < next {
			return
		}
		next = math.Floor(pr.Fraction*10)/10 + 0.1
		out.printf("info string %s: %.0f%% (layer %d of %d, pass %d)", what, 100*pr.Fraction, pr.Layer, pr.Stones, pr.Pass)
	}
}

// firstWord is the command of a line.
func firstWord(line string) string {
	if f := strings.Fields(line); len(f) > 0 {
		return f[0]
	}
	return ""
}

// waits reports whether the line has to wait for the table's load:
// isready and go while it loads, and every line after one that waits,
// except quit.
func (t *tableState) waits(line string) bool {
	switch w := firstWord(line); {
	case w == "" && len(t.queue) > 0:
		return true
	case w == "quit":
		return false
	default:
		return len(t.queue) > 0 || t.loading != nil && waitsAlone(w)
	}
}

// waitsAlone reports whether a command waits for a table being loaded.
func waitsAlone(command string) bool { return command == "isready" || command == "go" }

// runQueued runs the lines that waited for the table, until one waits
// again; it reports whether the session ends.
func (p *session) runQueued() bool {
	t := &p.table
	for len(t.queue) > 0 {
		line := t.queue[0]
		if t.loading != nil && waitsAlone(firstWord(line)) {
			return false
		}
		t.queue = t.queue[1:]
		if p.command(line) {
			return true
		}
	}
	return false
}

package host

import "github.com/togyzkumalak/togyzkumalak/ai"

// Host owns a program's engines, in the manner of Stockfish's Engine: the
// engines by role (the computer's at each level, the hint's, the review's,
// the analysis's, a protocol session's), their hash and threads, the
// endgame table they share (its load, build, cancel and swap: Tables) and
// when their memory goes back to the system (Release). A Policy configures
// it: the window's (WindowPolicy), or the same for the programs without a
// window (HeadlessPolicy).
//
// Level, Review and Analysis are called from one goroutine (the window's
// UI goroutine); Engine, Tables and Release from any.
type Host struct {
	policy Policy
	tables *Tables
	pool   *Pool
	memory *Releaser
}

// New returns the host of the endgame tables kept in dir ("": none) under
// the policy p; o.Fixed and o.New are for tests (o.Tables is ignored).
func New(dir string, p Policy, o Options) *Host {
	h := &Host{policy: p, tables: NewTablesWith(dir, p, nil)}
	o.Tables = h.tables
	o.ReviewHashMB, o.AnalysisHashMB = p.ReviewHashMB, p.AnalysisHashMB
	h.pool = NewPool(o)
	h.memory = NewReleaser(h.tables)
	return h
}

// Policy returns the host's policy.
func (h *Host) Policy() Policy { return h.policy }

// Tables returns the endgame tables the engines share.
func (h *Host) Tables() *Tables { return h.tables }

// Level returns the engine the computer plays with at level (0 < level <=
// len(ai.Levels()); the top level's has the endgame table, and so has the
// hint's, which plays at the top level).
func (h *Host) Level(level int) *ai.Engine { return h.pool.Level(level) }

// Review returns a new engine for a game review, with the endgame table.
func (h *Host) Review() *ai.Engine { return h.pool.Review() }

// Analysis returns a new engine for the analysis, with the endgame table.
func (h *Host) Analysis() *ai.Engine { return h.pool.Analysis() }

// Engine returns a new engine of the caller's threads and hash (a
// protocol session's), given the endgame table when one is loaded and each
// table after it; it starts no load (Tables().Load does).
func (h *Host) Engine(o ai.Options) *ai.Engine {
	return h.tables.Give(h.pool.make(o))
}

// Release asks for what closed screens and dropped engines held back,
// after each of the policy's ReleaseDelays (a release pending is moved).
func (h *Host) Release() { h.memory.Schedule() }

// Close stops the releases, cancels a load and a build of the endgame
// table under way and waits for them.
func (h *Host) Close() {
	h.memory.Stop()
	h.tables.Close()
}

// Package host owns the engines of a program (Host): which engine plays at
// each level and how big its transposition table is (Pool), the endgame
// table the full-strength engines share and its cache on disk, its load,
// build, cancel and swap (Tables), and when what closed screens and
// dropped engines held is handed back to the system (Releaser).
//
// The window's Policy configures it; the engine protocol (ai/protocol) and
// the command line (internal/program/cli) use the same host with the same policy,
// less what only a screen needs (HeadlessPolicy). It sits above the
// engine: ui, cli → ai/protocol → ai/host → ai → game. The engine's own
// defaults stay in ai; the sizes here are the window's choice, made for a
// desktop that runs the game beside other programs.
package host

import "github.com/togyzkumalak/togyzkumalak/ai"

// The review's and the analysis's engines: one thread, so that the window
// keeps a core while they search, and a table of their own.
const (
	ReviewHashMB   = 32
	AnalysisHashMB = 32
)

// HashMB is the size of the transposition table the computer needs at a
// level, in MiB. The levels below the top search a few plies with a small
// table of their own; the big table serves only the top level's long
// searches and the hints, which a small one serves well enough at a weak
// level. A small table keeps the window's memory small.
func HashMB(level int) int {
	switch top := len(ai.Levels()); {
	case level >= top:
		return ai.DefaultHashMB
	case level >= top-2:
		return 16
	}
	return 4
}

// Options configure a Pool.
type Options struct {
	// Fixed, when not nil, is the engine at every level (tests).
	Fixed *ai.Engine
	// Tables gives the full-strength engines the endgame table; nil: none.
	Tables *Tables
	// New makes an engine (ai.New when nil).
	New func(ai.Options) *ai.Engine
	// ReviewHashMB and AnalysisHashMB size the review's and the
	// analysis's engines (0: ReviewHashMB, AnalysisHashMB).
	ReviewHashMB, AnalysisHashMB int
}

// Pool hands out the window's engines. The computer plays with one engine
// at a time, made again with a table of the level's size when the size
// changes (the old one's table is freed once its last search has
// returned); the review and the analysis get an engine of their own for
// each use. Its methods are called from one goroutine (the UI goroutine).
type Pool struct {
	fixed            *ai.Engine
	tables           *Tables
	make             func(ai.Options) *ai.Engine
	review, analysis int // MiB

	cur *ai.Engine
	mb  int
}

// NewPool returns a pool configured by o.
func NewPool(o Options) *Pool {
	mk := o.New
	if mk == nil {
		mk = ai.New
	}
	p := &Pool{fixed: o.Fixed, tables: o.Tables, make: mk, review: o.ReviewHashMB, analysis: o.AnalysisHashMB}
	if p.review <= 0 {
		p.review = ReviewHashMB
	}
	if p.analysis <= 0 {
		p.analysis = AnalysisHashMB
	}
	return p
}

// Level returns the engine to search with at level: the top level's has
// the endgame table.
func (p *Pool) Level(level int) *ai.Engine {
	if p.fixed != nil {
		return p.fixed
	}
	if mb := HashMB(level); p.cur == nil || mb != p.mb {
		p.cur, p.mb = p.make(ai.Options{HashMB: mb}), mb
		if level >= len(ai.Levels()) {
			p.tables.Attach(p.cur)
		}
	}
	return p.cur
}

// Review returns a new engine for a game review, with the endgame table.
func (p *Pool) Review() *ai.Engine {
	return p.tables.Attach(p.make(ai.Options{Threads: 1, HashMB: p.review}))
}

// Analysis returns a new engine for the analysis, with the endgame table;
// its searches run until the position changes.
func (p *Pool) Analysis() *ai.Engine {
	return p.tables.Attach(p.make(ai.Options{Threads: 1, HashMB: p.analysis}))
}

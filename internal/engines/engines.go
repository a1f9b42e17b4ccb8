// Package engines is the game window's policy for its engines and their
// memory: which engine plays at each level and how big its transposition
// table is (Pool), the endgame table the full-strength engines share and
// its cache on disk (Tables), and when what closed screens and dropped
// engines held is handed back to the system (Releaser).
//
// It sits between the window and the engine: ui → engines → ai → game. The
// engine's own defaults stay in ai, which the headless engine protocol uses
// as they are; the sizes here are the window's choice, made for a desktop
// that runs the game beside other programs.
package engines

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
}

// Pool hands out the window's engines. The computer plays with one engine
// at a time, made again with a table of the level's size when the size
// changes (the old one's table is freed once its last search has
// returned); the review and the analysis get an engine of their own for
// each use. Its methods are called from one goroutine (the UI goroutine).
type Pool struct {
	fixed  *ai.Engine
	tables *Tables
	make   func(ai.Options) *ai.Engine

	cur *ai.Engine
	mb  int
}

// NewPool returns a pool configured by o.
func NewPool(o Options) *Pool {
	mk := o.New
	if mk == nil {
		mk = ai.New
	}
	return &Pool{fixed: o.Fixed, tables: o.Tables, make: mk}
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
	return p.tables.Attach(p.make(ai.Options{Threads: 1, HashMB: ReviewHashMB}))
}

// Analysis returns a new engine for the analysis, with the endgame table;
// its searches run until the position changes.
func (p *Pool) Analysis() *ai.Engine {
	return p.tables.Attach(p.make(ai.Options{Threads: 1, HashMB: AnalysisHashMB}))
}

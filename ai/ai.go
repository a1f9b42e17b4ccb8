// Package ai is the computer opponent of togyz kumalak: a parallel
// principal-variation alpha-beta search with a transposition table, an
// evaluation tuned from master games, a ladder of human-like playing levels
// and the UCI-style text protocol of `togyzkumalak engine`. It also reviews
// games move by move (AnalyseGame, Classify) and maps evaluations to
// winning chances fitted on real games (WinChance).
//
// An Engine is safe for use from any goroutine. It runs one search at a time;
// every search takes a context.Context and returns within 50 ms of its
// cancellation with the best move found so far. Searches never touch UI
// state: progress is reported through a callback from the search goroutine.
//
// Scores are in hundredths of a stone from the side to move's view. A forced
// result (a win or a loss the search has proved) scores beyond ±WinBound and
// is also reported as a move count in Info.Mate.
package ai

import (
	"context"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Defaults of Options.
const (
	DefaultHashMB = 64
	DefaultSeed   = 1
)

// Score bounds.
const (
	// WinScore is the score of a won final position; a win in n plies
	// scores WinScore-n.
	WinScore = 30000
	// WinBound: a score beyond ±WinBound is a proved win or loss.
	WinBound = WinScore - 1000
	infScore = 32000
)

// Options configure an Engine. Zero values mean the defaults.
type Options struct {
	HashMB  int   // transposition table size in MiB (default 64)
	Threads int   // search threads (default: all cores)
	Seed    int64 // seed of the levels' random choices (default 1)
}

// Limits bound a search. A zero field means no limit of that kind; when all
// are zero the search runs until its context is done (or the position is
// solved to the maximum depth).
type Limits struct {
	Depth int           // iterations (plies), at most MaxDepth
	Nodes uint64        // nodes searched, all threads together
	Time  time.Duration // time for this move, used in full

	// A game clock: the remaining time and increment of each side, and
	// the moves to the next time control (0: sudden death). The engine
	// budgets the side to move's clock.
	WTime, BTime time.Duration
	WInc, BInc   time.Duration
	MovesToGo    int

	// MultiPV is the number of best lines to search, each without the
	// root moves of the lines before it (0 or 1: the best line only).
	// Info.Lines then holds them, best first.
	MultiPV int
}

// MaxDepth is the deepest iteration a search makes.
const MaxDepth = 100

// Info is the state of a search after a completed iteration.
type Info struct {
	Depth int
	// Score in hundredths of a stone for the side to move.
	Score int
	// Mate is the number of moves (of the side to move) to a forced
	// result, 0 if none is proved, negative when the side to move loses.
	Mate    int
	Nodes   uint64
	Elapsed time.Duration
	PV      []game.Move
	// Lines are the best lines, best first, when Limits.MultiPV > 1 (the
	// first is Score, Mate and PV).
	Lines []Line
	// Endgame is the endgame table's verdict on the searched position when
	// the engine has a table that holds it (see SetEndgameTable).
	Endgame EndgameResult
}

// Line is one of the best lines of a MultiPV search.
type Line struct {
	Score int // hundredths of a stone for the side to move
	Mate  int // as Info.Mate
	PV    []game.Move
}

// Result is the outcome of a search: the move and the last iteration's info.
// Move is 0 when the game is over (or the search was cancelled before it
// found any move).
type Result struct {
	Move game.Move
	Info
}

// Engine is a computer player. Create it with New.
type Engine struct {
	opts    Options
	sem     chan struct{} // held by the running search
	tt      *table        // full-strength searches
	levelTT *table        // the levels' noisy searches, cleared per move
	w       *eval.Weights
	net     *eval.Net                  // full-strength searches' network, nil for the linear evaluation alone
	endgame atomic.Pointer[egtb.Table] // nil until LoadEndgameTable

	// reviewTT is the reviews' table when tt is not of their size (nil
	// until a review needs it); only the search holding sem uses it.
	reviewTT *table
}

// New returns an Engine with the given options.
func New(opts Options) *Engine {
	if opts.HashMB <= 0 {
		opts.HashMB = DefaultHashMB
	}
	if opts.Threads <= 0 {
		opts.Threads = runtime.NumCPU()
	}
	if opts.Seed == 0 {
		opts.Seed = DefaultSeed
	}
	w := eval.Tuned()
	return &Engine{
		opts:    opts,
		sem:     make(chan struct{}, 1),
		tt:      newTable(opts.HashMB),
		levelTT: newTable(1),
		w:       &w,
		net:     defaultNet(),
	}
}

// Options returns the engine's options with defaults filled in.
func (e *Engine) Options() Options { return e.opts }

// acquire waits for the running search to return, or for ctx.
func (e *Engine) acquire(ctx context.Context) bool {
	select {
	case e.sem <- struct{}{}:
		return true
	case <-ctx.Done():
		return false
	}
}

func (e *Engine) release() { <-e.sem }

// Search thinks about pos within lim and returns the best move found. It
// returns within 50 ms of ctx being cancelled, with the best move so far (or
// Move 0 if none). progress, if not nil, is called from the search goroutine
// after each completed iteration. A second call waits for the first to
// return.
func (e *Engine) Search(ctx context.Context, pos game.Position, lim Limits, progress func(Info)) Result {
	if !e.acquire(ctx) {
		return Result{}
	}
	defer e.release()
	return runSearch(ctx, pos, lim, e.fullConfig(), progress)
}

// fullConfig is the configuration of a full-strength search.
func (e *Engine) fullConfig() searchConfig {
	return searchConfig{tt: e.tt, w: e.w, net: e.net, threads: e.opts.Threads, endgame: e.endgame.Load()}
}

// Hint returns the full-strength move found within d.
func (e *Engine) Hint(ctx context.Context, pos game.Position, d time.Duration) Result {
	return e.Search(ctx, pos, Limits{Time: d}, nil)
}

// NewGame forgets what earlier searches learned (the transposition table).
func (e *Engine) NewGame() {
	e.sem <- struct{}{}
	defer e.release()
	e.tt.clear()
}

// NewWithWeights returns an Engine that evaluates with the given linear
// weights alone, instead of the embedded ones and the network. It serves
// the tuner and the puzzles' verifier (eval is internal to the module).
func NewWithWeights(opts Options, w eval.Weights) *Engine {
	e := New(opts)
	e.w = &w
	e.net = nil
	return e
}

package ai

import (
	"context"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Level is a playing strength offered to players.
type Level struct {
	Number int    // 1..len(Levels())
	Key    string // stable id, named in the window as the i18n key "level.<Key>"
	Elo    int    // rating measured by ./ai/arena (the beginner level is anchored at 1000)
}

// DefaultLevel is the level a newcomer starts at.
const DefaultLevel = 3

// levelSpec is how a level searches and how long it seems to think.
type levelSpec struct {
	Level
	depth     int           // fixed depth (0: use nodes or think)
	nodes     uint64        // node budget (of the top level: in the arena only)
	noise     int           // evaluation noise amplitude in hundredths
	blindLap  int           // long laps not seen beyond the root (0: all seen)
	noQuiesce bool          // no capture search at the leaves
	think     time.Duration // the time the level takes for a move
	search    time.Duration // the top level's search time in play
	full      bool          // full strength: all threads, the shared table, no noise
}

// levelSpecs is the ladder, weakest first. The weak levels search shallow
// with a noisy evaluation and do not see long laps; they never move at
// random.
var levelSpecs = [...]levelSpec{
	{Level: Level{1, "beginner", 1000}, depth: 1, noise: 150, blindLap: 12, noQuiesce: true, think: 700 * time.Millisecond},
	{Level: Level{2, "novice", 1182}, depth: 2, noise: 120, blindLap: 15, noQuiesce: true, think: 900 * time.Millisecond},
	{Level: Level{3, "amateur", 1366}, depth: 3, noise: 90, blindLap: 19, think: 1100 * time.Millisecond},
	{Level: Level{4, "club", 1499}, depth: 4, noise: 50, think: 1300 * time.Millisecond},
	{Level: Level{5, "candidate", 1702}, depth: 7, noise: 15, think: 1500 * time.Millisecond},
	{Level: Level{6, "master", 1917}, nodes: 40_000, think: 1700 * time.Millisecond},
	{Level: Level{7, "grandmaster", 2078}, nodes: 400_000, search: 3 * time.Second, full: true},
}

// Levels returns the playing levels, weakest first.
func Levels() []Level {
	ls := make([]Level, len(levelSpecs))
	for i, s := range levelSpecs {
		ls[i] = s.Level
	}
	return ls
}

func specOf(level int) levelSpec {
	return levelSpecs[max(1, min(level, len(levelSpecs)))-1]
}

// PlayLevel picks the move a player of the given level (1..len(Levels()),
// clamped) would play in pos, taking that level's human-feeling time. The
// weak levels' evaluation noise is seeded from Options.Seed and the position,
// so their choice is reproducible. It returns within 50 ms of ctx being
// cancelled, like Search.
func (e *Engine) PlayLevel(ctx context.Context, pos game.Position, level int, progress func(Info)) Result {
	return e.playLevel(ctx, pos, level, Limits{}, true, progress)
}

// playLevel plays as the level does within lim as well, the limits of a
// protocol's go (zero: the level's own). The level keeps its style (depth,
// node budget, noise, blindness); lim can only cut its search shorter. The
// grandmaster, whose own limit is a time, searches within lim on all
// threads, at most its own time. With humanDelay the move then takes the
// level's human-feeling time, as in the window.
func (e *Engine) playLevel(ctx context.Context, pos game.Position, level int, lim Limits, humanDelay bool, progress func(Info)) Result {
	if !e.acquire(ctx) {
		return Result{}
	}
	defer e.release()
	start := time.Now()
	spec := specOf(level)
	var res Result
	switch {
	case lim == Limits{}:
		res = e.levelMove(ctx, pos, spec, false, progress)
	case spec.full:
		sctx, cancel := context.WithTimeout(ctx, spec.search)
		defer cancel()
		res = runSearch(sctx, pos, lim, searchConfig{tt: e.tt, w: e.w, threads: e.opts.Threads}, progress)
	default:
		spec.depth = tighter(spec.depth, lim.Depth)
		spec.nodes = tighter(spec.nodes, lim.Nodes)
		sctx := ctx
		if _, hard := budget(&pos, lim); hard > 0 {
			var cancel context.CancelFunc
			sctx, cancel = context.WithTimeout(ctx, hard)
			defer cancel()
		}
		res = e.levelMove(sctx, pos, spec, false, progress)
	}
	if !humanDelay {
		return res
	}
	if wait := e.thinkTime(&pos, spec) - time.Since(start); wait > 0 && res.Move != 0 {
		t := time.NewTimer(wait)
		defer t.Stop()
		select {
		case <-ctx.Done():
		case <-t.C:
		}
	}
	return res
}

// tighter returns the smaller of two limits, where 0 means none.
func tighter[T int | uint64](a, b T) T {
	if a == 0 || (b != 0 && b < a) {
		return b
	}
	return a
}

// levelMove searches as the level does. With fixed, the top levels use
// their node budget instead of their time (for the arena).
func (e *Engine) levelMove(ctx context.Context, pos game.Position, spec levelSpec, fixed bool, progress func(Info)) Result {
	if spec.full {
		lim := Limits{Time: spec.search}
		if fixed {
			lim = Limits{Nodes: spec.nodes}
		}
		cfg := searchConfig{tt: e.tt, w: e.w, threads: e.opts.Threads}
		if fixed {
			cfg.threads = 1
		}
		return runSearch(ctx, pos, lim, cfg, progress)
	}
	e.levelTT.clear()
	cfg := searchConfig{
		tt:        e.levelTT,
		w:         e.w,
		threads:   1,
		noise:     spec.noise,
		seed:      mix64(uint64(e.opts.Seed)) ^ hashKey(&pos),
		blindLap:  spec.blindLap,
		noQuiesce: spec.noQuiesce,
	}
	return runSearch(ctx, pos, Limits{Depth: spec.depth, Nodes: spec.nodes}, cfg, progress)
}

// LevelMove returns the move of the given level without the human-feeling
// delay, with fixed node budgets instead of the top levels' time and on one
// thread: the same engine state and position always give the same move. The
// arena and the tests use it.
func (e *Engine) LevelMove(ctx context.Context, pos game.Position, level int) Result {
	if !e.acquire(ctx) {
		return Result{}
	}
	defer e.release()
	return e.levelMove(ctx, pos, specOf(level), true, nil)
}

// thinkTime is how long a level seems to think about pos: its base time,
// shorter with few moves to choose from, longer with many, give or take a
// fifth (seeded from Options.Seed and the position), within 0.3-3 s. The top
// levels search for their whole time instead.
func (e *Engine) thinkTime(pos *game.Position, spec levelSpec) time.Duration {
	if spec.full {
		return 0
	}
	moves := 0
	for m := pos.MoveMask(); m != 0; m &= m - 1 {
		moves++
	}
	if moves <= 1 {
		return 300 * time.Millisecond
	}
	f := 0.55 + 0.1*float64(moves)
	r := mix64(hashKey(pos) ^ mix64(uint64(e.opts.Seed)+0x7468696e6b))
	f *= 0.8 + 0.4*float64(r%1024)/1024
	d := time.Duration(float64(spec.think) * f)
	return min(max(d, 300*time.Millisecond), 3*time.Second)
}

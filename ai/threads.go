package ai

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Lazy SMP: every thread runs its own iterative deepening on the same
// position, sharing only the transposition table, the node count and the
// stop flag; the main thread's result wins unless a helper went deeper.

// shared is the state of one search that all its threads see.
type shared struct {
	stop      atomic.Bool
	nodes     atomic.Uint64
	nodeLimit uint64
	deadline  time.Time // hard limit, zero if none
	start     time.Time
}

// thread is one searcher; thread 0 is the main one.
type thread struct {
	sh      *shared
	cfg     *searchConfig
	id      int
	nodes   uint64 // nodes not yet added to sh.nodes
	killers [maxPly + 1][2]game.Move
	history [2][game.HolesPerSide]int32
	pv      [maxPly + 1][maxPly + 1]game.Move
	pvLen   [maxPly + 1]int
	// the best root move of the running iteration, valid when rootSet
	rootMove  game.Move
	rootScore int
	rootSet   bool
	// exclude holds the root moves left out of the running search
	// (MultiPV: those of the lines already found at this depth).
	exclude uint16
}

const pollInterval = 1024

// poll adds the thread's node count to the shared one and checks the limits.
func (t *thread) poll() {
	n := t.sh.nodes.Add(t.nodes)
	t.nodes = 0
	if t.sh.nodeLimit != 0 && n >= t.sh.nodeLimit {
		t.sh.stop.Store(true)
	}
	if !t.sh.deadline.IsZero() && time.Now().After(t.sh.deadline) {
		t.sh.stop.Store(true)
	}
}

func (t *thread) count() {
	t.nodes++
	if t.nodes >= pollInterval {
		t.poll()
	}
}

// runSearch runs an iterative-deepening search of pos on cfg.threads threads.
func runSearch(ctx context.Context, pos game.Position, lim Limits, cfg searchConfig, progress func(Info)) Result {
	sh := &shared{start: time.Now(), nodeLimit: lim.Nodes}
	mask := pos.MoveMask()
	if mask == 0 {
		return Result{}
	}
	soft, hard := budget(&pos, lim)
	if hard > 0 {
		sh.deadline = sh.start.Add(hard)
	}
	maxDepth := MaxDepth
	if lim.Depth > 0 {
		maxDepth = min(lim.Depth, MaxDepth)
	}
	stopWatch := context.AfterFunc(ctx, func() { sh.stop.Store(true) })
	defer stopWatch()
	if ctx.Err() != nil {
		sh.stop.Store(true)
	}
	cfg.tt.age++

	threads := max(1, cfg.threads)
	main := &thread{sh: sh, cfg: &cfg, id: 0}
	var wg sync.WaitGroup
	helpers := make([]*thread, threads-1)
	helperRes := make([]Result, threads-1)
	for i := range helpers {
		c := cfg
		h := &thread{sh: sh, cfg: &c, id: i + 1}
		helpers[i] = h
		wg.Add(1)
		go func() {
			defer wg.Done()
			helperRes[i] = h.iterate(pos, maxDepth, 1, 0, nil)
		}()
	}
	tabled := probeRoot(cfg.endgame, &pos)
	if progress != nil && tabled.Outcome != EndgameUnknown {
		report := progress
		progress = func(i Info) {
			i.Endgame = tabled
			report(i)
		}
	}
	res := main.iterate(pos, maxDepth, lim.MultiPV, soft, progress)
	sh.stop.Store(true)
	wg.Wait()
	// A helper that completed a deeper iteration than the main thread
	// knows better (Lazy SMP's voting, reduced to "deepest wins").
	for _, hr := range helperRes {
		if hr.Move != 0 && hr.Depth > res.Depth && len(hr.PV) > 0 && lim.MultiPV <= 1 {
			res = hr
		}
	}
	main.poll()
	for _, h := range helpers {
		h.poll()
	}
	res.Nodes = sh.nodes.Load()
	res.Elapsed = time.Since(sh.start)
	res.Endgame = tabled
	if res.Move == 0 {
		// cancelled before the first iteration ended: any legal move
		for h := range game.HolesPerSide {
			if mask&(1<<h) != 0 {
				res.Move = game.Move(h + 1)
				res.PV = []game.Move{res.Move}
				break
			}
		}
	}
	return res
}

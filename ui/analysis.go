package ui

import (
	"sync"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/analysis"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// newAnalysis is View → Analysis (package analysis): it analyses the
// position the session shows, with engines of its own, wherever the engine
// may judge the game (reviewing, after the game, in games of two players
// and from the editor), never during a game against the computer. When it
// turns itself off the menu's tick follows; when its last search has
// returned, the memory goes back.
func newAnalysis(a *App, env screen.Env, newEngine func() *ai.Engine, limits *ai.Limits) *analysis.Analyser {
	return analysis.New(env, analysis.Config{
		Engine:  newEngine,
		Shown:   func() game.Position { return a.view.Snapshot().Shown },
		Allowed: func() bool { return a.view.Snapshot().Can.Judge || a.judges.review.Active() },
		Result:  func(r game.Result) string { return a.view.ResultText(r) },
		Limits:  analysisLimits(limits),
		Release: a.releaseMemory,
		OnOff:   a.refresh, // the View → Analysis tick follows
		// The review's search has the machine's cores to itself: with the
		// analysis beside it, a 78-ply review took 92 s in place of 40.
		Wait: a.judges.review.Running,
	})
}

// setAnalysis turns the analysis on or off (View → Analysis and the key A
// toggle it). The menu item is disabled when it cannot be on (during a
// game against the computer); the key A then says why above the move list.
func (a *App) setAnalysis(on bool) {
	if !a.judges.analysis.SetOn(on) {
		a.view.SayWhy("analysis.not_now")
	}
	a.refresh()
}

// analysisLimits bounds the analysis's search: the tests' limits when
// given, else none (it runs until the position changes or it is turned off).
func analysisLimits(l *ai.Limits) ai.Limits {
	if l != nil {
		return *l
	}
	return ai.Limits{}
}

// watchTables calls restart, through post, each time the full-strength
// engines get a new endgame table: the one read in the background for an
// engine made before it was there, or a larger one the player built. A
// search keeps the table it started with, so the analysis restarts to use
// it (and to say "tablebase" of the position it holds).
func watchTables(t *host.Tables, post func(func()), restart func()) {
	var mu sync.Mutex
	var last *ai.EndgameTable
	t.Watch(func() {
		cur := t.InUse()
		mu.Lock()
		changed := cur != nil && cur != last
		if changed {
			last = cur
		}
		mu.Unlock()
		if changed {
			post(restart)
		}
	})
}

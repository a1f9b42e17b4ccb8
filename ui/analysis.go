package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
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
func newAnalysis(a *App, newEngine func() *ai.Engine, post func(func()), limits *ai.Limits) *analysis.Analyser {
	env := screen.Env{Loc: a.loc, Host: windowHost{a: a, post: post}} // made before the window: no canvas
	return analysis.New(env, analysis.Config{
		Engine:  newEngine,
		Shown:   func() game.Position { return a.view.snap.Shown },
		Allowed: func() bool { return a.view.snap.Can.Judge || a.review.Active() },
		Result:  func(r game.Result) string { return resultText(a, r) },
		Limits:  analysisLimits(limits),
		Release: a.releaseMemory,
		OnOff:   a.refreshMenu, // the View → Analysis tick follows
		// The review's search has the machine's cores to itself: with the
		// analysis beside it, a 78-ply review took 92 s in place of 40.
		Wait: a.review.Running,
	})
}

// setAnalysis turns the analysis on or off (View → Analysis and the key A
// toggle it). The menu item is disabled when it cannot be on (during a
// game against the computer); the key A then says why above the move list.
func (a *App) setAnalysis(on bool) {
	if !a.analysis.SetOn(on) {
		a.view.sayWhy("analysis.not_now")
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

package ui

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/job"
	"github.com/togyzkumalak/togyzkumalak/ui/analysis"
)

// analysisBoard is View → Analysis: the engine's live evaluation of the
// position shown — score, White's winning chance, depth and the best lines
// in record notation — updated as the search deepens, until it is turned
// off. It searches in a goroutine of its own engine (one thread) with a
// context that a new position, turning it off or closing cancels. The
// engine is made when the analysis is turned on and dropped when it is
// turned off: its table goes back to the system once the last search has
// returned (release). It is
// offered while reviewing, after the game, in games of two players and from
// the editor, never during a game against the computer.
//
// All methods must be called on the UI goroutine.
type analysisBoard struct {
	a         *App
	newEngine func() *ai.Engine
	eng       *ai.Engine // nil while off
	limits    ai.Limits  // the tests' limits; zero: until stopped
	// release is called on the UI goroutine when the analysis is off and
	// its last search has returned, so that the engine it dropped can be
	// freed; nil: nothing.
	release func()
	// onOff is called when the analysis turns itself off because it is no
	// longer allowed (a game against the computer began); nil: nothing.
	onOff func()

	on        bool
	pos       game.Position // the position searched
	info      ai.Info
	has       bool
	searching bool      // a search of pos runs and has not reported its end
	jobs      *job.Slot // the search; a cancelled one's reports are dropped

	panel *analysis.Panel // beside the board, under the move list
}

func newAnalysisBoard(a *App, newEngine func() *ai.Engine, post func(func()), limits ai.Limits) *analysisBoard {
	b := &analysisBoard{a: a, newEngine: newEngine, limits: limits, jobs: job.New(context.Background(), post)}
	b.panel = analysis.New(a.loc, func(r game.Result) string { return resultText(a, r) })
	return b
}

// allowed reports whether the analysis may be shown now: never as a silent
// help in a game against the computer that is still being played.
func (b *analysisBoard) allowed() bool { return b.a.engineHelpAllowed() || b.a.review.Active() }

// engineHelpAllowed reports whether the engine may judge the game shown:
// in a game of two players or a finished game, never in a game against the
// computer that is still being played.
func (a *App) engineHelpAllowed() bool {
	s := a.Session
	live := s.Position()
	return s.TwoPlayers() || live.Over() || s.Game().Result() != game.Ongoing
}

// SetOn turns the analysis on or off; it reports false when it may not be
// turned on now.
func (b *analysisBoard) SetOn(on bool) bool {
	if on && !b.allowed() {
		return false
	}
	if on == b.on {
		return true
	}
	b.on = on
	b.stop()
	if on {
		b.panel.SetVisible(true)
		b.follow()
	} else {
		b.panel.SetVisible(false)
		b.eng = nil // the running search, cancelled, holds it until it returns
		b.jobs.WhenIdle(b.idle)
	}
	return true
}

// On reports whether the analysis is on.
func (b *analysisBoard) On() bool { return b.on }

// follow restarts the search when the position shown changed, and turns
// the analysis off (telling onOff) when it is no longer allowed.
func (b *analysisBoard) follow() {
	if !b.on {
		return
	}
	if !b.allowed() {
		b.SetOn(false)
		if b.onOff != nil {
			b.onOff()
		}
		return
	}
	pos := b.a.Session.Shown()
	if b.searching && pos == b.pos {
		b.show()
		return
	}
	if b.has && pos == b.pos {
		b.show() // finished (a proved result, or the tests' limits)
		return
	}
	b.stop()
	b.pos = pos
	if pos.MoveMask() == 0 {
		b.show()
		return
	}
	if b.eng == nil {
		b.eng = b.newEngine()
	}
	eng, lim := b.eng, b.limits
	lim.MultiPV = analysis.Lines
	_, b.searching = b.jobs.Start(func(j job.Job) {
		eng.Search(j.Context(), pos, lim, func(i ai.Info) {
			j.Post(func() { b.progress(i) })
		})
		j.Post(b.done)
	})
	b.show()
}

// progress shows a deeper result. Like done it runs only while its search
// is the current job.
func (b *analysisBoard) progress(i ai.Info) {
	b.info, b.has = i, true
	b.show()
}

// done marks the search of pos finished (a proved result, or the tests'
// limits).
func (b *analysisBoard) done() { b.searching = false }

// Searching reports whether a search of the position shown runs.
func (b *analysisBoard) Searching() bool { return b.searching }

// idle calls release once the analysis is off and its last search has
// returned.
func (b *analysisBoard) idle() {
	if !b.on && b.release != nil {
		b.release()
	}
}

// stop cancels the running search and forgets its lines.
func (b *analysisBoard) stop() {
	b.jobs.Cancel()
	b.searching = false
	b.has = false
	b.info = ai.Info{}
}

// Wait waits for the search goroutine to return (after stop).
func (b *analysisBoard) Wait() { b.jobs.Wait() }

// Close turns the analysis off and waits for its search to return; it
// searches no more afterwards.
func (b *analysisBoard) Close() {
	b.SetOn(false)
	b.jobs.Close()
}

// show writes the evaluation and the lines.
func (b *analysisBoard) show() { b.panel.Show(b.pos, b.info, b.has) }

// toggleAnalysis is View → Analysis and the key A.
func (a *App) toggleAnalysis() { a.setAnalysis(!a.analysis.On()) }

// setAnalysis turns the analysis on or off. View → Analysis is disabled
// when it cannot be on (during a game against the computer); the key A
// then says why in the status line.
func (a *App) setAnalysis(on bool) {
	if !a.analysis.SetOn(on) {
		a.sayWhy("analysis.not_now")
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

package analysis

import (
	"context"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Config is what an Analyser follows and tells, besides the environment.
type Config struct {
	// Engine makes an engine for the analysis's own searches: one when the
	// analysis is turned on, dropped when it is turned off.
	Engine func() *ai.Engine
	// Shown is the position the window shows, the one analysed.
	Shown func() game.Position
	// Allowed reports whether the analysis may be shown now: never as a
	// silent help in a game against the computer still being played.
	Allowed func() bool
	// Result words the result of a finished position.
	Result func(game.Result) string
	// Limits bound each search (the tests'); zero: it runs until the
	// position changes or the analysis is turned off.
	Limits ai.Limits
	// Release is called once the analysis is off and its last search has
	// returned, so that the engine it dropped can be freed; nil: nothing.
	Release func()
	// OnOff is called when the analysis turns itself off because it is no
	// longer allowed (a game against the computer began); nil: nothing.
	OnOff func()
	// Wait, if not nil, reports whether the analysis waits, on but not
	// searching: while a game review searches, which the analysis's search
	// would halve on a machine of two cores. Follow searches once it no
	// longer waits.
	Wait func() bool
}

// Analyser is View → Analysis: the engine's live evaluation of the position
// shown, updated as the search deepens, until it is turned off. It searches
// on a goroutine with an engine of its own (Config.Engine), as a job of a
// job.Slot: a new position, turning it off or Close cancels the search, and
// a cancelled search's reports are dropped. The engine is made when the
// analysis is turned on and dropped when it is turned off: its table goes
// back to the system once the last search has returned (Config.Release).
//
// All methods must be called on the UI goroutine (Env.Post's).
type Analyser struct {
	env screen.Env
	cfg Config
	eng *ai.Engine // nil while off

	on        bool
	waiting   bool          // on, but waiting (Config.Wait)
	pos       game.Position // the position searched
	info      ai.Info
	has       bool      // info holds a result of pos
	searching bool      // a search of pos runs and has not reported its end
	jobs      *job.Slot // the search

	panel *Panel
}

// New returns the analysis, off. It takes its texts and its post from env,
// its engines from cfg.
func New(env screen.Env, cfg Config) *Analyser {
	b := &Analyser{env: env, cfg: cfg, jobs: job.New(context.Background(), env.Post)}
	b.panel = NewPanel(env.Loc, cfg.Result)
	return b
}

// Content is the analysis's panel, hidden while it is off.
func (b *Analyser) Content() fyne.CanvasObject { return b.panel.Content() }

// Panel is what the analysis shows.
func (b *Analyser) Panel() *Panel { return b.panel }

// Allowed reports whether the analysis may be turned on now.
func (b *Analyser) Allowed() bool { return b.cfg.Allowed == nil || b.cfg.Allowed() }

// SetOn turns the analysis on or off; it reports false when it may not be
// turned on now.
func (b *Analyser) SetOn(on bool) bool {
	if on && !b.Allowed() {
		return false
	}
	if on == b.on {
		return true
	}
	b.on = on
	b.stop()
	if on {
		b.panel.SetVisible(true)
		b.Follow()
	} else {
		b.panel.SetVisible(false)
		b.eng = nil // the running search, cancelled, holds it until it returns
		b.jobs.WhenIdle(b.idle)
	}
	return true
}

// On reports whether the analysis is on.
func (b *Analyser) On() bool { return b.on }

// Follow restarts the search when the position shown changed, and turns the
// analysis off (telling Config.OnOff) when it is no longer allowed. The
// window calls it after every change of what it shows.
func (b *Analyser) Follow() {
	if !b.on {
		return
	}
	if !b.Allowed() {
		b.SetOn(false)
		if b.cfg.OnOff != nil {
			b.cfg.OnOff()
		}
		return
	}
	pos := b.cfg.Shown()
	if b.waiting = b.cfg.Wait != nil && b.cfg.Wait(); b.waiting {
		b.stop()
		b.pos = pos
		b.show()
		return
	}
	if (b.searching || b.has) && pos == b.pos {
		b.show() // searching, or finished (a proved result, or the limits)
		return
	}
	b.stop()
	b.pos = pos
	if pos.MoveMask() == 0 {
		b.show()
		return
	}
	if b.eng == nil {
		b.eng = b.cfg.Engine()
	}
	eng, lim := b.eng, b.cfg.Limits
	lim.MultiPV = Lines
	_, b.searching = b.jobs.Start(func(j job.Job) {
		eng.Search(j.Context(), pos, lim, func(i ai.Info) {
			j.Post(func() { b.progress(i) })
		})
		j.Post(b.done)
	})
	b.show()
}

// Restart searches the position shown again, when the analysis is on: the
// window calls it when the engines got a new endgame table, since a search
// keeps the table it started with.
func (b *Analyser) Restart() {
	if !b.on {
		return
	}
	b.stop()
	b.Follow()
}

// progress shows a deeper result. Like done it runs only while its search
// is the current job.
func (b *Analyser) progress(i ai.Info) {
	b.info, b.has = i, true
	b.show()
}

// done marks the search of pos finished (a proved result, or the limits).
func (b *Analyser) done() { b.searching = false }

// Searching reports whether a search of the position shown runs.
func (b *Analyser) Searching() bool { return b.searching }

// Found reports whether the analysis shows a result of the position it
// searched, and which position that is.
func (b *Analyser) Found() (game.Position, bool) { return b.pos, b.has }

// idle calls Release once the analysis is off and its last search has
// returned.
func (b *Analyser) idle() {
	if !b.on && b.cfg.Release != nil {
		b.cfg.Release()
	}
}

// stop cancels the running search and forgets its lines.
func (b *Analyser) stop() {
	b.jobs.Cancel()
	b.searching = false
	b.has = false
	b.info = ai.Info{}
}

// Live is the number of search goroutines, current or cancelled, that have
// not yet returned.
func (b *Analyser) Live() int { return b.jobs.Live() }

// Wait waits for the search goroutines to return (after turning it off).
func (b *Analyser) Wait() { b.jobs.Wait() }

// Close turns the analysis off and waits for its search to return; it
// searches no more afterwards.
func (b *Analyser) Close() {
	b.SetOn(false)
	b.jobs.Close()
}

// show writes the evaluation and the lines.
func (b *Analyser) show() {
	if b.waiting {
		b.panel.ShowWaiting(b.pos)
		return
	}
	b.panel.Show(b.pos, b.info, b.has)
}

// Waiting reports whether the analysis is on but waits (Config.Wait).
func (b *Analyser) Waiting() bool { return b.on && b.waiting }

package lifecycle

import (
	"slices"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/applog"
	"github.com/togyzkumalak/togyzkumalak/ui"
)

// How long a close may take from the player's close to the program's end.
// After savedExitDelay the log gets every goroutine's stack and, if the
// game is saved by then (ui.PhaseSaved), the program ends as a clean close
// would: the window system's teardown hung (seen under Wine: the window
// gone, the process left). After stuckExitDelay it ends in any case,
// leaving the marker of a running game so that the next start says the
// last one did not close cleanly: a process that never ends would hold
// the saves' lock, refusing every later start. A close takes 0.1 to 3 s
// here, under Wine too.
const (
	savedExitDelay = 10 * time.Second
	stuckExitDelay = 30 * time.Second
)

// Exit codes of a close that had to be ended (see exitGuard).
const (
	exitClosed      = 0 // saved: what the player sees is a clean close
	exitCloseHanged = 4 // the game was not saved in time
)

// exitGuard ends a close that hangs: watch starts it when the close is
// requested.
type exitGuard struct {
	log *applog.Log
	// closeLog closes the log, removing the marker of a running game
	// (once, whoever calls it first); exit ends the process.
	closeLog func()
	exit     func(code int)
	saved    time.Duration // savedExitDelay
	stuck    time.Duration // stuckExitDelay

	mu    sync.Mutex
	stops []func()
	ended sync.Once // the first of the two ends wins
}

// end stops the watchdogs and ends the process with code, once.
func (g *exitGuard) end(code int) {
	g.ended.Do(func() {
		g.stop()
		if code == exitClosed {
			g.closeLog()
		}
		g.exit(code)
	})
}

// watch starts the close's watchdogs; a second close request changes
// nothing.
func (g *exitGuard) watch() {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.stops != nil {
		return
	}
	g.stops = append(g.stops,
		g.log.Watchdog(phaseExited, g.saved, func() {
			if !slices.Contains(g.log.Phases(), ui.PhaseSaved) {
				return
			}
			g.log.Logger().Warn("the program did not end after its window closed; the game is saved, so it ends now",
				"after", g.saved.String(), "phases_ended", g.log.Phases())
			g.end(exitClosed)
		}),
		g.log.Watchdog(phaseExited, g.stuck, func() {
			g.log.Logger().Error("the program did not end after its window closed, and the game was not saved; it ends now, and the next start says so",
				"after", g.stuck.String(), "phases_ended", g.log.Phases())
			g.end(exitCloseHanged)
		}))
}

// stop stops the watchdogs: the program is ending by itself.
func (g *exitGuard) stop() {
	g.mu.Lock()
	defer g.mu.Unlock()
	for _, stop := range g.stops {
		stop()
	}
}

// phaseExited is the name the close's watchdogs wait for: no phase has it,
// they are stopped by exitGuard.stop.
const phaseExited = "exited"

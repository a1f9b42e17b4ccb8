package host

import (
	"log"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// Policy is how a program uses its engines and their memory. The window's
// (WindowPolicy) is the reference; the headless programs, the engine
// protocol and the command line, use the same with the few changes a
// program without a screen needs (HeadlessPolicy).
type Policy struct {
	// MaxStones is the largest endgame table a load reads (0: the largest
	// in the folder).
	MaxStones int
	// BuildStones is the table a load builds when the folder holds none
	// within MaxStones (0: ai.EndgameStones, a few seconds of one core).
	BuildStones int
	// Background is the table built in the background once a smaller one
	// is in use (0: none); play goes on with the smaller one meanwhile.
	Background int
	// Keep keeps the table while no engine has it: a session that makes
	// its engine after the load (the protocol). The window lets go of it
	// (Tables.Trim) and reads it again for its next engine.
	Keep bool
	// ReviewHashMB and AnalysisHashMB are the transposition tables of the
	// review's and the analysis's engines.
	ReviewHashMB, AnalysisHashMB int
	// ReleaseDelays are when what closed screens and dropped engines held
	// is handed back to the system, after the last Release.
	ReleaseDelays []time.Duration
	// Report is told what the endgame table does (nil fields: the log).
	Report Reporter
}

// Reporter is told what the endgame table does. Its functions are called
// from the goroutine of the load or the build.
type Reporter struct {
	// Note: something went wrong on the way but the table is usable (a
	// damaged file set aside, a table that could not be written).
	Note func(err error)
	// Failed: a load failed (not a cancel); play goes on without the table,
	// the search proves endgames itself.
	Failed func(dir string, err error)
	// Using: a load gave the engines this table.
	Using func(t *ai.EndgameTable)
	// LoadProgress: how the build a load runs (none in the folder) goes.
	LoadProgress func(ai.EndgameProgress)
}

func (r Reporter) note(err error) {
	if r.Note != nil {
		r.Note(err)
		return
	}
	log.Printf("endgame table: %v", err)
}

func (r Reporter) failed(dir string, err error) {
	if r.Failed != nil {
		r.Failed(dir, err)
		return
	}
	log.Printf("togyzkumalak: endgame table in %s: %v", dir, err)
}

func (r Reporter) using(t *ai.EndgameTable) {
	if r.Using != nil {
		r.Using(t)
	}
}

// WindowPolicy is the game window's: tables up to WindowMaxStones (the
// window builds the default one, 6 stones, and uses a larger one the
// player built), let go of when no engine has them, small transposition
// tables for the review and the analysis, and memory handed back
// ReleaseDelay and LateReleaseDelay after a screen closes.
func WindowPolicy() Policy {
	return Policy{
		MaxStones:      WindowMaxStones,
		ReviewHashMB:   ReviewHashMB,
		AnalysisHashMB: AnalysisHashMB,
		ReleaseDelays:  []time.Duration{ReleaseDelay, LateReleaseDelay},
	}
}

// HeadlessPolicy is the window's policy for the engine protocol and the
// command line: the largest table in the folder (the 9-stone one too,
// which the window does not load unless the player built it), kept for the
// session, and the window's largest default table, WindowMaxStones,
// built in the background when only a smaller one is there (the protocol;
// a one-shot command does not wait for it).
func HeadlessPolicy() Policy {
	p := WindowPolicy()
	p.MaxStones = 0
	p.Background = WindowMaxStones
	p.Keep = true
	return p
}

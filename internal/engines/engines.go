// Package engines is the game window's name for its engine host: the
// window's engines, their endgame table and their memory, as ai/host owns
// them under host.WindowPolicy. It keeps the names the window has used
// (NewTables, NewPool, NewReleaser, ...) so that the window and the engine
// protocol share one host; new code uses ai/host.
package engines

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
)

// The window's host types.
type (
	Tables        = host.Tables
	Pool          = host.Pool
	Options       = host.Options
	Releaser      = host.Releaser
	BuildState    = host.BuildState
	BuildEstimate = host.BuildEstimate
	LoadFunc      = host.LoadFunc
)

// The window's sizes and delays (host.WindowPolicy).
const (
	ReviewHashMB     = host.ReviewHashMB
	AnalysisHashMB   = host.AnalysisHashMB
	WindowMaxStones  = host.WindowMaxStones
	ReleaseDelay     = host.ReleaseDelay
	LateReleaseDelay = host.LateReleaseDelay
)

// The errors of Tables.Build.
var (
	ErrNoFolder = host.ErrNoFolder
	ErrBuilding = host.ErrBuilding
	ErrClosed   = host.ErrClosed
)

// NewTables returns the window's endgame tables kept in dir (host.NewTables).
func NewTables(dir string, load LoadFunc) *Tables { return host.NewTables(dir, load) }

// NewPool returns the window's engines (host.NewPool).
func NewPool(o Options) *Pool { return host.NewPool(o) }

// NewReleaser returns the window's memory releaser (host.NewReleaser).
func NewReleaser(tables *Tables) *Releaser { return host.NewReleaser(tables) }

// HashMB is the transposition table of the computer at level, in MiB.
func HashMB(level int) int { return host.HashMB(level) }

// EstimateBuild returns what building the table of n stones takes.
func EstimateBuild(n int) BuildEstimate { return host.EstimateBuild(n) }

// AvailableMemory returns the free memory, 0 when it is not known.
func AvailableMemory() int64 { return host.AvailableMemory() }

// LoadWindowTable reads the largest table in dir up to WindowMaxStones,
// or builds the default one there.
func LoadWindowTable(ctx context.Context, dir string) (*ai.EndgameTable, error) {
	return host.LoadWindowTable(ctx, dir)
}

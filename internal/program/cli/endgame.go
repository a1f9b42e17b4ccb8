package cli

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"

	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
)

// cacheFolder is the folder of the endgame tables in the user's cache
// folder: the window's too (its ui/storage.AppName).
const cacheFolder = "togyzkumalak"

// endgameDir returns the folder of the endgame tables: the program's, or
// $XDG_CACHE_HOME/togyzkumalak (read afresh).
func (p Program) endgameDir() string {
	if p.EndgameDir != "" {
		return p.EndgameDir
	}
	xdg.Reload()
	return filepath.Join(xdg.CacheHome, cacheFolder)
}

// endgameFlag adds --endgame DIR to fs, defaulting to the program's folder
// of endgame tables; --endgame= searches without one.
func (r *run) endgameFlag(fs *flag.FlagSet) *string {
	return fs.String("endgame", r.prog.endgameDir(), "the folder of the endgame tables, read or built there (empty: no table)")
}

// openEndgameTable loads the table of dir (none when dir is ""), saying on
// stderr which it is and what went wrong on the way; play goes on without a
// table that fails. It is the engine host's load under the headless policy
// (a one-shot command does not wait for the background build).
func (r *run) openEndgameTable(ctx context.Context, dir string) *ai.EndgameTable {
	if dir == "" {
		return nil
	}
	p := host.HeadlessPolicy()
	say := func(format string, args ...any) {
		fmt.Fprintf(r.stderr, "%s %s: %s\n", r.prog.Name, r.cmd, fmt.Sprintf(format, args...))
	}
	p.Report = host.Reporter{
		Note: func(err error) { say("%v", err) },
		Failed: func(_ string, err error) {
			if ctx.Err() == nil {
				say("endgame table: %v; searching without it", err)
			}
		},
		Using: func(t *ai.EndgameTable) { say("endgame table: %s", t) },
	}
	return host.OpenTable(ctx, dir, p)
}

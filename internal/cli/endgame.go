package cli

import (
	"context"
	"flag"
	"fmt"
	"path/filepath"

	"github.com/adrg/xdg"

	"github.com/togyzkumalak/togyzkumalak/ai"
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
// table that fails.
func (r *run) openEndgameTable(ctx context.Context, dir string) *ai.EndgameTable {
	if dir == "" {
		return nil
	}
	t, err := ai.OpenEndgameTable(ctx, ai.EndgameOptions{Dir: dir})
	if err != nil {
		if ctx.Err() == nil {
			fmt.Fprintf(r.stderr, "%s %s: endgame table: %v; searching without it\n", r.prog.Name, r.cmd, err)
		}
		return nil
	}
	for _, n := range t.Notes() {
		fmt.Fprintf(r.stderr, "%s %s: %v\n", r.prog.Name, r.cmd, n)
	}
	fmt.Fprintf(r.stderr, "%s %s: endgame table: %s\n", r.prog.Name, r.cmd, t)
	return t
}

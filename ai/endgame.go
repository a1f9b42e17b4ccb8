package ai

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/egtb"
)

// EndgameStones is the most board stones of the endgame table that
// LoadEndgameTable loads or builds.
const EndgameStones = 6

// endgameFile is the table's file name in the cache directory.
func endgameFile(n int) string { return fmt.Sprintf("endgame-%d.tkegtb", n) }

// EndgameTable is a loaded endgame table: every position with at most
// EndgameStones stones on the board, solved exactly. It is read-only and
// may be shared by any number of engines.
type EndgameTable struct{ t *egtb.Table }

// LoadEndgameTable reads the endgame table from dir or, when it is missing
// or damaged, builds it (a few seconds of one core, about 320 MB of memory
// while building) and writes it there. It returns ctx's error if ctx ends
// first. Call it once, in the background, with the user's cache directory,
// and hand the table to every engine with SetEndgameTable.
func LoadEndgameTable(ctx context.Context, dir string) (*EndgameTable, error) {
	t, err := loadOrBuildTable(ctx, dir, EndgameStones)
	if err != nil {
		return nil, err
	}
	return &EndgameTable{t: t}, nil
}

// SetEndgameTable gives the engine's full-strength searches the table (nil:
// none). Searches already running go on without it. It is safe to call
// from any goroutine.
func (e *Engine) SetEndgameTable(t *EndgameTable) {
	if t == nil {
		e.endgame.Store(nil)
		return
	}
	e.endgame.Store(t.t)
}

// LoadEndgameTable loads the table as the function LoadEndgameTable does
// and gives it to the engine.
func (e *Engine) LoadEndgameTable(ctx context.Context, dir string) error {
	t, err := LoadEndgameTable(ctx, dir)
	if err != nil {
		return err
	}
	e.SetEndgameTable(t)
	return nil
}

func loadOrBuildTable(ctx context.Context, dir string, n int) (*egtb.Table, error) {
	path := filepath.Join(dir, endgameFile(n))
	if f, err := os.Open(path); err == nil {
		t, rerr := egtb.Read(f)
		f.Close()
		if rerr == nil && t.N() == n {
			return t, nil
		}
		// a damaged or foreign file is rebuilt below
	} else if !errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("endgame table %q: %w", path, err)
	}
	t, err := egtb.Generate(ctx, n, egtb.Options{})
	if err != nil {
		return nil, fmt.Errorf("endgame table: %w", err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("endgame table: %w", err)
	}
	tmp, err := os.CreateTemp(dir, endgameFile(n)+".*")
	if err != nil {
		return nil, fmt.Errorf("endgame table: %w", err)
	}
	_, werr := t.WriteTo(tmp)
	if cerr := tmp.Close(); werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return nil, fmt.Errorf("write endgame table %q: %w", path, werr)
	}
	return t, nil
}

// probeEndgame scores a tabled position ply plies from the root: a win in
// at most the table's plies as a forced result that far away, a draw as 0.
func probeEndgame(t *egtb.Table, p *game.Position, ply int) (int, bool) {
	if game.TotalStones-int(p.Kazans[0])-int(p.Kazans[1]) > t.N() {
		return 0, false // the usual case, at the cost of two additions
	}
	en, ok := t.Probe(p)
	if !ok {
		return 0, false
	}
	switch en.Result {
	case egtb.Win:
		return WinScore - ply - en.Plies, true
	case egtb.Loss:
		return -WinScore + ply + en.Plies, true
	case egtb.Draw:
		return 0, true
	}
	return 0, false
}

package ai

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// EndgameStones is the most board stones of the endgame table built when
// none is present: a few seconds of one core, 18 MB in the cache.
const EndgameStones = 6

// MaxEndgameBuild is the largest table BuildEndgameTable makes: a desktop's
// means (about 620 MB of memory while building, 510 MB in the cache and in
// memory once built, tens of minutes of one core).
const MaxEndgameBuild = 9

// EndgameBuildMemory estimates the bytes of memory a build of a table of n
// stones holds (the table itself and one byte a position of its largest
// layer; the moves stream through a file).
func EndgameBuildMemory(n int) int64 { return egtb.MemoryNeeded(n) }

// endgameFile is the file name of the table of n stones in its folder.
func endgameFile(n int) string { return fmt.Sprintf("endgame-%d.tkegtb", n) }

// EndgameTable is a loaded endgame table: every position with at most
// Stones stones on the board, solved exactly. It is read-only and may be
// shared by any number of engines.
type EndgameTable struct {
	t     *egtb.Table
	path  string  // the file it was read from or written to; "": memory only
	notes []error // what went wrong on the way and was got over
}

// Stones returns the most board stones the table covers.
func (t *EndgameTable) Stones() int { return t.t.N() }

// Bytes returns the table's size in memory (and, within a few bytes, in
// its file).
func (t *EndgameTable) Bytes() int64 { return int64(t.t.Size()) }

// Path returns the file the table was read from or written to, "" when it
// is kept in memory only (the cache could not be written).
func (t *EndgameTable) Path() string { return t.path }

// Notes returns what went wrong while the table was loaded and was got over:
// a damaged file skipped or rebuilt, a cache folder that could not be
// written (the table is then kept in memory for the session). Each names
// its file.
func (t *EndgameTable) Notes() []error { return t.notes }

// String describes the table: "8 stones, 180.2 MB, <file>".
func (t *EndgameTable) String() string {
	where := t.path
	if where == "" {
		where = "in memory only"
	}
	return fmt.Sprintf("%d stones, %.1f MB, %s", t.Stones(), float64(t.Bytes())/1e6, where)
}

// EndgameOptions say where the endgame tables live and which one to use.
type EndgameOptions struct {
	// Dir is the folder of the table files (the user's cache folder).
	Dir string
	// MaxStones is the largest table to use (0: the largest present).
	MaxStones int
	// Build is the stones of the table built when none is present (0:
	// EndgameStones; never more than MaxStones).
	Build int
	// Progress, if not nil, is told how a build goes, from the loading
	// goroutine.
	Progress func(EndgameProgress)
}

// EndgameProgress is how far a table's build has come.
type EndgameProgress struct {
	Stones   int     // the stones of the table being built
	Layer    int     // the board stones of the layer being solved
	Pass     int     // that layer's passes done
	Fraction float64 // an estimate of the part done, 0..1
}

// OpenEndgameTable returns the largest table in opts.Dir with at most
// opts.MaxStones stones. When there is none, it builds one (opts.Build
// stones) and writes it there; a cache folder that cannot be written keeps
// the table in memory (see Notes). A damaged or truncated file is skipped
// with a note naming it, and a damaged table of at most EndgameStones
// stones is rebuilt. It returns ctx's error if ctx ends first; a caller
// may simply try again later.
func OpenEndgameTable(ctx context.Context, opts EndgameOptions) (*EndgameTable, error) {
	build := opts.Build
	if build <= 0 {
		build = EndgameStones
	}
	if opts.MaxStones > 0 {
		build = min(build, opts.MaxStones)
	}
	var notes []error
	// An unreadable folder is as good as an empty one: the build's write
	// then says what is wrong with it.
	sizes := endgameFiles(opts.Dir)
	for _, n := range sizes {
		if opts.MaxStones > 0 && n > opts.MaxStones {
			continue
		}
		path := filepath.Join(opts.Dir, endgameFile(n))
		t, err := readTable(path, n)
		if err == nil {
			return &EndgameTable{t: t, path: path, notes: notes}, nil
		}
		if n <= build {
			notes = append(notes, fmt.Errorf("%w (rebuilt)", err))
			break
		}
		notes = append(notes, fmt.Errorf("%w (skipped: build it again to use it)", err))
	}
	t, err := BuildEndgameTable(ctx, opts, build)
	if err != nil {
		return nil, err
	}
	t.notes = append(notes, t.notes...)
	return t, nil
}

// EndgameFile is a table file in a folder of endgame tables.
type EndgameFile struct {
	Stones int    // the most board stones it holds, by its name
	Path   string // the file
	Bytes  int64  // its size
}

// EndgameFiles returns the table files in dir, largest first (none when
// dir cannot be read). They are named by their size and not read: a
// damaged one is listed too, and OpenEndgameTable skips it.
func EndgameFiles(dir string) []EndgameFile {
	var files []EndgameFile
	for _, n := range endgameFiles(dir) {
		path := filepath.Join(dir, endgameFile(n))
		info, err := os.Stat(path)
		if err != nil || !info.Mode().IsRegular() {
			continue
		}
		files = append(files, EndgameFile{Stones: n, Path: path, Bytes: info.Size()})
	}
	return files
}

// endgameFiles returns the stones of the table files in dir, largest first
// (none when dir cannot be read).
func endgameFiles(dir string) []int {
	entries, _ := os.ReadDir(dir)
	var sizes []int
	for _, e := range entries {
		num, ok := strings.CutPrefix(e.Name(), "endgame-")
		if !ok {
			continue
		}
		num, ok = strings.CutSuffix(num, ".tkegtb")
		n, err := strconv.Atoi(num)
		if !ok || err != nil || n < 0 || n > egtb.MaxStones || e.Name() != endgameFile(n) {
			continue
		}
		sizes = append(sizes, n)
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	return sizes
}

// readTable reads the table file of n stones.
func readTable(path string, n int) (*egtb.Table, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("endgame table %s: %w", path, err)
	}
	defer f.Close()
	t, err := egtb.Read(f)
	if err != nil {
		return nil, fmt.Errorf("endgame table %s: %w", path, err)
	}
	if t.N() != n {
		return nil, fmt.Errorf("endgame table %s: holds %d stones, its name says %d", path, t.N(), n)
	}
	return t, nil
}

// BuildEndgameTable builds the table of n stones (0..MaxEndgameBuild),
// streaming each layer through a scratch file in opts.Dir (or the system's
// temporary folder when opts.Dir cannot be written), and writes it to
// opts.Dir, replacing a file of the same size. It calls opts.Progress, if
// set, as it goes, and returns ctx's error if ctx ends first (the scratch
// file is removed). When the table cannot be written it is returned all the
// same, kept in memory, with a note that says so.
func BuildEndgameTable(ctx context.Context, opts EndgameOptions, n int) (*EndgameTable, error) {
	if n < 0 || n > MaxEndgameBuild {
		return nil, fmt.Errorf("endgame table: %d stones: want 0..%d", n, MaxEndgameBuild)
	}
	scratch := opts.Dir
	if scratch == "" || os.MkdirAll(scratch, 0o755) != nil {
		scratch = os.TempDir()
	}
	var progress func(egtb.Progress)
	if opts.Progress != nil {
		progress = func(p egtb.Progress) {
			opts.Progress(EndgameProgress{Stones: n, Layer: p.Stones, Pass: p.Pass, Fraction: p.Fraction()})
		}
	}
	t, err := egtb.Generate(ctx, n, egtb.Options{Scratch: scratch, Progress: progress})
	if err != nil {
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		return nil, fmt.Errorf("endgame table of %d stones: %w", n, err)
	}
	table := &EndgameTable{t: t}
	if opts.Dir == "" {
		return table, nil
	}
	path := filepath.Join(opts.Dir, endgameFile(n))
	if err := writeTable(path, t); err != nil {
		table.notes = append(table.notes, fmt.Errorf("%w; the table is kept in memory for this session", err))
		return table, nil
	}
	table.path = path
	return table, nil
}

// writeTable writes t to path through a temporary file beside it, so that
// a reader never sees half a table.
func writeTable(path string, t *egtb.Table) error {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("write endgame table %s: %w", path, err)
	}
	tmp, err := os.CreateTemp(dir, filepath.Base(path)+".*")
	if err != nil {
		return fmt.Errorf("write endgame table %s: %w", path, err)
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
		return fmt.Errorf("write endgame table %s: %w", path, werr)
	}
	return nil
}

// LoadEndgameTable returns the largest endgame table in dir or, when there
// is none, builds the table of EndgameStones stones there (a few seconds of
// one core, under 100 MB of memory while building): OpenEndgameTable with
// only a folder. Call it once, in the background, with the user's cache
// folder, and hand the table to every engine with SetEndgameTable.
func LoadEndgameTable(ctx context.Context, dir string) (*EndgameTable, error) {
	return OpenEndgameTable(ctx, EndgameOptions{Dir: dir})
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

// EndgameOutcome is what an endgame table says of a position, for the side
// to move.
type EndgameOutcome int8

// Outcomes; the zero value: the position is not in the table.
const (
	EndgameUnknown EndgameOutcome = iota
	EndgameWin
	EndgameDraw
	EndgameLoss
)

// EndgameResult is the table's verdict on a searched position.
type EndgameResult struct {
	Outcome EndgameOutcome
	// Plies is, for a win or a loss, the most plies to the end of the game
	// with the winner playing by the table (an upper bound).
	Plies int
}

// Moves is the most moves of the side to move to the end of a won or lost
// game: "win in ≤ Moves()".
func (r EndgameResult) Moves() int { return (r.Plies + 1) / 2 }

// Winner returns the side that wins, for a position with toMove to move,
// and false for a draw or a position not in the table.
func (r EndgameResult) Winner(toMove game.Side) (game.Side, bool) {
	switch r.Outcome {
	case EndgameWin:
		return toMove, true
	case EndgameLoss:
		return toMove.Opponent(), true
	}
	return toMove, false
}

// ProbeEndgame returns what the engine's endgame table says of pos
// (EndgameUnknown without a table or with more stones than it holds).
func (e *Engine) ProbeEndgame(pos *game.Position) EndgameResult {
	return probeRoot(e.endgame.Load(), pos)
}

// probeRoot returns the table's verdict on pos (EndgameUnknown when t is nil
// or pos has too many stones).
func probeRoot(t *egtb.Table, pos *game.Position) EndgameResult {
	if t == nil {
		return EndgameResult{}
	}
	en, ok := t.Probe(pos)
	if !ok {
		return EndgameResult{}
	}
	switch en.Result {
	case egtb.Win:
		return EndgameResult{Outcome: EndgameWin, Plies: en.Plies}
	case egtb.Loss:
		return EndgameResult{Outcome: EndgameLoss, Plies: en.Plies}
	case egtb.Draw:
		return EndgameResult{Outcome: EndgameDraw}
	}
	return EndgameResult{}
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

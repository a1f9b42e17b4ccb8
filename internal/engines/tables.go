package engines

import (
	"context"
	"log"
	"slices"
	"sync"
	"weak"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/internal/job"
)

// LoadFunc reads or builds the endgame table kept in dir, as
// ai.LoadEndgameTable does, returning ctx's error if ctx ends first.
type LoadFunc func(ctx context.Context, dir string) (*ai.EndgameTable, error)

// WindowMaxStones is the largest endgame table the window loads unless the
// player built a larger one in it: 8 stones, 180 MB in memory, when the
// player or the engine protocol has built one in the cache folder (the
// window itself builds the 6-stone table, 18 MB). The 9-stone table (507
// MB) is for the engine protocol and analyse, and for the window of a
// player who built it there (Tables.SetMaxStones).
const WindowMaxStones = 8

// LoadWindowTable reads the largest table in dir up to WindowMaxStones, or
// builds the default one there. A cache folder that cannot be written keeps
// the built table in memory for the session; what went wrong on the way (a
// damaged file set aside, a table that could not be written) is logged once.
func LoadWindowTable(ctx context.Context, dir string) (*ai.EndgameTable, error) {
	return loadTable(ctx, dir, WindowMaxStones)
}

// loadTable reads the largest table in dir up to maxStones, or builds the
// default one there, as LoadWindowTable does.
func loadTable(ctx context.Context, dir string, maxStones int) (*ai.EndgameTable, error) {
	t, err := ai.OpenEndgameTable(ctx, ai.EndgameOptions{Dir: dir, MaxStones: maxStones})
	if t != nil {
		for _, note := range t.Notes() {
			log.Printf("endgame table: %v", note)
		}
	}
	return t, err
}

// Tables gives the endgame table to the window's full-strength engines:
// the top level's, the review's and the analysis's. The table is read from
// the cache folder, or built there in the background the first time such
// an engine is made (a few seconds of one core, once); engines made before
// it is ready get it when it arrives. The weak levels play like people and
// never see it.
//
// A load that fails (it is logged; play goes on without the table, the
// search proves endgames itself) is tried again for the next engine. Close
// cancels a load under way and waits for it.
//
// The table (about 18 MB) is kept only while an engine that has it is
// alive: Trim lets go of it once the review and the analysis have dropped
// their engines, and the next engine reads it again from the cache folder.
//
// The player may build a larger table (Build, see build.go): it runs in the
// background whether or not a screen shows it, and once it is written the
// engines switch to it and the limit of what is loaded rises to it.
//
// Its methods may be called from any goroutine.
type Tables struct {
	dir    string
	load   LoadFunc  // nil: loadTable up to max
	jobs   *job.Slot // the load; its result is taken on the load's goroutine
	builds *job.Slot // the player's build of a larger table
	// buildTable builds a table (ai.BuildEndgameTable; tests replace it).
	buildTable func(ctx context.Context, opts ai.EndgameOptions, n int) (*ai.EndgameTable, error)

	mu      sync.Mutex
	table   *ai.EndgameTable
	loading bool
	users   []weak.Pointer[ai.Engine]
	max     int    // the largest table loaded: WindowMaxStones or one the player built
	gen     uint64 // bumped when a build's table replaces the one a load under way would bring
	build   BuildState
	watch   map[int]func()
	watchID int
}

// NewTables returns the tables kept in the cache folder dir ("": none, the
// engines play without them), read or built by load (nil: the largest
// table in dir up to MaxStones, as LoadWindowTable does).
func NewTables(dir string, load LoadFunc) *Tables {
	return &Tables{
		dir: dir, load: load, max: WindowMaxStones,
		jobs: job.New(context.Background(), nil), builds: job.New(context.Background(), nil),
		buildTable: ai.BuildEndgameTable,
	}
}

// Dir returns the cache folder the tables are kept in ("": none).
func (t *Tables) Dir() string {
	if t == nil {
		return ""
	}
	return t.dir
}

// MaxStones returns the largest table the engines load: WindowMaxStones,
// or more once the player has built a larger one.
func (t *Tables) MaxStones() int {
	if t == nil {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.max
}

// SetMaxStones lets the engines load a table of up to n stones, one the
// player built in an earlier session: the limit is never below
// WindowMaxStones nor above ai.MaxEndgameBuild. It applies from the next
// load.
func (t *Tables) SetMaxStones(n int) {
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.max = min(max(n, WindowMaxStones), ai.MaxEndgameBuild)
}

// InUse returns the table the engines have now, nil when none is loaded
// (not yet, or let go of by Trim: the next engine reads the largest in the
// folder up to MaxStones again).
func (t *Tables) InUse() *ai.EndgameTable {
	if t == nil {
		return nil
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.table
}

// Attach hands e the table when it is loaded, or as soon as it is, and
// starts loading it when it is not there. It returns e. A nil Tables
// attaches nothing.
func (t *Tables) Attach(e *ai.Engine) *ai.Engine {
	if t == nil || t.dir == "" || e == nil {
		return e
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.pruneLocked()
	t.users = append(t.users, weak.Make(e))
	switch {
	case t.table != nil:
		e.SetEndgameTable(t.table)
	case !t.loading:
		t.startLocked()
	}
	return e
}

// startLocked starts loading the table in the background.
func (t *Tables) startLocked() {
	load, dir, most := t.load, t.dir, t.max
	if load == nil {
		load = func(ctx context.Context, dir string) (*ai.EndgameTable, error) { return loadTable(ctx, dir, most) }
	}
	gen := t.gen
	_, t.loading = t.jobs.Start(func(j job.Job) {
		table, err := load(j.Context(), dir)
		j.Post(func() { t.loaded(gen, table, err) })
	})
}

// loaded hands the table to the engines waiting for it; after a failure
// it lets the next Attach try again. A load overtaken by a build's table
// (gen is old) is dropped.
func (t *Tables) loaded(gen uint64, table *ai.EndgameTable, err error) {
	if t.take(gen, table, err) {
		t.notify()
	}
}

// take is loaded's work under the lock; it reports whether the engines
// got the table.
func (t *Tables) take(gen uint64, table *ai.EndgameTable, err error) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if gen != t.gen {
		return false
	}
	t.loading = false
	if err != nil {
		log.Printf("togyzkumalak: endgame table in %s: %v", t.dir, err)
		return false
	}
	t.pruneLocked()
	if len(t.users) == 0 {
		return false // its engines are gone already
	}
	t.table = table
	for _, w := range t.users {
		if e := w.Value(); e != nil {
			e.SetEndgameTable(table)
		}
	}
	return true
}

// Trim lets go of the table when no engine that has it is alive any more
// (run it after a garbage collection, which clears the weak pointers of the
// engines dropped). It reports whether the table is still kept.
func (t *Tables) Trim() bool {
	if t == nil {
		return false
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.pruneLocked()
	if len(t.users) == 0 {
		t.table = nil
	}
	return t.table != nil
}

// Close cancels a load and a build under way and waits for them to return
// (a build's scratch file is removed); nothing is loaded or built
// afterwards.
func (t *Tables) Close() {
	if t != nil {
		t.jobs.Close()
		t.builds.Close()
	}
}

// pruneLocked forgets the engines that were garbage collected.
func (t *Tables) pruneLocked() {
	t.users = slices.DeleteFunc(t.users, func(w weak.Pointer[ai.Engine]) bool { return w.Value() == nil })
}

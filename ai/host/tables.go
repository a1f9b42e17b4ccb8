package host

import (
	"context"
	"errors"
	"slices"
	"sync"
	"weak"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
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

// loadTable reads the largest table in dir up to p.MaxStones, or builds
// p.BuildStones there. A cache folder that cannot be written keeps the
// built table in memory for the session; what went wrong on the way (a
// damaged file set aside, a table that could not be written) is told to
// p.Report once.
func loadTable(ctx context.Context, dir string, p Policy) (*ai.EndgameTable, error) {
	t, err := ai.OpenEndgameTable(ctx, ai.EndgameOptions{Dir: dir, MaxStones: p.MaxStones, Build: p.BuildStones, Progress: p.Report.LoadProgress})
	if t != nil {
		for _, note := range t.Notes() {
			p.Report.note(note)
		}
	}
	return t, err
}

// OpenTable reads the largest table in dir that the policy allows, or
// builds its default one there, and says so to p.Report: a one-shot
// command's table (dir "": none). It is the Tables' load, run once.
func OpenTable(ctx context.Context, dir string, p Policy) *ai.EndgameTable {
	t := NewTablesWith(dir, p, nil)
	defer t.Close()
	t.SetKeep(true)
	done := t.Load()
	select {
	case <-done:
	case <-ctx.Done():
		t.Close() // cancels the load, which then ends
		<-done
	}
	return t.InUse()
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
// The headless programs use the same tables under their policy
// (NewTablesWith): the protocol loads at the commands that may need the
// table (Load), limits it (SetLimit) and builds a larger one (BuildWith,
// Upgrade).
//
// Its methods may be called from any goroutine.
type Tables struct {
	dir    string
	policy Policy
	load   LoadFunc  // nil: loadTable up to max
	jobs   *job.Slot // the load; its result is taken on the load's goroutine
	builds *job.Slot // the player's build of a larger table
	// buildTable builds a table (ai.BuildEndgameTable; tests replace it).
	buildTable func(ctx context.Context, opts ai.EndgameOptions, n int) (*ai.EndgameTable, error)

	mu      sync.Mutex
	table   *ai.EndgameTable
	loading bool
	users   []weak.Pointer[ai.Engine]
	max     int    // the largest table loaded: WindowMaxStones or one the player built (0: any)
	fixed   bool   // max is the program's limit (SetLimit): a build does not raise it
	keep    bool   // the table is kept with no engine (Policy.Keep)
	gen     uint64 // bumped when a build's table replaces the one a load under way would bring
	build   BuildState
	watch   map[int]func()
	watchID int
}

// NewTables returns the tables kept in the cache folder dir ("": none, the
// engines play without them), read or built by load (nil: the largest
// table in dir up to MaxStones, as the window's policy says).
func NewTables(dir string, load LoadFunc) *Tables {
	return NewTablesWith(dir, WindowPolicy(), load)
}

// NewTablesWith returns the tables kept in dir under the policy p, read or
// built by load (nil: as p says).
func NewTablesWith(dir string, p Policy, load LoadFunc) *Tables {
	return &Tables{
		dir: dir, policy: p, load: load, max: p.MaxStones, keep: p.Keep,
		jobs: job.New(context.Background(), nil), builds: job.New(context.Background(), nil),
		buildTable: ai.BuildEndgameTable,
	}
}

// SetKeep sets whether the table is kept while no engine has it.
func (t *Tables) SetKeep(keep bool) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.keep = keep
	t.mu.Unlock()
}

// SetLimit makes n the largest table loaded or built tables switched to
// (0: any), the program's own choice: unlike SetMaxStones it is not
// clamped, and a build does not raise it. It applies from the next Load.
func (t *Tables) SetLimit(n int) {
	if t == nil {
		return
	}
	t.mu.Lock()
	t.max, t.fixed = n, true
	t.mu.Unlock()
}

// Load starts loading the table now, dropping a load under way (the limit
// or the folder changed), and returns a channel that is closed once the
// load has ended: the engines have its table, or its failure has been
// reported. Without a folder the channel is closed at once.
func (t *Tables) Load() <-chan struct{} {
	done := make(chan struct{})
	if t == nil || t.dir == "" {
		close(done)
		return done
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.gen++
	t.table = nil
	t.startLocked(done)
	if !t.loading {
		close(done) // the tables are closed: no load was started
	}
	return done
}

// Give hands e the table when one is loaded, and later ones, without
// starting a load (the program starts its loads itself). It returns e.
func (t *Tables) Give(e *ai.Engine) *ai.Engine {
	if t == nil || t.dir == "" || e == nil {
		return e
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.enrolLocked(e)
	return e
}

// enrolLocked adds e to the engines that get the table, now when it is
// loaded (it reports whether it was) and later when one is.
func (t *Tables) enrolLocked(e *ai.Engine) bool {
	t.pruneLocked()
	t.users = append(t.users, weak.Make(e))
	if t.table == nil {
		return false
	}
	e.SetEndgameTable(t.table)
	return true
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
	if !t.enrolLocked(e) && !t.loading {
		t.startLocked(nil)
	}
	return e
}

// startLocked starts loading the table in the background; done, when not
// nil, is closed when the load has ended.
func (t *Tables) startLocked(done chan struct{}) {
	load, dir, p := t.load, t.dir, t.policy
	p.MaxStones = t.max
	if load == nil {
		load = func(ctx context.Context, dir string) (*ai.EndgameTable, error) { return loadTable(ctx, dir, p) }
	}
	gen := t.gen
	_, t.loading = t.jobs.Start(func(j job.Job) {
		table, err := load(j.Context(), dir)
		if done != nil {
			defer close(done)
		}
		// The end is taken whether or not a newer load has replaced this
		// one (gen tells); a load cancelled by Close has ended all the same.
		t.loaded(gen, table, err)
	})
}

// loaded hands the table to the engines waiting for it; after a failure
// it lets the next Attach try again. A load overtaken by a build's table
// (gen is old) is dropped.
func (t *Tables) loaded(gen uint64, table *ai.EndgameTable, err error) {
	if t.take(gen, table, err) {
		t.policy.Report.using(table)
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
		if !errors.Is(err, context.Canceled) {
			t.policy.Report.failed(t.dir, err)
		}
		if t.table == nil {
			t.setLocked(nil) // a reload that failed: no table
		}
		return false
	}
	t.pruneLocked()
	if len(t.users) == 0 && !t.keep {
		return false // its engines are gone already
	}
	t.setLocked(table)
	return true
}

// setLocked gives the engines table (nil: none).
func (t *Tables) setLocked(table *ai.EndgameTable) {
	t.table = table
	for _, w := range t.users {
		if e := w.Value(); e != nil {
			e.SetEndgameTable(table)
		}
	}
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
	if len(t.users) == 0 && !t.keep {
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

package ui

import (
	"context"
	"log"
	"slices"
	"sync"
	"weak"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// endgameTables gives the engine's endgame table to the window's
// full-strength engines: the top level's, the review's and the analysis's.
// The table is read from the cache folder, or built there in the background
// the first time such an engine is made (a few seconds of one core, once);
// engines made before it is ready get it when it arrives. The weak levels
// play like people and never see it.
//
// The table (about 18 MB) is kept only while an engine that has it is
// alive: trim lets go of it once the review and the analysis have dropped
// their engines, and the next engine reads it again from the cache folder.
type endgameTables struct {
	dir string // the cache folder; "": no table (tests)
	// load reads or builds the table (ai.LoadEndgameTable when nil).
	load func(ctx context.Context, dir string) (*ai.EndgameTable, error)

	mu      sync.Mutex
	table   *ai.EndgameTable
	loading bool
	failed  bool // the table could not be loaded: play goes on without it
	users   []weak.Pointer[ai.Engine]
}

// attach hands e the table when it is loaded, or as soon as it is, and
// starts loading it when it is not there. It returns e.
func (t *endgameTables) attach(e *ai.Engine) *ai.Engine {
	if t == nil || t.dir == "" || e == nil {
		return e
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.failed {
		return e
	}
	t.pruneLocked()
	t.users = append(t.users, weak.Make(e))
	switch {
	case t.table != nil:
		e.SetEndgameTable(t.table)
	case !t.loading:
		t.loading = true
		go t.fetch()
	}
	return e
}

// fetch loads the table and hands it to the engines waiting for it.
func (t *endgameTables) fetch() {
	load := t.load
	if load == nil {
		load = ai.LoadEndgameTable
	}
	table, err := load(context.Background(), t.dir)
	t.mu.Lock()
	defer t.mu.Unlock()
	t.loading = false
	if err != nil {
		// Play goes on without the table; the search proves endgames itself.
		log.Printf("togyzkumalak: endgame table in %s: %v", t.dir, err)
		t.failed = true
		return
	}
	t.pruneLocked()
	if len(t.users) == 0 {
		return // its engines are gone already
	}
	t.table = table
	for _, w := range t.users {
		if e := w.Value(); e != nil {
			e.SetEndgameTable(table)
		}
	}
}

// trim lets go of the table when no engine that has it is alive any more
// (run it after a garbage collection, which clears the weak pointers of the
// engines dropped). It reports whether the table is still kept.
func (t *endgameTables) trim() bool {
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

// pruneLocked forgets the engines that were garbage collected.
func (t *endgameTables) pruneLocked() {
	t.users = slices.DeleteFunc(t.users, func(w weak.Pointer[ai.Engine]) bool { return w.Value() == nil })
}

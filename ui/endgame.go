package ui

import (
	"context"
	"log"
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
type endgameTables struct {
	dir string // the cache folder; "": no table (tests)

	once    sync.Once
	mu      sync.Mutex
	table   *ai.EndgameTable
	waiting []weak.Pointer[ai.Engine]
}

// attach hands e the table when it is loaded, or as soon as it is, and
// starts loading it on first use. It returns e.
func (t *endgameTables) attach(e *ai.Engine) *ai.Engine {
	if t == nil || t.dir == "" || e == nil {
		return e
	}
	t.mu.Lock()
	if t.table != nil {
		e.SetEndgameTable(t.table)
	} else {
		t.waiting = append(t.waiting, weak.Make(e))
	}
	t.mu.Unlock()
	t.once.Do(func() { go t.load() })
	return e
}

func (t *endgameTables) load() {
	table, err := ai.LoadEndgameTable(context.Background(), t.dir)
	if err != nil {
		// Play goes on without the table; the search proves endgames itself.
		log.Printf("togyzkumalak: endgame table in %s: %v", t.dir, err)
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.table = table
	for _, w := range t.waiting {
		if e := w.Value(); e != nil {
			e.SetEndgameTable(table)
		}
	}
	t.waiting = nil
}

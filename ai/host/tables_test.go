package host

import (
	"context"
	"errors"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

func smallEngine() *ai.Engine { return ai.New(ai.Options{HashMB: 1, Threads: 1}) }

// kept reports whether the tables hold a loaded table.
func (t *Tables) kept() bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.table != nil
}

// TestEndgameTableTrim checks that the endgame table is kept while an
// engine that has it is alive, let go when none is, and read again for the
// next engine.
func TestEndgameTableTrim(t *testing.T) {
	var loads atomic.Int32
	tables := NewTables("cache", func(context.Context, string) (*ai.EndgameTable, error) {
		loads.Add(1)
		return &ai.EndgameTable{}, nil
	})
	defer tables.Close()

	e1 := tables.Attach(smallEngine())
	e2 := tables.Attach(smallEngine())
	tables.jobs.Wait()
	runtime.GC()
	if !tables.Trim() || loads.Load() != 1 {
		t.Fatalf("two engines alive: table kept %v, loaded %d times", tables.kept(), loads.Load())
	}
	runtime.KeepAlive(e1)
	runtime.GC()
	if !tables.Trim() {
		t.Fatal("the table was dropped while an engine has it")
	}
	runtime.KeepAlive(e2)
	runtime.GC()
	if tables.Trim() {
		t.Fatal("the table is kept with no engine alive")
	}

	e3 := tables.Attach(smallEngine())
	tables.jobs.Wait()
	if !tables.kept() || loads.Load() != 2 {
		t.Fatalf("a new engine: table %v, loaded %d times", tables.kept(), loads.Load())
	}
	runtime.KeepAlive(e3)
}

// TestTablesRetryAfterFailure checks that a failed load does not leave the
// session without the table: the next engine's request loads it again.
func TestTablesRetryAfterFailure(t *testing.T) {
	var loads atomic.Int32
	tables := NewTables("cache", func(context.Context, string) (*ai.EndgameTable, error) {
		if loads.Add(1) == 1 {
			return nil, errors.New("no space left on device")
		}
		return &ai.EndgameTable{}, nil
	})
	defer tables.Close()
	for _, step := range []struct {
		name  string
		loads int32
		kept  bool
	}{
		{"the first load fails", 1, false},
		{"the next request loads it", 2, true},
		{"a loaded table is not loaded again", 2, true},
	} {
		e := tables.Attach(smallEngine())
		tables.jobs.Wait()
		if loads.Load() != step.loads || tables.kept() != step.kept {
			t.Fatalf("%s: loaded %d times, kept %v; want %d, %v", step.name, loads.Load(), tables.kept(), step.loads, step.kept)
		}
		runtime.KeepAlive(e)
	}
}

// TestTablesCloseCancelsLoad checks that Close cancels a load under way,
// waits for it, and that nothing is loaded afterwards.
func TestTablesCloseCancelsLoad(t *testing.T) {
	var loads atomic.Int32
	started := make(chan struct{})
	var sawCancel atomic.Bool
	tables := NewTables("cache", func(ctx context.Context, _ string) (*ai.EndgameTable, error) {
		if loads.Add(1) == 1 {
			close(started)
		}
		select {
		case <-ctx.Done():
			sawCancel.Store(true)
			return nil, ctx.Err()
		case <-time.After(time.Minute):
			return &ai.EndgameTable{}, nil
		}
	})
	e := tables.Attach(smallEngine())
	<-started
	tables.Close()
	if !sawCancel.Load() {
		t.Fatal("Close returned before the load saw its cancel")
	}
	tables.Attach(e)
	tables.jobs.Wait()
	if loads.Load() != 1 || tables.kept() {
		t.Fatalf("after Close: loaded %d times, kept %v", loads.Load(), tables.kept())
	}
}

// TestNoTables checks that no folder, or no Tables, attaches nothing.
func TestNoTables(t *testing.T) {
	var nilTables *Tables
	for _, tables := range []*Tables{nilTables, NewTables("", func(context.Context, string) (*ai.EndgameTable, error) {
		t.Error("loaded without a folder")
		return nil, nil
	})} {
		e := smallEngine()
		if tables.Attach(e) != e || tables.Trim() {
			t.Error("Attach did not return the engine, or Trim kept a table")
		}
		tables.Close()
	}
}

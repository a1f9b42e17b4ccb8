package host

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// seedTable writes the table of n stones into dir, as an earlier session
// did.
func seedTable(t *testing.T, dir string, n int) {
	t.Helper()
	if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: dir}, n); err != nil {
		t.Fatal(err)
	}
}

// twoStones is a position with two stones on the board, White to move:
// White's 9th hole and Black's 1st hold one each.
func twoStones() *game.Position {
	var p game.Position
	p.Holes[game.RingIndex(game.White, 9)] = 1
	p.Holes[game.RingIndex(game.Black, 1)] = 1
	p.Kazans = [2]uint8{80, 80}
	return &p
}

// TestBuildSwitchesTable: a table built while an engine has a smaller one
// is handed to that engine, reported as it goes and kept in the folder.
func TestBuildSwitchesTable(t *testing.T) {
	dir := t.TempDir()
	seedTable(t, dir, 1)
	tables := NewTables(dir, nil)
	defer tables.Close()
	e := tables.Attach(smallEngine())
	tables.jobs.Wait()
	if in := tables.InUse(); in == nil || in.Stones() != 1 {
		t.Fatalf("in use before the build: %v; want the 1-stone table of the folder", in)
	}
	if r := e.ProbeEndgame(twoStones()); r.Outcome != ai.EndgameUnknown {
		t.Fatalf("the 1-stone table knows a 2-stone position: %+v", r)
	}

	var mu sync.Mutex
	var fractions []float64
	stop := tables.Watch(func() {
		mu.Lock()
		fractions = append(fractions, tables.BuildState().Progress.Fraction)
		mu.Unlock()
	})
	defer stop()
	var ends []BuildState
	if err := tables.Build(2, func(end BuildState) { ends = append(ends, end) }); err != nil {
		t.Fatal(err)
	}
	tables.builds.Wait()
	st := tables.BuildState()
	if len(ends) != 1 || !ends[0].Done() || ends[0].Table != st.Table {
		t.Errorf("done was told %+v; want the end once", ends)
	}
	if !st.Done() || st.Stones != 2 || st.Table.Stones() != 2 || st.Err != nil || st.Cancelled {
		t.Fatalf("after the build: %+v", st)
	}
	if in := tables.InUse(); in != st.Table {
		t.Errorf("in use after the build: %v; want the table built", in)
	}
	if r := e.ProbeEndgame(twoStones()); r.Outcome == ai.EndgameUnknown {
		t.Error("the engine did not switch to the 2-stone table")
	}
	if got := aitest.Files(t, dir); !slices.Equal(got, []string{"endgame-1.tkegtb", "endgame-2.tkegtb"}) {
		t.Errorf("the folder holds %v", got)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(fractions) < 3 || !slices.IsSorted(fractions) || fractions[len(fractions)-1] != 1 {
		t.Errorf("the progress seen: %v; want several steps up to 1", fractions)
	}
	runtime.KeepAlive(e)
}

// TestBuildCancel: a cancelled build stops, says so, leaves no file behind
// and leaves the engines their table.
func TestBuildCancel(t *testing.T) {
	dir := t.TempDir()
	seedTable(t, dir, 1)
	tables := NewTables(dir, nil)
	defer tables.Close()
	e := tables.Attach(smallEngine())
	tables.jobs.Wait()
	started := make(chan struct{})
	var once sync.Once
	stop := tables.Watch(func() {
		if tables.BuildState().Progress.Fraction > 0 {
			once.Do(func() { close(started) })
		}
	})
	defer stop()
	if err := tables.Build(6, nil); err != nil {
		t.Fatal(err)
	}
	if err := tables.Build(5, nil); !errors.Is(err, ErrBuilding) {
		t.Errorf("a second build during the first: %v; want ErrBuilding", err)
	}
	select {
	case <-started:
	case <-time.After(time.Minute):
		t.Fatal("no progress in a minute")
	}
	tables.CancelBuild()
	tables.builds.Wait()
	st := tables.BuildState()
	if st.Running || !st.Cancelled || st.Err != nil || st.Table != nil {
		t.Fatalf("after the cancel: %+v", st)
	}
	if got := aitest.Files(t, dir); !slices.Equal(got, []string{"endgame-1.tkegtb"}) {
		t.Errorf("after the cancel the folder holds %v; want only the table that was there", got)
	}
	if in := tables.InUse(); in == nil || in.Stones() != 1 {
		t.Errorf("in use after the cancel: %v", in)
	}
	if err := tables.Build(2, nil); err != nil {
		t.Errorf("a build after the cancel: %v", err)
	}
	tables.builds.Wait()
	if st := tables.BuildState(); !st.Done() || st.Cancelled {
		t.Errorf("the build after the cancel: %+v", st)
	}
	runtime.KeepAlive(e)
}

// TestBuildRefused checks the builds Build refuses, and that a table that
// could not be written is used for the session without raising the limit.
func TestBuildRefused(t *testing.T) {
	if err := NewTables("", nil).Build(2, nil); !errors.Is(err, ErrNoFolder) {
		t.Errorf("no folder: %v", err)
	}
	tables := NewTables(t.TempDir(), nil)
	for _, n := range []int{0, ai.MaxEndgameBuild + 1} {
		if err := tables.Build(n, nil); err == nil {
			t.Errorf("a build of %d stones was started", n)
		}
	}
	tables.Close()
	if err := tables.Build(2, nil); !errors.Is(err, ErrClosed) {
		t.Errorf("after Close: %v", err)
	}

	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	tables = NewTables(filepath.Join(blocked, "cache"), nil)
	defer tables.Close()
	if err := tables.Build(2, nil); err != nil {
		t.Fatal(err)
	}
	tables.builds.Wait()
	st := tables.BuildState()
	if !st.Done() || st.Table.Path() != "" || len(st.Table.Notes()) == 0 || !strings.Contains(st.Table.Notes()[0].Error(), "kept in memory") {
		t.Errorf("a folder that cannot be written: %+v", st)
	}
	if tables.MaxStones() != WindowMaxStones {
		t.Errorf("a table kept in memory raised the limit to %d", tables.MaxStones())
	}
}

// TestMaxStones checks the limit of the tables loaded, and that a load
// goes up to it and no further.
func TestMaxStones(t *testing.T) {
	for _, tt := range []struct{ set, want int }{
		{0, WindowMaxStones}, {3, WindowMaxStones}, {9, 9}, {12, ai.MaxEndgameBuild},
	} {
		tables := NewTables("cache", nil)
		tables.SetMaxStones(tt.set)
		if got := tables.MaxStones(); got != tt.want {
			t.Errorf("SetMaxStones(%d): %d, want %d", tt.set, got, tt.want)
		}
	}

	// A damaged 9-stone file is tried, and set aside with a note, only
	// when the limit reaches it.
	dir := t.TempDir()
	seedTable(t, dir, 1)
	if err := os.WriteFile(filepath.Join(dir, "endgame-9.tkegtb"), []byte("damaged"), 0o644); err != nil {
		t.Fatal(err)
	}
	tables := NewTables(dir, nil)
	defer tables.Close()
	e := tables.Attach(smallEngine())
	tables.jobs.Wait()
	if in := tables.InUse(); in == nil || in.Stones() != 1 || len(in.Notes()) != 0 {
		t.Fatalf("up to %d stones: %v, notes %v", WindowMaxStones, in, in.Notes())
	}
	runtime.KeepAlive(e)
	runtime.GC()
	if tables.Trim() {
		t.Fatal("the table is kept with no engine alive")
	}
	tables.SetMaxStones(9)
	e = tables.Attach(smallEngine())
	tables.jobs.Wait()
	if in := tables.InUse(); in == nil || len(in.Notes()) != 1 || !strings.Contains(in.Notes()[0].Error(), "endgame-9") {
		t.Errorf("up to 9 stones: %v; want the 9-stone file tried and skipped", in)
	}
	runtime.KeepAlive(e)
}

// TestEstimateBuild checks the estimates against the figures measured
// (ai/README.md) and which builds fit.
func TestEstimateBuild(t *testing.T) {
	const mb = 1_000_000
	for _, tt := range []struct {
		n                  int
		fileMB, memMB      int64
		minDiskMB          int64
		minTime, maxTime   time.Duration
		fitsUnknown, fits1 bool // fits with the memory unknown, with 1 GB free
	}{
		{2, 0, 0, 0, 0, time.Second, true, true},
		{6, 17, 22, 17, 5 * time.Second, 10 * time.Second, true, true},
		{8, 180, 220, 700, time.Minute, 3 * time.Minute, true, true},
		{9, 507, 616, 2000, 5 * time.Minute, 10 * time.Minute, false, false},
	} {
		e := EstimateBuild(tt.n)
		if e.Stones != tt.n || e.File/mb != tt.fileMB || e.Memory/mb != tt.memMB || e.Disk/mb < tt.minDiskMB ||
			e.Time < tt.minTime || e.Time > tt.maxTime {
			t.Errorf("EstimateBuild(%d) = %+v", tt.n, e)
		}
		if e.Fits(0) != tt.fitsUnknown || e.Fits(700*mb) != tt.fits1 {
			t.Errorf("%d stones: fits with the memory unknown %v, with 700 MB free %v", tt.n, e.Fits(0), e.Fits(700*mb))
		}
	}
	if !EstimateBuild(9).Fits(800 * mb) {
		t.Error("9 stones do not fit in 800 MB")
	}
}

// TestWatchSeesLoad: the watchers are told when a load hands the engines
// their table, as when a build does.
func TestWatchSeesLoad(t *testing.T) {
	dir := t.TempDir()
	seedTable(t, dir, 1)
	tables := NewTables(dir, nil)
	defer tables.Close()
	var mu sync.Mutex
	var seen []*ai.EndgameTable
	defer tables.Watch(func() {
		mu.Lock()
		seen = append(seen, tables.InUse())
		mu.Unlock()
	})()
	e := tables.Attach(smallEngine())
	tables.jobs.Wait()
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 1 || seen[0] == nil || seen[0].Stones() != 1 {
		t.Errorf("the watcher saw %v; want the loaded table once", seen)
	}
	runtime.KeepAlive(e)
}

// TestUpgrade: the policy's Background table is wanted when the engines
// have a smaller one or none, within the limit, with no build running and
// none of it failed or cancelled.
func TestUpgrade(t *testing.T) {
	small := func(n int) LoadFunc {
		return func(context.Context, string) (*ai.EndgameTable, error) {
			return ai.OpenEndgameTable(context.Background(), ai.EndgameOptions{Dir: t.TempDir(), Build: n})
		}
	}
	p := HeadlessPolicy()
	p.Background = 3
	for _, tt := range []struct {
		name   string
		policy func(Policy) Policy
		load   int // the table loaded (0: none)
		limit  int // SetLimit (-1: none)
		want   int
	}{
		{"a smaller table", nil, 2, -1, 3},
		{"the same table", nil, 3, -1, 0},
		{"no table yet", nil, 0, -1, 3},
		{"a limit below", nil, 2, 2, 0},
		{"a limit at it", nil, 2, 3, 3},
		{"no background table", func(p Policy) Policy { p.Background = 0; return p }, 2, -1, 0},
		{"the window's policy", func(Policy) Policy { return WindowPolicy() }, 2, -1, 0},
	} {
		pol := p
		if tt.policy != nil {
			pol = tt.policy(p)
		}
		var load LoadFunc
		if tt.load > 0 {
			load = small(tt.load)
		} else {
			load = func(context.Context, string) (*ai.EndgameTable, error) { return nil, errors.New("disk full") }
		}
		pol.Report.Failed = func(string, error) {}
		tables := NewTablesWith("cache", pol, load)
		if tt.limit >= 0 {
			tables.SetLimit(tt.limit)
		}
		<-tables.Load()
		if got := tables.Upgrade(); got != tt.want {
			t.Errorf("%s: Upgrade() = %d, want %d", tt.name, got, tt.want)
		}
		tables.Close()
	}
	var nilTables *Tables
	if nilTables.Upgrade() != 0 {
		t.Error("nil tables want a build")
	}
}

package host

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
)

// BuildState is how the player's build of a larger endgame table goes.
type BuildState struct {
	Stones int // the table being built, or the last one built; 0: none was started
	// Running: the build runs, or is stopping after a cancel (it has not
	// yet removed its scratch file); no other build starts meanwhile.
	Running   bool
	Cancelled bool               // the build was cancelled
	Progress  ai.EndgameProgress // how far it has come
	Table     *ai.EndgameTable   // the table built, once done (Notes say if it could not be written)
	Used      bool               // the engines switched to the table built
	Err       error              // why it failed (not set for a cancel)
}

// Done reports whether the last build ended with its table.
func (s BuildState) Done() bool { return !s.Running && s.Table != nil }

// The errors of Build.
var (
	ErrNoFolder = errors.New("endgame tables: no cache folder to build in")
	ErrBuilding = errors.New("endgame tables: a table is being built already")
	ErrClosed   = errors.New("endgame tables: closed (the program is ending)")
)

// Build starts building the table of n stones (1..ai.MaxEndgameBuild) in
// the cache folder, in the background. It goes on whether or not a screen
// watches it (Watch, BuildState) until it is done, CancelBuild cancels it
// or Close ends the tables. Once the table is built the engines that have
// a smaller one switch to it; once it is written, MaxStones rises to it.
// A failure is kept in BuildState. done, when not nil, is called once
// with the build's end (its table, its failure or its cancel), on the
// build's goroutine, after the engines have the table.
func (t *Tables) Build(n int, done func(BuildState)) error {
	return t.BuildWith(n, nil, done)
}

// BuildWith is Build with progress, when not nil, told how the build goes
// (from the build's goroutine) before the watchers are.
func (t *Tables) BuildWith(n int, progress func(ai.EndgameProgress), done func(BuildState)) error {
	if t == nil || t.dir == "" {
		return ErrNoFolder
	}
	if n < 1 || n > ai.MaxEndgameBuild {
		return fmt.Errorf("endgame tables: %d stones: want 1..%d", n, ai.MaxEndgameBuild)
	}
	t.mu.Lock()
	if t.build.Running {
		t.mu.Unlock()
		return ErrBuilding
	}
	t.build = BuildState{Stones: n, Running: true, Progress: ai.EndgameProgress{Stones: n}}
	t.mu.Unlock()
	opts := ai.EndgameOptions{Dir: t.dir, Progress: func(p ai.EndgameProgress) {
		t.mu.Lock()
		t.build.Progress = p
		t.mu.Unlock()
		if progress != nil {
			progress(p)
		}
		t.notify()
	}}
	build := t.buildTable
	// The end is taken on the build's goroutine, not through Job.Post: a
	// cancelled build, no longer the slot's current job, says it stopped.
	_, ok := t.builds.Start(func(j job.Job) {
		table, err := build(j.Context(), opts, n)
		end := t.built(table, err)
		if done != nil {
			done(end)
		}
	})
	if !ok {
		t.mu.Lock()
		t.build.Running = false
		t.build.Err = ErrClosed
		t.mu.Unlock()
		return ErrClosed
	}
	t.notify()
	return nil
}

// WaitBuild waits until every build started has returned: its state says
// it ended and its done function has been called. It does not cancel: a
// build under way goes on until it ends or CancelBuild stops it. (The
// state says a build ended a moment before its done function runs.)
func (t *Tables) WaitBuild() {
	if t != nil {
		t.builds.Wait()
	}
}

// built takes the end of a build: its table is used, its failure kept.
// It returns the build's state at its end.
func (t *Tables) built(table *ai.EndgameTable, err error) BuildState {
	t.mu.Lock()
	b := &t.build
	b.Running = false
	switch {
	case err != nil && errors.Is(err, context.Canceled):
		b.Cancelled = true
	case err != nil:
		b.Err = err
	default:
		// A cancel that came as the table was being written is too late:
		// the table is whole and used.
		b.Cancelled = false
		b.Table = table
		b.Progress.Fraction = 1
		b.Used = t.useLocked(table)
	}
	end := *b
	t.mu.Unlock()
	t.notify()
	return end
}

// useLocked gives the engines a table the player built, when it is larger
// than the one they have (and within the program's limit, SetLimit), and
// lets the next loads reach it once it is written. It reports whether the
// engines switched to it.
func (t *Tables) useLocked(table *ai.EndgameTable) bool {
	if t.fixed {
		if t.max > 0 && table.Stones() > t.max {
			return false
		}
	} else if table.Path() != "" {
		t.max = max(t.max, table.Stones())
	}
	if t.table != nil && t.table.Stones() >= table.Stones() {
		return false
	}
	// A load under way would bring a smaller table: it is dropped.
	t.gen++
	if t.loading {
		t.jobs.Cancel()
		t.loading = false
	}
	t.pruneLocked()
	t.setLocked(table)
	return true
}

// Upgrade returns the policy's Background table when it should be built
// now (0: none): the engines have a smaller one (or none, after a load
// that failed), the limit allows it, no build runs and none of it has
// failed or been cancelled. The caller builds it with BuildWith.
func (t *Tables) Upgrade() int {
	if t == nil || t.dir == "" {
		return 0
	}
	n := t.policy.Background
	t.mu.Lock()
	defer t.mu.Unlock()
	if n <= 0 || t.build.Running || t.max > 0 && n > t.max || t.table != nil && t.table.Stones() >= n ||
		t.build.Stones == n && (t.build.Err != nil || t.build.Cancelled) {
		return 0
	}
	return n
}

// CancelBuild cancels the build under way, if any. It returns at once: the
// build stops at its next check (a fraction of a second), removes its
// scratch file and then says so through Watch, with Running false and
// Cancelled.
func (t *Tables) CancelBuild() {
	if t == nil {
		return
	}
	t.mu.Lock()
	running := t.build.Running
	if running {
		t.build.Cancelled = true
	}
	t.mu.Unlock()
	if running {
		t.builds.Cancel()
		t.notify()
	}
}

// BuildState returns how the build goes, or how the last one ended.
func (t *Tables) BuildState() BuildState {
	if t == nil {
		return BuildState{}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.build
}

// Watch has f called after every change of the build's state (its
// progress, its end) and each time the engines get a table (a load, a
// build), from the goroutine of the load or the build or the caller's: f
// hands the work to its own goroutine (fyne.Do) and returns. InUse tells
// which table the engines have. The function returned stops the calls.
func (t *Tables) Watch(f func()) (stop func()) {
	if t == nil {
		return func() {}
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.watch == nil {
		t.watch = map[int]func(){}
	}
	t.watchID++
	id := t.watchID
	t.watch[id] = f
	return func() {
		t.mu.Lock()
		delete(t.watch, id)
		t.mu.Unlock()
	}
}

// notify calls the watchers.
func (t *Tables) notify() {
	t.mu.Lock()
	fs := make([]func(), 0, len(t.watch))
	for _, f := range t.watch {
		fs = append(fs, f)
	}
	t.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

// BuildEstimate is what building the table of Stones stones takes.
type BuildEstimate struct {
	Stones int
	File   int64         // bytes of its file, and of memory once it is loaded
	Memory int64         // bytes of memory while it is built
	Disk   int64         // bytes of disk while it is built: its file and the scratch file of its largest layer
	Time   time.Duration // on one core of a desktop computer
}

// buildSeconds returns the measured CPU seconds of the builds of 6 to 9
// stones (ai/README.md), and false for the others: smaller tables take
// about a microsecond a position.
func buildSeconds(n int) (float64, bool) {
	switch n {
	case 6:
		return 6.1, true
	case 7:
		return 31, true
	case 8:
		return 102, true
	case 9:
		return 385, true
	}
	return 0, false
}

// scratchPerPosition is about how many bytes a position of the largest
// layer takes in the build's scratch file (10.8 measured for 6 stones;
// more moves a position in larger tables).
const scratchPerPosition = 16

// EstimateBuild returns what building the table of n stones takes.
func EstimateBuild(n int) BuildEstimate {
	positions := int64(egtb.Positions(n))
	file := 3 * positions
	mem := ai.EndgameBuildMemory(n)
	secs, ok := buildSeconds(n)
	if !ok {
		secs = float64(positions) * 1.03e-6
	}
	return BuildEstimate{
		Stones: n,
		File:   file,
		Memory: mem,
		Disk:   file + scratchPerPosition*(mem-file),
		Time:   time.Duration(secs * float64(time.Second)),
	}
}

// Fits reports whether the build fits in available bytes of free memory,
// with a quarter more for the collector's slack. When the free memory is
// not known (0), the tables up to WindowMaxStones fit: 220 MB at most.
func (e BuildEstimate) Fits(available int64) bool {
	if available <= 0 {
		return e.Stones <= WindowMaxStones
	}
	return e.Memory+e.Memory/4 <= available
}

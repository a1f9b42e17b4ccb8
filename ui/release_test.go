package ui

import (
	"runtime"
	"testing"
	"time"
	"weak"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// collected reports whether w's engine is garbage after a collection.
func collected(w weak.Pointer[ai.Engine]) bool {
	runtime.GC()
	return w.Value() == nil
}

// drainUntil runs the UI queue until cond holds, or fails after 10 s.
func (h *harness) drainUntil(what string, cond func() bool) {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			h.t.Fatalf("waited in vain for %s", what)
		}
		h.q.waitPost(10 * time.Millisecond)
		h.q.drain()
	}
}

// TestReviewReleasesEngine checks that a finished review and a cancelled
// one drop their engine, and that the memory is asked back once the search
// returned.
func TestReviewReleasesEngine(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	r := h.a.review
	var made []weak.Pointer[ai.Engine]
	newEngine := r.NewEngine
	r.NewEngine = func() *ai.Engine {
		e := newEngine()
		made = append(made, weak.Make(e))
		return e
	}
	releases := 0
	r.OnRelease = func() { releases++ }

	// A review that finishes.
	h.showGame(cutGame(t, 8))
	h.a.reviewGame()
	h.drainUntil("the review", func() bool { return !r.Running() })
	r.Wait()
	h.q.drain() // the release is posted once the goroutine has returned, after its last result
	if !r.Active() || releases != 1 || len(made) != 1 {
		t.Fatalf("finished review: active %v, releases %d, engines made %d", r.Active(), releases, len(made))
	}
	if !collected(made[0]) {
		t.Fatal("the engine of a finished review is still referred to")
	}

	// A review cancelled by closing it.
	h.a.review.Limits = ai.Limits{Depth: 60}
	h.showGame(cutGame(t, 10))
	h.a.reviewGame()
	if !r.Running() || len(made) != 2 {
		t.Fatalf("second review: running %v, engines made %d", r.Running(), len(made))
	}
	h.a.review.Dismiss()
	h.drainUntil("the cancelled review's end", func() bool { return releases == 2 })
	r.Wait()
	if r.Active() || !collected(made[1]) {
		t.Fatalf("closed review: active %v, its engine still referred to %v", r.Active(), made[1].Value() != nil)
	}
}

// TestShutdownWaitsForBackgroundJobs checks that Shutdown cancels the
// review's and the analysis's searches and returns only once their
// goroutines have: nothing runs on a torn-down window.
func TestShutdownWaitsForBackgroundJobs(t *testing.T) {
	// A depth the searches do not reach within the test: only the cancel
	// ends them.
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 60}})
	h.showGame(cutGame(t, 10))
	h.a.setAnalysis(true)
	if !h.a.analysis.Searching() {
		t.Fatal("the analysis does not search")
	}
	// The review stops the analysis's search (it waits for the review):
	// its goroutine, cancelled, may still run.
	h.a.reviewGame()
	if !h.a.review.Running() || !h.a.analysis.Waiting() {
		t.Fatalf("before Shutdown: review running %v, analysis waiting %v", h.a.review.Running(), h.a.analysis.Waiting())
	}
	h.a.Shutdown()
	for _, c := range []struct {
		name string
		live int
	}{
		{"review", h.a.review.Live()},
		{"analysis", h.a.analysis.Live()},
		{"session", h.a.Session.Jobs()},
	} {
		if c.live != 0 {
			t.Errorf("after Shutdown: %d goroutines of the %s still run", c.live, c.name)
		}
	}
	// What they posted while being cancelled is dropped.
	h.q.drain()
	if h.a.review.Running() || h.a.analysis.On() {
		t.Errorf("after Shutdown: review running %v, analysis on %v", h.a.review.Running(), h.a.analysis.On())
	}
}

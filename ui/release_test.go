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

// TestAnalysisOffReleasesEngine checks that turning the analysis off
// cancels its search at once, drops its engine (nothing refers to it once
// the search returned), and asks for the memory back exactly then.
func TestAnalysisOffReleasesEngine(t *testing.T) {
	// A depth the search does not reach within the test: only the cancel
	// ends it.
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 60}})
	h.showGame(cutGame(t, 6))
	b := h.a.analysis
	releases := 0
	b.release = func() { releases++ }

	for round := range 2 {
		h.a.toggleAnalysis()
		if !b.On() || b.eng == nil || !b.Searching() {
			t.Fatalf("round %d: analysis on %v, engine %v, searching %v", round, b.On(), b.eng != nil, b.Searching())
		}
		h.drainUntil("the first depth", func() bool { return b.has })
		w := weak.Make(b.eng)

		h.a.toggleAnalysis()
		if b.On() || b.eng != nil {
			t.Fatalf("round %d: after turning off: on %v, engine kept %v", round, b.On(), b.eng != nil)
		}
		returned := make(chan struct{})
		go func() { b.Wait(); close(returned) }()
		select {
		case <-returned:
		case <-time.After(5 * time.Second):
			t.Fatalf("round %d: the search goes on after the analysis was turned off", round)
		}
		if releases != round {
			t.Fatalf("round %d: released %d times before the search reported its end", round, releases)
		}
		h.drainUntil("the release", func() bool { return releases == round+1 })
		if !collected(w) {
			t.Fatalf("round %d: the engine of the analysis turned off is still referred to", round)
		}
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
	h.a.reviewGame()
	h.a.toggleAnalysis()
	if !h.a.review.Running() || !h.a.analysis.Searching() {
		t.Fatalf("before Shutdown: review running %v, analysis searching %v", h.a.review.Running(), h.a.analysis.Searching())
	}
	h.a.Shutdown()
	for _, c := range []struct {
		name string
		live int
	}{
		{"review", h.a.review.Live()},
		{"analysis", h.a.analysis.jobs.Live()},
		{"session", h.a.Session.jobs.Live()},
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

package analysis

import (
	"runtime"
	"strings"
	"testing"
	"time"
	"weak"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// fixture is an analyser on a game of two players, with the position shown,
// whether the analysis is allowed, the engines it made, its releases and the
// times it turned itself off.
type fixture struct {
	t        *testing.T
	q        *sessiontest.Queue
	b        *Analyser
	shown    game.Position
	allowed  bool
	wait     bool // the review searches (Config.Wait)
	made     []weak.Pointer[ai.Engine]
	releases int
	offs     int
}

func newFixture(t *testing.T, limits ai.Limits) *fixture {
	f := &fixture{t: t, q: &sessiontest.Queue{}, shown: played(t, 6), allowed: true}
	fake := screentest.New(t, "en")
	fake.Queue = f.q.Post
	f.b = New(fake.Env, Config{
		Engine: func() *ai.Engine {
			e := ai.New(ai.Options{HashMB: 1, Threads: 1})
			f.made = append(f.made, weak.Make(e))
			return e
		},
		Shown:   func() game.Position { return f.shown },
		Allowed: func() bool { return f.allowed },
		Result:  func(game.Result) string { return "over" },
		Limits:  limits,
		Release: func() { f.releases++ },
		OnOff:   func() { f.offs++ },
		Wait:    func() bool { return f.wait },
	})
	t.Cleanup(f.b.Close)
	return f
}

// until runs the queue until cond holds, or fails after 10 s.
func (f *fixture) until(what string, cond func() bool) {
	f.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			f.t.Fatalf("waited in vain for %s", what)
		}
		f.q.Drain()
		time.Sleep(time.Millisecond)
	}
}

// lines waits until the analysis shows its finished lines.
func (f *fixture) lines() {
	f.t.Helper()
	f.until("the analysis's lines", func() bool { _, has := f.b.Found(); return has && !f.b.Searching() })
}

// played is the position after the first legal move, plies times.
func played(t *testing.T, plies int) game.Position {
	p := game.Start()
	for range plies {
		for m := game.Move(1); m <= 9; m++ {
			if next, _, err := p.Play(m); err == nil {
				p = next
				break
			}
		}
	}
	if p == game.Start() {
		t.Fatal("no move played")
	}
	return p
}

// TestAnalyser: turned on, the analysis shows the evaluation at the depth
// searched and three lines in record notation, each starting with a legal
// move; it follows the position shown; it is refused where not allowed and
// turns itself off, telling so, when it stops being allowed.
func TestAnalyser(t *testing.T) {
	f := newFixture(t, ai.Limits{Depth: 3})
	b := f.b
	if b.On() || b.Content().Visible() {
		t.Fatal("on before it is turned on")
	}
	f.allowed = false
	if b.SetOn(true) || b.On() || b.Content().Visible() || len(f.made) != 0 {
		t.Fatalf("turned on where not allowed: on %v, engines %d", b.On(), len(f.made))
	}
	f.allowed = true
	if !b.SetOn(true) || !b.On() || !b.Content().Visible() || !b.Searching() {
		t.Fatalf("turned on: on %v, shown %v, searching %v", b.On(), b.Content().Visible(), b.Searching())
	}
	f.lines()
	if head := b.Panel().Head(); !strings.HasPrefix(head, "Analysis: ") || !strings.Contains(head, "depth 3") {
		t.Errorf("head %q", head)
	}
	pos := f.shown
	for i := range Lines {
		l := b.Panel().Line(i)
		fields := strings.Fields(l)
		if len(fields) < 2 {
			t.Fatalf("line %d: %q", i+1, l)
		}
		if _, _, err := pos.Play(game.Move(fields[1][0] - '0')); err != nil {
			t.Errorf("line %d %q starts with an illegal move", i+1, l)
		}
	}

	// Another position shown: the analysis follows it, in the same engine.
	f.shown = played(t, 2)
	b.Follow()
	f.lines()
	if searched, _ := b.Found(); searched != f.shown || len(f.made) != 1 {
		t.Errorf("the analysis did not follow the position shown (engines made %d)", len(f.made))
	}

	// No longer allowed (a game against the computer began): it turns
	// itself off and says so.
	f.allowed = false
	b.Follow()
	if b.On() || b.Content().Visible() || f.offs != 1 {
		t.Errorf("not allowed: on %v, shown %v, told %d times", b.On(), b.Content().Visible(), f.offs)
	}
	b.Follow()
	if f.offs != 1 {
		t.Errorf("told it turned off %d times", f.offs)
	}
	b.Wait()
}

// collected reports whether w's engine is garbage after a collection.
func collected(w weak.Pointer[ai.Engine]) bool {
	runtime.GC()
	return w.Value() == nil
}

// TestAnalysisOffReleasesEngine checks that turning the analysis off
// cancels its search at once, drops its engine (nothing refers to it once
// the search returned), and asks for the memory back exactly then.
func TestAnalysisOffReleasesEngine(t *testing.T) {
	// A depth the search does not reach within the test: only the cancel
	// ends it.
	f := newFixture(t, ai.Limits{Depth: 60})
	b := f.b
	for round := range 2 {
		b.SetOn(true)
		if !b.On() || b.eng == nil || !b.Searching() || len(f.made) != round+1 {
			t.Fatalf("round %d: analysis on %v, engine %v, searching %v, engines made %d", round, b.On(), b.eng != nil, b.Searching(), len(f.made))
		}
		f.until("the first depth", func() bool { _, has := b.Found(); return has })

		b.SetOn(false)
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
		if f.releases != round {
			t.Fatalf("round %d: released %d times before the search reported its end", round, f.releases)
		}
		f.until("the release", func() bool { return f.releases == round+1 })
		if !collected(f.made[round]) {
			t.Fatalf("round %d: the engine of the analysis turned off is still referred to", round)
		}
	}
}

// TestCloseWaits: Close cancels the search and returns only once its
// goroutine has; what it posted on the way is dropped, and the analysis is
// never on again.
func TestCloseWaits(t *testing.T) {
	f := newFixture(t, ai.Limits{Depth: 60})
	b := f.b
	b.SetOn(true)
	b.Close()
	if b.Live() != 0 || b.On() {
		t.Fatalf("after Close: %d goroutines, on %v", b.Live(), b.On())
	}
	f.q.Drain()
	if _, has := b.Found(); has || b.Searching() {
		t.Errorf("after Close: a result %v, searching %v", has, b.Searching())
	}
	if b.SetOn(true); b.Searching() || b.Live() != 0 {
		t.Errorf("searches after Close: searching %v, goroutines %d", b.Searching(), b.Live())
	}
}

// TestAnalysisWaitsForTheReview: while the review searches (Config.Wait)
// the analysis is on but searches nothing and says it waits; once the
// review is done, the next Follow searches the position shown.
func TestAnalysisWaitsForTheReview(t *testing.T) {
	f := newFixture(t, ai.Limits{Depth: 3})
	f.wait = true
	if !f.b.SetOn(true) {
		t.Fatal("the analysis could not be turned on")
	}
	if f.b.Searching() || !f.b.Waiting() || len(f.made) != 0 {
		t.Fatalf("during the review: searching %v, waiting %v, engines made %d", f.b.Searching(), f.b.Waiting(), len(f.made))
	}
	if got, want := f.b.Panel().Head(), f.b.env.Loc.T("analysis.await.review"); got != want {
		t.Errorf("head %q, want %q", got, want)
	}
	f.b.Follow() // the review found more plies: still waiting
	if f.b.Searching() {
		t.Fatal("a search started while the review searches")
	}
	f.wait = false
	f.b.Follow() // the review is done
	if f.b.Waiting() || !f.b.Searching() {
		t.Fatalf("after the review: searching %v, waiting %v", f.b.Searching(), f.b.Waiting())
	}
	f.lines()
	if head := f.b.Panel().Head(); !strings.Contains(head, "depth 3") {
		t.Errorf("head %q, want the analysis at depth 3", head)
	}
	// A search under way stops when a review begins.
	f.shown = played(t, 8)
	f.wait = true
	f.b.Follow()
	if f.b.Searching() || !f.b.Waiting() {
		t.Errorf("a review began: searching %v, waiting %v", f.b.Searching(), f.b.Waiting())
	}
}

package main

import (
	"context"
	"math/rand/v2"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// waitQueued waits until n searches wait for cores, and fails if they do
// not within 5 s.
func waitQueued(t *testing.T, c *coreShare, n int) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		c.mu.Lock()
		got := len(c.waiting)
		c.mu.Unlock()
		switch {
		case got == n:
			return
		case got > n || time.Now().After(deadline):
			t.Fatalf("%d searches wait for cores, want %d", got, n)
		}
		time.Sleep(time.Millisecond)
	}
}

// taker takes n cores in the background; got is closed once it holds them.
type taker struct {
	release func()
	err     error
	got     chan struct{}
}

func startTake(ctx context.Context, c *coreShare, n int) *taker {
	tk := &taker{got: make(chan struct{})}
	go func() {
		tk.release, tk.err = c.take(ctx, n)
		close(tk.got)
	}()
	return tk
}

// await waits for the taker to hold its cores, and fails if it does not
// within 5 s.
func await(t *testing.T, tk *taker) {
	t.Helper()
	select {
	case <-tk.got:
		if tk.err != nil {
			t.Fatal(tk.err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("a search still waits for cores that are free")
	}
}

func holds(tk *taker) bool {
	select {
	case <-tk.got:
		return tk.err == nil
	default:
		return false
	}
}

func mustTake(t *testing.T, c *coreShare, n int) func() {
	t.Helper()
	release, err := c.take(context.Background(), n)
	if err != nil {
		t.Fatal(err)
	}
	return release
}

// Two one-thread searches share two cores; a two-thread search waits for
// both, and when it gives them back the two waiting behind it start.
func TestCoreShareWeights(t *testing.T) {
	c := newCoreShare(2)
	one, two := mustTake(t, c, 1), mustTake(t, c, 1)
	wide := startTake(context.Background(), c, 2)
	waitQueued(t, c, 1)
	one()
	if holds(wide) {
		t.Fatal("a two-thread search started with one core free")
	}
	two()
	await(t, wide)
	a, b := startTake(context.Background(), c, 1), startTake(context.Background(), c, 1)
	waitQueued(t, c, 2)
	wide.release()
	await(t, a)
	await(t, b)
	if c.free != 0 {
		t.Fatalf("%d cores free with two searches on two cores", c.free)
	}
	a.release()
	b.release()
	if c.free != 2 {
		t.Fatalf("%d cores free after all gave theirs back, want 2", c.free)
	}
}

// First come, first served: a one-thread search that comes after a waiting
// two-thread one waits behind it, even with a core free, so that the
// two-thread side is never starved by the one-thread searches of other
// games.
func TestCoreShareInOrder(t *testing.T) {
	c := newCoreShare(2)
	held := mustTake(t, c, 1)
	wide := startTake(context.Background(), c, 2)
	waitQueued(t, c, 1)
	narrow := startTake(context.Background(), c, 1)
	waitQueued(t, c, 2)
	if holds(narrow) {
		t.Fatal("a one-thread search overtook the two-thread search waiting before it")
	}
	held()
	await(t, wide)
	if holds(narrow) {
		t.Fatal("a one-thread search runs beside a two-thread one on two cores")
	}
	wide.release()
	await(t, narrow)
	narrow.release()
}

// A search given up while it waits holds nothing, and the one behind it
// starts if it fits.
func TestCoreShareCancel(t *testing.T) {
	c := newCoreShare(2)
	held := mustTake(t, c, 1)
	ctx, cancel := context.WithCancel(context.Background())
	wide := startTake(ctx, c, 2)
	waitQueued(t, c, 1)
	narrow := startTake(context.Background(), c, 1)
	waitQueued(t, c, 2)
	cancel()
	<-wide.got
	if wide.err == nil {
		t.Fatal("a cancelled take reports no error")
	}
	await(t, narrow)
	narrow.release()
	held()
	if c.free != 2 || len(c.waiting) != 0 {
		t.Fatalf("after all: %d free, %d waiting; want 2 and 0", c.free, len(c.waiting))
	}
}

// More threads than cores take all of them (and do not wait for ever), no
// threads take one, a release twice gives back once, and no sharing never
// waits.
func TestCoreShareEdges(t *testing.T) {
	c := newCoreShare(2)
	for _, tc := range []struct{ threads, taken int }{{5, 2}, {0, 1}, {-1, 1}, {1, 1}, {2, 2}} {
		release := mustTake(t, c, tc.threads)
		if got := 2 - c.free; got != tc.taken {
			t.Errorf("take(%d) took %d cores, want %d", tc.threads, got, tc.taken)
		}
		release()
		release()
		if c.free != 2 {
			t.Fatalf("take(%d), released twice: %d free, want 2", tc.threads, c.free)
		}
	}
	var none *coreShare
	if newCoreShare(0) != none {
		t.Fatal("newCoreShare(0) shares")
	}
	release, err := none.take(context.Background(), 8)
	if err != nil {
		t.Fatal(err)
	}
	release()
}

// Many searches of one and two threads at once never use more than the
// cores shared, and all of them run.
func TestCoreShareNeverOverbooks(t *testing.T) {
	const cores = 3
	c := newCoreShare(cores)
	var inUse, peak, ran atomic.Int64
	var wg sync.WaitGroup
	for w := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 1))
			for range 300 {
				n := 1 + rng.IntN(2)
				release, err := c.take(context.Background(), n)
				if err != nil {
					t.Error(err)
					return
				}
				now := inUse.Add(int64(n))
				for p := peak.Load(); now > p && !peak.CompareAndSwap(p, now); p = peak.Load() {
				}
				runtime.Gosched()
				inUse.Add(-int64(n))
				ran.Add(1)
				release()
			}
		}()
	}
	wg.Wait()
	if p := peak.Load(); p > cores {
		t.Errorf("%d cores in use at once, %d shared", p, cores)
	}
	if ran.Load() != 8*300 || c.free != cores {
		t.Errorf("%d searches ran, %d cores free at the end; want %d and %d", ran.Load(), c.free, 8*300, cores)
	}
}

func TestThreadsOption(t *testing.T) {
	for _, tc := range []struct {
		options []string
		want    int
	}{
		{nil, 1},
		{[]string{"Hash", "64"}, 1},
		{[]string{"Threads", "1", "Hash", "64", "Threads", "2"}, 2},
		{[]string{"threads", "4"}, 4},
		{[]string{"Threads", "x"}, 1},
		{[]string{"Threads", "0"}, 1},
		{[]string{"Threads"}, 1},
	} {
		if got := threadsOption(tc.options); got != tc.want {
			t.Errorf("threadsOption(%q) = %d, want %d", tc.options, got, tc.want)
		}
	}
}

// Sharing one core between two games changes when the searches run, not
// the games: at fixed nodes the run is the one without sharing.
func TestGateSharedCoresSameRun(t *testing.T) {
	var runs []status
	for _, cores := range []int{0, 1} {
		g := testGate(t, "nodes 400", "nodes 100", 6)
		g.cores = newCoreShare(cores)
		st, err := g.run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if st.pairs == 0 || st.verdict == match.AcceptH0 {
			t.Fatalf("cores %d: %v after %d pairs", cores, st.verdict, st.pairs)
		}
		runs = append(runs, st)
	}
	if runs[0] != runs[1] {
		t.Errorf("sharing one core changed the run: %+v, without sharing %+v", runs[1], runs[0])
	}
}

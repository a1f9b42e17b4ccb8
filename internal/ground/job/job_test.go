package job

import (
	"context"
	"slices"
	"sync"
	"testing"
	"time"
)

// owner is a fake UI goroutine: post queues, drain runs the queue.
type owner struct {
	mu    sync.Mutex
	queue []func()
}

func (o *owner) post(f func()) {
	o.mu.Lock()
	o.queue = append(o.queue, f)
	o.mu.Unlock()
}

// drain runs what was posted, in order, including what those functions post.
func (o *owner) drain() {
	for {
		o.mu.Lock()
		q := o.queue
		o.queue = nil
		o.mu.Unlock()
		if len(q) == 0 {
			return
		}
		for _, f := range q {
			f()
		}
	}
}

func TestResultsOfOnlyTheCurrentJobArrive(t *testing.T) {
	cases := []struct {
		name string
		// after job 1 has started (it returns 1 once released), then
		// runs on the owner's goroutine and may start more jobs
		then func(s *Slot, record func(int))
		want []int
	}{
		{"the current job's result arrives", func(*Slot, func(int)) {}, []int{1}},
		{"a newer job replaces it", func(s *Slot, record func(int)) {
			Run(s, func(context.Context) int { return 2 }, record)
			Run(s, func(context.Context) int { return 3 }, record)
		}, []int{3}},
		{"a cancelled job's result is dropped", func(s *Slot, _ func(int)) { s.Cancel() }, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := &owner{}
			s := New(context.Background(), o.post)
			var got []int
			record := func(v int) { got = append(got, v) }
			release := make(chan struct{})
			Run(s, func(context.Context) int { <-release; return 1 }, record)
			c.then(s, record)
			// job 1 ends only now, after whatever replaced or cancelled it
			time.Sleep(time.Millisecond)
			close(release)
			s.Wait()
			o.drain()
			if !slices.Equal(got, c.want) {
				t.Fatalf("delivered %v, want %v", got, c.want)
			}
		})
	}
}

func TestStartCancelsThePreviousJobsContext(t *testing.T) {
	s := New(context.Background(), nil)
	first := make(chan context.Context, 1)
	s.Start(func(j Job) {
		first <- j.Context()
		<-j.Context().Done()
	})
	ctx := <-first
	j2, ok := s.Start(func(j Job) {})
	if !ok {
		t.Fatal("Start refused on an open slot")
	}
	select {
	case <-ctx.Done():
	case <-time.After(10 * time.Second):
		t.Fatal("the first job's context was not cancelled by the second Start")
	}
	s.Wait()
	if j2.Gen() <= 1 {
		t.Fatalf("second job's generation %d, want > 1", j2.Gen())
	}
}

func TestCloseCancelsWaitsAndRefuses(t *testing.T) {
	o := &owner{}
	s := New(context.Background(), o.post)
	returned := make(chan struct{})
	started := make(chan struct{})
	delivered := false
	s.Start(func(j Job) {
		close(started)
		<-j.Context().Done()
		j.Post(func() { delivered = true })
		time.Sleep(20 * time.Millisecond) // Close must wait for this
		close(returned)
	})
	<-started
	s.Close()
	select {
	case <-returned:
	default:
		t.Fatal("Close returned before the job's goroutine did")
	}
	o.drain()
	if delivered {
		t.Error("a result posted by a job cancelled by Close was delivered")
	}
	ran := false
	if _, ok := s.Start(func(Job) { ran = true }); ok {
		t.Error("Start after Close reported true")
	}
	s.Wait()
	if ran {
		t.Error("Start after Close ran its work")
	}
	s.Close() // a second Close is harmless
}

func TestRunningAndCurrent(t *testing.T) {
	o := &owner{}
	s := New(context.Background(), o.post)
	release := make(chan struct{})
	j, _ := s.Start(func(Job) { <-release })
	if !s.Running() || !j.Current() {
		t.Fatalf("while working: Running %v, Current %v; want both true", s.Running(), j.Current())
	}
	close(release)
	s.Wait()
	if s.Running() {
		t.Error("Running is true after the job returned")
	}
	if !j.Current() {
		t.Error("a finished job stopped being current before anything replaced it")
	}
	s.Cancel()
	if j.Current() {
		t.Error("a cancelled job is still current")
	}
	var zero Job
	if zero.Current() {
		t.Error("the zero Job is current")
	}
	select {
	case <-zero.Context().Done():
	default:
		t.Error("the zero Job's context is not done")
	}
}

func TestOnIdleAfterTheLastGoroutine(t *testing.T) {
	o := &owner{}
	s := New(context.Background(), o.post)
	idle := 0
	s.OnIdle(func() { idle++ })
	release := make(chan struct{})
	for range 3 { // each Start cancels the one before; all three block until released
		s.Start(func(Job) { <-release })
	}
	if n := s.Live(); n != 3 {
		t.Fatalf("Live = %d with three goroutines blocked, want 3", n)
	}
	close(release)
	s.Wait()
	o.drain()
	if idle != 1 {
		t.Fatalf("idle called %d times after the last of three returned, want 1", idle)
	}
	if n := s.Live(); n != 0 {
		t.Fatalf("Live = %d after all returned, want 0", n)
	}
}

func TestParentContextCancelsJobs(t *testing.T) {
	parent, cancel := context.WithCancel(context.Background())
	s := New(parent, nil)
	done := make(chan struct{})
	s.Start(func(j Job) {
		<-j.Context().Done()
		close(done)
	})
	cancel()
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatal("cancelling the parent did not reach the job")
	}
	s.Close()
}

func TestWhenIdleOnce(t *testing.T) {
	cases := []struct {
		name    string
		running int  // jobs started before WhenIdle (each Start cancels the one before, the last blocks)
		close   bool // the slot is closed before they are released
		want    int  // calls of f after all returned
	}{
		{"none running: at once", 0, false, 1},
		{"after the last of two", 2, false, 1},
		{"closed first: dropped", 1, true, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			o := &owner{}
			s := New(context.Background(), o.post)
			release := make(chan struct{})
			for range c.running {
				s.Start(func(j Job) {
					select {
					case <-release:
					case <-j.Context().Done():
					}
				})
			}
			calls := 0
			s.WhenIdle(func() { calls++ })
			if c.running > 0 {
				o.drain()
				if calls != 0 {
					t.Fatalf("f called while %d goroutines run", s.Live())
				}
			}
			if c.close {
				s.Close()
			}
			close(release)
			s.Wait()
			o.drain()
			// Another goroutine's end calls f no more.
			s.Start(func(Job) {})
			s.Wait()
			o.drain()
			if calls != c.want {
				t.Fatalf("f called %d times, want %d", calls, c.want)
			}
		})
	}
}

package sessiontest

import (
	"testing"
	"time"
)

// TestQueue: what is posted runs only at Step or Drain, in order, with what it
// posts itself; WaitPost sees a post and times out without one.
func TestQueue(t *testing.T) {
	var q Queue
	if q.WaitPost(time.Millisecond) || q.Len() != 0 || q.Drain() != 0 {
		t.Fatal("an empty queue holds something")
	}
	var ran []int
	q.Post(func() { ran = append(ran, 1); q.Post(func() { ran = append(ran, 3) }) })
	q.Post(func() { ran = append(ran, 2) })
	if len(ran) != 0 || q.Len() != 2 || !q.WaitPost(time.Millisecond) {
		t.Fatalf("before Drain: ran %v, %d waiting", ran, q.Len())
	}
	if !q.Step() || len(ran) != 1 || q.Len() != 2 {
		t.Fatalf("Step ran %v, %d waiting", ran, q.Len())
	}
	if n := q.Drain(); n != 2 || len(ran) != 3 || ran[0] != 1 || ran[1] != 2 || ran[2] != 3 || q.Len() != 0 {
		t.Errorf("Drain ran %d: %v", n, ran)
	}
	go func() { time.Sleep(10 * time.Millisecond); q.Post(func() {}) }()
	if !q.WaitPost(time.Minute) {
		t.Error("WaitPost missed a post from another goroutine")
	}
}

// TestFinishedGame: the game is over, and the same every time.
func TestFinishedGame(t *testing.T) {
	a, b := FinishedGame(t), FinishedGame(t)
	if end := a.Position(); !end.Over() || len(end.LegalMoves()) != 0 || a.Len() == 0 || a.Len() != b.Len() {
		t.Fatalf("games of %d and %d moves, the first ends at %v", a.Len(), b.Len(), end)
	}
	for i, m := range a.Moves() {
		if b.Moves()[i] != m {
			t.Fatalf("move %d differs: %v, %v", i, m, b.Moves()[i])
		}
	}
}

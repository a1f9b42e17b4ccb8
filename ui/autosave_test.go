package ui

import (
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestSaverOrder: however slow the disk, games are written in the order
// they were made, the last one always, and Close waits for it.
func TestSaverOrder(t *testing.T) {
	for _, delay := range []time.Duration{0, 200 * time.Microsecond, 2 * time.Millisecond} {
		var mu sync.Mutex
		var written []int
		s := newSaver(func(g *game.Game) error {
			time.Sleep(delay)
			mu.Lock()
			written = append(written, g.Ply())
			mu.Unlock()
			return nil
		}, nil)
		g := game.NewGame(game.Start())
		const n = 60
		for i := 1; i <= n; i++ {
			p := g.Position()
			if _, err := g.Play(p.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
			s.Save(g.Clone())
			if i == n/2 {
				s.Flush()
				mu.Lock()
				last := written[len(written)-1]
				mu.Unlock()
				if last != i {
					t.Fatalf("delay %v: after Flush the last write is ply %d, want %d", delay, last, i)
				}
			}
		}
		s.Close()
		s.Save(g) // after Close: ignored
		mu.Lock()
		for i := 1; i < len(written); i++ {
			if written[i] <= written[i-1] {
				t.Fatalf("delay %v: writes out of order: %v", delay, written)
			}
		}
		if written[len(written)-1] != n {
			t.Fatalf("delay %v: the last write is ply %d, want %d", delay, written[len(written)-1], n)
		}
		mu.Unlock()
	}
}

// TestSaverError: a failed write is reported and the writer goes on.
func TestSaverError(t *testing.T) {
	var got []error
	var mu sync.Mutex
	fail := errors.New("disk full")
	calls := 0
	s := newSaver(func(*game.Game) error {
		calls++
		if calls == 1 {
			return fail
		}
		return nil
	}, func(err error) {
		mu.Lock()
		got = append(got, err)
		mu.Unlock()
	})
	s.Save(game.NewGame(game.Start()))
	s.Flush()
	s.Save(game.NewGame(game.Start()))
	s.Close()
	mu.Lock()
	defer mu.Unlock()
	if len(got) != 1 || !errors.Is(got[0], fail) || calls != 2 {
		t.Fatalf("errors %v after %d writes", got, calls)
	}
}

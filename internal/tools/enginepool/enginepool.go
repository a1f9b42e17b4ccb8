// Package enginepool runs independent searches on a fixed number of
// workers, each with an engine of its own: the one pool of the tools that
// label, score or fit positions (./cmd/nettrain, ./cmd/humanlike,
// ./cmd/winfit).
package enginepool

import (
	"sync"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// Run calls f(e, i) for every i in [0, n), on min(workers, n) goroutines
// (at least one), each with its own engine made once by newEngine, and
// returns when every call has returned. An engine is used by one call at a
// time. Which worker takes which i is not fixed, so f must not depend on
// what its engine did before (clear its table with e.NewGame) when the
// results must not depend on the number of workers.
func Run(n, workers int, newEngine func() *ai.Engine, f func(e *ai.Engine, i int)) {
	if n <= 0 {
		return
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(max(workers, 1), n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := newEngine()
			for i := range next {
				f(e, i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

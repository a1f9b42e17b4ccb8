package main

import (
	"context"
	"log"
	"math"
	"math/rand/v2"
	"sync"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// spsa tunes w (hundredths of a stone per feature unit) by simultaneous
// perturbation stochastic approximation on self-play: each iteration plays
// a pair of games from an opening between w+c·Δ and w−c·Δ (Δ random signs,
// c a tenth or so of each weight) and moves w toward the side that scored
// more, with a slowly decaying step. The kazan weight stays fixed.
//
// Iterations run in batches of one per worker from the same weights, and
// their updates are applied in iteration order, so the result depends only
// on the flags, not on the scheduling.
func spsa(w []float64, openings []game.Position, iters, depth, workers int, rate float64) {
	c := make([]float64, len(w))
	for i, x := range w {
		c[i] = 0.15*math.Abs(x) + 3
	}
	c[eval.FKazan] = 0
	workers = max(1, workers)
	results := make([]float64, workers)
	deltas := make([][]float64, workers)
	score := 0.0
	for batch := 0; batch < iters; batch += workers {
		var wg sync.WaitGroup
		for j := range workers {
			it := batch + j
			if it >= iters {
				results[j] = 0
				continue
			}
			r := rand.New(rand.NewPCG(1, uint64(it)))
			delta := make([]float64, len(w))
			plus := make([]float64, len(w))
			minus := make([]float64, len(w))
			for i := range w {
				delta[i] = float64(2*r.IntN(2) - 1)
				plus[i] = w[i] + c[i]*delta[i]
				minus[i] = w[i] - c[i]*delta[i]
			}
			deltas[j] = delta
			wg.Add(1)
			go func() {
				defer wg.Done()
				results[j] = pair(openings[(it*7919)%len(openings)], toWeights(plus), toWeights(minus), depth)
			}()
		}
		wg.Wait()
		for j := range workers {
			it := batch + j
			if it >= iters {
				break
			}
			a := rate / math.Pow(1+float64(it)/float64(iters/10+1), 0.602)
			for i := range w {
				w[i] += a * c[i] * results[j] * deltas[j][i]
			}
			score += results[j]
			if (it+1)%500 == 0 {
				log.Printf("spsa iteration %d: mean pair result of w+ %+.3f", it+1, score/500)
				score = 0
			}
		}
	}
}

// pair plays start twice, each weight set with each colour, at a fixed
// depth and returns the points of plus minus one: -1..1.
func pair(start game.Position, plus, minus eval.Weights, depth int) float64 {
	ep := ai.NewWithWeights(ai.Options{Threads: 1, HashMB: 2}, plus)
	em := ai.NewWithWeights(ai.Options{Threads: 1, HashMB: 2}, minus)
	pp := func(ctx context.Context, p game.Position) game.Move {
		return ep.Search(ctx, p, ai.Limits{Depth: depth}, nil).Move
	}
	mp := func(ctx context.Context, p game.Position) game.Move {
		return em.Search(ctx, p, ai.Limits{Depth: depth}, nil).Move
	}
	res := 0.0
	for _, plusWhite := range []bool{true, false} {
		white, black := pp, mp
		if !plusWhite {
			white, black = mp, pp
		}
		o, _ := match.Play(context.Background(), start, white, black)
		if winner, ok := o.Result.Winner(); ok {
			if (winner == game.White) == plusWhite {
				res += 0.5
			} else {
				res -= 0.5
			}
		}
	}
	return res
}

func toWeights(w []float64) eval.Weights {
	var out eval.Weights
	for i, x := range w {
		out[i] = int32(math.Round(x * eval.Scale))
	}
	return out
}

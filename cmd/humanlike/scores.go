package main

import (
	"bytes"
	"context"
	"encoding/gob"
	"fmt"
	"hash/fnv"
	"log"
	"os"
	"slices"
	"sync/atomic"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/enginepool"
)

// scoreCache is the values of every move of every sample at each depth
// 1..ai.MaxPolicyPlies, packed per sample as, for each legal move in hole
// order: the move, its gain, then its value at each depth. Computing them
// is the tool's only heavy part; the cache keeps them between runs.
type scoreCache struct {
	Key    uint64 // the games' hash and the depth
	Scores [][]int32
}

const packWidth = 2 + ai.MaxPolicyPlies

func pack(byDepth [][]ai.MoveScore) []int32 {
	if len(byDepth) == 0 {
		return nil
	}
	out := make([]int32, 0, len(byDepth[0])*packWidth)
	for i, m := range byDepth[0] {
		out = append(out, int32(m.Move), int32(m.Gain))
		for d := range byDepth {
			out = append(out, int32(byDepth[d][i].Score))
		}
	}
	return out
}

// unpack returns the values at depths 1..plies.
func unpack(p []int32, plies int) [][]ai.MoveScore {
	n := len(p) / packWidth
	out := make([][]ai.MoveScore, plies)
	for d := range plies {
		out[d] = make([]ai.MoveScore, n)
		for i := range n {
			r := p[i*packWidth:]
			out[d][i] = ai.MoveScore{Move: game.Move(r[0]), Gain: int(r[1]), Score: int(r[2+d])}
		}
	}
	return out
}

// loadScores returns the packed values of every sample, from the cache
// file when it holds them for these games (checked on a few samples
// recomputed), else computed on workers goroutines and written to it.
func loadScores(ctx context.Context, path string, games []byte, all []sample, workers int) ([][]int32, error) {
	h := fnv.New64a()
	h.Write(games)
	fmt.Fprintf(h, "plies %d samples %d", ai.MaxPolicyPlies, len(all))
	key := h.Sum64()
	if path != "" {
		if b, err := os.ReadFile(path); err == nil {
			var c scoreCache
			if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&c); err == nil && c.Key == key && len(c.Scores) == len(all) && checkScores(ctx, all, c.Scores) {
				return c.Scores, nil
			}
			log.Printf("cache %s is stale: recomputing", path)
		}
	}
	scores := make([][]int32, len(all))
	var done atomic.Int64
	start := time.Now()
	parallel(len(all), workers, func(e *ai.Engine, i int) {
		scores[i] = pack(e.MoveScoresByDepth(ctx, all[i].pos, ai.MaxPolicyPlies))
		if n := done.Add(1); n%10000 == 0 {
			log.Printf("%d of %d positions searched (%s)", n, len(all), time.Since(start).Round(time.Second))
		}
	})
	if path != "" {
		var buf bytes.Buffer
		if err := gob.NewEncoder(&buf).Encode(scoreCache{Key: key, Scores: scores}); err != nil {
			return nil, fmt.Errorf("encode cache: %w", err)
		}
		if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
			return nil, fmt.Errorf("write cache: %w", err)
		}
	}
	return scores, nil
}

// checkScores recomputes a few samples: a cache from another evaluation
// does not match.
func checkScores(ctx context.Context, all []sample, scores [][]int32) bool {
	e := ai.New(ai.Options{HashMB: 1, Threads: 1})
	for _, i := range []int{0, len(all) / 3, len(all) - 1} {
		if !slices.Equal(pack(e.MoveScoresByDepth(ctx, all[i].pos, ai.MaxPolicyPlies)), scores[i]) {
			return false
		}
	}
	return true
}

// parallel runs f(i) for i in [0, n) on workers goroutines
// (enginepool.Run), each with its own engine.
func parallel(n, workers int, f func(e *ai.Engine, i int)) {
	enginepool.Run(n, workers, func() *ai.Engine { return ai.New(ai.Options{HashMB: 1, Threads: 1}) }, f)
}

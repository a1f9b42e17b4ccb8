package main

import (
	"context"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/enginepool"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// sample is a training position: the quiet leaf of a position searched,
// with the search's score and the game's result, both from the leaf's side
// to move.
type sample struct {
	leaf   game.Position
	lin    int     // the linear evaluation of leaf
	score  int     // the search's score, hundredths of a stone
	result float64 // 1 won, ½ drawn, 0 lost
	valid  bool    // held out
}

// dataSpec says which positions are taken and how they are labelled.
type dataSpec struct {
	selfPlayGames int    // self-play games played
	selfPlayNodes uint64 // nodes a move in self-play (the move's search labels its position)
	labelNodes    uint64 // nodes of the search that labels a real game's position
	every         int    // every this many plies of a real game (from ply 8)
	workers       int
	seed          uint64
	// linear labels with the linear evaluation alone, not the embedded
	// network (the first round).
	linear bool
}

// item is one position to label and where its result comes from.
type item struct {
	pos    game.Position
	result float64 // for the side to move
	valid  bool
}

// realGamePositions returns every spec.every-th position of each finished
// game from ply 8 on, each position once; every tenth game is held out.
func realGamePositions(files []string, every int) ([]item, error) {
	seen := make(map[game.Position]bool)
	var out []item
	gi := 0
	for _, name := range files {
		games, _, err := realgames.Read(name)
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			g.SetPly(g.Len())
			res := g.Result()
			if res == game.Ongoing {
				continue
			}
			gi++
			for ply := 8; ply < g.Len(); ply += max(1, every) {
				p := g.PositionAt(ply)
				if p.Over() || seen[p] {
					continue
				}
				seen[p] = true
				out = append(out, item{pos: p, result: resultFor(res, p.ToMove), valid: gi%10 == 0})
			}
		}
	}
	return out, nil
}

func resultFor(r game.Result, side game.Side) float64 {
	winner, ok := r.Winner()
	switch {
	case !ok:
		return 0.5
	case winner == side:
		return 1
	}
	return 0
}

// label searches each item at spec.labelNodes on a fresh table, on
// spec.workers engines; results are in the items' order.
func label(ctx context.Context, items []item, spec dataSpec, w *eval.Weights) []sample {
	out := make([]sample, len(items))
	parallel(len(items), spec, func(e *ai.Engine, i int) {
		e.NewGame()
		r := e.Search(ctx, items[i].pos, ai.Limits{Nodes: spec.labelNodes}, nil)
		out[i] = newSample(items[i].pos, r.Score, items[i].result, items[i].valid, w)
	})
	return out
}

// selfPlay plays spec.selfPlayGames games from random 6-ply openings, each
// move searched at spec.selfPlayNodes, and returns every position of them
// labelled by its own move's search and the game's result; every tenth game
// is held out.
func selfPlay(ctx context.Context, spec dataSpec, w *eval.Weights) []sample {
	openings := match.Openings(spec.selfPlayGames, 6, spec.seed)
	games := make([][]sample, len(openings))
	parallel(len(openings), spec, func(e *ai.Engine, i int) {
		e.NewGame()
		type seen struct {
			pos   game.Position
			score int
		}
		var plies []seen
		player := func(ctx context.Context, p game.Position) game.Move {
			r := e.Search(ctx, p, ai.Limits{Nodes: spec.selfPlayNodes}, nil)
			plies = append(plies, seen{p, r.Score})
			return r.Move
		}
		g := match.PlayGame(ctx, openings[i], player, player)
		for _, s := range plies {
			games[i] = append(games[i], newSample(s.pos, s.score, resultFor(g.Outcome.Result, s.pos.ToMove), i%10 == 0, w))
		}
	})
	var out []sample
	for _, g := range games {
		out = append(out, g...)
	}
	return out
}

// newSample follows the capture search from p to its quiet leaf and turns
// the labels to the leaf's side to move.
func newSample(p game.Position, score int, result float64, valid bool, w *eval.Weights) sample {
	leaf := ai.QuietLeaf(p, w)
	if leaf.ToMove != p.ToMove {
		score, result = -score, 1-result
	}
	s := sample{leaf: leaf, score: score, result: result, valid: valid}
	if !leaf.Over() {
		s.lin = w.Evaluate(&leaf)
	}
	return s
}

// parallel calls f(e, i) for i in 0..n-1 on spec.workers goroutines
// (enginepool.Run), each with its own single-threaded engine (with the
// embedded network, or the linear evaluation alone); which worker takes
// which i does not matter when f clears the engine's table first.
func parallel(n int, spec dataSpec, f func(e *ai.Engine, i int)) {
	enginepool.Run(n, spec.workers, func() *ai.Engine {
		opts := ai.Options{Threads: 1, HashMB: 2}
		if spec.linear {
			return ai.NewWithWeights(opts, eval.Tuned())
		}
		return ai.New(opts)
	}, f)
}

package ai

import (
	"context"
	"fmt"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// BenchDepth is the depth of Bench's searches.
const BenchDepth = 11

// benchHashMB is the table of Bench's searches: a node count depends on it.
const benchHashMB = 16

// benchTFENs are the positions of Bench: the start and positions of
// real games (PlayOK 2025 and tournaments of 2018), from the opening to the
// endgame.
var benchTFENs = [...]string{
	game.StartTFEN,
	"13,13,13,1,2,2,5,12,1/12,12,2,1,14,0,4,3,14 14 24 6 - 0",
	"2,13,0,1,1,1,4,15,6/1,15,14,1,4,3,1,14,1 38 27 - 3 0",
	"1,8,2,2,2,0,1,4,4/1,10,1,20,7,8,6,5,3 54 23 - 6 0",
	"0,6,0,0,1,2,2,1,10/1,1,1,1,22,0,2,0,6 52 54 6 4 0",
	"4,3,8,5,7,0,0,3,1/0,0,2,5,1,2,1,3,3 59 55 1 6 0",
	"0,10,5,0,2,0,4,0,0/0,0,2,24,0,2,10,0,2 58 43 1 6 0",
	"0,11,11,10,10,10,0,0,1/0,1,12,12,12,12,1,2,13 22 22 - - 0",
	"8,1,19,6,18,0,0,1,1/0,5,4,17,5,6,5,1,1 41 23 1 6 0",
	"3,4,22,8,2,0,2,2,2/0,0,8,19,7,2,7,3,3 43 25 1 6 0",
	"2,8,0,4,6,0,4,1,5/0,0,10,20,2,1,10,2,7 48 32 1 6 0",
	"0,2,2,8,3,5,13,2,5/1,0,8,2,12,1,0,3,5 48 42 7 1 0",
	"3,5,5,0,1,2,2,5,4/0,1,14,0,4,1,2,7,13 58 35 1 4 0",
}

// BenchLine is Bench's search of one position.
type BenchLine struct {
	TFEN string
	Result
}

// BenchResult is the outcome of Bench. Nodes, the total node count, is the
// search's signature: it changes only when the search (or the evaluation)
// does.
type BenchResult struct {
	Lines   []BenchLine
	Nodes   uint64
	Elapsed time.Duration
}

// NodesPerSecond is the speed of the whole bench.
func (r BenchResult) NodesPerSecond() float64 {
	if r.Elapsed <= 0 {
		return 0
	}
	return float64(r.Nodes) / r.Elapsed.Seconds()
}

// Bench searches each of a dozen fixed positions to BenchDepth on one thread with a
// fresh table, calling progress (if not nil) after each. It stops early when
// ctx is done, returning the positions searched so far and ctx's error; the
// node count is then not the signature.
func Bench(ctx context.Context, progress func(BenchLine)) (BenchResult, error) {
	return BenchWithTable(ctx, nil, progress)
}

// BenchWithTable is Bench with an endgame table (nil: none, as Bench).
func BenchWithTable(ctx context.Context, table *EndgameTable, progress func(BenchLine)) (BenchResult, error) {
	var endgame *egtb.Table
	if table != nil {
		endgame = table.t
	}
	var res BenchResult
	tt := newTable(benchHashMB)
	w := eval.Tuned()
	for _, tfen := range benchTFENs {
		pos, err := game.ParseTFEN(tfen)
		if err != nil {
			return res, fmt.Errorf("bench position %q: %w", tfen, err)
		}
		tt.clear()
		r := runSearch(ctx, pos, Limits{Depth: BenchDepth}, searchConfig{tt: tt, w: &w, net: defaultNet(), threads: 1, endgame: endgame}, nil)
		if err := ctx.Err(); err != nil {
			return res, err
		}
		line := BenchLine{TFEN: tfen, Result: r}
		res.Lines = append(res.Lines, line)
		res.Nodes += r.Nodes
		res.Elapsed += r.Elapsed
		if progress != nil {
			progress(line)
		}
	}
	return res, nil
}

// Package aitest holds what the tests of the engine's packages share: the
// positions the benchmarks search, random endgames, a small endgame table
// made once per test binary, and the files of a table folder. Only tests
// import it (internal/layers checks that no product package does).
package aitest

import (
	"context"
	"math/rand/v2"
	"os"
	"sync"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// BenchPosition is a named position of the benchmarks.
type BenchPosition struct{ Name, TFEN string }

// BenchPositions are the start and three middle games (from
// game/testdata/perft.txt), as the engine's benchmarks search them.
func BenchPositions() []BenchPosition {
	return []BenchPosition{
		{"start", game.StartTFEN},
		{"mid1", "0,1,5,1,13,3,4,9,9/3,2,0,9,21,3,1,1,26 26 25 - 1 1"},
		{"mid2", "7,0,3,9,9,1,2,3,8/5,7,3,3,1,7,1,4,4 32 53 - 2 1"},
		{"mid3", "1,2,1,11,3,2,2,13,12/0,5,13,19,2,5,2,2,3 34 30 - - 1"},
	}
}

// MustTFEN parses s, failing tb when it is not a position.
func MustTFEN(tb testing.TB, s string) game.Position {
	tb.Helper()
	p, err := game.ParseTFEN(s)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// EndgamePositions returns n positions with 1..maxStones stones on the
// board, random tuzdyks and kazans near the 81 line, not over: the same n
// for the same seed.
func EndgamePositions(n, maxStones int, seed uint64) []game.Position {
	r := rand.New(rand.NewPCG(seed, 0x656e64))
	var out []game.Position
	for len(out) < n {
		var p game.Position
		w, b := r.IntN(9), r.IntN(9)
		if r.IntN(2) == 0 {
			w = 0
		}
		if r.IntN(2) == 0 {
			b = 0
		}
		if w != 0 && w == b {
			continue
		}
		p.Tuzdyks = [2]uint8{uint8(w), uint8(b)}
		s := 1 + r.IntN(maxStones)
		for placed := 0; placed < s; {
			i := r.IntN(game.RingSize)
			if (w != 0 && i == game.RingIndex(game.Black, w)) || (b != 0 && i == game.RingIndex(game.White, b)) {
				continue
			}
			p.Holes[i]++
			placed++
		}
		rest := game.TotalStones - s
		kw := max(0, min(game.DrawScore-s+r.IntN(s+2), rest))
		p.Kazans = [2]uint8{uint8(kw), uint8(rest - kw)}
		p.ToMove = game.Side(r.IntN(2))
		if !p.Over() {
			out = append(out, p)
		}
	}
	return out
}

// SmallTableStones is the size of SmallTable.
const SmallTableStones = 4

// smallTable is made at the first SmallTable and shared by the test
// binary's tests (a table is read-only once made).
var smallTable = sync.OnceValues(func() (*egtb.Table, error) {
	return egtb.Generate(context.Background(), SmallTableStones, egtb.Options{})
})

// SmallTable returns the endgame table of SmallTableStones stones, made
// once (under a second).
func SmallTable() (*egtb.Table, error) { return smallTable() }

// Files returns the names of the files in dir, sorted, failing tb when it
// cannot be read.
func Files(tb testing.TB, dir string) []string {
	tb.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		tb.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

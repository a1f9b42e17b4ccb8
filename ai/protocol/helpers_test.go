package protocol

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// numLevels is the number of levels of the ladder (ai.Levels), a constant
// for the tests' arrays.
const numLevels = 14

// testPolicy is the headless policy without the background build: the
// tests' folders hold small tables, and a build of 8 stones takes minutes.
func testPolicy() *host.Policy {
	p := host.HeadlessPolicy()
	p.Background = 0
	return &p
}

// isInfo reports whether l is a search's info line (one of several with
// MultiPV).
func isInfo(l string) bool { return wire.IsInfo(l) }

// endgameFile is the name of the table of n stones in its folder.
func endgameFile(n int) string {
	return fmt.Sprintf("endgame-%d.tkegtb", n)
}

const testEndgameStones = 4

var testTable = sync.OnceValues(func() (*egtb.Table, error) {
	return egtb.Generate(context.Background(), testEndgameStones, egtb.Options{})
})

// endgamePositions returns n positions with 1..maxStones stones on the
// board, random tuzdyks and kazans near the 81 line, not over (as ai's
// tests make them).
func endgamePositions(n, maxStones int, seed uint64) []game.Position {
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

// TestHelpersMatchTheEngine: the tests' constants are the engine's.
func TestHelpersMatchTheEngine(t *testing.T) {
	if len(ai.Levels()) != numLevels {
		t.Errorf("ai.Levels() has %d levels, the tests assume %d", len(ai.Levels()), numLevels)
	}
	if ai.MaxDepth != wire.MaxDepth {
		t.Errorf("ai.MaxDepth %d, wire.MaxDepth %d", ai.MaxDepth, wire.MaxDepth)
	}
}

// benchPositions are the start and three middle games (from
// game/testdata/perft.txt), as ai's benchmarks search them.
var benchPositions = []struct{ name, tfen string }{
	{"start", game.StartTFEN},
	{"mid1", "0,1,5,1,13,3,4,9,9/3,2,0,9,21,3,1,1,26 26 25 - 1 1"},
	{"mid2", "7,0,3,9,9,1,2,3,8/5,7,3,3,1,7,1,4,4 32 53 - 2 1"},
	{"mid3", "1,2,1,11,3,2,2,13,12/0,5,13,19,2,5,2,2,3 34 30 - - 1"},
}

func mustTFEN(tb testing.TB, s string) game.Position {
	tb.Helper()
	p, err := game.ParseTFEN(s)
	if err != nil {
		tb.Fatal(err)
	}
	return p
}

// smallBuild is testPolicy building a table of n stones when the folder
// holds none.
func smallBuild(n int) *host.Policy {
	p := testPolicy()
	p.BuildStones = n
	return p
}

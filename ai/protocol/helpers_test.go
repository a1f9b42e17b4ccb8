package protocol

import (
	"fmt"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/host"
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
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

// TestHelpersMatchTheEngine: the tests' constants are the engine's.
func TestHelpersMatchTheEngine(t *testing.T) {
	if len(ai.Levels()) != numLevels {
		t.Errorf("ai.Levels() has %d levels, the tests assume %d", len(ai.Levels()), numLevels)
	}
	if ai.MaxDepth != wire.MaxDepth {
		t.Errorf("ai.MaxDepth %d, wire.MaxDepth %d", ai.MaxDepth, wire.MaxDepth)
	}
}

// smallBuild is testPolicy building a table of n stones when the folder
// holds none.
func smallBuild(n int) *host.Policy {
	p := testPolicy()
	p.BuildStones = n
	return p
}

package ai

import (
	"context"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// TestLevelScaleKeepsOpponents: each level of scale 1 (the seven levels
// before the ladder) is, on this scale, the level that plays as it did:
// the same key, play and, for the levels fitted to a band's rating, rating
// (the others are placed by the ladder's measured steps; the candidate is
// sharpened to 2.15).
func TestLevelScaleKeepsOpponents(t *testing.T) {
	old := []struct {
		key string
		elo int
	}{{"beginner", 0}, {"novice", 1420}, {"amateur", 1560}, {"club", 1700}, {"candidate", 0}, {"master", 1890}, {"grandmaster", 0}}
	for i, o := range old {
		n := players.LevelOnScale(i+1, 1)
		s := specOf(n)
		if s.Number != n || s.Key != o.key || s.blend != nil {
			t.Errorf("old level %d: level %d %q (blends %v), want the unblended %q", i+1, n, s.Key, s.blend != nil, o.key)
		}
		if o.elo != 0 && s.Elo != o.elo {
			t.Errorf("old level %d: rated %d, want %d", i+1, s.Elo, o.elo)
		}
	}
	if s := specOf(players.LevelOnScale(7, 1)); !s.full || s.search != 3*time.Second || s.Number != len(levelSpecs) {
		t.Errorf("old level 7 is level %d, want full strength, the top", s.Number)
	}
	if players.LevelOnScale(len(levelSpecs), players.LevelScale) != len(levelSpecs) {
		t.Error("this scale's levels are renumbered")
	}
}

// TestBlends: a blended level plays its own move or the blended-in level's,
// each as often as its mix says (within a wide margin), and reproducibly.
func TestBlends(t *testing.T) {
	ps := endgames(60, 60, 5)
	for level := 1; level <= len(levelSpecs); level++ {
		s := specOf(level)
		if s.blend == nil {
			continue
		}
		if s.mix <= 0 || s.mix >= 1 {
			t.Errorf("level %d: mix %v, want within (0, 1)", level, s.mix)
		}
		if i := level - 2; i >= 0 && specOf(i+1).blend != nil && specOf(i+1).blend == s.blend && specOf(i+1).mix >= s.mix {
			t.Errorf("level %d: mix %v not above level %d's %v", level, s.mix, i+1, specOf(i+1).mix)
		}
		e := New(Options{Threads: 1, HashMB: 1})
		blended := 0
		for _, p := range ps {
			r := mix64(hashKey(&p) ^ mix64(uint64(e.opts.Seed)+0x626c656e64))
			if float64(r>>11)/(1<<53) < s.mix {
				blended++
			}
		}
		if f := float64(blended) / float64(len(ps)); f < s.mix-0.25 || f > s.mix+0.25 {
			t.Errorf("level %d: %.2f of the moves blended, want about %.2f", level, f, s.mix)
		}
		if testing.Short() {
			continue
		}
		p := ps[0]
		a, b := e.LevelMove(context.Background(), p, level), New(Options{Threads: 1, HashMB: 1}).LevelMove(context.Background(), p, level)
		if a.Move != b.Move || !p.Legal(a.Move) {
			t.Errorf("level %d: moves %d and %d in %s, want the same legal move", level, a.Move, b.Move, p.TFEN())
		}
	}
}

// TestGoLimitsBoundEveryLevel: a protocol's go limits bound every level,
// the blends included: a movetime is kept, and a depth of 1 gives a move
// searched no deeper, and a node budget is kept by the levels that search
// (within the search's check interval: it stops within twice the budget).
func TestGoLimitsBoundEveryLevel(t *testing.T) {
	ps := []game.Position{game.Start()}
	ps = append(ps, endgames(3, 40, 11)...)
	for level := 1; level <= len(levelSpecs); level++ {
		e := New(Options{Threads: 1, HashMB: 4})
		for _, p := range ps {
			start := time.Now()
			r := e.PlayLevelWithin(context.Background(), p, level, Limits{Time: 20 * time.Millisecond}, false, nil)
			if d := time.Since(start); d > 20*time.Millisecond+timingMargin() {
				t.Errorf("level %d, movetime 20ms: %v in %s", level, d, p.TFEN())
			}
			if !p.Legal(r.Move) {
				t.Errorf("level %d, movetime 20ms: illegal move %d in %s", level, r.Move, p.TFEN())
			}
			r = e.PlayLevelWithin(context.Background(), p, level, Limits{Depth: 1}, false, nil)
			if !p.Legal(r.Move) || r.Depth > 1 {
				t.Errorf("level %d, depth 1: move %d at depth %d in %s", level, r.Move, r.Depth, p.TFEN())
			}
			r = e.PlayLevelWithin(context.Background(), p, level, Limits{Nodes: 3000}, false, nil)
			if !p.Legal(r.Move) || (specOf(level).policy.Plies == 0 && r.Nodes > 2*3000) {
				t.Errorf("level %d, nodes 3000: move %d after %d nodes in %s", level, r.Move, r.Nodes, p.TFEN())
			}
		}
	}
}

package ai

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestQuietLeaf: the leaf is reached by captures only, is quiet (or the end
// of the game), and its score is the capture search's score of the start.
func TestQuietLeaf(t *testing.T) {
	w := eval.Tuned()
	th := &thread{sh: &shared{}, cfg: &searchConfig{w: &w, threads: 1}}
	moved := 0
	for _, tfen := range benchTFENs {
		start := aitest.MustTFEN(t, tfen)
		// the bench position and the positions after each of its moves
		positions := []game.Position{start}
		for _, m := range start.LegalMoves() {
			positions = append(positions, start.Apply(m))
		}
		for _, p := range positions {
			leaf := QuietLeaf(p, &w)
			root := th.qsearch(p, -infScore, infScore, 0)
			sign := 1
			if leaf.ToMove != p.ToMove {
				sign = -1
			}
			if leaf != p {
				moved++
			}
			gained := int(leaf.Kazans[0]) + int(leaf.Kazans[1]) - int(p.Kazans[0]) - int(p.Kazans[1])
			if leaf != p && gained == 0 {
				t.Errorf("%s: leaf %s was reached without a capture", p.TFEN(), leaf.TFEN())
			}
			if leaf.MoveMask() == 0 {
				continue // the game ended on the way
			}
			if stand := th.eval(&leaf); th.qsearch(leaf, -infScore, infScore, 0) != stand || sign*stand != root {
				t.Errorf("%s: leaf %s scores %d (sign %d), the capture search of the start %d", p.TFEN(), leaf.TFEN(), stand, sign, root)
			}
		}
	}
	t.Logf("%d of the positions had a capture line", moved)
	if moved < 20 {
		t.Errorf("only %d positions had a capture line", moved)
	}
}

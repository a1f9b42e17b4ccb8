package review

import (
	"os"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// TestReviewWritesTheCoach: a finished review keeps, besides the
// evaluations, the coach's words on each marked move in the record, in
// the language of its Words; the record read back says the same.
func TestReviewWritesTheCoach(t *testing.T) {
	data, err := os.ReadFile("testdata/coach.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	g.ClearEvaluations()
	ru, err := i18n.New("ru")
	if err != nil {
		t.Fatal(err)
	}
	ui := make(chan func(), 256)
	r := NewReview(func() *ai.Engine { return ai.New(ai.Options{Threads: 1, HashMB: 8}) },
		func(f func()) { ui <- f }, ai.Limits{Nodes: 3000})
	r.Words = ru
	done := false
	r.OnDone = func(*game.Game) { done = true }
	r.Start(g)
	for !done {
		(<-ui)()
	}
	xs := coach.ExplainGame(g, r.Plies())
	r.Close()
	if len(xs) == 0 {
		t.Fatal("nothing to explain")
	}
	back, err := game.ParseGame(g.Text())
	if err != nil {
		t.Fatal(err)
	}
	for _, x := range xs {
		theme, words, ok := coach.Note(back, x.Ply)
		if !ok || theme != x.Theme || words != x.Sentence(ru) {
			t.Errorf("ply %d: the record's note %v %v %q, want %v %q", x.Ply, ok, theme, words, x.Theme, x.Sentence(ru))
		}
	}
}

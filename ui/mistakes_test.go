package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/mistakes"
)

// TestMistakesAfterAReview: Learn from your mistakes waits for a review
// (the status line says why), then opens from the review panel's button
// with the person's own ? and ?? of a finished game against the computer,
// the person's row at the bottom; the finished review keeps the coach's
// words in the record.
func TestMistakesAfterAReview(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	g := finishedGame(t) // random moves: mistakes on both sides
	h.a.Session.Start(g, [2]bool{false, true}, 3)
	h.settle()
	if !h.a.Session.Snapshot().Can.Judge {
		t.Fatal("the finished game cannot be reviewed")
	}
	if m := h.a.showMistakes(); m != nil || !strings.Contains(h.a.view.offer.Text, h.a.loc.T("mistakes.not_now")) {
		t.Fatalf("without a review: mode %v, status %q", m, h.a.view.offer.Text)
	}
	h.a.reviewGame()
	for h.a.review.Running() {
		h.waitPosted()
		h.q.drain()
	}
	h.settle()
	black := 0
	for _, a := range h.a.review.Plies() {
		if a.Mover == game.Black && a.Class >= ai.Mistake {
			black++
		}
	}
	if black == 0 {
		t.Fatal("the random game has no mistake of Black's")
	}
	notes := 0
	for ply := 1; ply <= g.Len(); ply++ {
		if e, ok := g.Evaluation(ply); ok && e.Note != "" {
			notes++
		}
	}
	if notes < black {
		t.Errorf("the record keeps %d notes of the coach, for %d of Black's mistakes alone", notes, black)
	}
	panel := h.a.view.review
	if !panel.MistakesOffered() {
		t.Fatal("the review panel does not offer Learn from your mistakes")
	}
	if sides := h.a.mistakeSides(); len(sides) != 1 || sides[0] != game.Black {
		t.Errorf("the sides practised: %v, want the person's, Black", sides)
	}
	btn := findButtonIn(panel.Content(), h.a.loc.T("mistakes.open"))
	if btn == nil {
		t.Fatal("no button to open Learn from your mistakes")
	}
	test.Tap(btn)
	m, ok := h.a.mode().(*mistakes.Mode)
	if !ok {
		t.Fatalf("the button opened %T", h.a.mode())
	}
	if m.Len() != black || m.Board().Bottom() != game.Black {
		t.Errorf("%d positions for Black's %d mistakes, Black at the bottom %v", m.Len(), black, m.Board().Bottom() == game.Black)
	}
	h.a.closeMode()
}

package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// waitAnalysis runs the UI queue until the analysis shows lines.
func (h *harness) waitAnalysis() {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for !h.a.analysis.has || h.a.analysis.Searching() {
		if time.Now().After(deadline) {
			h.t.Fatal("the analysis shows nothing")
		}
		h.q.drain()
		time.Sleep(time.Millisecond)
	}
}

func TestAnalysis(t *testing.T) {
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 3}})
	// A game against the computer: no analysis.
	h.a.toggleAnalysis()
	if h.a.analysis.On() || len(h.a.modals) != 1 || !strings.Contains(modalText(h.a.modals[0]), "not shown during a game against the computer") {
		t.Fatalf("analysis on %v during a game against the computer", h.a.analysis.On())
	}
	h.a.modals[0].close()

	// Two players: the analysis shows three lines in record notation.
	h.showGame(cutGame(t, 6))
	h.a.toggleAnalysis()
	if !h.a.analysis.On() || !h.a.analysis.content.Visible() {
		t.Fatal("the analysis does not show in a game of two players")
	}
	h.waitAnalysis()
	b := h.a.analysis
	if !strings.HasPrefix(b.head.Text, "Analysis: ") || !strings.Contains(b.head.Text, "depth 3") {
		t.Errorf("head %q", b.head.Text)
	}
	pos := h.a.Session.Shown()
	for i, l := range b.lines {
		f := strings.Fields(l.Text)
		if len(f) < 2 {
			t.Fatalf("line %d: %q", i+1, l.Text)
		}
		if _, _, err := pos.Play(game.Move(f[1][0] - '0')); err != nil {
			t.Errorf("line %d %q starts with an illegal move", i+1, l.Text)
		}
	}
	// Another position shown: the analysis follows it.
	h.a.Session.Review(2)
	h.waitAnalysis()
	if b.pos != h.a.Session.Shown() {
		t.Error("the analysis did not follow the position shown")
	}
	// A new game against the computer turns it off.
	h.newGame(gameChoice{Colour: "white", Level: 1})
	if b.On() || b.content.Visible() {
		t.Error("the analysis stayed on in a game against the computer")
	}
	b.Wait()
}

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

// TestAnalysisTickFollowsState checks that View → Analysis is ticked while
// the analysis is on, and loses its tick when the analysis turns itself off
// because a game against the computer began.
func TestAnalysisTickFollowsState(t *testing.T) {
	h := newHarness(t, harnessOptions{limits: &ai.Limits{Depth: 3}})
	ticked := func() bool {
		t.Helper()
		label := h.a.loc.T("menu.analysis")
		for _, it := range menuItems(h.a.Window.MainMenu()) {
			if it.Label == label {
				return it.Checked
			}
		}
		t.Fatalf("no menu item %q", label)
		return false
	}
	for _, step := range []struct {
		name string
		do   func()
		want bool
	}{
		{"a game of two players, analysis on", func() { h.showGame(cutGame(t, 6)); h.a.toggleAnalysis() }, true},
		{"a move shown", func() { h.a.Session.Review(2) }, true},
		{"a game against the computer", func() { h.newGame(gameChoice{Colour: "white", Level: 1}) }, false},
	} {
		step.do()
		h.q.drain()
		if h.a.analysis.On() != step.want || ticked() != step.want {
			t.Fatalf("%s: analysis on %v, ticked %v; want %v", step.name, h.a.analysis.On(), ticked(), step.want)
		}
	}
}

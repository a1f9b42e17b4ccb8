package ui

import (
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/analysis"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// waitAnalysis runs the UI queue until the analysis shows lines.
func (h *harness) waitAnalysis() {
	h.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for _, has := h.a.analysis.Found(); !has || h.a.analysis.Searching(); _, has = h.a.analysis.Found() {
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
	// View → Analysis is disabled, saying why; the key A says why in the
	// status line, without a dialog.
	if it := h.a.view.menu.analysis; !it.Disabled || it.Checked || !strings.Contains(it.Label, "after the game against the computer") {
		t.Errorf("View → Analysis during a game against the computer: %q disabled %v", it.Label, it.Disabled)
	}
	h.a.typedKey(keyEvent('A'))
	if h.a.analysis.On() || h.a.dialogs.Len() != 0 || !strings.Contains(h.a.view.offer.Text, "not shown during a game against the computer") {
		t.Fatalf("analysis on %v during a game against the computer (%d dialogs, status %q)", h.a.analysis.On(), h.a.dialogs.Len(), h.a.view.offer.Text)
	}

	// Two players: the analysis shows three lines in record notation.
	h.showGame(cutGame(t, 6))
	h.a.setAnalysis(!h.a.analysis.On())
	if it := h.a.view.menu.analysis; !it.Checked || it.Disabled {
		t.Errorf("View → Analysis is not ticked (%v) or disabled (%v) while on", it.Checked, it.Disabled)
	}
	if !h.a.analysis.On() || !h.a.analysis.Content().Visible() {
		t.Fatal("the analysis does not show in a game of two players")
	}
	h.waitAnalysis()
	b := h.a.analysis
	if head := b.Panel().Head(); !strings.HasPrefix(head, "Analysis: ") || !strings.Contains(head, "depth 3") {
		t.Errorf("head %q", head)
	}
	pos := h.a.Session.Snapshot().Shown
	for i := range analysis.Lines {
		l := b.Panel().Line(i)
		f := strings.Fields(l)
		if len(f) < 2 {
			t.Fatalf("line %d: %q", i+1, l)
		}
		if _, _, err := pos.Play(game.Move(f[1][0] - '0')); err != nil {
			t.Errorf("line %d %q starts with an illegal move", i+1, l)
		}
	}
	// Another position shown: the analysis follows it.
	h.a.Session.Browse(2)
	h.waitAnalysis()
	if searched, _ := b.Found(); searched != h.a.Session.Snapshot().Shown {
		t.Error("the analysis did not follow the position shown")
	}
	// A new game against the computer turns it off.
	h.newGame(dialogs.GameChoice{Colour: "white", Level: 1})
	if b.On() || b.Content().Visible() {
		t.Error("the analysis stayed on in a game against the computer")
	}
	if it := h.a.view.menu.analysis; it.Checked || !it.Disabled {
		t.Errorf("View → Analysis stays ticked %v (disabled %v) after the analysis turned itself off", it.Checked, it.Disabled)
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
			// A disabled item's label says why: "Analysis (after the game …)".
			if it.Label == label || strings.HasPrefix(it.Label, label+" (") {
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
		{"a game of two players, analysis on", func() { h.showGame(cutGame(t, 6)); h.a.setAnalysis(!h.a.analysis.On()) }, true},
		{"a move shown", func() { h.a.Session.Browse(2) }, true},
		{"a game against the computer", func() { h.newGame(dialogs.GameChoice{Colour: "white", Level: 1}) }, false},
	} {
		step.do()
		h.q.drain()
		if h.a.analysis.On() != step.want || ticked() != step.want {
			t.Fatalf("%s: analysis on %v, ticked %v; want %v", step.name, h.a.analysis.On(), ticked(), step.want)
		}
	}
}

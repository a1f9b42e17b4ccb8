package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
)

// TestNothingOfferedIsRefused: what cannot act now is disabled in the menu
// with the reason in its label, and no dialog titled Error answers it.
func TestNothingOfferedIsRefused(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	check := func(when string, want map[string]string) {
		t.Helper()
		m := h.a.view.Menu // built again when a mode opens or closes
		items := map[string]*fyne.MenuItem{"undo": m.Item("menu.undo"), "hint": m.Item("menu.hint"), "review": m.Item("menu.review"), "analysis": m.Item("menu.analysis")}
		for name, it := range items {
			why, refused := want[name]
			if it.Disabled != refused || (refused && !strings.Contains(it.Label, "("+h.a.loc.T(why)+")")) {
				t.Errorf("%s: %s is %q, disabled %v; want disabled %v (%s)", when, name, it.Label, it.Disabled, refused, why)
			}
		}
	}
	// A new game against the computer: no move to undo or review, no
	// analysis; the hint is offered.
	check("at the start", map[string]string{"undo": "why.no_moves", "review": "why.no_moves", "analysis": "why.after_game"})
	typeKey(h.a, keyEvent('7'))
	h.settle()
	check("during the game", map[string]string{"review": "why.after_game", "analysis": "why.after_game"})
	h.a.cmds.Review()
	if h.a.dialogs.Len() != 0 || h.a.judges.review.Active() || !strings.Contains(h.a.view.Parts().Offer.Text, h.a.loc.T("review.not_now")) {
		t.Errorf("Review game during the game: %d dialogs, status %q", h.a.dialogs.Len(), h.a.view.Parts().Offer.Text)
	}
	typeKey(h.a, keyEvent('8'))
	h.settle()
	if h.a.view.Parts().Offer.Text != "" {
		t.Errorf("the reason stayed after a move: %q", h.a.view.Parts().Offer.Text)
	}
	// In a mode, the game's items wait for the way back.
	h.a.modes.Lessons()
	check("in the lessons", map[string]string{"undo": "why.in_mode", "hint": "why.in_mode", "review": "why.in_mode", "analysis": "why.in_mode"})
	h.a.modes.Close()
	// Two players: everything is offered.
	h.showGame(cutGame(t, 6))
	check("two players", nil)
	h.a.Session.Browse(2)
	check("two players, looking back", map[string]string{"hint": "why.reviewing"})
}

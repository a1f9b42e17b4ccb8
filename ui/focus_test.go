package ui

import (
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// press is a click as the desktop driver makes it: a focusable widget
// takes the focus when the button goes down, then it is tapped.
func press(c fyne.Canvas, w fyne.Tappable) {
	if f, ok := w.(fyne.Focusable); ok {
		c.Focus(f)
	} else {
		c.Unfocus()
	}
	test.Tap(w)
}

// TestKeysAfterModeClosed: a mode left with its "Back to the game" button
// (a click focuses it on the desktop) or with a control of its panel
// focused hands the keys back to the board: a digit plays again (they went
// to the button, kept focused in the toolbar, until the board was clicked).
func TestKeysAfterModeClosed(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	c := h.a.Window.Canvas()
	m := h.a.showExplorer()
	if m == nil {
		t.Fatal("no explorer")
	}
	if follow := screentest.Check(m.Content()); follow != nil {
		press(c, follow)
	}
	press(c, h.a.view.host.backBtn)
	if h.a.mode() != nil {
		t.Fatal("Back to the game left the mode open")
	}
	if f := c.Focused(); f != nil {
		t.Fatalf("after the mode closed %T keeps the focus: the keys do not reach the board", f)
	}
	before := h.a.Session.Snapshot().Game().Len()
	h.a.typedKey(keyEvent('7'))
	h.settle()
	if h.a.Session.Snapshot().Game().Len() == before {
		t.Error("the key 7 played nothing after the mode closed")
	}
}

// TestKeysAfterNewGameGuard: New game during a game against the computer,
// two players ticked, Start, then "Keep it" in the question that follows:
// no control of the closed dialogs keeps the keys from the board.
func TestKeysAfterNewGameGuard(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.tapHole(game.White, 7)
	h.settle()
	c := h.a.Window.Canvas()
	h.a.newGameDialog.Show()
	m := h.a.dialogs.Top()
	if m == nil {
		t.Fatal("no New game dialog")
	}
	two := screentest.Check(m.Object())
	if two == nil {
		t.Fatal("no check box in the New game dialog")
	}
	press(c, two)
	press(c, findButtonIn(m.Object(), h.a.loc.T("dialog.new_game.start")))
	g := h.a.dialogs.Top()
	if g == nil {
		t.Fatal("no question about the game in progress")
	}
	press(c, findButtonIn(g.Object(), h.a.loc.T("session.in_progress_keep")))
	h.settle()
	if n := h.a.dialogs.Len(); n != 0 {
		t.Fatalf("%d dialogs still open: %q", n, modalText(h.a.dialogs.Top()))
	}
	if f := c.Focused(); f != nil {
		t.Errorf("after the dialogs %T keeps the focus: the keys do not reach the board", f)
	}
}

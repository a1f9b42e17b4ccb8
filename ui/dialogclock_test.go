package ui

import (
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// TestDialogsHoldTheClock: a short dialog open over a game on the clock
// (New game, a help page, the statistics and the confirmation over them,
// a dialog over a mode) holds the clock; once the last one closes (and the
// mode), the clock runs again. The hold itself (no time passes, no flag
// falls, the time it had) is the session's (ui/session: TestHoldClock).
func TestDialogsHoldTheClock(t *testing.T) {
	tests := []struct {
		name  string
		open  func(t *testing.T, h *harness)
		close func(t *testing.T, h *harness)
	}{
		{"New game by N, closed by Escape",
			func(t *testing.T, h *harness) { h.a.typedKey(keyEvent('N')) },
			func(t *testing.T, h *harness) { h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"a help page from the menu",
			func(t *testing.T, h *harness) { runMenu(t, h.a, "help.rules") },
			func(t *testing.T, h *harness) { h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) }},
		{"the statistics and the confirmation of a reset over them",
			func(t *testing.T, h *harness) {
				runMenu(t, h.a, "menu.statistics")
				h.a.dialogs.Confirm("dialog.confirm_reset_stats", "stats.reset", func() {})
			},
			func(t *testing.T, h *harness) {
				h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // the confirmation: still held
				if h.a.dialogs.Len() != 1 || !h.a.dialogs.Holding() || h.a.Session.Snapshot().Clock.Running {
					t.Fatalf("%d dialogs, holding %v, clock running %v after the top one closed", h.a.dialogs.Len(), h.a.dialogs.Holding(), h.a.Session.Snapshot().Clock.Running)
				}
				h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			}},
		{"About over the lessons",
			func(t *testing.T, h *harness) {
				h.a.showLessons()
				runMenu(t, h.a, "menu.about")
			},
			func(t *testing.T, h *harness) {
				h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape}) // About: the mode still holds
				if h.a.mode() == nil || h.a.Session.Snapshot().Clock.Running {
					t.Fatalf("mode %v, clock running %v with the lessons open", h.a.mode(), h.a.Session.Snapshot().Clock.Running)
				}
				h.a.closeMode()
			}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			h.newGame(dialogs.GameChoice{TwoPlayers: true, TimeControl: oneMinute})
			s := h.a.Session
			if !s.Snapshot().Clock.Running {
				t.Fatal("the clock does not run")
			}
			tc.open(t, h)
			if h.a.dialogs.Len() == 0 {
				t.Fatal("no dialog open")
			}
			if c := s.Snapshot().Clock; c.Running || !c.Held {
				t.Fatalf("the clock runs under a dialog: %+v", c)
			}
			tc.close(t, h)
			if h.a.dialogs.Len() != 0 || h.a.mode() != nil {
				t.Fatalf("%d dialogs and mode %v left open", h.a.dialogs.Len(), h.a.mode())
			}
			if c := s.Snapshot().Clock; !c.Running || c.Held {
				t.Fatal("the clock did not run again once the dialog closed")
			}
			// The result of the game does not hold the clock: a game
			// started under it runs its own.
			s.AgreeDraw()
			if m := h.a.dialogs.Top(); m == nil || m.Title() != h.a.loc.T("result.title") || h.a.dialogs.Holding() {
				t.Fatalf("after the game's end: top dialog %v, holding %v", m, h.a.dialogs.Holding())
			}
		})
	}
}

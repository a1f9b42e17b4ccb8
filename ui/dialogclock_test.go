package ui

import (
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestDialogsHoldTheClock: a short dialog open over a game on the clock
// (New game, a help page, the statistics and the confirmation over them,
// a dialog over a mode) stops the clock; once the last one closes (and the
// mode), the clock runs again, from the time it had.
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
			fc := sessiontest.NewFakeClock(testNow)
			h := newHarness(t, harnessOptions{noStart: true})
			fc.Use(h.a.Session)
			h.a.Start()
			h.settle()
			h.newGame(dialogs.GameChoice{TwoPlayers: true, TimeControl: oneMinute})
			s := h.a.Session
			fc.Advance(10 * time.Second)
			if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 50*time.Second {
				t.Fatalf("White has %v after 10 s, want 50s", got)
			}
			tc.open(t, h)
			if h.a.dialogs.Len() == 0 {
				t.Fatal("no dialog open")
			}
			if s.Snapshot().Clock.Running || fc.Armed() != 0 {
				t.Fatalf("the clock runs (%d flag timers) under a dialog", fc.Armed())
			}
			fc.Advance(5 * time.Minute)
			h.q.drain()
			if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 50*time.Second || s.Snapshot().Clock.TimeUp {
				t.Fatalf("White has %v (time up %v) after 5 min under the dialog, want 50s", got, s.Snapshot().Clock.TimeUp)
			}
			tc.close(t, h)
			if h.a.dialogs.Len() != 0 || h.a.mode() != nil {
				t.Fatalf("%d dialogs and mode %v left open", h.a.dialogs.Len(), h.a.mode())
			}
			if !s.Snapshot().Clock.Running {
				t.Fatal("the clock did not run again once the dialog closed")
			}
			fc.Advance(20 * time.Second)
			if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 30*time.Second {
				t.Fatalf("White has %v 20 s after the dialog closed, want 30s", got)
			}
			fc.Advance(30 * time.Second)
			h.q.drain()
			if !s.Snapshot().Clock.TimeUp {
				t.Fatal("the flag did not fall once the clock ran again")
			}
			// The result of the game does not hold the clock: nothing runs
			// under it, and a game started under it runs its own.
			if m := h.a.dialogs.Top(); m == nil || m.Title() != h.a.loc.T("result.title") || h.a.dialogs.Holding() {
				t.Fatalf("after the flag fell: top dialog %v, holding %v", m, h.a.dialogs.Holding())
			}
		})
	}
}

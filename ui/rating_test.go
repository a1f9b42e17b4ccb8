package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// playFirstMove plays the person's first legal move and lets the computer
// answer.
func playFirstMove(t *testing.T, h *harness) {
	t.Helper()
	p := h.a.Session.Snapshot().Live
	if !h.a.Session.HumanMove(p.LegalMoves()[0]) {
		t.Fatal("the move was refused")
	}
	h.settle()
}

// TestUndoHintConfirmUnrated: before the first take-back or hint of a
// rated game the window asks (cancelling does nothing), later ones do not
// ask, and the result then says the game was not rated; a game of two
// people never asks. A rated game's result shows the new rating.
func TestUndoHintConfirmUnrated(t *testing.T) {
	for _, tc := range []struct {
		name     string
		key      rune
		ask      string // the question's key; "" none
		two      bool
		happened func(s *harness, ply int) bool // the take-back or the hint was done
	}{
		{"undo", 'U', "ladder.confirm_undo", false, func(h *harness, ply int) bool { return h.a.Session.Snapshot().Game().Ply() < ply }},
		{"hint", 'H', "ladder.confirm_hint", false, func(h *harness, _ int) bool { return h.a.Session.Snapshot().Hint != 0 }},
		{"undo, two people", 'U', "", true, func(h *harness, ply int) bool { return h.a.Session.Snapshot().Game().Ply() < ply }},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			a, s := h.a, h.a.Session
			h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 8, TwoPlayers: tc.two})
			playFirstMove(t, h)
			if tc.ask != "" {
				ply := s.Snapshot().Game().Ply()
				a.typedKey(keyEvent(tc.key))
				m := a.dialogs.Top()
				if m == nil || !strings.Contains(modalText(m), a.loc.T(tc.ask)) {
					t.Fatal("no question before the first one")
				}
				a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
				h.settle()
				if a.dialogs.Top() != nil || tc.happened(h, ply) || !s.Snapshot().Rated {
					t.Fatal("a cancelled question did something")
				}
				a.typedKey(keyEvent(tc.key))
				if a.dialogs.Top() == nil {
					t.Fatal("no question after a cancel")
				}
				a.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
				h.settle()
				if a.dialogs.Top() != nil || !tc.happened(h, ply) || s.Snapshot().Rated {
					t.Fatalf("the agreed one was not done: rated %v", s.Snapshot().Rated)
				}
				playFirstMove(t, h)
			}
			ply := s.Snapshot().Game().Ply()
			a.typedKey(keyEvent(tc.key))
			h.settle()
			if a.dialogs.Top() != nil || !tc.happened(h, ply) {
				t.Fatal("a later one asked again, or was not done")
			}
			start := h.store.Rating()
			s.Resign()
			h.settle()
			m := a.dialogs.Top()
			if m == nil || m.Title() != a.loc.T("result.title") {
				t.Fatal("no result dialog")
			}
			text := modalText(m)
			if unrated := strings.Contains(text, a.loc.T("ladder.unrated")); unrated == tc.two || strings.Contains(text, "Rating:") {
				t.Fatalf("result of an unrated game: %q", text)
			}
			if h.store.Rating() != start {
				t.Fatal("an unrated game moved the rating")
			}
		})
	}
}

// TestResultRatingShown: a rated game's result shows the new rating and
// its change, the statistics show the rating and New game suggests the
// level nearest it.
func TestResultRatingShown(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a, s := h.a, h.a.Session
	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 8})
	playFirstMove(t, h)
	before := h.store.Rating()
	s.Resign()
	h.settle()
	after := h.store.Rating()
	if after.R >= before.R || after.Games != before.Games+1 {
		t.Fatalf("a resigned rated game: rating %v -> %v", before, after)
	}
	m := a.dialogs.Top()
	if text := modalText(m); !strings.Contains(text, dialogs.RatingChangeText(a.loc, before, after)) {
		t.Fatalf("the result lacks %q: %q", dialogs.RatingChangeText(a.loc, before, after), text)
	}
	a.dialogs.CloseAll()
	runMenu(t, a, "menu.statistics")
	if text := modalText(a.dialogs.Top()); !strings.Contains(text, dialogs.RatingText(a.loc, after)) {
		t.Fatalf("the statistics lack %q: %q", dialogs.RatingText(a.loc, after), text)
	}
	a.dialogs.CloseAll()
	a.typedKey(keyEvent('N'))
	m = a.dialogs.Top()
	want := a.loc.T("ladder.suggested", map[string]any{"Rating": after.Rounded(), "Level": ladder().Name(a.loc, ladder().Suggested(after))})
	if m == nil || findButtonIn(m.Object(), want) == nil {
		t.Fatalf("New game does not suggest %q", want)
	}
}

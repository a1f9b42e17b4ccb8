package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestExplorerScoresUnrate: rated means unaided. With "Follow the board"
// on during a rated game the explorer lists the moves but no engine score;
// its offer asks first as a hint does (cancelled: nothing), and agreed, the
// game is marked unrated in its record and its autosave, the scores show,
// and the result says that the game was not rated.
func TestExplorerScoresUnrate(t *testing.T) {
	h := explorerHarness(t)
	a, s := h.a, h.a.Session
	h.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 8})
	if !s.Snapshot().Rated {
		t.Fatal("the game is not rated")
	}
	m := openExplorer(t, h)
	m.follow.SetChecked(true)
	waitExplorer(t, h, m)
	offer := m.ScoresOffer()
	if offer == nil || len(m.EvalTexts()) != 0 || len(m.MoveTexts()) == 0 {
		t.Fatalf("a rated game: offer %v, scores %q, moves %q", offer != nil, m.EvalTexts(), m.MoveTexts())
	}
	test.Tap(offer)
	q := a.dialogs.Top()
	if q == nil || !strings.Contains(modalText(q), a.loc.T("ladder.scores.confirm")) {
		t.Fatal("no question before the scores")
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	h.settle()
	if a.dialogs.Top() != nil || !s.Snapshot().Rated || len(m.EvalTexts()) != 0 || m.ScoresOffer() == nil {
		t.Fatalf("cancelled: rated %v, scores %q", s.Snapshot().Rated, m.EvalTexts())
	}
	test.Tap(m.ScoresOffer())
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	h.settle()
	if s.Snapshot().Rated || s.Snapshot().Tag(session.TagRated) != "no" {
		t.Fatalf("agreed: rated %v, the record's mark %q", s.Snapshot().Rated, s.Snapshot().Tag(session.TagRated))
	}
	waitQueue(t, h, "the scores", func() bool {
		texts := m.EvalTexts()
		return len(texts) > 0 && !strings.Contains(strings.Join(texts, ""), "…")
	})
	if m.ScoresOffer() != nil {
		t.Error("the offer stays beside the scores")
	}
	s.Flush()
	saved, err := h.store.LoadAutosave()
	if err != nil || saved.Tag(session.TagRated) != "no" {
		t.Fatalf("the autosave's mark %q (%v)", saved.Tag(session.TagRated), err)
	}
	// Shown again, the position is scored without asking.
	m.asked = false
	m.update()
	waitExplorer(t, h, m)
	if m.ScoresOffer() != nil {
		t.Error("asked again in an unrated game")
	}
	start := h.store.Rating()
	s.Resign()
	h.settle()
	if text := modalText(a.dialogs.Top()); !strings.Contains(text, a.loc.T("ladder.unrated")) || h.store.Rating() != start {
		t.Fatalf("the result of the unrated game: %q", text)
	}
}

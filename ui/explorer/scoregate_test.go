package explorer

import (
	"context"
	"sync/atomic"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// TestScoreGate: while the gate is closed (a rated game) the explorer lists
// the moves but searches none, and offers the scores behind a question;
// when the player agrees the position's moves are scored; a player who
// declines sees no score.
func TestScoreGate(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	for _, agree := range []bool{false, true} {
		e := New(screen.Env{Loc: loc}, Config{Source: legalSource{}})
		ui := make(uiQueue, 32)
		e.do = ui.do
		var searched atomic.Int32
		e.SetEvaluator(func(ctx context.Context, p game.Position) (int, bool) {
			searched.Add(1)
			return 120, true
		})
		open, asked := false, 0
		e.SetScoreGate(ScoreGate{
			Open: func() bool { return open },
			Ask: func(yes func()) {
				asked++
				if agree {
					open = true
					yes()
				}
			},
		})
		start := game.Start()
		e.Show(start)
		ui.next(t) // the moves
		if len(e.MoveTexts()) != len(start.LegalMoves()) {
			t.Fatalf("moves %q", e.MoveTexts())
		}
		if len(e.EvalTexts()) != 0 || !(e.ScoresOffer() != nil) || searched.Load() != 0 {
			t.Fatalf("gate closed: scores %q, offered %v, searched %d", e.EvalTexts(), (e.ScoresOffer() != nil), searched.Load())
		}
		if e.askScores.Text != "Computer's scores…" {
			t.Errorf("the offer reads %q", e.askScores.Text)
		}
		test.Tap(e.askScores)
		if asked != 1 {
			t.Fatalf("asked %d times", asked)
		}
		if !agree {
			if len(ui) != 0 || searched.Load() != 0 || !(e.ScoresOffer() != nil) {
				t.Errorf("declined: %d posted, %d searched, offered %v", len(ui), searched.Load(), (e.ScoresOffer() != nil))
			}
			e.Close()
			continue
		}
		ui.next(t) // the moves again
		for range start.LegalMoves() {
			ui.next(t)
		}
		texts := e.EvalTexts()
		if (e.ScoresOffer() != nil) || len(texts) != len(start.LegalMoves()) || texts[0] != "-1.2" {
			t.Errorf("agreed: scores %q, still offered %v", texts, (e.ScoresOffer() != nil))
		}
		e.Close()
	}
}

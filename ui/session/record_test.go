package session

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestRecordKeepsTheGame: a finished record opened (or reviewed) during a
// game against the computer shows for looking through while the game
// waits: the autosave keeps the game, the record is never counted nor
// playable, and the game comes back where it was when the record closes.
func TestRecordKeepsTheGame(t *testing.T) {
	for _, tt := range []struct {
		name  string
		open  func(s *Session, g *game.Game)
		close func(s *Session)
	}{
		{"open, back to the game", func(s *Session, g *game.Game) { s.Open(g, 3) }, func(s *Session) { s.Live() }},
		{"open record, close", func(s *Session, g *game.Game) { s.OpenRecord(g) }, func(s *Session) { s.CloseRecord() }},
		{"browse, then back", func(s *Session, g *game.Game) { s.Open(g, 3); s.Browse(4) }, func(s *Session) { s.Live() }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeSession(t)
			s, b := f.s, f.b
			s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
			if !s.HumanMove(7) {
				t.Fatal("the move was refused")
			}
			b.FinishAnimation()
			f.answer() // the computer's reply
			b.FinishAnimation()
			live := f.lastSaved().Text()
			if st := s.Status(); st.Phase != game.InProgress {
				t.Fatalf("the game's status is %+v", st)
			}
			rec := sessiontest.FinishedGame(t)
			text := rec.Text()
			tt.open(s, rec)

			st := s.Status()
			if st.Phase != game.UnderReview || st.Result != rec.Result() || !s.Recorded() {
				t.Fatalf("record status %+v, recorded %v", st, s.Recorded())
			}
			if s.Game() != rec || s.Record() != rec {
				t.Fatal("the record is not the game shown")
			}
			if b.interactive[game.White] || b.interactive[game.Black] || s.HumanMove(1) || s.HumanMove(2) || s.CanUndo() || s.Undo() {
				t.Fatal("the record is playable")
			}
			s.Hint()
			if s.Hinting() || s.HumanTurn() || !s.EngineHelpAllowed() {
				t.Fatal("a hint is looked for in a record, or the engine may not judge it")
			}
			if got := f.lastSaved().Text(); got != live || len(f.results.counted) != 0 {
				t.Fatalf("the autosave changed while the record is shown (%d results counted)", len(f.results.counted))
			}

			tt.close(s)
			if s.Record() != nil || s.Game().Text() != live || s.Status().Phase != game.InProgress {
				t.Fatal("the game in progress did not come back")
			}
			if rec.Text() != text {
				t.Fatal("the record was changed")
			}
			if !s.HumanTurn() || !b.interactive[game.White] || b.pos != s.Position() {
				t.Fatalf("the person cannot move again: interactive %v", b.interactive)
			}
			if !s.HumanMove(5) {
				t.Fatal("the game does not go on after the record")
			}
			b.FinishAnimation()
			if g := f.lastSaved(); g.Ply() != 3 {
				t.Fatalf("the autosave has %d moves, want the game's 3", g.Ply())
			}
		})
	}
}

// TestRecordComputerWaits: a record opened while the computer thinks stops
// its search; the computer thinks again when the record closes.
func TestRecordComputerWaits(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	s.HumanMove(7)
	b.FinishAnimation()
	if thinking, _, _ := s.Thinking(); !thinking {
		t.Fatal("the computer does not think")
	}
	s.OpenRecord(sessiontest.FinishedGame(t))
	s.Wait()
	f.q.Drain()
	if thinking, _, _ := s.Thinking(); thinking || s.Game().Ply() == 2 {
		t.Fatal("the computer went on thinking or played behind the record")
	}
	s.CloseRecord()
	if thinking, _, _ := s.Thinking(); !thinking {
		t.Fatal("the computer does not think again after the record")
	}
	f.answer()
	b.FinishAnimation()
	if s.Game().Ply() != 2 {
		t.Fatalf("ply %d, want the computer's reply", s.Game().Ply())
	}
}

// TestContinueFrom: Continue from here starts a new game from the shown
// position of a record; the record is left as it was.
func TestContinueFrom(t *testing.T) {
	f := newFakeSession(t)
	s := f.s
	rec := sessiontest.FinishedGame(t)
	text := rec.Text()
	s.OpenRecord(rec)
	s.Browse(6)
	want := rec.PositionAt(6)
	g := s.ContinueFrom()
	if g.Start() != want || g.Len() != 0 {
		t.Fatalf("the new game starts at %v, want %v", g.Start().TFEN(), want.TFEN())
	}
	s.Start(g, [2]bool{true, true}, 3)
	if s.Record() != nil || s.Status().Phase != game.InProgress || s.Position() != want {
		t.Fatal("the new game is not shown in progress")
	}
	if !s.HumanMove(want.LegalMoves()[0]) {
		t.Fatal("the new game is not playable")
	}
	if rec.Text() != text {
		t.Fatal("the record was changed")
	}
	if g := f.lastSaved(); g.Start() != want {
		t.Fatal("the autosave is not the new game")
	}
}

package session

import (
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
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
			if st := s.Snapshot().Status; st.Phase != game.InProgress {
				t.Fatalf("the game's status is %+v", st)
			}
			rec := sessiontest.FinishedGame(t)
			text := rec.Text()
			tt.open(s, rec)

			st := s.Snapshot().Status
			if st.Phase != game.UnderReview || st.Result != rec.Result() || !s.Snapshot().Counted {
				t.Fatalf("record status %+v, recorded %v", st, s.Snapshot().Counted)
			}
			if snap := s.Snapshot(); snap.Phase != Record || snap.Game().Text() != rec.Text() || snap.GameID == 0 {
				t.Fatal("the record is not the game shown")
			}
			if b.interactive[game.White] || b.interactive[game.Black] || s.HumanMove(1) || s.HumanMove(2) || s.Snapshot().Can.Undo || s.Undo() {
				t.Fatal("the record is playable")
			}
			s.Hint()
			if (s.Snapshot().LivePhase == Hinting) || s.Snapshot().Can.Move || !s.Snapshot().Can.Judge {
				t.Fatal("a hint is looked for in a record, or the engine may not judge it")
			}
			if got := f.lastSaved().Text(); got != live || len(f.results.counted) != 0 {
				t.Fatalf("the autosave changed while the record is shown (%d results counted)", len(f.results.counted))
			}

			tt.close(s)
			if (s.Snapshot().Phase == Record) || s.Snapshot().Game().Text() != live || s.Snapshot().Status.Phase != game.InProgress {
				t.Fatal("the game in progress did not come back")
			}
			if rec.Text() != text {
				t.Fatal("the record was changed")
			}
			if !s.Snapshot().Can.Move || !b.interactive[game.White] || b.pos != s.Snapshot().Live {
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
	if thinking := s.Snapshot().LivePhase == Thinking; !thinking {
		t.Fatal("the computer does not think")
	}
	s.OpenRecord(sessiontest.FinishedGame(t))
	s.Wait()
	f.q.Drain()
	if thinking := s.Snapshot().LivePhase == Thinking; thinking || s.Snapshot().Game().Ply() == 2 {
		t.Fatal("the computer went on thinking or played behind the record")
	}
	s.CloseRecord()
	if thinking := s.Snapshot().LivePhase == Thinking; !thinking {
		t.Fatal("the computer does not think again after the record")
	}
	f.answer()
	b.FinishAnimation()
	if s.Snapshot().Game().Ply() != 2 {
		t.Fatalf("ply %d, want the computer's reply", s.Snapshot().Game().Ply())
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
	c := s.ContinueFrom()
	if g := c.Game; g.Start() != want || g.Len() != 0 || c.Human != [2]bool{true, true} {
		t.Fatalf("the new game starts at %v for %v, want %v for two people", g.Start().TFEN(), c.Human, want.TFEN())
	}
	s.Continue(c)
	if (s.Snapshot().Phase == Record) || s.Snapshot().Status.Phase != game.InProgress || s.Snapshot().Live != want {
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

// TestContinueKeepsTheGame: Continue from here, from a game on the clock
// played here (the person Black against the computer), keeps the sides, the
// board the same way up and the time control, each side's clock at the time
// the record gives for that move; a restart reads the same times. From a
// record of others, two people go on, the board as it was.
func TestContinueKeepsTheGame(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s, b := f.s, f.b
	tc := clock.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}
	s.NewGame(Choice{Colour: storage.ColourBlack, Level: 3, TimeControl: tc})
	for range 4 { // the computer thinks 4 s a move, the person 7 s
		if s.Snapshot().LivePhase == Thinking {
			fc.Advance(4 * time.Second)
			f.answer()
		} else {
			fc.Advance(7 * time.Second)
			p := s.Snapshot().Live
			s.HumanMove(p.LegalMoves()[0])
		}
		b.FinishAnimation()
	}
	g := s.Snapshot().Game()
	if g.Ply() != 4 {
		t.Fatalf("ply %d, want 4", g.Ply())
	}
	white := 3*time.Minute - 4*time.Second + 2*time.Second - 4*time.Second + 2*time.Second // after ply 3
	black := 3*time.Minute - 7*time.Second + 2*time.Second                                 // after ply 2
	if w, _ := g.Clock(3); w != white {
		t.Fatalf("the record gives White %v after ply 3, want %v", w, white)
	}
	s.Browse(3) // the person (Black) to move
	c := s.ContinueFrom()
	if c.Human != [2]bool{false, true} || c.Level != 3 || c.Bottom != game.Black {
		t.Fatalf("continuation: human %v, level %d, bottom %v", c.Human, c.Level, c.Bottom)
	}
	if c.Game.Tag(game.TagTimeControl) != "180+2" || c.Game.Tag(TagRated) != "no" || c.Game.Start() != g.PositionAt(3) {
		t.Fatalf("continuation: %v from %v", c.Game.Tags(), c.Game.Start().TFEN())
	}
	s.Continue(c)
	snap := s.Snapshot()
	if snap.Bottom != game.Black || b.bottom != game.Black || snap.Sides.Human != c.Human || snap.Rated || snap.LivePly != 0 {
		t.Fatalf("the continued game: bottom %v (board %v), sides %v, rated %v", snap.Bottom, b.bottom, snap.Sides.Human, snap.Rated)
	}
	if !snap.Clock.On || snap.Clock.Control != tc || snap.Clock.Times != [2]time.Duration{white, black} || !snap.Clock.Running || snap.Clock.ToMove != game.Black {
		t.Fatalf("the continued game's clock: %+v, want %v and %v, Black's running", snap.Clock, white, black)
	}
	// A restart reads the same times from the autosave.
	saved := f.lastSaved()
	f2 := newFakeSession(t)
	fc.Use(f2.s)
	f2.s.Resume(saved.Clone(), Choice{})
	if c2 := f2.s.Snapshot().Clock; c2.Times != [2]time.Duration{white, black} || f2.b.bottom != game.Black {
		t.Fatalf("after a restart the times are %v (bottom %v), want %v and %v", c2.Times, f2.b.bottom, white, black)
	}
	// Black's first move: its own clock comment from then on.
	fc.Advance(3 * time.Second)
	p := s.Snapshot().Live
	s.HumanMove(p.LegalMoves()[0])
	b.FinishAnimation()
	if c := s.Snapshot().Clock; c.Times[game.Black] != black-3*time.Second+2*time.Second || c.Times[game.White] != white {
		t.Fatalf("after Black's move: %v", c.Times)
	}

	rec := sessiontest.FinishedGame(t)
	s.OpenRecord(rec)
	s.Browse(10)
	c = s.ContinueFrom()
	if c.Human != [2]bool{true, true} || c.Bottom != game.Black || c.Game.Start() != rec.PositionAt(10) || c.Game.Tag(TagRated) != "" || c.Game.Tag(TagStartClock) != "" {
		t.Fatalf("from a record: human %v, bottom %v, tags %v", c.Human, c.Bottom, c.Game.Tags())
	}
}

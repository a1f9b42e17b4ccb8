package session

import (
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestResignAndAgree: a resignation or an agreed draw ends the game in
// progress: the record gets its Result and Termination, the autosave has
// them, the statistics count a game against the computer, the end is told
// once, and nothing more is played or taken back.
func TestResignAndAgree(t *testing.T) {
	for _, tt := range []struct {
		name    string
		choice  Choice
		moves   int // plies played before
		end     func(s *Session) bool
		result  game.Result
		term    game.Termination
		tag     string
		counted []storage.Outcome
	}{
		{"resign against the computer", Choice{Colour: storage.ColourWhite, Level: 2}, 0, (*Session).Resign,
			game.BlackWins, game.ByResignation, game.TerminationResignation, []storage.Outcome{storage.Loss}},
		{"resign as Black", Choice{Colour: storage.ColourBlack, Level: 2}, 0, (*Session).Resign,
			game.WhiteWins, game.ByResignation, game.TerminationResignation, []storage.Outcome{storage.Loss}},
		{"two players, White to move resigns", Choice{TwoPlayers: true}, 2, (*Session).Resign,
			game.BlackWins, game.ByResignation, game.TerminationResignation, nil},
		{"two players, Black to move resigns", Choice{TwoPlayers: true}, 1, (*Session).Resign,
			game.WhiteWins, game.ByResignation, game.TerminationResignation, nil},
		{"two players agree a draw", Choice{TwoPlayers: true}, 3, (*Session).AgreeDraw,
			game.Draw, game.ByAgreement, game.TerminationAgreement, nil},
	} {
		t.Run(tt.name, func(t *testing.T) {
			f := newFakeSession(t)
			s, b := f.s, f.b
			s.NewGame(tt.choice)
			if !s.Snapshot().Can.Move {
				f.answer()
				b.FinishAnimation()
			}
			for range tt.moves {
				p := s.Snapshot().Live
				if !s.HumanMove(p.LegalMoves()[0]) {
					t.Fatal("a move was refused")
				}
				b.FinishAnimation()
			}
			if !s.Snapshot().Can.Resign {
				t.Fatal("the game cannot be ended")
			}
			if !tt.end(s) {
				t.Fatal("the game was not ended")
			}
			st := s.Snapshot().Status
			if st.Phase != game.Finished || st.Result != tt.result || st.Termination != tt.term {
				t.Fatalf("status %+v, want %v by %v", st, tt.result, tt.term)
			}
			saved := f.lastSaved()
			if saved.Result() != tt.result || saved.Tag(game.TagTermination) != tt.tag {
				t.Fatalf("the autosave ends %v [Termination %q]", saved.Result(), saved.Tag(game.TagTermination))
			}
			if len(f.results.counted) != len(tt.counted) || (len(tt.counted) > 0 && f.results.counted[0] != tt.counted[0]) {
				t.Fatalf("counted %v, want %v", f.results.counted, tt.counted)
			}
			if len(f.ends) != 1 || f.ends[0].Termination != tt.term || f.ends[0].Outcome.Result != tt.result {
				t.Fatalf("ends %+v", f.ends)
			}
			if (tt.counted != nil) != (f.ends[0].Stats != nil) {
				t.Fatalf("stats told %v", f.ends[0].Stats)
			}
			p := s.Snapshot().Live
			if s.HumanMove(p.LegalMoves()[0]) || s.Snapshot().Can.Undo || s.Snapshot().Can.Resign || s.Resign() || s.AgreeDraw() || s.Snapshot().Can.Move {
				t.Fatal("the finished game is still playable")
			}
			if b.interactive[game.White] || b.interactive[game.Black] {
				t.Fatal("the board takes moves after the end")
			}
			if thinking := s.Snapshot().LivePhase == Thinking; thinking {
				t.Fatal("the computer thinks after the end")
			}
		})
	}
}

// TestAgreeDrawAgainstComputer: against the computer a draw is only
// offered, never agreed at once.
func TestAgreeDrawAgainstComputer(t *testing.T) {
	f := newFakeSession(t)
	f.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	if f.s.AgreeDraw() || f.s.Snapshot().Status.Over() {
		t.Fatal("a draw was agreed with the computer without an offer")
	}
}

// TestAcceptsDraw: the draw offer's rule, at its edges.
func TestAcceptsDraw(t *testing.T) {
	for _, tt := range []struct {
		score, mate int
		want        bool
	}{
		{0, 0, true}, {DrawOfferMargin, 0, true}, {-DrawOfferMargin, 0, true},
		{DrawOfferMargin + 1, 0, false}, {-DrawOfferMargin - 1, 0, false}, {0, 3, false}, {0, -2, false},
	} {
		r := ai.Result{Info: ai.Info{Score: tt.score, Mate: tt.mate}}
		if got := AcceptsDraw(r); got != tt.want {
			t.Errorf("score %d mate %d: accepts %v, want %v", tt.score, tt.mate, got, tt.want)
		}
	}
}

// TestOfferDraw: the computer accepts a draw in a level position and
// declines it where one side is far ahead; an accepted draw is counted.
func TestOfferDraw(t *testing.T) {
	// 79:79, one stone in holes 1 and 2 of each row: level for the tests'
	// tiny search (-0.77 for White to move).
	var level game.Position
	level.Kazans = [2]uint8{79, 79}
	for i := range 2 {
		level.Holes[i], level.Holes[9+i] = 1, 1
	}
	var ahead game.Position // White far ahead
	ahead.Kazans = [2]uint8{80, 40}
	for i := range 9 {
		ahead.Holes[i], ahead.Holes[9+i] = 3, 1
	}
	ahead.Holes[0] += 42 - 36
	for _, tt := range []struct {
		name   string
		pos    game.Position
		accept bool
	}{
		{"level", level, true},
		{"far ahead", ahead, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if n := totalStones(tt.pos); n != game.TotalStones {
				t.Fatalf("the position holds %d stones", n)
			}
			f := newFakeSession(t)
			s := f.s
			s.Start(game.NewGame(tt.pos), [2]bool{true, false}, 2)
			var answers []Change
			s.Subscribe(func(c Change) {
				if c.Kind == DrawDeclined || c.Kind == Ended {
					answers = append(answers, c)
				}
			})
			if !s.OfferDraw() || !(s.Snapshot().LivePhase == Offering) || !s.Snapshot().Busy() {
				t.Fatal("the offer was not made")
			}
			f.answer()
			if len(answers) != 1 || (answers[0].Kind == Ended) != tt.accept || (s.Snapshot().LivePhase == Offering) {
				t.Fatalf("answers %+v, want accepted %v", answers, tt.accept)
			}
			st := s.Snapshot().Status
			if tt.accept {
				if st.Result != game.Draw || st.Termination != game.ByAgreement || len(f.results.counted) != 1 || f.results.counted[0] != storage.Draw {
					t.Fatalf("accepted: status %+v, counted %v", st, f.results.counted)
				}
				return
			}
			if st.Over() || !s.Snapshot().Can.Move || !f.b.interactive[game.White] || len(f.results.counted) != 0 {
				t.Fatalf("declined: status %+v, your turn %v", st, s.Snapshot().Can.Move)
			}
		})
	}
}

func totalStones(p game.Position) int {
	n := int(p.Kazans[0]) + int(p.Kazans[1])
	for _, c := range p.Holes {
		n += int(c)
	}
	return n
}

// TestPauseRefusesMoves: while two players' clocks are stopped the board
// takes no move, no time passes and no increment is added; after the
// pause the game goes on.
func TestPauseRefusesMoves(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s, b := f.s, f.b
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute, Increment: 5 * time.Second}})
	fc.Advance(10 * time.Second)
	if !s.TogglePause() || !s.Snapshot().Clock.Paused {
		t.Fatal("the clocks did not stop")
	}
	for m := game.Move(1); m <= 9; m++ {
		if s.HumanMove(m) {
			t.Fatalf("move %d was played during the pause", m)
		}
	}
	if b.interactive[game.White] || b.interactive[game.Black] || s.Snapshot().Can.Move {
		t.Fatal("the board takes moves during the pause")
	}
	fc.Advance(time.Hour)
	c := s.Snapshot().Clock
	if w, bl := c.Left(game.White, fc.Now()), c.Left(game.Black, fc.Now()); w != 50*time.Second || bl != time.Minute {
		t.Fatalf("after the pause White %v, Black %v; want 50s and 60s (no time passed, no increment)", w, bl)
	}
	if s.Snapshot().Game().Ply() != 0 || s.Snapshot().Status.Over() {
		t.Fatal("the game changed during the pause")
	}
	if s.TogglePause() || !b.interactive[game.White] {
		t.Fatal("the pause did not end")
	}
	if !s.HumanMove(7) {
		t.Fatal("the move was refused after the pause")
	}
	b.FinishAnimation()
	c = s.Snapshot().Clock
	if got := c.Left(game.White, fc.Now()); got != 55*time.Second {
		t.Fatalf("White has %v after the move, want 55s (50 + the increment)", got)
	}
}

// TestFlagStatus: after a flag fall the status is the result on time,
// not the side to move.
func TestFlagStatus(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s := f.s
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	fc.Advance(time.Minute)
	f.q.Drain()
	st := s.Snapshot().Status
	if st.Phase != game.Finished || st.Result != game.BlackWins || st.Termination != game.ByTime || s.Snapshot().Can.Move {
		t.Fatalf("after White's flag: %+v, your turn %v", st, s.Snapshot().Can.Move)
	}
}

// TestClockAfterAnimation: against the computer the person's clock starts
// only when the computer's move has been animated, the атсырау sweep
// included, and the computer's own clock stops the moment it plays.
func TestClockAfterAnimation(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s, b := f.s, f.b
	s.NewGame(Choice{Colour: storage.ColourBlack, Level: 2, TimeControl: clock.TimeControl{Base: 3 * time.Minute}})
	fc.Advance(2 * time.Second) // the computer thinks
	f.answer()
	if c := s.Snapshot().Clock; s.Snapshot().LivePhase != Animating || c.Running {
		t.Fatalf("during the computer's animation: phase %v, clock running %v", s.Snapshot().LivePhase, c.Running)
	}
	fc.Advance(5 * time.Second) // a slow animation
	b.FinishAnimation()
	c := s.Snapshot().Clock
	if !c.Running || c.ToMove != game.Black {
		t.Fatal("the person's clock does not run after the animation")
	}
	fc.Advance(time.Second) // the person answers after 1 s
	if got := c.Left(game.Black, fc.Now()); got != 3*time.Minute-time.Second {
		t.Fatalf("Black has %v one second after the animation, want 2:59", got)
	}
	if got := c.Left(game.White, fc.Now()); got != 3*time.Minute-2*time.Second {
		t.Fatalf("White has %v after thinking 2 s, want 2:58", got)
	}
}

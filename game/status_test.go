package game

import "testing"

// statusGame plays moves from p and returns the record.
func statusGame(t *testing.T, p Position, moves ...Move) *Game {
	t.Helper()
	g := NewGame(p)
	for _, m := range moves {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestStatusOf: every way a game stands or ends, read from its record.
func TestStatusOf(t *testing.T) {
	var won82 Position // White has 82
	won82.Kazans = [2]uint8{82, 40}
	won82.Holes[0], won82.Holes[9] = 20, 20
	var swept Position // Black to move without stones: White's row goes to White
	swept.Kazans = [2]uint8{70, 80}
	swept.Holes[0] = 12
	swept.ToMove = Black
	var level Position // 81:81, Black to move without stones
	level.Kazans = [2]uint8{81, 81}
	level.ToMove = Black
	opened := statusGame(t, Start(), 7, 3)
	end := opened.Position()
	kz := [2]int{int(end.Kazans[White]), int(end.Kazans[Black])}
	for _, tt := range []struct {
		name   string
		g      func() *Game
		want   Status
		review bool
	}{
		{"start", func() *Game { return NewGame(Start()) }, Status{Phase: InProgress, Final: [2]int{0, 0}}, false},
		{"82", func() *Game { return NewGame(won82) }, Status{Finished, WhiteWins, ByKazan82, [2]int{82, 40}}, false},
		{"no stones", func() *Game { return NewGame(swept) }, Status{Finished, WhiteWins, ByNoStones, [2]int{82, 80}}, false},
		{"81:81", func() *Game { return NewGame(level) }, Status{Finished, Draw, ByDraw81, [2]int{81, 81}}, false},
		{"time", func() *Game {
			g := opened.Clone()
			g.SetResult(WhiteWins)
			g.SetTag(TagTermination, TerminationTimeForfeit)
			return g
		}, Status{Finished, WhiteWins, ByTime, kz}, false},
		{"resignation", func() *Game {
			g := opened.Clone()
			if !Resign(g, Black) {
				t.Fatal("Resign refused")
			}
			return g
		}, Status{Finished, WhiteWins, ByResignation, kz}, false},
		{"agreement", func() *Game {
			g := opened.Clone()
			if !AgreeDraw(g) {
				t.Fatal("AgreeDraw refused")
			}
			return g
		}, Status{Finished, Draw, ByAgreement, kz}, false},
		{"record result", func() *Game { g := opened.Clone(); g.SetResult(BlackWins); return g }, Status{Finished, BlackWins, ByRecord, kz}, false},
		{"record under review", func() *Game { return NewGame(won82) }, Status{UnderReview, WhiteWins, ByKazan82, [2]int{82, 40}}, true},
		{"cursor back", func() *Game {
			g := opened.Clone()
			Resign(g, White)
			if err := g.SetPly(0); err != nil {
				t.Fatal(err)
			}
			return g
		}, Status{Finished, BlackWins, ByResignation, kz}, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g := tt.g()
			got := StatusOf(g)
			if tt.review {
				got = got.Reviewed()
			}
			if got != tt.want {
				t.Fatalf("StatusOf = %+v (%v, %v), want %+v", got, got.Phase, got.Termination, tt.want)
			}
			if got.Playable() != (tt.want.Phase == InProgress) || got.Over() != (tt.want.Result != Ongoing) {
				t.Fatalf("Playable %v, Over %v for %+v", got.Playable(), got.Over(), got)
			}
		})
	}
}

// TestResignTwice: a finished game cannot be resigned or drawn again, and
// its record keeps the first result and termination.
func TestResignTwice(t *testing.T) {
	g := statusGame(t, Start(), 7)
	if !Resign(g, White) {
		t.Fatal("Resign refused")
	}
	if Resign(g, Black) || AgreeDraw(g) {
		t.Fatal("a finished game was ended again")
	}
	if g.Result() != BlackWins || g.Tag(TagTermination) != TerminationResignation {
		t.Fatalf("result %v, termination %q", g.Result(), g.Tag(TagTermination))
	}
	// A move taken back and played again leaves the game in progress.
	if err := g.SetPly(0); err != nil {
		t.Fatal(err)
	}
	g.Truncate()
	if _, err := g.Play(3); err != nil {
		t.Fatal(err)
	}
	if st := StatusOf(g); st.Over() {
		t.Fatalf("after a new move the status is %+v", st)
	}
}

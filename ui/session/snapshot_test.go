package session

import (
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestOneNotificationPerChange: each change is told once, with the kind
// Phase's table gives it: a ply against the computer is the person's move
// (Moved), its stones landing (Landed, the computer thinks), the
// computer's move (Moved) and its landing (Landed); the search's progress
// is Searched. What follows the game (Change.Follow) looks again only at
// the two moves.
func TestOneNotificationPerChange(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	f.kinds = nil
	var follows int
	var phases []Phase
	s.Subscribe(func(c Change) {
		if c.Follow() {
			follows++
		}
		if c.Kind != Searched {
			phases = append(phases, c.Snapshot.Phase)
		}
	})
	s.HumanMove(7)
	b.FinishAnimation()
	f.answer()
	b.FinishAnimation()
	kinds := slices.DeleteFunc(slices.Clone(f.kinds), func(k Kind) bool { return k == Searched })
	if want := []Kind{Moved, Landed, Moved, Landed}; !slices.Equal(kinds, want) {
		t.Fatalf("kinds %v, want %v", kinds, want)
	}
	if want := []Phase{Animating, Thinking, Animating, Idle}; !slices.Equal(phases, want) {
		t.Errorf("phases %v, want %v", phases, want)
	}
	if follows != 2 {
		t.Errorf("the follows ran %d times for two moves", follows)
	}
}

// TestSnapshotFollowsTheSowing: while a move is sown the snapshot shows the
// mover still to move (Seen), the clock of neither side running; when the
// stones land the turn passes.
func TestSnapshotFollowsTheSowing(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{TwoPlayers: true})
	s.HumanMove(7)
	snap := s.Snapshot()
	after, _, _ := game.Start().Play(7)
	if snap.Phase != Animating || snap.Seen != game.Start() || snap.Shown != after || snap.Live != after {
		t.Fatalf("during the sowing: phase %v, seen %v, shown %v", snap.Phase, snap.Seen.TFEN(), snap.Shown.TFEN())
	}
	if snap.Seen.ToMove != game.White || snap.LastMoves != [2]int{-1, -1} {
		t.Fatalf("during the sowing: %v to move, last moves %v", snap.Seen.ToMove, snap.LastMoves)
	}
	b.FinishAnimation()
	snap = s.Snapshot()
	if snap.Phase != Idle || snap.Seen != after || snap.Seen.ToMove != game.Black || snap.LastMoves != [2]int{0, -1} {
		t.Fatalf("after the sowing: phase %v, %v to move, last moves %v", snap.Phase, snap.Seen.ToMove, snap.LastMoves)
	}
}

// TestSnapshotIsAValue: a snapshot taken before a change does not change
// with it, and what a subscriber does to its copies never reaches the
// session.
func TestSnapshotIsAValue(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{TwoPlayers: true})
	s.HumanMove(7)
	b.FinishAnimation()
	before := s.Snapshot()
	text := before.Game().Text()
	s.HumanMove(3)
	b.FinishAnimation()
	if len(before.Plies) != 1 || before.Game().Text() != text || before.ShownPly != 1 {
		t.Fatalf("the snapshot changed with the session: %d plies", len(before.Plies))
	}
	now := s.Snapshot()
	g := now.Game()
	g.SetTag("White", "mallory")
	if p := g.Position(); len(p.LegalMoves()) == 0 {
		t.Fatal("no move")
	} else if _, err := g.Play(p.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	now.Plies[0].Sowing.Drops[0] = 99
	now.Tags[0].Value = "changed"
	again := s.Snapshot()
	if again.Game().Len() != 2 || again.Tag("White") == "mallory" || again.Plies[0].Sowing.Drops[0] == 99 || again.Tags[0].Value == "changed" {
		t.Fatal("a change to a snapshot's copies reached the session")
	}
	if again.Seq != now.Seq || again.GameRev != now.GameRev {
		t.Errorf("reading the snapshot again changed it: seq %d→%d, rev %d→%d", now.Seq, again.Seq, now.GameRev, again.GameRev)
	}
}

// TestSnapshotPhases: the phase, and the game in progress's behind it, in
// each state the table of Phase names.
func TestSnapshotPhases(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	phase := func(want, live Phase) {
		t.Helper()
		snap := s.Snapshot()
		if snap.Phase != want || snap.LivePhase != live {
			t.Fatalf("phase %v (live %v), want %v (live %v)", snap.Phase, snap.LivePhase, want, live)
		}
	}
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	phase(Idle, Idle)
	s.Hint()
	phase(Hinting, Hinting)
	f.answer()
	phase(Idle, Idle)
	if snap := s.Snapshot(); snap.Hint == 0 || snap.Rated {
		t.Fatalf("after the hint: hint %v, rated %v", snap.Hint, snap.Rated)
	}
	s.HumanMove(7)
	phase(Animating, Animating)
	b.FinishAnimation()
	phase(Thinking, Thinking)
	s.Browse(0)
	phase(Browsing, Thinking)
	f.answer() // the computer plays behind the earlier position shown
	phase(Browsing, Idle)
	if snap := s.Snapshot(); snap.ShownPly != 0 || snap.LivePly != 2 || len(snap.Plies) != 2 {
		t.Fatalf("browsing: ply %d shown of %d", snap.ShownPly, snap.LivePly)
	}
	s.Live()
	phase(Idle, Idle)
	if !s.OfferDraw() {
		t.Fatal("the draw offer was refused")
	}
	phase(Offering, Offering)
	s.OpenRecord(sessiontest.FinishedGame(t))
	phase(Record, Idle)
	s.CloseRecord()
	phase(Idle, Idle)
	s.Resign()
	phase(Over, Over)
	if snap := s.Snapshot(); snap.Over == nil || snap.Over.Termination != game.ByResignation || !snap.LiveOver || !snap.Can.Continue || snap.Can.Undo {
		t.Fatalf("after the resignation: %+v", snap)
	}
	s.Close()
	phase(Closed, Closed)
}

// TestSnapshotCan: what the commands would do agrees with what they do.
func TestSnapshotCan(t *testing.T) {
	f := newFakeSession(t)
	s, b := f.s, f.b
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	if c := s.Snapshot().Can; !c.Move || c.Undo || !c.Hint || !c.Resign || !c.OfferDraw || c.AgreeDraw || c.Judge || c.Guard || c.Continue || !c.Unrate {
		t.Fatalf("at the start: %+v", c)
	}
	s.HumanMove(7)
	if c := s.Snapshot().Can; c.Move || c.Hint || c.OfferDraw || !c.Guard {
		t.Fatalf("during the sowing: %+v", c)
	}
	b.FinishAnimation()
	f.answer()
	b.FinishAnimation()
	if c := s.Snapshot().Can; !c.Move || !c.Undo || !c.Guard {
		t.Fatalf("the person's move: %+v", c)
	}
	s.OpenRecord(sessiontest.FinishedGame(t))
	if c := s.Snapshot().Can; c.Move || c.Undo || c.Hint || c.Resign || !c.Judge || !c.Continue || !c.Guard {
		t.Fatalf("a record: %+v", c)
	}
	s.Live()
	s.NewGame(Choice{TwoPlayers: true})
	if c := s.Snapshot().Can; !c.AgreeDraw || c.OfferDraw || !c.Judge || c.Guard || c.Unrate {
		t.Fatalf("two players: %+v", c)
	}
}

// BenchmarkSnapshot is the cost of one snapshot of a long game, as every
// change publishes one (a search's progress included).
func BenchmarkSnapshot(b *testing.B) {
	t := &testing.T{}
	f := &fakeSession{t: t, b: &fakeBoard{}, q: &sessiontest.Queue{}}
	f.s = New(Config{Board: f.b, Engines: nil, Post: f.q.Post, Now: sessiontest.Date})
	g := sessiontest.FinishedGame(b)
	if err := g.SetPly(g.Len() - 1); err != nil {
		b.Fatal(err)
	}
	g.Truncate()
	f.s.Start(g, [2]bool{true, true}, 1)
	b.ReportAllocs()
	for b.Loop() {
		_ = f.s.Snapshot()
	}
	b.ReportMetric(float64(g.Len()), "plies")
}

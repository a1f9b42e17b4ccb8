package session

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// The rules of the room, tested against the session and its snapshot
// without a window (they were the window's tests: ui's session_test.go,
// sessionclock_test.go, resume_test.go, dialogclock_test.go and parts of
// autosave_test.go and app_test.go).

// storeSession is a session on a fake board whose autosave, statistics and
// rating are a real store's, in folders a restart opens again.
type storeSession struct {
	*fakeSession
	store *storage.Store
	dirs  storage.Dirs
}

// newStoreSession opens the store in dirs (new folders when zero) and a
// session over it; limits nil: the levels search as in the game.
func newStoreSession(t *testing.T, dirs storage.Dirs, limits *ai.Limits) *storeSession {
	t.Helper()
	if dirs == (storage.Dirs{}) {
		dir := t.TempDir()
		dirs = storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	}
	store, _, err := storage.Open(dirs, storage.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	f := newSessionConfig(t, func(c *Config) {
		c.Results, c.Save, c.SavePath, c.Limits = store, store.SaveAutosave, store.AutosavePath(), limits
	})
	r := &storeSession{fakeSession: f, store: store, dirs: dirs}
	t.Cleanup(func() { r.close() })
	return r
}

// close closes the session (its last autosave written) and the store, as
// the window does when it closes.
func (r *storeSession) close() {
	if r.store == nil {
		return
	}
	r.s.Close()
	if err := r.store.Close(); err != nil {
		r.t.Error(err)
	}
	r.store = nil
}

// restart closes r and opens its folders again, resuming the autosave as
// the window's start does.
func (r *storeSession) restart(t *testing.T, limits *ai.Limits, c Choice) *storeSession {
	t.Helper()
	r.close()
	r2 := newStoreSession(t, r.dirs, limits)
	g, err := r2.store.LoadAutosave()
	if err != nil {
		t.Fatal(err)
	}
	r2.s.Resume(g, c)
	return r2
}

// play sows, for the person to move, hole n or the next hole after it that
// can be sown.
func play(t *testing.T, f *fakeSession, n int) {
	t.Helper()
	p := f.s.Snapshot().Live
	for i := range 9 {
		if m := game.Move((n-1+i)%9 + 1); p.Legal(m) {
			if !f.s.HumanMove(m) {
				t.Fatalf("move %d was refused", m)
			}
			return
		}
	}
	t.Fatal("no move")
}

// TestRoomRules: what each command of the room does, and what the
// snapshot says after it.
func TestRoomRules(t *testing.T) {
	white := Choice{Colour: storage.ColourWhite, Level: 2}
	for _, tc := range []struct {
		name  string
		begin Choice
		do    func(t *testing.T, f *fakeSession)
		check func(t *testing.T, f *fakeSession, s Snapshot)
	}{
		{"the first start: White against the level, the person to move", white,
			func(*testing.T, *fakeSession) {},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if s.Live != game.Start() || s.Sides.Human != [2]bool{true, false} || s.Sides.Level != 2 || !s.Can.Move || s.Phase != Idle {
					t.Errorf("%+v", s)
				}
			}},
		{"a move sows, the computer answers, the person moves again", white,
			func(t *testing.T, f *fakeSession) {
				f.s.HumanMove(7)
				want, _, _ := game.Start().Play(7)
				if f.b.pos != want || f.s.Snapshot().Phase != Animating {
					t.Fatal("the board does not sow the move")
				}
				f.b.FinishAnimation()
				if f.s.Snapshot().Phase != Thinking {
					t.Fatal("the computer does not think after the sowing")
				}
				f.settle()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if len(s.Plies) != 2 || f.b.pos != s.Live || !s.Can.Move || s.Phase != Idle {
					t.Errorf("ply %d, phase %v, can move %v", len(s.Plies), s.Phase, s.Can.Move)
				}
			}},
		{"nothing is sown during the computer's turn", white,
			func(t *testing.T, f *fakeSession) {
				f.s.HumanMove(1)
				f.b.FinishAnimation()
				for m := game.Move(1); m <= 9; m++ {
					if f.s.HumanMove(m) {
						t.Fatalf("move %d played during the computer's turn", m)
					}
				}
				if s := f.s.Snapshot(); len(s.Plies) != 1 || s.Can.Move || s.Can.Hint || s.Can.OfferDraw {
					t.Fatalf("during the computer's turn: %d plies, %+v", len(s.Plies), s.Can)
				}
				f.settle()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if len(s.Plies) != 2 {
					t.Errorf("ply %d, want the computer's answer", len(s.Plies))
				}
			}},
		{"a hint shows a legal move on the board and unrates the game", white,
			func(t *testing.T, f *fakeSession) {
				f.s.Hint()
				if f.s.Snapshot().Phase != Hinting {
					t.Fatal("no hint looked for")
				}
				f.settle()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if !s.Live.Legal(s.Hint) || f.b.hint != s.Hint || s.Rated {
					t.Errorf("hint %d (board %d), rated %v", s.Hint, f.b.hint, s.Rated)
				}
			}},
		{"Undo takes back the person's move and the computer's answer", white,
			func(t *testing.T, f *fakeSession) {
				if f.s.Undo() {
					t.Fatal("Undo at the start did something")
				}
				for _, n := range []int{7, 2} {
					play(t, f, n)
					f.settle()
				}
				if !f.s.Undo() {
					t.Fatal("Undo refused")
				}
				f.settle()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				g := s.Game()
				if len(s.Plies) != 2 || f.b.pos != g.PositionAt(2) || s.Rated || !s.Can.Move {
					t.Errorf("after Undo: ply %d, rated %v", len(s.Plies), s.Rated)
				}
			}},
		{"Undo keeps the computer's opening move", Choice{Colour: storage.ColourBlack, Level: 1},
			func(t *testing.T, f *fakeSession) {
				f.settle()
				if f.s.Snapshot().Can.Undo || f.s.Undo() {
					t.Fatal("Undo took back the computer's opening move")
				}
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if len(s.Plies) != 1 || !s.Sides.Human[game.Black] || f.b.bottom != game.Black {
					t.Errorf("ply %d, sides %v, bottom %v", len(s.Plies), s.Sides.Human, f.b.bottom)
				}
			}},
		{"two people take back one move", Choice{TwoPlayers: true},
			func(t *testing.T, f *fakeSession) {
				play(t, f, 1)
				f.settle()
				play(t, f, 1)
				f.settle()
				f.s.Undo()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if len(s.Plies) != 1 || s.Live.ToMove != game.Black || !s.Can.AgreeDraw || s.Can.OfferDraw {
					t.Errorf("ply %d, %v to move", len(s.Plies), s.Live.ToMove)
				}
			}},
		{"an earlier position is shown read-only; the live one comes back", white,
			func(t *testing.T, f *fakeSession) {
				for _, n := range []int{7, 3, 5} {
					play(t, f, n)
					f.settle()
				}
				f.s.Browse(1)
				s := f.s.Snapshot()
				if f.b.pos != s.Game().PositionAt(1) || s.Phase != Browsing || s.ShownPly != 1 || s.Shown != f.b.pos {
					t.Fatal("the board does not show the earlier position")
				}
				if f.s.HumanMove(1) || s.Can.Move || s.Can.Hint {
					t.Fatal("a move was played while looking back")
				}
				f.s.Live()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if _, ok := s.Browsing(); ok || f.b.pos != s.Live || s.Phase != Idle {
					t.Errorf("back to the game: phase %v", s.Phase)
				}
			}},
		{"a resignation ends the game, counted, never reopened", white,
			func(t *testing.T, f *fakeSession) {
				play(t, f, 7)
				f.settle()
				if !f.s.Snapshot().Can.Guard {
					t.Fatal("New game would throw the game away unasked")
				}
				f.s.Resign()
			},
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if s.Phase != Over || s.Over == nil || s.Over.Termination != game.ByResignation || len(f.ends) != 1 ||
					s.Can.Undo || s.Can.Resign || s.Can.Guard || !s.Can.Continue || !s.Can.Judge || !s.Counted {
					t.Errorf("after the resignation: %+v", s)
				}
			}},
		{"two people are never guarded, the engine may judge them", Choice{TwoPlayers: true},
			func(t *testing.T, f *fakeSession) { play(t, f, 4) },
			func(t *testing.T, f *fakeSession, s Snapshot) {
				if s.Can.Guard || !s.Can.Judge || s.Rated || s.Can.Unrate {
					t.Errorf("%+v", s.Can)
				}
			}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeSession(t)
			f.s.Resume(nil, tc.begin)
			tc.do(t, f)
			tc.check(t, f, f.s.Snapshot())
		})
	}
}

// TestStaleSearchNeverLands: Undo, Hint and New game during a search; the
// stale answer never lands and no goroutine stays behind.
func TestStaleSearchNeverLands(t *testing.T) {
	f := newFakeSession(t)
	s := f.s
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	base := runtime.NumGoroutine()

	// Undo while the computer thinks: its answer is dropped.
	s.HumanMove(3)
	f.b.FinishAnimation()
	s.Wait() // the answer is posted, not applied
	if f.q.Len() == 0 {
		t.Fatal("the search posted nothing")
	}
	if !s.Undo() {
		t.Fatal("Undo refused")
	}
	f.settle()
	if snap := s.Snapshot(); len(snap.Plies) != 0 || snap.Live != game.Start() {
		t.Fatalf("after Undo during the search: ply %d", len(snap.Plies))
	}
	// Hint during the computer's turn does nothing; New game during the
	// search.
	s.HumanMove(3)
	f.b.FinishAnimation()
	s.Hint()
	if s.Snapshot().Phase == Hinting {
		t.Fatal("a hint started during the computer's turn")
	}
	s.Wait()
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 3})
	f.settle()
	if snap := s.Snapshot(); len(snap.Plies) != 0 || snap.Sides.Level != 3 {
		t.Fatalf("after New game during the search: ply %d, level %d", len(snap.Plies), snap.Sides.Level)
	}
	// A hint, then a move before it arrives: the hint is dropped.
	s.Hint()
	s.Wait()
	if !s.HumanMove(5) { // a hint under way does not stop the person
		t.Fatal("the move was refused during the hint")
	}
	f.settle()
	if snap := s.Snapshot(); snap.Hint != 0 || len(snap.Plies) != 2 || f.b.hint != 0 {
		t.Fatalf("after a move during a hint: hint %d, ply %d", snap.Hint, len(snap.Plies))
	}
	waitGoroutines(t, base)
}

// TestCancelLongSearch: Undo during a real level's search returns at once.
func TestCancelLongSearch(t *testing.T) {
	f := newSessionConfig(t, func(c *Config) { c.Limits = nil })
	s := f.s
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 7})
	base := runtime.NumGoroutine()
	s.HumanMove(9)
	f.b.FinishAnimation()
	// The search is under way once it reports its first iteration.
	if !f.q.WaitPost(time.Minute) {
		t.Fatal("the search reported nothing")
	}
	start := time.Now()
	s.Undo()
	s.Wait()
	// The engine returns within 50 ms of the cancellation; the limit is
	// generous for a loaded machine (the level thinks for a second).
	if d := time.Since(start); d > 2*time.Second {
		t.Errorf("cancelling the search took %v", d)
	}
	f.q.Drain()
	if snap := s.Snapshot(); len(snap.Plies) != 0 || snap.Phase != Idle {
		t.Fatalf("ply %d (%v) after Undo", len(snap.Plies), snap.Phase)
	}
	waitGoroutines(t, base)
}

// waitGoroutines waits for the goroutine count to come back to base.
func waitGoroutines(t *testing.T, base int) {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for runtime.NumGoroutine() > base {
		if time.Now().After(deadline) {
			buf := make([]byte, 1<<16)
			n := runtime.Stack(buf, true)
			t.Fatalf("%d goroutines, %d before:\n%s", runtime.NumGoroutine(), base, buf[:n])
		}
		time.Sleep(5 * time.Millisecond)
	}
}

// TestFyneDoPath runs the computer's move and a hint through fyne.Do, the
// path the game takes (the other tests post to a queue they drain). Fyne's
// test driver runs a function given to fyne.Do at once on the goroutine
// that calls it, so the test keeps the engine busy until it has finished
// with the session, then waits for its search: under -race this checks
// that the search goroutine hands everything it touches over through
// post and nothing else.
func TestFyneDoPath(t *testing.T) {
	test.NewTempApp(t)
	f := newSessionConfig(t, func(c *Config) { c.Post = fyne.Do })
	s := f.s
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	// hold keeps the engine busy until the returned release is called.
	hold := func() (release func()) {
		ctx, cancel := context.WithCancel(context.Background())
		started, done := make(chan struct{}), make(chan struct{})
		var once sync.Once
		go func() {
			defer close(done)
			f.eng.Search(ctx, game.Start(), ai.Limits{}, func(ai.Info) { once.Do(func() { close(started) }) })
		}()
		<-started
		return func() {
			cancel()
			<-done
		}
	}
	release := hold()
	s.HumanMove(7)
	f.b.FinishAnimation()
	if s.Snapshot().Phase != Thinking {
		t.Fatal("the computer should be thinking")
	}
	release()
	s.Wait()
	f.b.FinishAnimation()
	if snap := s.Snapshot(); len(snap.Plies) != 2 || snap.Phase != Idle || f.b.pos != snap.Live {
		t.Fatalf("after the computer's answer through fyne.Do: ply %d, %v", len(snap.Plies), snap.Phase)
	}
	release = hold()
	s.Hint()
	release()
	s.Wait()
	if snap := s.Snapshot(); !snap.Live.Legal(snap.Hint) || snap.Phase == Hinting || f.b.hint != snap.Hint {
		t.Fatalf("hint %d through fyne.Do (%v)", snap.Hint, snap.Phase)
	}
	if g := f.lastSaved(); g.Ply() != 2 {
		t.Fatalf("autosave after the answer: ply %d", g.Ply())
	}
}

// TestResume: moves played, the session closed and a new one opened on the
// same folders: the same record, position, turn, level and sides.
func TestResume(t *testing.T) {
	for _, tc := range []struct {
		name   string
		choice Choice
		moves  []int // holes the person plays, the computer answering each
	}{
		{"white level 2", Choice{Colour: storage.ColourWhite, Level: 2}, []int{7, 3, 9}},
		{"black level 5", Choice{Colour: storage.ColourBlack, Level: 5}, []int{1, 2}},
		{"two players", Choice{TwoPlayers: true}, []int{4, 6, 8}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := newStoreSession(t, storage.Dirs{}, &tinyLimits)
			r.s.NewGame(tc.choice)
			r.settle()
			for _, n := range tc.moves {
				play(t, r.fakeSession, n)
				r.settle()
			}
			before := r.s.Snapshot()
			r2 := r.restart(t, &tinyLimits, Choice{Level: 1})
			after := r2.s.Snapshot()
			if got, want := withoutTag(after.Game().Text(), storage.TagSaveFormat), before.Game().Text(); got != want {
				t.Fatalf("resumed record:\n%s\nwant:\n%s", got, want)
			}
			if after.Live != before.Live || r2.b.pos != before.Live || after.Sides != before.Sides || r2.b.bottom != before.Bottom {
				t.Fatalf("resumed: sides %+v (want %+v), bottom %v", after.Sides, before.Sides, r2.b.bottom)
			}
			if !after.Can.Move || after.Phase != Idle {
				t.Fatalf("resumed game: phase %v, can move %v", after.Phase, after.Can.Move)
			}
		})
	}
}

// withoutTag removes a tag's line from a record.
func withoutTag(record, tag string) string {
	var lines []string
	for _, l := range strings.SplitAfter(record, "\n") {
		if !strings.HasPrefix(l, "["+tag+" ") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "")
}

var tinyLimits = sessiontest.TinyLimits()

// TestResumeComputerToMove: a game closed while the computer thought is
// resumed with the computer thinking again.
func TestResumeComputerToMove(t *testing.T) {
	r := newStoreSession(t, storage.Dirs{}, &tinyLimits)
	r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 2})
	r.s.HumanMove(7)
	r.b.FinishAnimation()
	if r.s.Snapshot().Phase != Thinking {
		t.Fatal("the computer should be thinking")
	}
	r2 := r.restart(t, &tinyLimits, Choice{Level: 1}) // the search's answer is never applied
	if snap := r2.s.Snapshot(); snap.Phase != Thinking || len(snap.Plies) != 1 {
		t.Fatalf("resumed: %v at ply %d; want the computer thinking at ply 1", snap.Phase, len(snap.Plies))
	}
	r2.settle()
	if n := len(r2.s.Snapshot().Plies); n != 2 {
		t.Fatalf("ply %d after the computer's move, want 2", n)
	}
}

// TestClockFlagFallAgainstLevel1 plays a whole 1+0 game against level 1,
// searching as in the game, where the person never moves: the computer
// moves on its clock, the person's flag falls, the record and the end say
// so, nothing more is played, and the statistics count a loss on time.
func TestClockFlagFallAgainstLevel1(t *testing.T) {
	r := newStoreSession(t, storage.Dirs{}, nil)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(r.s)
	s := r.s
	s.NewGame(Choice{Colour: storage.ColourBlack, Level: 1, TimeControl: clock.TimeControl{Base: time.Minute}})
	r.settle()
	g := s.Snapshot().Game()
	if g.Ply() != 1 {
		t.Fatalf("the computer (White) should have moved: ply %d", g.Ply())
	}
	if _, ok := g.Clock(1); !ok {
		t.Fatal("the computer's move has no clock comment")
	}
	fc.Advance(59 * time.Second)
	r.q.Drain()
	if s.Snapshot().Clock.TimeUp {
		t.Fatal("the flag fell before the minute was up")
	}
	fc.Advance(time.Second)
	r.q.Drain()
	snap := s.Snapshot()
	if !snap.Clock.TimeUp || snap.Phase != Over || len(r.ends) != 1 || !r.ends[0].OnTime || r.ends[0].Flagged != game.Black {
		t.Fatalf("after the minute: %+v, ends %+v", snap.Clock, r.ends)
	}
	g = snap.Game()
	if g.Result() != game.WhiteWins || g.Tag(game.TagTermination) != game.TerminationTimeForfeit {
		t.Fatalf("record: result %v, termination %q; want White wins on time forfeit", g.Result(), g.Tag(game.TagTermination))
	}
	if s.HumanMove(1) || snap.Can.Undo || snap.Can.Move {
		t.Fatal("a move or an undo was accepted after the flag fell")
	}
	if st := r.store.Stats()[1]; st.Lost != 1 || st.LostOnTime != 1 {
		t.Fatalf("stats %+v: want one loss, on time", st)
	}
	if cs := r.store.ClockStats(1)["60"]; cs.Lost != 1 || cs.LostOnTime != 1 {
		t.Fatalf("stats on 60: %+v, want one loss on time", cs)
	}
	s.Flush()
	saved, err := r.store.LoadAutosave()
	if err != nil {
		t.Fatal(err)
	}
	if saved.Tag(game.TagTermination) != game.TerminationTimeForfeit || saved.Result() != game.WhiteWins {
		t.Fatalf("the autosave ends %v, %q", saved.Result(), saved.Tag(game.TagTermination))
	}
}

// TestClockPauseAcrossRestart: closing stops the clocks; the next start
// restores the times left exactly and the time while closed costs nothing;
// the next move drops what the close kept.
func TestClockPauseAcrossRestart(t *testing.T) {
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	r := newStoreSession(t, storage.Dirs{}, &tinyLimits)
	fc.Use(r.s)
	r.s.NewGame(Choice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: 3 * time.Minute, Increment: 2 * time.Second}})
	fc.Advance(4 * time.Second)
	r.s.HumanMove(7)
	r.settle() // the computer answers at once (tiny limits, no time passes)
	fc.Advance(7*time.Second + 300*time.Millisecond)
	c := r.s.Snapshot().Clock
	want := [2]time.Duration{c.Left(game.White, fc.Now()), c.Left(game.Black, fc.Now())}
	if want[game.White] != 3*time.Minute-4*time.Second+2*time.Second-7300*time.Millisecond {
		t.Fatalf("White has %v before the close", want[game.White])
	}
	r.close()
	if fc.Armed() != 0 {
		t.Fatal("a flag-fall timer is still set after the close")
	}
	fc.Advance(time.Hour) // closed
	r2 := newStoreSession(t, r.dirs, &tinyLimits)
	fc.Use(r2.s)
	g, err := r2.store.LoadAutosave()
	if err != nil {
		t.Fatal(err)
	}
	r2.s.Resume(g, Choice{})
	c = r2.s.Snapshot().Clock
	if !c.On || !c.Running || len(r2.s.Snapshot().Plies) != 2 {
		t.Fatalf("the game on the clock was not resumed running: %+v", c)
	}
	if got := [2]time.Duration{c.Left(game.White, fc.Now()), c.Left(game.Black, fc.Now())}; got != want {
		t.Fatalf("after the restart %v, want %v", got, want)
	}
	fc.Advance(time.Second)
	if got := r2.s.Snapshot().Clock.Left(game.White, fc.Now()); got != want[game.White]-time.Second {
		t.Fatalf("White's time does not run after the restart: %v", got)
	}
	play(t, r2.fakeSession, 1)
	if tag := r2.s.Snapshot().Tag(TagClock); tag != "" {
		t.Fatalf("the close's Clock tag %q outlived the next move", tag)
	}
}

// TestClockPause: two players stop the clocks and restart them; a pause
// costs no time; the flag falls after; a game against the computer, or a
// record shown, is not paused.
func TestClockPause(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s := f.s
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	fc.Advance(10 * time.Second)
	if !s.Snapshot().Can.Pause || !s.TogglePause() {
		t.Fatal("the clocks did not stop")
	}
	if c := s.Snapshot().Clock; !c.Paused || c.Running || fc.Armed() != 0 {
		t.Fatalf("paused: %+v, %d flag timers", c, fc.Armed())
	}
	fc.Advance(5 * time.Minute)
	if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 50*time.Second {
		t.Fatalf("White has %v after a pause, want 50s", got)
	}
	if s.TogglePause() {
		t.Fatal("the clocks did not restart")
	}
	fc.Advance(50 * time.Second)
	f.q.Drain()
	if !s.Snapshot().Clock.TimeUp || s.Snapshot().Can.Pause {
		t.Fatal("the flag did not fall after the restart, or the clocks may still be paused")
	}
	s.OpenRecord(sessiontest.FinishedGame(t))
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	s.OpenRecord(sessiontest.FinishedGame(t))
	if s.Snapshot().Can.Pause || s.TogglePause() {
		t.Fatal("the game behind a record was paused")
	}
	s.Live()
	s.NewGame(Choice{Colour: storage.ColourWhite, Level: 1, TimeControl: clock.TimeControl{Base: time.Minute}})
	if s.Snapshot().Can.Pause || s.TogglePause() || !s.Snapshot().Clock.Running {
		t.Fatal("a game against the computer was paused")
	}
}

// TestHoldClock: while the window does not show the game (a dialog or a
// mode over it) the clock stands, no flag timer runs and no time passes;
// shown again, it runs from the time it had, and the flag falls as due.
func TestHoldClock(t *testing.T) {
	f := newFakeSession(t)
	fc := sessiontest.NewFakeClock(sessiontest.Date())
	fc.Use(f.s)
	s := f.s
	s.NewGame(Choice{TwoPlayers: true, TimeControl: clock.TimeControl{Base: time.Minute}})
	fc.Advance(10 * time.Second)
	f.kinds = nil
	s.HoldClock(true)
	s.HoldClock(true) // held already: nothing
	if c := s.Snapshot().Clock; c.Running || !c.Held || fc.Armed() != 0 || len(f.kinds) != 1 || f.kinds[0] != Clocked {
		t.Fatalf("held: %+v, %d flag timers, changes %v", c, fc.Armed(), f.kinds)
	}
	fc.Advance(5 * time.Minute)
	f.q.Drain()
	if c := s.Snapshot().Clock; c.Left(game.White, fc.Now()) != 50*time.Second || c.TimeUp {
		t.Fatalf("after 5 min held: %+v", c)
	}
	s.HoldClock(false)
	fc.Advance(20 * time.Second)
	if got := s.Snapshot().Clock.Left(game.White, fc.Now()); got != 30*time.Second {
		t.Fatalf("White has %v 20 s after the hold, want 30s", got)
	}
	fc.Advance(30 * time.Second)
	f.q.Drain()
	if !s.Snapshot().Clock.TimeUp || len(f.ends) != 1 {
		t.Fatal("the flag did not fall once the clock ran again")
	}
}

// TestStatisticsWriteFailureTold: a result counted whose statistics cannot
// be written is told (Config.SaveErr), naming the file, on the UI
// goroutine.
func TestStatisticsWriteFailureTold(t *testing.T) {
	dir := t.TempDir()
	dirs := storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	store, _, err := storage.Open(dirs, storage.DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = store.Close() })
	var told []string
	f := newSessionConfig(t, func(c *Config) {
		c.Results = store
		c.SaveErr = func(path string, err error) { told = append(told, path) }
	})
	breakFolder(t, dirs.Data)
	g, last := lastMoveGame(t)
	human := [2]bool{}
	human[g.Position().ToMove] = true
	TagGame(g, human, 2, sessiontest.Date())
	f.s.Start(g, human, 2)
	f.s.HumanMove(last)
	f.b.FinishAnimation()
	f.s.Flush()
	if len(told) != 0 {
		t.Fatal("the failure was told off the UI goroutine")
	}
	f.q.Drain()
	if len(told) != 1 || told[0] != store.StatsPath() {
		t.Fatalf("told %q, want the statistics' path %s", told, store.StatsPath())
	}
}

// breakFolder puts a file where the folder dir was, so that no file can be
// written into it (the tests run as any user, root too).
func breakFolder(t *testing.T, dir string) {
	t.Helper()
	if err := os.RemoveAll(dir); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(dir, []byte("not a folder"), 0o644); err != nil {
		t.Fatal(err)
	}
}

package ui

import (
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
	"github.com/togyzkumalak/togyzkumalak/ui/session/sessiontest"
)

// TestReviewUnfinishedSavedGame: during a 3+0 game against the computer,
// Saved games → a game kept aside by the New game guard (unfinished, rated,
// against the computer) → Review asks whether to review it unrated (never
// the guard); Cancel leaves everything as it was; agreed, the game is
// reviewed up to its last move as a view, and marked unrated in its file.
// The game in progress is unchanged all along (its autosave, its clock to
// the tenth, its rating), and once the review closes it is back with no
// word left above the move list. Reviewing the game in progress itself,
// saved earlier, makes that game unrated too.
func TestReviewUnfinishedSavedGame(t *testing.T) {
	threeMinutes := clock.TimeControl{Base: 3 * time.Minute}
	tests := []struct {
		name string
		// aside is the game kept aside, reviewed later: the first game
		// (kept by the guard), or the game in progress itself.
		inProgress bool
	}{
		{"a game kept aside by the guard", false},
		{"the game in progress, saved earlier", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			fc := sessiontest.NewFakeClock(testNow)
			h := newHarness(t, harnessOptions{noStart: true, settings: func(s *storage.Settings) {
				s.Colour, s.Level, s.TwoPlayers = storage.ColourWhite, ai.DefaultLevel, false
				s.TimeControl = threeMinutes.String()
			}})
			fc.Use(h.a.Session)
			h.a.Start()
			h.settle()
			a, s := h.a, h.a.Session
			// play taps hole (or the first hole the person can sow when
			// that one is empty), two seconds after the computer's answer.
			play := func(hole int) {
				t.Helper()
				fc.Advance(2 * time.Second)
				pos := s.Snapshot().Shown
				if legal := pos.LegalMoves(); !slices.Contains(legal, game.Move(hole)) {
					hole = int(legal[0])
				}
				n := s.Snapshot().Game().Len()
				h.tapHole(game.White, hole)
				h.settle() // the computer answers
				if s.Snapshot().Game().Len() != n+2 {
					t.Fatalf("the tap on hole %d and the answer made %d plies", hole, s.Snapshot().Game().Len()-n)
				}
			}
			play(7)
			play(3)
			if c := s.Snapshot().Clock; !c.On || c.Control != threeMinutes || !s.Snapshot().Rated {
				t.Fatalf("not a rated game on a 3+0 clock: %+v, rated %v", c, s.Snapshot().Rated)
			}
			var aside string // the saved game's path
			if tc.inProgress {
				path, err := h.store.SaveGame("mine", s.Snapshot().LiveGame().Clone())
				if err != nil {
					t.Fatal(err)
				}
				aside = path
				play(5)
			} else {
				// New game: the guard asks; "Keep it" saves the game aside.
				a.newGameDialog.Show()
				a.dialogs.Top().Content().Enter() // Start
				if m := a.dialogs.Top(); m == nil || m.Title() != a.loc.T("session.in_progress_title") {
					t.Fatal("New game did not ask about the game in progress")
				}
				a.dialogs.Top().Content().Enter() // keep it
				h.settle()
				saved, _ := h.store.ListGames()
				if len(saved) != 1 || saved[0].Result != game.Ongoing {
					t.Fatalf("saved %+v, want the game kept aside", saved)
				}
				aside = saved[0].Path
				play(7)
			}
			keptAside, err := storage.LoadGameFile(aside)
			if err != nil || keptAside.Tag(session.TagRated) == "no" || keptAside.Len() < 4 {
				t.Fatalf("the game kept aside: %v (%v)", keptAside, err)
			}

			// The game in progress, the person to move, their clock running.
			fc.Advance(7 * time.Second)
			before := s.Snapshot()
			if !before.Clock.Running || before.Clock.ToMove != game.White || before.Phase != session.Idle {
				t.Fatalf("the game in progress: %v, clock %+v", before.Phase, before.Clock)
			}
			s.Flush()
			autosave := func() string {
				t.Helper()
				s.Flush()
				g, err := h.store.LoadAutosave()
				if err != nil {
					t.Fatal(err)
				}
				return g.Text()
			}
			wantSave := autosave()
			left := func() [2]time.Duration {
				c := s.Snapshot().Clock
				return [2]time.Duration{c.Left(game.White, fc.Now()), c.Left(game.Black, fc.Now())}
			}
			wantLeft := left()
			unchanged := func(when string, rated bool) {
				t.Helper()
				snap := s.Snapshot()
				if snap.Phase == session.Record || withoutTag(snap.Game().Text(), session.TagRated) != withoutTag(before.Game().Text(), session.TagRated) {
					t.Fatalf("%s: the game in progress is not shown (%v)", when, snap.Phase)
				}
				if got := left(); got != wantLeft || !snap.Clock.Running {
					t.Fatalf("%s: the clocks read %v (running %v), were %v", when, got, snap.Clock.Running, wantLeft)
				}
				if snap.Rated != rated {
					t.Fatalf("%s: rated %v, want %v", when, snap.Rated, rated)
				}
				if got := autosave(); withoutTag(got, session.TagRated) != withoutTag(wantSave, session.TagRated) {
					t.Fatalf("%s: the autosave is\n%s\nwas\n%s", when, got, wantSave)
				}
				if a.view.offer.Visible() || a.view.offer.Text != "" {
					t.Fatalf("%s: a word is left above the move list: %q", when, a.view.offer.Text)
				}
			}
			review := func() {
				t.Helper()
				a.records.ShowSavedGames()
				gm, ok := a.mode().(*games.Mode)
				if !ok {
					t.Fatalf("Saved games opened %T", a.mode())
				}
				if len(gm.Shown()) != 1 {
					t.Fatalf("%d saved games listed, want the one kept", len(gm.Shown()))
				}
				gm.Choose(gm.Shown()[0])
				b := screentest.Button(gm.Content(), a.loc.T("saved.review"))
				if b == nil || b.Disabled() {
					t.Fatal("no Review button for the unfinished game")
				}
				fc.Advance(3 * time.Second) // the list holds the clock
				b.OnTapped()
			}
			question := func() {
				t.Helper()
				m := a.dialogs.Top()
				if m == nil || !strings.Contains(modalText(m), a.loc.T("ladder.review.confirm")) {
					text := ""
					if m != nil {
						text = modalText(m)
					}
					t.Fatalf("Review did not ask about the rating: %q", text)
				}
			}

			// Cancel: nothing reviewed, nothing marked.
			review()
			question()
			fc.Advance(5 * time.Second) // the question holds the clock
			a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
			h.settle()
			if a.dialogs.Top() != nil || a.review.Active() || a.mode() != nil {
				t.Fatalf("after Cancel: dialog %v, review %v, mode %v", a.dialogs.Top(), a.review.Active(), a.mode())
			}
			if g, _ := storage.LoadGameFile(aside); g.Tag(session.TagRated) == "no" {
				t.Fatal("a cancelled review marked the game unrated")
			}
			unchanged("after Cancel", true)

			// Agreed: the review of the game aside, as a view.
			review()
			question()
			a.dialogs.Top().Content().Enter()
			if m := a.dialogs.Top(); m != nil {
				t.Fatalf("a dialog after the question: %q", modalText(m))
			}
			snap := s.Snapshot()
			if snap.Phase != session.Record || !a.review.Active() || snap.Game().Len() != keptAside.Len() || snap.Game().Result() != game.Ongoing {
				t.Fatalf("the game aside is not under review: phase %v, review %v, %d plies of %d", snap.Phase, a.review.Active(), snap.Game().Len(), keptAside.Len())
			}
			if withoutTag(snap.LiveGame().Text(), session.TagRated) != withoutTag(before.Game().Text(), session.TagRated) {
				t.Fatal("the game in progress changed under the review")
			}
			for a.review.Running() {
				fc.Advance(10 * time.Second) // the record holds the game in progress's clock
				h.waitPosted()
				h.q.drain()
			}
			if found, total, _ := a.review.Progress(); found != keptAside.Len() || total != keptAside.Len() {
				t.Fatalf("reviewed %d of %d plies, want %d", found, total, keptAside.Len())
			}
			h.settle()
			if g, err := storage.LoadGameFile(aside); err != nil || g.Tag(session.TagRated) != "no" || g.Len() != keptAside.Len() {
				t.Fatalf("the game reviewed is not marked unrated in its file (%v)", err)
			}
			a.review.Dismiss() // the panel's Close
			h.settle()
			unchanged("after the review", !tc.inProgress)
			if tc.inProgress {
				if s.Snapshot().Can.Unrate || s.Snapshot().LiveGame().Tag(session.TagRated) != "no" {
					t.Fatal("the game in progress, reviewed, stays rated")
				}
			}

			// The game goes on, and no word comes back.
			play(1)
			if a.view.offer.Visible() {
				t.Fatalf("a word above the move list: %q", a.view.offer.Text)
			}
		})
	}
}

// TestReviewRecordShownAsksFirst: an unfinished rated game against the
// computer looked through as a record (the explorer opens the games of the
// library so) asks before Game → Review game as Saved games' Review does;
// Cancel leaves it shown unreviewed, agreed it is reviewed and the record
// shown is marked unrated; the game in progress itself so shown is
// unrated too. A finished record is reviewed at once.
func TestReviewRecordShownAsksFirst(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a, s := h.a, h.a.Session
	h.tapHole(game.White, 7)
	h.settle()
	h.tapHole(game.White, 3)
	h.settle()
	unfinished := s.Snapshot().LiveGame()
	a.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 1}, false)
	h.settle()
	if unfinished.Tag(session.TagRated) == "no" || unfinished.Result() != game.Ongoing {
		t.Fatal("the game is not rated")
	}

	s.OpenRecord(unfinished.Clone())
	s.Browse(2)
	runMenu(t, a, "menu.review")
	m := a.dialogs.Top()
	if m == nil || !strings.Contains(modalText(m), a.loc.T("ladder.review.confirm")) || a.review.Active() {
		t.Fatal("the review of an unfinished rated record did not ask first")
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if snap := s.Snapshot(); a.review.Active() || snap.Phase != session.Record || snap.ShownPly != 2 || snap.Game().Tag(session.TagRated) == "no" {
		t.Fatalf("after Cancel: review %v, phase %v at ply %d", a.review.Active(), snap.Phase, snap.ShownPly)
	}
	runMenu(t, a, "menu.review")
	a.dialogs.Top().Content().Enter()
	if snap := s.Snapshot(); !a.review.Active() || snap.Phase != session.Record || snap.Game().Tag(session.TagRated) != "no" || snap.Game().Len() != unfinished.Len() {
		t.Fatalf("agreed: review %v, phase %v, rated %q", a.review.Active(), snap.Phase, snap.Game().Tag(session.TagRated))
	}
	a.review.Dismiss()
	h.settle()

	// The game in progress itself, looked through as a record: agreed,
	// it is reviewed and the game in progress is unrated.
	h.tapHole(game.White, 7)
	h.settle()
	if !s.Snapshot().Rated {
		t.Fatal("the game in progress is not rated")
	}
	s.OpenRecord(s.Snapshot().LiveGame())
	runMenu(t, a, "menu.review")
	if m := a.dialogs.Top(); m == nil || !strings.Contains(modalText(m), a.loc.T("ladder.review.confirm")) {
		t.Fatal("the review of the game in progress, as a record, did not ask first")
	}
	a.dialogs.Top().Content().Enter()
	if snap := s.Snapshot(); !a.review.Active() || snap.Phase != session.Record || snap.Rated || snap.LiveGame().Tag(session.TagRated) != "no" {
		t.Fatalf("agreed: review %v, phase %v, the game in progress rated %v", a.review.Active(), snap.Phase, snap.Rated)
	}
	a.review.Dismiss()
	h.settle()

	s.OpenRecord(finishedGame(t))
	runMenu(t, a, "menu.review")
	if a.dialogs.Top() != nil || !a.review.Active() {
		t.Fatal("a finished record was not reviewed at once")
	}
}

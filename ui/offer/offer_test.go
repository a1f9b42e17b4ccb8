package offer

import (
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestOffers: every offer acts in the state it is made for, and each
// refusal gives its reason, the first that applies winning.
func TestOffers(t *testing.T) {
	// playing: a person's move in the live game against the computer,
	// after a few moves.
	playing := State{CanUndo: true, Moves: 4, YourTurn: true}
	// twoPlayers: a game of two players, where the engine may judge it.
	twoPlayers := State{CanUndo: true, Moves: 4, YourTurn: true, HelpAllowed: true, AnalysisAllowed: true}
	with := func(s State, f func(*State)) State { f(&s); return s }

	undo, hint, review, analysis, resign, draw := State.Undo, State.Hint, State.Review, State.Analysis, State.Resign, State.Draw
	tests := []struct {
		name  string
		offer func(State) Offer
		state State
		why   string // "": it acts
	}{
		{"undo", undo, playing, ""},
		{"undo in a mode", undo, with(playing, func(s *State) { s.InMode = true }), WhyInMode},
		{"undo, no move", undo, State{YourTurn: true}, WhyNoMoves},
		{"undo in a mode, no move", undo, State{InMode: true}, WhyInMode},
		{"undo, game over", undo, with(playing, func(s *State) { s.Over, s.CanUndo, s.YourTurn = true, false, false }), WhyOver},
		{"undo, a record shown", undo, with(playing, func(s *State) { s.Record, s.Reviewing, s.CanUndo = true, true, false }), WhyReviewing},
		{"undo, the computer moved first", undo, State{Moves: 1}, WhyNoMoves},

		{"resign", resign, with(playing, func(s *State) { s.CanResign = true }), ""},
		{"resign in a mode", resign, with(playing, func(s *State) { s.CanResign, s.InMode = true, true }), WhyInMode},
		{"resign, game over", resign, with(playing, func(s *State) { s.Over = true }), WhyOver},
		{"resign, a record shown", resign, with(playing, func(s *State) { s.Record = true }), WhyReviewing},
		{"draw", draw, with(playing, func(s *State) { s.CanResign, s.CanDraw = true, true }), ""},
		{"draw, the computer's move", draw, with(playing, func(s *State) { s.CanResign = true }), WhyNotYourTurn},
		{"draw, game over", draw, with(playing, func(s *State) { s.Over, s.CanDraw = true, true }), WhyOver},

		{"hint", hint, playing, ""},
		{"hint in a mode", hint, with(playing, func(s *State) { s.InMode = true }), WhyInMode},
		{"hint, game over", hint, with(playing, func(s *State) { s.Over, s.YourTurn = true, false }), WhyOver},
		{"hint, game over while reviewing", hint, with(playing, func(s *State) { s.Over, s.Reviewing = true, true }), WhyOver},
		{"hint, reviewing", hint, with(playing, func(s *State) { s.Reviewing = true }), WhyReviewing},
		{"hint, the computer's move", hint, with(playing, func(s *State) { s.YourTurn = false }), WhyNotYourTurn},
		{"hint, shown", hint, with(playing, func(s *State) { s.HintShown = true }), WhyHintShown},
		{"hint, shown on the computer's move", hint, with(playing, func(s *State) { s.HintShown, s.YourTurn = true, false }), WhyNotYourTurn},

		{"review, two players", review, twoPlayers, ""},
		{"review, finished", review, with(playing, func(s *State) { s.Over, s.HelpAllowed = true, true }), ""},
		{"review in a mode", review, with(twoPlayers, func(s *State) { s.InMode = true }), WhyInMode},
		{"review, no move", review, with(twoPlayers, func(s *State) { s.Moves, s.CanUndo = 0, false }), WhyNoMoves},
		{"review, against the computer", review, playing, WhyAfterGame},
		{"review, no move against the computer", review, State{YourTurn: true}, WhyNoMoves},

		{"analysis, two players", analysis, twoPlayers, ""},
		{"analysis on, turned off anywhere", analysis, with(playing, func(s *State) { s.AnalysisOn, s.InMode = true, true }), ""},
		{"analysis in a mode", analysis, with(twoPlayers, func(s *State) { s.InMode = true }), WhyInMode},
		{"analysis, against the computer", analysis, playing, WhyAfterGame},
		{"analysis, against the computer, reviewed", analysis, with(playing, func(s *State) { s.AnalysisAllowed = true }), ""},
	}
	seen := map[string]bool{}
	for _, tt := range tests {
		got := tt.offer(tt.state)
		if got.OK != (tt.why == "") || got.Why != tt.why {
			t.Errorf("%s: %+v, want why %q", tt.name, got, tt.why)
		}
		seen[got.Why] = true
	}
	for _, why := range Whys {
		if !seen[why] {
			t.Errorf("no case refuses with %s", why)
		}
	}
}

// TestLabel: an offer that acts is labelled with its action; a refused one
// with the action and the reason, in every language.
func TestLabel(t *testing.T) {
	for _, lang := range []string{"en", "ru", "kk", "ky"} {
		loc, err := i18n.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		undo := loc.T("menu.undo")
		if got := Label(loc, "menu.undo", Offer{OK: true}); got != undo {
			t.Errorf("%s: %q, want %q", lang, got, undo)
		}
		for _, why := range Whys {
			got := Label(loc, "menu.undo", refuse(why))
			if !loc.Has(why) || got == undo || !strings.Contains(got, undo) || !strings.Contains(got, loc.T(why)) {
				t.Errorf("%s: %s labelled %q (a text of its own: %v)", lang, why, got, loc.Has(why))
			}
		}
		if en, _ := i18n.New("en"); lang != "en" && Label(loc, "menu.undo", refuse(WhyOver)) == Label(en, "menu.undo", refuse(WhyOver)) {
			t.Errorf("%s: the label is not translated", lang)
		}
	}
}

// TestFromSnapshot: the state is the session's snapshot, whatever the
// window adds of its own left to it.
func TestFromSnapshot(t *testing.T) {
	snap := session.Snapshot{
		Phase: session.Record, Plies: make([]session.Ply, 5), LiveOver: true, Hint: 3,
		Can: session.Can{Undo: true, Judge: true, Resign: true, AgreeDraw: true, Continue: true},
	}
	got := FromSnapshot(snap)
	want := State{CanUndo: true, Moves: 5, Over: true, Reviewing: true, Record: true, HintShown: true, HelpAllowed: true, CanResign: true, CanDraw: true, CanContinue: true}
	if got != want {
		t.Errorf("FromSnapshot = %+v, want %+v", got, want)
	}
	snap = session.Snapshot{Phase: session.Idle, Can: session.Can{Move: true, OfferDraw: true}}
	if got := FromSnapshot(snap); !got.YourTurn || !got.CanDraw || got.Reviewing {
		t.Errorf("the person's turn: %+v", got)
	}
	snap.Phase = session.Hinting
	if got := FromSnapshot(snap); got.YourTurn {
		t.Error("a hint under way is the person's turn with nothing under way")
	}
}

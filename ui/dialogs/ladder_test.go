package dialogs

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// testLadder is a ladder of the computer's levels as the window hands it
// to the dialogs (the window's tests check that it hands ai.Levels).
var testLadder = Ladder{
	{1, "beginner", 682}, {2, "learner", 917}, {3, "youth3", 1037}, {4, "youth2", 1181}, {5, "youth1", 1303},
	{6, "novice", 1420}, {7, "amateur", 1560}, {8, "club", 1700}, {9, "candidate", 1790}, {10, "master", 1890},
	{11, "msmk", 2056}, {12, "zms", 2179}, {13, "champion", 2354}, {14, "grandmaster", 2527},
}

// TestSuggestedLevel: New game suggests the level whose rating is nearest
// the player's.
func TestSuggestedLevel(t *testing.T) {
	levels := testLadder
	for _, l := range levels {
		if got := levels.Suggested(rating.Rating{R: float64(l.Elo) + 10, RD: 60, Vol: 0.06}); got != l.Number {
			t.Errorf("rating %d: level %d, want %d", l.Elo+10, got, l.Number)
		}
	}
	if got := levels.Suggested(rating.Rating{R: 0, RD: 60, Vol: 0.06}); got != 1 {
		t.Errorf("rating 0: level %d, want 1", got)
	}
	if got := levels.Suggested(rating.Rating{R: 4000, RD: 60, Vol: 0.06}); got != len(levels) {
		t.Errorf("rating 4000: level %d, want the top", got)
	}
	if got := (Ladder{}).Suggested(rating.Rating{R: 1500}); got != 0 {
		t.Errorf("no ladder: level %d", got)
	}
}

// TestLadderNames: a level is named by its key, with its rating in the
// picker; a number outside the ladder by the number alone.
func TestLadderNames(t *testing.T) {
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := testLadder.Name(loc, 8), loc.T("level.club"); got != want || got == "level.club" {
		t.Errorf("Name(8) = %q, want %q", got, want)
	}
	if got := testLadder.RatedName(loc, 8); !strings.Contains(got, loc.T("level.club")) || !strings.Contains(got, "1700") {
		t.Errorf("RatedName(8) = %q", got)
	}
	if got, want := testLadder.RatedName(loc, 99), loc.T("level.99"); got != want {
		t.Errorf("RatedName(99) = %q, want %q", got, want)
	}
}

// TestResultRating: a rated game shows the new rating and its change, an
// unrated one says it was not rated, a game of two people neither.
func TestResultRating(t *testing.T) {
	st := storage.LevelStats{Won: 1}
	before := rating.New()
	after := before.Update(1700, rating.LevelRD, 1)
	you := [2]bool{true, false}
	for _, tc := range []struct {
		name      string
		r         Result
		want, not []string
	}{
		{"rated", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Stats: &st, Human: you, Level: 8, Ladder: testLadder, Rating: &[2]rating.Rating{before, after}},
			[]string{"Rating: " + itoa(after.Rounded()) + " (+" + itoa(after.Rounded()-before.Rounded()) + ")"}, []string{"not rated"}},
		{"unrated", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Stats: &st, Human: you, Level: 8, Ladder: testLadder, Unrated: true},
			[]string{"This game was not rated"}, []string{"Rating:"}},
		{"two people", Result{Outcome: game.Outcome{Result: game.WhiteWins}, Human: [2]bool{true, true}, Unrated: true},
			nil, []string{"Rating:", "not rated"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHost(t, "en")
			ShowResult(h, tc.r, func() {}, func() {})
			text := modalText(h.Top())
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("lacks %q: %q", w, text)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(text, n) {
					t.Errorf("has %q: %q", n, text)
				}
			}
		})
	}
}

// TestStatisticsRating: the statistics show the rating, provisional while
// it is uncertain.
func TestStatisticsRating(t *testing.T) {
	for _, tc := range []struct {
		r    rating.Rating
		want string
	}{
		{rating.New(), "Your rating: 1500 (provisional)"},
		{rating.Rating{R: 1733.6, RD: 70, Vol: 0.06, Games: 40}, "Your rating: 1734"},
	} {
		h := newHost(t, "en")
		d := &Statistics{Host: h, Ladder: testLadder, Stats: func() map[int]storage.LevelStats { return nil }, Rating: func() rating.Rating { return tc.r }}
		d.Show()
		text := modalText(h.Top())
		if !strings.Contains(text, tc.want) || (!tc.r.Provisional() && strings.Contains(text, "provisional")) {
			t.Errorf("rating %+v: %q, want %q", tc.r, text, tc.want)
		}
	}
}

// TestNewGameSuggests: the suggestion names the level nearest the rating
// and chooses it.
func TestNewGameSuggests(t *testing.T) {
	h := newHost(t, "en")
	loc := h.Localizer()
	r := rating.Rating{R: 1705, RD: 80, Vol: 0.06, Games: 12}
	want := testLadder.Suggested(r)
	var got GameChoice
	d := &NewGame{Host: h, Loc: loc, Ladder: testLadder, Choice: func() GameChoice { return GameChoice{Colour: storage.ColourWhite, Level: 1} },
		Start: func(c GameChoice) { got = c }, Rating: func() rating.Rating { return r }}
	d.Show()
	label := loc.T("ladder.suggested", map[string]any{"Rating": 1705, "Level": testLadder.Name(loc, want)})
	screentest.Button(h.Top().Object(), label).OnTapped()
	h.TypedKey(key(fyne.KeyReturn))
	if got.Level != want || want == 1 {
		t.Errorf("started at level %d, want the suggested %d", got.Level, want)
	}
}

// TestConfirmUnrated: the question before a take-back or a hint says the
// game will not be rated; only agreeing goes on.
func TestConfirmUnrated(t *testing.T) {
	for _, hint := range []bool{false, true} {
		h := newHost(t, "ru")
		loc := h.Localizer()
		agreed := false
		ConfirmUnrated(h, hint, func() { agreed = true })
		question, button := loc.T("ladder.confirm_undo"), loc.T("menu.undo")
		if hint {
			question, button = loc.T("ladder.confirm_hint"), loc.T("menu.hint")
		}
		if text := modalText(h.Top()); !strings.Contains(text, question) {
			t.Fatalf("hint %v: %q", hint, text)
		}
		if agreed {
			t.Fatal("went on before the answer")
		}
		screentest.Button(h.Top().Object(), button).OnTapped()
		if !agreed {
			t.Errorf("hint %v: agreeing did not go on", hint)
		}
	}
}

func itoa(n int) string { return strconv.Itoa(n) }

package players

import (
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

var testNow = time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC)

// blackToMove returns a game after White's first move.
func blackToMove(t *testing.T) *game.Game {
	t.Helper()
	g := game.NewGame(game.Start())
	p := g.Position()
	if _, err := g.Play(p.LegalMoves()[0]); err != nil {
		t.Fatal(err)
	}
	return g
}

func TestTagThenOf(t *testing.T) {
	computer := Computer("club")
	for _, tc := range []struct {
		name         string
		seats        Seats
		side         string
		white, black string
	}{
		{"person white", Seats{Human: [2]bool{true, false}, Level: 4}, HumanWhite, You, "Computer: club"},
		{"person black", Seats{Human: [2]bool{false, true}, Level: 7}, HumanBlack, "Computer: club", You},
		{"two people", Seats{Human: [2]bool{true, true}, Level: 2}, HumanBoth, First, Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := game.NewGame(game.Start())
			tc.seats.Tag(g, computer, testNow)
			if got := g.Tag(TagHumanSide); got != tc.side {
				t.Errorf("HumanSide %q, want %q", got, tc.side)
			}
			if g.Tag(game.TagWhite) != tc.white || g.Tag(game.TagBlack) != tc.black {
				t.Errorf("players %q – %q, want %q – %q", g.Tag(game.TagWhite), g.Tag(game.TagBlack), tc.white, tc.black)
			}
			if got := g.Tag(game.TagDate); got != "2026.11.30" {
				t.Errorf("date %q", got)
			}
			if !Own(g) || !Resumable(g) {
				t.Errorf("own %v, resumable %v, want both", Own(g), Resumable(g))
			}
			if got := Of(g, 1); got != tc.seats {
				t.Errorf("Of = %+v, want %+v", got, tc.seats)
			}
		})
	}
}

func TestTagKeepsDate(t *testing.T) {
	g := game.NewGame(game.Start())
	g.SetTag(game.TagDate, "2018.05.01")
	Seats{Human: [2]bool{true, false}, Level: 3}.Tag(g, Computer("amateur"), testNow)
	if got := g.Tag(game.TagDate); got != "2018.05.01" {
		t.Errorf("date %q, want the record's", got)
	}
}

func TestOfForeignRecord(t *testing.T) {
	for _, tc := range []struct {
		name  string
		g     *game.Game
		level string // the Level tag, "" for none
		want  Seats
	}{
		{"white to move", game.NewGame(game.Start()), "", Seats{Human: [2]bool{true, false}, Level: 5}},
		{"black to move", blackToMove(t), "", Seats{Human: [2]bool{false, true}, Level: 5}},
		// a Level tag without LevelScale is of scale 1: old level 2 is level 6
		{"level tag", blackToMove(t), "2", Seats{Human: [2]bool{false, true}, Level: 6}},
		{"bad level tag", game.NewGame(game.Start()), "club", Seats{Human: [2]bool{true, false}, Level: 5}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.level != "" {
				tc.g.SetTag(TagLevel, tc.level)
			}
			if Own(tc.g) || Resumable(tc.g) {
				t.Errorf("a record without HumanSide: own %v, resumable %v", Own(tc.g), Resumable(tc.g))
			}
			if got := Of(tc.g, 5); got != tc.want {
				t.Errorf("Of = %+v, want %+v", got, tc.want)
			}
		})
	}
}

func TestOwnAndResumable(t *testing.T) {
	finished := game.NewGame(game.Start())
	Seats{Human: [2]bool{true, false}, Level: 3}.TagSides(finished)
	finished.SetResult(game.WhiteWins)
	over, err := game.ParseTFEN("0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0 81 80 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	ended := game.NewGame(over)
	Seats{Human: [2]bool{true, false}, Level: 3}.TagSides(ended)
	other := game.NewGame(game.Start())
	other.SetTag(TagHumanSide, "left")
	for _, tc := range []struct {
		name           string
		g              *game.Game
		own, resumable bool
	}{
		{"result set", finished, true, false},
		{"position over", ended, true, false},
		{"unknown HumanSide", other, false, false},
	} {
		if Own(tc.g) != tc.own || Resumable(tc.g) != tc.resumable {
			t.Errorf("%s: own %v, resumable %v, want %v, %v", tc.name, Own(tc.g), Resumable(tc.g), tc.own, tc.resumable)
		}
	}
}

func TestComputerKey(t *testing.T) {
	for _, tc := range []struct {
		id, key string
		ok      bool
	}{
		{Computer("master"), "master", true},
		{"Computer: ", "", true},
		{You, "", false},
		{"Аян", "", false},
	} {
		if key, ok := ComputerKey(tc.id); key != tc.key || ok != tc.ok {
			t.Errorf("ComputerKey(%q) = %q, %v, want %q, %v", tc.id, key, ok, tc.key, tc.ok)
		}
	}
}

// TestLevelScale: a record of the seven levels before the ladder (no
// LevelScale tag, or "1") resumes at the level that plays as its level did;
// a record of this scale, or of an unknown one, keeps its number.
func TestLevelScale(t *testing.T) {
	for _, tc := range []struct {
		level, scale string // "" leaves the tag out
		want         int
		ok           bool
	}{
		{"1", "", 1, true},
		{"2", "", 6, true},
		{"3", "", 7, true},
		{"3", "1", 7, true},
		{"6", "", 10, true},
		{"7", "", 14, true},
		{"9", "", 9, true}, // not a level of scale 1: kept
		{"3", "2", 3, true},
		{"12", "2", 12, true},
		{"3", "x", 7, true}, // an unreadable scale is the oldest
		{"", "2", 0, false},
		{"x", "", 0, false},
	} {
		g := game.NewGame(game.Start())
		if tc.level != "" {
			g.SetTag(TagLevel, tc.level)
		}
		if tc.scale != "" {
			g.SetTag(TagLevelScale, tc.scale)
		}
		if got, ok := Level(g); got != tc.want || ok != tc.ok {
			t.Errorf("Level %q scale %q: %d %v, want %d %v", tc.level, tc.scale, got, ok, tc.want, tc.ok)
		}
		g.SetTag(TagHumanSide, HumanWhite)
		want := 5
		if tc.ok {
			want = tc.want
		}
		if got := Of(g, 5).Level; got != want {
			t.Errorf("Of, Level %q scale %q: level %d, want %d", tc.level, tc.scale, got, want)
		}
	}
	g := game.NewGame(game.Start())
	Seats{Human: [2]bool{true, false}, Level: 12}.TagSides(g)
	if g.Tag(TagLevelScale) != "2" {
		t.Errorf("LevelScale tag %q, want %d", g.Tag(TagLevelScale), LevelScale)
	}
}

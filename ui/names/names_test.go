package names

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// record is a game against the computer as a version of this program
// wrote it: the computer's id and, when level is not "", the Level tag of
// the scale given ("" for none: the seven levels before the ladder).
func record(computer, level, scale string) *game.Game {
	g := game.NewGame(game.Start())
	g.SetTag(game.TagWhite, players.You)
	g.SetTag(game.TagBlack, computer)
	g.SetTag(players.TagHumanSide, players.HumanWhite)
	if level != "" {
		g.SetTag(players.TagLevel, level)
	}
	if scale != "" {
		g.SetTag(players.TagLevelScale, scale)
	}
	return g
}

// TestComputerNamedFromTodaysLadder: whatever words or numbering a record
// kept, the computer is named by today's ladder in the reader's language.
func TestComputerNamedFromTodaysLadder(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    *game.Game
		want map[string]string // by language
	}{
		{"a record of today: level 7 of scale 2", record("Computer: amateur", "7", "2"),
			map[string]string{"en": "Computer (2nd rank)", "ru": "Компьютер (2-й разряд)", "kk": "Компьютер (2-разряд)"}},
		{"a record of the seven levels: level 3 is today's 7", record("Computer: amateur", "3", ""),
			map[string]string{"en": "Computer (2nd rank)", "ru": "Компьютер (2-й разряд)"}},
		{"the seven levels' level 2 is today's novice, whatever the key", record("Computer: novice", "2", "1"),
			map[string]string{"en": "Computer (3rd rank)", "ru": "Компьютер (3-й разряд)"}},
		{"the number wins over a key the ladder lost", record("Computer: worldchampion", "7", "2"),
			map[string]string{"en": "Computer (2nd rank)"}},
		{"no Level tag: the key's level", record("Computer: club", "", ""),
			map[string]string{"en": "Computer (1st rank)", "ky": "Компьютер (1-разряд)"}},
		{"neither a known key nor a level", record("Computer: worldchampion", "", ""),
			map[string]string{"en": "Computer", "ru": "Компьютер"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for lang, want := range tc.want {
				loc, err := i18n.New(lang)
				if err != nil {
					t.Fatal(err)
				}
				if got := OfRecord(loc, tc.g, game.Black); got != want {
					t.Errorf("%s: %q, want %q", lang, got, want)
				}
				if got := OfRecord(loc, tc.g, game.White); got != loc.T("player.you") {
					t.Errorf("%s: the person is %q", lang, got)
				}
			}
		})
	}
}

func TestPlayer(t *testing.T) {
	loc, err := i18n.New("ru")
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		id    string
		level int
		want  string
	}{
		{players.You, 0, "Вы"},
		{players.First, 0, loc.T("player.human1")},
		{players.Second, 0, loc.T("player.human2")},
		{"Computer: amateur", 0, "Компьютер (2-й разряд)"},
		{"Computer: amateur", 8, "Компьютер (1-й разряд)"},  // the record's number
		{"Computer: amateur", 99, "Компьютер (2-й разряд)"}, // a number off the ladder: the key's
		{"Кажгалиев Темірлан", 0, "Кажгалиев Темірлан"},
		{"Computer", 0, "Computer"}, // another program's name, as it is
		{"", 0, ""},
	} {
		if got := Player(loc, tc.id, tc.level); got != tc.want {
			t.Errorf("Player(%q, %d) = %q, want %q", tc.id, tc.level, got, tc.want)
		}
	}
	if got := Today().RatedName(loc, 8); got != "1-й разряд (рейтинг ~1700)" {
		t.Errorf("RatedName(8) = %q", got)
	}
	if LevelOfKey("grandmaster") != 14 || LevelOfKey("worldchampion") != 0 {
		t.Error("LevelOfKey: the ladder's keys")
	}
}

package explorer

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
)

// TestRecentGamesNameThePlayers: the games listed name the players of the
// games played here in the reader's language, the computer by today's
// ladder (a game against "2nd rank" was listed as "Computer: amateur"),
// and other games' players as their records name them.
func TestRecentGamesNameThePlayers(t *testing.T) {
	for _, tc := range []struct {
		lang string
		gi   library.GameInfo
		want string
	}{
		{"en", library.GameInfo{Date: "2026.12.04", White: "You", Black: "Computer: amateur", Result: game.BlackWins},
			"2026.12.04  You – Computer (2nd rank)  0-1"},
		{"ru", library.GameInfo{Date: "2026.12.04", White: "Computer: club", Black: "You", Result: game.Draw},
			"2026.12.04  Компьютер (1-й разряд) – Вы  1/2-1/2"},
		{"kk", library.GameInfo{White: "Player 1", Black: "Player 2", Result: game.WhiteWins},
			"Бірінші ойыншы – Екінші ойыншы  1-0"},
		{"en", library.GameInfo{Date: "2018", White: "Кажгалиев Темірлан", Black: "", Result: game.Ongoing},
			"2018  Кажгалиев Темірлан – ?  *"},
	} {
		loc, err := i18n.New(tc.lang)
		if err != nil {
			t.Fatal(err)
		}
		if got := gameText(loc, tc.gi); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.lang, got, tc.want)
		}
	}
}

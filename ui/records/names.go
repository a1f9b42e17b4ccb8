package records

import (
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
)

// playerName localizes a player tag: the stable ids of this program (the
// computer named by today's ladder), or a name from another program's
// record as it is.
func playerName(loc *i18n.Localizer, id string) string { return names.Player(loc, id, 0) }

// opponentOf returns the localized name of the person's opponent in a saved
// game: the computer's name, or the other player.
func opponentOf(loc *i18n.Localizer, white, black string) string {
	switch {
	case white == players.You:
		return playerName(loc, black)
	case black == players.You:
		return playerName(loc, white)
	}
	return playerName(loc, white) + " – " + playerName(loc, black)
}

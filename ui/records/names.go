package records

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// playerName localizes a player tag: the stable ids of this program, or a
// name from another program's record as it is.
func playerName(loc *i18n.Localizer, id string) string {
	switch id {
	case players.You:
		return loc.T("player.you")
	case players.First:
		return loc.T("player.human1")
	case players.Second:
		return loc.T("player.human2")
	}
	if key, ok := players.ComputerKey(id); ok {
		for _, l := range ai.Levels() {
			if l.Key == key {
				return loc.T("ui.player.computer_level", map[string]any{"Level": loc.T("level." + key)})
			}
		}
		return loc.T("player.computer")
	}
	return id
}

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

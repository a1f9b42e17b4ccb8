package ui

import (
	"strconv"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// computerName is the stable player id of the computer at a level.
func computerName(level int) string { return players.Computer(levelKey(level)) }

// levelKey returns the key of a level, such as "club".
func levelKey(level int) string {
	for _, l := range ai.Levels() {
		if l.Number == level {
			return l.Key
		}
	}
	return strconv.Itoa(level)
}

// clampLevel keeps a level within ai.Levels.
func clampLevel(level int) int {
	levels := ai.Levels()
	if level < 1 || level > len(levels) {
		return ai.DefaultLevel
	}
	return level
}

// levelName returns the localized name of a level.
func levelName(loc *i18n.Localizer, level int) string {
	return dialogs.LevelName(loc, level)
}

// tagGame writes the tags of a game played in this window (see
// players.Seats.Tag), naming the computer by its level's key.
func tagGame(g *game.Game, human [2]bool, level int, now time.Time) {
	players.Seats{Human: human, Level: level}.Tag(g, computerName(level), now)
}

// seatsOf reads who plays g (see players.Of), the level kept within
// ai.Levels.
func seatsOf(g *game.Game, level int) players.Seats {
	s := players.Of(g, level)
	s.Level = clampLevel(s.Level)
	return s
}

package session

import (
	"strconv"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
)

// ComputerName is the stable player id of the computer at a level.
func ComputerName(level int) string { return players.Computer(LevelKey(level)) }

// LevelKey returns the key of a level, such as "club".
func LevelKey(level int) string {
	for _, l := range ai.Levels() {
		if l.Number == level {
			return l.Key
		}
	}
	return strconv.Itoa(level)
}

// ClampLevel keeps a level within ai.Levels.
func ClampLevel(level int) int {
	levels := ai.Levels()
	if level < 1 || level > len(levels) {
		return ai.DefaultLevel
	}
	return level
}

// TagGame writes the tags of a game played in this window (see
// players.Seats.Tag), naming the computer by its level's key.
func TagGame(g *game.Game, human [2]bool, level int, now time.Time) {
	players.Seats{Human: human, Level: level}.Tag(g, ComputerName(level), now)
}

// seatsOf reads who plays g (see players.Of), the level kept within
// ai.Levels.
func seatsOf(g *game.Game, level int) players.Seats {
	s := players.Of(g, level)
	s.Level = ClampLevel(s.Level)
	return s
}

// Package names words who plays a game, in the reader's language: the
// person, the two players at one board, the computer at its level, or the
// name another program's record gives.
//
// A record keeps the computer's level as a number with its scale (the
// Level and LevelScale tags, see game/players) and a stable player id
// ("Computer: amateur"); the name shown always comes from today's ladder
// (ai.Levels) in the current language, never from words a record kept, so
// that a game played against "2nd rank" is "Computer (2nd rank)" in the
// cards, Saved games, the explorer's games, the result and the statistics
// alike, in new records and old ones.
package names

import (
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// Level is the name of a level of today's ladder ("2nd rank"); a number
// outside it gets the catalog's text for "level.<number>".
func Level(loc *i18n.Localizer, level int) string {
	if l, ok := ladder(level); ok {
		return loc.T("level." + l.Key)
	}
	return loc.T("level." + strconv.Itoa(level))
}

// RatedLevel names a level with its approximate rating, as the level
// picker shows it: "1st rank (rating ~1700)". A number outside the ladder
// gets the plain name.
func RatedLevel(loc *i18n.Localizer, level int) string {
	l, ok := ladder(level)
	if !ok {
		return Level(loc, level)
	}
	return loc.T("ui.level.rated", map[string]any{"Name": Level(loc, level), "Elo": l.Elo})
}

// Computer is the computer at a level of today's ladder, "Computer (2nd
// rank)"; at a level outside it (0: unknown), "Computer".
func Computer(loc *i18n.Localizer, level int) string {
	if _, ok := ladder(level); !ok {
		return loc.T("player.computer")
	}
	return loc.T("ui.player.computer_level", map[string]any{"Level": Level(loc, level)})
}

// Player names the player of a record's White or Black tag, id: the stable
// ids of this program ("You", "Player 1", "Computer: <key>") in the
// reader's language, any other name as it is ("" for none). level is the
// computer's level on players.LevelScale that the record keeps (its Level
// tag, see players.Level), 0 when unknown: the computer is then named by
// the level its id's key has on today's ladder.
func Player(loc *i18n.Localizer, id string, level int) string {
	switch id {
	case players.You:
		return loc.T("player.you")
	case players.First:
		return loc.T("player.human1")
	case players.Second:
		return loc.T("player.human2")
	}
	key, ok := players.ComputerKey(id)
	if !ok {
		return id
	}
	if _, known := ladder(level); !known {
		level = LevelOfKey(key)
	}
	return Computer(loc, level)
}

// OfRecord names the player of side in g: its White or Black tag, the
// computer named by the level g keeps (Player).
func OfRecord(loc *i18n.Localizer, g *game.Game, side game.Side) string {
	tag := game.TagWhite
	if side == game.Black {
		tag = game.TagBlack
	}
	level, _ := players.Level(g)
	return Player(loc, g.Tag(tag), level)
}

// LevelOfKey returns the number on today's ladder of the level whose key
// (such as "amateur") a player id holds, 0 for a key the ladder does not
// have.
func LevelOfKey(key string) int {
	for _, l := range ai.Levels() {
		if l.Key == key {
			return l.Number
		}
	}
	return 0
}

// ladder returns level on today's ladder, if it is one.
func ladder(level int) (ai.Level, bool) {
	for _, l := range ai.Levels() {
		if l.Number == level {
			return l, true
		}
	}
	return ai.Level{}, false
}

// Package names words who plays a game, in the reader's language: the
// person, the two players at one board, the computer at its level, or the
// name another program's record gives.
//
// A record keeps the computer's level as a number with its scale (the
// Level and LevelScale tags, see game/players) and a stable player id
// ("Computer: amateur"); the name shown always comes from today's ladder
// (Today, the engine's ai.Levels) in the current language, never from
// words a record kept, so that a game played against "2nd rank" is
// "Computer (2nd rank)" in the cards, Saved games, the explorer's games,
// the result and the statistics alike, in new records and old ones. The
// levels themselves are named by dialogs.Ladder, which the dialogs are
// handed as data.
package names

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// Today is today's ladder (ai.Levels) as the dialogs name it.
func Today() dialogs.Ladder {
	levels := ai.Levels()
	l := make(dialogs.Ladder, len(levels))
	for i, lv := range levels {
		l[i] = dialogs.Level{Number: lv.Number, Key: lv.Key, Elo: lv.Elo}
	}
	return l
}

// Level is the name of a level of today's ladder ("2nd rank").
func Level(loc *i18n.Localizer, level int) string { return Today().Name(loc, level) }

// Levels names the levels of today's ladder in loc's language, the
// weakest first: About counts and names them.
func Levels(loc *i18n.Localizer) []string {
	ladder := Today()
	names := make([]string, len(ladder))
	for i, lv := range ladder {
		names[i] = ladder.Name(loc, lv.Number)
	}
	return names
}

// Computer is the computer at a level of today's ladder, "Computer (2nd
// rank)"; at a level outside it (0: unknown), "Computer".
func Computer(loc *i18n.Localizer, level int) string {
	if !onLadder(level) {
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
	if !onLadder(level) {
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

// onLadder reports whether level is a level of today's ladder.
func onLadder(level int) bool { return level >= 1 && level <= len(ai.Levels()) }

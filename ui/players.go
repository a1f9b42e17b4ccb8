package ui

import (
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// Values of the record tags the session writes. Player names are stable
// ids, localized when shown: a record saved in Kazakh reads the same in
// English.
const (
	playerYou      = "You"
	playerFirst    = "Player 1"
	playerSecond   = "Player 2"
	computerPrefix = "Computer: " // followed by the level's key
)

// computerName is the stable player id of the computer at a level.
func computerName(level int) string { return computerPrefix + levelKey(level) }

// levelKey returns the key of a level, such as "club".
func levelKey(level int) string {
	for _, l := range ai.Levels() {
		if l.Number == level {
			return l.Key
		}
	}
	return strconv.Itoa(level)
}

// levelByKey returns the level of a key, 0 if none.
func levelByKey(key string) int {
	for _, l := range ai.Levels() {
		if l.Key == key {
			return l.Number
		}
	}
	return 0
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
	return loc.T("level." + levelKey(level))
}

// playerName localizes a player tag: the stable ids of this program, or a
// name from another program's record as it is.
func playerName(loc *i18n.Localizer, id string) string {
	switch {
	case id == playerYou:
		return loc.T("player.you")
	case id == playerFirst:
		return loc.T("player.human1")
	case id == playerSecond:
		return loc.T("player.human2")
	case strings.HasPrefix(id, computerPrefix):
		if level := levelByKey(strings.TrimPrefix(id, computerPrefix)); level > 0 {
			return loc.T("ui.player.computer_level", map[string]any{"Level": levelName(loc, level)})
		}
		return loc.T("player.computer")
	}
	return id
}

// tagGame writes the tags of a game played in this window.
func tagGame(g *game.Game, human [2]bool, level int, now time.Time) {
	if g.Tag(game.TagDate) == "" {
		g.SetTag(game.TagDate, now.Format("2006.01.02"))
	}
	names := [2]string{playerYou, computerName(level)}
	switch {
	case human[game.White] && human[game.Black]:
		names = [2]string{playerFirst, playerSecond}
	case human[game.Black]:
		names = [2]string{computerName(level), playerYou}
	}
	g.SetTag(storage.TagHumanSide, humanSideValue(human))
	g.SetTag(game.TagWhite, names[game.White])
	g.SetTag(game.TagBlack, names[game.Black])
	g.SetTag(storage.TagLevel, strconv.Itoa(level))
}

// humanSideValue is the HumanSide tag of who plays.
func humanSideValue(human [2]bool) string {
	switch {
	case human[game.White] && human[game.Black]:
		return storage.HumanBoth
	case human[game.Black]:
		return storage.HumanBlack
	}
	return storage.HumanWhite
}

// ownGame reports whether g was played in this window (it carries the
// tags the session writes).
func ownGame(g *game.Game) bool {
	switch g.Tag(storage.TagHumanSide) {
	case storage.HumanWhite, storage.HumanBlack, storage.HumanBoth:
		return true
	}
	return false
}

// resumable reports whether an autosave can be resumed as it is.
func resumable(g *game.Game) bool {
	p := g.Position()
	return ownGame(g) && !p.Over() && g.Result() == game.Ongoing
}

// sidesOf reads who plays which side and the level from the tags of a game
// played in this window; other records give the person the side to move
// against the computer at level.
func sidesOf(g *game.Game, level int) ([2]bool, int) {
	if l, err := strconv.Atoi(g.Tag(storage.TagLevel)); err == nil {
		level = l
	}
	level = clampLevel(level)
	switch g.Tag(storage.TagHumanSide) {
	case storage.HumanWhite:
		return [2]bool{true, false}, level
	case storage.HumanBlack:
		return [2]bool{false, true}, level
	case storage.HumanBoth:
		return [2]bool{true, true}, level
	}
	var human [2]bool
	human[g.Position().ToMove] = true
	return human, level
}

// opponentOf returns the localized name of the person's opponent in a saved
// game: the computer's name, or the other player.
func opponentOf(loc *i18n.Localizer, white, black string) string {
	switch {
	case white == playerYou:
		return playerName(loc, black)
	case black == playerYou:
		return playerName(loc, white)
	}
	return playerName(loc, white) + " – " + playerName(loc, black)
}

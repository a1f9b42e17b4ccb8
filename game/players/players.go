// Package players holds the conventions of the records this program writes
// about who plays them: the stable player ids, the HumanSide and Level tags,
// and reading them back to resume or continue a game.
//
// The ids are stable and not localized (a record saved in Kazakh reads the
// same in English); the window translates them when it shows them. Like
// package game it is pure: the computer's level is a number and its name a
// key given by the caller (the levels themselves are the engine's).
package players

import (
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Tags this program writes in its records beside the standard ones
// (game.TagWhite, game.TagBlack, game.TagDate, game.TagResult).
const (
	TagHumanSide = "HumanSide" // HumanWhite, HumanBlack or HumanBoth
	TagLevel     = "Level"     // the computer's level, "1".."14"
	// TagLevelScale is the numbering of the Level tag: absent or "1" in
	// records of the seven levels before the ladder (levels 1..7), "2" since.
	TagLevelScale = "LevelScale"
)

// LevelScale is the numbering of the levels this program writes.
const LevelScale = 2

// levelsScale1 are the levels 1..7 of scale 1 on scale 2: the same players
// (the engine's ladder keeps them and adds blends between them).
var levelsScale1 = [...]int{1, 6, 7, 8, 9, 10, 14}

// LevelOnScale returns the number on LevelScale of the level numbered level
// on scale: on scale 1 (the seven levels before the ladder) the level that
// plays as it did; on LevelScale, or on a scale or at a level this program
// does not know, level itself.
func LevelOnScale(level, scale int) int {
	if scale == 1 && level >= 1 && level <= len(levelsScale1) {
		return levelsScale1[level-1]
	}
	return level
}

// Level reads the computer's level of g on LevelScale from its Level and
// LevelScale tags, and whether g has a Level tag.
func Level(g *game.Game) (int, bool) { return LevelOfTags(g.Tag(TagLevel), g.Tag(TagLevelScale)) }

// LevelOfTags reads the computer's level on LevelScale from the values of
// a record's Level and LevelScale tags ("" for one absent), and whether
// the Level tag holds one.
func LevelOfTags(level, scale string) (int, bool) {
	l, err := strconv.Atoi(level)
	if err != nil {
		return 0, false
	}
	sc := 1
	if v, err := strconv.Atoi(scale); err == nil {
		sc = v
	}
	return LevelOnScale(l, sc), true
}

// Values of TagHumanSide.
const (
	HumanWhite = "white"
	HumanBlack = "black"
	HumanBoth  = "both" // two players at one board
)

// Player ids in the White and Black tags.
const (
	You            = "You"        // the person, against the computer
	First          = "Player 1"   // White, when two people play
	Second         = "Player 2"   // Black, when two people play
	ComputerPrefix = "Computer: " // followed by the level's key: see Computer
)

// Computer returns the player id of the computer at the level whose key
// (such as "club") is given.
func Computer(key string) string { return ComputerPrefix + key }

// ComputerKey returns the level key of a computer's player id, and whether
// id is one.
func ComputerKey(id string) (key string, ok bool) {
	if key, ok = strings.CutPrefix(id, ComputerPrefix); !ok {
		return "", false
	}
	return key, true
}

// Seats says who plays a game: a person on each side Human marks, the
// computer at Level on the others.
type Seats struct {
	Human [2]bool // indexed by game.Side
	Level int     // the computer's level on LevelScale, 1..14
}

// HumanSide returns the value of the HumanSide tag for s.
func (s Seats) HumanSide() string {
	switch {
	case s.Human[game.White] && s.Human[game.Black]:
		return HumanBoth
	case s.Human[game.Black]:
		return HumanBlack
	}
	return HumanWhite
}

// Names returns the player ids of White and Black; computer is the
// computer's id (see Computer).
func (s Seats) Names(computer string) [2]string {
	switch {
	case s.Human[game.White] && s.Human[game.Black]:
		return [2]string{First, Second}
	case s.Human[game.Black]:
		return [2]string{computer, You}
	}
	return [2]string{You, computer}
}

// TagSides writes the HumanSide, Level and LevelScale tags of s into g.
func (s Seats) TagSides(g *game.Game) {
	g.SetTag(TagHumanSide, s.HumanSide())
	g.SetTag(TagLevel, strconv.Itoa(s.Level))
	g.SetTag(TagLevelScale, strconv.Itoa(LevelScale))
}

// Tag writes the tags of a game played in this program: the date (now, if
// g has none), HumanSide, Level and the player ids; computer is the
// computer's id (see Computer).
func (s Seats) Tag(g *game.Game, computer string, now time.Time) {
	if g.Tag(game.TagDate) == "" {
		g.SetTag(game.TagDate, now.Format("2006.01.02"))
	}
	names := s.Names(computer)
	s.TagSides(g)
	g.SetTag(game.TagWhite, names[game.White])
	g.SetTag(game.TagBlack, names[game.Black])
}

// Own reports whether g was played in this program: it carries a HumanSide
// tag this program writes.
func Own(g *game.Game) bool {
	switch g.Tag(TagHumanSide) {
	case HumanWhite, HumanBlack, HumanBoth:
		return true
	}
	return false
}

// Resumable reports whether an autosaved g can be resumed as it is: a game
// of this program that is not over.
func Resumable(g *game.Game) bool {
	p := g.Position()
	return Own(g) && !p.Over() && g.Result() == game.Ongoing
}

// Of reads who plays g from its tags. A record of this program gives its
// sides; any other gives the person the side to move. level is the
// computer's level when the record has no Level tag; a Level tag of an
// older scale is read on LevelScale (see Level). The level read is not
// checked against the levels there are.
func Of(g *game.Game, level int) Seats {
	if l, ok := Level(g); ok {
		level = l
	}
	s := Seats{Level: level}
	switch g.Tag(TagHumanSide) {
	case HumanWhite:
		s.Human = [2]bool{true, false}
	case HumanBlack:
		s.Human = [2]bool{false, true}
	case HumanBoth:
		s.Human = [2]bool{true, true}
	default:
		s.Human[g.Position().ToMove] = true
	}
	return s
}

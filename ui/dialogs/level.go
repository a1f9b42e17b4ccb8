package dialogs

import (
	"math"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// LevelName returns the localized name of a level of ai.Levels ("level."
// and the number for one outside them).
func LevelName(loc *i18n.Localizer, level int) string {
	key := strconv.Itoa(level)
	for _, l := range ai.Levels() {
		if l.Number == level {
			key = l.Key
		}
	}
	return loc.T("level." + key)
}

// RatedLevelName names a level with its approximate rating, as the level
// picker shows it: "Club player (rating ~1700)". A number outside the
// ladder gets the plain name.
func RatedLevelName(loc *i18n.Localizer, number int) string {
	levels := ai.Levels()
	if number < 1 || number > len(levels) {
		return LevelName(loc, number)
	}
	return loc.T("ui.level.rated", map[string]any{"Name": LevelName(loc, number), "Elo": levels[number-1].Elo})
}

// formatPercent writes a percentage rounded to a whole number.
func formatPercent(p float64) string {
	return strconv.Itoa(int(math.Round(p)))
}

package gameview

import (
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/commands"
)

// levelName returns the localized name of a level.
func levelName(loc *i18n.Localizer, level int) string {
	return commands.Ladder().Name(loc, level)
}

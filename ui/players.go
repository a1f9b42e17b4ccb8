package ui

import (
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// levelName returns the localized name of a level.
func levelName(loc *i18n.Localizer, level int) string {
	return dialogs.LevelName(loc, level)
}

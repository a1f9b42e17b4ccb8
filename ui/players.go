package ui

import (
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
)

// ladder is the computer's levels (ai.Levels) as the dialogs are handed
// them: they never ask the engine (names.Today).
func ladder() dialogs.Ladder { return names.Today() }

// levelName returns the localized name of a level.
func levelName(loc *i18n.Localizer, level int) string {
	return ladder().Name(loc, level)
}

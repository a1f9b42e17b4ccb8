package ui

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// ladder is the computer's levels (ai.Levels) as the dialogs are handed
// them: they never ask the engine.
func ladder() dialogs.Ladder {
	levels := ai.Levels()
	l := make(dialogs.Ladder, len(levels))
	for i, lv := range levels {
		l[i] = dialogs.Level{Number: lv.Number, Key: lv.Key, Elo: lv.Elo}
	}
	return l
}

// levelName returns the localized name of a level.
func levelName(loc *i18n.Localizer, level int) string {
	return ladder().Name(loc, level)
}

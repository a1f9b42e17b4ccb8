package dialogs

import (
	"fmt"
	"math"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
)

// LevelName returns the localized name of a level of today's ladder
// (names.Level).
func LevelName(loc *i18n.Localizer, level int) string { return names.Level(loc, level) }

// RatedLevelName names a level with its approximate rating, as the level
// picker shows it: "Club player (rating ~1700)" (names.RatedLevel).
func RatedLevelName(loc *i18n.Localizer, number int) string { return names.RatedLevel(loc, number) }

// formatPercent writes a percentage rounded to a whole number.
func formatPercent(p float64) string {
	return strconv.Itoa(int(math.Round(p)))
}

// SuggestedLevel returns the level whose rating is nearest the player's
// rating r, as New game suggests it.
func SuggestedLevel(r rating.Rating) int {
	levels := ai.Levels()
	elos := make([]int, len(levels))
	for i, l := range levels {
		elos[i] = l.Elo
	}
	return levels[max(0, rating.Nearest(r, elos))].Number
}

// RatingText is the player's rating as the statistics show it:
// "Your rating: 1520", marked provisional while it is uncertain.
func RatingText(loc *i18n.Localizer, r rating.Rating) string {
	key := "ladder.rating"
	if r.Provisional() {
		key = "ladder.rating_provisional"
	}
	return loc.T(key, map[string]any{"Rating": r.Rounded()})
}

// ProvisionalText says that a rating is still provisional and about how
// many more rated games settle it (rating.GamesToSettle); "" for a settled
// one.
func ProvisionalText(loc *i18n.Localizer, r rating.Rating) string {
	if !r.Provisional() {
		return ""
	}
	return loc.N("ladder.provisional.settle", r.GamesToSettle())
}

// RatingChangeText is a rated game's change of rating: "Rating: 1534 (+14)".
func RatingChangeText(loc *i18n.Localizer, before, after rating.Rating) string {
	return loc.T("ladder.change", map[string]any{"After": after.Rounded(), "Delta": fmt.Sprintf("%+d", after.Rounded()-before.Rounded())})
}

// ConfirmUnrated asks, before a take-back (hint false) or a hint (hint
// true) in a rated game, whether to go on: the game will then not be rated.
// yes runs when the player agrees.
func ConfirmUnrated(h *Host, hint bool, yes func()) {
	if hint {
		h.Confirm("ladder.confirm_hint", "menu.hint", yes)
		return
	}
	h.Confirm("ladder.confirm_undo", "menu.undo", yes)
}

// ConfirmUnratedScores asks, before the engine's scores of the moves (the
// opening explorer's) in a rated game, whether to go on, as ConfirmUnrated
// does before a hint: the game will then not be rated. yes runs when the
// player agrees.
func ConfirmUnratedScores(h *Host, yes func()) {
	h.Confirm("ladder.scores.confirm", "ladder.scores.show", yes)
}

// ConfirmUnratedReview asks, before the review of a saved game against the
// computer that is not over and still rated, whether to go on: a reviewed
// game is not rated afterwards, as after a hint. yes runs when the player
// agrees.
func ConfirmUnratedReview(h *Host, yes func()) {
	h.Confirm("ladder.review.confirm", "review.button", yes)
}

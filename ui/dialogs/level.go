package dialogs

import (
	"fmt"
	"math"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// Level is one level of the computer, as the dialogs name it: the dialogs
// are handed the engine's ladder (ai.Levels) as data and never ask the
// engine.
type Level struct {
	Number int    // 1.. the ladder's length
	Key    string // the i18n key "level.<Key>" names it
	Elo    int    // its approximate rating
}

// Ladder is the computer's levels, weakest first.
type Ladder []Level

// level returns the level numbered number.
func (l Ladder) level(number int) (Level, bool) {
	for _, lv := range l {
		if lv.Number == number {
			return lv, true
		}
	}
	return Level{}, false
}

// Name returns the localized name of a level ("level." and the number for
// one outside the ladder).
func (l Ladder) Name(loc *i18n.Localizer, number int) string {
	key := strconv.Itoa(number)
	if lv, ok := l.level(number); ok {
		key = lv.Key
	}
	return loc.T("level." + key)
}

// RatedName names a level with its approximate rating, as the level picker
// shows it: "Club player (rating ~1700)". A number outside the ladder gets
// the plain name.
func (l Ladder) RatedName(loc *i18n.Localizer, number int) string {
	lv, ok := l.level(number)
	if !ok {
		return l.Name(loc, number)
	}
	return loc.T("ui.level.rated", map[string]any{"Name": l.Name(loc, number), "Elo": lv.Elo})
}

// formatPercent writes a percentage rounded to a whole number.
func formatPercent(p float64) string {
	return strconv.Itoa(int(math.Round(p)))
}

// Suggested returns the level whose rating is nearest the player's rating
// r, as New game suggests it (0 for an empty ladder).
func (l Ladder) Suggested(r rating.Rating) int {
	if len(l) == 0 {
		return 0
	}
	elos := make([]int, len(l))
	for i, lv := range l {
		elos[i] = lv.Elo
	}
	return l[max(0, rating.Nearest(r, elos))].Number
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

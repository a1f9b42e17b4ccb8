package dialogs

import (
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// mistakeKeys are the catalog keys of the mistakes of a record.
var mistakeKeys = map[game.Mistake]string{
	game.MistakeTag:          "records.mistake_tag",
	game.MistakeVariant:      "records.mistake_variant",
	game.MistakeNotAMove:     "records.mistake_not_a_move",
	game.MistakeEmptyHole:    "records.mistake_empty_hole",
	game.MistakeGameOver:     "records.mistake_game_over",
	game.MistakeLanding:      "records.mistake_landing",
	game.MistakeSquare:       "records.mistake_square",
	game.MistakeRow:          "records.mistake_row",
	game.MistakeTuzdykMark:   "records.mistake_tuzdyk_mark",
	game.MistakeKazan:        "records.mistake_kazan",
	game.MistakeAfterResult:  "records.mistake_after_result",
	game.MistakeSecondResult: "records.mistake_second_result",
	game.MistakeResult:       "records.mistake_result",
}

// RecordMistake says what is wrong in a game of a record file, in the
// current language: the move, tag or result and what it should be. A
// mistake of no known kind is told in the record reader's English.
func RecordMistake(loc *i18n.Localizer, e *game.RecordError) string {
	key, ok := mistakeKeys[e.Kind]
	if !ok {
		return e.Msg
	}
	side := "side.white"
	if e.Side == game.Black {
		side = "side.black"
	}
	return loc.T(key, map[string]any{
		"Side": loc.T(side), "Move": e.Got, "Tag": e.Tag, "Want": e.Want, "Got": e.Got,
		"White": e.Score[game.White], "Black": e.Score[game.Black], "Error": e.Msg,
	})
}

package dialogs

import (
	"errors"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// TestRecordMistake: a record's mistakes are said in the player's
// language, with the move and what it should be; every kind in every
// language.
func TestRecordMistake(t *testing.T) {
	tests := []struct {
		record string
		en, ru string
	}{
		{"1. 76(11) *", "a mistake on line 1: White, 76(11): the kazan then holds 10", "ошибка в строке 1: Белые, 76(11): после хода в казане 10"},
		{"1. 75 *", "White, 75: the last stone lands in hole 6", "Белые, 75: последний кумалак ложится в лунку 6"},
		{"1. 76 a1h1 *", "a1h1: that hole is in the other row (Black to move)", "a1h1: эта лунка в другом ряду (ходят: Чёрные)"},
		{"[Event \"x\"]\n\n1. a1h1 *", "White, a1h1: the last stone lands on i1", "Белые, a1h1: последний кумалак ложится на поле i1"},
		{"[Variant \"Bestemshe\"]\n\n1. c1d2 *", "a mistake on line 1: a game of Bestemshe, not of togyz kumalak", "партия в Bestemshe, а не в тогызкумалак"},
		{"[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 1\"]\n\n1-0", "the game ends 81:81, so 1/2-1/2; the record says 1-0", "партия кончается со счётом 81:81, значит 1/2-1/2; в записи 1-0"},
	}
	locs := map[string]*i18n.Localizer{}
	for _, lang := range []string{"en", "ru", "kk", "ky"} {
		loc, err := i18n.New(lang)
		if err != nil {
			t.Fatal(err)
		}
		locs[lang] = loc
	}
	for _, tt := range tests {
		_, err := game.ParseGame(tt.record)
		var re *game.RecordError
		if !errors.As(err, &re) {
			t.Fatalf("%q: %v", tt.record, err)
		}
		if got := ProblemText(locs["en"], err); !strings.Contains(got, tt.en) {
			t.Errorf("en: %q, want %q in it", got, tt.en)
		}
		if got := ProblemText(locs["ru"], err); !strings.Contains(got, tt.ru) {
			t.Errorf("ru: %q, want %q in it", got, tt.ru)
		}
	}
	// Every kind has its words in every language, with its values in them.
	for kind := range mistakeKeys {
		e := &game.RecordError{Kind: kind, Side: game.Black, Tag: "FEN", Got: "98(12)", Want: "WANT", Score: [2]int{81, 81}, Msg: "english"}
		for lang, loc := range locs {
			got := RecordMistake(loc, e)
			if got == "" || strings.Contains(got, "records.mistake") || strings.Contains(got, "<no value>") {
				t.Errorf("%s kind %d: %q", lang, kind, got)
			}
		}
	}
	if got := RecordMistake(locs["ru"], &game.RecordError{Msg: "something else"}); got != "something else" {
		t.Errorf("a mistake of no kind: %q", got)
	}
}

package i18n

import (
	"strings"
	"testing"
	"unicode"
)

func TestToKazakhLatin(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Қазақша", "Qazaqşa"},
		{"Тоғызқұмалақ", "Toğyzqūmalaq"},
		{"Ойын ережесі", "Oiyn erejesı"},
		{"Маңдай", "Mañdai"},
		{"Көкмойын", "Kökmoiyn"},
		{"Әуесқой", "Äuesqoi"},
		{"Үйренуші", "Üirenuşı"},
		{"Іле", "Ile"},             // І is the dotless capital I
		{"Ирина", "İrina"},         // И is the dotted capital İ
		{"Йогурт", "İogurt"},       // so is Й
		{"позиция", "pozisia"},     // ц → s, я → ia
		{"компьютер", "kompiuter"}, // ь dropped, ю → iu
		{"Юлия", "İulia"},          // a capital that becomes two letters
		{"ЯҚ", "İAQ"},              // ... in a word of capitals
		{"чемпион", "şempion"},     // ч → ş
		{"ащы", "aşy"},             // щ → ş
		{"съезд", "sezd"},          // ъ dropped
		{"ёлка", "iolka"},          // ё → io
		{"Эмаль", "Emal"},          // э → e
		{"Һ һ Х х", "H h H h"},
		{"{{.Hole}}-отау (TFEN) «Жақсы» — 82", "{{.Hole}}-otau (TFEN) «Jaqsy» — 82"},
		{"", ""},
	}
	for _, tt := range tests {
		if got := ToKazakhLatin(tt.in); got != tt.want {
			t.Errorf("ToKazakhLatin(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestKazakhLatinTable: the table has every letter of the Kazakh Cyrillic
// alphabet (42) and every Cyrillic letter the Kazakh catalog and help use,
// and writes only letters of the 2021 Latin alphabet.
func TestKazakhLatinTable(t *testing.T) {
	const alphabet = "аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщъыіьэюя"
	if n := len([]rune(alphabet)); n != 42 || len(kazakhLatin) != 42 {
		t.Fatalf("the alphabet has %d letters, the table %d; want 42", n, len(kazakhLatin))
	}
	for _, r := range alphabet {
		latin, ok := kazakhLatin[r]
		if !ok {
			t.Errorf("no Latin spelling of %q", r)
		}
		for _, l := range latin {
			if !strings.ContainsRune(string(latinKazakh), l) {
				t.Errorf("%q is written %q: %q is not in the 2021 alphabet", r, latin, l)
			}
		}
	}
	l := mustNew(t, "kk")
	var texts []string
	for _, m := range loadCatalog(t, "kk") {
		for _, s := range m.forms {
			texts = append(texts, s)
		}
	}
	for _, page := range l.HelpPages() {
		texts = append(texts, l.Help(page))
	}
	seen := map[rune]bool{}
	for _, s := range texts {
		for _, r := range s {
			if unicode.Is(unicode.Cyrillic, r) {
				seen[unicode.ToLower(r)] = true
			}
		}
	}
	for r := range seen {
		if _, ok := kazakhLatin[r]; !ok {
			t.Errorf("the Kazakh texts use %q, which the table lacks", r)
		}
	}
	if len(seen) < 35 {
		t.Errorf("only %d Cyrillic letters seen in the Kazakh texts", len(seen))
	}

	// The help written in Latin letters keeps no Cyrillic either.
	if err := l.SetLang("kk-Latn"); err != nil {
		t.Fatal(err)
	}
	for _, page := range l.HelpPages() {
		if c := cyrillic(l.Help(page)); c != "" {
			t.Errorf("kk-Latn help %s: Cyrillic %q left", page, c)
		}
	}
}

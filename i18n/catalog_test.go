package i18n

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"maps"
	"path"
	"regexp"
	"slices"
	"strings"
	"testing"
	"text/template"
	"unicode"
)

// pluralForms are the keys that make a JSON object a message rather than a
// namespace (go-i18n's reserved keys that the catalogs may use).
var pluralForms = []string{"zero", "one", "two", "few", "many", "other"}

// formsNeeded are the CLDR plural forms of integer counts in each language.
var formsNeeded = map[string][]string{
	"en":      {"one", "other"},
	"ru":      {"one", "few", "many", "other"},
	"kk":      {"one", "other"},
	"kk-Latn": {"one", "other"},
	"ky":      {"one", "other"},
}

// message is one catalog entry: its forms ("other" only for a plain string)
// and whether it was written as a plural object.
type message struct {
	forms  map[string]string
	plural bool
}

// loadCatalog reads an embedded catalog and flattens it the way go-i18n does:
// an object holding plural keys is a message, any other object a namespace.
func loadCatalog(t *testing.T, tag string) map[string]message {
	t.Helper()
	lang, ok := languageOf(tag)
	if !ok {
		t.Fatalf("no language %q", tag)
	}
	data, _, err := catalogOf(lang)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	var raw map[string]any
	if err := dec.Decode(&raw); err != nil {
		t.Fatalf("%s.json: %v", tag, err)
	}
	out := make(map[string]message)
	var walk func(prefix string, v map[string]any)
	walk = func(prefix string, v map[string]any) {
		for k, val := range v {
			id := prefix + k
			switch x := val.(type) {
			case string:
				out[id] = message{forms: map[string]string{"other": x}}
			case map[string]any:
				if !slices.ContainsFunc(pluralForms, func(f string) bool { _, ok := x[f]; return ok }) {
					walk(id+".", x)
					continue
				}
				m := message{forms: make(map[string]string), plural: true}
				for f, s := range x {
					str, ok := s.(string)
					if !ok || !slices.Contains(pluralForms, f) {
						t.Errorf("%s.json: %s: form %q is not a plural form with a string", tag, id, f)
						continue
					}
					m.forms[f] = str
				}
				out[id] = m
			default:
				t.Errorf("%s.json: %s: unexpected %T", tag, id, val)
			}
		}
	}
	walk("", raw)
	return out
}

func loadAll(t *testing.T) map[string]map[string]message {
	t.Helper()
	cats := make(map[string]map[string]message)
	for _, lang := range Languages() {
		cats[lang.Tag] = loadCatalog(t, lang.Tag)
	}
	return cats
}

func TestCatalogsHaveSameKeys(t *testing.T) {
	cats := loadAll(t)
	ref := cats[DefaultLang]
	if len(ref) < 150 {
		t.Fatalf("en.json has only %d messages", len(ref))
	}
	for tag, cat := range cats {
		for id := range ref {
			if _, ok := cat[id]; !ok {
				t.Errorf("%s.json lacks %q", tag, id)
			}
		}
		for id := range cat {
			if _, ok := ref[id]; !ok {
				t.Errorf("%s.json has %q, which en.json lacks", tag, id)
			}
		}
	}
}

var placeholderRE = regexp.MustCompile(`{{-?\s*\.([A-Za-z_][A-Za-z0-9_]*)\s*-?}}`)

// placeholders returns the sorted set of {{.Name}} fields used in any form.
func placeholders(m message) []string {
	set := map[string]bool{}
	for _, s := range m.forms {
		for _, sub := range placeholderRE.FindAllStringSubmatch(s, -1) {
			set[sub[1]] = true
		}
	}
	return slices.Sorted(maps.Keys(set))
}

func TestCatalogPlaceholders(t *testing.T) {
	cats := loadAll(t)
	for id, ref := range cats[DefaultLang] {
		want := placeholders(ref)
		for tag, cat := range cats {
			m, ok := cat[id]
			if !ok {
				continue // reported by TestCatalogsHaveSameKeys
			}
			if got := placeholders(m); !slices.Equal(got, want) {
				t.Errorf("%s.json %q: placeholders %v, en.json has %v", tag, id, got, want)
			}
			for form, s := range m.forms {
				if _, err := template.New(id).Parse(s); err != nil {
					t.Errorf("%s.json %q (%s): %v", tag, id, form, err)
				}
				if strings.Count(s, "{{") != len(placeholderRE.FindAllString(s, -1)) {
					t.Errorf("%s.json %q (%s): a template action other than {{.Name}}: %q", tag, id, form, s)
				}
			}
		}
	}
}

func TestCatalogNoEmptyMessages(t *testing.T) {
	for tag, cat := range loadAll(t) {
		for id, m := range cat {
			if len(m.forms) == 0 {
				t.Errorf("%s.json %q has no forms", tag, id)
			}
			for form, s := range m.forms {
				if strings.TrimSpace(s) == "" {
					t.Errorf("%s.json %q (%s) is empty", tag, id, form)
				}
				if s != strings.TrimSpace(s) {
					t.Errorf("%s.json %q (%s) has leading or trailing space: %q", tag, id, form, s)
				}
			}
		}
	}
}

func TestCatalogPluralForms(t *testing.T) {
	cats := loadAll(t)
	plurals := 0
	for id, ref := range cats[DefaultLang] {
		if ref.plural {
			plurals++
		}
		for tag, cat := range cats {
			m, ok := cat[id]
			if !ok {
				continue
			}
			if m.plural != ref.plural {
				t.Errorf("%s.json %q: plural %v, en.json: plural %v", tag, id, m.plural, ref.plural)
				continue
			}
			if !m.plural {
				continue
			}
			need := formsNeeded[tag]
			for _, f := range need {
				if _, ok := m.forms[f]; !ok {
					t.Errorf("%s.json %q lacks the plural form %q", tag, id, f)
				}
			}
			for f := range m.forms {
				if !slices.Contains(need, f) {
					t.Errorf("%s.json %q has the form %q, which %s never uses", tag, id, f, tag)
				}
			}
			if !slices.Contains(placeholders(m), "Count") {
				t.Errorf("%s.json %q is plural but never shows {{.Count}}", tag, id)
			}
		}
	}
	if plurals < 5 {
		t.Errorf("only %d plural messages in en.json", plurals)
	}
}

// kazakhLetters are the letters of the Kazakh alphabet that Russian lacks.
var kazakhLetters = []rune("әғқңөұүһі")

// latinAllowed are Latin words a catalog may keep: file formats and names.
var latinAllowed = regexp.MustCompile(`\b(PGN|TFEN|FEN|PlayOK|PlayStrategy|PNG|GIF)\b`)

var (
	actionRE = regexp.MustCompile(`{{[^}]*}}`)
	urlRE    = regexp.MustCompile(`https?://\S+`)
)

// latin returns the Latin letters of s outside template actions, URLs and
// allowed words.
func latin(s string) string {
	s = actionRE.ReplaceAllString(s, "")
	s = urlRE.ReplaceAllString(s, "")
	s = latinAllowed.ReplaceAllString(s, "")
	var b strings.Builder
	for _, r := range s {
		if unicode.Is(unicode.Latin, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// kyrgyzLetters are the letters of the Kyrgyz alphabet that Russian lacks.
var kyrgyzLetters = []rune("ңөү")

// kazakhOnly are the Kazakh letters that neither Russian nor Kyrgyz has.
var kazakhOnly = []rune("әғқұһі")

// latinKazakh are the letters of the 2021 Latin alphabet of Kazakh.
var latinKazakh = []rune("aäbdefgğhıijklmnñoöpqrsştuūüvyz")

func TestCatalogScripts(t *testing.T) {
	cats := loadAll(t)
	for _, tag := range []string{"ru", "kk", "ky"} {
		for id, m := range cats[tag] {
			for form, s := range m.forms {
				if l := latin(s); l != "" {
					t.Errorf("%s.json %q (%s): Latin letters %q in %q", tag, id, form, l, s)
				}
				if tag == "ru" && strings.ContainsAny(s, string(kazakhLetters)) {
					t.Errorf("ru.json %q (%s): Kazakh letter in %q", id, form, s)
				}
				if tag == "ky" && strings.ContainsAny(s, string(kazakhOnly)) {
					t.Errorf("ky.json %q (%s): a Kazakh letter Kyrgyz does not have in %q", id, form, s)
				}
			}
		}
	}
	// Latin Kazakh: no Cyrillic left, and no Latin letter outside the
	// 2021 alphabet (file format names aside).
	for id, m := range cats["kk-Latn"] {
		for form, s := range m.forms {
			for _, r := range latinLetters(s) {
				if !slices.Contains(latinKazakh, unicode.ToLower(r)) && r != 'I' && r != 'İ' {
					t.Errorf("kk-Latn %q (%s): %q is not a letter of the Latin Kazakh alphabet: %q", id, form, r, s)
				}
			}
			if c := cyrillic(s); c != "" {
				t.Errorf("kk-Latn %q (%s): Cyrillic %q left in %q", id, form, c, s)
			}
		}
	}
	// Every letter of its own each language has must appear somewhere:
	// Kazakh's but the rare һ, Kyrgyz's ң ө ү, Latin Kazakh's ä ğ ı ñ ö ş ū ü.
	uses := map[string][]rune{"kk": kazakhLetters, "ky": kyrgyzLetters, "kk-Latn": []rune("äğıñöşūü")}
	for tag, letters := range uses {
		var all strings.Builder
		for _, m := range cats[tag] {
			for _, s := range m.forms {
				all.WriteString(s)
			}
		}
		for _, r := range letters {
			if r != 'һ' && !strings.ContainsRune(all.String(), r) {
				t.Errorf("%s never uses %q", tag, r)
			}
		}
	}
}

// latinLetters returns the Latin letters of s that latin reports, as runes.
func latinLetters(s string) []rune { return []rune(latin(s)) }

// cyrillic returns the Cyrillic letters of s.
func cyrillic(s string) string {
	var b strings.Builder
	for _, r := range s {
		if unicode.Is(unicode.Cyrillic, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// russianSpellings are game terms written with Russian letters where Kazakh
// has its own: they must not appear in Kazakh texts.
var russianSpellings = []string{"кумалак", "туздык", "тогыз", "казан", "кандыкакпан", "кокмойын", "мандай", "ат отпес"}

func TestKazakhTerms(t *testing.T) {
	check := func(where, s string) {
		low := strings.ToLower(s)
		for _, bad := range russianSpellings {
			if strings.Contains(low, bad) {
				t.Errorf("%s: Russian spelling %q in %q", where, bad, s)
			}
		}
	}
	cat := loadCatalog(t, "kk")
	for id, m := range cat {
		for _, s := range m.forms {
			check("kk.json "+id, s)
		}
	}
	l, err := New("kk")
	if err != nil {
		t.Fatal(err)
	}
	for _, page := range l.HelpPages() {
		check("help/kk/"+page+".md", l.Help(page))
	}

	want := map[string]string{
		"app.title":    "Тоғызқұмалақ",
		"board.kazan":  "Қазан",
		"board.tuzdyk": "Тұздық",
		"side.white":   "Бастаушы",
		"side.black":   "Қостаушы",
		"hole.name.1":  "Арт",
		"hole.name.2":  "Тектұрмас",
		"hole.name.3":  "Ат өтпес",
		"hole.name.4":  "Атсыратар",
		"hole.name.5":  "Бел",
		"hole.name.6":  "Белбасар",
		"hole.name.7":  "Қандықақпан",
		"hole.name.8":  "Көкмойын",
		"hole.name.9":  "Маңдай",
	}
	for id, w := range want {
		if got := l.T(id); got != w {
			t.Errorf("kk %s = %q, want %q", id, got, w)
		}
	}
	if got := l.N("stones", 5); got != "5 құмалақ" {
		t.Errorf("kk stones(5) = %q", got)
	}
}

func TestHelpPages(t *testing.T) {
	l, err := New(DefaultLang)
	if err != nil {
		t.Fatal(err)
	}
	pages := l.HelpPages()
	if len(pages) != 4 {
		t.Fatalf("HelpPages() = %v", pages)
	}
	// Words each language's page must use: real translations, real terms.
	words := map[string]map[string][]string{
		"en":      {"rules": {"tuzdyk", "kazan", "82", "81 : 81", "atsyrau", "hole 9", "time runs out", "81**"}, "strategy": {"tuzdyk"}, "notation": {"76(10)", "X", "TFEN", "[%clk 0:02:58]", "time forfeit"}, "tools": {"??", "162", "TFEN", "key A"}},
		"ru":      {"rules": {"туздык", "казан", "лунк", "82", "81 : 81", "атсырау", "проиграл по времени", "81**"}, "strategy": {"туздык"}, "notation": {"76(10)", "X", "TFEN", "[%clk 0:02:58]", "time forfeit"}, "tools": {"??", "162", "TFEN", "туздык"}},
		"kk":      {"rules": {"тұздық", "қазан", "отау", "82", "81 : 81", "атсырау", "Маңдай", "уақыт бойынша жеңіледі", "81**"}, "strategy": {"тұздық"}, "notation": {"76(10)", "X", "TFEN", "[%clk 0:02:58]", "time forfeit"}, "tools": {"??", "162", "TFEN", "тұздық"}},
		"kk-Latn": {"rules": {"tūzdyq", "qazan", "otau", "82", "81 : 81", "atsyrau", "Mañdai"}, "strategy": {"tūzdyq"}, "notation": {"76(10)", "X", "TFEN"}, "tools": {"??", "162", "TFEN", "tūzdyq"}},
		"ky":      {"rules": {"Тогуз коргоол", "туздук", "казан", "үй", "82", "81 : 81", "атсыз калуу", "Маңдай", "убакыт боюнча жеңилет", "81**"}, "strategy": {"туздук"}, "notation": {"76(10)", "X", "TFEN", "[%clk 0:02:58]", "time forfeit"}, "tools": {"??", "162", "TFEN", "туздук"}},
	}
	for _, lang := range Languages() {
		if err := l.SetLang(lang.Tag); err != nil {
			t.Fatal(err)
		}
		for _, page := range pages {
			md := l.Help(page)
			from, write := lang.source()
			data, err := helpPages.ReadFile("help/" + from + "/" + page + ".md")
			if err != nil {
				t.Errorf("%s/%s: %v", lang.Tag, page, err)
				continue
			}
			if write != nil {
				data = []byte(write(string(data)))
			}
			if md != string(data) {
				t.Errorf("Help(%q) in %s is not help/%s/%s.md", page, lang.Tag, from, page)
			}
			if !strings.HasPrefix(md, "# ") {
				t.Errorf("%s/%s.md does not start with a heading", lang.Tag, page)
			}
			if strings.Count(md, "```")%2 != 0 {
				t.Errorf("%s/%s.md has an unclosed code block", lang.Tag, page)
			}
			for _, w := range words[lang.Tag][page] {
				if !strings.Contains(md, w) {
					t.Errorf("%s/%s.md never mentions %q", lang.Tag, page, w)
				}
			}
			if lang.Tag != DefaultLang {
				en, _ := helpPages.ReadFile("help/en/" + page + ".md")
				if md == string(en) {
					t.Errorf("%s/%s.md is the English page", lang.Tag, page)
				}
			}
		}
	}
	if got := l.Help("no-such-page"); got != "" {
		t.Errorf("Help(no-such-page) = %q, want \"\"", got)
	}

	// No stray files: every embedded page is listed by HelpPages.
	err = fs.WalkDir(helpPages, "help", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		tag := path.Base(path.Dir(p))
		page := strings.TrimSuffix(path.Base(p), ".md")
		if !supported(tag) || !slices.Contains(pages, page) || path.Ext(p) != ".md" {
			t.Errorf("stray help file %s", p)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// drawable are the runes besides printable ASCII that texts may use: the
// Russian and Kazakh alphabets and a little punctuation. Fyne 2.7.1's
// NotoSans (text) and DejaVu Sans Mono (code blocks) draw all of them; a
// lookalike from another script, or a symbol such as U+2212 (minus) that
// NotoSans lacks, fails here.
var drawable = func() map[rune]bool {
	m := map[rune]bool{'\n': true}
	for r := rune(0x20); r < 0x7f; r++ {
		m[r] = true
	}
	for _, r := range "абвгдеёжзийклмнопрстуфхцчшщъыьэюя" + "әғқңөұүһі" + "äğıñöşūüi" + "«»—–…’“”№" {
		m[r] = true
		m[unicode.ToUpper(r)] = true
	}
	m['İ'] = true // the capital of Latin Kazakh's i (unicode.ToUpper gives I)
	return m
}()

func TestRunesDrawable(t *testing.T) {
	check := func(where, s string) {
		for _, r := range s {
			if !drawable[r] {
				t.Errorf("%s: %q (U+%04X) is not among the drawable runes", where, r, r)
			}
		}
	}
	l, err := New(DefaultLang)
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range Languages() {
		data, _, err := catalogOf(lang)
		if err != nil {
			t.Fatal(err)
		}
		check(lang.Tag+".json", string(data))
		check(lang.Tag+" name", lang.Name)
		if err := l.SetLang(lang.Tag); err != nil {
			t.Fatal(err)
		}
		for _, page := range l.HelpPages() {
			check(lang.Tag+" help "+page, l.Help(page))
		}
	}
	err = fs.WalkDir(helpPages, "help", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := helpPages.ReadFile(p)
		check(p, string(data))
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
}

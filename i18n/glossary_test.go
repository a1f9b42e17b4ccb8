package i18n

import (
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/cases"
)

// glossary is glossary.json: the game's terms and level names per language.
type glossary struct {
	Terms  []map[string]any    `json:"terms"`
	Levels []map[string]string `json:"levels"`
}

func loadGlossary(t *testing.T) glossary {
	t.Helper()
	data, err := os.ReadFile("glossary.json")
	if err != nil {
		t.Fatal(err)
	}
	var g glossary
	if err := json.Unmarshal(data, &g); err != nil {
		t.Fatalf("glossary.json: %v", err)
	}
	return g
}

// stems returns a term's stems in a language.
func stems(t *testing.T, term map[string]any, tag string) []string {
	t.Helper()
	list, ok := term[tag].([]any)
	if !ok || len(list) == 0 {
		t.Fatalf("glossary.json: %v has no stems in %s", term["id"], tag)
	}
	var out []string
	for _, v := range list {
		s, ok := v.(string)
		if !ok || s == "" {
			t.Fatalf("glossary.json: %v: a stem in %s is not a word: %v", term["id"], tag, v)
		}
		out = append(out, s)
	}
	return out
}

// glossRE matches a term of another language given as a gloss, in
// parentheses and italics: "лунок (*отау*)".
var glossRE = regexp.MustCompile(`\(\*[^*()]+\*\)`)

// languageTexts returns a language's catalog messages (every form; the
// lessons are among them) and help pages, in lower case by its rules,
// without template actions ({{.Hole}}) and glosses.
func languageTexts(t *testing.T, tag string) []string {
	t.Helper()
	lower := cases.Lower(textTag(tag))
	clean := func(s string) string {
		return lower.String(glossRE.ReplaceAllString(actionRE.ReplaceAllString(s, ""), ""))
	}
	var texts []string
	for _, m := range loadCatalog(t, tag) {
		for _, s := range m.forms {
			texts = append(texts, clean(s))
		}
	}
	l := mustNew(t, tag)
	for _, page := range l.HelpPages() {
		texts = append(texts, clean(l.Help(page)))
	}
	return texts
}

// startsWord reports whether stem starts a word somewhere in s.
func startsWord(s, stem string) bool {
	for i := 0; ; {
		j := strings.Index(s[i:], stem)
		if j < 0 {
			return false
		}
		at := i + j
		if at == 0 || !unicode.IsLetter(lastRune(s[:at])) {
			return true
		}
		i = at + len(stem)
	}
}

func lastRune(s string) rune {
	r := []rune(s)
	return r[len(r)-1]
}

// shared reports whether two stems are one word (one holds the other):
// Russian and Kyrgyz both say казан, Kazakh and Kyrgyz тарат-.
func shared(a, b string) bool { return strings.Contains(a, b) || strings.Contains(b, a) }

// TestGlossary: each language's texts use its own terms for the game's
// things and never another language's (no кумалак in Kyrgyz, no коргоол
// in Kazakh). A foreign stem is looked for at the start of words, and only
// if it has three letters or more (үй is also a Kazakh word).
func TestGlossary(t *testing.T) {
	g := loadGlossary(t)
	if len(g.Terms) < 8 || len(g.Levels) != 14 {
		t.Fatalf("glossary.json has %d terms and %d levels", len(g.Terms), len(g.Levels))
	}
	var tags []string
	for _, lang := range Languages() {
		tags = append(tags, lang.Tag)
	}
	texts := map[string]string{}
	for _, tag := range tags {
		texts[tag] = strings.Join(languageTexts(t, tag), "\n")
	}
	// Level names are terms too, each one word stem per language.
	type entry struct {
		id    string
		stems map[string][]string
	}
	var entries []entry
	for _, term := range g.Terms {
		e := entry{id: term["id"].(string), stems: map[string][]string{}}
		for _, tag := range tags {
			e.stems[tag] = stems(t, term, tag)
		}
		entries = append(entries, e)
	}
	for _, lv := range g.Levels {
		e := entry{id: "level." + lv["id"], stems: map[string][]string{}}
		for _, tag := range tags {
			e.stems[tag] = []string{cases.Lower(textTag(tag)).String(lv[tag])}
		}
		entries = append(entries, e)
	}
	for _, e := range entries {
		for _, tag := range tags {
			own := e.stems[tag]
			if !strings.Contains(texts[tag], own[0]) {
				t.Errorf("%s: the %s texts never use %q", e.id, tag, own[0])
			}
			for _, other := range tags {
				for _, foreign := range e.stems[other] {
					if len([]rune(foreign)) < 3 || slicesAny(own, func(s string) bool { return shared(s, foreign) }) {
						continue
					}
					if startsWord(texts[tag], foreign) {
						t.Errorf("%s: the %s texts use %q, the %s word", e.id, tag, foreign, other)
					}
				}
			}
		}
	}
}

func slicesAny(list []string, f func(string) bool) bool {
	for _, s := range list {
		if f(s) {
			return true
		}
	}
	return false
}

// TestGlossaryAgrees: the catalogs name the levels as the glossary does,
// and the Latin Kazakh terms are the Kazakh ones written in Latin letters.
func TestGlossaryAgrees(t *testing.T) {
	g := loadGlossary(t)
	for _, lang := range Languages() {
		l := mustNew(t, lang.Tag)
		for _, lv := range g.Levels {
			if got := l.T("level." + lv["id"]); got != lv[lang.Tag] {
				t.Errorf("%s level.%s = %q, the glossary says %q", lang.Tag, lv["id"], got, lv[lang.Tag])
			}
		}
	}
	for _, term := range g.Terms {
		kk, latin := stems(t, term, "kk"), stems(t, term, "kk-Latn")
		for i := range kk {
			if i >= len(latin) || ToKazakhLatin(kk[i]) != latin[i] {
				t.Errorf("%v: kk-Latn %q is not %q written in Latin letters", term["id"], latin, kk)
			}
		}
	}
}

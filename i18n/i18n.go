// Package i18n holds the game's texts in Kazakh (in the Cyrillic and the
// Latin alphabet), Kyrgyz, Russian and English and switches between them at
// run time.
//
// The catalogs are go-i18n JSON files embedded from locales/<tag>.json: a
// message is a string, or an object of plural forms (one, few, many, other);
// an object without those keys is a namespace whose keys are joined to its
// name with a dot. Help pages are markdown files embedded from
// help/<tag>/<page>.md. Latin Kazakh (kk-Latn) has neither: its catalog and
// pages are written from the Cyrillic Kazakh ones as they are read (see
// ToKazakhLatin).
//
// A Localizer is created with New and is safe for concurrent use. The window
// registers OnChange listeners and rebuilds its texts when SetLang switches
// the language.
package i18n

import (
	"embed"
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"

	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed locales/*.json
var locales embed.FS

// Language is a language the game speaks.
type Language struct {
	Tag  string // "en", "ru", "kk", "kk-Latn", "ky"
	Name string // the language's own name: "English", "Русский", "Қазақша"

	// from and write make a language out of another one's texts: Latin
	// Kazakh is Cyrillic Kazakh (from) written by ToKazakhLatin (write).
	from  string
	write func(string) string
}

// source returns the tag whose files hold the language's texts and the
// function that turns them into the language (nil: as they are).
func (l Language) source() (string, func(string) string) {
	if l.from != "" {
		return l.from, l.write
	}
	return l.Tag, nil
}

// DefaultLang is the language used when no other is asked for or found; its
// catalog is the reference the others are checked against.
const DefaultLang = "en"

// Languages returns the languages the game speaks, in menu order.
func Languages() []Language {
	return []Language{
		{Tag: "kk", Name: "Қазақша"},
		{Tag: "kk-Latn", Name: ToKazakhLatin("Қазақша"), from: "kk", write: ToKazakhLatin},
		{Tag: "ky", Name: "Кыргызча"},
		{Tag: "ru", Name: "Русский"},
		{Tag: "en", Name: "English"},
	}
}

// supported reports whether tag is one of Languages.
func supported(tag string) bool {
	_, ok := languageOf(tag)
	return ok
}

// languageOf returns the language of a tag.
func languageOf(tag string) (Language, bool) {
	langs := Languages()
	i := slices.IndexFunc(langs, func(l Language) bool { return l.Tag == tag })
	if i < 0 {
		return Language{}, false
	}
	return langs[i], true
}

// Detect picks the language from POSIX locale variables read through env
// (os.Getenv in the program): the first non-empty of LC_ALL, LC_MESSAGES and
// LANG decides, as in setlocale(3). "ru_RU.UTF-8" gives "ru", "kk_KZ" gives
// "kk", "ky_KG.UTF-8" gives "ky", and a Kazakh locale in the Latin script
// ("kk_KZ.UTF-8@latin", "kk-Latn-KZ") gives "kk-Latn"; "C", "POSIX" and
// languages the game does not speak give "en". Where none of them is set,
// as on Windows, the user's display languages decide (systemLanguages:
// GetUserPreferredUILanguages on Windows, none elsewhere).
func Detect(env func(string) string) string {
	for _, name := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		v := env(name)
		if v == "" {
			continue
		}
		if tag := localeLang(v); supported(tag) {
			return tag
		}
		return DefaultLang
	}
	return detectFrom(systemLanguages())
}

// detectFrom returns the first of a list of preferred languages (BCP 47
// names such as "ky-KG") that the game speaks, else DefaultLang.
func detectFrom(names []string) string {
	for _, name := range names {
		if tag := localeLang(name); supported(tag) {
			return tag
		}
	}
	return DefaultLang
}

// localeLang returns the language tag of a locale name such as
// "kk_KZ.UTF-8@cyrillic", "ru-RU" or "kk-Latn-KZ": the lower-case language
// part, with "-Latn" for Kazakh in the Latin script (a "Latn" subtag or the
// "@latin" modifier).
func localeLang(locale string) string {
	s := locale
	latin := false
	if i := strings.IndexByte(s, '@'); i >= 0 {
		latin = strings.EqualFold(s[i+1:], "latin")
		s = s[:i]
	}
	if i := strings.IndexByte(s, '.'); i >= 0 {
		s = s[:i]
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == '_' || r == '-' })
	if len(parts) == 0 {
		return ""
	}
	for _, p := range parts[1:] {
		latin = latin || strings.EqualFold(p, "Latn")
	}
	lang := strings.ToLower(parts[0]) // locale names are ASCII
	if lang == "kz" {                 // a common misspelling of Kazakh's code (KZ is the country)
		lang = "kk"
	}
	if lang == "kk" && latin {
		return "kk-Latn"
	}
	return lang
}

// Localizer translates message ids into the current language. It is safe for
// concurrent use.
type Localizer struct {
	// Set by New and never changed.
	locs map[string]*goi18n.Localizer // per language tag
	ids  map[string]map[string]bool   // message ids per language tag

	mu        sync.RWMutex
	tag       string
	listeners []listener
	nextID    int
}

type listener struct {
	id int
	f  func()
}

// New returns a Localizer speaking the language tag, one of Languages. It
// fails for an unknown tag, or if an embedded catalog cannot be parsed.
func New(tag string) (*Localizer, error) {
	if !supported(tag) {
		return nil, fmt.Errorf("i18n: unknown language %q", tag)
	}
	bundle := goi18n.NewBundle(language.Make(DefaultLang))
	l := &Localizer{
		locs: make(map[string]*goi18n.Localizer),
		ids:  make(map[string]map[string]bool),
		tag:  tag,
	}
	for _, lang := range Languages() {
		data, path, err := catalogOf(lang)
		if err != nil {
			return nil, err
		}
		file, err := bundle.ParseMessageFileBytes(data, path)
		if err != nil {
			return nil, fmt.Errorf("i18n: catalog %s: %w", path, err)
		}
		ids := make(map[string]bool, len(file.Messages))
		for _, m := range file.Messages {
			ids[m.ID] = true
		}
		l.ids[lang.Tag] = ids
	}
	for _, lang := range Languages() {
		l.locs[lang.Tag] = goi18n.NewLocalizer(bundle, lang.Tag)
	}
	return l, nil
}

// catalogOf returns the go-i18n JSON catalog of a language and its path,
// whose base name (kk-Latn.json) gives go-i18n the language: the embedded
// file, or for a language made from another, that one's file rewritten.
// Message ids and template actions are ASCII, so writing the whole file
// changes only the texts.
func catalogOf(lang Language) (data []byte, path string, err error) {
	from, write := lang.source()
	src := "locales/" + from + ".json"
	data, err = locales.ReadFile(src)
	if err != nil {
		return nil, "", fmt.Errorf("i18n: catalog %s: %w", src, err)
	}
	if write == nil {
		return data, src, nil
	}
	return []byte(write(string(data))), "locales/" + lang.Tag + ".json", nil
}

// Lang returns the current language tag.
func (l *Localizer) Lang() string {
	l.mu.RLock()
	defer l.mu.RUnlock()
	return l.tag
}

// SetLang switches to the language tag and then calls every OnChange
// listener, in the order they were added, outside the Localizer's lock (a
// listener may call T). Setting the current language again calls nobody. An
// unknown tag is an error and changes nothing.
func (l *Localizer) SetLang(tag string) error {
	if !supported(tag) {
		return fmt.Errorf("i18n: unknown language %q", tag)
	}
	l.mu.Lock()
	if l.tag == tag {
		l.mu.Unlock()
		return nil
	}
	l.tag = tag
	listeners := slices.Clone(l.listeners)
	l.mu.Unlock()
	for _, ls := range listeners {
		ls.f()
	}
	return nil
}

// OnChange adds f to the functions SetLang calls after a switch. The returned
// function removes it; calling that more than once is harmless.
func (l *Localizer) OnChange(f func()) (remove func()) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.nextID++
	id := l.nextID
	l.listeners = append(l.listeners, listener{id: id, f: f})
	return func() {
		l.mu.Lock()
		defer l.mu.Unlock()
		l.listeners = slices.DeleteFunc(l.listeners, func(ls listener) bool { return ls.id == id })
	}
}

// T returns the message id in the current language, filled in with data
// ({{.Name}} takes data's "Name"; several maps are merged, later ones win).
// A message missing from the current language comes from the English
// catalog; an id missing everywhere is returned as it is, so that it shows.
func (l *Localizer) T(id string, data ...map[string]any) string {
	return l.localize(id, nil, merge(data))
}

// N is T for a message with plural forms: count chooses the form by the
// current language's rules and is available to the message as {{.Count}}.
func (l *Localizer) N(id string, count int, data ...map[string]any) string {
	d := merge(data)
	if d == nil {
		d = make(map[string]any, 1)
	}
	d["Count"] = count
	return l.localize(id, count, d)
}

func (l *Localizer) localize(id string, count any, data map[string]any) string {
	l.mu.RLock()
	loc := l.locs[l.tag]
	l.mu.RUnlock()
	cfg := &goi18n.LocalizeConfig{MessageID: id, PluralCount: count}
	if data != nil {
		cfg.TemplateData = data
	}
	msg, err := loc.Localize(cfg)
	if msg == "" && err != nil {
		return id
	}
	return msg
}

func merge(data []map[string]any) map[string]any {
	switch len(data) {
	case 0:
		return nil
	case 1:
		if data[0] == nil {
			return nil
		}
		return maps.Clone(data[0])
	}
	out := make(map[string]any)
	for _, d := range data {
		maps.Copy(out, d)
	}
	return out
}

// Has reports whether the English catalog, the reference, has the message id.
func (l *Localizer) Has(id string) bool { return l.ids[DefaultLang][id] }

// Keys returns every message id of the English catalog, sorted.
func (l *Localizer) Keys() []string {
	keys := make([]string, 0, len(l.ids[DefaultLang]))
	for id := range l.ids[DefaultLang] {
		keys = append(keys, id)
	}
	sort.Strings(keys)
	return keys
}

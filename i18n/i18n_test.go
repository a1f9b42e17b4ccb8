package i18n

import (
	"encoding/json"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

func mustNew(t *testing.T, tag string) *Localizer {
	t.Helper()
	l, err := New(tag)
	if err != nil {
		t.Fatalf("New(%q): %v", tag, err)
	}
	return l
}

func TestLanguages(t *testing.T) {
	want := map[string]string{"en": "English", "ru": "Русский", "kk": "Қазақша", "kk-Latn": "Qazaqşa", "ky": "Кыргызча"}
	langs := Languages()
	if len(langs) != len(want) {
		t.Fatalf("Languages() = %v", langs)
	}
	for _, lang := range langs {
		if want[lang.Tag] != lang.Name {
			t.Errorf("language %q named %q, want %q", lang.Tag, lang.Name, want[lang.Tag])
		}
		l := mustNew(t, lang.Tag)
		if l.Lang() != lang.Tag {
			t.Errorf("New(%q).Lang() = %q", lang.Tag, l.Lang())
		}
	}
}

func TestNewUnknownLanguage(t *testing.T) {
	for _, tag := range []string{"", "de", "EN", "kk_KZ", "ru-RU"} {
		l, err := New(tag)
		if err == nil || l != nil {
			t.Errorf("New(%q) = %v, %v; want an error", tag, l, err)
			continue
		}
		if !strings.Contains(err.Error(), `"`+tag+`"`) {
			t.Errorf("New(%q) error %q does not name the language", tag, err)
		}
	}
}

func TestT(t *testing.T) {
	tests := []struct {
		lang, id string
		data     []map[string]any
		want     string
	}{
		{"en", "menu.game", nil, "Game"},
		{"ru", "menu.game", nil, "Игра"},
		{"kk", "menu.game", nil, "Ойын"},
		{"en", "hint.suggest", []map[string]any{{"Hole": 5}}, "Hint: hole 5"},
		{"ru", "hint.suggest", []map[string]any{{"Hole": 5}}, "Подсказка: лунка 5"},
		{"kk", "hint.suggest", []map[string]any{{"Hole": 5}}, "Кеңес: 5-отау"},
		{"ky", "menu.game", nil, "Оюн"},
		{"ky", "app.title", nil, "Тогуз коргоол"},
		{"ky", "hint.suggest", []map[string]any{{"Hole": 5}}, "Кеңеш: 5-үй"},
		{"kk-Latn", "app.title", nil, "Toğyzqūmalaq"},
		{"kk-Latn", "hint.suggest", []map[string]any{{"Hole": 5}}, "Keñes: 5-otau"},
		{"kk-Latn", "menu.rules", nil, "Oiyn erejesı"},
		{"en", "status.score", []map[string]any{{"White": 10}, {"Black": 20}}, "10 : 20"},
		{"en", "status.score", []map[string]any{{"White": 1, "Black": 2}, {"Black": 3}}, "1 : 3"},
		{"ru", "about.version", []map[string]any{{"Version": "1.2.0", "Commit": "abc123"}}, "Версия 1.2.0 (abc123)"},
		{"kk", "error.load_file", []map[string]any{{"Path": "a.tgn", "Error": "x"}}, "a.tgn файлын оқу мүмкін болмады: x"},
		{"en", "no.such.key", nil, "no.such.key"},
		{"kk", "no.such.key", []map[string]any{{"A": 1}}, "no.such.key"},
		{"ru", "", nil, ""},
	}
	for _, tt := range tests {
		l := mustNew(t, tt.lang)
		if got := l.T(tt.id, tt.data...); got != tt.want {
			t.Errorf("%s T(%q, %v) = %q, want %q", tt.lang, tt.id, tt.data, got, tt.want)
		}
	}
}

func TestTDoesNotChangeData(t *testing.T) {
	l := mustNew(t, "en")
	data := map[string]any{"Name": "Bel", "Number": 5}
	l.N("hole.tooltip", 3, data)
	if _, ok := data["Count"]; ok || len(data) != 2 {
		t.Errorf("N changed the caller's map: %v", data)
	}
}

func TestPlurals(t *testing.T) {
	tests := []struct {
		lang, id string
		want     map[int]string
	}{
		{"en", "stones", map[int]string{0: "0 stones", 1: "1 stone", 2: "2 stones", 5: "5 stones", 21: "21 stones"}},
		{"ru", "stones", map[int]string{0: "0 кумалаков", 1: "1 кумалак", 2: "2 кумалака", 4: "4 кумалака", 5: "5 кумалаков",
			11: "11 кумалаков", 12: "12 кумалаков", 21: "21 кумалак", 22: "22 кумалака", 111: "111 кумалаков", 162: "162 кумалака"}},
		{"kk", "stones", map[int]string{1: "1 құмалақ", 2: "2 құмалақ", 5: "5 құмалақ", 21: "21 құмалақ"}},
		{"en", "moves", map[int]string{1: "1 move", 2: "2 moves", 5: "5 moves", 21: "21 moves"}},
		{"ru", "moves", map[int]string{1: "1 ход", 2: "2 хода", 5: "5 ходов", 21: "21 ход"}},
		{"kk", "moves", map[int]string{1: "1 жүріс", 2: "2 жүріс", 5: "5 жүріс", 21: "21 жүріс"}},
		{"ru", "result.moves", map[int]string{1: "за 1 ход", 3: "за 3 хода", 25: "за 25 ходов", 41: "за 41 ход"}},
		{"ru", "games", map[int]string{1: "1 партия", 2: "2 партии", 5: "5 партий", 21: "21 партия"}},
		{"en", "banner.capture", map[int]string{1: "Captured 1 stone", 2: "Captured 2 stones", 21: "Captured 21 stones"}},
		{"ru", "banner.capture", map[int]string{1: "Взят 1 кумалак", 2: "Взято 2 кумалака", 5: "Взято 5 кумалаков", 21: "Взят 21 кумалак"}},
	}
	for _, tt := range tests {
		l := mustNew(t, tt.lang)
		for n, want := range tt.want {
			if got := l.N(tt.id, n); got != want {
				t.Errorf("%s N(%q, %d) = %q, want %q", tt.lang, tt.id, n, got, want)
			}
		}
	}
}

func TestPluralWithData(t *testing.T) {
	tests := []struct {
		lang  string
		count int
		want  string
	}{
		{"en", 1, "Kandykakpan — hole 7, 1 stone"},
		{"en", 12, "Kandykakpan — hole 7, 12 stones"},
		{"ru", 1, "Кандыкакпан — лунка 7, 1 кумалак"},
		{"ru", 2, "Кандыкакпан — лунка 7, 2 кумалака"},
		{"ru", 5, "Кандыкакпан — лунка 7, 5 кумалаков"},
		{"ru", 21, "Кандыкакпан — лунка 7, 21 кумалак"},
		{"kk", 5, "Қандықақпан — 7-отау, 5 құмалақ"},
	}
	for _, tt := range tests {
		l := mustNew(t, tt.lang)
		name := l.T("hole.name.7")
		got := l.N("hole.tooltip", tt.count, map[string]any{"Name": name, "Number": 7})
		if got != tt.want {
			t.Errorf("%s tooltip(%d) = %q, want %q", tt.lang, tt.count, got, tt.want)
		}
	}
}

func TestSetLangAndListeners(t *testing.T) {
	l := mustNew(t, "en")
	var mu sync.Mutex
	var calls []string // "<listener>:<menu.game as the listener saw it>"
	listen := func(name string) func() {
		return func() {
			got := l.T("menu.game") // must not deadlock: listeners run outside the lock
			mu.Lock()
			calls = append(calls, name+":"+got)
			mu.Unlock()
		}
	}
	removeA := l.OnChange(listen("a"))
	l.OnChange(listen("b"))

	steps := []struct {
		lang    string
		wantErr bool
		remove  bool // remove listener a before this step
		want    []string
		wantT   string
	}{
		{lang: "ru", want: []string{"a:Игра", "b:Игра"}, wantT: "Игра"},
		{lang: "ru", want: nil, wantT: "Игра"}, // no change, nobody called
		{lang: "de", wantErr: true, want: nil, wantT: "Игра"},
		{lang: "kk", remove: true, want: []string{"b:Ойын"}, wantT: "Ойын"},
		{lang: "en", remove: true, want: []string{"b:Game"}, wantT: "Game"}, // removing twice is harmless
	}
	for i, st := range steps {
		if st.remove {
			removeA()
		}
		calls = nil
		done := make(chan error, 1)
		go func() { done <- l.SetLang(st.lang) }()
		var err error
		select {
		case err = <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("step %d: SetLang(%q) deadlocked", i, st.lang)
		}
		if (err != nil) != st.wantErr {
			t.Errorf("step %d: SetLang(%q) error %v, want error %v", i, st.lang, err, st.wantErr)
		}
		if err != nil && !strings.Contains(err.Error(), `"de"`) {
			t.Errorf("step %d: error %q does not name the language", i, err)
		}
		if !slices.Equal(calls, st.want) {
			t.Errorf("step %d: SetLang(%q) called %v, want %v", i, st.lang, calls, st.want)
		}
		if got := l.T("menu.game"); got != st.wantT {
			t.Errorf("step %d: T(menu.game) = %q, want %q", i, got, st.wantT)
		}
	}
}

func TestConcurrentUse(t *testing.T) {
	l := mustNew(t, "en")
	valid := map[string]bool{"Game": true, "Игра": true, "Ойын": true}
	stop := l.OnChange(func() { l.T("menu.view") })
	defer stop()
	var wg sync.WaitGroup
	errs := make(chan string, 4)
	for range 4 {
		wg.Go(func() {
			for range 300 {
				if got := l.T("menu.game"); !valid[got] {
					errs <- got
					return
				}
				l.N("stones", 5)
			}
		})
	}
	wg.Go(func() {
		for i := range 60 {
			_ = l.SetLang([]string{"ru", "kk", "en"}[i%3])
			remove := l.OnChange(func() {})
			remove()
		}
	})
	wg.Wait()
	close(errs)
	for got := range errs {
		t.Errorf("T during switching gave %q", got)
	}
}

func TestDetect(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "ru_RU.UTF-8"}, "ru"},
		{map[string]string{"LANG": "kk_KZ"}, "kk"},
		{map[string]string{"LANG": "kk_KZ.UTF-8@cyrillic"}, "kk"},
		{map[string]string{"LANG": "kz_KZ.UTF-8"}, "kk"},
		{map[string]string{"LANG": "RU-ru"}, "ru"},
		{map[string]string{"LANG": "ru"}, "ru"},
		{map[string]string{"LANG": "en_GB.UTF-8"}, "en"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "en"},
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "POSIX"}, "en"},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "kk_KZ.UTF-8"}, "kk"},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "kk_KZ", "LC_ALL": "en_US.UTF-8"}, "en"},
		{map[string]string{"LANG": "en_US.UTF-8", "LC_ALL": "ru_RU.UTF-8"}, "ru"},
		{map[string]string{"LANG": "kk_KZ.UTF-8", "LC_MESSAGES": "C"}, "en"},
		{map[string]string{"LANG": "kk_KZ.UTF-8", "LC_ALL": ""}, "kk"},
		{map[string]string{"LC_TIME": "ru_RU.UTF-8"}, "en"},
		{map[string]string{"LANG": "ky_KG.UTF-8"}, "ky"},
		{map[string]string{"LANG": "ky_KG"}, "ky"},
		{map[string]string{"LANG": "ky-KG"}, "ky"},
		{map[string]string{"LANG": "kk_KZ.UTF-8@latin"}, "kk-Latn"},
		{map[string]string{"LANG": "kk-Latn-KZ"}, "kk-Latn"},
		{map[string]string{"LANG": "kk_Latn_KZ.UTF-8"}, "kk-Latn"},
		{map[string]string{"LANG": "ru_RU.UTF-8@latin"}, "ru"},
		{map[string]string{"LANG": "uz_UZ.UTF-8@latin"}, "en"},
		{map[string]string{"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ky_KG.UTF-8"}, "ky"},
	}
	for _, tt := range tests {
		if got := Detect(func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("Detect(%v) = %q, want %q", tt.env, got, tt.want)
		}
	}
}

// TestDetectFrom: the languages of the Windows display list (BCP 47
// names, most preferred first) choose the first one the game speaks.
func TestDetectFrom(t *testing.T) {
	tests := []struct {
		names []string
		want  string
	}{
		{nil, "en"},
		{[]string{"ky-KG"}, "ky"},
		{[]string{"de-DE", "ky-KG", "ru-RU"}, "ky"},
		{[]string{"kk-KZ"}, "kk"},
		{[]string{"kk-Latn-KZ", "kk-KZ"}, "kk-Latn"},
		{[]string{"de-DE", "fr-FR"}, "en"},
		{[]string{"", "ru-RU"}, "ru"},
	}
	for _, tt := range tests {
		if got := detectFrom(tt.names); got != tt.want {
			t.Errorf("detectFrom(%q) = %q, want %q", tt.names, got, tt.want)
		}
	}
}

func TestHasAndKeys(t *testing.T) {
	l := mustNew(t, "kk")
	keys := l.Keys()
	if !slices.IsSorted(keys) || len(keys) < 150 {
		t.Fatalf("Keys() has %d keys, sorted %v", len(keys), slices.IsSorted(keys))
	}
	for _, id := range []string{"menu.game", "stones", "hole.name.9", "fyne.cancel", "dialog.new_game.title"} {
		if !l.Has(id) || !slices.Contains(keys, id) {
			t.Errorf("Has(%q) false or not in Keys()", id)
		}
	}
	if l.Has("menu") || l.Has("no.such.key") {
		t.Error("Has is true for a namespace or a missing key")
	}
}

func TestFyneCatalog(t *testing.T) {
	// Every fyne.* key is handed to Fyne, and every id handed over has a key.
	l := mustNew(t, "kk")
	mapped := map[string]bool{}
	for _, e := range fyneIDs() {
		mapped[e.key] = true
		if !l.Has(e.key) {
			t.Errorf("fyneIDs uses the missing key %q", e.key)
		}
	}
	for _, id := range l.Keys() {
		if strings.HasPrefix(id, "fyne.") && !mapped[id] {
			t.Errorf("catalog key %q is not handed to Fyne", id)
		}
	}
	tests := []struct{ lang, id, want string }{
		{"kk", "Cancel", "Бас тарту"},
		{"kk", "file.name", "Аты"},
		{"ru", "Open", "Открыть"},
		{"en", "Show Hidden Files", "Show Hidden Files"},
	}
	for _, tt := range tests {
		if err := l.SetLang(tt.lang); err != nil {
			t.Fatal(err)
		}
		var m map[string]string
		if err := json.Unmarshal(l.FyneCatalog(), &m); err != nil {
			t.Fatalf("%s FyneCatalog: %v", tt.lang, err)
		}
		if len(m) != len(fyneIDs()) {
			t.Errorf("%s FyneCatalog has %d entries, want %d", tt.lang, len(m), len(fyneIDs()))
		}
		if m[tt.id] != tt.want {
			t.Errorf("%s FyneCatalog[%q] = %q, want %q", tt.lang, tt.id, m[tt.id], tt.want)
		}
	}
}

func BenchmarkT(b *testing.B) {
	l, err := New("ru")
	if err != nil {
		b.Fatal(err)
	}
	data := map[string]any{"Name": "Бел", "Number": 5}
	for b.Loop() {
		l.N("hole.tooltip", 21, data)
	}
}

package ui

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// vocabulary returns the words of a language's catalog (every plural form)
// and help pages, in lower case by the language's rules.
func vocabulary(t *testing.T, tag string) map[string]bool {
	t.Helper()
	loc, err := i18n.New(tag)
	if err != nil {
		t.Fatal(err)
	}
	words := map[string]bool{}
	add := func(s string) {
		for _, w := range wordsOf(loc.Lower(s)) {
			words[w] = true
		}
	}
	for _, key := range loc.Keys() {
		add(loc.T(key))
		for _, n := range []int{1, 2, 5, 21} {
			add(loc.N(key, n))
		}
	}
	for _, page := range loc.HelpPages() {
		add(loc.Help(page))
	}
	return words
}

// wordsOf splits s into words: runs of letters.
func wordsOf(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
}

// TestEveryLanguageEveryScreen: with each mode beside the board in turn
// (the lessons, the puzzles, the position editor, the saved games) and every
// dialog open over it (the new-game dialog, statistics, about, shortcuts, the
// four help pages), switching through all five languages leaves no visible
// word of the language before: a word of the previous language that the new
// one does not use is a text that was not rebuilt.
func TestEveryLanguageEveryScreen(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	h.tapHole(game.White, 7)
	h.settle()
	openDialogs := func() int {
		runMenu(t, a, "menu.new")
		runMenu(t, a, "menu.statistics")
		runMenu(t, a, "menu.about")
		runMenu(t, a, "menu.shortcuts")
		for _, page := range a.loc.HelpPages() {
			runMenu(t, a, "help."+page)
		}
		return a.dialogs.Len()
	}
	modes := []struct {
		name string
		open func()
	}{
		{"lessons", func() { a.modes.Lessons() }},
		{"puzzles", func() { a.modes.Puzzles() }},
		{"editor", func() { a.modes.Editor() }},
		{"saved games", a.res.records.ShowSavedGames},
	}

	// The Language menu names each language in itself, in every language.
	names := map[string]bool{}
	for _, l := range i18n.Languages() {
		names[l.Name] = true
	}
	visible := func() []string {
		texts := []string{a.Window.Title()}
		for _, l := range menuLabels(a.Window.MainMenu()) {
			if !names[l] {
				texts = append(texts, l)
			}
		}
		texts = append(texts, objectTexts(a.Window.Content())...)
		for _, m := range a.dialogs.Modals() {
			texts = append(texts, modalText(m))
		}
		return texts
	}
	vocab := map[string]map[string]bool{}
	prev := "en"
	vocab[prev] = vocabulary(t, prev)
	for _, mode := range modes {
		mode.open()
		m := a.modes.Mode()
		if m == nil {
			t.Fatalf("%s: no mode open", mode.name)
		}
		opened := openDialogs()
		if opened < 8 {
			t.Fatalf("%s: only %d dialogs open", mode.name, opened)
		}
		for _, tag := range []string{"kk", "kk-Latn", "ky", "ru", "en"} {
			if vocab[tag] == nil {
				vocab[tag] = vocabulary(t, tag)
			}
			a.SetLanguage(tag)
			if a.dialogs.Len() != opened || a.modes.Mode() != m {
				t.Fatalf("%s, %s: %d dialogs open and mode %v, want %d and the %s", mode.name, tag, a.dialogs.Len(), a.modes.Mode(), opened, mode.name)
			}
			stale := map[string]bool{}
			own := 0
			for _, text := range visible() {
				for _, w := range wordsOf(a.loc.Lower(text)) {
					switch {
					case vocab[tag][w]:
						own++
					case vocab[prev][w] && !notText[w]:
						stale[w] = true
					}
				}
			}
			if len(stale) > 0 {
				t.Errorf("%s, %s after %s: words of %s still shown: %v", mode.name, tag, prev, prev, keysOf(stale))
			}
			if own < 400 {
				t.Errorf("%s, %s: only %d words of the language shown", mode.name, tag, own)
			}
			if title := m.Title(); !slices.Contains(objectTexts(a.Window.Content()), title) {
				t.Errorf("%s, %s: the mode's title %q is not shown above its panel", mode.name, tag, title)
			}
			t.Logf("%s, %s after %s: %d words of %s", mode.name, tag, prev, own, tag)
			prev = tag
		}
	}
}

// notText are words shown the same in every language that are not texts:
// the names printed on the Enter, End and S keys (the shortcuts: Enter,
// End, Ctrl+S) and the saves folder's name in the file dialog's path.
var notText = map[string]bool{"enter": true, "end": true, "s": true, "games": true}

func keysOf(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

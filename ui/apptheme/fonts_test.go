package apptheme

import (
	"bytes"
	"image"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/di"
	"github.com/go-text/typesetting/font"
	"github.com/go-text/typesetting/language"
	"github.com/go-text/typesetting/shaping"
	"golang.org/x/image/math/fixed"

	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
)

// glyphsOf shapes text as Fyne does (one run of its script) and returns
// the glyphs.
func glyphsOf(t *testing.T, data []byte, text string) []font.GID {
	t.Helper()
	face, err := font.ParseTTF(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	runes := []rune(text)
	in := shaping.Input{Text: runes, RunEnd: len(runes), Direction: di.DirectionLTR, Face: face,
		Size: fixed.I(14), Script: language.LookupScript(runes[0])}
	var ids []font.GID
	for _, g := range (&shaping.HarfbuzzShaper{}).Shape(in).Glyphs {
		ids = append(ids, g.GlyphID)
	}
	return ids
}

// TestWholeDottedLetters: in the fonts the theme gives, і keeps its own
// glyph (with the dot) in Kazakh words, as Fyne's own fonts do not.
func TestWholeDottedLetters(t *testing.T) {
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}} {
		orig := theme.DefaultTheme().Font(style).Content()
		fixedFont := wholeLetterFont(style)
		if fixedFont == nil {
			t.Fatalf("%+v: no font", style)
		}
		face, err := font.ParseTTF(bytes.NewReader(orig))
		if err != nil {
			t.Fatal(err)
		}
		dotted, _ := face.NominalGlyph('і')
		for _, word := range []string{"ережесі", "Тіл", "бірі"} {
			got := glyphsOf(t, fixedFont.Content(), word)
			before := glyphsOf(t, orig, word)
			t.Logf("%+v %s: %v (Fyne's font: %v)", style, word, got, before)
			for k, r := range []rune(word) {
				if r == 'і' && got[k] != dotted {
					t.Errorf("%+v %q: letter %d is glyph %d, want %d", style, word, k, got[k], dotted)
				}
			}
		}
	}
}

// TestKazakhTextDrawnWhole renders every Kazakh text of the catalog and the
// help with the window's theme, as menu items and labels draw it, and with
// Fyne's own text font, which drops the dot of і: the window's drawing
// must differ and carry more ink, at least a pixel more for every і.
func TestKazakhTextDrawnWhole(t *testing.T) {
	Apply(test.NewTempApp(t), "") // the window's theme
	loc, err := i18n.New("kk")
	if err != nil {
		t.Fatal(err)
	}
	var texts []string
	for _, key := range loc.Keys() {
		texts = append(texts, loc.T(key))
	}
	for _, page := range loc.HelpPages() {
		texts = append(texts, strings.Split(loc.Help(page), "\n")...)
	}
	render := func(text string, source fyne.Resource) (image.Image, int) {
		return renderText(text, fyne.TextStyle{}, 0, source)
	}
	checked := 0
	for _, text := range texts {
		dots := strings.Count(text, "і")
		if dots == 0 || len([]rune(text)) > 120 {
			continue
		}
		ours, inkOurs := render(text, nil)
		fynes, inkFyne := render(text, theme.DefaultTextFont())
		if changed, _ := golden.Diff(ours, fynes); changed == 0 || inkOurs < inkFyne+dots {
			t.Errorf("%q: %d pixels of ink, Fyne's font %d (%d pixels differ): the %d dots of і are not drawn",
				text, inkOurs, inkFyne, changed, dots)
		}
		checked++
	}
	if checked < 50 {
		t.Fatalf("only %d Kazakh texts with і checked", checked)
	}
	t.Logf("%d Kazakh texts drawn with every і whole", checked)
}

package apptheme

import (
	"bytes"
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"github.com/go-text/typesetting/font"

	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
)

// lettersOfOwn are the letters Kyrgyz (ң ө ү) and Latin Kazakh (ä ğ ñ ö ş
// ū ü ı İ and the dotted i) add to Russian and English, each with the
// letter it is drawn from, and words of the catalogs that use them.
var lettersOfOwn = []struct {
	letter, base rune
	words        []string
	shape        bool // a shape of its own rather than a mark on base: it need only differ
}{
	{'ң', 'н', []string{"Маңдай", "Жаңы оюн"}, false},
	{'Ң', 'Н', []string{"ҢА"}, false},
	{'ө', 'о', []string{"Көкмоюн", "Үйрөнчүк"}, false},
	{'Ө', 'О', []string{"Өчүрүү"}, false},
	{'ү', 'у', []string{"Үйрөнчүк", "үй"}, true},
	{'Ү', 'У', []string{"Үйлөрдүн аттары"}, true},
	{'ä', 'a', []string{"Äuesqoi", "älı"}, false},
	{'Ä', 'A', []string{"Äuesqoi"}, false},
	{'ğ', 'g', []string{"Toğyzqūmalaq"}, false},
	{'Ğ', 'G', []string{"ĞA"}, false},
	{'ñ', 'n', []string{"Mañdai", "Keñes"}, false},
	{'Ñ', 'N', []string{"ÑA"}, false},
	{'ö', 'o', []string{"Kökmoiyn"}, false},
	{'Ö', 'O', []string{"Ötes"}, false},
	{'ş', 's', []string{"Qazaqşa", "Şeber"}, false},
	{'Ş', 'S', []string{"Şeber"}, false},
	{'ū', 'u', []string{"Toğyzqūmalaq", "tūzdyq"}, false},
	{'Ū', 'U', []string{"Ūtu"}, false},
	{'ü', 'u', []string{"Üirenuşı", "jürıs"}, false},
	{'Ü', 'U', []string{"Üirenuşı"}, false},
	{'İ', 'I', []string{"İrina", "İAQ"}, false},
	{'i', 'ı', []string{"Oiyn", "kiris"}, false},
	{'ı', 'i', []string{"erejesı", "Tıl"}, true},
}

// TestOwnLettersDrawnWhole: every letter Kyrgyz and Latin Kazakh add has
// its own glyph in the window's text fonts, keeps it inside words (no
// substitution drops its mark, as Fyne's font did to і), and is drawn
// differently from the letter it is made from: ң, ө, ä, ğ, ñ, ö, ş, ū, ü,
// İ and i carry more ink than н, о, a, g, n, o, s, u, I and ı, and ү and ı
// are not drawn as у and i.
func TestOwnLettersDrawnWhole(t *testing.T) {
	Apply(test.NewTempApp(t), "") // the window's theme
	render := func(text string, style fyne.TextStyle) (image.Image, int) {
		return renderText(text, style, 24, nil)
	}
	for _, style := range []fyne.TextStyle{{}, {Bold: true}, {Italic: true}, {Bold: true, Italic: true}} {
		res := wholeLetterFont(style)
		if res == nil {
			t.Fatalf("%+v: no font", style)
		}
		face, err := font.ParseTTF(bytes.NewReader(res.Content()))
		if err != nil {
			t.Fatal(err)
		}
		for _, l := range lettersOfOwn {
			g, ok := face.NominalGlyph(l.letter)
			if !ok || g == 0 {
				t.Errorf("%+v: the font has no glyph for %q", style, l.letter)
				continue
			}
			for _, word := range l.words {
				got := glyphsOf(t, res.Content(), word)
				for k, r := range []rune(word) {
					if r == l.letter && (k >= len(got) || got[k] != g) {
						t.Errorf("%+v %q: letter %d %q is not its own glyph %d: %v", style, word, k, r, g, got)
					}
				}
			}
			img, ink := render(string(l.letter), style)
			baseImg, baseInk := render(string(l.base), style)
			if changed, _ := golden.Diff(img, baseImg); changed == 0 || (!l.shape && ink <= baseInk) {
				t.Errorf("%+v: %q has %d pixels of ink, %q %d (%d pixels differ): its mark is not drawn",
					style, l.letter, ink, l.base, baseInk, changed)
			}
		}
	}
}

// renderText draws text as the window's labels do (source nil: the
// theme's font for the style; size 0: the theme's text size) and returns
// the picture and its ink: the pixels that differ from the background.
func renderText(text string, style fyne.TextStyle, size float32, source fyne.Resource) (image.Image, int) {
	c := canvas.NewText(text, theme.Color(theme.ColorNameForeground))
	c.TextStyle = style
	c.FontSource = source
	if size > 0 {
		c.TextSize = size
	}
	w := test.NewWindow(c)
	defer w.Close()
	w.SetPadded(false)
	w.Resize(c.MinSize().Add(fyne.NewSize(4, 4)))
	img := w.Canvas().Capture()
	bg := img.At(0, 0)
	ink := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			if img.At(x, y) != bg {
				ink++
			}
		}
	}
	return img, ink
}

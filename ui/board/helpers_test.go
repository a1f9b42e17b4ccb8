package board

import (
	"flag"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/vectors"
)

// -shots=DIR writes extra renders (a large board, both themes) to DIR to look at.
var shotsDir = flag.String("shots", "", "write extra board renders to this directory")

func newLoc(t testing.TB, lang string) *i18n.Localizer {
	t.Helper()
	loc, err := i18n.New(lang)
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

// newTestBoard puts a new board in a test window of the given size, with a
// tooltip that shows at once and a hand-driven animation clock.
func newTestBoard(t testing.TB, size fyne.Size) (*Board, fyne.Window, *clock) {
	t.Helper()
	a := test.NewTempApp(t)
	a.Settings().SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	b := New(newLoc(t, "en"))
	b.tooltipDelay = 0
	c := &clock{}
	b.startAnim = c.start
	w := test.NewTempWindow(t, b)
	w.SetPadded(false)
	w.Resize(size)
	return b, w, c
}

// clock collects the animations a board starts so a test can tick them.
type clock struct {
	anims []*fyne.Animation
}

func (c *clock) start(a *fyne.Animation) { c.anims = append(c.anims, a) }

// tickAll advances every collected animation to progress p (0..1).
func (c *clock) tickAll(p float32) {
	for _, a := range c.anims {
		a.Tick(p)
	}
}

func render(t testing.TB, w fyne.Window) image.Image {
	t.Helper()
	return w.Canvas().Capture()
}

func writePNG(t testing.TB, path string, img image.Image) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}

// loadPositions returns every position of the first n recorded random games.
func loadPositions(t testing.TB, n int) []game.Position {
	t.Helper()
	games, err := vectors.Load("../../game/testdata/random-games.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	var out []game.Position
	for _, g := range games[:min(n, len(games))] {
		p := game.Start()
		out = append(out, p)
		for k, s := range g.Steps {
			next := p.Apply(game.Move(s.Move))
			if want := s.Position(); next != want {
				t.Fatalf("game %d step %d: Apply gives %s, record has %s", g.Seed, k, next.TFEN(), want.TFEN())
			}
			p = next
			out = append(out, p)
		}
	}
	return out
}

func mustTFEN(t testing.TB, s string) game.Position {
	t.Helper()
	p, err := game.ParseTFEN(s)
	if err != nil {
		t.Fatal(fmt.Errorf("parse %q: %w", s, err))
	}
	return p
}

func mouseAt(p fyne.Position) *desktop.MouseEvent {
	return &desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p, AbsolutePosition: p}}
}

// variantTheme is the default theme held to one variant.
type variantTheme struct {
	fyne.Theme
	v fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.v)
}

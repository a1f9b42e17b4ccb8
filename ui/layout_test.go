package ui

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// TestBoardLayout: the board's place takes the larger part of the area,
// beside the panel in a wide area and above it in a tall one, and does not
// depend on what the panel holds.
func TestBoardLayout(t *testing.T) {
	tests := []struct {
		size       fyne.Size
		tall       bool
		minBoardPx float32 // the board's place is at least this share of the area
	}{
		{fyne.NewSize(1000, 520), false, 0.7},
		{fyne.NewSize(1100, 600), false, 0.7},
		{fyne.NewSize(1600, 820), false, 0.7},
		{fyne.NewSize(3840, 2080), false, 0.85},
		{fyne.NewSize(800, 1120), true, 0.5},
	}
	for _, tt := range tests {
		board, panel := canvas.NewRectangle(nil), canvas.NewRectangle(nil)
		l := boardLayout{}
		for _, panelMin := range []fyne.Size{{}, fyne.NewSize(2000, 3000)} {
			panel.SetMinSize(panelMin)
			l.Layout([]fyne.CanvasObject{board, panel}, tt.size)
			b, p := board.Size(), panel.Size()
			if share := b.Width * b.Height / (tt.size.Width * tt.size.Height); share < tt.minBoardPx {
				t.Errorf("%v: the board's place is %.0f%% of the area", tt.size, 100*share)
			}
			if tt.tall {
				if b.Width != tt.size.Width || panel.Position().Y != b.Height || b.Height+p.Height != tt.size.Height {
					t.Errorf("%v tall: board %v, panel %v at %v", tt.size, b, p, panel.Position())
				}
			} else if b.Height != tt.size.Height || panel.Position().X != b.Width || b.Width+p.Width != tt.size.Width || p.Width < panelMinWidth {
				t.Errorf("%v wide: board %v, panel %v at %v", tt.size, b, p, panel.Position())
			}
			if b != l.split(tt.size) {
				t.Errorf("%v: the board's place depends on the panel's content", tt.size)
			}
		}
	}
}

// TestHeaderFitsContent: the header is one row in the game (the toolbar)
// and in a mode (the way back and the title), each exactly as tall as what
// it holds, and the board's place stays where it is when a mode opens and
// closes, in a wide window and in a tall one.
func TestHeaderFitsContent(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1000, 600), fyne.NewSize(1600, 900), fyne.NewSize(800, 1200)} {
		h := newHarness(t, harnessOptions{size: size})
		host := h.a.view.host
		h.capture()
		place := func() (fyne.Position, fyne.Size) { return host.boardSlot.Position(), host.boardSlot.Size() }
		gamePos, gameSize := place()
		shot(t, h.capture(), size, "the game")
		toolbar := host.gameHeader.MinSize().Height
		if got := host.header.Size().Height; got != toolbar {
			t.Errorf("%v: the game's header is %v tall, its toolbar %v", size, got, toolbar)
		}
		for _, open := range []struct {
			name string
			do   func()
		}{
			{"the lessons", func() { h.a.showLessons() }},
			{"the puzzles", func() { h.a.showPuzzles() }},
			{"the editor", func() { h.a.openEditor() }},
			{"the saved games", func() { h.a.records.ShowSavedGames(); h.settle() }},
			{"the endgame tables", func() { h.a.showTables() }},
		} {
			open.do()
			shot(t, h.capture(), size, open.name)
			row := host.modeHeader.MinSize().Height
			if got := host.header.Size().Height; got != row || row != toolbar {
				t.Errorf("%v, %s: the header is %v tall, its title bar %v, the game's toolbar %v", size, open.name, got, row, toolbar)
			}
			if p, s := place(); p != gamePos || s != gameSize {
				t.Errorf("%v, %s: the board's place is %v %v, the game's %v %v", size, open.name, p, s, gamePos, gameSize)
			}
			// The panel scrolls up and down only: what is wider than it is cut.
			if w, room := h.a.mode().Content().MinSize().Width, host.panelSlot.Size().Width; w > room {
				t.Errorf("%v, %s: the panel needs %v wide, it has %v", size, open.name, w, room)
			}
			h.a.closeMode()
			h.capture()
			if p, s := place(); p != gamePos || s != gameSize {
				t.Errorf("%v, after %s: the board's place is %v %v, was %v %v", size, open.name, p, s, gamePos, gameSize)
			}
		}
		h.close()
	}
}

// shot writes img, when the environment names a folder in UI_SHOTS, as
// WxH-name.png there: the screenshots of every mode at the three sizes that
// a change of the layout is looked at with (UI_SHOTS=/tmp/shots go test
// ./ui -run TestHeaderFitsContent).
func shot(t *testing.T, img image.Image, size fyne.Size, name string) {
	t.Helper()
	dir := os.Getenv("UI_SHOTS")
	if dir == "" {
		return
	}
	path := filepath.Join(dir, fmt.Sprintf("%vx%v-%s.png", size.Width, size.Height, strings.ReplaceAll(strings.TrimPrefix(name, "the "), " ", "-")))
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

// TestShrinkRow: in a row with room every object is as wide as its text, the
// spacer taking the rest; in a shorter one the objects give way in the
// order given, down to their minimum, and the row's minimum is theirs.
func TestShrinkRow(t *testing.T) {
	test.NewTempApp(t)
	label := func(text string) *widget.Label {
		l := widget.NewLabel(text)
		l.Truncation = fyne.TextTruncateEllipsis
		return l
	}
	fixed := canvas.NewRectangle(nil)
	fixed.SetMinSize(fyne.NewSize(100, 30))
	a, b, c := label("White 10 : 36 Black"), label("The computer is thinking"), label("depth 12, +1.25")
	row := shrinkRow{giveWay: []fyne.CanvasObject{c, b, a}}
	objects := []fyne.CanvasObject{fixed, a, b, c, layout.NewSpacer()}
	want := map[fyne.CanvasObject]float32{fixed: 100}
	full := float32(100)
	for _, l := range []*widget.Label{a, b, c} {
		want[l] = row.want(l)
		full += want[l]
		if want[l] <= l.MinSize().Width {
			t.Fatalf("%q wants %v, no more than its minimum %v", l.Text, want[l], l.MinSize().Width)
		}
	}
	pad := float32(3 * 4) // theme.Padding between the four shown
	width := func(o fyne.CanvasObject) float32 { return o.Size().Width }
	for _, tt := range []struct {
		name  string
		width float32
		check func() bool
	}{
		{"room", full + pad + 50, func() bool {
			return width(a) == want[a] && width(b) == want[b] && width(c) == want[c] && c.Position().X+width(c) <= full+pad
		}},
		{"the last gives way first", full + pad - 20, func() bool {
			return width(a) == want[a] && width(b) == want[b] && width(c) == want[c]-20
		}},
		{"then the next", full + pad - (want[c] - c.MinSize().Width) - 10, func() bool {
			return width(a) == want[a] && width(b) == want[b]-10 && width(c) == c.MinSize().Width
		}},
		{"all at their minimum", 0, func() bool {
			return width(fixed) == 100 && width(a) == a.MinSize().Width && width(b) == b.MinSize().Width && width(c) == c.MinSize().Width
		}},
	} {
		row.Layout(objects, fyne.NewSize(tt.width, 30))
		if !tt.check() {
			t.Errorf("%s (%v wide): %v %v %v, wanted %v %v %v", tt.name, tt.width, width(a), width(b), width(c), want[a], want[b], want[c])
		}
	}
	if m := row.MinSize(objects); m.Width != 100+a.MinSize().Width+b.MinSize().Width+c.MinSize().Width+pad || m.Height != max(30, a.MinSize().Height) {
		t.Errorf("minimum %v", m)
	}
}

// TestHeaderKeepsWindowNarrow: in every language, the game's header, with
// the longest texts it shows, is no wider than the least the board and the
// panel need: it never makes the window wider; and in the default window
// it shows its texts whole.
func TestHeaderKeepsWindowNarrow(t *testing.T) {
	for _, l := range i18n.Languages() {
		h := newHarness(t, harnessOptions{lang: l.Tag, size: fyne.NewSize(defaultWidth, defaultHeight)})
		v, loc := h.a.view, h.a.loc
		v.detail.SetText(loc.T("status.depth", map[string]any{"Depth": 12}) + ", " + formatScore(125))
		v.turn.SetText(loc.T("status.computer_thinking"))
		longest := ""
		for _, lv := range ai.Levels() {
			if s := loc.T("level.label", map[string]any{"Name": levelName(loc, lv.Number)}); len(s) > len(longest) {
				longest = s
			}
		}
		v.level.SetText(longest)
		v.activity.Show()
		h.capture()
		header, area := v.host.header.MinSize().Width, (boardLayout{}).MinSize([]fyne.CanvasObject{v.host.boardSlot, v.host.panelSlot}).Width
		if header > area {
			t.Errorf("%s: the header needs %v, the board and the panel %v", l.Tag, header, area)
		}
		if l.Tag == "en" {
			row := shrinkRow{}
			for _, lb := range []*widget.Label{v.score, v.turn, v.detail, v.level} {
				if lb.Size().Width < row.want(lb) {
					t.Errorf("%s: %q is cut in the default window (%v of %v)", l.Tag, lb.Text, lb.Size().Width, row.want(lb))
				}
			}
		}
		h.close()
	}
}

package ui

import (
	"image"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// assertGolden compares img with testdata/name (see package golden for
// -update-golden).
func assertGolden(t *testing.T, name string, img image.Image) {
	t.Helper()
	golden.Assert(t, name, img)
}

// goldenSize is the window size of the golden images.
var goldenSize = fyne.NewSize(1000, 600)

// newGoldenHarness is a window in the light theme at the golden size.
func newGoldenHarness(t *testing.T, lang string) *harness {
	return newHarness(t, harnessOptions{lang: lang, size: goldenSize, settings: func(s *storage.Settings) {
		s.Theme = storage.ThemeLight
		s.Language = lang
	}})
}

// bothTuzdyks is a position where each side has a tuzdyk: White's on
// Black's hole 3, Black's on White's hole 6.
func bothTuzdyks() game.Position {
	p := game.Position{
		Holes: [18]uint8{
			5, 12, 0, 7, 3, 0, 14, 2, 9, // White 1..9; hole 6 is Black's tuzdyk
			4, 8, 0, 11, 1, 6, 10, 0, 13, // Black 1..9; hole 3 is White's tuzdyk
		},
		Kazans:  [2]uint8{30, 27},
		Tuzdyks: [2]uint8{3, 6},
		ToMove:  game.White,
	}
	return p
}

func TestGoldenStart(t *testing.T) {
	for _, lang := range []string{"en", "kk"} {
		t.Run(lang, func(t *testing.T) {
			h := newGoldenHarness(t, lang)
			assertGolden(t, "start_"+lang+".png", h.capture())
		})
	}
}

func TestGoldenBothTuzdyks(t *testing.T) {
	h := newGoldenHarness(t, "ru")
	p := bothTuzdyks()
	total := int(p.Kazans[0]) + int(p.Kazans[1])
	for _, c := range p.Holes {
		total += int(c)
	}
	if total != 162 {
		t.Fatalf("the position holds %d stones", total)
	}
	if _, err := game.ParseTFEN(p.TFEN()); err != nil {
		t.Fatalf("not a valid position: %v", err)
	}
	g := game.NewGame(p)
	session.TagGame(g, [2]bool{true, false}, 4, testNow)
	h.a.Session.Start(g, [2]bool{true, false}, 4)
	h.settle()
	assertGolden(t, "both_tuzdyks_ru.png", h.capture())
}

// lastMoveGame returns a game one move before the end, with the move that
// ends it.
func lastMoveGame(t *testing.T) (*game.Game, game.Move) {
	t.Helper()
	full := finishedGame(t)
	last := full.Moves()[full.Len()-1]
	return game.NewGame(full.PositionAt(full.Len() - 1)), last
}

func TestGoldenResult(t *testing.T) {
	h := newGoldenHarness(t, "en")
	g, last := lastMoveGame(t)
	side := g.Position().ToMove
	human := [2]bool{}
	human[side] = true
	session.TagGame(g, human, 2, testNow)
	h.a.Session.Start(g, human, 2)
	h.settle()
	if !h.a.Session.HumanMove(last) {
		t.Fatal("the last move was refused")
	}
	h.settle()
	m := h.a.dialogs.Top()
	if m == nil || m.Title() != h.a.loc.T("result.title") {
		t.Fatal("no result dialog")
	}
	assertGolden(t, "result_en.png", h.capture())
}

// capture lays the window out as the desktop driver does before it paints
// (layOut) and renders it: everything refreshed first (the theme's colours
// of every part).
func (h *harness) capture() image.Image {
	c := h.a.Window.Canvas()
	c.Content().Refresh()
	for _, o := range c.Overlays().List() {
		o.Refresh()
	}
	h.layOut()
	return c.Capture()
}

// modeSizes are the window sizes of the layout goldens: the smallest
// window, a large one and a tall one.
var modeSizes = []struct {
	name string
	size fyne.Size
}{
	{"1000x600", fyne.NewSize(1000, 600)},
	{"1600x900", fyne.NewSize(1600, 900)},
	{"800x1200", fyne.NewSize(800, 1200)},
}

// TestGoldenModes draws the game, the review and a puzzle at each of
// modeSizes: the board keeps the largest part of the window, the panel
// beside it (below it in the tall window).
// paintedSizes are the modeSizes the goldens are painted at: under the
// race detector the smallest window only (each window painted took 8-15 s
// there, 0.3-0.5 s without, for the same pixels; the run without the race
// detector compares them all).
func paintedSizes() []struct {
	name string
	size fyne.Size
} {
	if goldenUnderRace {
		return modeSizes[:1]
	}
	return modeSizes
}

func TestGoldenModes(t *testing.T) {
	for _, sz := range paintedSizes() {
		t.Run(sz.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{size: sz.size, settings: func(s *storage.Settings) {
				s.Theme = storage.ThemeLight
			}})
			h.showGame(cutGame(t, 14))
			assertGolden(t, "game_"+sz.name+".png", h.capture())
			checkBoardShare(t, h, "the game")

			h.showGame(reviewedGame(t))
			h.a.Session.Browse(1)
			assertGolden(t, "review_"+sz.name+".png", h.capture())
			checkBoardShare(t, h, "the review")

			h.a.modes.Puzzles()
			assertGolden(t, "puzzle_"+sz.name+".png", h.capture())
			checkBoardShare(t, h, "a puzzle")

			h.a.modes.Editor()
			assertGolden(t, "editor_"+sz.name+".png", h.capture())
			checkBoardShare(t, h, "the editor")
		})
	}
}

// TestGoldenModesRu draws the game, the review and the editor in Russian,
// whose words are longer, at each of modeSizes: the cards, the status
// line, the review's lines and the editor's panel say everything whole.
func TestGoldenModesRu(t *testing.T) {
	for _, sz := range paintedSizes() {
		t.Run(sz.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{lang: "ru", size: sz.size, settings: func(s *storage.Settings) {
				s.Theme = storage.ThemeLight
				s.Language = "ru"
			}})
			h.showGame(cutGame(t, 14))
			assertGolden(t, "game_ru_"+sz.name+".png", h.capture())
			h.showGame(reviewedGame(t))
			h.a.Session.Browse(1)
			assertGolden(t, "review_ru_"+sz.name+".png", h.capture())
			h.a.modes.Editor()
			assertGolden(t, "editor_ru_"+sz.name+".png", h.capture())
		})
	}
}

// checkBoardShare checks that the board shown takes the largest part of
// the window: more than any panel beside it, and at least a third of the
// window's area.
func checkBoardShare(t *testing.T, h *harness, what string) {
	t.Helper()
	host := h.a.view.Stage().Parts()
	b := host.Board.Size()
	p := host.Panel.Size()
	w := h.a.Window.Canvas().Size()
	board, panel, all := b.Width*b.Height, p.Width*p.Height, w.Width*w.Height
	if board <= panel || board < all/3 {
		t.Errorf("%s at %v: the board's place is %.0f%% of the window, the panel %.0f%%", what, w, 100*board/all, 100*panel/all)
	}
}

// TestReviewBoardShare: with the review open at the default window size,
// the board drawn takes the largest part of the window (it was about a
// third when the review sat under the board: the holes spanned 14% of the
// window, 23% now).
func TestReviewBoardShare(t *testing.T) {
	h := newHarness(t, harnessOptions{size: fyne.NewSize(defaultWidth, defaultHeight)})
	h.showGame(reviewedGame(t))
	h.a.Session.Browse(1)
	h.capture()
	if !h.a.view.Parts().Review.Content().Visible() {
		t.Fatal("no review shown")
	}
	checkBoardShare(t, h, "the review")
	share := holesShare(h)
	t.Logf("at %v with the review open the holes' area is %.0f%% of the window (the board's place %v)", h.a.Window.Canvas().Size(), 100*share, h.a.Board.Size())
	if share < 0.2 {
		t.Errorf("the board's holes take %.0f%% of the window", 100*share)
	}
}

// holesShare is the part of the window the board's holes span: from the
// centre of the top-left hole to that of the bottom-right one.
func holesShare(h *harness) float32 {
	b := h.a.Board
	tl, br := b.HoleCenter(b.Bottom().Opponent(), 9), b.HoleCenter(b.Bottom(), 9)
	w := h.a.Window.Canvas().Size()
	return (br.X - tl.X) * (br.Y - tl.Y) / (w.Width * w.Height)
}

// TestGolden4K draws the game on a 3840×2160 screen at Fyne's scale 2 (a
// 4K screen's usual one): the window is 1920×1080 in Fyne's units, and
// everything, the texts, the cards, the panel and the wood, is drawn at
// the screen's pixels.
func TestGolden4K(t *testing.T) {
	if goldenUnderRace {
		t.Skip("3840×2160 painted under the race detector takes 40 s; the run without it compares the pixels")
	}
	h := newHarness(t, harnessOptions{size: fyne.NewSize(1920, 1080), settings: func(s *storage.Settings) {
		s.Theme = storage.ThemeLight
	}})
	c, ok := h.a.Window.Canvas().(test.WindowlessCanvas)
	if !ok {
		t.Fatal("the test window's canvas cannot scale")
	}
	c.SetScale(2)
	h.showGame(cutGame(t, 14))
	img := h.capture()
	if got := img.Bounds().Size(); got != image.Pt(3840, 2160) {
		t.Fatalf("the window drew %v pixels, want 3840×2160", got)
	}
	checkBoardShare(t, h, "the game at 4K")
	assertGolden(t, "game_3840x2160.png", img)
}

// TestGoldenTurned draws the game where the board turns, in English and
// Russian: the cards stacked at the left and right of the board, each
// beside its own column, their words whole.
func TestGoldenTurned(t *testing.T) {
	for _, lang := range []string{"en", "ru"} {
		t.Run(lang, func(t *testing.T) {
			h := newHarness(t, harnessOptions{lang: lang, size: turnedSize, settings: func(s *storage.Settings) {
				s.Theme = storage.ThemeLight
				s.Language = lang
			}})
			h.showGame(cutGame(t, 14))
			assertGolden(t, "game_turned_"+lang+".png", h.capture())
		})
	}
}

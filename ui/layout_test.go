package ui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
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
		h.layout()
		place := func() (fyne.Position, fyne.Size) { return host.boardSlot.Position(), host.boardSlot.Size() }
		gamePos, gameSize := place()
		shot(t, h, size, "the game")
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
			shot(t, h, size, open.name)
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
			h.layout()
			if p, s := place(); p != gamePos || s != gameSize {
				t.Errorf("%v, after %s: the board's place is %v %v, was %v %v", size, open.name, p, s, gamePos, gameSize)
			}
		}
		h.close()
	}
}

// shot lays the window out and, when the environment names a folder in
// UI_SHOTS, draws it as WxH-name.png there: the screenshots of every mode
// at the three sizes that a change of the layout is looked at with
// (UI_SHOTS=/tmp/shots go test ./ui -run TestHeaderFitsContent). Without
// it nothing is drawn: the tests lay out only.
func shot(t *testing.T, h *harness, size fyne.Size, name string) {
	t.Helper()
	dir := os.Getenv("UI_SHOTS")
	if dir == "" {
		h.layout()
		return
	}
	path := filepath.Join(dir, fmt.Sprintf("%vx%v-%s.png", size.Width, size.Height, strings.ReplaceAll(strings.TrimPrefix(name, "the "), " ", "-")))
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, h.capture()); err != nil {
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
// it shows its texts whole, and so do the player cards, with the longest
// level's name.
func TestHeaderKeepsWindowNarrow(t *testing.T) {
	for _, l := range i18n.Languages() {
		h := newHarness(t, harnessOptions{lang: l.Tag, size: fyne.NewSize(defaultWidth, defaultHeight)})
		v, loc := h.a.view, h.a.loc
		v.detail.SetText(loc.T("status.depth", map[string]any{"Depth": 12}) + ", " + formatScore(125))
		v.turn.SetText(loc.T("status.computer_thinking"))
		longest := ""
		for _, lv := range ai.Levels() {
			if s := loc.T("ui.player.computer_level", map[string]any{"Level": levelName(loc, lv.Number)}); len(s) > len(longest) {
				longest = s
			}
		}
		card := v.cards[game.Black]
		info := card.Info()
		info.Name = longest
		card.Set(info)
		v.activity.Show()
		h.layout()
		// The board and the panel side by side (a narrower window has the
		// panel below the board).
		header, area := v.host.header.MinSize().Width, max(float32(wideMinWidth), (boardLayout{}).MinSize([]fyne.CanvasObject{v.host.stage, v.host.panelSlot}).Width)
		if header > area {
			t.Errorf("%s: the header needs %v, the board and the panel %v", l.Tag, header, area)
		}
		if l.Tag == "en" {
			row := shrinkRow{}
			for _, lb := range []*widget.Label{v.turn, v.detail} {
				if lb.Size().Width < row.want(lb) {
					t.Errorf("%s: %q is cut in the default window (%v of %v)", l.Tag, lb.Text, lb.Size().Width, row.want(lb))
				}
			}
		}
		if card.Size().Width < card.MinSize().Width {
			t.Errorf("%s: the card saying %q is cut in the default window (%v of %v)", l.Tag, longest, card.Size().Width, card.MinSize().Width)
		}
		h.close()
	}
}

// boardDrawn is the area the board draws in its widget of size s: the
// wood's 1000 × 588 units scaled to fit (see board.geom).
func boardDrawn(s fyne.Size) float32 {
	if s.Height > s.Width {
		s.Width, s.Height = s.Height, s.Width
	}
	k := min(s.Width/1000, s.Height/588)
	return 1000 * 588 * k * k
}

// TestBoardShare: the board drawn takes the largest share of the window
// it can, centred between the player cards: at 1280×900 at least half the
// window, at 1600×900 at least 60 % (44 % and 55 % before the cards),
// centred (at the top of its place in a tall window).
func TestBoardShare(t *testing.T) {
	for _, tt := range []struct {
		size  fyne.Size
		share float32
	}{
		{fyne.NewSize(1000, 600), 0.45},
		{fyne.NewSize(1280, 900), 0.50},
		{fyne.NewSize(1600, 900), 0.60},
		{fyne.NewSize(800, 1200), 0.35},
		{turnedSize, 0.20},
	} {
		h := newHarness(t, harnessOptions{size: tt.size})
		h.layout()
		b := h.a.Board
		share := boardDrawn(b.Size()) / (tt.size.Width * tt.size.Height)
		t.Logf("%v: the board draws %.1f%% of the window (its widget %v at %v)", tt.size, 100*share, b.Size(), h.a.view.host.boardSlot.Position())
		if share < tt.share {
			t.Errorf("%v: the board draws %.1f%% of the window, want at least %.0f%%", tt.size, 100*share, 100*tt.share)
		}
		// Centred: as much room left as right of the board in its place,
		// above the top card as below the bottom one.
		stage, slot, cards := h.a.view.host.stage.Size(), h.a.view.host.boardSlot, h.a.view.host.cardSlots
		top, bottom := cards[0], cards[1]
		left, right := slot.Position().X, stage.Width-slot.Position().X-slot.Size().Width
		above, below := top.Position().Y, stage.Height-bottom.Position().Y-bottom.Size().Height
		if tt.size == turnedSize {
			// The cards at the left and right of the turned board.
			left, right = top.Position().X, stage.Width-bottom.Position().X-bottom.Size().Width
			above, below = slot.Position().Y, stage.Height-slot.Position().Y-slot.Size().Height
		}
		tall := tt.size.Height > tt.size.Width
		if abs(left-right) > 1 || (!tall && abs(above-below) > 1) {
			t.Errorf("%v: the board is not centred: %.0f left, %.0f right, %.0f above, %.0f below", tt.size, left, right, above, below)
		}
		if tall && above > 1 {
			// A tall window: no empty band between the toolbar and
			// the top card.
			t.Errorf("%v: %.0f empty above the top card", tt.size, above)
		}
		if tt.size == turnedSize {
			h.close()
			continue // TestCardsBesideTurnedBoard checks the cards there
		}
		if top.Position().Y+top.Size().Height > slot.Position().Y || bottom.Position().Y < slot.Position().Y+slot.Size().Height || top.Size().Width != slot.Size().Width {
			t.Errorf("%v: the cards %v at %v and %v at %v are not above and below the board %v at %v", tt.size,
				top.Size(), top.Position(), bottom.Size(), bottom.Position(), slot.Size(), slot.Position())
		}
		h.close()
	}
}

func abs(x float32) float32 { return max(x, -x) }

// TestNarrowScreen: on a narrow screen (560×1000) the window fits: the panel goes below the board and nothing but the header's words
// holds the window wider (in ky, whose toolbar is the longest, it needs
// 585).
func TestNarrowScreen(t *testing.T) {
	screen := fyne.NewSize(560, 1000)
	for _, lang := range []string{"en", "ru", "kk"} {
		size := fitWindow(fyne.NewSize(defaultWidth, defaultHeight), screen)
		h := newHarness(t, harnessOptions{lang: lang, size: size})
		host := h.a.view.host
		pad := 2 * theme.Padding() // the window's around its content
		least := host.content.MinSize().AddWidthHeight(pad, pad)
		if least.Width > screen.Width {
			t.Errorf("%s: the window needs %.0f, wider than a %v screen", lang, least.Width, screen)
		}
		// The window opens at its least size where the fitted one is less.
		size = size.Max(least)
		h.a.Window.Resize(size)
		h.layout()
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
		if p, b := abs(host.panelSlot), abs(host.boardSlot); p.Y < b.Y+host.boardSlot.Size().Height {
			t.Errorf("%s: the panel at %v is not below the board %v at %v", lang, p, host.boardSlot.Size(), b)
		}
		for _, f := range screentest.CanvasFaults(h.a.Window.Canvas()) {
			t.Errorf("%s at %v: %v", lang, size, f)
		}
		h.close()
	}
}

// turnedSize is a window whose board's place is taller than wide: the
// board turns, its rows become two columns.
var turnedSize = fyne.NewSize(768, 680)

// TestCardsBesideTurnedBoard: where the board turns, each player card
// stands stacked beside its own column, the top side's at the left, the
// bottom side's at the right, as high as what it says, and the board
// keeps the larger part of the width; where it does not (a wide or a
// tall window), the cards lie in rows above and below it, as wide as it.
func TestCardsBesideTurnedBoard(t *testing.T) {
	for _, tt := range []struct {
		size   fyne.Size
		turned bool
	}{
		{turnedSize, true},
		{fyne.NewSize(740, 640), true},
		{fyne.NewSize(700, 600), false}, // narrower than wideMinWidth: the panel below the board
		{fyne.NewSize(1000, 600), false},
		{fyne.NewSize(768, 1080), false},
		{fyne.NewSize(560, 900), false},
	} {
		h := newHarness(t, harnessOptions{size: tt.size})
		h.layout()
		host, v := h.a.view.host, h.a.view
		slot, top, bottom := host.boardSlot, host.cardSlots[0], host.cardSlots[1]
		bp, bs := slot.Position(), slot.Size()
		turned := bs.Height > bs.Width
		if turned != tt.turned {
			t.Errorf("%v: the board %v is turned: %v, want %v", tt.size, bs, turned, tt.turned)
		}
		for _, c := range v.cards {
			if c.Stacked() != turned {
				t.Errorf("%v: a card stacked: %v beside a board turned: %v", tt.size, c.Stacked(), turned)
			}
		}
		tp, ts, bo, bz := top.Position(), top.Size(), bottom.Position(), bottom.Size()
		if turned {
			if tp.X+ts.Width > bp.X || bo.X < bp.X+bs.Width {
				t.Errorf("%v: the cards' x ranges %.0f..%.0f and %.0f..%.0f are not left and right of the board's %.0f..%.0f",
					tt.size, tp.X, tp.X+ts.Width, bo.X, bo.X+bz.Width, bp.X, bp.X+bs.Width)
			}
			for _, c := range []struct {
				p fyne.Position
				s fyne.Size
			}{{tp, ts}, {bo, bz}} {
				if c.p.Y < bp.Y || c.p.Y+c.s.Height > bp.Y+bs.Height || c.p.X < 0 || c.p.X+c.s.Width > host.stage.Size().Width+0.5 {
					t.Errorf("%v: a card %v at %v is not beside the board %v at %v in the stage %v", tt.size, c.s, c.p, bs, bp, host.stage.Size())
				}
			}
			if share := bs.Width / host.stage.Size().Width; share < 0.5 {
				t.Errorf("%v: the turned board takes %.0f%% of the width", tt.size, 100*share)
			}
			// Each card stacks its parts and says them whole.
			for _, c := range v.cards {
				if c.Size().Height < c.MinSize().Height || c.Size().Width < c.MinSize().Width || c.Size().Height <= c.RowMinSize().Height {
					t.Errorf("%v: a stacked card %v, its least size %v (in a row %v)", tt.size, c.Size(), c.MinSize(), c.RowMinSize())
				}
			}
			for _, f := range screentest.Faults(host.stage, host.stage.Size()) {
				// The board draws itself to fit what it gets, turned
				// here: its least size is that of a wide board.
				if !strings.HasPrefix(f.What, "board.Board") {
					t.Errorf("%v: on the stage, %v", tt.size, f)
				}
			}
			// The top side's row turns to the left (see package board).
			b := h.a.Board
			if l, r := b.HoleCenter(b.Bottom().Opponent(), 1).X, b.HoleCenter(b.Bottom(), 1).X; l >= r {
				t.Errorf("%v: the top side's holes at x %.0f are not left of the bottom side's at %.0f", tt.size, l, r)
			}
		} else if tp.Y+ts.Height > bp.Y || bo.Y < bp.Y+bs.Height || ts.Width != bs.Width || bz.Width != bs.Width {
			t.Errorf("%v: the cards %v at %v and %v at %v are not above and below the board %v at %v", tt.size, ts, tp, bz, bo, bs, bp)
		}
		if tt.size.Height > tt.size.Width && tp.Y > 1 {
			t.Errorf("%v: an empty band of %.0f above the top card", tt.size, tp.Y)
		}
		h.close()
	}
}

// TestCardsFollowTheGame: the player cards name who plays, count the
// kazans, highlight the side to move and, once the game has ended, say
// who won; the side at the bottom of the board has the bottom card.
func TestCardsFollowTheGame(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	v := h.a.view
	white, black := v.cards[game.White].Info(), v.cards[game.Black].Info()
	if white.Name != h.a.loc.T("player.you") || !strings.Contains(black.Name, h.a.loc.T("player.computer")) {
		t.Errorf("the cards name %q and %q", white.Name, black.Name)
	}
	if !white.ToMove || black.ToMove || white.Result != "" {
		t.Errorf("at the start: White %+v, Black %+v", white, black)
	}
	if host := v.host; host.cardSlots[1].Objects[0] != v.cards[h.a.Board.Bottom()] {
		t.Error("the bottom card is not the bottom side's")
	}
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
	h.a.dialogs.CloseAll()
	pos := h.a.Session.Snapshot().Live
	o := pos.Outcome()
	winner, ok := o.Result.Winner()
	for s := game.White; s <= game.Black; s++ {
		info := v.cards[s].Info()
		want := h.a.loc.T("result.draw")
		if ok && s == winner {
			want = h.a.loc.T("room.card.won")
		} else if ok {
			want = h.a.loc.T("room.card.lost")
		}
		if info.Result != want || info.ToMove {
			t.Errorf("%v after the end: %+v, want the result %q and no side to move", s, info, want)
		}
		if k := h.a.loc.T("room.kazan", map[string]any{"Count": int(h.a.Session.Snapshot().Live.Kazans[s])}); info.Kazan != k {
			t.Errorf("%v's kazan %q, want %q", s, info.Kazan, k)
		}
	}
	h.close()
}

// TestFitWindow: a window opens no larger than the screen (and tall on a
// portrait screen when it had to be narrowed): the default
// size on a 1000×600 screen, a size saved on a larger screen; a window
// that fits, or a screen not known, keeps its size.
func TestFitWindow(t *testing.T) {
	def := fyne.NewSize(defaultWidth, defaultHeight)
	for _, tt := range []struct {
		want, screen, got fyne.Size
	}{
		{def, fyne.NewSize(1000, 600), fyne.NewSize(960, 540)},
		{fyne.NewSize(1600, 900), fyne.NewSize(1250, 800), fyne.NewSize(1200, 720)},
		{def, fyne.NewSize(1920, 1080), def},
		{def, fyne.Size{}, def},
		{def, fyne.NewSize(200, 100), fyne.NewSize(minWindowSide, minWindowSide)},
		// A portrait screen: the default window narrowed to it is tall.
		{def, fyne.NewSize(800, 1200), fyne.NewSize(768, 1080)},
		{fyne.NewSize(700, 1000), fyne.NewSize(800, 1200), fyne.NewSize(700, 1000)},
	} {
		if got := fitWindow(tt.want, tt.screen); got != tt.got {
			t.Errorf("fitWindow(%v, %v) = %v, want %v", tt.want, tt.screen, got, tt.got)
		}
		if tt.screen.Width >= minWindowSide && tt.screen.Height >= minWindowSide {
			if got := fitWindow(tt.want, tt.screen); got.Width > tt.screen.Width || got.Height > tt.screen.Height {
				t.Errorf("fitWindow(%v, %v) = %v, larger than the screen", tt.want, tt.screen, got)
			}
		}
	}
}

// TestAnalysisOpensInSight: the analysis opened during a review, below the
// review's panel, is scrolled into sight, and its lines wrap, never cut.
//
// In a long review whose moves are said in several lines (each side's
// themes under them), the analysis stays in sight as the player steps
// through the moves: it was scrolled out of sight under the themes, the
// words of the move shown kept in view instead (seen in the real window
// at 1000×600).
func TestAnalysisOpensInSight(t *testing.T) {
	h := newHarness(t, harnessOptions{lang: "ru", size: fyne.NewSize(1000, 600)})
	a := h.a
	inSight := func(when string) {
		t.Helper()
		content, scroll := a.analysis.Content(), a.view.underScroll
		top := content.Position().Y - scroll.Offset.Y
		if !content.Visible() || top < 0 || top+min(content.Size().Height, scroll.Size().Height/2) > scroll.Size().Height+0.5 {
			t.Errorf("%s: the analysis (%.0f high) is at %.0f in a scroll %.0f tall scrolled to %.0f: out of sight", when, content.Size().Height, content.Position().Y, scroll.Size().Height, scroll.Offset.Y)
		}
		for _, f := range screentest.Faults(content, content.Size()) {
			t.Errorf("%s: in the analysis, %v", when, f)
		}
	}
	h.showGame(reviewedGame(t))
	a.Session.Browse(1)
	a.reviewGame()
	h.layout()
	a.setAnalysis(true)
	h.layout()
	inSight("a short review")
	a.setAnalysis(false)

	h.showGame(longReviewedGame(t, 80))
	a.Session.Browse(60)
	h.layout()
	a.setAnalysis(true)
	h.settle()
	h.layout()
	inSight("a long review")
	for range 4 {
		a.typedKey(&fyne.KeyEvent{Name: fyne.KeyLeft})
		h.settle()
		h.layout()
		inSight("a step back")
	}
	h.close()
}

// TestRefusedKey: a hole's key that plays nothing (the hole is empty) is
// answered on the board, as a click on it is.
func TestRefusedKey(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	p := game.Start()
	p.Holes[1], p.Kazans[game.White] = 0, 9 // White's hole 2 is empty
	g := game.NewGame(p)
	session.TagGame(g, [2]bool{true, false}, 2, testNow)
	h.a.Session.Start(g, [2]bool{true, false}, 2)
	h.settle()
	h.a.typedKey(keyEvent('2'))
	h.settle()
	if got, want := h.a.Board.Refused(), h.a.loc.T("room.hole.empty", map[string]any{"Hole": 2}); got != want || h.a.Session.Snapshot().Game().Ply() != 0 {
		t.Errorf("key 2 on an empty hole: the board says %q (want %q), %d plies played", got, want, h.a.Session.Snapshot().Game().Ply())
	}
	h.close()
}

// TestEvalBarBesideBoard: in a review the evaluation bar stands at the
// board's left, as tall as the board (across its top, as wide, in a tall
// window, where the board takes the whole width); it takes no
// room in a game without a review, nor under a mode, and goes when the
// review closes.
func TestEvalBarBesideBoard(t *testing.T) {
	sizes := append(modeSizes[:len(modeSizes):len(modeSizes)], struct {
		name string
		size fyne.Size
	}{"turned", turnedSize})
	for _, sz := range sizes {
		t.Run(sz.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{size: sz.size})
			host := h.a.view.host
			h.showGame(cutGame(t, 14))
			h.layout()
			if host.barSlot.Visible() {
				t.Fatal("the evaluation bar shows in a game without a review")
			}
			h.showGame(reviewedGame(t))
			h.a.Session.Browse(2)
			h.layout()
			if !host.barSlot.Visible() {
				t.Fatal("no evaluation bar in the review")
			}
			bar, board := host.barSlot, host.boardSlot
			bp, bs, p, s := bar.Position(), bar.Size(), board.Position(), board.Size()
			if sz.size.Height > sz.size.Width {
				// A tall window: across the top of the board, as wide.
				if bottom := bp.Y + bs.Height; bottom > p.Y || p.Y-bottom > 2*theme.Padding() || bs.Height < 10 {
					t.Errorf("the bar at %v %v is not across the top of the board at %v", bp, bs, p)
				}
				if bp.X != p.X || bs.Width != s.Width {
					t.Errorf("the bar at %v %v is not as wide as the board at %v %v", bp, bs, p, s)
				}
			} else {
				if right := bp.X + bs.Width; right > p.X || p.X-right > 2*theme.Padding() || bs.Width < evalBarMinWidth {
					t.Errorf("the bar at %v %v is not at the left of the board at %v", bp, bs, p)
				}
				if bp.Y != p.Y || bs.Height != s.Height {
					t.Errorf("the bar at %v %v is not as tall as the board at %v %v", bp, bs, p, s)
				}
			}
			if bp.X < 0 || bp.Y < 0 {
				t.Errorf("the bar is out of the board's place: %v", bp)
			}
			if left := host.cardSlots[0]; sz.size == turnedSize && left.Position().X+left.Size().Width > bp.X {
				t.Errorf("the left card %v at %v runs into the bar at %v", left.Size(), left.Position(), bp)
			}
			if chance, text, known := h.a.view.review.EvalBar().Value(); !known || text != "+20.0" || chance < 0.55 || chance > 0.6 {
				t.Errorf("the bar shows %v %q %v at ply 2", chance, text, known)
			}
			h.a.showPuzzles()
			h.layout()
			if host.barSlot.Visible() {
				t.Error("the evaluation bar shows under a mode")
			}
			h.a.closeMode()
			h.layout()
			if !host.barSlot.Visible() {
				t.Error("the evaluation bar did not come back after the mode")
			}
			h.a.review.Dismiss()
			h.settle()
			h.layout()
			if host.barSlot.Visible() {
				t.Error("the evaluation bar stayed after the review closed")
			}
		})
	}
}

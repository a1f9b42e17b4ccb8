package ui

import (
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/gameview"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
	"github.com/togyzkumalak/togyzkumalak/ui/stage"
)

// TestHeaderFitsContent: the header is one row in the game (the toolbar)
// and in a mode (the way back and the title), each exactly as tall as what
// it holds, and the board's place stays where it is when a mode opens and
// closes, in a wide window and in a tall one.
func TestHeaderFitsContent(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1000, 600), fyne.NewSize(1600, 900), fyne.NewSize(800, 1200)} {
		h := newHarness(t, harnessOptions{size: size})
		host := h.a.view.Stage().Parts()
		h.layOut()
		place := func() (fyne.Position, fyne.Size) { return host.Board.Position(), host.Board.Size() }
		gamePos, gameSize := place()
		shot(t, h, size, "the game")
		toolbar := host.GameHeader.MinSize().Height
		if got := host.Header.Size().Height; got != toolbar {
			t.Errorf("%v: the game's header is %v tall, its toolbar %v", size, got, toolbar)
		}
		for _, open := range []struct {
			name string
			do   func()
		}{
			{"the lessons", func() { h.a.modes.Lessons() }},
			{"the puzzles", func() { h.a.modes.Puzzles() }},
			{"the editor", func() { h.a.modes.Editor() }},
			{"the saved games", func() { h.a.res.records.ShowSavedGames(); h.settle() }},
			{"the endgame tables", func() { h.a.modes.Tables() }},
		} {
			open.do()
			shot(t, h, size, open.name)
			row := host.ModeHeader.MinSize().Height
			if got := host.Header.Size().Height; got != row || row != toolbar {
				t.Errorf("%v, %s: the header is %v tall, its title bar %v, the game's toolbar %v", size, open.name, got, row, toolbar)
			}
			if p, s := place(); p != gamePos || s != gameSize {
				t.Errorf("%v, %s: the board's place is %v %v, the game's %v %v", size, open.name, p, s, gamePos, gameSize)
			}
			// The panel scrolls up and down only: what is wider than it is cut.
			if w, room := h.a.modes.Mode().Content().MinSize().Width, host.Panel.Size().Width; w > room {
				t.Errorf("%v, %s: the panel needs %v wide, it has %v", size, open.name, w, room)
			}
			h.a.modes.Close()
			h.layOut()
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
func shot(t *testing.T, h *harness, size fyne.Size, name string) {
	t.Helper()
	dir := os.Getenv("UI_SHOTS")
	if dir == "" {
		h.layOut() // the checks need the layout only, not the picture
		return
	}
	img := h.capture()
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

// TestHeaderKeepsWindowNarrow: in every language, the game's header, with
// the longest texts it shows, is no wider than the least the board and the
// panel need: it never makes the window wider; and in the default window
// it shows its texts whole, and so do the player cards, with the longest
// level's name.
func TestHeaderKeepsWindowNarrow(t *testing.T) {
	for _, l := range i18n.Languages() {
		h := newHarness(t, harnessOptions{lang: l.Tag, size: fyne.NewSize(defaultWidth, defaultHeight)})
		v, loc := h.a.view, h.a.loc
		v.Parts().Detail.SetText(loc.T("status.depth", map[string]any{"Depth": 12}) + ", " + gameview.FormatScore(125))
		v.Parts().Turn.SetText(loc.T("status.computer_thinking"))
		longest := ""
		for _, lv := range ai.Levels() {
			if s := loc.T("ui.player.computer_level", map[string]any{"Level": names.Today().Name(loc, lv.Number)}); len(s) > len(longest) {
				longest = s
			}
		}
		card := v.Parts().Cards[game.Black]
		info := card.Info()
		info.Name = longest
		card.Set(info)
		v.Parts().Activity.Show()
		h.layOut()
		// The board and the panel side by side (a narrower window has the
		// panel below the board).
		header, area := v.Stage().Parts().Header.MinSize().Width, stage.SideBySideMinWidth(v.Stage().Parts().Place, v.Stage().Parts().Panel)
		if header > area {
			t.Errorf("%s: the header needs %v, the board and the panel %v", l.Tag, header, area)
		}
		if l.Tag == "en" {
			for _, lb := range []*widget.Label{v.Parts().Turn, v.Parts().Detail} {
				if lb.Size().Width < gameview.TextWidth(lb) {
					t.Errorf("%s: %q is cut in the default window (%v of %v)", l.Tag, lb.Text, lb.Size().Width, gameview.TextWidth(lb))
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
		h.layOut()
		b := h.a.Board
		share := boardDrawn(b.Size()) / (tt.size.Width * tt.size.Height)
		t.Logf("%v: the board draws %.1f%% of the window (its widget %v at %v)", tt.size, 100*share, b.Size(), h.a.view.Stage().Parts().Board.Position())
		if share < tt.share {
			t.Errorf("%v: the board draws %.1f%% of the window, want at least %.0f%%", tt.size, 100*share, 100*tt.share)
		}
		// Centred: as much room left as right of the board in its place,
		// above the top card as below the bottom one.
		stage, slot, cards := h.a.view.Stage().Parts().Place.Size(), h.a.view.Stage().Parts().Board, h.a.view.Stage().Parts().Cards
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
		host := h.a.view.Stage().Parts()
		pad := 2 * theme.Padding() // the window's around its content
		least := host.Content.MinSize().AddWidthHeight(pad, pad)
		if least.Width > screen.Width {
			t.Errorf("%s: the window needs %.0f, wider than a %v screen", lang, least.Width, screen)
		}
		// The window opens at its least size where the fitted one is less.
		size = size.Max(least)
		h.a.Window.Resize(size)
		h.layOut()
		abs := fyne.CurrentApp().Driver().AbsolutePositionForObject
		if p, b := abs(host.Panel), abs(host.Board); p.Y < b.Y+host.Board.Size().Height {
			t.Errorf("%s: the panel at %v is not below the board %v at %v", lang, p, host.Board.Size(), b)
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
		h.layOut()
		host, v := h.a.view.Stage().Parts(), h.a.view
		slot, top, bottom := host.Board, host.Cards[0], host.Cards[1]
		bp, bs := slot.Position(), slot.Size()
		turned := bs.Height > bs.Width
		if turned != tt.turned {
			t.Errorf("%v: the board %v is turned: %v, want %v", tt.size, bs, turned, tt.turned)
		}
		for _, c := range v.Parts().Cards {
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
				if c.p.Y < bp.Y || c.p.Y+c.s.Height > bp.Y+bs.Height || c.p.X < 0 || c.p.X+c.s.Width > host.Place.Size().Width+0.5 {
					t.Errorf("%v: a card %v at %v is not beside the board %v at %v in the stage %v", tt.size, c.s, c.p, bs, bp, host.Place.Size())
				}
			}
			if share := bs.Width / host.Place.Size().Width; share < 0.5 {
				t.Errorf("%v: the turned board takes %.0f%% of the width", tt.size, 100*share)
			}
			// Each card stacks its parts and says them whole.
			for _, c := range v.Parts().Cards {
				if c.Size().Height < c.MinSize().Height || c.Size().Width < c.MinSize().Width || c.Size().Height <= c.RowMinSize().Height {
					t.Errorf("%v: a stacked card %v, its least size %v (in a row %v)", tt.size, c.Size(), c.MinSize(), c.RowMinSize())
				}
			}
			for _, f := range screentest.Faults(host.Place, host.Place.Size()) {
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
	white, black := v.Parts().Cards[game.White].Info(), v.Parts().Cards[game.Black].Info()
	if white.Name != h.a.loc.T("player.you") || !strings.Contains(black.Name, h.a.loc.T("player.computer")) {
		t.Errorf("the cards name %q and %q", white.Name, black.Name)
	}
	if !white.ToMove || black.ToMove || white.Result != "" {
		t.Errorf("at the start: White %+v, Black %+v", white, black)
	}
	if host := v.Stage().Parts(); host.Cards[1].Objects[0] != v.Parts().Cards[h.a.Board.Bottom()] {
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
		info := v.Parts().Cards[s].Info()
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
		content, scroll := a.judges.analysis.Content(), a.view.Parts().UnderScroll
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
	a.cmds.Review()
	h.layOut()
	a.setAnalysis(true)
	h.layOut()
	inSight("a short review")
	a.setAnalysis(false)

	h.showGame(longReviewedGame(t, 80))
	a.Session.Browse(60)
	h.layOut()
	a.setAnalysis(true)
	h.settle()
	h.layOut()
	inSight("a long review")
	for range 4 {
		typeKey(a, &fyne.KeyEvent{Name: fyne.KeyLeft})
		h.settle()
		h.layOut()
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
	typeKey(h.a, keyEvent('2'))
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
			host := h.a.view.Stage().Parts()
			h.showGame(cutGame(t, 14))
			h.layOut()
			if host.Bar.Visible() {
				t.Fatal("the evaluation bar shows in a game without a review")
			}
			h.showGame(reviewedGame(t))
			h.a.Session.Browse(2)
			h.layOut()
			if !host.Bar.Visible() {
				t.Fatal("no evaluation bar in the review")
			}
			bar, board := host.Bar, host.Board
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
				if right := bp.X + bs.Width; right > p.X || p.X-right > 2*theme.Padding() || bs.Width < stage.EvalBarMinWidth {
					t.Errorf("the bar at %v %v is not at the left of the board at %v", bp, bs, p)
				}
				if bp.Y != p.Y || bs.Height != s.Height {
					t.Errorf("the bar at %v %v is not as tall as the board at %v %v", bp, bs, p, s)
				}
			}
			if bp.X < 0 || bp.Y < 0 {
				t.Errorf("the bar is out of the board's place: %v", bp)
			}
			if left := host.Cards[0]; sz.size == turnedSize && left.Position().X+left.Size().Width > bp.X {
				t.Errorf("the left card %v at %v runs into the bar at %v", left.Size(), left.Position(), bp)
			}
			if chance, text, known := h.a.view.Parts().Review.EvalBar().Value(); !known || text != "+20.0" || chance < 0.55 || chance > 0.6 {
				t.Errorf("the bar shows %v %q %v at ply 2", chance, text, known)
			}
			h.a.modes.Puzzles()
			h.layOut()
			if host.Bar.Visible() {
				t.Error("the evaluation bar shows under a mode")
			}
			h.a.modes.Close()
			h.layOut()
			if !host.Bar.Visible() {
				t.Error("the evaluation bar did not come back after the mode")
			}
			h.a.judges.review.Dismiss()
			h.settle()
			h.layOut()
			if host.Bar.Visible() {
				t.Error("the evaluation bar stayed after the review closed")
			}
		})
	}
}

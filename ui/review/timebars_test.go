package review

import (
	"os"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/internal/golden"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// timedGame is testdata/clock-180+2.pgn, ten moves on a 3+2 clock, with a
// review kept in its record (every move the engine's best, so that the
// review needs no search).
func timedGame(t *testing.T) (*game.Game, []ai.PlyAnalysis) {
	t.Helper()
	data, err := os.ReadFile("testdata/clock-180+2.pgn")
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return g, evaluate(t, g)
}

// evaluate keeps in g's record a review where every move was the best one,
// and returns it.
func evaluate(t *testing.T, g *game.Game) []ai.PlyAnalysis {
	t.Helper()
	moves := g.Moves()
	for ply := range g.Len() + 1 {
		e := game.Evaluation{Score: 10 * ply, Chance: 50}
		if ply < len(moves) {
			e.Line = []game.Move{moves[ply]}
		}
		g.SetEvaluation(ply, e)
	}
	plies, ok := ai.ReviewFromRecord(g)
	if !ok {
		t.Fatal("no review in the record")
	}
	return plies
}

// newTimedPanel is a panel showing the finished review of g at ply shown.
func newTimedPanel(t *testing.T, g *game.Game, plies []ai.PlyAnalysis, shown *int, selected *[]int) *Panel {
	t.Helper()
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	p := New(screen.Env{Loc: loc}, Config{
		Review: &fakeReview{plies: plies, found: len(plies)}, Game: func() *game.Game { return g },
		Shown:  func() (int, bool) { return *shown, *shown != g.Ply() },
		Select: func(ply int) { *selected = append(*selected, ply) },
	})
	p.Relocalize()
	return p
}

// TestPanelMoveTimes: the review of a game on 3+2 gives each move's time
// as the record's clock comments and the increment make it, in the
// clock's style (tenths below 10 s), says it for the move shown, and draws
// it as bars on the graph's axis, the longest filling its half; a tap on a
// bar shows its ply.
func TestPanelMoveTimes(t *testing.T) {
	test.NewTempApp(t)
	g, plies := timedGame(t)
	shown := 6
	var selected []int
	p := newTimedPanel(t, g, plies, &shown, &selected)
	p.Update()
	if !p.Timed() || p.Caption() != "Time spent on each move" {
		t.Fatalf("timed %v, caption %q", p.Timed(), p.Caption())
	}
	// White had 3:00, +2 s a move; Black's 4th ply took 1.3 s although
	// the clock rose by 0.7 s (the increment), its 8th none.
	for _, tt := range []struct {
		ply  int
		want string
	}{
		{1, "0:03.0"}, {2, "0:06.5"}, {3, "0:13.0"}, {4, "0:01.3"}, {5, "0:30.0"},
		{6, "0:01.0"}, {7, "1:20.0"}, {8, "0:00.0"}, {9, "0:08.5"}, {10, "0:40.0"},
		{0, ""}, {11, ""},
	} {
		if got := p.Spent(tt.ply); got != tt.want {
			t.Errorf("Spent(%d) = %q, want %q", tt.ply, got, tt.want)
		}
	}
	// The move shown is the one played from the position after ply 6.
	if _, _, _, move := p.Texts(); !strings.HasSuffix(move, " Time: 1:20.0 spent, 1:02 left.") {
		t.Errorf("move text %q", move)
	}
	if tip := p.TimeTip(10); tip != "5… 14(32)  Time: 0:40.0 spent, 2:21 left." {
		t.Errorf("TimeTip(10) = %q", tip)
	}

	bars := p.TimeBars()
	bars.Resize(fyne.NewSize(400, 60))
	r := test.WidgetRenderer(bars).(*timeBarsRenderer)
	r.Layout(bars.Size())
	height := func(ply int) float32 { return r.bars[ply-1].Size().Height }
	if h := height(7); h != 29 {
		t.Errorf("the longest move's bar is %v high, want 29 (half the strip, less a pixel)", h)
	}
	for _, tt := range []struct {
		ply   int
		ratio float32 // to the longest move, 80 s
	}{{10, 0.5}, {5, 0.375}, {3, 13.0 / 80}, {2, 6.5 / 80}} {
		if got := height(tt.ply) / height(7); got < tt.ratio-0.001 || got > tt.ratio+0.001 {
			t.Errorf("ply %d: bar %v of the longest's, want %v", tt.ply, got, tt.ratio)
		}
	}
	// White's bars rise from the middle, Black's hang from it; the bar of
	// the ply shown is the cursor's colour; ply k is at the graph's x of k.
	w, b := r.bars[7-1], r.bars[10-1]
	if w.Position().Y+w.Size().Height != 30 || b.Position().Y != 30 {
		t.Errorf("White's bar %v+%v, Black's %v: not on each side of the middle", w.Position(), w.Size(), b.Position())
	}
	if mid := w.Position().X + w.Size().Width/2; mid != 7*40 {
		t.Errorf("ply 7's bar is centred at %v, want %v", mid, 7*40)
	}
	if c := r.bars[shown-1].FillColor; c != r.accent || w.FillColor == r.accent {
		t.Errorf("shown bar %v, another %v, accent %v", c, w.FillColor, r.accent)
	}
	if bars.Selected() != shown {
		t.Errorf("bars at %d, want %d", bars.Selected(), shown)
	}
	test.TapAt(bars, fyne.NewPos(7*40+3, 10))
	if len(selected) != 1 || selected[0] != 7 {
		t.Errorf("tapped ply 7's bar: selected %v", selected)
	}
	// Another ply shown moves the highlight, in place.
	shown = 9
	p.Update()
	r.Layout(bars.Size())
	if r.bars[9-1].FillColor != r.accent || r.bars[6-1].FillColor == r.accent {
		t.Error("the highlight did not follow the ply shown")
	}
}

// TestPanelNoTimes: a review of a game without clock data shows no times
// and no bars; nor does one whose clock tag has no clock comments, or
// says there was no clock.
func TestPanelNoTimes(t *testing.T) {
	test.NewTempApp(t)
	for _, tt := range []struct {
		name    string
		control string
		clocks  bool
	}{
		{"untimed", "", false},
		{"no clock comments", "180+2", false},
		{"no control", "", true},
		{"control -", "-", true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			g, _ := reviewed(t)
			if tt.control != "" {
				g.SetTag(game.TagTimeControl, tt.control)
			}
			if tt.clocks {
				for ply := 1; ply <= g.Len(); ply++ {
					g.SetClock(ply, time.Minute)
				}
			}
			plies, ok := ai.ReviewFromRecord(g)
			if !ok {
				t.Fatal("no review")
			}
			shown := 1
			var selected []int
			p := newTimedPanel(t, g, plies, &shown, &selected)
			p.Update()
			if p.Timed() || p.times.Visible() {
				t.Error("the bars show")
			}
			for ply := 1; ply <= g.Len(); ply++ {
				if s := p.Spent(ply); s != "" {
					t.Errorf("Spent(%d) = %q", ply, s)
				}
			}
			if _, _, _, move := p.Texts(); strings.Contains(move, "Time:") {
				t.Errorf("move text %q", move)
			}
		})
	}
}

// TestGoldenTimeBars is the bars of the timed game with ply 6 shown and
// the pointer over ply 7.
func TestGoldenTimeBars(t *testing.T) {
	test.NewTempApp(t)
	g, plies := timedGame(t)
	shown := 6
	var selected []int
	p := newTimedPanel(t, g, plies, &shown, &selected)
	p.Update()
	bars := p.TimeBars()
	bars.hover = 7
	w := test.NewTempWindow(t, bars)
	w.Resize(fyne.NewSize(400, 70))
	golden.Assert(t, "review_times.png", w.Canvas().Capture())
}

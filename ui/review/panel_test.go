package review

import (
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// fakeReview is a review found up to found plies.
type fakeReview struct {
	plies   []ai.PlyAnalysis
	found   int
	running bool
}

func (r *fakeReview) Active() bool  { return r.plies != nil }
func (r *fakeReview) Running() bool { return r.running }
func (r *fakeReview) Progress() (int, int, time.Duration) {
	return r.found, len(r.plies), 3 * time.Second
}
func (r *fakeReview) Plies() []ai.PlyAnalysis {
	out := make([]ai.PlyAnalysis, len(r.plies))
	copy(out[len(out)-r.found:], r.plies[len(r.plies)-r.found:])
	return out
}
func (r *fakeReview) Ply(ply int) (ai.PlyAnalysis, bool) {
	if ply < 1 || ply > len(r.plies) || ply <= len(r.plies)-r.found {
		return ai.PlyAnalysis{}, false
	}
	return r.plies[ply-1], true
}

// reviewed is a short game whose record holds a review: Black's 2nd move
// loses 20 stones (a blunder), White's 2nd is an only move.
func reviewed(t *testing.T) (*game.Game, []ai.PlyAnalysis) {
	g := game.NewGame(game.Start())
	for _, m := range []game.Move{7, 9, 1, 2} {
		if _, err := g.Play(m); err != nil {
			t.Fatal(err)
		}
	}
	for ply, e := range []game.Evaluation{
		{Score: 20, Chance: 50, Line: []game.Move{7}},
		{Score: 30, Chance: 50, Line: []game.Move{4}},
		{Score: 2000, Chance: 56, Line: []game.Move{1}, Best: &game.Evaluation{Score: 40}},
		{Score: 2100, Chance: 57, Line: []game.Move{5}, Only: true},
		{Score: 2100, Chance: 57, Line: []game.Move{6}},
	} {
		g.SetEvaluation(ply, e)
	}
	plies, ok := ai.ReviewFromRecord(g)
	if !ok {
		t.Fatal("no review in the record")
	}
	return g, plies
}

// TestPanel drives the panel through a fake review: the progress while it
// runs, the summaries, the move shown with its better move as a ghost, a
// tap on the graph, and the close.
func TestPanel(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	g, plies := reviewed(t)
	src := &fakeReview{}
	shown, reviewing := g.Ply(), false
	var selected []int
	var ghost game.Move
	closed := 0
	p := New(screen.Env{Loc: loc}, Config{
		Review: src, Game: func() *game.Game { return g },
		Shown:  func() (int, bool) { return shown, reviewing },
		Select: func(ply int) { selected = append(selected, ply) },
		Close:  func() { closed++ },
		Hint:   func(m game.Move) { ghost = m },
	})
	p.Relocalize()
	if p.Content().Visible() {
		t.Fatal("the panel shows without a review")
	}
	src.plies, src.found, src.running = plies, 1, true
	p.Update()
	if busy, v := p.Busy(); !p.Content().Visible() || !busy || v != 0.25 {
		t.Fatalf("running: shown %v, busy %v at %v", p.Content().Visible(), busy, v)
	}
	if left, white, black, _ := p.Texts(); left != loc.N("review.time_left", 3) || white != "" || black != "" || p.white.Visible() || p.black.Visible() {
		t.Errorf("running: time left %q, summaries %q (shown %v) / %q (shown %v): no accuracy before the review is done",
			left, white, p.white.Visible(), black, p.black.Visible())
	}
	// The review goes from the last ply back: the last position is
	// evaluated, the start not yet.
	if _, text, known := p.EvalBar().Value(); !known || text != "+21.0" {
		t.Errorf("running, the last position: bar %v %q", known, text)
	}
	shown = 0
	p.Update()
	if _, _, known := p.EvalBar().Value(); known {
		t.Error("the bar evaluates the start before its ply is found")
	}
	src.found, src.running = 4, false
	shown, reviewing = 1, true
	p.Update()
	left, white, black, move := p.Texts()
	if busy, _ := p.Busy(); busy || !strings.HasPrefix(white, "White") || !strings.HasPrefix(black, "Black") || left == "" || !p.white.Visible() || !p.black.Visible() {
		t.Errorf("finished: busy %v, %q / %q", busy, white, black)
	}
	if !strings.Contains(white, "accuracy 100.0 %") || !strings.Contains(black, "?? 1") {
		t.Errorf("finished: summaries %q / %q", white, black)
	}
	// The bar shows the position after ply 1: +0.3, 50 % (from the record).
	if chance, text, known := p.EvalBar().Value(); !known || text != "+0.3" || chance < 0.49 || chance > 0.51 {
		t.Errorf("bar at ply 1: %v %q %v", known, text, chance)
	}
	if !strings.Contains(move, "a blunder") || !strings.Contains(move, "hole 4") || ghost != 4 {
		t.Errorf("move %q, ghost %d", move, ghost)
	}
	if tip := p.TipText(2); !strings.Contains(tip, "1… ") || !strings.Contains(tip, "??") {
		t.Errorf("tip %q", tip)
	}
	graph := p.Graph()
	graph.Resize(fyne.NewSize(400, 100))
	test.TapAt(graph, fyne.NewPos(300, 50))
	if len(selected) != 1 || selected[0] != 3 || graph.Selected() != 1 {
		t.Errorf("tapped: %v, graph at %d", selected, graph.Selected())
	}
	shown, reviewing = 4, false
	p.Update()
	if chance, text, known := p.EvalBar().Value(); !known || text != "+21.0" || chance < 0.55 || chance > 0.65 {
		t.Errorf("bar at ply 4: %v %q %v", known, text, chance)
	}
	if ghost != 0 {
		t.Errorf("the ghost stays at the live position: %d", ghost)
	}
	test.Tap(p.closeBtn)
	if closed != 1 {
		t.Error("Close did not close")
	}
	if err := loc.SetLang("kk"); err != nil {
		t.Fatal(err)
	}
	p.Relocalize()
	if _, white, _, _ := p.Texts(); !strings.HasPrefix(white, loc.T("side.white")) || p.closeBtn.Text != loc.T("review.close") {
		t.Errorf("in Kazakh: %q, %q", white, p.closeBtn.Text)
	}
}

// TestPanelEvalBarPlaced: the host that places the bar beside the board
// gets it out of the panel; otherwise the panel holds it.
func TestPanelEvalBarPlaced(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	g, _ := reviewed(t)
	holds := func(p *Panel) bool {
		for _, o := range p.content.Objects {
			if o == fyne.CanvasObject(p.EvalBar()) {
				return true
			}
		}
		return false
	}
	for _, placed := range []bool{false, true} {
		p := New(screen.Env{Loc: loc}, Config{Review: &fakeReview{}, Game: func() *game.Game { return g },
			Shown: func() (int, bool) { return 0, false }, EvalBarPlaced: placed})
		if holds(p) == placed {
			t.Errorf("placed by the host %v: the panel holds the bar %v", placed, holds(p))
		}
	}
}

func TestFormatSpent(t *testing.T) {
	for _, tt := range []struct {
		d    time.Duration
		want string
	}{
		{0, "0:00.0"}, {-time.Second, "0:00.0"}, {1340 * time.Millisecond, "0:01.3"}, {10 * time.Second, "0:10.0"},
		{80*time.Second + 99*time.Millisecond, "1:20.0"}, {3723400 * time.Millisecond, "1:02:03.4"},
	} {
		if got := FormatSpent(tt.d); got != tt.want {
			t.Errorf("FormatSpent(%v) = %q, want %q", tt.d, got, tt.want)
		}
	}
}

func TestEvalBar(t *testing.T) {
	test.NewTempApp(t)
	b := NewEvalBar()
	b.Resize(fyne.NewSize(20, 200))
	b.Set(0.75, "+5.0")
	r := test.WidgetRenderer(b).(*evalBarRenderer)
	if r.white.Size().Height != 150 || r.white.Position().Y != 50 || r.text.Hidden || r.text.Position().Y < 100 {
		t.Errorf("vertical, 75 %%: White's share %v at %v, text at %v", r.white.Size(), r.white.Position(), r.text.Position())
	}
	b.Resize(fyne.NewSize(200, 20))
	b.Set(0.25, "-5.0")
	if r.white.Size().Width != 50 || r.white.Position().X != 0 || r.text.Position().X < 100 {
		t.Errorf("horizontal, 25 %%: White's share %v, text at %v", r.white.Size(), r.text.Position())
	}
	b.Set(2, "#+3")
	if c, _, _ := b.Value(); c != 1 {
		t.Errorf("a chance above 1 kept as %v", c)
	}
	b.Clear()
	if _, _, known := b.Value(); known || !r.white.Hidden || !r.text.Hidden {
		t.Error("a cleared bar still shows a share")
	}
}

// TestPanelFitsNarrow: in the narrowest panel the window gives (272 wide)
// and in every language, the panel while the engine searches (Close, the
// time left, the progress) and once done (the graph, the accuracy, the
// move's words and the coach's under them) lies whole in its column: the
// time left wraps beside Close (it was cut, "about 9…").
func TestPanelFitsNarrow(t *testing.T) {
	test.NewTempApp(t)
	g, plies := reviewed(t)
	for _, l := range i18n.Languages() {
		loc, err := i18n.New(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		src := &fakeReview{plies: plies, found: 1, running: true}
		// Shown after ply 1: Black's 9 from there is a blunder, which the
		// coach explains.
		p := New(screen.Env{Loc: loc}, Config{Review: src, Game: func() *game.Game { return g },
			Shown: func() (int, bool) { return 1, true }, EvalBarPlaced: true})
		p.Relocalize()
		for _, running := range []bool{true, false} {
			src.running = running
			if !running {
				src.found = len(plies)
			}
			p.Update()
			scroll := container.NewVScroll(p.Content())
			scroll.Resize(fyne.NewSize(272, 600))
			for range 2 { // a wrapped text changes the heights above it
				scroll.Refresh()
				p.Content().Refresh()
			}
			for _, f := range screentest.Faults(scroll, scroll.Size()) {
				t.Errorf("%s, running %v: %v", l.Tag, running, f)
			}
			if left, _, _, _ := p.Texts(); running && (!p.left.Visible() || left == "") {
				t.Errorf("%s: the time left %q shows %v while the engine searches", l.Tag, left, p.left.Visible())
			}
		}
		if !p.coachWords.Visible() || p.coachWords.Position().Y <= p.Words().Position().Y {
			t.Errorf("%s: the coach's words show %v at %v, the move's at %v", l.Tag,
				p.coachWords.Visible(), p.coachWords.Position(), p.Words().Position())
		}
	}
}

// TestPanelCoach: the move shown, when marked, comes with the coach's
// theme and words (those of ai/coach); each player's themes show once the
// review is complete; Learn from your mistakes is offered for a side that
// has a ? or ??, and opens through the config.
func TestPanelCoach(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	g, plies := reviewed(t)
	src := &fakeReview{plies: plies, found: len(plies), running: true}
	shown := 1
	sides := []game.Side{game.Black}
	opened := 0
	p := New(screen.Env{Loc: loc}, Config{
		Review: src, Game: func() *game.Game { return g },
		Shown:         func() (int, bool) { return shown, true },
		Mistakes:      func() { opened++ },
		MistakesSides: func() []game.Side { return sides },
	})
	p.Relocalize()
	p.Update()
	// From the position after ply 1, Black's 9 is a blunder.
	x, ok := coach.Explain(g.PositionAt(1), plies[1])
	if !ok {
		t.Fatal("the blunder has no explanation")
	}
	title, words, white, black := p.Coach()
	if title != x.Theme.Title(loc) || words != x.Sentence(loc) || !p.coachWords.Visible() {
		t.Errorf("the coach says %q %q, want %q %q", title, words, x.Theme.Title(loc), x.Sentence(loc))
	}
	if white != "" || black != "" || p.MistakesOffered() {
		t.Errorf("while the review runs: themes %q / %q, mistakes offered %v", white, black, p.MistakesOffered())
	}
	src.running = false
	p.Update()
	_, _, white, black = p.Coach()
	want := loc.T("coach.tally", map[string]any{"Side": "Black",
		"Themes": loc.T("coach.tally_item", map[string]any{"Theme": x.Theme.Title(loc), "Count": 1})})
	if white != "" || black != want || p.themes[game.White].Visible() {
		t.Errorf("themes %q / %q, want none / %q", white, black, want)
	}
	if !p.MistakesOffered() {
		t.Fatal("Learn from your mistakes is not offered for Black's blunder")
	}
	test.Tap(p.mistakesBtn)
	if opened != 1 || p.mistakesBtn.Text != loc.T("mistakes.open") {
		t.Errorf("the button %q opened %d times", p.mistakesBtn.Text, opened)
	}
	// The blunder selected (the position after it shown): White's only
	// move from there has nothing to explain, so the coach speaks of the
	// blunder, naming it; White has no mistakes to go through.
	shown, sides = 2, []game.Side{game.White}
	p.Update()
	named := loc.T("coach.title_move", map[string]any{"Move": "1… " + g.MoveText(1) + "??", "Theme": x.Theme.Title(loc)})
	if title, words, _, _ := p.Coach(); title != named || words != x.Sentence(loc) || p.MistakesOffered() {
		t.Errorf("the blunder selected: the coach says %q %q, want %q; mistakes offered %v", title, words, named, p.MistakesOffered())
	}
	// A position after a move not marked, before a move not marked:
	// nothing to explain.
	shown = 3
	p.Update()
	if a, _ := src.Ply(4); coach.Marked(a) || coach.Marked(plies[2]) {
		t.Fatalf("plies 3 and 4 of the test game are marked: %v %v", plies[2].Class, a.Class)
	}
	if title, words, _, _ := p.Coach(); title != "" || words != "" || p.coachTitle.Visible() {
		t.Errorf("nothing marked: the coach says %q %q", title, words)
	}
	// In Russian.
	if err := loc.SetLang("ru"); err != nil {
		t.Fatal(err)
	}
	shown = 1
	p.Relocalize()
	if title, words, _, black := p.Coach(); title != x.Theme.Title(loc) || words != x.Sentence(loc) || !strings.HasPrefix(black, "Ошибки (Чёрные)") {
		t.Errorf("in Russian: %q %q %q", title, words, black)
	}
}

// TestMoveNumber: the panel numbers a move as the move list does, from the
// record's first move number, Black's with "…", from a start with either
// side to move.
func TestMoveNumber(t *testing.T) {
	afterOne := game.Start().Apply(7) // Black to move
	for _, tc := range []struct {
		start game.Position
		first int
		want  []string // plies 1, 2, 3
	}{
		{game.Start(), 1, []string{"1. ", "1… ", "2. "}},
		{game.Start(), 4, []string{"4. ", "4… ", "5. "}},
		{afterOne, 1, []string{"1… ", "2. ", "2… "}},
		{afterOne, 12, []string{"12… ", "13. ", "13… "}},
	} {
		g := game.NewGame(tc.start)
		g.SetFirstMoveNumber(tc.first)
		for range 3 {
			pos := g.Position()
			if _, err := g.Play(pos.LegalMoves()[0]); err != nil {
				t.Fatal(err)
			}
		}
		for ply, want := range tc.want {
			if got := MoveNumber(g, ply+1); got != want {
				t.Errorf("from move %d, %v to move: ply %d numbered %q, want %q", tc.first, tc.start.ToMove, ply+1, got, want)
			}
		}
	}
}

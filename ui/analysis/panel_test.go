package analysis

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// TestPanel: the panel says it is thinking, then shows the evaluation and
// the lines in record notation, and the result of a finished position.
func TestPanel(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	p := NewPanel(loc, func(game.Result) string { return "White won" })
	if p.Content().Visible() {
		t.Fatal("shown before it is turned on")
	}
	p.SetVisible(true)
	start := game.Start()
	p.Show(start, ai.Info{}, false)
	if p.Head() != loc.T("analysis.thinking") || p.Line(0) != "" {
		t.Errorf("thinking: %q %q", p.Head(), p.Line(0))
	}
	info := ai.Info{Depth: 5, Score: 120, Lines: []ai.Line{{Score: 120, PV: []game.Move{7, 3}}, {Score: 40, PV: []game.Move{1}}}}
	p.Show(start, info, true)
	if !strings.Contains(p.Head(), "depth 5") || !strings.HasSuffix(p.Line(0), Notation(start, []game.Move{7, 3})) || p.Line(1) == "" || p.Line(2) != "" {
		t.Errorf("lines: %q | %q | %q | %q", p.Head(), p.Line(0), p.Line(1), p.Line(2))
	}
	if got := Notation(start, []game.Move{7, 3, 10}); strings.Count(got, " ") != 1 {
		t.Errorf("an illegal move ends the notation: %q", got)
	}
	over := game.Position{Kazans: [2]uint8{82, 80}}
	p.Show(over, info, true)
	if !strings.Contains(p.Head(), "White won") || p.Line(0) != "" {
		t.Errorf("finished: %q %q", p.Head(), p.Line(0))
	}
}

// TestPanelLinesWrap: a line longer than the panel is wide wraps onto more
// rows, never cut with "…".
func TestPanelLinesWrap(t *testing.T) {
	test.NewTempApp(t)
	loc, err := i18n.New("en")
	if err != nil {
		t.Fatal(err)
	}
	p := NewPanel(loc, func(game.Result) string { return "" })
	p.SetVisible(true)
	start := game.Start()
	pv := []game.Move{7, 3, 5, 9, 1, 2, 8, 4, 6, 7, 3, 5}
	p.Show(start, ai.Info{Depth: 9, Score: 50, Lines: []ai.Line{{Score: 50, PV: pv}}}, true)
	l := p.lines[0]
	one := l.MinSize().Height
	l.Resize(fyne.NewSize(90, one))
	if l.Truncation != fyne.TextTruncateOff || l.MinSize().Height < 2*one-1 {
		t.Errorf("a long line %q at 90 px: truncation %v, %v high (one row %v)", l.Text, l.Truncation, l.MinSize().Height, one)
	}
}

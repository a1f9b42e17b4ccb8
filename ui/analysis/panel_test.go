package analysis

import (
	"strings"
	"testing"

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
	p := New(loc, func(game.Result) string { return "White won" })
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

// Package analysis is View → Analysis beside the board: the engine's
// evaluation of the position shown (score, White's winning chance, depth)
// and its best lines in record notation, as the search deepens. The
// Analyser runs the search and follows the position the window shows; its
// Panel only shows what it is given.
package analysis

import (
	"math"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Lines is how many best lines the analysis shows.
const Lines = 3

// Panel shows an analysis: a widget of the Analyser's, made with NewPanel;
// it is hidden until shown.
type Panel struct {
	loc    *i18n.Localizer
	result func(game.Result) string // the result's words, for a finished position

	content *fyne.Container
	head    *widget.Label
	lines   [Lines]*widget.Label
}

// NewPanel returns the panel, hidden; result words the result of a
// finished position.
func NewPanel(loc *i18n.Localizer, result func(game.Result) string) *Panel {
	p := &Panel{loc: loc, result: result}
	p.head = screen.Bold("")
	p.head.Wrapping = fyne.TextWrapWord
	box := container.NewVBox(widget.NewSeparator(), p.head)
	for i := range p.lines {
		p.lines[i] = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		p.lines[i].Wrapping = fyne.TextWrapWord // a long line wraps, never ends in "…"
		box.Add(p.lines[i])
	}
	p.content = box
	p.content.Hide()
	return p
}

// Content is the panel.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// Head returns the evaluation line; Line the i-th best line.
func (p *Panel) Head() string { return p.head.Text }

// Line returns the i-th best line shown (0-based), "" for none.
func (p *Panel) Line(i int) string { return p.lines[i].Text }

// SetVisible shows or hides the panel.
func (p *Panel) SetVisible(on bool) { screen.SetVisible(p.content, on) }

// ShowWaiting says that the analysis of pos waits for the review's search
// (a finished position is told as Show tells it).
func (p *Panel) ShowWaiting(pos game.Position) {
	if pos.Outcome().Result != game.Ongoing {
		p.Show(pos, ai.Info{}, false)
		return
	}
	screen.SetText(p.head, p.loc.T("analysis.await.review"))
	for _, l := range p.lines {
		screen.SetText(l, "")
	}
}

// Show writes the evaluation of pos and the lines of info; has is false
// while the search has found nothing yet.
func (p *Panel) Show(pos game.Position, info ai.Info, has bool) {
	loc := p.loc
	clear := func() {
		for _, l := range p.lines {
			screen.SetText(l, "")
		}
	}
	if o := pos.Outcome(); o.Result != game.Ongoing {
		screen.SetText(p.head, loc.T("ui.status.over", map[string]any{"Result": p.result(o.Result)}))
		clear()
		return
	}
	if !has {
		screen.SetText(p.head, loc.T("analysis.thinking"))
		clear()
		return
	}
	e := ai.WhiteEval(info.Score, &pos)
	screen.SetText(p.head, WithTablebase(loc, loc.T("analysis.head", map[string]any{
		"Eval":   e.String(),
		"Chance": int(math.Round(100 * ai.WinChance(e, &pos))),
		"Depth":  info.Depth,
	}), info.Endgame, pos.ToMove))
	lines := info.Lines
	if len(lines) == 0 {
		lines = []ai.Line{{Score: info.Score, Mate: info.Mate, PV: info.PV}}
	}
	for i, l := range p.lines {
		if i >= len(lines) {
			screen.SetText(l, "")
			continue
		}
		screen.SetText(l, ai.WhiteEval(lines[i].Score, &pos).String()+"  "+Notation(pos, lines[i].PV))
	}
}

// Notation writes a line in record notation from pos: "76(10) 98 12".
func Notation(pos game.Position, line []game.Move) string {
	words := make([]string, 0, len(line))
	for _, m := range line {
		next, s, err := pos.Play(m)
		if err != nil {
			break
		}
		words = append(words, s.Notation())
		pos = next
	}
	return strings.Join(words, " ")
}

package ui

import (
	"fmt"
	"math"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// reviewPanel shows a game review under the board: the progress and the
// time left while the engine searches, the evaluation graph, each player's
// accuracy and counts, and what the engine says of the move played from the
// position shown. It is hidden when there is no review.
type reviewPanel struct {
	a       *App
	content *fyne.Container

	progress *widget.ProgressBar
	left     *widget.Label
	busy     *fyne.Container
	graph    *evalGraph
	white    *widget.Label
	black    *widget.Label
	move     *widget.Label
	closeBtn *widget.Button

	hint    game.Move // the ghost the panel put on the board
	hintPly int       // at this ply (the board clears it when the ply changes)
}

func newReviewPanel(a *App) *reviewPanel {
	p := &reviewPanel{a: a}
	p.progress = widget.NewProgressBar()
	p.left = widget.NewLabel("")
	p.busy = container.NewBorder(nil, nil, nil, p.left, p.progress)
	p.graph = newEvalGraph(p.tipText)
	p.graph.OnSelect = func(ply int) { a.Session.Review(ply) }
	p.white = widget.NewLabel("")
	p.black = widget.NewLabel("")
	p.move = widget.NewLabel("")
	p.move.Wrapping = fyne.TextWrapWord
	p.closeBtn = widget.NewButtonWithIcon("", theme.CancelIcon(), a.closeReview)
	p.closeBtn.Importance = widget.LowImportance
	summary := container.NewGridWithColumns(2, p.white, p.black)
	p.content = container.NewVBox(
		widget.NewSeparator(),
		container.NewBorder(nil, nil, nil, p.closeBtn, p.busy),
		p.graph,
		summary,
		p.move,
	)
	p.content.Hide()
	return p
}

// update shows the review's state; called from App.refresh.
func (p *reviewPanel) update() {
	r := p.a.review
	if !r.Active() {
		if p.content.Visible() {
			p.content.Hide()
		}
		p.setHint(0, -1)
		return
	}
	if !p.content.Visible() {
		p.content.Show()
	}
	loc := p.a.loc
	found, total, left := r.Progress()
	if r.Running() {
		p.busy.Show()
		p.progress.SetValue(float64(found) / float64(max(1, total)))
		setText(p.left, loc.N("review.time_left", int(math.Ceil(left.Seconds()))))
	} else {
		p.busy.Hide()
	}
	setButtonText(p.closeBtn, loc.T("review.close"))
	w, b := ai.Summarise(r.Plies())
	setText(p.white, p.summaryText(game.White, w))
	setText(p.black, p.summaryText(game.Black, b))

	s := p.a.Session
	shown := s.Game().Ply()
	if ply, ok := s.Reviewing(); ok {
		shown = ply
	}
	p.graph.SetPoints(p.points(), shown)
	// The move played from the position shown, and the engine's better one.
	next, ok := r.Ply(shown + 1)
	if !ok {
		setText(p.move, "")
		p.setHint(0, shown)
		return
	}
	setText(p.move, p.moveText(next))
	if _, reviewing := s.Reviewing(); reviewing && next.Best != next.Move && next.Best != 0 {
		p.setHint(next.Best, shown)
	} else {
		p.setHint(0, shown)
	}
}

// setHint shows the better move as a ghost on the board at ply.
func (p *reviewPanel) setHint(m game.Move, ply int) {
	if m == p.hint && ply == p.hintPly {
		return
	}
	p.hint, p.hintPly = m, ply
	if s := p.a.Session; s.HintMove() == 0 {
		p.a.Board.ShowHint(m)
	}
}

// points returns White's chance at the start and after every ply found.
func (p *reviewPanel) points() []graphPoint {
	r := p.a.review
	g := p.a.Session.Game()
	plies := r.Plies()
	pts := make([]graphPoint, len(plies)+1)
	for i, a := range plies {
		if a.Ply == 0 {
			continue
		}
		if i == 0 {
			start := g.PositionAt(0)
			pts[0] = graphPoint{chance: ai.WinChance(a.Root, &start), known: true}
		}
		pt := graphPoint{chance: a.ChanceAfter, known: true}
		if s, ok := g.Sowing(i); ok {
			switch {
			case s.Outcome.Result != game.Ongoing:
				pt.mark = markEnd
			case s.Tuzdyk:
				pt.mark = markTuzdyk
			case s.Captured > 0:
				pt.mark = markCapture
			}
		}
		pts[i+1] = pt
	}
	return pts
}

// tipText is the graph's hover text: the move and the evaluation after it.
func (p *reviewPanel) tipText(ply int) string {
	r := p.a.review
	g := p.a.Session.Game()
	if ply == 0 {
		if a, ok := r.Ply(1); ok {
			return p.a.loc.T("review.tip_start", map[string]any{"Eval": a.Root.String()})
		}
		return ""
	}
	a, ok := r.Ply(ply)
	if !ok {
		return ""
	}
	return p.a.loc.T("review.tip", map[string]any{
		"Move":   moveNumber(g, ply) + g.MoveText(ply-1) + a.Mark(),
		"Eval":   a.After.String(),
		"Chance": int(math.Round(100 * a.ChanceAfter)),
	})
}

// moveNumber returns "12." for White's move of ply, "12…" for Black's.
func moveNumber(g *game.Game, ply int) string {
	black := 0
	if g.Start().ToMove == game.Black {
		black = 1
	}
	n := (ply-1+black)/2 + 1
	if (ply-1+black)%2 == 1 {
		return strconv.Itoa(n) + "… "
	}
	return strconv.Itoa(n) + ". "
}

// moveText describes a move of the review: its class, the evaluation, and
// the engine's better move with its line.
func (p *reviewPanel) moveText(a ai.PlyAnalysis) string {
	loc := p.a.loc
	g := p.a.Session.Game()
	text := loc.T("review.move", map[string]any{
		"Move":  moveNumber(g, a.Ply) + g.MoveText(a.Ply-1) + a.Mark(),
		"Class": loc.T("review.class." + a.Class.String()),
		"Eval":  withTablebase(loc, a.After.String(), a.Endgame, a.Mover.Opponent()),
	})
	if a.Only {
		text += " " + loc.T("review.only")
	}
	if a.Best != a.Move && a.Best != 0 {
		text += " " + loc.T("review.better", map[string]any{
			"Hole": int(a.Best),
			"Eval": a.Before.String(),
			"Line": lineText(a.Line, " "),
		})
	}
	return text
}

// lineText writes a line of moves as hole numbers joined by sep: "7 3 5".
func lineText(line []game.Move, sep string) string { return screen.HoleLine(line, sep) }

// summaryText is a player's accuracy and counts.
func (p *reviewPanel) summaryText(side game.Side, s ai.Summary) string {
	loc := p.a.loc
	return loc.T("review.summary", map[string]any{
		"Side":         sideName(loc, side),
		"Accuracy":     fmt.Sprintf("%.1f", s.Accuracy),
		"Inaccuracies": s.Inaccuracies,
		"Mistakes":     s.Mistakes,
		"Blunders":     s.Blunders,
	})
}

// reviewGame starts the review of the session's game (Game → Review game,
// the result dialog's button): a finished game or one of two players, never
// a game against the computer still being played (the menu item is then
// disabled, saying why; called anyway, the status line says why).
func (a *App) reviewGame() {
	g := a.Session.Game()
	switch {
	case g.Len() == 0:
		a.sayWhy("review.nothing")
		return
	case !a.engineHelpAllowed():
		a.sayWhy("review.not_now")
		return
	}
	a.review.Start(g)
	a.refresh()
}

// closeReview cancels the review and hides its panel.
func (a *App) closeReview() {
	a.review.Dismiss()
	a.refresh()
}

// followReview keeps the review with the session's game: it is cancelled
// when the game changes (New game, another game opened, a move undone or
// played), and a review kept in the record of a game opened is shown.
func (a *App) followReview() {
	g := a.Session.Game()
	a.review.Follow(g)
	if a.engineHelpAllowed() {
		a.review.ShowKept(g)
	}
}

// reviewDone keeps the finished review in the record and autosaves it, so
// that reopening the game shows it without searching.
func (a *App) reviewDone(g *game.Game) {
	if a.Session.Game() == g {
		a.Session.autosave()
	}
}

// reviewLimits is the review's budget: the tests' limits when given.
func reviewLimits(l *ai.Limits) ai.Limits {
	if l != nil {
		return *l
	}
	return ai.DefaultReviewLimits
}

// Package review is the engine's review of a game (Review: its search in
// the background and what it found) and its panel beside the board: the
// progress and the time left while the engine searches, an evaluation bar
// of the position shown (EvalBar; the window may place it beside the
// board), the graph of White's winning chance (a tap shows that ply), for
// a game on the clock the time each move took as bars under it (and in the
// move list, in one format: FormatSpent), each player's accuracy and counts
// once the review is complete, and what the engine says of the move played
// from the position shown, with its better move as a ghost on the board.
// The panel reads the
// review through Source and changes nothing itself: a tap, a close and the
// ghost go back to the window through Config.
package review

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/layout"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/ui/analysis"
	"github.com/togyzkumalak/togyzkumalak/ui/clockview"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Source is the review the panel shows (the window's review of the
// session's game).
type Source interface {
	Active() bool  // a review is shown
	Running() bool // its search goes on
	Progress() (found, total int, left time.Duration)
	Plies() []ai.PlyAnalysis            // by ply-1; Ply 0 while not found
	Ply(ply int) (ai.PlyAnalysis, bool) // the analysis of ply (1-based), once found
}

// Config is what the panel reads and whom it tells, besides the
// environment.
type Config struct {
	Review Source
	// Game returns the game reviewed; Shown the ply the board shows.
	Game  func() *game.Game
	Shown func() (ply int, reviewing bool)
	// Select shows a ply (a tap on the graph); Close closes the review;
	// Hint shows the engine's better move as a ghost on the board (0: none).
	Select func(ply int)
	Close  func()
	Hint   func(game.Move)
	// EvalBarPlaced says that the host places the evaluation bar
	// (Panel.EvalBar) beside the board; else the panel shows it above its
	// graph.
	EvalBarPlaced bool
	// Mistakes opens Learn from your mistakes for the game reviewed; nil:
	// the panel offers no button. MistakesSides are the sides whose ?
	// and ?? it goes through (the human's in a game against the
	// computer): the button shows once the review is complete and one of
	// them has such a move.
	Mistakes      func()
	MistakesSides func() []game.Side
}

// Panel is the review's panel. Create it with New; it is hidden while there
// is no review.
type Panel struct {
	env     screen.Env
	cfg     Config
	content *fyne.Container

	progress *widget.ProgressBar
	left     *widget.Label
	busy     *fyne.Container
	graph    *Graph
	evalBar  *EvalBar
	times    *fyne.Container // the bars' caption and the bars, for a game on the clock
	caption  *canvas.Text
	bars     *TimeBars
	white    *widget.Label
	black    *widget.Label
	move     *widget.Label
	closeBtn *widget.Button
	// The coach: the theme and the words on the move shown when it is
	// marked, each player's themes once the review is complete, and the
	// button that opens Learn from your mistakes.
	coachTitle  *widget.Label
	coachWords  *widget.Label
	themes      [2]*widget.Label
	mistakesBtn *widget.Button
	tally       tallyCache

	hint    game.Move // the ghost the panel put on the board
	hintPly int       // at this ply (the board clears it when the ply changes)

	clocks clocksCache // the clock of each move of the game reviewed
}

// tallyCache is the themes of a complete review's marked moves, kept while
// the review stays the same.
type tallyCache struct {
	g      *game.Game
	len    int
	end    game.Position
	found  int
	tally  coach.Tally
	marked [2]int
}

// clocksCache is the clock of each move of a game, kept while the game
// stays the same.
type clocksCache struct {
	g        *game.Game
	ply, len int
	end      game.Position
	control  string
	times    []clock.MoveTime // nil: the game has no clock data
}

// New returns the panel, hidden. It takes its texts from env.
func New(env screen.Env, cfg Config) *Panel {
	p := &Panel{env: env, cfg: cfg, hintPly: -1}
	p.progress = widget.NewProgressBar()
	// The time left beside Close wraps, at the right: in a narrow panel
	// and a language of long words it was cut ("about 9…").
	p.left = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{})
	p.left.Wrapping = fyne.TextWrapWord
	p.busy = container.NewVBox(p.progress)
	p.graph = NewGraph(p.TipText)
	p.graph.OnSelect = func(ply int) {
		if cfg.Select != nil {
			cfg.Select(ply)
		}
	}
	p.evalBar = NewEvalBar()
	p.bars = NewTimeBars(p.TimeTip)
	p.bars.OnSelect = p.graph.OnSelect
	p.caption = canvas.NewText("", theme.Color(theme.ColorNameForeground))
	p.caption.TextSize = theme.CaptionTextSize()
	// The caption is a small text, indented as the labels' texts are.
	pad := theme.InnerPadding()
	p.times = container.NewVBox(p.bars, container.New(layout.NewCustomPaddedLayout(0, 0, pad, pad), p.caption))
	p.times.Hide()
	p.white = screen.Wrapped("")
	p.black = screen.Wrapped("")
	p.move = screen.Wrapped("")
	p.coachTitle = screen.Bold("")
	p.coachTitle.Wrapping = fyne.TextWrapWord
	p.coachWords = screen.Wrapped("")
	p.themes = [2]*widget.Label{screen.Wrapped(""), screen.Wrapped("")}
	p.mistakesBtn = widget.NewButtonWithIcon("", theme.MediaReplayIcon(), func() {
		if cfg.Mistakes != nil {
			cfg.Mistakes()
		}
	})
	p.mistakesBtn.Hide()
	p.closeBtn = widget.NewButtonWithIcon("", theme.CancelIcon(), func() {
		if cfg.Close != nil {
			cfg.Close()
		}
	})
	p.closeBtn.Importance = widget.LowImportance
	// Close heads the panel, with the time left beside it and the
	// progress under them while the engine searches; then the graph with
	// the time bars, each player's accuracy and counts right under it, and
	// the words of the move shown with the coach's below them: what the
	// window shows under the review (the analysis) follows the review's
	// last line.
	p.content = container.NewVBox(widget.NewSeparator(), container.NewBorder(nil, nil, p.closeBtn, nil, p.left), p.busy)
	if !cfg.EvalBarPlaced {
		p.content.Add(p.evalBar)
	}
	// The move shown and the coach's words on it come first; each
	// player's themes, a summary of the whole review, close it.
	p.content.Objects = append(p.content.Objects, p.graph, p.times, p.white, p.black,
		p.move, p.coachTitle, p.coachWords, p.themes[game.White], p.themes[game.Black], p.mistakesBtn)
	p.content.Hide()
	return p
}

// SetGraphHeight gives the graph the host's share of the window: a fifth
// of its height where it allows, less than GraphMinHeight (down to
// GraphFloor) where the words of the move shown would not be in view
// otherwise; 0 gives it GraphMinHeight.
func (p *Panel) SetGraphHeight(h float32) { p.graph.SetHeight(h) }

// GraphHeight is the graph's height in the panel: its least, or the
// height the host gave it.
func (p *Panel) GraphHeight() float32 { return p.graph.MinSize().Height }

// GraphMinHeight is the least height the graph reads well at.
func (p *Panel) GraphMinHeight() float32 { return graphMinHeight }

// GraphFloor is the least height a host may give the graph.
func (p *Panel) GraphFloor() float32 { return graphFloor }

// Words is the line of the move shown; CoachWords the coach's words on it
// under it (hidden while the coach has nothing to say): what the host
// keeps in view.
func (p *Panel) Words() fyne.CanvasObject { return p.move }

// CoachWords is the label of the coach's words on the move shown.
func (p *Panel) CoachWords() *widget.Label { return p.coachWords }

// KeptHeight is the least height of the part of the panel a host keeps
// in view: from its top to the coach's words on the move shown, at the
// panel's width (each player's themes and Learn from your mistakes, a
// summary of the whole review, follow it and may scroll). Words is the
// height of its end that says the move shown (its line, the coach's theme
// and words); slack what they would take more at WordsLines lines: a host
// that gives it keeps its shares while the player steps through moves
// said in fewer lines.
func (p *Panel) KeptHeight() (height, words, slack float32) {
	shown := 0
	for _, o := range p.content.Objects {
		if o.Visible() {
			pad := float32(0)
			if shown > 0 {
				pad = theme.Padding() // the VBox's between its objects
			}
			h := pad + o.MinSize().Height
			height += h
			switch o {
			case fyne.CanvasObject(p.move), fyne.CanvasObject(p.coachTitle), fyne.CanvasObject(p.coachWords):
				words += h
			}
			shown++
		}
		if o == fyne.CanvasObject(p.coachWords) {
			break
		}
	}
	return height, words, max(0, p.wordsReserve()-words)
}

// WordsLines is the lines the place of the words of the move shown is
// kept for (its line, the coach's theme and words).
const WordsLines = 5

// wordsReserve is the height of WordsLines lines of a label, with the
// padding between the move's line and the coach's.
func (p *Panel) wordsReserve() float32 {
	line := fyne.MeasureText("Ag", theme.TextSize(), fyne.TextStyle{}).Height
	return WordsLines*line + (WordsLines-1)*theme.LineSpacing() + 2*theme.InnerPadding() + theme.Padding()
}

// Content is the panel.
func (p *Panel) Content() fyne.CanvasObject { return p.content }

// Relocalize sets every text in the current language.
func (p *Panel) Relocalize() {
	screen.SetButtonText(p.closeBtn, p.env.Loc.T("review.close"))
	screen.SetButtonText(p.mistakesBtn, p.env.Loc.T("mistakes.open"))
	p.Update()
}

// Graph is the panel's graph.
func (p *Panel) Graph() *Graph { return p.graph }

// EvalBar is the evaluation bar of the position shown: the host places it
// beside the board when Config.EvalBarPlaced, else the panel shows it.
func (p *Panel) EvalBar() *EvalBar { return p.evalBar }

// TimeBars is the panel's bars of the time each move took; Timed reports
// whether they show (a review of a game on the clock).
func (p *Panel) TimeBars() *TimeBars { return p.bars }

// Timed reports whether the panel shows the time each move took.
func (p *Panel) Timed() bool { return p.times.Visible() }

// Caption is the bars' caption.
func (p *Panel) Caption() string { return p.caption.Text }

// Texts returns what the panel says: the time left, each player's summary
// and the move shown.
func (p *Panel) Texts() (left, white, black, move string) {
	return p.left.Text, p.white.Text, p.black.Text, p.move.Text
}

// Coach returns what the coach says: the theme and the words on the move
// shown ("" when it is not marked), and each player's themes once the
// review is complete.
func (p *Panel) Coach() (title, words, white, black string) {
	return p.coachTitle.Text, p.coachWords.Text, p.themes[game.White].Text, p.themes[game.Black].Text
}

// MistakesOffered reports whether the panel offers Learn from your
// mistakes.
func (p *Panel) MistakesOffered() bool { return p.mistakesBtn.Visible() }

// Busy reports whether the progress shows, and its value (0..1).
func (p *Panel) Busy() (bool, float64) { return p.busy.Visible(), p.progress.Value }

// Update shows the review's state; the window calls it after every change.
func (p *Panel) Update() {
	r := p.cfg.Review
	if !r.Active() {
		screen.SetVisible(p.content, false)
		screen.SetVisible(p.times, false)
		p.clocks = clocksCache{}
		p.tally = tallyCache{}
		p.setHint(0, -1)
		p.evalBar.Clear()
		return
	}
	screen.SetVisible(p.content, true)
	loc := p.env.Loc
	found, total, left := r.Progress()
	screen.SetVisible(p.busy, r.Running())
	screen.SetVisible(p.left, r.Running())
	if r.Running() {
		if v := float64(found) / float64(max(1, total)); v != p.progress.Value {
			p.progress.SetValue(v)
		}
		screen.SetText(p.left, loc.N("review.time_left", int(math.Ceil(left.Seconds()))))
	}
	screen.SetButtonText(p.closeBtn, loc.T("review.close"))
	screen.SetButtonText(p.mistakesBtn, loc.T("mistakes.open"))
	// The accuracies and counts show once the review is complete: a
	// review found in part would give a figure that the rest changes.
	w, b := ai.Summarise(r.Plies())
	p.showSummary(p.white, game.White, w, r.Running())
	p.showSummary(p.black, game.Black, b, r.Running())
	p.showThemes(r.Running())

	shown, reviewing := p.cfg.Shown()
	points := p.points()
	p.graph.SetPoints(points, shown)
	p.updateEvalBar(points, shown)
	p.updateTimes(len(points)-1, shown)
	// The move played from the position shown, and the engine's better one.
	next, ok := r.Ply(shown + 1)
	p.showCoach(r, next, shown)
	// An empty line would leave a gap: after the last move there is none.
	screen.SetVisible(p.move, ok)
	if !ok {
		screen.SetText(p.move, "")
		p.setHint(0, shown)
		return
	}
	text := p.moveText(next)
	if t := p.timeText(shown + 1); t != "" {
		text += " " + t
	}
	screen.SetText(p.move, text)
	if reviewing && next.Best != next.Move && next.Best != 0 {
		p.setHint(next.Best, shown)
	} else {
		p.setHint(0, shown)
	}
}

// setHint shows the better move as a ghost on the board at ply.
func (p *Panel) setHint(m game.Move, ply int) {
	if m == p.hint && ply == p.hintPly {
		return
	}
	p.hint, p.hintPly = m, ply
	if p.cfg.Hint != nil {
		p.cfg.Hint(m)
	}
}

// points returns White's chance at the start and after every ply found.
func (p *Panel) points() []Point {
	g := p.cfg.Game()
	plies := p.cfg.Review.Plies()
	pts := make([]Point, len(plies)+1)
	for i, a := range plies {
		if a.Ply == 0 {
			continue
		}
		if i == 0 {
			start := g.PositionAt(0)
			pts[0] = Point{Chance: ai.WinChance(a.Root, &start), Known: true}
		}
		pt := Point{Chance: a.ChanceAfter, Known: true}
		if s, ok := g.Sowing(i); ok {
			switch {
			case s.Outcome.Result != game.Ongoing:
				pt.Mark = MarkEnd
			case s.Tuzdyk:
				pt.Mark = MarkTuzdyk
			case s.Captured > 0:
				pt.Mark = MarkCapture
			}
		}
		pts[i+1] = pt
	}
	return pts
}

// TipText is the graph's hover text: the move and the evaluation after it.
func (p *Panel) TipText(ply int) string {
	r := p.cfg.Review
	loc := p.env.Loc
	g := p.cfg.Game()
	if ply == 0 {
		if a, ok := r.Ply(1); ok {
			return loc.T("review.tip_start", map[string]any{"Eval": a.Root.String()})
		}
		return ""
	}
	a, ok := r.Ply(ply)
	if !ok {
		return ""
	}
	return loc.T("review.tip", map[string]any{
		"Move":   MoveNumber(g, ply) + g.MoveText(ply-1) + a.Mark(),
		"Eval":   a.After.String(),
		"Chance": int(math.Round(100 * a.ChanceAfter)),
	})
}

// MoveNumber returns "12. " for White's move of ply, "12… " for Black's,
// counted from the record's first move number (a record may begin later in
// a game).
func MoveNumber(g *game.Game, ply int) string {
	n := strconv.Itoa(g.FullMoveNumber(ply - 1))
	if g.PositionAt(ply-1).ToMove == game.Black {
		return n + "… "
	}
	return n + ". "
}

// moveText describes a move of the review: its class, the evaluation, and
// the engine's better move with its line.
func (p *Panel) moveText(a ai.PlyAnalysis) string {
	loc := p.env.Loc
	g := p.cfg.Game()
	text := loc.T("review.move", map[string]any{
		"Move":  MoveNumber(g, a.Ply) + g.MoveText(a.Ply-1) + a.Mark(),
		"Class": loc.T("review.class." + a.Class.String()),
		"Eval":  analysis.WithTablebase(loc, a.After.String(), a.Endgame, a.Mover.Opponent()),
	})
	if a.Only {
		text += " " + loc.T("review.only")
	}
	if a.Best != a.Move && a.Best != 0 {
		text += " " + loc.T("review.better", map[string]any{
			"Hole": int(a.Best),
			"Eval": a.Before.String(),
			"Line": screen.HoleLine(a.Line, " "),
		})
	}
	return text
}

// showCoach shows the coach's theme and words on the move next, played
// from the position after ply shown (the move the panel describes, its
// better move the ghost), when the review marks it. When it does not (or
// the game ends there), the coach speaks of the move that led to the
// position shown, if that one is marked, its title naming it: a marked
// move selected in the move list or on the graph is explained.
func (p *Panel) showCoach(r Source, next ai.PlyAnalysis, shown int) {
	loc := p.env.Loc
	g := p.cfg.Game()
	title, words := "", ""
	explain := func(a ai.PlyAnalysis, from int) bool {
		if !coach.Marked(a) || from < 0 || from >= g.Len() {
			return false
		}
		x, ok := coach.Explain(g.PositionAt(from), a)
		if ok {
			title, words = x.Theme.Title(loc), x.Sentence(loc)
		}
		return ok
	}
	if !explain(next, shown) && shown > 0 {
		if last, ok := r.Ply(shown); ok && explain(last, shown-1) {
			title = loc.T("coach.title_move", map[string]any{
				"Move": MoveNumber(g, last.Ply) + g.MoveText(last.Ply-1) + last.Mark(), "Theme": title})
		}
	}
	screen.SetText(p.coachTitle, title)
	screen.SetVisible(p.coachTitle, title != "")
	screen.SetText(p.coachWords, words)
	screen.SetVisible(p.coachWords, words != "")
}

// showThemes shows each player's themes once the review is complete (the
// themes of a review found in part would change), and offers Learn from
// your mistakes when one of the sides it is for has a ? or ??.
func (p *Panel) showThemes(running bool) {
	loc := p.env.Loc
	t := p.tallyOf(running)
	for side := game.White; side <= game.Black; side++ {
		var items []string
		for _, th := range coach.Themes() {
			if n := t.tally.Of(side, th); n > 0 {
				items = append(items, loc.T("coach.tally_item", map[string]any{"Theme": th.Title(loc), "Count": n}))
			}
		}
		text := ""
		if !running && len(items) > 0 {
			text = loc.T("coach.tally", map[string]any{"Side": screen.SideName(loc, side), "Themes": strings.Join(items, "; ")})
		}
		screen.SetText(p.themes[side], text)
		screen.SetVisible(p.themes[side], text != "")
	}
	offer := false
	if !running && p.cfg.Mistakes != nil && p.cfg.MistakesSides != nil {
		for _, side := range p.cfg.MistakesSides() {
			offer = offer || t.marked[side] > 0
		}
	}
	screen.SetVisible(p.mistakesBtn, offer)
}

// tallyOf returns the themes of the review's marked moves and each side's
// count of ? and ??, kept while the review stays the same; nothing while
// it runs.
func (p *Panel) tallyOf(running bool) tallyCache {
	if running {
		return tallyCache{}
	}
	g := p.cfg.Game()
	found, _, _ := p.cfg.Review.Progress()
	if c := p.tally; c.g == g && c.len == g.Len() && c.end == g.PositionAt(g.Len()) && c.found == found {
		return c
	}
	plies := p.cfg.Review.Plies()
	c := tallyCache{g: g, len: g.Len(), end: g.PositionAt(g.Len()), found: found, tally: coach.Count(coach.ExplainGame(g, plies))}
	for _, a := range plies {
		if a.Ply != 0 && a.Class >= ai.Mistake {
			c.marked[a.Mover]++
		}
	}
	p.tally = c
	return c
}

// showSummary shows a player's accuracy and counts in l once they are
// known: never while the review runs, nor for a player without a move.
func (p *Panel) showSummary(l *widget.Label, side game.Side, s ai.Summary, running bool) {
	if running || s.Moves == 0 {
		screen.SetText(l, "")
		screen.SetVisible(l, false)
		return
	}
	screen.SetText(l, p.summaryText(side, s))
	screen.SetVisible(l, true)
}

// updateEvalBar shows the evaluation of the position at ply shown, or an
// empty bar while it is not found.
func (p *Panel) updateEvalBar(points []Point, shown int) {
	if shown < 0 || shown >= len(points) || !points[shown].Known {
		p.evalBar.Clear()
		return
	}
	var e ai.Eval
	if shown == 0 {
		a, _ := p.cfg.Review.Ply(1)
		e = a.Root
	} else {
		a, _ := p.cfg.Review.Ply(shown)
		e = a.After
	}
	p.evalBar.Set(points[shown].Chance, e.String())
}

// summaryText is a player's accuracy and counts.
func (p *Panel) summaryText(side game.Side, s ai.Summary) string {
	loc := p.env.Loc
	return loc.T("review.summary", map[string]any{
		"Side":         screen.SideName(loc, side),
		"Accuracy":     fmt.Sprintf("%.1f", s.Accuracy),
		"Inaccuracies": s.Inaccuracies,
		"Mistakes":     s.Mistakes,
		"Blunders":     s.Blunders,
	})
}

// moveClocks returns the clock of each move of the game reviewed, nil
// when the review is closed or the game has no clock data: no TimeControl
// tag (or "-", or one that cannot be read), or no move whose time is
// known.
func (p *Panel) moveClocks() []clock.MoveTime {
	if !p.cfg.Review.Active() {
		return nil
	}
	g := p.cfg.Game()
	c := &p.clocks
	control := g.Tag(game.TagTimeControl)
	if c.g == g && c.ply == g.Ply() && c.len == g.Len() && c.end == g.Position() && c.control == control {
		return c.times
	}
	*c = clocksCache{g: g, ply: g.Ply(), len: g.Len(), end: g.Position(), control: control}
	tc, err := clock.Parse(control)
	if control == "" || err != nil || tc.IsNone() {
		return nil
	}
	times := clock.MoveTimes(g, tc)
	for _, mt := range times {
		if mt.UsedKnown {
			c.times = times
			break
		}
	}
	return c.times
}

// moveClock returns the clock of move ply (1-based), if its time spent is
// known.
func (p *Panel) moveClock(ply int) (clock.MoveTime, bool) {
	times := p.moveClocks()
	if ply < 1 || ply > len(times) || !times[ply-1].UsedKnown {
		return clock.MoveTime{}, false
	}
	return times[ply-1], true
}

// Spent returns the time move ply (1-based) took, for the move list, in
// one format whatever the time ("0:07.4", "1:05.0"; see FormatSpent); ""
// when there is no review, the game has no clock data or the record does
// not give that move's time.
func (p *Panel) Spent(ply int) string {
	mt, ok := p.moveClock(ply)
	if !ok {
		return ""
	}
	return FormatSpent(mt.Used)
}

// FormatSpent writes the time a move took as minutes, seconds and tenths,
// whatever its length, so that a column of them aligns and reads alike:
// "0:01.3", "0:13.0", "1:20.0", "1:02:03.4" from an hour. Times are cut to
// the tenth, as the clock cuts them.
func FormatSpent(d time.Duration) string {
	d = max(d, 0)
	tenths := int64(d / (100 * time.Millisecond))
	s := tenths / 10
	text := fmt.Sprintf("%d:%02d.%d", s/60, s%60, tenths%10)
	if s >= 3600 {
		text = fmt.Sprintf("%d:%02d:%02d.%d", s/3600, s/60%60, s%60, tenths%10)
	}
	return text
}

// timeText says the time move ply took and the time left after it, ""
// when not known.
func (p *Panel) timeText(ply int) string {
	mt, ok := p.moveClock(ply)
	if !ok {
		return ""
	}
	return p.env.Loc.T("review.move_time", map[string]any{
		"Used": FormatSpent(mt.Used),
		"Left": clockview.Format(mt.Left),
	})
}

// TimeTip is the bars' hover text: the move and its time.
func (p *Panel) TimeTip(ply int) string {
	t := p.timeText(ply)
	if t == "" {
		return ""
	}
	g := p.cfg.Game()
	return MoveNumber(g, ply) + g.MoveText(ply-1) + "  " + t
}

// updateTimes shows the bars of plies plies with ply shown selected, or
// hides them for a game without clock data.
func (p *Panel) updateTimes(plies, shown int) {
	times := p.moveClocks()
	screen.SetVisible(p.times, times != nil)
	if times == nil {
		return
	}
	// The caption follows the language and the theme.
	if text, fg := p.env.Loc.T("review.time_graph"), theme.Color(theme.ColorNameForeground); text != p.caption.Text || fg != p.caption.Color {
		p.caption.Text, p.caption.Color = text, fg
		p.caption.Refresh()
	}
	spent := make([]Spent, plies)
	for i := range min(plies, len(times)) {
		spent[i] = Spent{Used: times[i].Used, Known: times[i].UsedKnown}
	}
	p.bars.SetTimes(spent, p.cfg.Game().Start().ToMove, shown)
}

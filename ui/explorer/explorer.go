// Package explorer is the opening explorer beside the board: for the
// position shown, every move played from it in the games library, with its
// games, a White wins / draws / Black wins bar and the engine's evaluation
// of the position after it, and the most recent games that reached it.
// Lookups and evaluations run off the UI goroutine, one position at a time
// (a new position cancels the old one's); the explorer shows their answers
// with fyne.Do. A click on a move or a game is handed
// to the window (OnMove, OnGame), which plays the move or opens the game.
//
// Above the results, "Filters" unfolds the filters (collection, player,
// years, least rating: a library.Filter kept while the explorer follows
// the board, and set off by Clear), and "Import games…" imports a record
// file chosen by the player into a collection named after it, in the
// background, with its progress and what it added and skipped.
package explorer

import (
	"context"
	"fmt"
	"image/color"
	"strings"
	"sync"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/names"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Recent is how many of the most recent games the explorer lists.
const Recent = 8

// Source answers the explorer's questions: a *library.Library.
type Source interface {
	Explore(ctx context.Context, p game.Position, f library.Filter) (library.Stats, error)
	Reached(ctx context.Context, p game.Position, f library.Filter, limit int) ([]library.GameInfo, error)
}

// Evaluator scores a position for the explorer: in hundredths of a stone
// from the view of the side to move in pos. ok is false when ctx ended
// before the score was known.
type Evaluator func(ctx context.Context, pos game.Position) (score int, ok bool)

// EvalNodes is the node budget of the evaluation of each move listed: a
// one-thread search of this many nodes gives the same score on every
// machine, under any load, in about 12 ms of a core here
// (BenchmarkEngineEvaluator): 0.1 s for the nine moves of a position.
const EvalNodes = 30_000

// EvalHashMB is the transposition table, in MiB, of the explorer's engine.
const EvalHashMB = 8

// EngineEvaluator evaluates with eng, whose searches must run on one thread
// (ai.Options.Threads 1) for the scores to be the same everywhere: a search
// of EvalNodes nodes from an empty table, or the exact result of a
// finished game. The same position gets the same score whatever was
// searched before.
func EngineEvaluator(eng *ai.Engine) Evaluator {
	return func(ctx context.Context, pos game.Position) (int, bool) {
		if v, ok := ai.FinalEval(&pos); ok {
			if pos.ToMove == game.Black {
				v = -v
			}
			return int(v), true
		}
		eng.NewGame() // what earlier searches left in the table would change the score
		r := eng.Search(ctx, pos, ai.Limits{Nodes: EvalNodes}, nil)
		if ctx.Err() != nil || r.Depth == 0 {
			return 0, false
		}
		return r.Score, true
	}
}

// Explorer is the explorer mode. Create it with New.
type Explorer struct {
	loc    *i18n.Localizer
	src    Source
	eval   Evaluator // nil: no evaluations
	gate   ScoreGate // whether the evaluations may be shown (scoregate.go)
	onMove func(game.Move)
	onGame func(id int64, ply int)
	do     func(func()) // runs a function on the UI goroutine: fyne.Do; tests replace it
	lib    Library      // nil: no collections offered, no import
	choose func(use func(path string))
	reason func(error) string

	content   *fyne.Container
	results   *fyne.Container // what a lookup found, under the filters
	f         filters
	head      *widget.Label
	moves     *fyne.Container
	evals     map[game.Move]*widget.Label // the evaluation of each move shown
	evalH     *widget.Label
	askScores *widget.Button // in place of evalH while the score gate is closed
	recentH   *widget.Label
	recentS   *widget.Separator // above recentH
	recent    *fyne.Container

	mu     sync.Mutex // guards what lookups share with the UI goroutine
	filter library.Filter
	pos    game.Position      // the position asked last
	asked  bool               // pos was asked, and the explorer not closed since
	gen    int                // the lookup whose answer is awaited
	cancel context.CancelFunc // stops that lookup
	last   answer
}

// answer is what a lookup found.
type answer struct {
	done  bool
	stats library.Stats
	games []library.GameInfo
	err   error
	evals map[game.Move]int // the moves evaluated: the score after each, for the side choosing it
}

// Config is what the explorer asks and tells, besides the environment.
type Config struct {
	// Source answers the lookups.
	Source Source
	// OnMove is called when a move is clicked (or its hole key typed);
	// OnGame when a game is, with the ply at which it reached the
	// position. Either may be nil.
	OnMove func(game.Move)
	OnGame func(id int64, ply int)
	// Library offers its collections in the filter and imports record
	// files; nil: neither.
	Library Library
	// ChooseFile asks the player for a record file to import and calls use
	// with its path (a cancel does not call it); nil: no import.
	ChooseFile func(use func(path string))
	// Reason says an import's error in the player's language; nil: the
	// error's own text.
	Reason func(error) string
}

// New returns the explorer asking cfg.Source, in env's language. It shows
// its answers through env's Post (fyne.Do in the window).
func New(env screen.Env, cfg Config) *Explorer {
	e := &Explorer{loc: env.Loc, src: cfg.Source, onMove: cfg.OnMove, onGame: cfg.OnGame, do: env.Post,
		lib: cfg.Library, choose: cfg.ChooseFile, reason: cfg.Reason}
	if e.reason == nil {
		e.reason = func(err error) string { return err.Error() }
	}
	e.head = screen.Wrapped("")
	e.evalH = widget.NewLabelWithStyle("", fyne.TextAlignTrailing, fyne.TextStyle{Italic: true})
	e.evalH.Wrapping = fyne.TextWrapWord
	e.moves = container.NewVBox()
	e.recentH = screen.Bold("")
	e.recentH.Wrapping = fyne.TextWrapWord
	e.recent = container.NewVBox()
	e.recentS = widget.NewSeparator()
	e.results = container.NewVBox(e.head, e.moves, e.recentS, e.recentH, e.recent)
	e.content = container.NewVBox(e.newFilters(), e.results)
	e.render()
	e.renderFilters()
	return e
}

// SetEvaluator has the explorer evaluate each move listed with ev, in the
// background after each lookup; nil: no evaluations. Call it before Show.
func (e *Explorer) SetEvaluator(ev Evaluator) {
	e.mu.Lock()
	e.eval = ev
	e.mu.Unlock()
}

// Content is the explorer's panel.
func (e *Explorer) Content() fyne.CanvasObject { return e.content }

// Title names the mode.
func (e *Explorer) Title() string { return e.loc.T("explorer.title") }

// Board is nil: the game's board stays.
func (e *Explorer) Board() *board.Board { return nil }

// Relocalize writes the texts again in the current language.
func (e *Explorer) Relocalize() {
	e.render()
	e.renderFilters()
}

// Results is the part of the panel that shows what the lookups found,
// under the filters and the import: a window may hide it alone.
func (e *Explorer) Results() fyne.CanvasObject { return e.results }

// TypedKey plays the move of a hole key 1-9 when the explorer lists it.
func (e *Explorer) TypedKey(k *fyne.KeyEvent) bool {
	m, ok := screen.HoleKey(k)
	if !ok || e.onMove == nil {
		return false
	}
	e.mu.Lock()
	found := false
	for _, ms := range e.last.stats.Moves {
		found = found || ms.Move == m
	}
	e.mu.Unlock()
	if found {
		e.onMove(m)
	}
	return found
}

// Close stops the lookup under way.
func (e *Explorer) Close() {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.gen++
	e.asked = false
	if e.cancel != nil {
		e.cancel()
		e.cancel = nil
	}
}

// SetFilter changes the games asked about, and the filter controls; the
// next Show uses it. On the UI goroutine.
func (e *Explorer) SetFilter(f library.Filter) {
	e.mu.Lock()
	e.filter = f
	e.mu.Unlock()
	e.renderFilters()
}

// Show looks up pos in the background and shows the answer when it comes;
// a later Show replaces it. It returns at once.
func (e *Explorer) Show(pos game.Position) {
	e.mu.Lock()
	if e.cancel != nil {
		e.cancel()
	}
	e.gen++
	e.pos, e.asked = pos, true
	gen, f, ev := e.gen, e.filter, e.eval
	if !e.scoresOpen() {
		ev = nil // nothing searched that may not be shown
	}
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	e.last = answer{}
	e.mu.Unlock()
	e.render()
	go func() {
		var a answer
		a.stats, a.err = e.src.Explore(ctx, pos, f)
		if a.err == nil {
			a.games, a.err = e.src.Reached(ctx, pos, f, Recent)
		}
		a.done = true
		e.do(func() {
			e.mu.Lock()
			if gen != e.gen {
				e.mu.Unlock()
				return // a later position, or closed
			}
			e.last = a
			e.mu.Unlock()
			e.render()
		})
		if a.err != nil || ev == nil {
			return
		}
		e.evaluate(ctx, gen, ev, pos, a.stats.Moves)
	}()
}

// evaluate scores the position after each move, most played first, and
// shows each score as it comes; it stops when ctx ends (a later position,
// or the panel closed). Off the UI goroutine.
func (e *Explorer) evaluate(ctx context.Context, gen int, ev Evaluator, pos game.Position, moves []library.MoveStats) {
	for _, ms := range moves {
		m := ms.Move
		if ctx.Err() != nil {
			return
		}
		if !pos.Legal(m) {
			continue
		}
		score, ok := ev(ctx, pos.Apply(m))
		if !ok || ctx.Err() != nil {
			return
		}
		mine := -score // the side to move in pos chooses m
		switch {       // a result proved after m is one ply further from pos
		case mine > ai.WinBound:
			mine--
		case mine < -ai.WinBound:
			mine++
		}
		e.do(func() {
			e.mu.Lock()
			if gen != e.gen {
				e.mu.Unlock()
				return
			}
			if e.last.evals == nil {
				e.last.evals = map[game.Move]int{}
			}
			e.last.evals[m] = mine
			e.mu.Unlock()
			if l := e.evals[m]; l != nil {
				screen.SetText(l, evalText(mine))
			}
		})
	}
}

// evalText is a score for the side to move in stones: "+1.4", "-0.3", or
// "#+5" / "#-3" for a win / loss proved in that many moves.
func evalText(score int) string { return ai.Eval(score).String() }

// EvalTexts returns the evaluations shown beside the moves, in their order,
// for tests ("…" while pending).
func (e *Explorer) EvalTexts() []string {
	e.mu.Lock()
	moves := e.last.stats.Moves
	e.mu.Unlock()
	var out []string
	for _, m := range moves {
		if l := e.evals[m.Move]; l != nil {
			out = append(out, l.Text)
		}
	}
	return out
}

// Head returns the line above the moves, for tests.
func (e *Explorer) Head() string { return e.head.Text }

// MoveTexts returns the texts of the move rows, for tests.
func (e *Explorer) MoveTexts() []string {
	var out []string
	for _, o := range e.moves.Objects {
		if _, text, ok := findRow(o); ok {
			out = append(out, text)
		}
	}
	return out
}

// GameTexts returns the texts of the recent games' rows, for tests.
func (e *Explorer) GameTexts() []string {
	var out []string
	for _, o := range e.recent.Objects {
		if _, text, ok := findRow(o); ok {
			out = append(out, text)
		}
	}
	return out
}

// newRow is a line of the lists, a move or a game, that a click chooses: a
// button under its text, which wraps at word ends, so that the line says
// everything on as many lines as the panel's width needs (a button's text
// does not wrap: a long line of names made the panel wider than its
// column, and cut the scores at the window's edge).
func newRow(text string, importance widget.Importance, tapped func()) *fyne.Container {
	b := widget.NewButton("", tapped)
	b.Importance = importance
	l := screen.Wrapped(text)
	return container.NewStack(b, l)
}

// RowOf returns, when o is a line of the explorer's lists, its button and
// its text: what a test taps.
func RowOf(o fyne.CanvasObject) (b *widget.Button, text string, ok bool) {
	c, isC := o.(*fyne.Container)
	if !isC || len(c.Objects) != 2 {
		return nil, "", false
	}
	b, isB := c.Objects[0].(*widget.Button)
	l, isL := c.Objects[1].(*widget.Label)
	if !isB || !isL || b.Text != "" {
		return nil, "", false
	}
	return b, l.Text, true
}

// findRow finds the first line of a list (see newRow) in o.
func findRow(o fyne.CanvasObject) (*widget.Button, string, bool) {
	if b, text, ok := RowOf(o); ok {
		return b, text, true
	}
	if c, ok := o.(*fyne.Container); ok {
		for _, o := range c.Objects {
			if b, text, ok := findRow(o); ok {
				return b, text, true
			}
		}
	}
	return nil, "", false
}

// render shows the last answer; on the UI goroutine.
func (e *Explorer) render() {
	e.mu.Lock()
	a := e.last
	e.mu.Unlock()
	loc := e.loc
	e.mu.Lock()
	evaluating := e.eval != nil
	e.mu.Unlock()
	gated := evaluating && !e.scoresOpen()
	evaluating = evaluating && !gated
	e.moves.RemoveAll()
	e.recent.RemoveAll()
	e.evals = map[game.Move]*widget.Label{}
	screen.SetText(e.evalH, loc.T("explorerui.eval"))
	screen.SetText(e.recentH, loc.T("explorer.recent"))
	// "Recent games" heads a list: without games (none reached the
	// position, or the answer not in yet) it is not shown.
	screen.SetVisible(e.recentH, a.done && a.err == nil && len(a.games) > 0)
	screen.SetVisible(e.recentS, e.recentH.Visible())
	switch {
	case !a.done:
		screen.SetText(e.head, loc.T("explorer.loading"))
		return
	case a.err != nil:
		screen.SetText(e.head, loc.T("explorer.error", map[string]any{"Err": a.err.Error()}))
		return
	case a.stats.Games == 0:
		screen.SetText(e.head, loc.T("explorer.none"))
		return
	}
	switch {
	case evaluating && len(a.stats.Moves) > 0:
		e.moves.Add(e.evalH)
	case gated && len(a.stats.Moves) > 0:
		e.moves.Add(e.askScoresRow())
	}
	for _, m := range a.stats.Moves {
		pct := func(n int) int { return (200*n + m.Games) / (2 * m.Games) }
		text := loc.T("explorer.move", map[string]any{
			"Hole": int(m.Move), "Games": m.Games,
			"White": pct(m.WhiteWins), "Draws": pct(m.Draws), "Black": pct(m.BlackWins),
		})
		move := m.Move
		var row fyne.CanvasObject = newRow(text, widget.MediumImportance, func() {
			if e.onMove != nil {
				e.onMove(move)
			}
		})
		if evaluating {
			text := "…"
			if v, ok := a.evals[move]; ok {
				text = evalText(v)
			}
			l := widget.NewLabelWithStyle(text, fyne.TextAlignTrailing, fyne.TextStyle{})
			e.evals[move] = l
			// One width for every score, so that the moves line up.
			cell := container.NewGridWrap(fyne.NewSize(scoreWidth(), l.MinSize().Height), l)
			row = container.NewBorder(nil, nil, nil, container.NewCenter(cell), row)
		}
		e.moves.Add(container.NewVBox(row, newBar(m.WhiteWins, m.Draws, m.BlackWins)))
	}
	for _, gi := range a.games {
		id, ply := gi.ID, gi.Ply
		e.recent.Add(newRow(gameText(loc, gi), widget.LowImportance, func() {
			if e.onGame != nil {
				e.onGame(id, ply)
			}
		}))
	}
	screen.SetText(e.head, loc.T("explorer.total", map[string]any{"Count": a.stats.Games}))
}

// scoreWidth is the width of the column of scores: the widest a score
// is written, in the label's own padding.
func scoreWidth() float32 {
	w := float32(0)
	for _, s := range []string{"-88.8", "+88.8", "#-88", "#+88", "…"} {
		w = max(w, widget.NewLabel(s).MinSize().Width)
	}
	return w
}

// gameText is a game in the list: "2025.08.22  korgol – raisn  1-0". The
// players of a game of this program are named in the reader's language,
// the computer by today's ladder (package names).
func gameText(loc *i18n.Localizer, gi library.GameInfo) string {
	parts := []string{}
	if gi.Date != "" {
		parts = append(parts, gi.Date)
	}
	white, black := names.Player(loc, gi.White, 0), names.Player(loc, gi.Black, 0)
	parts = append(parts, fmt.Sprintf("%s – %s", orAsk(white), orAsk(black)), gi.Result.Token())
	return strings.Join(parts, "  ")
}

func orAsk(s string) string {
	if s == "" {
		return "?"
	}
	return s
}

// newBar is the White wins / draws / Black wins bar of a move, its parts
// as wide as their games.
func newBar(white, draws, black int) fyne.CanvasObject {
	w := canvas.NewRectangle(color.NRGBA{0xf2, 0xf2, 0xf2, 0xff})
	d := canvas.NewRectangle(color.NRGBA{0x9e, 0x9e, 0x9e, 0xff})
	b := canvas.NewRectangle(color.NRGBA{0x30, 0x30, 0x30, 0xff})
	for _, r := range []*canvas.Rectangle{w, d, b} {
		r.StrokeWidth = 0
	}
	return container.New(&barLayout{counts: [3]int{white, draws, black}}, w, d, b)
}

// barLayout lays three objects side by side in proportion to counts.
type barLayout struct{ counts [3]int }

func (l *barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	total := l.counts[0] + l.counts[1] + l.counts[2]
	x := float32(0)
	for i, o := range objs {
		w := float32(0)
		if total > 0 {
			w = size.Width * float32(l.counts[i]) / float32(total)
		}
		o.Move(fyne.NewPos(x, 0))
		o.Resize(fyne.NewSize(w, size.Height))
		x += w
	}
}

func (l *barLayout) MinSize([]fyne.CanvasObject) fyne.Size {
	return fyne.NewSize(theme.Padding()*10, theme.Padding()*2)
}

// Package mistakes is "Learn from your mistakes", a mode of the game
// window opened after a review: the player's own ? and ?? moves of the
// game, one position at a time. The board shows the position before the
// mistake with the player's row at the bottom, and the player sows. The
// review's best move, or any move the engine judges within the review's
// margin of it (no worse than a good move: less than 1.5 stones and 2 % of
// the winning chance), is accepted; a worse one is explained with the
// coach's words (package ai/coach, the same as the review's) and can be
// tried again. A hint names the mistake's theme first, then the hole. At
// the end the tally says how each position went. The puzzles' rating is not
// touched: nothing is saved.
//
// A move other than the review's best and the game's own is judged by the
// engine in the background (ai.Engine.AnalyseMove with the review's
// budget), while the board sows it.
package mistakes

import (
	"context"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/job"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Config is what the mode needs besides the environment.
type Config struct {
	// Game is the record reviewed and Plies its review (by ply-1, as
	// ai.AnalyseGame and ai.ReviewFromRecord return them).
	Game  *game.Game
	Plies []ai.PlyAnalysis
	// Sides are the players whose mistakes are practised: the human's
	// side of a game against the computer, both in a game of two players.
	Sides []game.Side
	// NewEngine makes the engine that judges a move tried (made once, on
	// the first such move, and dropped on Close); Limits is its budget,
	// the review's.
	NewEngine func() *ai.Engine
	Limits    ai.Limits
	// Computer is the side the computer played, if it played one: the
	// board's banners name it so.
	Computer *game.Side
}

// Outcome is how a position of the practice went.
type Outcome uint8

// The outcomes, in the order of the tally.
const (
	Open    Outcome = iota // not solved yet
	AtOnce                 // solved with the first move, without a hint
	Retried                // solved after a wrong move, without a hint
	Hinted                 // solved after a hint
	Skipped                // left for the next one
)

// position is one mistake to practise.
type position struct {
	ply     int // the mistake's ply (1-based)
	pos     game.Position
	review  ai.PlyAnalysis
	explain coach.Explanation // the coach's words on the game's move
	tries   int               // wrong moves so far
	hints   int               // 1 the theme, 2 the hole
	outcome Outcome
}

// state is what the panel says after the last thing that happened.
type state uint8

const (
	asking   state = iota // find a better move
	judging               // a move is being sown and judged
	accepted              // the move is the best or within the margin
	wrong                 // the move is worse: explained, try again
	finished              // the tally
)

// Mode is the practice beside the board. Create it with New.
type Mode struct {
	env   screen.Env
	cfg   Config
	board *board.Board
	jobs  *job.Slot
	eng   *ai.Engine

	items []position
	at    int // the position shown (len(items) once finished)

	state   state
	tried   game.Move // the last move tried
	verdict ai.PlyAnalysis
	words   string // the coach's words on the move tried
	sown    bool   // the move tried has been sown on the board
	judged  bool   // and judged

	content  *fyne.Container
	progress *widget.Label
	task     *widget.Label
	said     *widget.Label
	explain  *widget.Label
	hintBtn  *widget.Button
	retryBtn *widget.Button
	nextBtn  *widget.Button
}

var _ screen.Mode = (*Mode)(nil)

// New opens the practice at the first mistake of the sides given.
func New(env screen.Env, cfg Config) *Mode {
	m := &Mode{env: env, cfg: cfg}
	m.jobs = job.New(context.Background(), env.Post)
	m.board = env.Board()
	m.board.OnMove = m.Play
	m.items = positions(cfg.Game, cfg.Plies, cfg.Sides...)

	m.progress = screen.Bold("")
	m.progress.Wrapping = fyne.TextWrapWord
	m.task = screen.Wrapped("")
	m.said = screen.Wrapped("")
	m.explain = screen.Wrapped("")
	m.hintBtn = widget.NewButtonWithIcon("", theme.HelpIcon(), m.Hint)
	m.retryBtn = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), m.Retry)
	m.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), m.Next)
	m.content = container.NewVBox(
		m.progress, m.task, widget.NewSeparator(), m.said, m.explain,
		// One button a row: the panel may be narrow.
		m.retryBtn, m.nextBtn, m.hintBtn,
	)
	m.show(0)
	m.Relocalize()
	return m
}

// positions returns the mistakes (? and ??) of the sides in a review of g,
// in the order of the game, each with the coach's explanation of the
// game's move.
func positions(g *game.Game, plies []ai.PlyAnalysis, sides ...game.Side) []position {
	var out []position
	for k, a := range plies {
		if a.Ply == 0 || a.Class < ai.Mistake || k >= g.Len() || !hasSide(sides, a.Mover) {
			continue
		}
		pos := g.PositionAt(k)
		x, ok := coach.Explain(pos, a)
		if !ok {
			continue
		}
		out = append(out, position{ply: a.Ply, pos: pos, review: a, explain: x})
	}
	return out
}

func hasSide(sides []game.Side, s game.Side) bool {
	for _, x := range sides {
		if x == s {
			return true
		}
	}
	return false
}

// Content is the panel beside the board.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Board is the practice's board.
func (m *Mode) Board() *board.Board { return m.board }

// Title is the mode's name.
func (m *Mode) Title() string { return m.env.Loc.T("mistakes.title") }

// Close stops a judgement and lets the engine go.
func (m *Mode) Close() {
	m.board.OnMove = nil
	m.board.FinishAnimation()
	m.jobs.Close()
	m.eng = nil
}

// TypedKey plays 1-9 from the player's row; Enter tries again after a
// wrong move and goes on after a right one.
func (m *Mode) TypedKey(e *fyne.KeyEvent) bool {
	if mv, ok := screen.HoleKey(e); ok {
		m.Play(mv)
		return true
	}
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		switch m.state {
		case wrong:
			m.Retry()
		case accepted, finished:
			m.Next()
		}
		return true
	}
	return false
}

// Len is the number of positions to practise.
func (m *Mode) Len() int { return len(m.items) }

// At returns the position shown (from 0; Len once finished), and its ply
// in the game.
func (m *Mode) At() (index, ply int) {
	if m.at >= len(m.items) {
		return m.at, 0
	}
	return m.at, m.items[m.at].ply
}

// Tally counts the positions by outcome.
func (m *Mode) Tally() map[Outcome]int {
	t := map[Outcome]int{}
	for _, it := range m.items {
		t[it.outcome]++
	}
	return t
}

// Busy reports whether a move is being sown or judged.
func (m *Mode) Busy() bool { return m.state == judging }

// Wait waits for a judgement's search to return (tests; its answer then
// comes through the environment's Post).
func (m *Mode) Wait() { m.jobs.Wait() }

// show sets up position i (finished when past the last).
func (m *Mode) show(i int) {
	m.jobs.Cancel()
	m.board.FinishAnimation()
	m.at = i
	m.tried, m.words, m.sown, m.judged = 0, "", false, false
	if i >= len(m.items) {
		m.state = finished
		m.board.SetInteractive(game.White, false)
		m.board.SetInteractive(game.Black, false)
		m.board.ShowHint(0)
		return
	}
	m.state = asking
	it := m.items[i]
	me := it.pos.ToMove
	m.board.SetLastMove(game.White, nil)
	m.board.SetLastMove(game.Black, nil)
	m.board.SetPosition(it.pos)
	m.board.SetBottom(me)
	m.board.SetInteractive(me.Opponent(), false)
	m.board.SetInteractive(me, true)
	players := [2]board.Player{board.PlayerSide, board.PlayerSide}
	players[me] = board.PlayerYou
	if c := m.cfg.Computer; c != nil && *c != me {
		players[*c] = board.PlayerComputer
	}
	m.board.SetPlayers(players[game.White], players[game.Black])
	if it.hints >= 2 {
		m.board.ShowHint(it.review.Best)
	} else {
		m.board.ShowHint(0)
	}
}

// Play tries the player's move in the position shown: it is sown on the
// board and judged (at once for the review's best move and the game's own
// move, else by the engine in the background).
func (m *Mode) Play(mv game.Move) {
	if m.state != asking || m.at >= len(m.items) {
		return
	}
	it := &m.items[m.at]
	after, sowing, err := it.pos.Play(mv)
	if err != nil {
		return
	}
	me := it.pos.ToMove
	m.state, m.tried, m.sown, m.judged = judging, mv, false, false
	m.board.SetInteractive(me, false)
	m.board.ShowHint(0)
	switch mv {
	case it.review.Best:
		m.verdict, m.judged = ai.PlyAnalysis{Move: mv, Best: mv, Class: ai.Best}, true
	case it.review.Move:
		m.verdict, m.judged = it.review, true
		m.words = m.wordsOn(*it)
	default:
		m.judge(*it, mv)
	}
	m.update()
	m.board.Animate(it.pos, sowing, after, func() {
		m.sown = true
		m.settle()
	})
}

// judge asks the engine about mv in the position of it, in the
// background; the verdict comes back through the environment's Post.
func (m *Mode) judge(it position, mv game.Move) {
	if m.eng == nil && m.cfg.NewEngine != nil {
		m.eng = m.cfg.NewEngine()
	}
	eng, lim := m.eng, m.cfg.Limits
	if eng == nil {
		m.verdict, m.judged = ai.PlyAnalysis{Move: mv, Best: mv, Class: ai.Good}, true
		return
	}
	m.jobs.Start(func(j job.Job) {
		a := eng.AnalyseMove(j.Context(), it.pos, mv, lim)
		if j.Context().Err() != nil {
			return
		}
		j.Post(func() {
			if m.state != judging || m.tried != mv {
				return
			}
			m.verdict, m.judged = a, true
			if !accept(a) {
				m.words = m.wordsOn(it)
			}
			m.settle()
		})
	})
}

// wordsOn returns the coach's words on the move tried in it (the verdict's
// move), in the current language. The better move is the review's, as the
// hint says.
func (m *Mode) wordsOn(it position) string {
	if m.verdict.Move == it.review.Move {
		return it.explain.Sentence(m.env.Loc)
	}
	a := m.verdict
	a.Ply, a.Best, a.Line = it.ply, it.review.Best, it.review.Line
	if x, ok := coach.Explain(it.pos, a); ok {
		return x.Sentence(m.env.Loc)
	}
	return ""
}

// accept reports whether a move's review is within the margin: the best
// move of its search, or no worse than a good move.
func accept(a ai.PlyAnalysis) bool { return a.Move == a.Best || a.Class <= ai.Good }

// settle shows the verdict once the move is both sown and judged.
func (m *Mode) settle() {
	if m.state != judging || !m.sown || !m.judged {
		m.update()
		return
	}
	it := &m.items[m.at]
	if accept(m.verdict) {
		m.state = accepted
		switch {
		case it.hints > 0:
			it.outcome = Hinted
		case it.tries > 0:
			it.outcome = Retried
		default:
			it.outcome = AtOnce
		}
	} else {
		m.state = wrong
		it.tries++
	}
	m.update()
}

// Retry shows the position again after a wrong move; at the end, it goes
// through every position again.
func (m *Mode) Retry() {
	switch m.state {
	case wrong:
		m.show(m.at)
	case finished:
		for i := range m.items {
			m.items[i] = position{ply: m.items[i].ply, pos: m.items[i].pos, review: m.items[i].review, explain: m.items[i].explain}
		}
		m.show(0)
	default:
		return
	}
	m.update()
}

// Next goes to the next position; a position not solved counts as
// skipped. After the last comes the tally.
func (m *Mode) Next() {
	switch m.state {
	case judging:
		return
	case finished:
		m.env.CloseScreen()
		return
	}
	if it := &m.items[m.at]; it.outcome == Open {
		it.outcome = Skipped
	}
	m.show(m.at + 1)
	m.update()
}

// Hint names the theme of the game's mistake first, then the hole of the
// better move, shown on the board.
func (m *Mode) Hint() {
	switch m.state {
	case wrong:
		m.show(m.at) // the position again, to try the hint on
	case asking:
	default:
		return
	}
	it := &m.items[m.at]
	it.hints = min(it.hints+1, 2)
	if it.hints == 2 {
		m.board.ShowHint(it.review.Best)
	}
	m.update()
}

// Relocalize sets every text in the current language.
func (m *Mode) Relocalize() {
	screen.SetButtonText(m.hintBtn, m.env.Loc.T("puzzle.hint"))
	m.board.Refresh() // its words
	if m.state == wrong && m.at < len(m.items) {
		m.words = m.wordsOn(m.items[m.at])
	}
	m.update()
}

// Said returns what the panel says: the progress, the task, what happened
// and the coach's words.
func (m *Mode) Said() (progress, task, said, words string) {
	return m.progress.Text, m.task.Text, m.said.Text, m.explain.Text
}

// update shows the state in the widgets built by New.
func (m *Mode) update() {
	loc := m.env.Loc
	if len(m.items) == 0 {
		screen.SetText(m.progress, loc.T("mistakes.title"))
		screen.SetText(m.task, loc.T("mistakes.none"))
		screen.SetText(m.said, "")
		screen.SetText(m.explain, "")
		screen.SetVisible(m.said, false)
		screen.SetVisible(m.explain, false)
		screen.SetVisible(m.hintBtn, false)
		screen.SetVisible(m.retryBtn, false)
		screen.SetButtonText(m.nextBtn, loc.T("mistakes.close"))
		return
	}
	if m.state == finished {
		t := m.Tally()
		screen.SetText(m.progress, loc.T("mistakes.done"))
		screen.SetText(m.task, loc.T("mistakes.tally", map[string]any{
			"Total": len(m.items), "AtOnce": t[AtOnce], "Retried": t[Retried], "Hinted": t[Hinted], "Skipped": t[Skipped]}))
		screen.SetText(m.said, "")
		screen.SetText(m.explain, "")
		screen.SetVisible(m.said, false)
		screen.SetVisible(m.explain, false)
		screen.SetImportance(m.said, widget.MediumImportance)
		screen.SetVisible(m.hintBtn, false)
		screen.SetVisible(m.retryBtn, true)
		screen.SetEnabled(m.retryBtn, true)
		screen.SetButtonText(m.retryBtn, loc.T("mistakes.again"))
		screen.SetButtonText(m.nextBtn, loc.T("mistakes.close"))
		screen.SetImportance(m.nextBtn, widget.HighImportance)
		return
	}
	it := m.items[m.at]
	a := it.review
	screen.SetText(m.progress, loc.T("mistakes.position", map[string]any{
		"Number": m.at + 1, "Total": len(m.items), "Move": moveNumber(m.cfg.Game, it.ply)}))
	screen.SetText(m.task, loc.T("mistakes.task", map[string]any{
		"Side": screen.SideName(loc, it.pos.ToMove), "Played": int(a.Move), "Mark": a.Mark()}))

	said, words, importance := "", "", widget.MediumImportance
	switch m.state {
	case asking:
		switch it.hints {
		case 1:
			said = loc.T("mistakes.hint_theme", map[string]any{"Theme": it.explain.Theme.Title(loc)})
		case 2:
			said = loc.T("mistakes.hint_theme", map[string]any{"Theme": it.explain.Theme.Title(loc)}) + " " +
				loc.T("puzzle.hint_hole", map[string]any{"Hole": int(a.Best)})
		}
	case judging:
		said = loc.T("mistakes.judging", map[string]any{"Hole": int(m.tried)})
	case accepted:
		importance = widget.SuccessImportance
		if m.tried == a.Best {
			said = loc.T("mistakes.right", map[string]any{"Hole": int(m.tried)})
		} else {
			said = loc.T("mistakes.good", map[string]any{"Hole": int(m.tried), "Best": int(a.Best)})
		}
	case wrong:
		importance = widget.DangerImportance
		if m.tried == a.Move {
			said = loc.T("mistakes.same", map[string]any{"Hole": int(m.tried)})
		} else {
			said = loc.T("mistakes.wrong", map[string]any{"Hole": int(m.tried), "Class": loc.T("review.class." + m.verdict.Class.String())})
		}
		words = m.words
	}
	screen.SetText(m.said, said)
	screen.SetImportance(m.said, importance)
	screen.SetText(m.explain, words)
	// Empty lines would leave a gap above the buttons.
	screen.SetVisible(m.said, said != "")
	screen.SetVisible(m.explain, words != "")

	busy := m.state == judging
	screen.SetVisible(m.hintBtn, true)
	screen.SetEnabled(m.hintBtn, !busy && m.state != accepted && it.hints < 2)
	screen.SetVisible(m.retryBtn, m.state == wrong)
	screen.SetButtonText(m.retryBtn, loc.T("puzzle.retry"))
	screen.SetEnabled(m.retryBtn, true)
	next := "mistakes.skip"
	if m.state == accepted {
		next = "mistakes.next"
	}
	if m.at == len(m.items)-1 && m.state == accepted {
		next = "mistakes.to_tally"
	}
	screen.SetButtonText(m.nextBtn, loc.T(next))
	screen.SetEnabled(m.nextBtn, !busy)
	nextImportance := widget.MediumImportance
	if m.state == accepted {
		nextImportance = widget.HighImportance
	}
	screen.SetImportance(m.nextBtn, nextImportance)
}

// moveNumber is "12." before White's move of ply, "12…" before Black's,
// counted from the record's first move number.
func moveNumber(g *game.Game, ply int) string {
	n := strconv.Itoa(g.FullMoveNumber(ply - 1))
	if g.PositionAt(ply-1).ToMove == game.Black {
		return n + "…"
	}
	return n + "."
}

// Package puzzles is Game → Puzzles, a mode of the game window: a position
// from a real game on the board, the solver's side at the bottom, and beside
// it the task, the theme, the rating and what happened. A right move is sown
// with the computer's answer after it; a wrong one ends the attempt and
// shows the right move on the board, and the rest of the solution one move
// at a time as the player asks for it (Show the next move), each sown on
// the board. The rating, streaks and solved puzzles are saved after every
// first attempt.
package puzzles

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Mode is the puzzles beside the board. Create it with New.
type Mode struct {
	env   screen.Env
	board *board.Board
	set   []puzzle.Puzzle

	attempt  *puzzle.Attempt
	hints    int    // hints asked for this puzzle: 1 the area, 2 the hole
	status   string // i18n key of what happened last, "" before a move
	data     map[string]any
	finished bool // solved or failed
	practice bool // a retry of a finished puzzle: not recorded again
	busy     bool // a move and its answer are being sown
	at       int  // the place in the puzzle's line of the solver's next move
	// After a failure, the solution is shown from the position the
	// solver failed in: reveal is the place in the line of the move shown
	// as a ghost, revealPos the position it is played from.
	reveal    int
	revealPos game.Position

	content  *fyne.Container
	themeTag *widget.Label
	themes   *widget.Select
	rating   *widget.Label
	counts   *widget.Label
	title    *widget.Label
	task     *widget.Label
	said     *widget.Label
	hintBtn  *widget.Button
	retryBtn *widget.Button
	nextBtn  *widget.Button
	stepBtn  *widget.Button // after a failure: show the solution's next move
	syncing  bool           // the theme list is being set: no choice made
}

var _ screen.Mode = (*Mode)(nil)

// Config is what the puzzles need besides the environment: nothing yet.
// It is there so that every screen has the same shape, New(env, cfg).
type Config struct{}

// New opens the puzzles at the puzzle nearest the player's rating, of the
// theme chosen last. It fails when the puzzles cannot be read.
func New(env screen.Env, _ Config) (*Mode, error) {
	set, err := puzzle.Set()
	if err != nil {
		return nil, fmt.Errorf("read the puzzles: %w", err)
	}
	m := &Mode{env: env, set: set}
	m.board = env.Board()
	m.board.OnMove = m.Play

	m.themeTag = widget.NewLabel("")
	m.themes = widget.NewSelect(nil, m.themeChosen)
	m.rating = screen.Bold("")
	m.rating.Wrapping = fyne.TextWrapWord // a narrow panel in a language of long words
	m.counts = screen.Wrapped("")
	m.title = screen.Bold("")
	m.title.Wrapping = fyne.TextWrapWord
	m.task = screen.Wrapped("")
	m.said = screen.Wrapped("")
	m.hintBtn = widget.NewButtonWithIcon("", theme.HelpIcon(), m.Hint)
	m.retryBtn = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), m.Retry)
	m.nextBtn = widget.NewButtonWithIcon("", theme.NavigateNextIcon(), m.Next)
	m.stepBtn = widget.NewButtonWithIcon("", theme.MediaSkipNextIcon(), m.ShowNextMove)
	m.stepBtn.Hide()
	m.content = container.NewVBox(
		container.NewBorder(nil, nil, m.themeTag, nil, m.themes),
		m.rating, m.counts,
		widget.NewSeparator(),
		m.title, m.task, m.said,
		// One button a row: the panel may be narrow.
		m.stepBtn, m.nextBtn, m.hintBtn, m.retryBtn,
	)
	m.nextPuzzle()
	m.Relocalize()
	return m, nil
}

// Content is the panel beside the board.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Board is the puzzle's board.
func (m *Mode) Board() *board.Board { return m.board }

// Title is the mode's name.
func (m *Mode) Title() string { return m.env.Loc.T("puzzle.title") }

// Close ends the attempt; nothing runs after it.
func (m *Mode) Close() {
	m.board.OnMove = nil
	m.board.FinishAnimation()
}

// TypedKey plays 1-9 from the solver's row; Enter goes to the next puzzle
// once this one is finished.
func (m *Mode) TypedKey(e *fyne.KeyEvent) bool {
	if mv, ok := screen.HoleKey(e); ok {
		m.Play(mv)
		return true
	}
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if m.finished {
			m.Next()
		}
		return true
	}
	return false
}

// Puzzle returns the puzzle shown; false when there is none of the theme.
func (m *Mode) Puzzle() (puzzle.Puzzle, bool) {
	if m.attempt == nil {
		return puzzle.Puzzle{}, false
	}
	return m.attempt.Puzzle(), true
}

// Status returns the i18n key of what happened last ("puzzle.solved",
// "puzzle.failed", "puzzle.reply", a hint) and its data; "" before a move.
func (m *Mode) Status() (key string, data map[string]any) { return m.status, m.data }

// Finished reports whether the puzzle shown was solved or failed.
func (m *Mode) Finished() bool { return m.finished }

// Puzzles returns every puzzle.
func (m *Mode) Puzzles() []puzzle.Puzzle { return m.set }

func (m *Mode) theme() puzzle.Theme { return puzzle.Theme(m.env.Store.Progress().Theme) }

// nextPuzzle chooses the next puzzle near the rating, of the chosen theme.
func (m *Mode) nextPuzzle() {
	stats := m.env.Store.Progress().Puzzles
	p, ok := puzzle.Next(m.set, stats, m.theme(), uint64(stats.Attempts()))
	if !ok {
		m.attempt = nil
		return
	}
	m.start(p)
}

// Start shows puzzle p from its position.
func (m *Mode) Start(p puzzle.Puzzle) {
	m.start(p)
	m.update()
}

func (m *Mode) start(p puzzle.Puzzle) {
	m.attempt = puzzle.NewAttempt(p)
	m.hints, m.status, m.data, m.finished, m.busy, m.practice = 0, "", nil, false, false, false
	m.at, m.reveal, m.revealPos = 0, 0, p.Position
	me := p.Position.ToMove
	m.board.SetLastMove(game.White, nil)
	m.board.SetLastMove(game.Black, nil)
	m.board.SetPosition(p.Position)
	m.board.SetBottom(me)
	m.board.SetInteractive(me.Opponent(), false)
	m.board.SetInteractive(me, true)
	if me == game.White {
		m.board.SetPlayers(board.PlayerYou, board.PlayerComputer)
	} else {
		m.board.SetPlayers(board.PlayerComputer, board.PlayerYou)
	}
}

// Play tries the solver's move.
func (m *Mode) Play(mv game.Move) {
	a := m.attempt
	if a == nil || m.busy || m.finished {
		return
	}
	me := a.Puzzle().Position.ToMove
	before := a.Position()
	step, err := a.Try(mv)
	if err != nil {
		return
	}
	if !step.Correct {
		m.reveal, m.revealPos = m.at, a.Position()
		m.finish(false)
		m.board.ShowHint(a.Expected())
		m.update()
		return
	}
	m.at++
	if step.Reply != 0 {
		m.at++
	}
	m.busy = true
	m.board.SetInteractive(me, false)
	afterMine, _, _ := before.Play(mv)
	m.update()
	m.board.Animate(before, step.Sowing, afterMine, func() {
		if step.Reply == 0 {
			m.busy = false
			m.finish(true)
			m.update()
			return
		}
		m.board.Animate(afterMine, step.ReplySowing, a.Position(), func() {
			m.busy = false
			m.hints = 0
			m.status, m.data = "puzzle.reply", map[string]any{"Hole": int(step.Reply)}
			m.board.SetInteractive(me, true)
			m.update()
		})
	})
}

// finish records the attempt and says how the rating moved. A retry is not
// recorded: the rating counts first attempts.
func (m *Mode) finish(solved bool) {
	m.finished = true
	p := m.attempt.Puzzle()
	m.board.SetInteractive(p.Position.ToMove, false)
	progress := m.env.Store.Progress()
	m.status = "puzzle.failed"
	if solved {
		m.status = "puzzle.solved"
	}
	if m.practice {
		m.data = map[string]any{"Rating": progress.Puzzles.Rating, "Delta": "±0", "Line": screen.HoleLine(p.Line, ", "), "Hole": m.expected()}
		return
	}
	old := progress.Puzzles.Normalize().Rating
	progress.Puzzles = progress.Puzzles.Record(p, solved)
	if err := m.env.Store.SaveProgress(progress); err != nil {
		m.env.Fail("save puzzle progress", err)
	}
	delta := progress.Puzzles.Rating - old
	m.data = map[string]any{"Rating": progress.Puzzles.Rating, "Delta": fmt.Sprintf("%+d", delta), "Line": screen.HoleLine(p.Line, ", "), "Hole": m.expected()}
}

// expected is the hole of the solver's move the line expects next, 0 when
// none.
func (m *Mode) expected() int {
	if m.attempt == nil {
		return 0
	}
	return int(m.attempt.Expected())
}

// ShowNextMove, after a failure, sows the solver's move shown as a ghost
// and the computer's answer on the board, and shows the solver's next move
// as a ghost: the solution one move at a time. At the end of the line the
// whole solution is written out.
func (m *Mode) ShowNextMove() {
	a := m.attempt
	if a == nil || !a.Failed() || m.busy || !m.revealing() {
		return
	}
	line := a.Puzzle().Line
	mine := line[m.reveal]
	before := m.revealPos
	afterMine, sow, err := before.Play(mine)
	if err != nil {
		m.env.Fail("show the puzzle's solution", err)
		return
	}
	m.busy = true
	m.update()
	m.board.Animate(before, sow, afterMine, func() {
		m.revealPos = afterMine
		m.reveal++
		if m.reveal >= len(line) {
			m.revealed(line)
			return
		}
		reply := line[m.reveal]
		afterReply, rs, err := afterMine.Play(reply)
		if err != nil {
			m.busy = false
			m.env.Fail("show the puzzle's solution", err)
			m.update()
			return
		}
		m.board.Animate(afterMine, rs, afterReply, func() {
			m.revealPos = afterReply
			m.reveal++
			if m.reveal >= len(line) {
				m.revealed(line)
				return
			}
			m.busy = false
			m.status, m.data = "reviewx.puzzle_step", map[string]any{"Reply": int(reply), "Hole": int(line[m.reveal])}
			m.board.ShowHint(line[m.reveal])
			m.update()
		})
	})
}

// revealed ends the solution's showing: the whole line, written out.
func (m *Mode) revealed(line []game.Move) {
	m.busy = false
	m.status, m.data = "reviewx.puzzle_solution", map[string]any{"Line": screen.HoleLine(line, ", ")}
	m.update()
}

// revealing reports whether, after a failure, the solution has moves not
// yet shown.
func (m *Mode) revealing() bool {
	return m.attempt != nil && m.attempt.Failed() && m.reveal < len(m.attempt.Puzzle().Line)
}

// Hint shows the row area of the expected move, then the hole.
func (m *Mode) Hint() {
	a := m.attempt
	if a == nil || m.finished || m.busy {
		return
	}
	m.hints = min(m.hints+1, 2)
	mv := a.Expected()
	if m.hints == 1 {
		area := puzzle.HintArea(mv)
		m.status, m.data = "puzzle.hint_area", map[string]any{"From": area.From, "To": area.To}
	} else {
		m.status, m.data = "puzzle.hint_hole", map[string]any{"Hole": int(mv)}
		m.board.ShowHint(mv)
	}
	m.update()
}

// Retry starts the puzzle shown again; after it was finished, as practice.
func (m *Mode) Retry() {
	if m.attempt != nil {
		again := m.finished || m.practice
		m.start(m.attempt.Puzzle())
		m.practice = again
		m.update()
	}
}

// Next goes to the next puzzle.
func (m *Mode) Next() {
	m.nextPuzzle()
	m.update()
}

// SetTheme chooses the theme ("" for all), saves it and shows a puzzle of
// it.
func (m *Mode) SetTheme(t puzzle.Theme) {
	p := m.env.Store.Progress()
	if p.Theme == string(t) {
		return
	}
	p.Theme = string(t)
	if err := m.env.Store.SaveProgress(p); err != nil {
		m.env.Fail("save puzzle theme", err)
	}
	m.nextPuzzle()
	m.update()
}

// allThemes is the themes offered, "" (every theme) first.
func allThemes() []puzzle.Theme { return append([]puzzle.Theme{""}, puzzle.Themes()...) }

func (m *Mode) themeName(t puzzle.Theme) string {
	if t == "" {
		return m.env.Loc.T("puzzle.theme_any")
	}
	return m.env.Loc.T("puzzle.theme." + string(t))
}

func (m *Mode) themeChosen(string) {
	if m.syncing {
		return
	}
	if i := m.themes.SelectedIndex(); i >= 0 {
		m.SetTheme(allThemes()[i])
	}
}

// Relocalize sets every text in the current language.
func (m *Mode) Relocalize() {
	loc := m.env.Loc
	themes := allThemes()
	names := make([]string, len(themes))
	for i, t := range themes {
		names[i] = m.themeName(t)
	}
	m.syncing = true
	m.themes.SetOptions(names)
	m.syncing = false
	screen.SetText(m.themeTag, loc.T("puzzle.theme"))
	screen.SetButtonText(m.hintBtn, loc.T("puzzle.hint"))
	screen.SetButtonText(m.retryBtn, loc.T("puzzle.retry"))
	screen.SetButtonText(m.nextBtn, loc.T("puzzle.next"))
	screen.SetButtonText(m.stepBtn, loc.T("reviewx.puzzle_show_next"))
	m.board.Refresh() // its words
	m.update()
}

// update shows the state in the widgets built by New.
func (m *Mode) update() {
	loc := m.env.Loc
	stats := m.env.Store.Progress().Puzzles.Normalize()
	m.syncing = true
	if i := indexOf(allThemes(), m.theme()); i != m.themes.SelectedIndex() {
		m.themes.SetSelectedIndex(i)
	}
	m.syncing = false
	screen.SetText(m.rating, loc.T("puzzle.rating", map[string]any{"Rating": stats.Rating}))
	screen.SetText(m.counts, loc.T("puzzle.stats", map[string]any{
		"Solved": stats.Solved, "Attempts": stats.Attempts(), "Streak": stats.Streak, "Best": stats.BestStreak}))
	a := m.attempt
	if a == nil {
		screen.SetText(m.title, "")
		screen.SetText(m.task, loc.T("puzzle.none"))
		screen.SetText(m.said, "")
		screen.SetEnabled(m.hintBtn, false)
		screen.SetEnabled(m.retryBtn, false)
		screen.SetEnabled(m.nextBtn, false)
		screen.SetVisible(m.stepBtn, false)
		return
	}
	p := a.Puzzle()
	screen.SetText(m.title, loc.T("puzzle.number", map[string]any{"Number": Number(p.ID), "Rating": p.Rating})+" — "+m.themeName(p.Theme))
	screen.SetText(m.task, loc.T("puzzle.to_move", map[string]any{"Side": screen.SideName(loc, p.Position.ToMove)}))
	said, importance := "", widget.MediumImportance
	switch m.status {
	case "":
	case "puzzle.failed":
		// the right move only, shown on the board: the rest of the
		// solution comes one move at a time (ShowNextMove)
		said = loc.T("reviewx.puzzle_failed", m.data)
	default:
		said = loc.T(m.status, m.data)
	}
	switch m.status {
	case "puzzle.solved":
		importance = widget.SuccessImportance
	case "puzzle.failed":
		importance = widget.DangerImportance
	}
	screen.SetImportance(m.said, importance)
	screen.SetText(m.said, said)
	screen.SetEnabled(m.hintBtn, !m.finished && !m.busy)
	screen.SetEnabled(m.retryBtn, !m.busy)
	screen.SetEnabled(m.nextBtn, !m.busy)
	screen.SetVisible(m.stepBtn, m.revealing())
	screen.SetEnabled(m.stepBtn, !m.busy)
	next := widget.MediumImportance
	if m.finished {
		next = widget.HighImportance
	}
	screen.SetImportance(m.nextBtn, next)
}

func indexOf(themes []puzzle.Theme, t puzzle.Theme) int {
	for i, x := range themes {
		if x == t {
			return i
		}
	}
	return 0
}

// Number is the number in a puzzle id such as "p042".
func Number(id string) int {
	n, _ := strconv.Atoi(strings.TrimLeft(id, "p"))
	return n
}

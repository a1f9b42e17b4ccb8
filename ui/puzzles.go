package ui

import (
	"fmt"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/ai/puzzle"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// puzzlesScreen is Game → Puzzles: a position from a real game, the
// solver's side at the bottom. A right move is sown with the computer's
// answer after it; a wrong one ends the attempt and shows the solution. The
// rating, streaks and solved puzzles are saved after every attempt.
type puzzlesScreen struct {
	app   *App
	modal *modal
	board *board.Board
	set   []puzzle.Puzzle

	attempt  *puzzle.Attempt
	hints    int    // hints asked for this puzzle: 1 the area, 2 the hole
	status   string // i18n key of what happened last, "" before a move
	data     map[string]any
	finished bool // solved or failed
	practice bool // a retry of a finished puzzle: not recorded again
	busy     bool
}

// showPuzzles opens the puzzles at the puzzle nearest the player's rating.
func (a *App) showPuzzles() *puzzlesScreen {
	set, err := puzzle.Set()
	if err != nil {
		a.showError(err.Error())
		return nil
	}
	ps := &puzzlesScreen{app: a, set: set}
	ps.board = board.New(a.loc)
	ps.board.SetSpeed(boardSpeed(a.settings.AnimationSpeed))
	ps.board.OnSound = a.playSound
	ps.board.OnMove = ps.play
	ps.nextPuzzle()
	ps.modal = a.showModal(a.lessonsSize(), ps.build)
	return ps
}

func (ps *puzzlesScreen) theme() puzzle.Theme {
	return puzzle.Theme(ps.app.store.Progress().Theme)
}

// nextPuzzle chooses the next puzzle near the rating, of the chosen theme.
func (ps *puzzlesScreen) nextPuzzle() {
	stats := ps.app.store.Progress().Puzzles
	p, ok := puzzle.Next(ps.set, stats, ps.theme(), uint64(stats.Attempts()))
	if !ok {
		ps.attempt = nil
		return
	}
	ps.start(p)
}

// start shows puzzle p from its position.
func (ps *puzzlesScreen) start(p puzzle.Puzzle) {
	ps.attempt = puzzle.NewAttempt(p)
	ps.hints, ps.status, ps.data, ps.finished, ps.busy, ps.practice = 0, "", nil, false, false, false
	me := p.Position.ToMove
	ps.board.SetLastMove(game.White, nil)
	ps.board.SetLastMove(game.Black, nil)
	ps.board.SetPosition(p.Position)
	ps.board.SetBottom(me)
	ps.board.SetInteractive(me.Opponent(), false)
	ps.board.SetInteractive(me, true)
	if me == game.White {
		ps.board.SetPlayers(board.PlayerYou, board.PlayerComputer)
	} else {
		ps.board.SetPlayers(board.PlayerComputer, board.PlayerYou)
	}
}

// play tries the solver's move.
func (ps *puzzlesScreen) play(m game.Move) {
	a := ps.attempt
	if a == nil || ps.busy || ps.finished {
		return
	}
	me := a.Puzzle().Position.ToMove
	before := a.Position()
	step, err := a.Try(m)
	if err != nil {
		return
	}
	if !step.Correct {
		ps.finish(false)
		ps.board.ShowHint(a.Expected())
		ps.rebuild()
		return
	}
	ps.busy = true
	ps.board.SetInteractive(me, false)
	afterMine, _, _ := before.Play(m)
	ps.board.Animate(before, step.Sowing, afterMine, func() {
		if step.Reply == 0 {
			ps.busy = false
			ps.finish(true)
			ps.rebuild()
			return
		}
		ps.board.Animate(afterMine, step.ReplySowing, a.Position(), func() {
			ps.busy = false
			ps.hints = 0
			ps.status, ps.data = "puzzle.reply", map[string]any{"Hole": int(step.Reply)}
			ps.board.SetInteractive(me, true)
			ps.rebuild()
		})
	})
}

// finish records the attempt and says how the rating moved. A retry is not
// recorded: the rating counts first attempts.
func (ps *puzzlesScreen) finish(solved bool) {
	ps.finished = true
	p := ps.attempt.Puzzle()
	ps.board.SetInteractive(p.Position.ToMove, false)
	progress := ps.app.store.Progress()
	if ps.practice {
		ps.data = map[string]any{"Rating": progress.Puzzles.Rating, "Delta": "±0", "Line": lineText(p.Line, ", ")}
		ps.status = "puzzle.failed"
		if solved {
			ps.status = "puzzle.solved"
		}
		return
	}
	old := progress.Puzzles.Normalize().Rating
	progress.Puzzles = progress.Puzzles.Record(p, solved)
	if err := ps.app.progress.SaveProgress(progress); err != nil {
		fyne.LogError("save puzzle progress", err)
	}
	delta := progress.Puzzles.Rating - old
	ps.data = map[string]any{"Rating": progress.Puzzles.Rating, "Delta": fmt.Sprintf("%+d", delta), "Line": lineText(p.Line, ", ")}
	ps.status = "puzzle.failed"
	if solved {
		ps.status = "puzzle.solved"
	}
}

// hint shows the row area of the expected move, then the hole.
func (ps *puzzlesScreen) hint() {
	a := ps.attempt
	if a == nil || ps.finished || ps.busy {
		return
	}
	ps.hints = min(ps.hints+1, 2)
	m := a.Expected()
	if ps.hints == 1 {
		area := puzzle.HintArea(m)
		ps.status, ps.data = "puzzle.hint_area", map[string]any{"From": area.From, "To": area.To}
	} else {
		ps.status, ps.data = "puzzle.hint_hole", map[string]any{"Hole": int(m)}
		ps.board.ShowHint(m)
	}
	ps.rebuild()
}

func (ps *puzzlesScreen) retry() {
	if ps.attempt != nil {
		again := ps.finished || ps.practice
		ps.start(ps.attempt.Puzzle())
		ps.practice = again
		ps.rebuild()
	}
}

func (ps *puzzlesScreen) next() {
	ps.nextPuzzle()
	ps.rebuild()
}

// setTheme chooses the theme ("" for all) and saves it.
func (ps *puzzlesScreen) setTheme(t puzzle.Theme) {
	p := ps.app.store.Progress()
	if p.Theme == string(t) {
		return
	}
	p.Theme = string(t)
	if err := ps.app.progress.SaveProgress(p); err != nil {
		fyne.LogError("save puzzle theme", err)
	}
	ps.nextPuzzle()
	ps.rebuild()
}

func (ps *puzzlesScreen) rebuild() {
	if ps.modal != nil {
		ps.modal.rebuild()
	}
}

// puzzleNumber is the number in a puzzle id such as "p042".
func puzzleNumber(id string) int {
	n, _ := strconv.Atoi(strings.TrimLeft(id, "p"))
	return n
}

func (ps *puzzlesScreen) build() modalContent {
	loc := ps.app.loc
	stats := ps.app.store.Progress().Puzzles.Normalize()
	ps.board.Refresh() // its words, after a language switch

	themes := []puzzle.Theme{""}
	themes = append(themes, puzzle.Themes()...)
	themeName := func(t puzzle.Theme) string {
		if t == "" {
			return loc.T("puzzle.theme_any")
		}
		return loc.T("puzzle.theme." + string(t))
	}
	names := make([]string, len(themes))
	for i, t := range themes {
		names[i] = themeName(t)
	}
	sel := widget.NewSelect(names, nil)
	sel.SetSelected(themeName(ps.theme()))
	sel.OnChanged = func(name string) {
		for _, t := range themes {
			if themeName(t) == name {
				ps.setTheme(t)
			}
		}
	}
	rating := widget.NewLabelWithStyle(loc.T("puzzle.rating", map[string]any{"Rating": stats.Rating}), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	counts := widget.NewLabel(loc.T("puzzle.stats", map[string]any{
		"Solved": stats.Solved, "Attempts": stats.Attempts(), "Streak": stats.Streak, "Best": stats.BestStreak}))
	header := container.NewHBox(widget.NewLabel(loc.T("puzzle.theme")), minWidth(sel, 220), rating, counts)

	var body fyne.CanvasObject
	hintB := button(loc.T("puzzle.hint"), theme.HelpIcon(), ps.hint)
	retryB := button(loc.T("puzzle.retry"), theme.ViewRefreshIcon(), ps.retry)
	nextB := primary(loc.T("puzzle.next"), theme.NavigateNextIcon(), ps.next)
	if a := ps.attempt; a != nil {
		p := a.Puzzle()
		side := loc.T("side.white")
		if p.Position.ToMove == game.Black {
			side = loc.T("side.black")
		}
		title := widget.NewLabelWithStyle(loc.T("puzzle.number", map[string]any{"Number": puzzleNumber(p.ID), "Rating": p.Rating})+
			" — "+themeName(p.Theme), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		task := wrapped(loc.T("puzzle.to_move", map[string]any{"Side": side}))
		status := wrapped("")
		if ps.status != "" {
			status.SetText(loc.T(ps.status, ps.data))
		}
		switch ps.status {
		case "puzzle.solved":
			status.Importance = widget.SuccessImportance
		case "puzzle.failed":
			status.Importance = widget.DangerImportance
		}
		body = container.NewBorder(container.NewVBox(header, title, task), status, nil, nil, ps.board)
		if ps.finished || ps.busy {
			hintB.Disable()
		}
	} else {
		body = container.NewBorder(header, nil, nil, nil, wrapped(loc.T("puzzle.none")))
		hintB.Disable()
		retryB.Disable()
		nextB.Disable()
	}
	if ps.finished {
		nextB.Importance = widget.HighImportance
	}
	return modalContent{
		title:   loc.T("puzzle.title"),
		body:    body,
		buttons: []*widget.Button{hintB, retryB, nextB, button(loc.T("puzzle.close"), theme.CancelIcon(), func() { ps.modal.close() })},
		move:    ps.play,
		enter: func() {
			if ps.finished {
				ps.next()
			}
		},
	}
}

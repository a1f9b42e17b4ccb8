package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/lesson"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// lessonsScreen is Help → Learn to play: the lessons one after another on a
// board of their own, the learner playing the bottom row. A wrong move is
// sown, explained and taken back; the right one is sown and explained, and
// the lesson is saved as completed after its last task.
type lessonsScreen struct {
	app     *App
	modal   *modal
	board   *board.Board
	lessons []lesson.Lesson
	lesson  int // index into lessons
	task    int // index into the lesson's tasks
	solved  bool
	said    []lesson.Message // what the last move did, nil before a move
	busy    bool             // a move is being sown
}

// lessonsSize is the size of the lessons and puzzles screens.
func (a *App) lessonsSize() fyne.Size {
	c := a.Window.Canvas().Size()
	return fyne.NewSize(max(640, c.Width*0.9), max(520, c.Height*0.92))
}

// showLessons opens the lessons at the first one not completed yet (the
// first when all are).
func (a *App) showLessons() *lessonsScreen {
	ls := &lessonsScreen{app: a, lessons: lesson.Lessons()}
	progress := a.store.Progress()
	for i, l := range ls.lessons {
		if !progress.LessonDone(l.ID) {
			ls.lesson = i
			break
		}
	}
	ls.board = board.New(a.loc)
	ls.board.SetSpeed(boardSpeed(a.settings.AnimationSpeed))
	ls.board.OnSound = a.playSound
	ls.board.SetPlayers(board.PlayerYou, board.PlayerSide)
	ls.board.OnMove = ls.play
	ls.setTask(ls.lesson, 0)
	ls.modal = a.showModal(a.lessonsSize(), ls.build)
	return ls
}

// setTask shows task t of lesson l.
func (ls *lessonsScreen) setTask(l, t int) {
	ls.lesson, ls.task, ls.solved, ls.said, ls.busy = l, t, false, nil, false
	task := ls.current()
	ls.board.SetLastMove(game.White, nil)
	ls.board.SetLastMove(game.Black, nil)
	ls.board.SetPosition(task.Position())
	ls.board.SetBottom(game.White)
	ls.board.SetInteractive(game.White, true)
}

func (ls *lessonsScreen) current() lesson.Task {
	return ls.lessons[ls.lesson].Tasks[ls.task]
}

// play checks the learner's move: it is sown, then explained; a wrong one is
// taken back.
func (ls *lessonsScreen) play(m game.Move) {
	if ls.busy || ls.solved {
		return
	}
	task := ls.current()
	f, err := task.Check(m)
	if err != nil {
		return // the board offers only legal moves
	}
	before := task.Position()
	after, _, _ := before.Play(m)
	ls.busy = true
	ls.board.SetInteractive(game.White, false)
	ls.board.Animate(before, f.Sowing, after, func() {
		ls.busy = false
		ls.said = f.Said
		if f.Correct {
			ls.solved = true
			ls.taskSolved()
		} else {
			ls.board.SetPosition(before)
			ls.board.SetLastMove(game.White, nil)
			ls.board.SetInteractive(game.White, true)
		}
		ls.rebuild()
	})
}

// taskSolved saves the lesson as completed after its last task.
func (ls *lessonsScreen) taskSolved() {
	l := ls.lessons[ls.lesson]
	if ls.task < len(l.Tasks)-1 {
		return
	}
	p := ls.app.store.Progress()
	if p.LessonDone(l.ID) {
		return
	}
	if err := ls.app.progress.SaveProgress(p.WithLesson(l.ID)); err != nil {
		fyne.LogError("save lesson progress", err)
	}
}

// next goes to the next task, or the next lesson.
func (ls *lessonsScreen) next() {
	switch {
	case ls.task < len(ls.lessons[ls.lesson].Tasks)-1:
		ls.setTask(ls.lesson, ls.task+1)
	case ls.lesson < len(ls.lessons)-1:
		ls.setTask(ls.lesson+1, 0)
	}
	ls.rebuild()
}

func (ls *lessonsScreen) previous() {
	if ls.lesson > 0 {
		ls.setTask(ls.lesson-1, 0)
		ls.rebuild()
	}
}

func (ls *lessonsScreen) repeat() {
	ls.setTask(ls.lesson, 0)
	ls.rebuild()
}

func (ls *lessonsScreen) rebuild() {
	if ls.modal != nil {
		ls.modal.rebuild()
	}
}

// sayAll turns messages into one text in the current language.
func sayAll(loc *i18n.Localizer, msgs []lesson.Message) string {
	parts := make([]string, 0, len(msgs))
	for _, m := range msgs {
		if m.Data != nil {
			parts = append(parts, loc.T(m.Key, m.Data))
		} else {
			parts = append(parts, loc.T(m.Key))
		}
	}
	return strings.Join(parts, " ")
}

func (ls *lessonsScreen) build() modalContent {
	loc := ls.app.loc
	l := ls.lessons[ls.lesson]
	task := ls.current()
	ls.board.Refresh() // its words, after a language switch
	done := ls.app.store.Progress().LessonDone(l.ID)

	heading := loc.T("learn.lesson_n", map[string]any{"N": ls.lesson + 1, "Total": len(ls.lessons)}) + " — " + loc.T(l.TitleKey())
	if done {
		heading += " (" + loc.T("learn.completed") + ")"
	}
	head := widget.NewLabelWithStyle(heading, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	text := wrapped(loc.T(l.TextKey()))
	taskLine := loc.T("learn.task_n", map[string]any{"N": ls.task + 1, "Total": len(l.Tasks)}) + ". " + loc.T(task.PromptKey()) + " " + loc.T("learn.your_move")
	prompt := widget.NewLabelWithStyle(taskLine, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	prompt.Wrapping = fyne.TextWrapWord
	feedback := wrapped(sayAll(loc, ls.said))
	if ls.said != nil {
		feedback.Importance = widget.DangerImportance
		if ls.solved {
			feedback.Importance = widget.SuccessImportance
		}
	}
	top := container.NewVBox(head, text, prompt)
	body := container.NewBorder(top, feedback, nil, nil, ls.board)

	last := ls.lesson == len(ls.lessons)-1 && ls.task == len(l.Tasks)-1
	nextB := primary(loc.T("learn.next"), theme.NavigateNextIcon(), ls.next)
	if !ls.solved || last {
		nextB.Disable()
	}
	if last && ls.solved {
		feedback.SetText(feedback.Text + " " + loc.T("learn.all_done"))
	}
	prevB := button(loc.T("learn.previous"), theme.NavigateBackIcon(), ls.previous)
	if ls.lesson == 0 {
		prevB.Disable()
	}
	closeB := button(loc.T("learn.close"), theme.CancelIcon(), func() { ls.modal.close() })
	return modalContent{
		title:   loc.T("learn.title"),
		body:    body,
		buttons: []*widget.Button{prevB, button(loc.T("learn.repeat"), theme.ViewRefreshIcon(), ls.repeat), nextB, closeB},
		move:    ls.play,
		enter: func() {
			if ls.solved && !last {
				ls.next()
			}
		},
	}
}

// offerLessons asks a newcomer, once, whether to start the lessons. Typing
// a move (1-9) instead closes the question and plays it.
func (a *App) offerLessons() {
	p := a.store.Progress()
	if p.Offered {
		return
	}
	p.Offered = true
	if err := a.progress.SaveProgress(p); err != nil {
		fyne.LogError("save progress", err)
	}
	var m *modal
	m = a.showModal(fyne.Size{}, func() modalContent {
		return modalContent{
			title: a.loc.T("learn.title"),
			body:  minWidth(wrapped(a.loc.T("learn.offer")), 420),
			buttons: []*widget.Button{
				button(a.loc.T("learn.later"), theme.CancelIcon(), func() { m.close() }),
				primary(a.loc.T("learn.start"), theme.ConfirmIcon(), func() { m.close(); a.showLessons() }),
			},
			enter: func() { m.close(); a.showLessons() },
			// A player who types a move wants to play: the offer goes.
			move: func(mv game.Move) { m.close(); a.Session.HumanMove(mv) },
		}
	})
}

// markLessonsOffered records that a player who already played was not
// offered the lessons: they are in the Help menu.
func markLessonsOffered(st progressStore) {
	p := st.Progress()
	if p.Offered {
		return
	}
	p.Offered = true
	if err := st.SaveProgress(p); err != nil {
		fyne.LogError("save progress", err)
	}
}

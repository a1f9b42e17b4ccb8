// Package lessons is Help → Learn to play, a mode of the game window: the
// lessons one after another on the board, the learner playing the bottom
// row, and beside it the lesson's text, the task and what the last move
// did. A wrong move is sown, explained and taken back; the right one is sown
// and explained, and the lesson is saved as completed after its last task.
// The explanation appears in the panel, which scrolls: the board neither
// shrinks nor moves.
package lessons

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
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
)

// Mode is the lessons beside the board. Create it with New.
type Mode struct {
	env     screen.Env
	board   *board.Board
	lessons []lesson.Lesson
	lesson  int // index into lessons
	task    int // index into the lesson's tasks
	solved  bool
	said    []lesson.Message // what the last move did, nil before a move
	busy    bool             // a move is being sown

	content  *fyne.Container
	heading  *widget.Label
	text     *widget.Label
	prompt   *widget.Label
	feedback *widget.Label
	prevBtn  *widget.Button
	againBtn *widget.Button
	nextBtn  *widget.Button
}

var _ screen.Mode = (*Mode)(nil)

// Config is what the lessons need besides the environment: nothing yet.
// It is there so that every screen has the same shape, New(env, cfg).
type Config struct{}

// New opens the lessons at the first one not completed yet (the first when
// all are).
func New(env screen.Env, _ Config) *Mode {
	m := &Mode{env: env, lessons: lesson.Lessons()}
	progress := env.Store.Progress()
	for i, l := range m.lessons {
		if !progress.LessonDone(l.ID) {
			m.lesson = i
			break
		}
	}
	m.board = env.Board()
	m.board.SetPlayers(board.PlayerYou, board.PlayerSide)
	m.board.OnMove = m.Play

	m.heading = screen.Bold("")
	m.heading.Wrapping = fyne.TextWrapWord
	m.text = screen.Wrapped("")
	m.prompt = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	m.prompt.Wrapping = fyne.TextWrapWord
	m.feedback = screen.Wrapped("")
	m.prevBtn = widget.NewButtonWithIcon("", theme.NavigateBackIcon(), m.Previous)
	m.againBtn = widget.NewButtonWithIcon("", theme.ViewRefreshIcon(), m.Repeat)
	m.nextBtn = screen.Primary("", theme.NavigateNextIcon(), m.Next)
	m.content = container.NewVBox(
		m.heading, m.text, widget.NewSeparator(), m.prompt, m.feedback,
		// One button a row: the panel may be narrow.
		m.nextBtn, m.againBtn, m.prevBtn,
	)
	m.setTask(m.lesson, 0)
	m.Relocalize()
	return m
}

// Content is the panel beside the board.
func (m *Mode) Content() fyne.CanvasObject { return m.content }

// Board is the lesson's board.
func (m *Mode) Board() *board.Board { return m.board }

// Title is the mode's name.
func (m *Mode) Title() string { return m.env.Loc.T("learn.title") }

// Close ends the lesson; nothing runs after it.
func (m *Mode) Close() {
	m.board.OnMove = nil
	m.board.FinishAnimation()
}

// TypedKey plays 1-9 from the learner's row; Enter goes on once the task is
// solved.
func (m *Mode) TypedKey(e *fyne.KeyEvent) bool {
	if mv, ok := screen.HoleKey(e); ok {
		m.Play(mv)
		return true
	}
	switch e.Name {
	case fyne.KeyReturn, fyne.KeyEnter:
		if m.solved && !m.last() {
			m.Next()
		}
		return true
	}
	return false
}

// Lesson returns the lesson shown and the index of its task.
func (m *Mode) Lesson() (lesson.Lesson, int) { return m.lessons[m.lesson], m.task }

// Solved reports whether the task shown is solved.
func (m *Mode) Solved() bool { return m.solved }

// Task returns the task shown.
func (m *Mode) Task() lesson.Task { return m.lessons[m.lesson].Tasks[m.task] }

// last reports whether the task shown is the last of the last lesson.
func (m *Mode) last() bool {
	return m.lesson == len(m.lessons)-1 && m.task == len(m.lessons[m.lesson].Tasks)-1
}

// setTask shows task t of lesson l.
func (m *Mode) setTask(l, t int) {
	m.lesson, m.task, m.solved, m.said, m.busy = l, t, false, nil, false
	task := m.Task()
	m.board.SetLastMove(game.White, nil)
	m.board.SetLastMove(game.Black, nil)
	m.board.SetPosition(task.Position())
	m.board.SetBottom(game.White)
	m.board.SetInteractive(game.White, true)
}

// Play checks the learner's move: it is sown, then explained; a wrong one is
// taken back.
func (m *Mode) Play(mv game.Move) {
	if m.busy || m.solved {
		return
	}
	task := m.Task()
	f, err := task.Check(mv)
	if err != nil {
		return // the board offers only legal moves
	}
	before := task.Position()
	after, _, _ := before.Play(mv)
	m.busy = true
	m.board.SetInteractive(game.White, false)
	m.board.Animate(before, f.Sowing, after, func() {
		m.busy = false
		m.said = f.Said
		if f.Correct {
			m.solved = true
			m.taskSolved()
		} else {
			m.board.SetPosition(before)
			m.board.SetLastMove(game.White, nil)
			m.board.SetInteractive(game.White, true)
		}
		m.update()
	})
}

// taskSolved saves the lesson as completed after its last task.
func (m *Mode) taskSolved() {
	l := m.lessons[m.lesson]
	if m.task < len(l.Tasks)-1 {
		return
	}
	p := m.env.Store.Progress()
	if p.LessonDone(l.ID) {
		return
	}
	if err := m.env.Store.SaveProgress(p.WithLesson(l.ID)); err != nil {
		m.env.Fail("save lesson progress", err)
	}
}

// Next goes to the next task, or the next lesson.
func (m *Mode) Next() {
	switch {
	case m.task < len(m.lessons[m.lesson].Tasks)-1:
		m.setTask(m.lesson, m.task+1)
	case m.lesson < len(m.lessons)-1:
		m.setTask(m.lesson+1, 0)
	}
	m.update()
}

// Previous goes to the first task of the lesson before.
func (m *Mode) Previous() {
	if m.lesson > 0 {
		m.setTask(m.lesson-1, 0)
		m.update()
	}
}

// Repeat starts the lesson shown again.
func (m *Mode) Repeat() {
	m.setTask(m.lesson, 0)
	m.update()
}

// Relocalize sets every text in the current language.
func (m *Mode) Relocalize() {
	loc := m.env.Loc
	screen.SetButtonText(m.prevBtn, loc.T("learn.previous"))
	screen.SetButtonText(m.againBtn, loc.T("learn.repeat"))
	screen.SetButtonText(m.nextBtn, loc.T("learn.next"))
	m.board.Refresh() // its words
	m.update()
}

// update shows the state in the widgets built by New.
func (m *Mode) update() {
	loc := m.env.Loc
	l := m.lessons[m.lesson]
	task := m.Task()
	heading := loc.T("learn.lesson_n", map[string]any{"N": m.lesson + 1, "Total": len(m.lessons)}) + " — " + loc.T(l.TitleKey())
	if m.env.Store.Progress().LessonDone(l.ID) {
		heading += " (" + loc.T("learn.completed") + ")"
	}
	screen.SetText(m.heading, heading)
	screen.SetText(m.text, loc.T(l.TextKey()))
	screen.SetText(m.prompt, loc.T("learn.task_n", map[string]any{"N": m.task + 1, "Total": len(l.Tasks)})+". "+
		loc.T(task.PromptKey())+" "+loc.T("learn.your_move"))
	feedback := SayAll(loc, m.said)
	importance := widget.MediumImportance
	if m.said != nil {
		importance = widget.DangerImportance
		if m.solved {
			importance = widget.SuccessImportance
		}
	}
	if m.last() && m.solved {
		feedback += " " + loc.T("learn.all_done")
	}
	screen.SetImportance(m.feedback, importance)
	screen.SetText(m.feedback, feedback)
	screen.SetEnabled(m.nextBtn, m.solved && !m.last())
	screen.SetEnabled(m.prevBtn, m.lesson > 0)
}

// SayAll turns messages into one text in the current language.
func SayAll(loc *i18n.Localizer, msgs []lesson.Message) string {
	parts := make([]string, 0, len(msgs))
	for _, msg := range msgs {
		if msg.Data != nil {
			parts = append(parts, loc.T(msg.Key, msg.Data))
		} else {
			parts = append(parts, loc.T(msg.Key))
		}
	}
	return strings.Join(parts, " ")
}

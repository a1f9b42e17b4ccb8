package lessons

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/lesson"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

func newMode(t *testing.T, f *screentest.Fake) *Mode {
	t.Helper()
	m := New(f.Env, Config{})
	f.Show(m, fyne.NewSize(1000, 600))
	return m
}

func (m *Mode) shown() string { return m.Title() + "\n" + screentest.Text(m.Content()) }

func (m *Mode) id() string { l, _ := m.Lesson(); return l.ID }

// TestLessonAcceptsOnlyTheRightMove: a wrong move is sown, explained from
// its Sowing and taken back; the right one is kept, explained and the lesson
// saved as completed.
func TestLessonAcceptsOnlyTheRightMove(t *testing.T) {
	f := screentest.New(t, "en")
	loc := f.Env.Loc
	m := newMode(t, f)
	if m.id() != "board" {
		t.Fatalf("a newcomer starts at lesson %q", m.id())
	}
	start := m.Task().Position()
	if m.Board().Size().IsZero() {
		t.Fatal("the lesson board has no size")
	}
	test.TapAt(m.Board(), m.Board().HoleCenter(game.White, 5)) // reaches Black's row and captures: not what is asked
	if m.Solved() {
		t.Fatal("a wrong move solved the task")
	}
	if got := m.Board().GamePosition(); got != start {
		t.Errorf("the wrong move was not taken back: %v", got)
	}
	text := m.shown()
	for _, want := range []string{
		loc.T("lesson.why.even", map[string]any{"Hole": 4, "Count": 10}),
		loc.T("lesson.try_again"),
		loc.T("lesson.board.task1"),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("after a wrong move the screen lacks %q:\n%s", want, text)
		}
	}
	if !screentest.Button(m.Content(), loc.T("learn.next")).Disabled() {
		t.Error("Next is enabled before the task is solved")
	}
	if f.Store.Progress().LessonDone("board") {
		t.Error("the lesson was saved as done after a wrong move")
	}

	m.TypedKey(&fyne.KeyEvent{Name: fyne.Key1}) // the keyboard plays in the lessons too
	if !m.Solved() {
		t.Fatal("the right move did not solve the task")
	}
	want, _, _ := start.Play(1)
	if got := m.Board().GamePosition(); got != want {
		t.Errorf("the right move is not shown: %v, want %v", got, want)
	}
	text = m.shown()
	if !strings.Contains(text, loc.T("lesson.board.done1")) || !strings.Contains(text, loc.T("lesson.why.own_row", map[string]any{"Hole": 9})) {
		t.Errorf("the right move is not explained:\n%s", text)
	}
	if !f.Store.Progress().LessonDone("board") {
		t.Error("the completed lesson was not saved")
	}
	next := screentest.Button(m.Content(), loc.T("learn.next"))
	if next == nil || next.Disabled() {
		t.Fatal("no Next after the right move")
	}
	test.Tap(next)
	if m.id() != "sowing" || m.Solved() {
		t.Errorf("Next went to lesson %q (solved %v)", m.id(), m.Solved())
	}

	// Reopened, the lessons start at the first one not completed; a
	// completed lesson can be repeated.
	m.Close()
	m = newMode(t, f)
	if m.id() != "sowing" {
		t.Errorf("reopened at %q, want sowing", m.id())
	}
	test.Tap(screentest.Button(m.Content(), loc.T("learn.previous")))
	if m.id() != "board" || m.Solved() || !strings.Contains(m.shown(), loc.T("learn.completed")) {
		t.Errorf("going back to the completed lesson: %q solved %v", m.id(), m.Solved())
	}
}

// TestEveryLessonPlaysThrough: each task's right move, played through the
// board, solves it; at the end every lesson is saved.
func TestEveryLessonPlaysThrough(t *testing.T) {
	f := screentest.New(t, "kk")
	m := newMode(t, f)
	for {
		task := m.Task()
		m.Play(task.Move)
		if !m.Solved() {
			t.Fatalf("%s: move %d did not solve it", task.PromptKey(), task.Move)
		}
		if m.last() {
			break
		}
		m.Next()
	}
	p := f.Store.Progress()
	for _, l := range lesson.Lessons() {
		if !p.LessonDone(l.ID) {
			t.Errorf("lesson %s not saved", l.ID)
		}
	}
	if !strings.Contains(m.shown(), f.Env.Loc.T("learn.all_done")) {
		t.Error("the last lesson does not say that all are done")
	}
}

// TestLessonTexts: every lesson's texts exist in English, Russian and
// Kazakh, the panel shows no message id, and it follows a change of
// language in place.
func TestLessonTexts(t *testing.T) {
	var keys []string
	for _, l := range lesson.Lessons() {
		keys = append(keys, l.TitleKey(), l.TextKey())
		for _, task := range l.Tasks {
			keys = append(keys, task.PromptKey(), task.DoneKey())
			pos := task.Position()
			for _, mv := range pos.LegalMoves() {
				fb, err := task.Check(mv)
				if err != nil {
					t.Fatal(err)
				}
				for _, msg := range fb.Said {
					keys = append(keys, msg.Key)
				}
			}
		}
	}
	f := screentest.New(t, "en")
	m := newMode(t, f)
	panel := m.Content()
	for _, tag := range []string{"en", "ru", "kk"} {
		loc, err := i18n.New(tag)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range keys {
			if got := loc.T(k); got == "" || got == k || !loc.Has(k) {
				t.Errorf("%s: no text for %s", tag, k)
			}
		}
		if err := f.Env.Loc.SetLang(tag); err != nil {
			t.Fatal(err)
		}
		m.Relocalize()
		text := m.shown()
		if strings.Contains(text, "lesson.") || strings.Contains(text, "learn.") {
			t.Errorf("%s: a message id shows:\n%s", tag, text)
		}
		if !strings.Contains(text, f.Env.Loc.T("lesson.board.title")) || !strings.Contains(text, f.Env.Loc.T("learn.title")) {
			t.Errorf("%s: the lessons are not in the language:\n%s", tag, text)
		}
	}
	if m.Content() != panel {
		t.Error("the panel was rebuilt")
	}
}

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai/puzzle"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/lesson"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/board"
)

// tapOn taps hole n of side on a board of a lesson or puzzle screen.
func tapLessonHole(ls *lessonsScreen, n int) {
	test.TapAt(ls.board, ls.board.HoleCenter(game.White, n))
}

// TestLessonAcceptsOnlyTheRightMove: a wrong move is sown, explained from
// its Sowing and taken back; the right one is kept, explained and the lesson
// saved as completed.
func TestLessonAcceptsOnlyTheRightMove(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	ls := h.a.showLessons()
	if ls.lessons[ls.lesson].ID != "board" {
		t.Fatalf("a newcomer starts at lesson %q", ls.lessons[ls.lesson].ID)
	}
	start := ls.current().Position()
	if ls.board.Size().IsZero() {
		t.Fatal("the lesson board has no size")
	}
	tapLessonHole(ls, 5) // reaches Black's row and captures: not what is asked
	h.q.drain()
	if ls.solved {
		t.Fatal("a wrong move solved the task")
	}
	if got := ls.board.GamePosition(); got != start {
		t.Errorf("the wrong move was not taken back: %v", got)
	}
	text := modalText(ls.modal)
	for _, want := range []string{
		h.a.loc.T("lesson.why.even", map[string]any{"Hole": 4, "Count": 10}),
		h.a.loc.T("lesson.try_again"),
		h.a.loc.T("lesson.board.task1"),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("after a wrong move the screen lacks %q:\n%s", want, text)
		}
	}
	if findButtonIn(ls.modal.holder, h.a.loc.T("learn.next")).Disabled() == false {
		t.Error("Next is enabled before the task is solved")
	}
	if h.store.Progress().LessonDone("board") {
		t.Error("the lesson was saved as done after a wrong move")
	}

	h.a.typedKey(keyEvent('1')) // the keyboard plays in the lessons too
	h.q.drain()
	if !ls.solved {
		t.Fatal("the right move did not solve the task")
	}
	want, _, _ := start.Play(1)
	if got := ls.board.GamePosition(); got != want {
		t.Errorf("the right move is not shown: %v, want %v", got, want)
	}
	text = modalText(ls.modal)
	if !strings.Contains(text, h.a.loc.T("lesson.board.done1")) || !strings.Contains(text, h.a.loc.T("lesson.why.own_row", map[string]any{"Hole": 9})) {
		t.Errorf("the right move is not explained:\n%s", text)
	}
	if !h.store.Progress().LessonDone("board") {
		t.Error("the completed lesson was not saved")
	}
	next := findButtonIn(ls.modal.holder, h.a.loc.T("learn.next"))
	if next == nil || next.Disabled() {
		t.Fatal("no Next after the right move")
	}
	test.Tap(next)
	if ls.lessons[ls.lesson].ID != "sowing" || ls.solved {
		t.Errorf("Next went to lesson %q (solved %v)", ls.lessons[ls.lesson].ID, ls.solved)
	}

	// Reopened, the lessons start at the first one not completed; a
	// completed lesson can be repeated.
	ls.modal.close()
	ls = h.a.showLessons()
	if ls.lessons[ls.lesson].ID != "sowing" {
		t.Errorf("reopened at %q, want sowing", ls.lessons[ls.lesson].ID)
	}
	test.Tap(findButtonIn(ls.modal.holder, h.a.loc.T("learn.previous")))
	if ls.lessons[ls.lesson].ID != "board" || ls.solved || !strings.Contains(modalText(ls.modal), h.a.loc.T("learn.completed")) {
		t.Errorf("going back to the completed lesson: %q solved %v", ls.lessons[ls.lesson].ID, ls.solved)
	}
}

// TestEveryLessonPlaysThrough: each task's right move, played through the
// board, solves it; at the end every lesson is saved.
func TestEveryLessonPlaysThrough(t *testing.T) {
	h := newHarness(t, harnessOptions{lang: "kk"})
	ls := h.a.showLessons()
	for {
		task := ls.current()
		ls.play(task.Move)
		h.q.drain()
		if !ls.solved {
			t.Fatalf("%s: move %d did not solve it", task.PromptKey(), task.Move)
		}
		if ls.lesson == len(ls.lessons)-1 && ls.task == len(ls.lessons[ls.lesson].Tasks)-1 {
			break
		}
		ls.next()
	}
	p := h.store.Progress()
	for _, l := range lesson.Lessons() {
		if !p.LessonDone(l.ID) {
			t.Errorf("lesson %s not saved", l.ID)
		}
	}
	if !strings.Contains(modalText(ls.modal), h.a.loc.T("learn.all_done")) {
		t.Error("the last lesson does not say that all are done")
	}
}

// TestPuzzleSolvedRaisesRating: solving a puzzle move by move raises the
// rating and the streak, and both survive a restart; a failure lowers the
// rating and shows the solution.
func TestPuzzleSolvedRaisesRating(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	ps := h.a.showPuzzles()
	if ps == nil || ps.attempt == nil {
		t.Fatal("no puzzle")
	}
	p := ps.attempt.Puzzle()
	if ps.board.Bottom() != p.Position.ToMove {
		t.Error("the solver's row is not at the bottom")
	}
	// The hints: first the area, then the hole.
	ps.hint()
	area := puzzle.HintArea(p.Line[0])
	if !strings.Contains(modalText(ps.modal), h.a.loc.T("puzzle.hint_area", map[string]any{"From": area.From, "To": area.To})) {
		t.Error("the first hint does not name the area")
	}
	ps.hint()
	if !strings.Contains(modalText(ps.modal), h.a.loc.T("puzzle.hint_hole", map[string]any{"Hole": int(p.Line[0])})) {
		t.Error("the second hint does not name the hole")
	}
	for i := 0; i < len(p.Line); i += 2 {
		test.TapAt(ps.board, ps.board.HoleCenter(p.Position.ToMove, int(p.Line[i])))
		h.q.drain()
	}
	if !ps.finished || ps.status != "puzzle.solved" {
		t.Fatalf("after the line: finished %v status %q", ps.finished, ps.status)
	}
	stats := h.store.Progress().Puzzles
	if stats.Rating <= puzzle.StartRating || stats.Solved != 1 || stats.Streak != 1 || !stats.HasSolved(p.ID) {
		t.Errorf("after solving: %+v", stats)
	}
	solvedRating := stats.Rating

	// The next puzzle: play a wrong move.
	test.Tap(findButtonIn(ps.modal.holder, h.a.loc.T("puzzle.next")))
	q := ps.attempt.Puzzle()
	if q.ID == p.ID {
		t.Fatal("Next chose the same puzzle")
	}
	wrong := game.Move(0)
	for _, m := range q.Position.LegalMoves() {
		if m != q.Line[0] {
			wrong = m
			break
		}
	}
	ps.play(wrong)
	h.q.drain()
	if ps.status != "puzzle.failed" || !strings.Contains(modalText(ps.modal), lineText(q.Line, ", ")) {
		t.Errorf("a failure does not show the solution: %q\n%s", ps.status, modalText(ps.modal))
	}
	stats = h.store.Progress().Puzzles
	if stats.Rating >= solvedRating || stats.Streak != 0 || stats.BestStreak != 1 || stats.Failed != 1 {
		t.Errorf("after failing: %+v", stats)
	}
	failedRating := stats.Rating

	// A retry of the failed puzzle is practice: solving it is not counted.
	test.Tap(findButtonIn(ps.modal.holder, h.a.loc.T("puzzle.retry")))
	if ps.attempt.Puzzle().ID != q.ID || ps.finished {
		t.Fatal("Try again did not restart the puzzle")
	}
	for i := 0; i < len(q.Line); i += 2 {
		ps.play(q.Line[i])
		h.q.drain()
	}
	if ps.status != "puzzle.solved" {
		t.Errorf("the retry was not solved: %q", ps.status)
	}
	if got := h.store.Progress().Puzzles; got.Rating != failedRating || got.Solved != 1 || got.Failed != 1 {
		t.Errorf("a retry changed the record: %+v", got)
	}

	dirs := h.dirs
	h.close()
	h = newHarness(t, harnessOptions{dirs: dirs})
	if got := h.store.Progress().Puzzles; got.Rating != failedRating || got.Solved != 1 || !got.HasSolved(p.ID) {
		t.Errorf("after a restart: %+v", got)
	}
}

// TestPuzzleTheme: a chosen theme is kept and gives puzzles of that theme.
func TestPuzzleTheme(t *testing.T) {
	h := newHarness(t, harnessOptions{lang: "ru"})
	ps := h.a.showPuzzles()
	ps.setTheme(puzzle.Lap)
	for range 3 {
		if ps.attempt.Puzzle().Theme != puzzle.Lap {
			t.Fatalf("theme %s, want lap", ps.attempt.Puzzle().Theme)
		}
		ps.next()
	}
	if h.store.Progress().Theme != string(puzzle.Lap) {
		t.Error("the theme was not saved")
	}
	if !strings.Contains(modalText(ps.modal), h.a.loc.T("puzzle.theme.lap")) {
		t.Error("the chosen theme is not shown")
	}
}

// TestLearnTexts: every text of the lessons and puzzles exists in English,
// Russian and Kazakh, and the screens show no message id.
func TestLearnTexts(t *testing.T) {
	keys := []string{"menu.learn", "menu.puzzles", "learn.title", "learn.offer", "learn.start", "learn.later", "learn.lesson_n",
		"learn.task_n", "learn.your_move", "learn.next", "learn.previous", "learn.repeat", "learn.completed", "learn.all_done",
		"learn.close", "lesson.try_again", "puzzle.title", "puzzle.number", "puzzle.to_move", "puzzle.theme", "puzzle.theme_any",
		"puzzle.rating", "puzzle.stats", "puzzle.hint", "puzzle.hint_area", "puzzle.hint_hole", "puzzle.reply", "puzzle.solved",
		"puzzle.failed", "puzzle.next", "puzzle.retry", "puzzle.none", "puzzle.close"}
	for _, th := range puzzle.Themes() {
		keys = append(keys, "puzzle.theme."+string(th))
	}
	for _, l := range lesson.Lessons() {
		keys = append(keys, l.TitleKey(), l.TextKey())
		for _, task := range l.Tasks {
			keys = append(keys, task.PromptKey(), task.DoneKey())
			pos := task.Position()
			for _, m := range pos.LegalMoves() {
				f, err := task.Check(m)
				if err != nil {
					t.Fatal(err)
				}
				for _, msg := range f.Said {
					keys = append(keys, msg.Key)
				}
			}
		}
	}
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
		h := newHarness(t, harnessOptions{lang: tag})
		ls := h.a.showLessons()
		ps := h.a.showPuzzles()
		for _, text := range []string{modalText(ls.modal), modalText(ps.modal)} {
			if strings.Contains(text, "lesson.") || strings.Contains(text, "puzzle.") || strings.Contains(text, "learn.") {
				t.Errorf("%s: a message id shows:\n%s", tag, text)
			}
		}
		h.close()
	}
}

// TestLessonsOfferedOnce: a first start offers the lessons once.
func TestLessonsOfferedOnce(t *testing.T) {
	h := newHarness(t, harnessOptions{noStart: true})
	h.a.offer = true
	h.a.Start()
	h.settle()
	m := h.a.topModal()
	if m == nil || !strings.Contains(modalText(m), h.a.loc.T("learn.offer")) {
		t.Fatal("a first start did not offer the lessons")
	}
	test.Tap(findButtonIn(m.holder, h.a.loc.T("learn.start")))
	if top := h.a.topModal(); top == nil || top.Title() != h.a.loc.T("learn.title") || len(h.a.modals) != 1 {
		t.Fatal("Start the lessons did not open them")
	}
	if !h.store.Progress().Offered {
		t.Error("the offer was not saved")
	}
	dirs := h.dirs
	h.close()
	h = newHarness(t, harnessOptions{dirs: dirs, noStart: true})
	h.a.offer = true
	h.a.Start()
	h.settle()
	if h.a.topModal() != nil {
		t.Errorf("the lessons were offered again: %s", modalText(h.a.topModal()))
	}
}

// TestRulesPictures: Help → Rules draws the real board instead of the text
// diagram, in every language.
func TestRulesPictures(t *testing.T) {
	for _, tag := range []string{"en", "ru", "kk"} {
		h := newHarness(t, harnessOptions{lang: tag})
		h.a.showHelp("rules")
		m := h.a.topModal()
		var boards []*board.Board
		var walk func(o fyne.CanvasObject)
		walk = func(o fyne.CanvasObject) {
			switch w := o.(type) {
			case *board.Board:
				boards = append(boards, w)
			case *fyne.Container:
				for _, c := range w.Objects {
					walk(c)
				}
			case *container.Scroll:
				walk(w.Content)
			}
		}
		walk(m.holder)
		if len(boards) != len(rulesPictures) {
			t.Errorf("%s: %d boards in the rules, want %d", tag, len(boards), len(rulesPictures))
		}
		if len(boards) > 0 && boards[0].GamePosition() != game.Start() {
			t.Errorf("%s: the first picture is not the start", tag)
		}
		text := modalText(m)
		if strings.Contains(text, "[ 9]") || strings.Contains(text, "```") {
			t.Errorf("%s: the text diagram is still there", tag)
		}
		for _, p := range rulesPictures {
			if !strings.Contains(text, h.a.loc.T(p.caption)) {
				t.Errorf("%s: no caption %s", tag, p.caption)
			}
		}
		h.close()
	}
}

// TestLearnLanguageSwitch: the open lessons and puzzles follow a language
// switch at once.
func TestLearnLanguageSwitch(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	ls := h.a.showLessons()
	h.a.SetLanguage("kk")
	if text := modalText(ls.modal); !strings.Contains(text, h.a.loc.T("lesson.board.title")) || !strings.Contains(text, h.a.loc.T("learn.title")) {
		t.Errorf("the lessons did not switch to Kazakh:\n%s", text)
	}
	ls.modal.close()
	ps := h.a.showPuzzles()
	h.a.SetLanguage("ru")
	if text := modalText(ps.modal); !strings.Contains(text, h.a.loc.T("puzzle.title")) || !strings.Contains(text, h.a.loc.T("puzzle.theme_any")) {
		t.Errorf("the puzzles did not switch to Russian:\n%s", text)
	}
}

// TestPuzzleLineWithAnswers: in a puzzle of several moves the computer
// answers each right move on the board, and the solver goes on.
func TestPuzzleLineWithAnswers(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	ps := h.a.showPuzzles()
	var p puzzle.Puzzle
	for _, q := range ps.set {
		if len(q.Line) == 5 {
			p = q
			break
		}
	}
	if p.ID == "" {
		t.Fatal("no puzzle of three solver moves")
	}
	ps.start(p)
	pos := p.Position
	for i := 0; i < len(p.Line); i += 2 {
		ps.play(p.Line[i])
		h.q.drain()
		pos = pos.Apply(p.Line[i])
		if i+1 < len(p.Line) {
			pos = pos.Apply(p.Line[i+1])
			if ps.status != "puzzle.reply" || ps.data["Hole"] != int(p.Line[i+1]) {
				t.Fatalf("after move %d: status %q %v", i+1, ps.status, ps.data)
			}
		}
		if got := ps.board.GamePosition(); got != pos {
			t.Fatalf("after move %d the board shows %v, want %v", i+1, got, pos)
		}
	}
	if ps.status != "puzzle.solved" {
		t.Errorf("status %q after the whole line", ps.status)
	}
}

// TestOfferGivesWayToAMove: a newcomer who types a move at the offer plays
// it (as the window's smoke test does).
func TestOfferGivesWayToAMove(t *testing.T) {
	h := newHarness(t, harnessOptions{noStart: true})
	h.a.offer = true
	h.a.Start()
	h.settle()
	if h.a.topModal() == nil {
		t.Fatal("no offer")
	}
	h.a.typedKey(keyEvent('7'))
	h.settle()
	if h.a.topModal() != nil {
		t.Error("the offer stayed open after a move was typed")
	}
	if h.a.Session.Game().Len() == 0 {
		t.Error("the typed move was not played")
	}
}

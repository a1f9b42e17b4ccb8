package puzzles

import (
	"errors"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
	"github.com/togyzkumalak/togyzkumalak/ui/screen"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

func newMode(t *testing.T, lang string) (*Mode, *screentest.Fake) {
	t.Helper()
	f := screentest.New(t, lang)
	m, err := New(f.Env, Config{})
	if err != nil {
		t.Fatal(err)
	}
	f.Show(m, fyne.NewSize(1000, 600))
	return m, f
}

func (m *Mode) text() string { return m.Title() + "\n" + screentest.Text(m.Content()) }

// TestPuzzleSolvedRaisesRating: solving a puzzle move by move raises the
// rating and the streak; a failure lowers the rating and shows the
// solution; a retry is practice and not recorded.
func TestPuzzleSolvedRaisesRating(t *testing.T) {
	m, f := newMode(t, "en")
	loc := f.Env.Loc
	p, ok := m.Puzzle()
	if !ok {
		t.Fatal("no puzzle")
	}
	if m.Board().Bottom() != p.Position.ToMove {
		t.Error("the solver's row is not at the bottom")
	}
	// The hints: first the area, then the hole.
	m.Hint()
	area := puzzle.HintArea(p.Line[0])
	if !strings.Contains(m.text(), loc.T("puzzle.hint_area", map[string]any{"From": area.From, "To": area.To})) {
		t.Error("the first hint does not name the area")
	}
	m.Hint()
	if !strings.Contains(m.text(), loc.T("puzzle.hint_hole", map[string]any{"Hole": int(p.Line[0])})) {
		t.Error("the second hint does not name the hole")
	}
	for i := 0; i < len(p.Line); i += 2 {
		test.TapAt(m.Board(), m.Board().HoleCenter(p.Position.ToMove, int(p.Line[i])))
	}
	if st, _ := m.Status(); !m.Finished() || st != "puzzle.solved" {
		t.Fatalf("after the line: finished %v status %q", m.Finished(), st)
	}
	stats := f.Store.Progress().Puzzles
	if stats.Rating <= puzzle.StartRating || stats.Solved != 1 || stats.Streak != 1 || !stats.HasSolved(p.ID) {
		t.Errorf("after solving: %+v", stats)
	}
	solvedRating := stats.Rating
	if m.hintBtn.Disabled() == false {
		t.Error("Hint is offered for a solved puzzle")
	}

	// The next puzzle: play a wrong move.
	test.Tap(screentest.Button(m.Content(), loc.T("puzzle.next")))
	q, _ := m.Puzzle()
	if q.ID == p.ID {
		t.Fatal("Next chose the same puzzle")
	}
	wrong := game.Move(0)
	for _, mv := range q.Position.LegalMoves() {
		if mv != q.Line[0] {
			wrong = mv
			break
		}
	}
	m.Play(wrong)
	// A failure shows the right move on the board and names it, and the
	// rest of the solution one move at a time, each sown on the board;
	// at its end the whole line is written out.
	if st, _ := m.Status(); st != "puzzle.failed" || !strings.Contains(m.text(), loc.T("reviewx.puzzle_failed", map[string]any{"Hole": int(q.Line[0]), "Rating": f.Store.Progress().Puzzles.Rating, "Delta": m.data["Delta"]})) {
		t.Errorf("a failure does not name the right move: %q\n%s", st, m.text())
	}
	if g, _, ok := m.Board().Ghost(); !ok || g != q.Line[0] {
		t.Errorf("the right move %d is not shown on the board: ghost %d (%v)", q.Line[0], g, ok)
	}
	if len(q.Line) > 1 && strings.Contains(m.text(), screen.HoleLine(q.Line, ", ")) {
		t.Errorf("a failure shows the whole solution at once:\n%s", m.text())
	}
	if len(q.Line) < 3 {
		t.Fatalf("puzzle %s: a line of %d moves shows nothing one at a time", q.ID, len(q.Line))
	}
	pos := q.Position
	for i := 0; i < len(q.Line); i += 2 {
		step := screentest.Button(m.Content(), loc.T("reviewx.puzzle_show_next"))
		if step == nil || !step.Visible() || step.Disabled() {
			t.Fatalf("move %d of the solution: no button to show it:\n%s", i+1, m.text())
		}
		test.Tap(step)
		for _, mv := range q.Line[i:min(i+2, len(q.Line))] {
			next, _, err := pos.Play(mv)
			if err != nil {
				t.Fatal(err)
			}
			pos = next
		}
		if m.Board().GamePosition() != pos {
			t.Errorf("after move %d of the solution the board shows another position", i+1)
		}
		if i+2 < len(q.Line) {
			if g, _, ok := m.Board().Ghost(); !ok || g != q.Line[i+2] {
				t.Errorf("the solution's move %d is not shown: ghost %d (%v)", i+3, g, ok)
			}
		}
	}
	if st, _ := m.Status(); st != "reviewx.puzzle_solution" || !strings.Contains(m.text(), screen.HoleLine(q.Line, ", ")) {
		t.Errorf("the end of the solution does not show the whole line: %q\n%s", st, m.text())
	}
	if step := screentest.Button(m.Content(), loc.T("reviewx.puzzle_show_next")); step != nil && step.Visible() {
		t.Error("Show the next move is offered after the whole solution")
	}
	stats = f.Store.Progress().Puzzles
	if stats.Rating >= solvedRating || stats.Streak != 0 || stats.BestStreak != 1 || stats.Failed != 1 {
		t.Errorf("after failing: %+v", stats)
	}
	failedRating := stats.Rating

	// A retry of the failed puzzle is practice: solving it is not counted.
	test.Tap(screentest.Button(m.Content(), loc.T("puzzle.retry")))
	if r, _ := m.Puzzle(); r.ID != q.ID || m.Finished() {
		t.Fatal("Try again did not restart the puzzle")
	}
	for i := 0; i < len(q.Line); i += 2 {
		m.Play(q.Line[i])
	}
	if st, _ := m.Status(); st != "puzzle.solved" {
		t.Errorf("the retry was not solved: %q", st)
	}
	if got := f.Store.Progress().Puzzles; got.Rating != failedRating || got.Solved != 1 || got.Failed != 1 {
		t.Errorf("a retry changed the record: %+v", got)
	}
}

// TestPuzzleTheme: a chosen theme is kept and gives puzzles of that theme;
// choosing it in the list does the same.
func TestPuzzleTheme(t *testing.T) {
	m, f := newMode(t, "ru")
	m.SetTheme(puzzle.Lap)
	for range 3 {
		if p, _ := m.Puzzle(); p.Theme != puzzle.Lap {
			t.Fatalf("theme %s, want lap", p.Theme)
		}
		m.Next()
	}
	if f.Store.Progress().Theme != string(puzzle.Lap) {
		t.Error("the theme was not saved")
	}
	if !strings.Contains(m.text(), f.Env.Loc.T("puzzle.theme.lap")) || m.themes.Selected != f.Env.Loc.T("puzzle.theme.lap") {
		t.Errorf("the chosen theme is not shown: %q", m.themes.Selected)
	}
	m.themes.SetSelectedIndex(0) // every theme, chosen in the list
	if f.Store.Progress().Theme != "" {
		t.Errorf("choosing every theme in the list kept %q", f.Store.Progress().Theme)
	}
}

// TestPuzzleLineWithAnswers: in a puzzle of several moves the computer
// answers each right move on the board, and the solver goes on.
func TestPuzzleLineWithAnswers(t *testing.T) {
	m, _ := newMode(t, "en")
	var p puzzle.Puzzle
	for _, q := range m.Puzzles() {
		if len(q.Line) == 5 {
			p = q
			break
		}
	}
	if p.ID == "" {
		t.Fatal("no puzzle of three solver moves")
	}
	m.Start(p)
	pos := p.Position
	for i := 0; i < len(p.Line); i += 2 {
		m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyName(string(rune('0' + p.Line[i])))})
		pos = pos.Apply(p.Line[i])
		if i+1 < len(p.Line) {
			pos = pos.Apply(p.Line[i+1])
			if st, data := m.Status(); st != "puzzle.reply" || data["Hole"] != int(p.Line[i+1]) {
				t.Fatalf("after move %d: status %q %v", i+1, st, data)
			}
		}
		if got := m.Board().GamePosition(); got != pos {
			t.Fatalf("after move %d the board shows %v, want %v", i+1, got, pos)
		}
	}
	if st, _ := m.Status(); st != "puzzle.solved" {
		t.Errorf("status %q after the whole line", st)
	}
}

// TestPuzzleTexts: the panel shows no message id, in every language, and
// follows a change of language in place.
func TestPuzzleTexts(t *testing.T) {
	m, f := newMode(t, "en")
	panel := m.Content()
	for _, tag := range []string{"en", "ru", "kk"} {
		if err := f.Env.Loc.SetLang(tag); err != nil {
			t.Fatal(err)
		}
		m.Relocalize()
		text := m.text()
		if strings.Contains(text, "puzzle.") {
			t.Errorf("%s: a message id shows:\n%s", tag, text)
		}
		if !strings.Contains(text, f.Env.Loc.T("puzzle.title")) || !strings.Contains(text, f.Env.Loc.T("puzzle.theme_any")) {
			t.Errorf("%s: the panel is not in the language:\n%s", tag, text)
		}
	}
	if m.Content() != panel {
		t.Error("the panel was rebuilt")
	}
}

// TestPuzzleSaveFails: a progress that cannot be saved is told to the
// player, and the puzzle goes on.
func TestPuzzleSaveFails(t *testing.T) {
	m, f := newMode(t, "en")
	f.Store.Fail = true
	p, _ := m.Puzzle()
	for i := 0; i < len(p.Line); i += 2 {
		m.Play(p.Line[i])
	}
	if st, _ := m.Status(); st != "puzzle.solved" || len(f.Failures) != 1 || !errors.Is(f.Failures[0], screentest.ErrSave) {
		t.Errorf("status %q, failures told %v", st, f.Failures)
	}
}

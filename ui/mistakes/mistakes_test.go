package mistakes

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// reviewed returns a real game of 2018 (24 plies) reviewed with the
// review's budget, read back from its record: Black's moves 2, 4 and 24
// are mistakes.
func reviewed(t *testing.T) (*game.Game, []ai.PlyAnalysis) {
	t.Helper()
	f, err := os.Open("testdata/reviewed.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	g, err := game.ReadGame(f)
	if err != nil {
		t.Fatal(err)
	}
	plies, ok := ai.ReviewFromRecord(g)
	if !ok {
		t.Fatal("the record is not reviewed")
	}
	return g, plies
}

// practice opens the practice of Black's mistakes in lang, with the
// engine's answers handed to a queue the test drains itself.
func practice(t *testing.T, lang string) (*Mode, *screentest.Fake, func()) {
	t.Helper()
	f := screentest.New(t, lang)
	var queue []func()
	f.Queue = func(fn func()) { queue = append(queue, fn) }
	g, plies := reviewed(t)
	computer := game.White
	m := New(f.Env, Config{
		Game: g, Plies: plies, Sides: []game.Side{game.Black}, Computer: &computer,
		NewEngine: func() *ai.Engine { return ai.New(ai.Options{Threads: 1, HashMB: 8}) },
		Limits:    ai.Limits{Nodes: 20_000},
	})
	t.Cleanup(m.Close)
	f.Show(m, fyne.NewSize(1000, 600))
	drain := func() {
		m.Wait()
		for len(queue) > 0 {
			fn := queue[0]
			queue = queue[1:]
			fn()
		}
	}
	return m, f, drain
}

func (m *Mode) text() string { return m.Title() + "\n" + screentest.Text(m.Content()) }

// tap sows hole mv of the side to move by a tap on the board.
func (m *Mode) tap(mv game.Move) {
	it := m.items[m.at]
	test.TapAt(m.Board(), m.Board().HoleCenter(it.pos.ToMove, int(mv)))
}

// TestPracticeThrough plays the practice through: a hint in two steps (the
// theme, then the hole) and the better move accepted; the game's own move
// explained with the review's words, tried again and found; a move the
// engine judges, explained or accepted; a position skipped; and the tally,
// and going through them again.
func TestPracticeThrough(t *testing.T) {
	m, f, drain := practice(t, "en")
	loc := f.Env.Loc
	if m.Len() != 3 {
		t.Fatalf("%d positions, want Black's 3 mistakes", m.Len())
	}
	g, plies := reviewed(t)
	first := m.items[0]
	if _, ply := m.At(); ply != first.ply || first.pos != g.PositionAt(first.ply-1) || first.pos.ToMove != game.Black {
		t.Fatalf("the first position is ply %d of %v", ply, first.pos)
	}
	if m.Board().Bottom() != game.Black || m.Board().GamePosition() != first.pos {
		t.Error("the board does not show the position from Black's side")
	}
	if !strings.Contains(m.text(), "In the game hole "+itoa(first.review.Move)+" was played here") {
		t.Errorf("the task does not say the move of the game:\n%s", m.text())
	}

	// A hint: the theme, then the hole.
	m.Hint()
	theme := first.explain.Theme.Title(loc)
	if !strings.Contains(m.text(), "“"+theme+"”") || strings.Contains(m.text(), loc.T("puzzle.hint_hole", map[string]any{"Hole": int(first.review.Best)})) {
		t.Errorf("the first hint is not the theme alone:\n%s", m.text())
	}
	m.Hint()
	if !strings.Contains(m.text(), loc.T("puzzle.hint_hole", map[string]any{"Hole": int(first.review.Best)})) {
		t.Errorf("the second hint does not name the hole:\n%s", m.text())
	}
	if m.hintBtn.Disabled() == false {
		t.Error("a third hint is offered")
	}
	m.tap(first.review.Best)
	drain()
	if m.state != accepted || !strings.Contains(m.text(), loc.T("mistakes.right", map[string]any{"Hole": int(first.review.Best)})) {
		t.Fatalf("the better move is not accepted:\n%s", m.text())
	}
	m.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})

	// The game's own move: explained with the review's words, then found.
	second := m.items[1]
	if i, _ := m.At(); i != 1 {
		t.Fatalf("Enter after a right move went to position %d", i)
	}
	m.tap(second.review.Move)
	drain()
	x, _ := coach.Explain(second.pos, plies[second.ply-1])
	if m.state != wrong || !strings.Contains(m.text(), x.Sentence(loc)) || !strings.Contains(m.text(), loc.T("mistakes.same", map[string]any{"Hole": int(second.review.Move)})) {
		t.Fatalf("the game's move is not explained with the review's words %q:\n%s", x.Sentence(loc), m.text())
	}
	if !m.retryBtn.Visible() {
		t.Error("no Try again after a wrong move")
	}
	test.Tap(m.retryBtn)
	if m.state != asking || m.Board().GamePosition() != second.pos {
		t.Fatal("Try again does not show the position again")
	}
	m.tap(second.review.Best)
	drain()
	if m.state != accepted {
		t.Fatalf("the better move after a wrong one:\n%s", m.text())
	}
	m.Next()

	// A move the engine judges: it is either within the margin or
	// explained with the coach's words about that move.
	third := m.items[2]
	var other game.Move
	for _, mv := range third.pos.LegalMoves() {
		if mv != third.review.Best && mv != third.review.Move {
			other = mv
			break
		}
	}
	m.tap(other)
	if m.state != judging || !strings.Contains(m.text(), loc.T("mistakes.judging", map[string]any{"Hole": int(other)})) {
		t.Fatalf("a move tried is not being judged:\n%s", m.text())
	}
	if m.nextBtn.Disabled() == false {
		t.Error("Skip is offered while a move is judged")
	}
	drain()
	switch m.state {
	case accepted:
		if !strings.Contains(m.text(), loc.T("mistakes.good", map[string]any{"Hole": int(other), "Best": int(third.review.Best)})) {
			t.Errorf("accepted without saying so:\n%s", m.text())
		}
	case wrong:
		if _, _, _, words := m.Said(); words == "" || m.verdict.Class < ai.Inaccuracy {
			t.Errorf("a %v explained with %q", m.verdict.Class, words)
		}
	default:
		t.Fatalf("after the engine's judgement: state %d\n%s", m.state, m.text())
	}
	if m.state == wrong {
		m.Next() // skipped
	}
	if m.state == accepted {
		m.Next()
	}

	// The tally.
	if i, _ := m.At(); i != 3 || m.state != finished {
		t.Fatalf("after the last position: at %d, state %d", i, m.state)
	}
	tally := m.Tally()
	if tally[Hinted] != 1 || tally[Retried] != 1 || tally[AtOnce]+tally[Skipped] != 1 {
		t.Errorf("tally %v", tally)
	}
	want := loc.T("mistakes.tally", map[string]any{"Total": 3, "AtOnce": tally[AtOnce], "Retried": 1, "Hinted": 1, "Skipped": tally[Skipped]})
	if !strings.Contains(m.text(), want) {
		t.Errorf("the tally %q is not shown:\n%s", want, m.text())
	}
	if f.Store.Saves != 0 {
		t.Error("the practice saved the progress: the puzzles' rating is not its to touch")
	}

	// Again, from the first.
	m.Retry()
	if i, _ := m.At(); i != 0 || m.state != asking || m.Tally()[Open] != 3 {
		t.Errorf("going through them again: at %d, state %d, tally %v", i, m.state, m.Tally())
	}
	m.Next()
	if m.Tally()[Skipped] != 1 {
		t.Errorf("Next before a move does not skip: %v", m.Tally())
	}
	// Closing at the end asks the window to close the practice.
	m.Next()
	m.Next()
	m.Next()
	if f.Closed != 1 {
		t.Errorf("Close at the tally closed %d times", f.Closed)
	}
}

// TestPracticeLanguages: in every language the practice speaks its own
// words, in the task, the hints, the coach's words on a wrong move and the
// tally, with nothing left untranslated.
func TestPracticeLanguages(t *testing.T) {
	for _, l := range i18n.Languages() {
		t.Run(l.Tag, func(t *testing.T) {
			m, f, drain := practice(t, l.Tag)
			loc := f.Env.Loc
			check := func(when string) {
				t.Helper()
				text := m.text()
				if strings.Contains(text, "mistakes.") || strings.Contains(text, "coach.") || strings.Contains(text, "<no value>") {
					t.Errorf("%s: %q", when, text)
				}
			}
			check("the task")
			it := m.items[0]
			m.Hint()
			if !strings.Contains(m.text(), it.explain.Theme.Title(loc)) {
				t.Errorf("the hint lacks the theme %q", it.explain.Theme.Title(loc))
			}
			check("a hint")
			m.tap(it.review.Move)
			drain()
			if _, _, _, words := m.Said(); words != it.explain.Sentence(loc) {
				t.Errorf("the words on the game's move: %q, want %q", words, it.explain.Sentence(loc))
			}
			check("a wrong move")
			// A change of language says the words again in the new one.
			other := "ru"
			if l.Tag == "ru" {
				other = "kk"
			}
			if err := loc.SetLang(other); err != nil {
				t.Fatal(err)
			}
			m.Relocalize()
			if _, _, _, words := m.Said(); words != it.explain.Sentence(loc) {
				t.Errorf("after a switch to %s the words stay %q", other, words)
			}
			if err := loc.SetLang(l.Tag); err != nil {
				t.Fatal(err)
			}
			m.Relocalize()
			for m.state != finished {
				m.Next()
			}
			check("the tally")
		})
	}
}

// TestNothingToPractise: a side without ? or ?? says so and offers only
// to close.
func TestNothingToPractise(t *testing.T) {
	f := screentest.New(t, "en")
	g, plies := reviewed(t)
	for i := range plies {
		if plies[i].Mover == game.White {
			plies[i].Class = ai.Good
		}
	}
	m := New(f.Env, Config{Game: g, Plies: plies, Sides: []game.Side{game.White}})
	defer m.Close()
	if m.Len() != 0 || !strings.Contains(m.text(), f.Env.Loc.T("mistakes.none")) || m.hintBtn.Visible() {
		t.Fatalf("%d positions:\n%s", m.Len(), m.text())
	}
	m.Next()
	if f.Closed != 1 {
		t.Error("Close does not close")
	}
}

func itoa(m game.Move) string { return string(rune('0' + m)) }

// TestMoveNumberFromTheRecord: the progress names the mistake's move as
// the move list does, from the record's first move number.
func TestMoveNumberFromTheRecord(t *testing.T) {
	f := screentest.New(t, "en")
	g, plies := reviewed(t)
	g.SetFirstMoveNumber(7)
	m := New(f.Env, Config{Game: g, Plies: plies, Sides: []game.Side{game.Black}})
	defer m.Close()
	_, ply := m.At()
	want := strconv.Itoa(g.FullMoveNumber(ply-1)) + "…"
	if g.PositionAt(ply-1).ToMove != game.Black || g.FullMoveNumber(ply-1) < 7 {
		t.Fatalf("ply %d: not Black's, or numbered below the record's first move", ply)
	}
	if progress, _, _, _ := m.Said(); !strings.Contains(progress, "move "+want) {
		t.Errorf("the progress %q does not name move %s", progress, want)
	}
}

package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
	"github.com/togyzkumalak/togyzkumalak/i18n"
	"github.com/togyzkumalak/togyzkumalak/ui/lessons"
)

// TestPuzzleSolvedRaisesRating: a puzzle solved in the window, beside the
// game's board, raises the rating and the streak, and both survive a
// restart. (The puzzles' own tests are in package puzzles.)
func TestPuzzleSolvedRaisesRating(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	gameBoard := h.a.view.host.boardSlot.Objects[0]
	ps := h.a.showPuzzles()
	if ps == nil || h.a.mode() != ps || h.a.dialogs.Len() != 0 {
		t.Fatalf("the puzzles are not a mode of the window (%d dialogs)", h.a.dialogs.Len())
	}
	if h.a.view.host.boardSlot.Objects[0] != ps.Board() || ps.Board().Size() != gameBoard.Size() {
		t.Errorf("the puzzle's board is not in the board's place: %v, the game's %v", ps.Board().Size(), gameBoard.Size())
	}
	p, _ := ps.Puzzle()
	for i := 0; i < len(p.Line); i += 2 {
		h.a.typedKey(keyEvent(rune('0' + p.Line[i])))
		h.q.drain()
	}
	if st, _ := ps.Status(); !ps.Finished() || st != "puzzle.solved" {
		t.Fatalf("after the line: finished %v status %q", ps.Finished(), st)
	}
	stats := h.store.Progress().Puzzles
	if stats.Rating <= puzzle.StartRating || stats.Solved != 1 || stats.Streak != 1 || !stats.HasSolved(p.ID) {
		t.Errorf("after solving: %+v", stats)
	}
	h.a.typedKey(&fyne.KeyEvent{Name: fyne.KeyEscape})
	if h.a.mode() != nil || h.a.view.host.boardSlot.Objects[0] != h.a.Board {
		t.Error("Escape did not go back to the game")
	}
	dirs := h.dirs
	h.close()
	h = newHarness(t, harnessOptions{dirs: dirs})
	if got := h.store.Progress().Puzzles; got.Rating != stats.Rating || got.Solved != 1 || !got.HasSolved(p.ID) {
		t.Errorf("after a restart: %+v", got)
	}
}

// modeText returns the open mode's title and every text of its panel.
func (h *harness) modeText() string {
	host := h.a.view.host
	if host.mode == nil {
		return ""
	}
	return host.modeTitle.Text + "\n" + strings.Join(objectTexts(host.panelSlot), "\n")
}

// TestLessonBoardStaysPut: in a lesson the board keeps its place and size
// when the explanation of a wrong move appears, and it is where the game's
// board is.
func TestLessonBoardStaysPut(t *testing.T) {
	for _, size := range []fyne.Size{fyne.NewSize(1000, 600), fyne.NewSize(800, 1200)} {
		h := newHarness(t, harnessOptions{size: size})
		h.capture()
		gamePos, gameSize := h.a.Board.Position(), h.a.Board.Size()
		ls := h.a.showLessons()
		h.capture()
		b := ls.Board()
		if b.Position() != gamePos || b.Size() != gameSize {
			t.Errorf("%v: the lesson's board is at %v %v, the game's at %v %v", size, b.Position(), b.Size(), gamePos, gameSize)
		}
		test.TapAt(b, b.HoleCenter(game.White, 5)) // a wrong move: explained
		h.q.drain()
		h.capture()
		if !strings.Contains(h.modeText(), h.a.loc.T("lesson.try_again")) {
			t.Fatalf("%v: no explanation:\n%s", size, h.modeText())
		}
		if b.Position() != gamePos || b.Size() != gameSize {
			t.Errorf("%v: after the explanation the board is at %v %v, was %v %v", size, b.Position(), b.Size(), gamePos, gameSize)
		}
		h.close()
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
	// The lessons' own texts are checked in package lessons (TestLessonTexts).
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
		var texts []string
		h.a.showLessons()
		texts = append(texts, h.modeText())
		h.a.showPuzzles()
		texts = append(texts, h.modeText())
		for _, text := range texts {
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
	m := h.a.dialogs.Top()
	if m == nil || !strings.Contains(modalText(m), h.a.loc.T("learn.offer")) {
		t.Fatal("a first start did not offer the lessons")
	}
	test.Tap(findButtonIn(m.Object(), h.a.loc.T("learn.start")))
	if _, ok := h.a.mode().(*lessons.Mode); !ok || h.a.view.host.modeTitle.Text != h.a.loc.T("learn.title") || h.a.dialogs.Len() != 0 {
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
	if h.a.dialogs.Top() != nil {
		t.Errorf("the lessons were offered again: %s", modalText(h.a.dialogs.Top()))
	}
}

// TestLessonsOfferWaits: a first start that has something else to say
// (the last window closed unexpectedly) does not stack the offer of the
// lessons on that message: the offer comes when the message is closed.
func TestLessonsOfferWaits(t *testing.T) {
	h := newHarness(t, harnessOptions{noStart: true})
	h.a.offer = true
	h.a.diag.Unclean = true
	h.a.Start()
	h.settle()
	if n := h.a.dialogs.Len(); n != 1 || strings.Contains(modalText(h.a.dialogs.Top()), h.a.loc.T("learn.offer")) {
		t.Fatalf("%d dialogs at a start after a crash, the top one %q; want only the crash's", n, modalText(h.a.dialogs.Top()))
	}
	h.a.dialogs.Top().Close()
	h.settle()
	if m := h.a.dialogs.Top(); m == nil || !strings.Contains(modalText(m), h.a.loc.T("learn.offer")) {
		t.Fatal("the lessons were not offered once the message was closed")
	}
	if n := h.a.dialogs.Len(); n != 1 {
		t.Errorf("%d dialogs open with the offer, want 1", n)
	}
}

// TestLearnLanguageSwitch: the open lessons and puzzles follow a language
// switch at once.
func TestLearnLanguageSwitch(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.a.showLessons()
	h.a.SetLanguage("kk")
	if text := h.modeText(); !strings.Contains(text, h.a.loc.T("lesson.board.title")) || !strings.Contains(text, h.a.loc.T("learn.title")) {
		t.Errorf("the lessons did not switch to Kazakh:\n%s", text)
	}
	h.a.closeMode()
	h.a.showPuzzles()
	h.a.SetLanguage("ru")
	if text := h.modeText(); !strings.Contains(text, h.a.loc.T("puzzle.title")) || !strings.Contains(text, h.a.loc.T("puzzle.theme_any")) {
		t.Errorf("the puzzles did not switch to Russian:\n%s", text)
	}
	if h.a.view.host.backBtn.Text != h.a.loc.T("mode.back") {
		t.Errorf("the way back is %q", h.a.view.host.backBtn.Text)
	}
}

// TestOfferGivesWayToAMove: a newcomer who types a move at the offer plays
// it (as the window's smoke test does).
func TestOfferGivesWayToAMove(t *testing.T) {
	h := newHarness(t, harnessOptions{noStart: true})
	h.a.offer = true
	h.a.Start()
	h.settle()
	if h.a.dialogs.Top() == nil {
		t.Fatal("no offer")
	}
	h.a.typedKey(keyEvent('7'))
	h.settle()
	if h.a.dialogs.Top() != nil {
		t.Error("the offer stayed open after a move was typed")
	}
	if h.a.Session.Snapshot().Game().Len() == 0 {
		t.Error("the typed move was not played")
	}
}

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
)

// TestOpenPlayOKFile: a file of several finished games asks which one, and
// the game opens for review.
func TestOpenPlayOKFile(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	a.openFile(filepath.Join("testdata", "playok-3.pgn"))
	m := a.topModal()
	if m == nil || !strings.Contains(modalText(m), "3") {
		t.Fatal("no game picker")
	}
	list := findList(m)
	if list == nil || list.Length() != 3 {
		t.Fatal("the picker does not list 3 games")
	}
	list.Select(1)
	h.settle()
	if a.topModal() != nil {
		t.Fatal("the picker stayed open")
	}
	s := a.Session
	g := s.Game()
	if g.Tag(game.TagWhite) != "raisn" || g.Ply() != g.Len() || g.Len() < 50 {
		t.Fatalf("opened %q–%q at ply %d of %d", g.Tag(game.TagWhite), g.Tag(game.TagBlack), g.Ply(), g.Len())
	}
	if !s.TwoPlayers() || !s.recorded {
		t.Fatal("a finished game should open for review, never counted")
	}
	if g.Result() != game.BlackWins {
		t.Fatalf("result %v", g.Result())
	}
	// The moves can be looked through.
	s.Review(10)
	if h.a.Board.GamePosition() != g.PositionAt(10) {
		t.Fatal("review of an opened game failed")
	}
}

// TestOpenScoresheet: an unfinished scoresheet typed by hand continues
// against the computer, the person taking the side to move; the autosave
// resumes it.
func TestOpenScoresheet(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	a.openFile(filepath.Join("testdata", "scoresheet.txt"))
	h.settle()
	s := a.Session
	if s.Game().Ply() != 10 || s.TwoPlayers() || !s.Human(game.White) {
		t.Fatalf("scoresheet: ply %d, sides %v", s.Game().Ply(), s.human)
	}
	if a.topModal() != nil {
		t.Fatalf("unexpected dialog %q", modalText(a.topModal()))
	}
	h.tapHole(game.White, 9)
	h.settle()
	if s.Game().Ply() != 12 {
		t.Fatalf("ply %d after a move and the answer", s.Game().Ply())
	}
	s.Flush()
	g, err := h.store.LoadAutosave()
	if err != nil || g == nil || g.Ply() != 12 || g.Tag(game.TagWhite) != "Абай" {
		t.Fatalf("autosave: %v, %v", g, err)
	}
}

// TestOpenBadFile: a file that is no record says so, naming it.
func TestOpenBadFile(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	path := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(path, []byte{0, 1, 2, 0xff, 0xfe}, 0o600); err != nil {
		t.Fatal(err)
	}
	before := h.a.Session.Game()
	h.a.openFile(path)
	m := h.a.topModal()
	if m == nil || m.Title() != h.a.loc.T("error.title") || !strings.Contains(modalText(m), "bad.pgn") {
		t.Fatal("no error naming the file")
	}
	if h.a.Session.Game() != before {
		t.Fatal("the game changed")
	}
}

// TestSaveAndSavedGames: Save as writes to the saved games; the list
// resumes and deletes them.
func TestSaveAndSavedGames(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	h.tapHole(game.White, 7)
	h.settle()
	fc := a.chooseFile(true, "file.save", h.store.GamesDir(), a.defaultFileName(), func(path string) {
		a.writeRecord(path, a.Session.Game().Clone())
	})
	if !strings.HasSuffix(fc.name, ".pgn") || !strings.Contains(fc.name, "Computer") {
		t.Fatalf("proposed name %q", fc.name)
	}
	a.typedKey(&fyne.KeyEvent{Name: fyne.KeyReturn}) // Enter: the dialog's default, Save
	if m := a.topModal(); m == nil || !strings.Contains(modalText(m), h.store.GamesDir()) {
		t.Fatal("no message saying where the game was saved")
	}
	a.closeModals()
	want := a.Session.Game().Text()

	a.newGame(gameChoice{Colour: storage.ColourWhite, Level: 1}, false)
	h.settle()
	a.showSavedGames()
	m := a.topModal()
	text := modalText(m)
	if !strings.Contains(text, a.loc.T("saved.resume")) || !strings.Contains(text, a.loc.T("saved.in_progress")) {
		t.Fatalf("saved games list: %q", text)
	}
	resume := findButtonIn(m.holder, a.loc.T("saved.resume"))
	if resume == nil {
		t.Fatal("no Resume button")
	}
	resume.OnTapped()
	h.settle()
	if got := withoutTag(a.Session.Game().Text(), storage.TagSaveFormat); got != want {
		t.Fatalf("resumed:\n%s\nwant:\n%s", got, want)
	}
	// Delete, confirmed.
	a.showSavedGames()
	del := findButtonIn(a.topModal().holder, "")
	if del == nil {
		t.Fatal("no Delete button")
	}
	del.OnTapped()
	a.topModal().content.enter() // confirm
	games, _ := h.store.ListGames()
	if len(games) != 0 {
		t.Fatalf("%d games left after Delete", len(games))
	}
	if text := modalText(a.topModal()); !strings.Contains(text, a.loc.T("saved.empty")) {
		t.Fatalf("the list was not rebuilt: %q", text)
	}
}

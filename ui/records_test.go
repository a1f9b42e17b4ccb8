package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// The records' own work (the dialogs asked, the lists, saving, the
// clipboard) is tested in package records; these tests are of the window
// around it: the games it opens, its dialogs, its modes.

// TestOpenPlayOKFile: a game picked from a file of several finished games
// opens for review, never counted, and its moves can be looked through.
func TestOpenPlayOKFile(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	a.records.OpenFile(filepath.Join("testdata", "playok-3.pgn"))
	gm, ok := a.mode().(*games.Mode)
	if !ok || !strings.Contains(gm.Title(), "playok-3.pgn") || a.dialogs.Top() != nil {
		t.Fatal("no list of the file's games beside the board")
	}
	gm.Choose(1)
	gm.Open(false)
	h.settle()
	if a.mode() != nil {
		t.Fatal("the list stayed open")
	}
	s := a.Session
	g := s.Snapshot().Game()
	if g.Tag(game.TagWhite) != "raisn" || g.Ply() != g.Len() || g.Len() < 50 {
		t.Fatalf("opened %q–%q at ply %d of %d", g.Tag(game.TagWhite), g.Tag(game.TagBlack), g.Ply(), g.Len())
	}
	if st := s.Snapshot().Status; st.Phase != game.UnderReview || !s.Snapshot().Counted {
		t.Fatalf("a finished game should open for review, never counted: %+v", st)
	}
	if end := g.PositionAt(g.Len() - 1); s.HumanMove(end.LegalMoves()[0]) || s.Snapshot().Can.Undo {
		t.Fatal("the record opened is playable")
	}
	if g.Result() != game.BlackWins {
		t.Fatalf("result %v", g.Result())
	}
	// The moves can be looked through.
	s.Browse(10)
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
	a.records.OpenFile(filepath.Join("testdata", "scoresheet.txt"))
	h.settle()
	s := a.Session
	if s.Snapshot().Game().Ply() != 10 || s.Snapshot().Sides.TwoPlayers() || !s.Snapshot().Sides.Human[game.White] {
		t.Fatalf("scoresheet: ply %d, sides %v", s.Snapshot().Game().Ply(), s.Snapshot().Sides.Human)
	}
	if a.dialogs.Top() != nil {
		t.Fatalf("unexpected dialog %q", modalText(a.dialogs.Top()))
	}
	h.tapHole(game.White, 9)
	h.settle()
	if s.Snapshot().Game().Ply() != 12 {
		t.Fatalf("ply %d after a move and the answer", s.Snapshot().Game().Ply())
	}
	s.Flush()
	g, err := h.store.LoadAutosave()
	if err != nil || g == nil || g.Ply() != 12 || g.Tag(game.TagWhite) != "Абай" {
		t.Fatalf("autosave: %v, %v", g, err)
	}
}

// TestOpenBadFile: a file that is no record says so in the window's error
// dialog, naming it and what is wrong in the player's words.
func TestOpenBadFile(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	path := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(path, []byte{0, 1, 2, 0xff, 0xfe}, 0o600); err != nil {
		t.Fatal(err)
	}
	before := h.a.Session.Snapshot().Game()
	h.a.records.OpenFile(path)
	m := h.a.dialogs.Top()
	if m == nil || m.Title() != h.a.loc.T("error.title") || !strings.Contains(modalText(m), "bad.pgn") ||
		!strings.Contains(modalText(m), h.a.loc.T("ui.problem.not_text")) {
		t.Fatal("no error naming the file")
	}
	if h.a.Session.Snapshot().Game().Text() != before.Text() {
		t.Fatal("the game changed")
	}
}

// TestResumeSavedGame: a saved game resumes in the window as it was saved;
// Delete asks in the window's dialog and deletes it.
func TestResumeSavedGame(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	h.tapHole(game.White, 7)
	h.settle()
	want := a.Session.Snapshot().Game().Text()
	if _, err := h.store.SaveGame("mine", a.Session.Snapshot().Game()); err != nil {
		t.Fatal(err)
	}

	a.newGame(dialogs.GameChoice{Colour: storage.ColourWhite, Level: 1}, false)
	h.settle()
	a.records.ShowSavedGames()
	gm, ok := a.mode().(*games.Mode)
	if !ok || gm.Title() != a.loc.T("saved.title") || len(gm.Shown()) != 1 {
		t.Fatal("no list of the saved game beside the board")
	}
	gm.Choose(0)
	gm.Open(false)
	h.settle()
	if a.mode() != nil {
		t.Fatal("the list stayed open")
	}
	if got := withoutTag(a.Session.Snapshot().Game().Text(), storage.TagSaveFormat); got != want {
		t.Fatalf("resumed:\n%s\nwant:\n%s", got, want)
	}
	// Delete, confirmed.
	a.records.ShowSavedGames()
	gm = a.mode().(*games.Mode)
	gm.Choose(0)
	gm.Delete()
	a.dialogs.Top().Content().Enter() // confirm
	saved, _ := h.store.ListGames()
	if len(saved) != 0 {
		t.Fatalf("%d games left after Delete", len(saved))
	}
}

// TestReviewRecordKeepsGame: a finished game opened and reviewed during a
// game against the computer keeps the game: the autosave is never the
// record, the record is not playable, and the game comes back when the
// review closes. New game then asks what becomes of the game in progress;
// keeping it writes it into the saved games.
func TestReviewRecordKeepsGame(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a, s := h.a, h.a.Session
	h.tapHole(game.White, 7)
	h.settle()
	live := s.Snapshot().Game()
	want := live.Text()

	rec := finishedGame(t)
	recordsWindow{a}.ReviewGame(rec, nil)
	h.settle()
	if s.Snapshot().Phase != session.Record || s.Snapshot().Game().Text() != rec.Text() || s.Snapshot().Status.Phase != game.UnderReview || !a.review.Active() {
		t.Fatalf("the record is not under review: %+v", s.Snapshot().Status)
	}
	h.tapHole(game.White, 1)
	if s.Snapshot().Game().Text() != rec.Text() || rec.Len() != finishedGame(t).Len() {
		t.Fatal("a tap played in the record")
	}
	s.Flush()
	if g, err := h.store.LoadAutosave(); err != nil || withoutTag(g.Text(), storage.TagSaveFormat) != want {
		t.Fatalf("the autosave is not the game in progress (%v)", err)
	}
	a.review.Dismiss()
	h.settle()
	if (s.Snapshot().Phase == session.Record) || s.Snapshot().Game().Text() != live.Text() || s.Snapshot().Status.Phase != game.InProgress || !s.Snapshot().Can.Move {
		t.Fatal("the game in progress did not come back when the review closed")
	}

	a.newGameDialog.Show()
	a.dialogs.Top().Content().Enter() // Start
	m := a.dialogs.Top()
	if m == nil || m.Title() != a.loc.T("session.in_progress_title") || s.Snapshot().Game().Text() != live.Text() {
		t.Fatal("New game did not ask about the game in progress")
	}
	m.Content().Enter() // keep it in the saved games
	h.settle()
	if s.Snapshot().Game().Text() == live.Text() || s.Snapshot().Game().Len() != 0 {
		t.Fatal("no new game after keeping the old one")
	}
	saved, _ := h.store.ListGames()
	if len(saved) != 1 {
		t.Fatalf("%d saved games, want the game kept", len(saved))
	}
}

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
)

// The resume's rules (the record, the sides, the level, the computer
// thinking again, a finished autosave not resumed) are tested against the
// session (ui/session: room_test.go, session_test.go). The window's part is
// here: what it shows of a game resumed, and an unreadable autosave.

// TestResumeShown: moves played, the window closed and opened again with
// the same folders: the board and the move list show the same game.
func TestResumeShown(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.newGame(dialogs.GameChoice{TwoPlayers: true})
	for _, m := range []int{4, 6, 8} {
		h.tapHole(h.a.Session.Snapshot().Live.ToMove, m)
		h.settle()
	}
	want := h.a.Session.Snapshot()
	wantMoves := moveListTexts(h)
	dirs := h.dirs
	h.close()

	h2 := newHarness(t, harnessOptions{dirs: dirs})
	got := h2.a.Session.Snapshot()
	if got.Live != want.Live || h2.a.Board.GamePosition() != want.Live || got.Sides != want.Sides {
		t.Fatal("the resumed game differs")
	}
	if texts := moveListTexts(h2); strings.Join(texts, " ") != strings.Join(wantMoves, " ") || len(texts) != 2 {
		t.Fatalf("resumed move list %q, want %q", texts, wantMoves)
	}
}

// TestBrokenAutosave: an unreadable autosave is reported, kept aside, and a
// new game begins.
func TestBrokenAutosave(t *testing.T) {
	dir := t.TempDir()
	dirs := storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	if err := os.MkdirAll(dirs.Data, 0o700); err != nil {
		t.Fatal(err)
	}
	bad := "[White \"You\"]\n\n1. 99 zz 77\n"
	if err := os.WriteFile(filepath.Join(dirs.Data, storage.AutosaveFile), []byte(bad), 0o600); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, harnessOptions{dirs: dirs})
	m := h.a.dialogs.Top()
	if m == nil || m.Title() != h.a.loc.T("ui.problem.title") {
		t.Fatal("no problem dialog")
	}
	text := modalText(m)
	if !strings.Contains(text, storage.AutosaveFile) || !strings.Contains(text, ".broken-") {
		t.Fatalf("the problem dialog does not name the file and where it was kept: %q", text)
	}
	if h.a.Session.Snapshot().Game().Ply() != 0 {
		t.Fatal("no new game")
	}
}

// moveListTexts returns the texts of the move list's rows, as the list
// shows them.
func moveListTexts(h *harness) []string {
	v := h.a.view
	var texts []string
	for row := range v.moveRows() {
		o := v.newMoveRow()
		v.updateMoveRow(row, o)
		texts = append(texts, strings.Join(objectTexts(o), " "))
	}
	return texts
}

// withoutTag removes a tag's line from a record.
func withoutTag(record, tag string) string {
	var lines []string
	for _, l := range strings.SplitAfter(record, "\n") {
		if !strings.HasPrefix(l, "["+tag+" ") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "")
}

package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/dialogs"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestResume: moves played, the window closed and opened again with the
// same folders: the same position, turn, level, colour and move list.
func TestResume(t *testing.T) {
	for _, tc := range []struct {
		name   string
		choice dialogs.GameChoice
		moves  []int // holes the person taps, the computer answering each
	}{
		{"white level 2", dialogs.GameChoice{Colour: storage.ColourWhite, Level: 2}, []int{7, 3, 9}},
		{"black level 5", dialogs.GameChoice{Colour: storage.ColourBlack, Level: 5}, []int{1, 2}},
		{"two players", dialogs.GameChoice{TwoPlayers: true}, []int{4, 6, 8}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			h.newGame(tc.choice)
			s := h.a.Session
			for _, m := range tc.moves {
				side := s.Snapshot().Live.ToMove
				if !s.Snapshot().Sides.Human[side] {
					t.Fatal("not the person's turn")
				}
				p := s.Snapshot().Live
				for n := m; ; n = n%9 + 1 { // the next non-empty hole
					if p.Legal(game.Move(n)) {
						m = n
						break
					}
				}
				h.tapHole(side, m)
				h.settle()
			}
			want := s.Snapshot().Game().Text()
			wantMoves := moveListTexts(h)
			wantLevel, wantHuman := s.Snapshot().Sides.Level, s.Snapshot().Sides.Human
			dirs := h.dirs
			h.close()

			h2 := newHarness(t, harnessOptions{dirs: dirs})
			s2 := h2.a.Session
			if got := withoutTag(s2.Snapshot().Game().Text(), storage.TagSaveFormat); got != want {
				t.Fatalf("resumed record:\n%s\nwant:\n%s", got, want)
			}
			if s2.Snapshot().Live != s.Snapshot().Live || h2.a.Board.GamePosition() != s.Snapshot().Live {
				t.Fatal("resumed position differs")
			}
			if s2.Snapshot().Sides.Level != wantLevel || s2.Snapshot().Sides.Human != wantHuman {
				t.Fatalf("resumed level %d, sides %v; want %d, %v", s2.Snapshot().Sides.Level, s2.Snapshot().Sides.Human, wantLevel, wantHuman)
			}
			if got := moveListTexts(h2); strings.Join(got, " ") != strings.Join(wantMoves, " ") {
				t.Fatalf("resumed move list %q, want %q", got, wantMoves)
			}
			if !s2.Snapshot().Can.Move {
				t.Fatal("resumed game: the person should be to move")
			}
		})
	}
}

// TestResumeComputerToMove: a game closed while the computer thought is
// resumed with the computer thinking again.
func TestResumeComputerToMove(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	h.tapHole(game.White, 7)
	if thinking := h.a.Session.Snapshot().LivePhase == session.Thinking; !thinking {
		t.Fatal("the computer should be thinking")
	}
	dirs := h.dirs
	h.close() // the search's answer is never applied

	h2 := newHarness(t, harnessOptions{dirs: dirs, noStart: true})
	h2.a.Start()
	s := h2.a.Session
	if thinking := s.Snapshot().LivePhase == session.Thinking; !thinking || s.Snapshot().Game().Ply() != 1 {
		t.Fatalf("resumed: thinking %v at ply %d; want the computer thinking at ply 1", thinking, s.Snapshot().Game().Ply())
	}
	h2.settle()
	if s.Snapshot().Game().Ply() != 2 {
		t.Fatalf("ply %d after the computer's move, want 2", s.Snapshot().Game().Ply())
	}
}

// TestFinishedAutosaveStartsNewGame: a finished game is not resumed.
func TestFinishedAutosaveStartsNewGame(t *testing.T) {
	dir := t.TempDir()
	dirs := storage.Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	g := finishedGame(t)
	session.TagGame(g, [2]bool{true, false}, 3, testNow)
	if err := os.MkdirAll(dirs.Data, 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dirs.Data, storage.AutosaveFile), []byte(g.Text()), 0o600); err != nil {
		t.Fatal(err)
	}
	h := newHarness(t, harnessOptions{dirs: dirs})
	if ply := h.a.Session.Snapshot().Game().Ply(); ply != 0 {
		t.Fatalf("a finished autosave was resumed (ply %d)", ply)
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

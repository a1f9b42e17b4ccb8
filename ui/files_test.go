package ui

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/games"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// fakeFiles stands for the system's file dialog: it answers every request
// at once with path and err, and keeps what it was asked.
type fakeFiles struct {
	path  string
	err   error
	asked []filedialog.Options
	saves int
}

func (f *fakeFiles) Open(o filedialog.Options, done func(string, error)) {
	f.asked = append(f.asked, o)
	done(f.path, f.err)
}

func (f *fakeFiles) Save(o filedialog.Options, done func(string, error)) {
	f.asked = append(f.asked, o)
	f.saves++
	done(f.path, f.err)
}

// fakeDialog gives the harness's window a fake file dialog answering path.
func fakeDialog(h *harness, path string) *fakeFiles {
	f := &fakeFiles{path: path}
	h.a.files = f
	return f
}

// TestOpenPlayOKFile: a file of several finished games asks which one, and
// the game opens for review.
func TestOpenPlayOKFile(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	a := h.a
	files := fakeDialog(h, filepath.Join("testdata", "playok-3.pgn"))
	a.showOpen()
	if len(files.asked) != 1 || files.asked[0].Remember != "open" || len(files.asked[0].Filters) != 2 ||
		!slices.Contains(files.asked[0].Filters[0].Extensions, ".txt") || files.asked[0].Title != a.loc.T("file.open") {
		t.Fatalf("the dialog was asked %+v", files.asked)
	}
	gm, ok := a.mode().(*games.Mode)
	if !ok || !strings.Contains(gm.Title(), "playok-3.pgn") || a.dialogs.Top() != nil {
		t.Fatal("no list of the file's games beside the board")
	}
	if !strings.Contains(screentest.Text(gm.Content()), a.loc.T("games.count", map[string]any{"Shown": 3, "Total": 3})) || len(gm.Shown()) != 3 {
		t.Fatal("the list does not hold 3 games")
	}
	gm.Choose(1)
	gm.Open(false)
	h.settle()
	if a.mode() != nil {
		t.Fatal("the list stayed open")
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
	if a.dialogs.Top() != nil {
		t.Fatalf("unexpected dialog %q", modalText(a.dialogs.Top()))
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
	m := h.a.dialogs.Top()
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
	files := fakeDialog(h, "")
	a.showSaveAs()
	o := files.asked[0]
	if !strings.HasSuffix(o.Name, ".pgn") || !strings.Contains(o.Name, "Computer") || o.Folder != h.store.GamesDir() {
		t.Fatalf("proposed %q in %q", o.Name, o.Folder)
	}
	if len(o.Filters) != 1 || !slices.Equal(o.Filters[0].Extensions, []string{".pgn"}) || o.Title != a.loc.T("file.save") {
		t.Fatalf("Save as asked %+v", o)
	}
	if a.dialogs.Top() != nil {
		t.Fatalf("a cancelled dialog says %q", modalText(a.dialogs.Top()))
	}
	files.path = filepath.Join(h.store.GamesDir(), o.Name)
	a.showSaveAs()
	if m := a.dialogs.Top(); m == nil || !strings.Contains(modalText(m), h.store.GamesDir()) {
		t.Fatal("no message saying where the game was saved")
	}
	a.dialogs.CloseAll()
	want := a.Session.Game().Text()

	a.newGame(gameChoice{Colour: storage.ColourWhite, Level: 1}, false)
	h.settle()
	a.showSavedGames()
	gm, ok := a.mode().(*games.Mode)
	if !ok || gm.Title() != a.loc.T("saved.title") || len(gm.Shown()) != 1 {
		t.Fatal("no list of the saved game beside the board")
	}
	ongoing := game.Ongoing
	gm.Search("", "", &ongoing)
	if len(gm.Shown()) != 1 {
		t.Fatal("the saved game is not listed as not finished")
	}
	gm.Choose(gm.Shown()[0])
	if resume := screentest.Button(gm.Content(), a.loc.T("saved.resume")); resume == nil || resume.Disabled() {
		t.Fatalf("no Resume button: %q", screentest.Text(gm.Content()))
	}
	gm.Open(false)
	h.settle()
	if got := withoutTag(a.Session.Game().Text(), storage.TagSaveFormat); got != want {
		t.Fatalf("resumed:\n%s\nwant:\n%s", got, want)
	}
	// Delete, confirmed.
	a.showSavedGames()
	gm = a.mode().(*games.Mode)
	gm.Choose(0)
	gm.Delete()
	a.dialogs.Top().Content().Enter() // confirm
	saved, _ := h.store.ListGames()
	if len(saved) != 0 {
		t.Fatalf("%d games left after Delete", len(saved))
	}
	if text := screentest.Text(gm.Content()); !strings.Contains(text, a.loc.T("saved.empty")) {
		t.Fatalf("the list did not follow: %q", text)
	}
}

// TestOpenMalformedRecord: a record with a mistake says which file and
// which line; the game on the board stays. A file with good games and a
// bad one lists the good ones and says what could not be read.
func TestOpenMalformedRecord(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("testdata", "playok-3.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	bad := "[Event \"Typed\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. 76(10) 99 2. 11 *\n"
	tests := []struct {
		name   string
		text   string
		picker bool
	}{
		{"only a bad game", bad, false},
		{"good games and a bad one", string(good) + "\n" + bad, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := newHarness(t, harnessOptions{})
			path := filepath.Join(t.TempDir(), "typed.pgn")
			if err := os.WriteFile(path, []byte(tt.text), 0o600); err != nil {
				t.Fatal(err)
			}
			before := h.a.Session.Game()
			fakeDialog(h, path)
			h.a.showOpen()
			var text string
			gm, listed := h.a.mode().(*games.Mode)
			m := h.a.dialogs.Top()
			switch {
			case listed:
				text = screentest.Text(gm.Content())
			case m != nil:
				text = modalText(m)
			default:
				t.Fatal("nothing said")
			}
			line := strings.Count(tt.text[:strings.Index(tt.text, "1. 76(10) 99")], "\n") + 1
			if !strings.Contains(text, h.a.loc.T("ui.problem.record", map[string]any{"Line": line, "Error": ""})) {
				t.Fatalf("no line %d in %q", line, text)
			}
			if tt.picker {
				if !listed || len(gm.Shown()) != 3 {
					t.Fatalf("the list does not hold the 3 good games: %q", text)
				}
			} else if m == nil || m.Title() != h.a.loc.T("error.title") || !strings.Contains(text, "typed.pgn") {
				t.Fatalf("no error naming the file: %q", text)
			}
			if h.a.Session.Game() != before {
				t.Fatal("the game changed")
			}
		})
	}
}

// TestSaveAddsExtension: a name typed without an extension is saved as a
// record; one that would replace a file the dialog did not ask about asks
// first.
func TestSaveAddsExtension(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	dir := t.TempDir()
	files := fakeDialog(h, filepath.Join(dir, "my game"))
	h.a.showExport()
	data, err := os.ReadFile(filepath.Join(dir, "my game.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), players.TagHumanSide) {
		t.Fatalf("the export keeps the window's tags:\n%s", data)
	}
	if files.asked[0].Remember != "export" || files.asked[0].Title != h.a.loc.T("file.export") {
		t.Fatalf("export asked %+v", files.asked[0])
	}
	h.a.dialogs.CloseAll()
	h.a.showExport()
	if m := h.a.dialogs.Top(); m == nil || !strings.Contains(modalText(m), h.a.loc.T("ui.file.overwrite")) {
		t.Fatal("replacing my game.pgn was not asked")
	}
}

// TestFileDialogFails: a dialog that cannot be shown says so; a second
// request while one is open is ignored.
func TestFileDialogFails(t *testing.T) {
	h := newHarness(t, harnessOptions{})
	files := fakeDialog(h, "")
	files.err = filedialog.ErrBusy
	h.a.showOpen()
	if m := h.a.dialogs.Top(); m != nil {
		t.Fatalf("busy: %q", modalText(m))
	}
	files.err = errors.New("boom")
	h.a.showSaveAs()
	if m := h.a.dialogs.Top(); m == nil || m.Title() != h.a.loc.T("error.title") || !strings.Contains(modalText(m), "boom") {
		t.Fatal("a failed dialog is not told")
	}
}

package records_test

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui/filedialog"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// TestOpenPlayOKFile: a file of several finished games asks which one, and
// the game chosen opens on the board, the list closed.
func TestOpenPlayOKFile(t *testing.T) {
	r := newRig(t)
	r.dialog.path = filepath.Join("..", "testdata", "playok-3.pgn")
	r.files.ShowOpen()
	asked := r.dialog.asked
	if len(asked) != 1 || asked[0].Remember != "open" || len(asked[0].Filters) != 2 ||
		!slices.Contains(asked[0].Filters[0].Extensions, ".txt") || asked[0].Title != r.loc.T("file.open") {
		t.Fatalf("the dialog was asked %+v", asked)
	}
	gm := r.modes.mode()
	if gm == nil || !strings.Contains(gm.Title(), "playok-3.pgn") || len(r.ask.told) != 0 {
		t.Fatal("no list of the file's games beside the board")
	}
	if !strings.Contains(screentest.Text(gm.Content()), r.loc.T("games.count", map[string]any{"Shown": 3, "Total": 3})) || len(gm.Shown()) != 3 {
		t.Fatal("the list does not hold 3 games")
	}
	gm.Choose(1)
	gm.Open(false)
	if r.modes.mode() != nil {
		t.Fatal("the list stayed open")
	}
	if len(r.board.opened) != 1 || r.board.reviews != 0 {
		t.Fatalf("opened %d games, %d reviews", len(r.board.opened), r.board.reviews)
	}
	g := r.board.opened[0]
	if g.Tag(game.TagWhite) != "raisn" || g.Len() < 50 {
		t.Fatalf("opened %q–%q of %d plies", g.Tag(game.TagWhite), g.Tag(game.TagBlack), g.Len())
	}
	if g.Result() != game.BlackWins {
		t.Fatalf("result %v", g.Result())
	}
}

// TestOpenListedForReview: Review in the list opens the game and asks for
// its review.
func TestOpenListedForReview(t *testing.T) {
	r := newRig(t)
	r.files.OpenFile(filepath.Join("..", "testdata", "playok-3.pgn"))
	gm := r.modes.mode()
	if gm == nil {
		t.Fatal("no list")
	}
	gm.Choose(0)
	gm.Open(true)
	if r.modes.fake.Closed != 1 || len(r.board.opened) != 1 || r.board.reviews != 1 {
		t.Fatalf("closed %d, opened %d, reviews %d", r.modes.fake.Closed, len(r.board.opened), r.board.reviews)
	}
}

// TestOpenScoresheet: a scoresheet typed by hand, one game, opens at once,
// with no list and nothing said.
func TestOpenScoresheet(t *testing.T) {
	r := newRig(t)
	r.files.OpenFile(filepath.Join("..", "testdata", "scoresheet.txt"))
	if m, ok := r.ask.last(); ok {
		t.Fatalf("unexpected dialog %q", m.text)
	}
	if len(r.modes.shown) != 0 || len(r.board.opened) != 1 {
		t.Fatalf("%d lists, %d games opened", len(r.modes.shown), len(r.board.opened))
	}
	if g := r.board.opened[0]; g.Len() != 10 || g.Tag(game.TagWhite) != "Абай" || g.Result() != game.Ongoing {
		t.Fatalf("scoresheet: %d plies, White %q, %v", g.Len(), g.Tag(game.TagWhite), g.Result())
	}
}

// TestOpenBadFile: a file that is no record says so, naming it.
func TestOpenBadFile(t *testing.T) {
	r := newRig(t)
	path := filepath.Join(t.TempDir(), "bad.pgn")
	if err := os.WriteFile(path, []byte{0, 1, 2, 0xff, 0xfe}, 0o600); err != nil {
		t.Fatal(err)
	}
	r.files.OpenFile(path)
	m, ok := r.ask.last()
	if !ok || m.title != r.loc.T("error.title") || !strings.Contains(m.text, "bad.pgn") {
		t.Fatal("no error naming the file")
	}
	if len(r.board.opened) != 0 || len(r.modes.shown) != 0 {
		t.Fatal("the game changed")
	}
}

// TestOpenMalformedRecord: a record with a mistake says which file and
// which line; the game on the board stays. A file with good games and a
// bad one lists the good ones and says what could not be read.
func TestOpenMalformedRecord(t *testing.T) {
	good, err := os.ReadFile(filepath.Join("..", "testdata", "playok-3.pgn"))
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
			r := newRig(t)
			path := filepath.Join(t.TempDir(), "typed.pgn")
			if err := os.WriteFile(path, []byte(tt.text), 0o600); err != nil {
				t.Fatal(err)
			}
			r.dialog.path = path
			r.files.ShowOpen()
			var text string
			gm := r.modes.mode()
			m, told := r.ask.last()
			switch {
			case gm != nil:
				text = screentest.Text(gm.Content())
			case told:
				text = m.text
			default:
				t.Fatal("nothing said")
			}
			line := strings.Count(tt.text[:strings.Index(tt.text, "1. 76(10) 99")], "\n") + 1
			if !strings.Contains(text, r.loc.T("ui.problem.record", map[string]any{"Line": line, "Error": ""})) {
				t.Fatalf("no line %d in %q", line, text)
			}
			if tt.picker {
				if gm == nil || len(gm.Shown()) != 3 {
					t.Fatalf("the list does not hold the 3 good games: %q", text)
				}
			} else if !told || m.title != r.loc.T("error.title") || !strings.Contains(text, "typed.pgn") {
				t.Fatalf("no error naming the file: %q", text)
			}
			if len(r.board.opened) != 0 {
				t.Fatal("the game changed")
			}
		})
	}
}

// TestFileDialogFails: a dialog that cannot be shown says so; a second
// request while one is open is ignored.
func TestFileDialogFails(t *testing.T) {
	r := newRig(t)
	r.dialog.err = filedialog.ErrBusy
	r.files.ShowOpen()
	if m, ok := r.ask.last(); ok {
		t.Fatalf("busy: %q", m.text)
	}
	r.dialog.err = errors.New("boom")
	r.files.ShowSaveAs()
	if m, ok := r.ask.last(); !ok || m.title != r.loc.T("error.title") || !strings.Contains(m.text, "boom") {
		t.Fatal("a failed dialog is not told")
	}
}

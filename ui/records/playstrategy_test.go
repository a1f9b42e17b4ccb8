package records_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/session"
)

// TestOpenPlayStrategy: Open record reads PlayStrategy's PGN as any other
// record: its players, its move number and its clocks.
func TestOpenPlayStrategy(t *testing.T) {
	r := newRig(t)
	r.dialog.path = filepath.Join("testdata", "playstrategy.pgn")
	r.files.ShowOpen()
	if m, ok := r.ask.last(); ok {
		t.Fatalf("unexpected dialog %q", m.text)
	}
	if len(r.board.opened) != 1 {
		t.Fatalf("%d games opened", len(r.board.opened))
	}
	g := r.board.opened[0]
	if _, ok := g.Clock(4); g.Tag(game.TagWhite) != "Ainur" || g.Tag("WhiteElo") != "1500" || g.FirstMoveNumber() != 4 || g.Len() != 4 || !ok {
		t.Errorf("opened %v, first move %d, %d plies", g.Tags(), g.FirstMoveNumber(), g.Len())
	}
}

// TestOpenPlayStrategyMistakes: a file of another game, or with a wrong
// move, is told with the file and the line.
func TestOpenPlayStrategyMistakes(t *testing.T) {
	tests := []struct {
		file, lang string
		want       []string
	}{
		{"bestemshe.pgn", "en", []string{"bestemshe.pgn holds a game of Bestemshe (line 9), not of togyz kumalak"}},
		{"bestemshe.pgn", "ru", []string{"В файле ", "bestemshe.pgn записана партия в Bestemshe (строка 9)"}},
		{"playstrategy-wrong.pgn", "en", []string{"Could not read ", "playstrategy-wrong.pgn: a mistake on line 19: White, a1e2: the last stone lands on f2"}},
		{"playstrategy-wrong.pgn", "ru", []string{"Не удалось прочитать ", "playstrategy-wrong.pgn: ошибка в строке 19: Белые, a1e2: последний кумалак ложится на поле f2"}},
	}
	for _, tt := range tests {
		t.Run(tt.file+" "+tt.lang, func(t *testing.T) {
			r := newRigIn(t, tt.lang)
			r.files.OpenFile(filepath.Join("testdata", tt.file))
			m, ok := r.ask.last()
			if !ok || len(r.board.opened) != 0 {
				t.Fatalf("nothing said, %d games opened", len(r.board.opened))
			}
			for _, w := range tt.want {
				if !strings.Contains(m.text, w) {
					t.Errorf("told %q, want %q in it", m.text, w)
				}
			}
		})
	}
}

// TestExportPlayStrategy: the game against the computer is written in
// PlayStrategy's PGN without the window's own tags, and reads back the
// same.
func TestExportPlayStrategy(t *testing.T) {
	r := newRig(t)
	r.board.g = againstComputer(t)
	r.board.g.SetTag(session.TagClock, "W/0:02:18.8")
	r.board.g.SetTag(storage.TagSaveFormat, "1")
	path := filepath.Join(t.TempDir(), "for-playstrategy.pgn")
	r.dialog.path = path
	r.files.ShowExportPlayStrategy()
	if o := r.dialog.asked[0]; o.Title != r.loc.T("records.export_playstrategy") || o.Remember != "export" {
		t.Fatalf("the dialog was asked %+v", o)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	for _, want := range []string{"[P1 \"", "[P2 \"", "[Variant \"Togyzqumalaq\"]\n", "\n1. g1d2 *\n"} {
		if !strings.Contains(text, want) {
			t.Errorf("exported\n%s\nwant %q in it", text, want)
		}
	}
	if strings.Contains(text, players.TagHumanSide) || strings.Contains(text, "["+players.TagLevel) || strings.Contains(text, "[White ") ||
		strings.Contains(text, "["+session.TagClock) || strings.Contains(text, storage.TagSaveFormat) {
		t.Errorf("exported with this window's tags or White beside P1:\n%s", text)
	}
	back, err := game.ParseGame(text)
	if err != nil || back.Len() != 1 || back.Tag(game.TagBlack) != r.board.g.Tag(game.TagBlack) {
		t.Errorf("read back: %v, %v", back, err)
	}
	if m, ok := r.ask.last(); !ok || !strings.Contains(m.text, path) {
		t.Errorf("told %q", m.text)
	}
}

// TestPlayStrategyClipboard: Copy position for PlayStrategy gives its FEN
// with the move number; Paste opens PlayStrategy's PGN and gives its FEN to
// the position editor.
func TestPlayStrategyClipboard(t *testing.T) {
	r := newRig(t)
	data, err := os.ReadFile(filepath.Join("testdata", "playstrategy.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	r.clip.SetContent(string(data))
	r.files.Paste()
	if len(r.board.opened) != 1 || r.board.opened[0].FirstMoveNumber() != 4 {
		t.Fatalf("Paste of PlayStrategy's PGN: %d games opened", len(r.board.opened))
	}
	r.files.CopyPlayStrategyFEN()
	fen := r.clip.Content()
	if !strings.HasSuffix(fen, " 30 17 S 6") {
		t.Errorf("Copy position for PlayStrategy gave %q", fen)
	}
	r.clip.SetContent(fen)
	r.files.Paste()
	if len(r.board.edited) != 1 || r.board.edited[0] != fen {
		t.Errorf("Paste of PlayStrategy's FEN: edited %q", r.board.edited)
	}
}

// TestExportsKeepClocks: both exports of a game read from PlayStrategy keep
// its clocks, comments and move number, and leave out the review's
// evaluations.
func TestExportsKeepClocks(t *testing.T) {
	r := newRig(t)
	data, err := os.ReadFile(filepath.Join("testdata", "playstrategy.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	g, err := game.ParseGame(string(data))
	if err != nil {
		t.Fatal(err)
	}
	g.SetEvaluation(1, game.Evaluation{Score: 350, Chance: 54})
	g.SetComment(2, "a sharp reply")
	r.board.g = g
	for _, export := range []func(){r.files.ShowExport, r.files.ShowExportPlayStrategy} {
		r.dialog.path = filepath.Join(t.TempDir(), "out.pgn")
		export()
		out, err := os.ReadFile(r.dialog.path)
		if err != nil {
			t.Fatal(err)
		}
		back, err := game.ParseGame(string(out))
		if err != nil {
			t.Fatalf("%s: %v", out, err)
		}
		d, ok := back.Clock(3)
		if _, evaluated := back.Evaluation(1); !ok || game.FormatClock(d) != "0:02:47" || back.Comment(2) != "a sharp reply" || back.FirstMoveNumber() != 4 || evaluated {
			t.Errorf("exported\n%s", out)
		}
	}
}

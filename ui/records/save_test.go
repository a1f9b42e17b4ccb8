package records_test

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/players"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/ui/screen/screentest"
)

// againstComputer is a game the person plays White in against the
// computer, one move in.
func againstComputer(t *testing.T) *game.Game {
	t.Helper()
	g := game.NewGame(game.Start())
	level := ai.Levels()[0]
	players.Seats{Human: [2]bool{true, false}, Level: level.Number}.Tag(g, players.Computer(level.Key), time.Now())
	if _, err := g.Play(7); err != nil {
		t.Fatal(err)
	}
	return g
}

// withoutTag returns record without the lines of tag.
func withoutTag(record, tag string) string {
	var lines []string
	for _, l := range strings.SplitAfter(record, "\n") {
		if !strings.HasPrefix(l, "["+tag+" ") {
			lines = append(lines, l)
		}
	}
	return strings.Join(lines, "")
}

// TestSaveAndSavedGames: Save as writes to the saved games; the list
// resumes and deletes them.
func TestSaveAndSavedGames(t *testing.T) {
	r := newRig(t)
	r.board.g = againstComputer(t)
	r.files.ShowSaveAs()
	o := r.dialog.asked[0]
	if !strings.HasSuffix(o.Name, ".pgn") || !strings.Contains(o.Name, "Computer") || o.Folder != r.store.GamesDir() {
		t.Fatalf("proposed %q in %q", o.Name, o.Folder)
	}
	if len(o.Filters) != 1 || !slices.Equal(o.Filters[0].Extensions, []string{".pgn"}) || o.Title != r.loc.T("file.save") {
		t.Fatalf("Save as asked %+v", o)
	}
	if m, ok := r.ask.last(); ok {
		t.Fatalf("a cancelled dialog says %q", m.text)
	}
	r.dialog.path = filepath.Join(r.store.GamesDir(), o.Name)
	r.files.ShowSaveAs()
	if m, ok := r.ask.last(); !ok || !strings.Contains(m.text, r.store.GamesDir()) {
		t.Fatal("no message saying where the game was saved")
	}
	want := r.board.g.Text()

	r.board.g = game.NewGame(game.Start())
	r.files.ShowSavedGames()
	gm := r.modes.mode()
	if gm == nil || gm.Title() != r.loc.T("saved.title") || len(gm.Shown()) != 1 {
		t.Fatal("no list of the saved game beside the board")
	}
	ongoing := game.Ongoing
	gm.Search("", "", &ongoing)
	if len(gm.Shown()) != 1 {
		t.Fatal("the saved game is not listed as not finished")
	}
	gm.Choose(gm.Shown()[0])
	if resume := screentest.Button(gm.Content(), r.loc.T("saved.resume")); resume == nil || resume.Disabled() {
		t.Fatalf("no Resume button: %q", screentest.Text(gm.Content()))
	}
	gm.Open(false)
	if len(r.board.opened) != 1 || r.modes.mode() != nil {
		t.Fatal("Resume did not open the game with the list closed")
	}
	if got := withoutTag(r.board.opened[0].Text(), storage.TagSaveFormat); got != want {
		t.Fatalf("resumed:\n%s\nwant:\n%s", got, want)
	}
	// Delete, confirmed.
	r.modes.fake.Closed = 0
	r.files.ShowSavedGames()
	gm = r.modes.mode()
	gm.Choose(0)
	gm.Delete()
	if len(r.ask.confirms) != 1 || r.ask.asked[0] != "dialog.confirm_delete" {
		t.Fatalf("Delete asked %v", r.ask.asked)
	}
	r.ask.confirms[0]() // confirm
	saved, _ := r.store.ListGames()
	if len(saved) != 0 {
		t.Fatalf("%d games left after Delete", len(saved))
	}
	if text := screentest.Text(gm.Content()); !strings.Contains(text, r.loc.T("saved.empty")) {
		t.Fatalf("the list did not follow: %q", text)
	}
}

// TestSavedGamesProblems: a saved game that cannot be read is told beside
// the list of the others.
func TestSavedGamesProblems(t *testing.T) {
	r := newRig(t)
	if _, err := r.store.SaveGame("good", againstComputer(t)); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(r.store.GamesDir(), "broken.pgn"), []byte{0, 0xff}, 0o600); err != nil {
		t.Fatal(err)
	}
	r.files.ShowSavedGames()
	if gm := r.modes.mode(); gm == nil || len(gm.Shown()) != 1 {
		t.Fatal("the good game is not listed")
	}
	if len(r.ask.problems) != 1 || !strings.Contains(r.ask.problems[0].Path, "broken") {
		t.Fatalf("problems told: %+v", r.ask.problems)
	}
}

// TestSaveAddsExtension: a name typed without an extension is saved as a
// record; one that would replace a file the dialog did not ask about asks
// first.
func TestSaveAddsExtension(t *testing.T) {
	r := newRig(t)
	r.board.g = againstComputer(t)
	dir := t.TempDir()
	r.dialog.path = filepath.Join(dir, "my game")
	r.files.ShowExport()
	data, err := os.ReadFile(filepath.Join(dir, "my game.pgn"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(data), players.TagHumanSide) {
		t.Fatalf("the export keeps the window's tags:\n%s", data)
	}
	if r.dialog.asked[0].Remember != "export" || r.dialog.asked[0].Title != r.loc.T("file.export") {
		t.Fatalf("export asked %+v", r.dialog.asked[0])
	}
	r.files.ShowExport()
	if len(r.ask.asked) != 1 || r.ask.asked[0] != "ui.file.overwrite" {
		t.Fatal("replacing my game.pgn was not asked")
	}
}

// TestSavedGamesSeveralInAFile: a record file of three real games put in
// the saved games' folder beside a named game lists as four games,
// searched by player as the others; one of the three opens as itself and
// cannot be deleted alone (that would delete the other two).
func TestSavedGamesSeveralInAFile(t *testing.T) {
	r := newRig(t)
	if _, err := r.store.SaveGame("mine", againstComputer(t)); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/three-games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(r.store.GamesDir(), "three-games.pgn")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	r.files.ShowSavedGames()
	gm := r.modes.mode()
	if gm == nil || len(gm.Shown()) != 4 || len(r.ask.problems) != 0 {
		t.Fatalf("listed %v, problems %v", gm.Shown(), r.ask.problems)
	}
	if text := screentest.Text(gm.Content()); !strings.Contains(text, r.loc.T("games.count", map[string]any{"Shown": 4, "Total": 4})) {
		t.Errorf("the count: %q", text)
	}
	gm.Search("сапарбеков", "", nil) // the first game's Black, in lower case
	if len(gm.Shown()) != 1 {
		t.Fatalf("search by player: %v", gm.Shown())
	}
	gm.Choose(gm.Shown()[0])
	if del := screentest.Button(gm.Content(), r.loc.T("saved.delete")); del == nil || !del.Disabled() {
		t.Error("a game of a file of several can be deleted alone")
	}
	gm.Delete()
	if len(r.ask.confirms) != 0 {
		t.Error("Delete asked to delete a game of a file of several")
	}
	gm.Open(false)
	if len(r.board.opened) != 1 || r.board.opened[0].Tag(game.TagBlack) != "Сапарбеков Сәбит" || r.board.opened[0].Tag(game.TagWhite) != "Кажгалиев Темірлан" {
		t.Fatalf("opened %d games", len(r.board.opened))
	}
	if _, err := os.Stat(path); err != nil {
		t.Errorf("the file of three: %v", err)
	}
}

// TestReviewSavedGame: Review in Saved games hands the game to the window's
// review as a view (never opened over the game in progress), with the
// means to keep a mark in its file: a game saved alone is written back
// where it was read; a game of a file of several, or of a file opened
// elsewhere, has none.
func TestReviewSavedGame(t *testing.T) {
	r := newRig(t)
	path, err := r.store.SaveGame("mine", againstComputer(t))
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile("testdata/three-games.pgn")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(r.store.GamesDir(), "three-games.pgn"), data, 0o600); err != nil {
		t.Fatal(err)
	}
	review := func(search string) (*game.Game, func(*game.Game) error) {
		t.Helper()
		r.modes.fake.Closed = 0
		r.files.ShowSavedGames()
		gm := r.modes.mode()
		gm.Search(search, "", nil)
		if len(gm.Shown()) != 1 {
			t.Fatalf("%q: listed %v", search, gm.Shown())
		}
		gm.Choose(gm.Shown()[0])
		before := r.board.reviews
		gm.Open(true)
		if r.board.reviews != before+1 || r.modes.mode() != nil {
			t.Fatalf("%q: %d reviews, the list open %v", search, r.board.reviews-before, r.modes.mode() != nil)
		}
		return r.board.opened[len(r.board.opened)-1], r.board.kept[len(r.board.kept)-1]
	}

	g, keep := review("Сапарбеков")
	if keep != nil {
		t.Error("a game of a file of three would be written alone")
	}
	if g.Tag(game.TagBlack) != "Сапарбеков Сәбит" {
		t.Fatalf("reviewed %q", g.Tag(game.TagBlack))
	}

	g, keep = review(r.loc.T("player.you"))
	if keep == nil {
		t.Fatal("a game saved alone cannot keep its mark")
	}
	g.SetTag("Rated", "no")
	if err := keep(g); err != nil {
		t.Fatal(err)
	}
	back, err := storage.LoadGameFile(path)
	if err != nil || back.Tag("Rated") != "no" || back.Len() != g.Len() {
		t.Fatalf("the file holds %v (%v)", back, err)
	}
	if len(r.board.opened) != 2 || len(r.ask.asked) != 0 {
		t.Errorf("%d games opened, asked %v", len(r.board.opened), r.ask.asked)
	}
}

package realgames

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestFiles(t *testing.T) {
	got, err := Files([]string{"a.pgn"})
	if err != nil || !slices.Equal(got, []string{"a.pgn"}) {
		t.Fatalf("Files(a.pgn) = %v, %v; want the arguments", got, err)
	}
	t.Chdir(t.TempDir())
	if _, err := Files(nil); err == nil {
		t.Fatal("Files(nil) in an empty folder: no error")
	}
	if err := os.MkdirAll("game/testdata", 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile("game/testdata/x.pgn", nil, 0o644); err != nil {
		t.Fatal(err)
	}
	got, err = Files(nil)
	if err != nil || !slices.Equal(got, []string{"game/testdata/x.pgn"}) {
		t.Fatalf("Files(nil) = %v, %v; want the project's games", got, err)
	}
}

func TestRead(t *testing.T) {
	dir := t.TempDir()
	g := game.NewGame(game.Start())
	if _, err := g.Play(7); err != nil {
		t.Fatal(err)
	}
	path := dir + "/g.pgn"
	if err := os.WriteFile(path, []byte(g.Text()+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	games, bad, err := Read(path)
	if err != nil || len(bad) != 0 || len(games) != 1 || games[0].Len() != 1 {
		t.Fatalf("Read = %d games, %v, %v; want the one game", len(games), bad, err)
	}
	if _, _, err := Read(dir + "/none.pgn"); err == nil || !strings.Contains(err.Error(), "none.pgn") {
		t.Errorf("a missing file: error %v, want one naming it", err)
	}
}

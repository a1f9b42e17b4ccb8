package realgames

import (
	"os"
	"slices"
	"testing"
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

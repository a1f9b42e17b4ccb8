package library

import (
	"bytes"
	"context"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// openTemp opens a new library in a temporary folder.
func openTemp(t testing.TB) *Library {
	t.Helper()
	l, err := Open(context.Background(), t.TempDir()+"/"+FileName)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// mastersGames reads the Masters files with the game package alone.
func mastersGames(t testing.TB) map[string][]*game.Game {
	t.Helper()
	files, err := MastersFiles()
	if err != nil {
		t.Fatal(err)
	}
	out := map[string][]*game.Game{}
	for _, f := range files {
		games, bad, err := game.ReadGames(bytes.NewReader(f.Data))
		if err != nil || len(bad) > 0 {
			t.Fatalf("%s: %v %v", f.Name, err, bad)
		}
		out[f.Name] = games
	}
	return out
}

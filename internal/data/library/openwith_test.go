package library

import (
	"context"
	"path/filepath"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestOpenWithBuiltin: a library opened with given built-in files holds
// their games in their collections, is not built again when opened again
// with the same files, and is built again with other ones.
func TestOpenWithBuiltin(t *testing.T) {
	ctx := context.Background()
	files, err := smallFiles()
	if err != nil {
		t.Fatal(err)
	}
	masters := files[:1]
	if masters[0].Collection != Masters {
		t.Fatalf("the small set's first file is of %s", masters[0].Collection)
	}
	path := filepath.Join(t.TempDir(), FileName)
	open := func(given []BuiltinFile) *Library {
		t.Helper()
		l, err := OpenWith(ctx, path, Options{Builtin: given})
		if err != nil {
			t.Fatal(err)
		}
		return l
	}
	count := func(l *Library, coll string) int {
		t.Helper()
		st, err := l.Explore(ctx, game.Start(), Filter{Collections: []string{coll}})
		if err != nil {
			t.Fatal(err)
		}
		return st.Games
	}
	want := len(builtinGames(t, givenBuiltin(masters))[masters[0].Name])
	l := open(masters)
	if got := count(l, Masters); got != want || want == 0 {
		t.Fatalf("the Masters hold %d games, want the %d given", got, want)
	}
	if colls, err := l.Collections(ctx); err != nil || !slices.Contains(colls, Masters) {
		t.Fatalf("collections %q (%v)", colls, err)
	}
	built := func(l *Library) string {
		var v string
		if err := l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='masters'").Scan(&v); err != nil {
			t.Fatal(err)
		}
		return v
	}
	first := built(l)
	l.Close()

	// The same files: kept as they are.
	l = open(slices.Clone(masters))
	if got := built(l); got != first || count(l, Masters) != want {
		t.Errorf("opened again with the same files: built %q (was %q), %d games", got, first, count(l, Masters))
	}
	l.Close()

	// Other files: built again with them.
	l = open(files)
	defer l.Close()
	if got := built(l); got == first {
		t.Error("other files, the library not built again")
	}
	if got, playok := count(l, Masters), count(l, PlayOK); got != want || playok == 0 {
		t.Errorf("built again: the Masters hold %d games (want %d), PlayOK %d", got, want, playok)
	}
}

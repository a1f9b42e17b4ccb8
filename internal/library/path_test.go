package library

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// tempDir is a temporary folder removed at the end of the test; a folder
// that cannot be removed (Wine now and then keeps a file open past Close)
// is logged, not failed, unlike t.TempDir.
func tempDir(tb testing.TB) string {
	tb.Helper()
	dir, err := os.MkdirTemp("", "library-test-*")
	if err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() {
		if err := os.RemoveAll(dir); err != nil {
			tb.Logf("temporary folder left behind: %v", err)
		}
	})
	return dir
}

// TestDSN checks the SQLite URI of a database path: an absolute path with
// a drive letter and backslashes (Windows) becomes file:///C:/…, and
// characters that mean something in a URI are escaped.
func TestDSN(t *testing.T) {
	tests := []struct {
		path   string
		params []string
		want   string
	}{
		{"/home/a/library.db", nil, "file:///home/a/library.db"},
		{"/home/a b/library.db", []string{"mode=ro"}, "file:///home/a%20b/library.db?mode=ro"},
		{"/tmp/x?y#z%/library.db", nil, "file:///tmp/x%3Fy%23z%25/library.db"},
		{"/home/Асель/library.db", nil, "file:///home/%D0%90%D1%81%D0%B5%D0%BB%D1%8C/library.db"},
		{"relative/library.db", nil, "file:relative/library.db"},
	}
	if runtime.GOOS == "windows" {
		tests = append(tests, []struct {
			path   string
			params []string
			want   string
		}{
			{`C:\users\Асель Н\AppData\Local\togyzkumalak\library.db`, []string{"mode=ro", "immutable=1"},
				"file:///C:/users/%D0%90%D1%81%D0%B5%D0%BB%D1%8C%20%D0%9D/AppData/Local/togyzkumalak/library.db?mode=ro&immutable=1"},
			{`\\server\share\library.db`, nil, "file:////server/share/library.db"},
		}...)
	}
	for _, tt := range tests {
		if got := dsn(tt.path, tt.params...); got != tt.want {
			t.Errorf("dsn(%q, %q) = %q, want %q", tt.path, tt.params, got, tt.want)
		}
	}
}

// TestOpenUnicodeFolder opens, writes, closes and opens again a library in
// a folder whose name has Cyrillic and Kazakh letters and a space, as a
// Windows player's AppData is (C:\users\Асель Нұрланқызы\AppData\Local\…):
// on Windows the path has a drive letter and backslashes. It then opens
// it read-only, as a read-only folder does.
func TestOpenUnicodeFolder(t *testing.T) {
	dir := filepath.Join(tempDir(t), "Асель Нұрланқызы", "AppData", "Local", "togyzkumalak")
	path := filepath.Join(dir, FileName)
	if runtime.GOOS == "windows" && (filepath.VolumeName(path) == "" || !strings.Contains(path, `\`)) {
		t.Fatalf("%s has no drive letter or backslash", path)
	}
	ctx := context.Background()
	l, err := Open(ctx, path)
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	if l.ReadOnly() != nil {
		t.Fatalf("%s opened read-only: %v", path, l.ReadOnly())
	}
	masters := count(t, l, Masters)
	if masters == 0 {
		t.Fatal("no Masters games")
	}
	g := game.NewGame(game.Start())
	for range 3 {
		p := g.Position()
		if _, err := g.Play(p.LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
	}
	g.SetTag(game.TagEvent, "Test")
	g.SetTag(game.TagDate, "2026.01.02")
	g.SetTag(game.TagWhite, "Асель")
	g.SetTag(game.TagBlack, "Нұрлан")
	rep, err := l.Import(ctx, "Мои партии", filepath.Join(dir, "партии.pgn"), strings.NewReader(g.Text()))
	if err != nil || rep.Added != 1 {
		t.Fatalf("import: %+v, %v", rep, err)
	}
	if err := l.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path); err != nil {
		t.Fatalf("the database is not at %s: %v", path, err)
	}
	l, err = Open(ctx, path)
	if err != nil {
		t.Fatalf("open again: %v", err)
	}
	if got := count(t, l, "Мои партии"); got != 1 {
		t.Errorf("reopened: %d games in Мои партии, want 1", got)
	}
	if got := count(t, l, Masters); got != masters {
		t.Errorf("reopened: %d Masters games, want %d", got, masters)
	}
	gs, err := l.Reached(ctx, mastersGames(t)["tournaments-2018.pgn"][0].PositionAt(0), Filter{Player: "Асель"}, 10)
	if err != nil || len(gs) != 1 || gs[0].White != "Асель" {
		t.Errorf("the game by its player: %+v, %v", gs, err)
	}
	l.Close()

	// Read-only, as from a folder that cannot be written.
	ro := &Library{path: path, colls: map[string]int64{}}
	if err := ro.openReadOnly(ctx); err != nil {
		t.Fatalf("open read-only: %v", err)
	}
	defer ro.Close()
	if got := count(t, ro, "Мои партии"); got != 1 {
		t.Errorf("read-only: %d games in Мои партии, want 1 (the file was not read)", got)
	}
}

package library

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"slices"
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
	l := openAt(t, path)
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
	l = openAt(t, path)
	if got := count(t, l, "Мои партии"); got != 1 {
		t.Errorf("reopened: %d games in Мои партии, want 1", got)
	}
	if got := count(t, l, Masters); got != masters {
		t.Errorf("reopened: %d Masters games, want %d", got, masters)
	}
	gs, err := l.Reached(ctx, game.Start(), Filter{Player: "Асель"}, 10)
	if err != nil || len(gs) != 1 || gs[0].White != "Асель" {
		t.Errorf("the game by its player: %+v, %v", gs, err)
	}
	l.Close()

	// Read-only, as from a folder that cannot be written.
	ro := &Library{path: path, colls: map[string]int64{}, builtin: smallBuiltin()}
	if err := ro.openReadOnly(ctx); err != nil {
		t.Fatalf("open read-only: %v", err)
	}
	defer ro.Close()
	if got := count(t, ro, "Мои партии"); got != 1 {
		t.Errorf("read-only: %d games in Мои партии, want 1 (the file was not read)", got)
	}
}

// TestPromotion: a position past the openings that many games reach moves
// from the deep index to the openings' tables, also when its games came in
// two imports (the first import's entries are replayed then), and the
// counts stay those of an independent count.
func TestPromotion(t *testing.T) {
	l := openSmall(t)
	ctx := context.Background()
	var long *game.Game
	for _, g := range distinct(t, smallMasters(t)) {
		if g.Len() > 60 {
			long = g
			break
		}
	}
	var made []*game.Game
	copies := func(from, n int) string {
		var b strings.Builder
		for i := from; i < from+n; i++ {
			c := long.Clone()
			c.SetTag(game.TagEvent, fmt.Sprintf("Copy %d", i))
			c.SetTag(game.TagDate, fmt.Sprintf("%d.01.01", 2000+i%20))
			b.WriteString(c.Text())
			made = append(made, c)
		}
		return b.String()
	}
	p := long.PositionAt(40)
	inOcc := func() int {
		var n int
		if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM occ WHERE key=?", dbKey(p)).Scan(&n); err != nil {
			t.Fatal(err)
		}
		return n
	}
	before := inOcc()
	half := promoteGames/2 + 1
	for i, from := range []int{0, half} {
		rep, err := l.Import(ctx, "Copies", fmt.Sprintf("copies-%d.pgn", i), strings.NewReader(copies(from, half)))
		if err != nil || rep.Added != half {
			t.Fatalf("import %d: %+v, %v", i, rep, err)
		}
		if i == 0 && inOcc() != before {
			t.Fatalf("promoted after %d games", half)
		}
	}
	if got := inOcc(); got < 2*half {
		t.Fatalf("%d index rows of the openings' tables after %d copies: not promoted", got, 2*half)
	}
	if ids, err := l.deepGames(ctx, Key(p)); err != nil || len(ids) > before {
		t.Fatalf("the deep index still names %d games (%v)", len(ids), err)
	}
	checkWhole(t, l)
	all := append(distinct(t, smallMasters(t)), made...)
	tests := []struct {
		f    Filter
		keep func(*game.Game) bool
	}{
		{Filter{}, nil},
		{Filter{FromYear: 2010}, func(g *game.Game) bool { y, _ := parseDate(g.Tag(game.TagDate)); return y >= 2010 }},
		{Filter{Collections: []string{"Copies"}}, func(g *game.Game) bool { return strings.HasPrefix(g.Tag(game.TagEvent), "Copy ") }},
	}
	for _, tt := range tests {
		f := tt.f
		want := independent(all, p, tt.keep)
		got, err := l.Explore(ctx, p, f)
		if err != nil {
			t.Fatal(err)
		}
		if got.Games != want.Games || !slices.Equal(got.Moves, want.Moves) {
			t.Errorf("%+v: Explore = %+v, want %+v", f, got, want)
		}
		reached, err := l.Reached(ctx, p, f, 5)
		if err != nil || len(reached) != min(5, want.Games) {
			t.Fatalf("%+v: Reached %d games, %v", f, len(reached), err)
		}
		for _, gi := range reached {
			if gi.Ply != 40 && long.PositionAt(gi.Ply) != p {
				t.Errorf("%+v: game %d reached it at ply %d", f, gi.ID, gi.Ply)
			}
		}
	}
}

// schema2 is the index's tables of schema 2, which migrate replaces.
const schema2 = `
DROP TABLE occ; DROP TABLE stage; DROP TABLE tree; DROP TABLE tstage; DROP TABLE deep; DROP TABLE dstage;
DROP INDEX games_white; DROP INDEX games_black;
CREATE TABLE occ(key INTEGER NOT NULL, deep INTEGER NOT NULL, game INTEGER NOT NULL, mv INTEGER NOT NULL,
	PRIMARY KEY(key, deep, game)) WITHOUT ROWID;
CREATE TABLE stage(key INTEGER NOT NULL, deep INTEGER NOT NULL, game INTEGER NOT NULL, mv INTEGER NOT NULL);
CREATE TABLE tree(key INTEGER NOT NULL, collection INTEGER NOT NULL, move INTEGER NOT NULL, games INTEGER NOT NULL,
	white INTEGER NOT NULL, draws INTEGER NOT NULL, black INTEGER NOT NULL,
	PRIMARY KEY(key, collection, move)) WITHOUT ROWID;
INSERT INTO occ VALUES(1, 0, 1, 0);
UPDATE meta SET value='2' WHERE name='schema';
`

// TestMigrateSchema2: a library of schema 2 (the index's tables of the
// previous version) opens with its games, among them a game of the
// program's (no record file holds it), its index built again, and no
// problem reported.
func TestMigrateSchema2(t *testing.T) {
	ctx := context.Background()
	l := openAt(t, filepath.Join(tempDir(t), FileName))
	g := smallMasters(t)["playok-2025.pgn"][3].Clone()
	g.SetTag(game.TagEvent, "Played here")
	if added, err := l.AddGame(ctx, "My games", "", g); err != nil || !added {
		t.Fatalf("AddGame: %v, %v", added, err)
	}
	masters := count(t, l, Masters)
	l = reopenAfter(t, l, schema2)
	if p := l.Problem(); p != nil {
		t.Errorf("Problem() = %v, want none: a migration is not a broken database", p)
	}
	var v string
	if err := l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='schema'").Scan(&v); err != nil || v != schemaVersion {
		t.Errorf("schema %q, %v; want %q", v, err, schemaVersion)
	}
	if got := count(t, l, "My games"); got != 1 {
		t.Errorf("%d games in My games after the migration, want 1", got)
	}
	if got := count(t, l, Masters); got != masters {
		t.Errorf("%d Masters games after the migration, want %d", got, masters)
	}
	checkWhole(t, l)
	all := append(distinct(t, smallMasters(t)), g)
	for _, ply := range []int{0, 4, 20, 40} {
		p := g.PositionAt(ply)
		want := independent(all, p, nil)
		got, err := l.Explore(ctx, p, Filter{})
		if err != nil || got.Games != want.Games || !slices.Equal(got.Moves, want.Moves) {
			t.Errorf("ply %d: Explore = %+v, %v; independent count %+v", ply, got, err, want)
		}
	}
}

// TestFileWhole: a closed library has the size its header gives, a file
// cut short has not (so Open reads it all with quick_check), nor has a
// file that is not a database.
func TestFileWhole(t *testing.T) {
	path := filepath.Join(tempDir(t), FileName)
	openAt(t, path).Close()
	if !fileWhole(path) {
		t.Fatal("a closed library is not whole")
	}
	fi, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(path, fi.Size()-4096); err != nil {
		t.Fatal(err)
	}
	if fileWhole(path) {
		t.Error("a library cut short by a page is whole")
	}
	if err := os.WriteFile(path, []byte(strings.Repeat("not a database ", 100)), 0o644); err != nil {
		t.Fatal(err)
	}
	if fileWhole(path) {
		t.Error("a file that is not a database is whole")
	}
}

// TestManyCollections: a collection whose id does not fit in a byte is
// told apart from the one 256 ids before it (the index rows once kept the
// id modulo 256).
func TestManyCollections(t *testing.T) {
	l := openSmall(t)
	ctx := context.Background()
	for i := range 300 {
		if _, err := l.collectionID(ctx, fmt.Sprintf("c%d", i), true, false); err != nil {
			t.Fatal(err)
		}
	}
	g := smallMasters(t)["playok-2025.pgn"][0]
	low, _ := l.collectionID(ctx, "c10", false, false)
	var high string
	for i := range 300 {
		if id, _ := l.collectionID(ctx, fmt.Sprintf("c%d", i), false, false); id == low+256 {
			high = fmt.Sprintf("c%d", i)
		}
	}
	if high == "" {
		t.Fatal("no collection 256 ids after c10")
	}
	if added, err := l.AddGame(ctx, high, "", g); err != nil || !added {
		t.Fatalf("AddGame: %v, %v", added, err)
	}
	for _, tt := range []struct {
		coll string
		want int
	}{{"c10", 0}, {high, 1}} {
		f := Filter{Collections: []string{tt.coll}, FromYear: 2000}
		st, err := l.Explore(ctx, g.PositionAt(2), f)
		if err != nil || st.Games != tt.want {
			t.Errorf("%s: Explore %d games, %v; want %d", tt.coll, st.Games, err, tt.want)
		}
		gs, err := l.Reached(ctx, g.PositionAt(2), f, 10)
		if err != nil || len(gs) != tt.want {
			t.Errorf("%s: Reached %d games, %v; want %d", tt.coll, len(gs), err, tt.want)
		}
	}
}

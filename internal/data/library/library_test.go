package library

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// openTemp opens a new library of the real size in a temporary folder: a
// copy of one built with the built-in collections once for the whole test
// binary (building them takes a second, ten under the race detector). The
// tests of a property of the real games (the explorer's counts against an
// independent count, transpositions, deep positions) use it; the others
// use openSmall.
func openTemp(t testing.TB) *Library {
	t.Helper()
	return openCopy(t, realTemplate, embeddedBuiltin())
}

// openSmall opens a new library whose built-in collections are the small
// set (smallBuiltin): a copy of one built once for the test binary.
func openSmall(t testing.TB) *Library {
	t.Helper()
	return openCopy(t, smallTemplate, smallBuiltin())
}

// openCopy writes the template's bytes into a temporary folder and opens
// them with the built-in set they were built with.
func openCopy(t testing.TB, template func() ([]byte, error), set builtinSet) *Library {
	t.Helper()
	path := filepath.Join(tempDir(t), FileName)
	data, err := template()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	l, err := open(context.Background(), path, time.Now, set)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// openAt opens (or creates) the library at path with the small built-in
// set, as Open does with the embedded one.
func openAt(t testing.TB, path string) *Library {
	t.Helper()
	l, err := open(context.Background(), path, time.Now, smallBuiltin())
	if err != nil {
		t.Fatalf("open %s: %v", path, err)
	}
	return l
}

// reopenAfter runs the statements on l, closes it and opens its file
// again, with the same built-in set: the library as the next start finds
// it, made old or damaged by them.
func reopenAfter(t *testing.T, l *Library, stmts ...string) *Library {
	t.Helper()
	ctx := context.Background()
	for _, q := range stmts {
		if _, err := l.db.ExecContext(ctx, q); err != nil {
			t.Fatalf("%.40s…: %v", q, err)
		}
	}
	path := l.Path()
	l.Close()
	l, err := open(ctx, path, time.Now, l.builtin)
	if err != nil {
		t.Fatalf("open %s again: %v", path, err)
	}
	t.Cleanup(func() { l.Close() })
	return l
}

// template returns the bytes of a new library's database built with the
// built-in set (closed, so that it is whole without its write-ahead log).
func template(set builtinSet) ([]byte, error) {
	dir, err := os.MkdirTemp("", "library-template-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	path := filepath.Join(dir, FileName)
	l, err := open(context.Background(), path, time.Now, set)
	if err != nil {
		return nil, err
	}
	if err := l.Close(); err != nil {
		return nil, err
	}
	if _, err := os.Stat(path + "-wal"); err == nil {
		return nil, fmt.Errorf("the template library kept its write-ahead log")
	}
	return os.ReadFile(path)
}

// realTemplate and smallTemplate are the templates of openTemp and
// openSmall, each built once.
var (
	realTemplate  = sync.OnceValues(func() ([]byte, error) { return template(embeddedBuiltin()) })
	smallTemplate = sync.OnceValues(func() ([]byte, error) { return template(smallBuiltin()) })
)

// smallGames is how many games of each built-in file the small set holds.
const smallGames = 40

// smallFiles are the files of the small built-in set: the first
// smallGames games of each built-in file, in each built-in collection.
var smallFiles = sync.OnceValues(func() ([]BuiltinFile, error) {
	files, err := BuiltinFiles()
	if err != nil {
		return nil, err
	}
	for i, f := range files {
		d := game.NewDecoder(bytes.NewReader(f.Data))
		var b strings.Builder
		for range smallGames {
			g, err := d.Next()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", f.Name, err)
			}
			b.WriteString(g.Text() + "\n")
		}
		files[i].Data = []byte(b.String())
	}
	return files, nil
})

// smallBuiltin is the small built-in set: the library's tests that prove
// what a few games prove (an import, a rebuild, a migration, a sync) build
// their libraries with it, in a fraction of the time.
func smallBuiltin() builtinSet {
	return builtinSet{version: fmt.Sprintf("small-%d", smallGames), files: smallFiles}
}

// builtinGames reads the files of a built-in set with the game package
// alone, by file name. The games of the embedded set and of the small one
// are read once for the test binary: the tests do not change them (they
// change clones).
func builtinGames(t testing.TB, set builtinSet) map[string][]*game.Game {
	t.Helper()
	var games map[string][]*game.Game
	var err error
	switch set.version {
	case embeddedBuiltin().version:
		games, err = readEmbedded()
	case smallBuiltin().version:
		games, err = readSmall()
	default:
		games, err = readSet(set)
	}
	if err != nil {
		t.Fatal(err)
	}
	return games
}

// readEmbedded and readSmall read the games of the embedded and the small
// set, once.
var (
	readEmbedded = sync.OnceValues(func() (map[string][]*game.Game, error) { return readSet(embeddedBuiltin()) })
	readSmall    = sync.OnceValues(func() (map[string][]*game.Game, error) { return readSet(smallBuiltin()) })
)

// readSet reads the games of a built-in set's files, by file name.
func readSet(set builtinSet) (map[string][]*game.Game, error) {
	files, err := set.files()
	if err != nil {
		return nil, err
	}
	out := map[string][]*game.Game{}
	for _, f := range files {
		games, bad, err := game.ReadGames(bytes.NewReader(f.Data))
		if err != nil || len(bad) > 0 {
			return nil, fmt.Errorf("%s: %v %v", f.Name, err, bad)
		}
		out[f.Name] = games
	}
	return out, nil
}

// mastersGames reads the embedded built-in files (the real size), by file
// name.
func mastersGames(t testing.TB) map[string][]*game.Game {
	t.Helper()
	return builtinGames(t, embeddedBuiltin())
}

// smallMasters reads the small set's files, by file name.
func smallMasters(t testing.TB) map[string][]*game.Game {
	t.Helper()
	return builtinGames(t, smallBuiltin())
}

// writeGames writes games as a record file in a temporary folder.
func writeGames(t *testing.T, name string, games []*game.Game, text func(*game.Game) string) string {
	t.Helper()
	var b strings.Builder
	for _, g := range games {
		b.WriteString(text(g))
	}
	path := filepath.Join(tempDir(t), name)
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func count(t *testing.T, l *Library, collection string) int {
	t.Helper()
	n, err := l.Count(context.Background(), Filter{Collections: []string{collection}})
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// checkWhole checks that every game of the library is whole: its index
// rows and deep index entries are those of all its positions, no row names a missing game,
// and the openings' counts at the start are the games.
func checkWhole(t *testing.T, l *Library) {
	t.Helper()
	ctx := context.Background()
	rows, err := l.db.QueryContext(ctx, "SELECT game, count(*) FROM occ GROUP BY game")
	if err != nil {
		t.Fatal(err)
	}
	have := map[int64]int{}
	for rows.Next() {
		var id int64
		var n int
		if err := rows.Scan(&id, &n); err != nil {
			t.Fatal(err)
		}
		have[id] = n
	}
	rows.Close()
	// The deep index's entries.
	rows, err = l.db.QueryContext(ctx, "SELECT data FROM deep")
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var data []byte
		if err := rows.Scan(&data); err != nil {
			t.Fatal(err)
		}
		es, err := decodeBucket(data, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range es {
			have[e.game]++
		}
	}
	rows.Close()
	// Each game's positions, from its stored moves, as the import keys
	// them: the rows it must have.
	rows, err = l.db.QueryContext(ctx, "SELECT id, start, moves FROM games")
	if err != nil {
		t.Fatal(err)
	}
	var ids []int64
	for rows.Next() {
		var id int64
		var start sql.NullString
		var moves []byte
		if err := rows.Scan(&id, &start, &moves); err != nil {
			t.Fatal(err)
		}
		pos := game.Start()
		if start.Valid {
			if pos, err = game.ParseTFEN(start.String); err != nil {
				t.Fatalf("game %d: %v", id, err)
			}
		}
		ps, played := replayPositions(pos, moves)
		if len(played) != len(moves) {
			t.Fatalf("game %d: move %d of %d is not legal", id, len(played)+1, len(moves))
		}
		if want := len(positionKeys(moves, func(ply int) game.Position { return ps[ply] })); have[id] != want {
			t.Fatalf("game %d has %d index rows, want %d: a half game", id, have[id], want)
		}
		delete(have, id)
		ids = append(ids, id)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		t.Fatal(err)
	}
	if len(have) > 0 {
		t.Fatalf("index rows of %d games that are not in the library", len(have))
	}
	var atStart, allStart, contents, copies int
	if err := l.db.QueryRowContext(ctx, "SELECT coalesce(sum(games), 0) FROM tree WHERE key=? AND collection<>?", dbKey(game.Start()), copiesCollection).Scan(&atStart); err != nil {
		t.Fatal(err)
	}
	if atStart != len(ids) {
		t.Fatalf("the openings' counts hold %d games at the start, the library %d", atStart, len(ids))
	}
	// Over every collection, a game held in several counts once: the
	// copies' counts are taken out, and the copies are the games whose
	// content an earlier game of another collection holds.
	if err := l.db.QueryRowContext(ctx, "SELECT coalesce(sum(games), 0) FROM tree WHERE key=?", dbKey(game.Start())).Scan(&allStart); err != nil {
		t.Fatal(err)
	}
	if err := l.db.QueryRowContext(ctx, "SELECT count(DISTINCT hash), (SELECT count(*) FROM copies) FROM games").Scan(&contents, &copies); err != nil {
		t.Fatal(err)
	}
	if allStart != contents || copies != len(ids)-contents {
		t.Fatalf("over every collection the start counts %d games, %d copies; the library holds %d games of %d contents", allStart, copies, len(ids), contents)
	}
	var strays int
	if err := l.db.QueryRowContext(ctx, `SELECT count(*) FROM copies c WHERE c.game NOT IN (SELECT id FROM games)
		OR NOT EXISTS(SELECT 1 FROM games g, games h WHERE g.id=c.game AND h.hash=g.hash AND h.id<>g.id AND h.id NOT IN (SELECT game FROM copies))`).Scan(&strays); err != nil {
		t.Fatal(err)
	}
	if strays != 0 {
		t.Fatalf("%d copies of no game of the library", strays)
	}
}

func TestImportTwiceAddsNothing(t *testing.T) {
	l := openSmall(t)
	ctx := context.Background()
	games := smallMasters(t)["tournaments-2018.pgn"][:30]
	path := writeGames(t, "thirty.pgn", games, (*game.Game).Text)
	bad, err := os.ReadFile("../../program/cli/testdata/wrong-kazan.pgn")
	if err != nil {
		t.Fatal(err)
	}
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.Write(bad)
	f.Close()
	first, err := l.ImportFile(ctx, "", path)
	if err != nil || first.Added != 31 || first.Duplicates != 0 || len(first.Skipped) != 1 {
		t.Fatalf("first import: %+v, %v; want 31 games and one skipped", first, err)
	}
	if s := first.Skipped[0]; s.File != path || s.Line <= 13 || !strings.Contains(s.Error(), "thirty.pgn:") ||
		!strings.Contains(s.Error(), "wrong kazan total") {
		t.Errorf("skipped game: %v (line %d), want thirty.pgn and the line of the wrong move", s, s.Line)
	}
	second, err := l.ImportFile(ctx, "", path)
	if err != nil || second.Added != 0 || second.Duplicates != 31 || len(second.Skipped) != 1 {
		t.Fatalf("second import: %+v, %v; want nothing added", second, err)
	}
	if n := count(t, l, DefaultLibrary); n != 31 {
		t.Errorf("library holds %d games, want 31", n)
	}
	// A game added as it ends, twice.
	added, err := l.AddGame(ctx, "", "played", games[0])
	if err != nil || added {
		t.Errorf("AddGame of a game the library holds: %v, %v; want false", added, err)
	}
	g := game.NewGame(game.Start())
	g.Play(1)
	for i, want := range []bool{true, false} {
		if added, err := l.AddGame(ctx, "", "played", g); err != nil || added != want {
			t.Errorf("AddGame #%d: %v, %v; want %v", i+1, added, err, want)
		}
	}
	// The built-in collections cannot be written, and come first.
	for _, c := range BuiltinCollections() {
		if _, err := l.Import(ctx, c, "x.pgn", strings.NewReader("")); !errors.Is(err, ErrReadOnly) {
			t.Errorf("import into %s: %v, want ErrReadOnly", c, err)
		}
		if _, err := l.AddGame(ctx, c, "", g); !errors.Is(err, ErrReadOnly) {
			t.Errorf("a game added to %s: %v, want ErrReadOnly", c, err)
		}
		if _, err := l.SyncFolder(ctx, c, nil); !errors.Is(err, ErrReadOnly) {
			t.Errorf("a folder synced into %s: %v, want ErrReadOnly", c, err)
		}
	}
	if names, err := l.Collections(ctx); err != nil || !slices.Equal(names, []string{Masters, PlayOK, DefaultLibrary}) {
		t.Errorf("Collections() = %q, %v; want the built-in ones, then %s", names, err, DefaultLibrary)
	}
	checkWhole(t, l)
}

// TestImportFileProgress: the progress of an import grows to the file's
// size, and the import is ImportFile's.
func TestImportFileProgress(t *testing.T) {
	l := openSmall(t)
	ctx := context.Background()
	path := writeGames(t, "twenty.pgn", smallMasters(t)["tournaments-2018.pgn"][:20], (*game.Game).Text)
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	var calls int
	var last, size int64
	rep, err := l.ImportFileProgress(ctx, "Twenty", path, func(read, total int64) {
		if read < last {
			t.Errorf("progress went back from %d to %d", last, read)
		}
		calls++
		last, size = read, total
	})
	if err != nil || rep.Added != 20 {
		t.Fatalf("import: %+v, %v; want 20 games", rep, err)
	}
	if calls == 0 || last != info.Size() || size != info.Size() {
		t.Errorf("progress: %d calls, last %d of %d; want the whole file, %d bytes", calls, last, size, info.Size())
	}
	if n := count(t, l, "Twenty"); n != 20 {
		t.Errorf("the collection holds %d games, want 20", n)
	}
	again, err := l.ImportFileProgress(ctx, "Twenty", path, nil)
	if err != nil || again.Added != 0 || again.Duplicates != 20 {
		t.Errorf("second import without progress: %+v, %v; want 20 duplicates", again, err)
	}
}

// TestImportPlayStrategy imports the 2018 games written in PlayStrategy's
// PGN: the same games and counts as the Masters' 2018 games.
func TestImportPlayStrategy(t *testing.T) {
	l := openTemp(t)
	ctx := context.Background()
	path := writeGames(t, "ps.pgn", mastersGames(t)["tournaments-2018.pgn"], (*game.Game).PlayStrategyText)
	rep, err := l.ImportFile(ctx, "PlayStrategy", path)
	if err != nil || rep.Added != 739 || rep.Duplicates != 3 || len(rep.Skipped) != 0 {
		t.Fatalf("import: %+v, %v", rep, err)
	}
	games2018 := distinct(t, map[string][]*game.Game{"tournaments-2018.pgn": mastersGames(t)["tournaments-2018.pgn"]})
	for _, p := range []game.Position{game.Start(), games2018[0].PositionAt(6)} {
		got, err := l.Explore(ctx, p, Filter{Collections: []string{"PlayStrategy"}})
		if err != nil {
			t.Fatal(err)
		}
		if want := independent(games2018, p, nil); got.Games == 0 || !reflect.DeepEqual(got, want) {
			t.Errorf("%s: PlayStrategy %+v, independent count %+v", p.TFEN(), got, want)
		}
	}
}

// TestImportInterrupted stops an import after its first transactions, by a
// cancelled context and by killing the process that imports: what was
// committed stays, no game is half written, and importing again completes
// the library.
func TestImportInterrupted(t *testing.T) {
	games := mastersGames(t)["playok-2025.pgn"][:interruptedGames]
	path := writeGames(t, "playok.pgn", games, (*game.Game).Text)
	ctx := context.Background()
	check := func(t *testing.T, dbPath string, atLeast int) {
		l := openAt(t, dbPath)
		defer l.Close()
		if l.Problem() != nil {
			t.Fatalf("reopening: %v", l.Problem())
		}
		n := count(t, l, DefaultLibrary)
		if n < atLeast || n >= len(games) {
			t.Fatalf("after the interruption: %d games, want from %d (committed) to fewer than %d", n, atLeast, len(games))
		}
		checkWhole(t, l)
		rep, err := l.ImportFile(ctx, "", path)
		if err != nil || rep.Added != len(games)-n || rep.Duplicates != n {
			t.Fatalf("importing again: %+v, %v; want %d added", rep, err, len(games)-n)
		}
		checkWhole(t, l)
		want := independent(games, game.Start(), nil)
		got, err := l.Explore(ctx, game.Start(), Filter{Collections: []string{DefaultLibrary}})
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("after importing again: %+v, %v; want %+v", got, err, want)
		}
	}
	t.Run("cancelled", func(t *testing.T) {
		dbPath := filepath.Join(tempDir(t), FileName)
		l := openAt(t, dbPath)
		cctx, cancel := context.WithCancel(ctx)
		defer cancel()
		l.batchGames = 50
		committed := 0
		l.onCommit = func(r Report) {
			if committed = r.Added; committed >= 150 {
				cancel()
			}
		}
		rep, err := l.ImportFile(cctx, "", path)
		if !errors.Is(err, context.Canceled) || rep.Added != committed || committed < 150 {
			t.Fatalf("cancelled import: %+v, %v; want context.Canceled after %d games", rep, err, committed)
		}
		l.Close()
		check(t, dbPath, committed)
	})
	t.Run("killed", func(t *testing.T) {
		dbPath := filepath.Join(tempDir(t), FileName)
		// Build the built-in collections first, so the helper process
		// only imports.
		openAt(t, dbPath).Close()
		cmd := exec.Command(os.Args[0], "-test.run=^TestImportHelper$")
		cmd.Env = append(os.Environ(), "LIBRARY_TEST_DB="+dbPath, "LIBRARY_TEST_FILE="+path)
		out, err := cmd.StdoutPipe()
		if err != nil {
			t.Fatal(err)
		}
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(out)
		committed := 0
		for sc.Scan() {
			if n, ok := strings.CutPrefix(sc.Text(), "committed "); ok {
				committed, _ = strconv.Atoi(n)
				if committed >= 100 {
					break
				}
			}
		}
		cmd.Process.Kill()
		cmd.Wait()
		if committed < 100 {
			t.Fatalf("the helper committed %d games before its end", committed)
		}
		check(t, dbPath, committed)
	})
}

// interruptedGames is how many PlayOK games TestImportInterrupted imports:
// enough for the import to be stopped after several commits, and long
// before its end.
const interruptedGames = 400

// TestImportHelper is the process TestImportInterrupted kills: it imports
// slowly, printing what it has committed.
func TestImportHelper(t *testing.T) {
	dbPath, file := os.Getenv("LIBRARY_TEST_DB"), os.Getenv("LIBRARY_TEST_FILE")
	if dbPath == "" {
		t.Skip("run by TestImportInterrupted")
	}
	l := openAt(t, dbPath)
	l.batchGames = 20
	l.onCommit = func(r Report) {
		fmt.Printf("committed %d\n", r.Added)
		time.Sleep(20 * time.Millisecond)
	}
	l.ImportFile(context.Background(), "", file)
	time.Sleep(time.Minute) // killed before
}

func TestCorruptDatabaseIsRebuilt(t *testing.T) {
	ctx := context.Background()
	games := smallMasters(t)["tournaments-2018.pgn"][:30]
	tests := []struct {
		name    string
		corrupt func(path string) error
	}{
		{"garbage", func(path string) error {
			return os.WriteFile(path, bytes.Repeat([]byte("not a database "), 1000), 0o644)
		}},
		{"header", func(path string) error {
			f, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return err
			}
			defer f.Close()
			_, err = f.WriteAt([]byte("SQLite format 2\x00"), 0)
			return err
		}},
		{"cut short", func(path string) error {
			fi, err := os.Stat(path)
			if err != nil {
				return err
			}
			return os.Truncate(path, fi.Size()/3)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := tempDir(t)
			dbPath := filepath.Join(dir, FileName)
			src := writeGames(t, "thirty.pgn", games, (*game.Game).Text)
			l := openAt(t, dbPath)
			if _, err := l.ImportFile(ctx, "", src); err != nil {
				t.Fatal(err)
			}
			l.Close()
			for _, ext := range []string{"-wal", "-shm"} {
				os.Remove(dbPath + ext)
			}
			if err := tt.corrupt(dbPath); err != nil {
				t.Fatal(err)
			}
			l = openAt(t, dbPath)
			defer l.Close()
			p := l.Problem()
			if p == nil || !strings.HasPrefix(p.KeptAs, dbPath+".broken-") || !strings.Contains(p.Error(), "rebuilt") {
				t.Fatalf("Problem() = %v, want the database kept aside", p)
			}
			if _, err := os.Stat(p.KeptAs); err != nil {
				t.Errorf("the broken database is not kept: %v", err)
			}
			if again := l.Problem(); again != nil {
				t.Errorf("the problem is reported twice: %v", again)
			}
			if n := count(t, l, DefaultLibrary); n != 30 {
				t.Errorf("rebuilt library: %d games from its source, want 30", n)
			}
			for _, c := range BuiltinCollections() {
				if n := count(t, l, c); n != smallGames {
					t.Errorf("rebuilt library: %d games in %s, want %d", n, c, smallGames)
				}
			}
			checkWhole(t, l)
		})
	}
}

func TestReadOnlyFolder(t *testing.T) {
	ctx := context.Background()
	t.Run("no folder", func(t *testing.T) {
		file := filepath.Join(tempDir(t), "a-file")
		os.WriteFile(file, nil, 0o644)
		l := openAt(t, filepath.Join(file, "sub", FileName)) // a folder cannot be made under a file
		defer l.Close()
		if !errors.Is(l.ReadOnly(), ErrReadOnly) || !strings.Contains(l.ReadOnly().Error(), "a-file") {
			t.Errorf("ReadOnly() = %v, want why", l.ReadOnly())
		}
		st, err := l.Explore(ctx, game.Start(), Filter{})
		if err != nil || st.Games != 2*smallGames || count(t, l, PlayOK) != smallGames {
			t.Errorf("the built-in collections in memory: %d games, %v", st.Games, err)
		}
		if _, err := l.Import(ctx, "", "x.pgn", strings.NewReader("")); !errors.Is(err, ErrReadOnly) {
			t.Errorf("import: %v, want ErrReadOnly", err)
		}
	})
	t.Run("read-only database", func(t *testing.T) {
		dbPath := filepath.Join(tempDir(t), FileName)
		l := openAt(t, dbPath)
		src := writeGames(t, "ten.pgn", smallMasters(t)["tournaments-2018.pgn"][:10], (*game.Game).Text)
		if _, err := l.ImportFile(ctx, "", src); err != nil {
			t.Fatal(err)
		}
		l.Close()
		if err := os.Chmod(dbPath, 0o444); err != nil {
			t.Fatal(err)
		}
		l = openAt(t, dbPath)
		defer l.Close()
		if !errors.Is(l.ReadOnly(), ErrReadOnly) {
			t.Errorf("ReadOnly() = %v", l.ReadOnly())
		}
		if n := count(t, l, DefaultLibrary); n != 10 {
			t.Errorf("read-only library: %d games, want 10", n)
		}
		if _, err := l.ImportFile(ctx, "", src); !errors.Is(err, ErrReadOnly) {
			t.Errorf("import: %v, want ErrReadOnly", err)
		}
	})
	t.Run("read-only folder", func(t *testing.T) {
		if os.Geteuid() == 0 {
			t.Skip("root writes into read-only folders")
		}
		if runtime.GOOS == "windows" {
			t.Skip("a folder's read-only flag does not stop writes on Windows")
		}
		dir := tempDir(t)
		dbPath := filepath.Join(dir, FileName)
		openAt(t, dbPath).Close()
		os.Chmod(dir, 0o555)
		defer os.Chmod(dir, 0o755)
		l := openAt(t, dbPath)
		defer l.Close()
		if !errors.Is(l.ReadOnly(), ErrReadOnly) || count(t, l, Masters) != smallGames {
			t.Errorf("read-only folder: %v", l.ReadOnly())
		}
	})
}

// TestDeepPosition asks about a position past the index: the long games are
// replayed, and the answers are those of the independent count.
func TestDeepPosition(t *testing.T) {
	l := openTemp(t)
	ctx := context.Background()
	all := distinct(t, mastersGames(t))
	var g *game.Game
	for _, c := range all {
		if c.Len() > IndexPlies+20 {
			g = c
			break
		}
	}
	p := g.PositionAt(IndexPlies + 10)
	want := independent(all, p, nil)
	got, err := l.Explore(ctx, p, Filter{})
	if err != nil || !got.Scanned {
		t.Fatalf("Explore: %+v, %v; want a scan", got, err)
	}
	got.Scanned = false
	if !reflect.DeepEqual(got, want) || got.Games == 0 {
		t.Errorf("Explore = %+v, independent count %+v", got, want)
	}
	reached, err := l.Reached(ctx, p, Filter{}, 10)
	if err != nil || len(reached) != min(10, want.Games) || reached[0].Ply < IndexPlies {
		t.Fatalf("Reached: %+v, %v", reached, err)
	}
}

// TestQueriesAfterClose: a lookup that runs on after the window closed the
// library (the explorer's goroutine) gets an error, never a crash, and a
// second Close is harmless.
func TestQueriesAfterClose(t *testing.T) {
	l := openSmall(t)
	start := game.Start()
	if _, err := l.Explore(context.Background(), start, Filter{}); err != nil {
		t.Fatalf("before Close: %v", err)
	}
	if err := l.Close(); err != nil {
		t.Fatalf("Close: %v", err)
	}
	if err := l.Close(); err != nil {
		t.Errorf("second Close: %v", err)
	}
	queries := []struct {
		name string
		run  func() error
	}{
		{"Explore", func() error { _, err := l.Explore(context.Background(), start, Filter{}); return err }},
		{"Reached", func() error { _, err := l.Reached(context.Background(), start, Filter{}, 10); return err }},
		{"Game", func() error { _, _, err := l.Game(context.Background(), 1); return err }},
	}
	for _, q := range queries {
		if err := q.run(); err == nil {
			t.Errorf("%s after Close: no error", q.name)
		}
	}
}

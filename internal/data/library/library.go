// Package library is the games library: every imported record file, the
// saved games and the finished games of the program in one SQLite database
// (modernc.org/sqlite, pure Go: no cgo), and the opening explorer's
// questions on it: which moves were played from a position, with how many
// games and what results, and which games reached it.
//
// The database holds collections of games. Two are built in: "Masters",
// the games of the 2018 national tournaments, and "PlayOK", the games played
// on PlayOK; their files ship inside the program and are read into a new
// library on its first opening, so the explorer works on a fresh install,
// and they cannot be written to. Imports go to other collections, by default
// "Library"; the window keeps its finished games in "My games" and its
// saved games' folder in "Saved games". A collection's name is its id, the
// same in every language (the window shows the built-in ones' names in the
// player's language).
//
// Positions are found by their Key, a 64-bit hash of the whole position, so
// transpositions count together. Every position of every game is indexed:
// those of the openings (the first treePlies plies) with their games, move
// counts by collection, year and rating, and the most recent games first;
// the deeper ones in a compact index of (key, game) whose few games are
// replayed to find their moves (see deep.go).
//
// A game held in two collections (a master game copied into the saves
// folder, a finished game also saved: the same content hash) is one game
// over every collection: the later one is a copy (the copies table), which
// counts in its own collection and is left out when no collection is
// named; its move counts are taken out again in the counts of collection
// copiesCollection. A filter naming several collections counts the games
// of each.
//
// An import is incremental and safe: a game already in the collection (the
// same content hash) is not added again; games are written in transactions
// holding whole games, so a kill loses at most the games not yet committed
// and never leaves half a game; a game that cannot be read is skipped and
// named with its file and line. A database that cannot be read is kept
// aside as "<name>.broken-<time>" and rebuilt from its sources (the Masters
// and the files imported, listed in "<name>.sources"). A folder that cannot
// be written leaves the library readable: ReadOnly says why it cannot be
// written.
//
// The package imports the rules (package game) and no user interface.
package library

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/adrg/xdg"
	_ "modernc.org/sqlite" // the "sqlite" database/sql driver
)

// FileName is the library's database in the data folder.
const FileName = "library.db"

// Collection names.
const (
	Masters        = "Masters"  // built in, read-only: the masters' games, of the national tournaments
	PlayOK         = "PlayOK"   // built in, read-only: games played on PlayOK
	DefaultLibrary = "Library"  // where imports go by default
	MyGames        = "My games" // the games finished in the window
)

// IndexPlies was how many plies of every game the position index held.
//
// Deprecated: since schema 3 every position of every game is indexed; it
// is kept for callers, as a depth past the openings.
const IndexPlies = 50

// treePlies is how many plies the openings' tables cover (the move counts
// and the games by date): the openings, where one position has thousands
// of games. The positions of later plies are in the deep index. A game
// counts once for a position, at the first ply it reached it, so a position
// reached before treePlies in some games and after it in others (a
// transposition across plies) is counted exactly: the counts plus the deep
// index's games.
const treePlies = 14

// schemaVersion is the version of the tables; another version is rebuilt
// (2, 3 and 4 are migrated: their games stay). Schema 5 keeps the PlayOK
// games in a built-in collection of their own (schema 4 had them in the
// Masters).
const schemaVersion = "5"

// copiesCollection is the collection id of the move counts that take the
// copies (the copies table) out of the counts over every collection:
// their counts with the opposite sign. No collection has it (ids start at
// 1), so a filter of collections leaves them out.
const copiesCollection = 0

// ErrReadOnly is wrapped by the error of a write to a library that cannot
// be written (its folder is read-only or full, or it is a built-in
// collection).
var ErrReadOnly = errors.New("the games library cannot be written")

// DefaultPath is the library's database in the user's data folder,
// $XDG_DATA_HOME/togyzkumalak/library.db.
func DefaultPath() string {
	xdg.Reload()
	return filepath.Join(xdg.DataHome, "togyzkumalak", FileName)
}

// Library is an open games library. Its methods may be called from several
// goroutines.
type Library struct {
	db       *sql.DB
	path     string
	readOnly error // why the library cannot be written, nil when it can
	now      func() time.Time

	closed atomic.Bool // Close has run

	mu      sync.Mutex // guards colls, problem and the sources file
	colls   map[string]int64
	problem *Problem

	builtin builtinSet // the built-in collections' files

	batchGames int          // games a transaction holds at most (0: batchGames); tests lower it
	onCommit   func(Report) // called after every commit of an import; tests watch it
}

// Problem is a database that could not be read when the library opened: it
// was kept aside and the library rebuilt from its sources.
type Problem struct {
	Path   string // the database
	KeptAs string // where the unreadable file was moved
	Err    error  // what was wrong with it
}

func (p *Problem) Error() string {
	return fmt.Sprintf("%s: %v (kept as %s, rebuilt from its sources)", p.Path, p.Err, filepath.Base(p.KeptAs))
}

// Open opens the library at path (DefaultPath when ""), creating it, and
// the built-in collections, when it does not exist. A database that
// cannot be read is kept aside and rebuilt (Problem reports it once). When
// the folder cannot be written the library opens read-only, or in memory
// with the built-in collections only when it does not exist yet; ReadOnly
// says why.
func Open(ctx context.Context, path string) (*Library, error) {
	return open(ctx, path, time.Now, embeddedBuiltin())
}

// open is Open with the clock and the built-in collections given.
func open(ctx context.Context, path string, now func() time.Time, builtin builtinSet) (*Library, error) {
	if path == "" {
		path = DefaultPath()
	}
	l := &Library{path: path, now: now, colls: map[string]int64{}, builtin: builtin}
	if err := l.writable(); err != nil {
		l.readOnly = err
		return l, l.openReadOnly(ctx)
	}
	err := l.openWritable(ctx)
	if err == nil {
		return l, nil
	}
	if ctx.Err() != nil {
		return nil, err
	}
	// Unreadable: keep it aside and start again from the sources.
	if l.db != nil {
		l.db.Close()
		l.db = nil
	}
	if _, serr := os.Lstat(path); errors.Is(serr, fs.ErrNotExist) {
		// Nothing to keep aside: the database cannot be created.
		return nil, err
	}
	kept, kerr := keepAside(path, now())
	if kerr != nil {
		return nil, fmt.Errorf("library: %s is unreadable (%v) and cannot be kept aside: %w", path, err, kerr)
	}
	l.problem = &Problem{Path: path, KeptAs: kept, Err: err}
	if err := l.openWritable(ctx); err != nil {
		return nil, fmt.Errorf("library: rebuild %s: %w", path, err)
	}
	if err := l.rebuildSources(ctx); err != nil {
		l.Close()
		return nil, err
	}
	return l, nil
}

// writable checks that the library's folder can be written.
func (l *Library) writable() error {
	dir := filepath.Dir(l.path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("%w: %v", ErrReadOnly, err)
	}
	f, err := os.CreateTemp(dir, ".library-probe-*")
	if err != nil {
		return fmt.Errorf("%w: folder %s: %v", ErrReadOnly, dir, err)
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	if fi, err := os.Stat(l.path); err == nil && fi.Mode().Perm()&0o200 == 0 {
		return fmt.Errorf("%w: %s is read-only", ErrReadOnly, l.path)
	}
	return nil
}

// dsn is the SQLite URI of a database file with query parameters. SQLite
// reads "file://AUTHORITY/PATH": an absolute path is written after
// "file://" with forward slashes, a Windows drive path as /C:/… (SQLite
// drops that slash on Windows), and the characters a URI gives a meaning
// to, and any non-ASCII letter, percent-escaped. (A Windows path given as
// is, "file://C:%5Cusers…", made SQLite read "C:%5Cusers…" as the URI's
// authority and the path as empty: "no such file" on Windows.)
func dsn(path string, params ...string) string {
	p := filepath.ToSlash(path)
	if vol := filepath.VolumeName(path); len(vol) == 2 && vol[1] == ':' {
		p = "/" + p // C:/x → /C:/x
	}
	s := "file:" + (&url.URL{Path: p}).EscapedPath()
	if strings.HasPrefix(p, "/") {
		s = "file://" + (&url.URL{Path: p}).EscapedPath()
	}
	if len(params) > 0 {
		s += "?" + strings.Join(params, "&")
	}
	return s
}

// openWritable opens (or creates) the database and checks that it is a
// library of this version.
func (l *Library) openWritable(ctx context.Context) error {
	db, err := sql.Open("sqlite", dsn(l.path,
		"_pragma=busy_timeout(10000)", "_pragma=auto_vacuum(2)", "_pragma=journal_mode(WAL)", "_pragma=synchronous(NORMAL)",
		"_pragma=cache_size(-65536)", "_pragma=wal_autocheckpoint(16384)", "_pragma=temp_store(memory)",
		"_txlock=immediate"))
	if err != nil {
		return fmt.Errorf("library: open %s: %w", l.path, err)
	}
	l.db = db
	if v, err := l.check(ctx); errors.Is(err, errOldSchema) {
		if err := l.migrate(ctx, v); err != nil {
			return err
		}
	} else if err != nil {
		return err
	}
	if err := l.createSchema(ctx); err != nil {
		return err
	}
	if err := l.merge(ctx); err != nil { // the rows an interrupted import left
		return err
	}
	return l.ensureBuiltin(ctx)
}

// merge moves the staged index rows, move counts and deep index entries
// into their tables, sorted, in one transaction. An import appends its
// games' rows to the stages (cheap) and merges them at its end: inserting
// rows with random keys one batch at a time would rewrite most of the
// index's pages at every commit.
func (l *Library) merge(ctx context.Context) error {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: index: %w", err)
	}
	defer tx.Rollback()
	merged, err := mergeTx(ctx, tx)
	if err != nil || !merged {
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("library: index: %w", err)
	}
	// Give the stage's pages back to the file system.
	if _, err := l.db.ExecContext(ctx, "PRAGMA incremental_vacuum"); err != nil {
		return fmt.Errorf("library: index: %w", err)
	}
	return nil
}

// mergeTx is merge in the transaction tx. It reports whether there was
// anything staged.
func mergeTx(ctx context.Context, tx *sql.Tx) (bool, error) {
	var staged bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM stage) OR EXISTS(SELECT 1 FROM tstage) OR EXISTS(SELECT 1 FROM dstage)").Scan(&staged); err != nil {
		return false, fmt.Errorf("library: index: %w", err)
	}
	if !staged {
		return false, nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO occ SELECT key, day, game, mv FROM stage ORDER BY key, day, game"); err != nil {
		return false, fmt.Errorf("library: index: %w", err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM stage"); err != nil {
		return false, fmt.Errorf("library: index: %w", err)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO tree(key, collection, year, rating, move, games, white, draws, black)
		SELECT key, collection, year, rating, move, sum(games), sum(white), sum(draws), sum(black) FROM tstage WHERE true
		GROUP BY key, collection, year, rating, move ORDER BY key, collection, year, rating, move
		ON CONFLICT(key, collection, year, rating, move) DO UPDATE SET games=games+excluded.games,
		white=white+excluded.white, draws=draws+excluded.draws, black=black+excluded.black`); err != nil {
		return false, fmt.Errorf("library: move counts: %w", err)
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM tstage"); err != nil {
		return false, fmt.Errorf("library: move counts: %w", err)
	}
	if err := mergeDeep(ctx, tx); err != nil {
		return false, err
	}
	return true, nil
}

// openReadOnly opens an existing database without writing it (one of
// schema 4 as it is, its PlayOK games in the Masters), or an in-memory
// library with the built-in collections when there is none.
func (l *Library) openReadOnly(ctx context.Context) error {
	if _, err := os.Stat(l.path); err == nil {
		db, err := sql.Open("sqlite", dsn(l.path, "mode=ro", "immutable=1"))
		if err != nil {
			return fmt.Errorf("library: open %s read-only: %w", l.path, err)
		}
		l.db = db
		if v, err := l.check(ctx); err == nil || v == "4" {
			if err := l.loadCollections(ctx); err == nil {
				return nil
			}
		}
		db.Close()
	}
	// No usable database: the built-in collections in memory, so the
	// explorer works.
	db, err := sql.Open("sqlite", "file:library?mode=memory&cache=shared")
	if err != nil {
		return fmt.Errorf("library: open in memory: %w", err)
	}
	db.SetMaxOpenConns(1) // one connection: the memory database lives in it
	l.db = db
	if err := l.createSchema(ctx); err != nil {
		return err
	}
	return l.ensureBuiltin(ctx)
}

// check reads the schema: an unreadable database fails here. It returns
// the schema's version, with errOldSchema for one that migrate moves to
// this one.
func (l *Library) check(ctx context.Context) (string, error) {
	whole := fileWhole(l.path) // before the first query makes a WAL file
	var n int
	if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master").Scan(&n); err != nil {
		return "", fmt.Errorf("library: read %s: %w", l.path, err)
	}
	if n == 0 {
		return schemaVersion, nil // new
	}
	var v string
	err := l.db.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='schema'").Scan(&v)
	if err != nil {
		return "", fmt.Errorf("library: read %s: %w", l.path, err)
	}
	if v != schemaVersion && v != "2" && v != "3" && v != "4" {
		return v, fmt.Errorf("library: %s has schema %q, want %q", l.path, v, schemaVersion)
	}
	// quick_check reads the whole file (some 0.8 s for 100,000 games):
	// only when the file is not the size its header gives.
	var ok string
	if !whole {
		if err := l.db.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&ok); err != nil || ok != "ok" {
			if err == nil {
				err = errors.New(ok)
			}
			return v, fmt.Errorf("library: check %s: %w", l.path, err)
		}
	}
	if v != schemaVersion {
		return v, errOldSchema
	}
	return v, nil
}

// fileWhole reports whether the database file has the size its header
// gives: the pages it counts, in the header's page size (a file cut short
// has not). A WAL file with pages beside it leaves that unknown (false), as
// does a header whose page count is not valid.
func fileWhole(path string) bool {
	if fi, err := os.Stat(path + "-wal"); err == nil && fi.Size() > 0 {
		return false
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	var h [100]byte
	if _, err := io.ReadFull(f, h[:]); err != nil {
		return false
	}
	fi, err := f.Stat()
	if err != nil {
		return false
	}
	pageSize := int64(binary.BigEndian.Uint16(h[16:18]))
	if pageSize == 1 {
		pageSize = 65536
	}
	pages := int64(binary.BigEndian.Uint32(h[28:32]))
	valid := string(h[24:28]) == string(h[92:96]) // the count is valid
	return valid && pages > 0 && fi.Size() == pages*pageSize
}

// errOldSchema is check's answer for a library of schema 2, 3 or 4, whose
// games migrate keeps.
var errOldSchema = errors.New("library: an older schema")

const schema = `
CREATE TABLE IF NOT EXISTS meta(name TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS collections(
	id INTEGER PRIMARY KEY,
	name TEXT NOT NULL UNIQUE,
	builtin INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS sources(
	collection INTEGER NOT NULL,
	path TEXT NOT NULL,
	imported TEXT NOT NULL,
	PRIMARY KEY(collection, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS games(
	id INTEGER PRIMARY KEY,
	collection INTEGER NOT NULL,
	hash BLOB NOT NULL,
	file TEXT NOT NULL,
	line INTEGER NOT NULL,
	event TEXT NOT NULL,
	site TEXT NOT NULL,
	date TEXT NOT NULL,
	year INTEGER,
	day INTEGER NOT NULL,
	white TEXT NOT NULL,
	black TEXT NOT NULL,
	white_elo INTEGER,
	black_elo INTEGER,
	result INTEGER NOT NULL,
	termination TEXT NOT NULL,
	start TEXT,
	moves BLOB NOT NULL,
	tags TEXT NOT NULL,
	UNIQUE(collection, hash));
CREATE INDEX IF NOT EXISTS games_white ON games(white COLLATE NOCASE);
CREATE INDEX IF NOT EXISTS games_black ON games(black COLLATE NOCASE);
CREATE TABLE IF NOT EXISTS occ(
	key INTEGER NOT NULL,
	day INTEGER NOT NULL,
	game INTEGER NOT NULL,
	mv INTEGER NOT NULL,
	PRIMARY KEY(key, day, game)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS stage(
	key INTEGER NOT NULL,
	day INTEGER NOT NULL,
	game INTEGER NOT NULL,
	mv INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS tree(
	key INTEGER NOT NULL,
	collection INTEGER NOT NULL,
	year INTEGER NOT NULL,
	rating INTEGER NOT NULL,
	move INTEGER NOT NULL,
	games INTEGER NOT NULL,
	white INTEGER NOT NULL,
	draws INTEGER NOT NULL,
	black INTEGER NOT NULL,
	PRIMARY KEY(key, collection, year, rating, move)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS tstage(
	key INTEGER NOT NULL,
	collection INTEGER NOT NULL,
	year INTEGER NOT NULL,
	rating INTEGER NOT NULL,
	move INTEGER NOT NULL,
	games INTEGER NOT NULL,
	white INTEGER NOT NULL,
	draws INTEGER NOT NULL,
	black INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS deep(b INTEGER PRIMARY KEY, data BLOB NOT NULL);
CREATE TABLE IF NOT EXISTS copies(game INTEGER PRIMARY KEY);
CREATE TABLE IF NOT EXISTS dstage(id INTEGER PRIMARY KEY, part INTEGER NOT NULL, data BLOB NOT NULL);
`

func (l *Library) createSchema(ctx context.Context) error {
	if _, err := l.db.ExecContext(ctx, schema); err != nil {
		return fmt.Errorf("library: create tables in %s: %w", l.path, err)
	}
	if _, err := l.db.ExecContext(ctx, "INSERT OR IGNORE INTO meta VALUES('schema', ?)", schemaVersion); err != nil {
		return fmt.Errorf("library: %s: %w", l.path, err)
	}
	return l.loadCollections(ctx)
}

func (l *Library) loadCollections(ctx context.Context) error {
	rows, err := l.db.QueryContext(ctx, "SELECT id, name FROM collections")
	if err != nil {
		return fmt.Errorf("library: read collections: %w", err)
	}
	defer rows.Close()
	l.mu.Lock()
	defer l.mu.Unlock()
	for rows.Next() {
		var id int64
		var name string
		if err := rows.Scan(&id, &name); err != nil {
			return fmt.Errorf("library: read collections: %w", err)
		}
		l.colls[name] = id
	}
	return rows.Err()
}

// Close closes the database.
func (l *Library) Close() error {
	if l.db == nil || l.closed.Swap(true) {
		return nil
	}
	// l.db stays set: a query still running on another goroutine (the
	// explorer's lookups) gets database/sql's "database is closed" error.
	return l.db.Close()
}

// Path returns the database's file.
func (l *Library) Path() string { return l.path }

// ReadOnly returns why the library cannot be written (wrapping
// ErrReadOnly), or nil when it can.
func (l *Library) ReadOnly() error { return l.readOnly }

// Problem returns the unreadable database that Open kept aside and rebuilt,
// or nil. It reports it once: later calls return nil.
func (l *Library) Problem() *Problem {
	l.mu.Lock()
	defer l.mu.Unlock()
	p := l.problem
	l.problem = nil
	return p
}

// Collections returns the names of the collections, the built-in ones
// first (Masters, PlayOK).
func (l *Library) Collections(ctx context.Context) ([]string, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT name FROM collections ORDER BY builtin DESC, name")
	if err != nil {
		return nil, fmt.Errorf("library: collections: %w", err)
	}
	defer rows.Close()
	var names []string
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			return nil, fmt.Errorf("library: collections: %w", err)
		}
		names = append(names, n)
	}
	return names, rows.Err()
}

// collectionID returns the id of a collection, creating it when create is
// set; 0 when it does not exist.
func (l *Library) collectionID(ctx context.Context, name string, create, builtin bool) (int64, error) {
	l.mu.Lock()
	id, ok := l.colls[name]
	l.mu.Unlock()
	if ok || !create {
		return id, nil
	}
	res, err := l.db.ExecContext(ctx, "INSERT INTO collections(name, builtin) VALUES(?, ?)", name, builtin)
	if err != nil {
		return 0, fmt.Errorf("library: add collection %q: %w", name, err)
	}
	id, err = res.LastInsertId()
	if err != nil {
		return 0, fmt.Errorf("library: add collection %q: %w", name, err)
	}
	l.mu.Lock()
	l.colls[name] = id
	l.mu.Unlock()
	return id, nil
}

// sourcesPath is the list of imported files beside the database, kept so
// that a database that cannot be read can be rebuilt.
func (l *Library) sourcesPath() string { return l.path + ".sources" }

// addSource records an imported file in the sources list (collection, a
// tab, the path). It is called with l.mu held.
func (l *Library) addSource(collection, path string) error {
	have, _ := readSources(l.sourcesPath())
	for _, s := range have {
		if s[0] == collection && s[1] == path {
			return nil
		}
	}
	have = append(have, [2]string{collection, path})
	return writeSources(l.sourcesPath(), have)
}

// writeSources writes the sources list at path (collection, a tab, the
// path, a line each), replacing it whole.
func writeSources(path string, srcs [][2]string) error {
	var b strings.Builder
	for _, s := range srcs {
		b.WriteString(s[0] + "\t" + s[1] + "\n")
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(b.String()), 0o644); err != nil {
		return fmt.Errorf("library: sources list: %w", err)
	}
	if err := os.Rename(tmp, path); err != nil {
		return fmt.Errorf("library: sources list: %w", err)
	}
	return nil
}

func readSources(path string) ([][2]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out [][2]string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		coll, p, ok := strings.Cut(sc.Text(), "\t")
		if ok && coll != "" && p != "" {
			out = append(out, [2]string{coll, p})
		}
	}
	return out, sc.Err()
}

// rebuildSources imports again the files of the sources list that still
// exist.
func (l *Library) rebuildSources(ctx context.Context) error {
	srcs, err := readSources(l.sourcesPath())
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("library: rebuild: %w", err)
	}
	for _, s := range srcs {
		if _, err := os.Stat(s[1]); err != nil {
			continue // gone: nothing to rebuild from
		}
		if _, err := l.ImportFile(ctx, s[0], s[1]); err != nil {
			return fmt.Errorf("library: rebuild from %s: %w", s[1], err)
		}
	}
	return nil
}

// brokenStamp is the layout of the time in "<name>.broken-<time>", as the
// other files of the program are kept aside.
const brokenStamp = "20060102T150405Z"

// keepAside renames path to "<path>.broken-<UTC time>" (adding "-2", "-3"…
// when taken), with its -wal and -shm files, and returns the new name.
func keepAside(path string, now time.Time) (string, error) {
	base := path + ".broken-" + now.UTC().Format(brokenStamp)
	for i := 1; i <= 1000; i++ {
		dst := base
		if i > 1 {
			dst = fmt.Sprintf("%s-%d", base, i)
		}
		if _, err := os.Lstat(dst); err == nil {
			continue
		}
		if err := os.Rename(path, dst); err != nil {
			return "", err
		}
		for _, ext := range []string{"-wal", "-shm"} {
			if _, err := os.Lstat(path + ext); err == nil {
				if err := os.Rename(path+ext, dst+ext); err != nil {
					return "", err
				}
			}
		}
		return dst, nil
	}
	return "", fmt.Errorf("keep %s aside: too many broken copies", path)
}

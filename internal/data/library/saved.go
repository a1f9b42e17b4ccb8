package library

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Saved is the collection of the saved games' folder (see SyncFolder).
const Saved = "Saved games"

// A folder's view: each record file of the folder as last read (its size
// and time, to read it again only when it changed) and each game of it, in
// its order in the file, naming its game in the collection. Two files that
// hold the same game name the same game row, which the collection holds
// once.
const folderSchema = `
CREATE TABLE IF NOT EXISTS folder_files(
	collection INTEGER NOT NULL,
	path TEXT NOT NULL,
	size INTEGER NOT NULL,
	mtime INTEGER NOT NULL,
	games INTEGER NOT NULL,
	PRIMARY KEY(collection, path)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS folder_games(
	collection INTEGER NOT NULL,
	path TEXT NOT NULL,
	idx INTEGER NOT NULL,
	game INTEGER NOT NULL,
	PRIMARY KEY(collection, path, idx)) WITHOUT ROWID;
`

// FolderGame is a game of a folder's view: where it is in its file, when
// the file was written, the settled score at the end of its record and its
// tags, beside the library's description.
type FolderGame struct {
	GameInfo
	Path     string // the file
	Index    int    // its place in the file: 0 for the first
	InFile   int    // the games the file holds
	Modified time.Time
	Final    [2]int // the stones of White and Black at the end of the record (settled when finished)
	Tags     map[string]string
}

// MaxFolderFile is the largest record file SyncFolder reads (as the saved
// games' folder does).
const MaxFolderFile = 64 << 20

// SyncFolder brings a collection's view of a folder up to date with the
// record files paths (the folder's files, as the caller chose them): a file
// new, or changed since it was last read (its size or time), is read again
// and its games are added (importing is idempotent: a game the collection
// holds is not added twice); a file no longer among paths leaves the view,
// and the games no file holds any longer leave the library (removeGames).
// It returns the files, and the games in them, that could not be read: a
// file that is not a game at all is kept aside (Skipped.KeptAs), so each
// is told once.
func (l *Library) SyncFolder(ctx context.Context, collection string, paths []string) (skipped []Skipped, err error) {
	collection = collectionName(collection)
	if Builtin(collection) {
		return nil, fmt.Errorf("library: sync folder: %w: %s is built in", ErrReadOnly, collection)
	}
	if l.readOnly != nil {
		return nil, fmt.Errorf("library: sync folder: %w", l.readOnly)
	}
	if _, err := l.db.ExecContext(ctx, folderSchema); err != nil {
		return nil, fmt.Errorf("library: sync folder: %w", err)
	}
	w, err := l.newWriter(ctx, collection, false)
	if err != nil {
		return nil, err
	}
	defer l.finish(ctx, w, &err)
	type stamp struct{ size, mtime int64 }
	known := map[string]stamp{}
	rows, err := w.tx.QueryContext(ctx, "SELECT path, size, mtime FROM folder_files WHERE collection=?", w.collection)
	if err != nil {
		return nil, fmt.Errorf("library: sync folder: %w", err)
	}
	for rows.Next() {
		var p string
		var s stamp
		if err := rows.Scan(&p, &s.size, &s.mtime); err != nil {
			rows.Close()
			return nil, fmt.Errorf("library: sync folder: %w", err)
		}
		known[p] = s
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: sync folder: %w", err)
	}
	listed := map[string]bool{}
	for _, path := range paths {
		if err := ctx.Err(); err != nil {
			return skipped, fmt.Errorf("library: sync folder: %w", err)
		}
		listed[path] = true
		fi, err := os.Stat(path)
		if err != nil {
			skipped = append(skipped, Skipped{File: path, Err: err})
			if err := w.forget(ctx, path); err != nil {
				return skipped, err
			}
			continue
		}
		now := stamp{fi.Size(), fi.ModTime().UnixNano()}
		if s, ok := known[path]; ok && s == now {
			continue
		}
		bad, err := w.readFolderFile(ctx, path, now.size, now.mtime)
		skipped = append(skipped, bad...)
		if err != nil {
			return skipped, err
		}
		if err := w.commit(ctx); err != nil {
			return skipped, err
		}
	}
	for path := range known {
		if !listed[path] {
			if err := w.forget(ctx, path); err != nil {
				return skipped, err
			}
		}
	}
	if err := w.commit(ctx); err != nil {
		return skipped, err
	}
	w.rollback() // the removal writes in a transaction of its own
	return skipped, l.dropOrphans(ctx, w.collection)
}

// dropOrphans takes out of the collection the games no file of the
// folder's view holds any longer (a file deleted or changed), with every
// row the library holds of them (removeGames).
func (l *Library) dropOrphans(ctx context.Context, collection int64) error {
	ids, err := l.gameIDs(ctx, `SELECT id FROM games WHERE collection=?
		AND id NOT IN (SELECT game FROM folder_games WHERE collection=?)`, collection, collection)
	if err != nil {
		return fmt.Errorf("library: sync folder: %w", err)
	}
	return l.removeGames(ctx, ids)
}

// forget takes the file path out of the folder's view.
func (w *writer) forget(ctx context.Context, path string) error {
	for _, q := range []string{"DELETE FROM folder_games WHERE collection=? AND path=?", "DELETE FROM folder_files WHERE collection=? AND path=?"} {
		if _, err := w.tx.ExecContext(ctx, q, w.collection, path); err != nil {
			return fmt.Errorf("library: sync folder: forget %s: %w", path, err)
		}
	}
	return nil
}

// readFolderFile reads the record file path into the folder's view, in the
// writer's transactions: its games in their order, one at a time (a file of
// a thousand games is never held whole), then the stamp of the file. Its
// games that cannot be read are returned as skipped. A file that cannot be
// read as a game (no game read: binary bytes, too large, empty, every game
// bad) is kept aside as "<name>.broken-<time>", as the saved games' store
// does, so that it is told once; a file that cannot be opened or read is
// left in place and leaves the view.
func (w *writer) readFolderFile(ctx context.Context, path string, size, mtime int64) ([]Skipped, error) {
	if err := w.forget(ctx, path); err != nil {
		return nil, err
	}
	if size > MaxFolderFile {
		return w.unreadable(ctx, path, size, mtime, nil, fmt.Errorf("%s: larger than %d MiB", filepath.Base(path), MaxFolderFile>>20))
	}
	f, err := os.Open(path)
	if err != nil {
		return []Skipped{{File: path, Err: err}}, nil
	}
	defer f.Close()
	in := &readErr{r: io.LimitReader(f, MaxFolderFile)}
	d := game.NewDecoder(in)
	var skipped []Skipped
	n := 0
	for {
		g, err := d.Next()
		var re *game.RecordError
		switch {
		case errors.Is(err, io.EOF) && n == 0:
			cause := errors.New("no game in the file")
			if len(skipped) > 0 {
				cause = errors.New("no game of the file could be read")
			}
			return w.unreadable(ctx, path, size, mtime, skipped, cause)
		case errors.Is(err, io.EOF):
			if _, err := w.tx.ExecContext(ctx, "INSERT INTO folder_files(collection, path, size, mtime, games) VALUES(?,?,?,?,?)",
				w.collection, path, size, mtime, n); err != nil {
				return skipped, fmt.Errorf("library: sync folder: %s: %w", path, err)
			}
			return skipped, nil
		case errors.As(err, &re):
			skipped = append(skipped, Skipped{File: path, Line: re.Line, Err: err})
			continue
		case err != nil && in.err != nil:
			// The file cannot be read: it leaves the view, and stays.
			return append(skipped, Skipped{File: path, Err: err}), w.forget(ctx, path)
		case err != nil:
			// Not a record (binary bytes): as the store does, its games
			// are not listed and the file is kept aside.
			if err := w.forget(ctx, path); err != nil {
				return skipped, err
			}
			return w.unreadable(ctx, path, size, mtime, skipped, err)
		}
		pg := prepare(g, path, 0)
		if _, err := w.write(ctx, pg); err != nil {
			return skipped, err
		}
		var id int64
		if err := w.tx.QueryRowContext(ctx, "SELECT id FROM games WHERE collection=? AND hash=?", w.collection, pg.cols[1]).Scan(&id); err != nil {
			return skipped, fmt.Errorf("library: sync folder: %s game %d: %w", path, n+1, err)
		}
		if _, err := w.tx.ExecContext(ctx, "INSERT INTO folder_games(collection, path, idx, game) VALUES(?,?,?,?)", w.collection, path, n, id); err != nil {
			return skipped, fmt.Errorf("library: sync folder: %s game %d: %w", path, n+1, err)
		}
		n++
		if n%w.l.batch() == 0 {
			// Whole games only; the file's stamp comes last, so a sync
			// stopped here reads the file again next time.
			if err := w.commit(ctx); err != nil {
				return skipped, err
			}
		}
	}
}

// unreadable keeps aside a saved file that cannot be read as a game, and
// returns its problems: the games skipped, or cause. When it cannot be
// kept aside (a read-only folder), the file's stamp is kept with no game,
// so that it is read, and told, again only when it changes.
func (w *writer) unreadable(ctx context.Context, path string, size, mtime int64, skipped []Skipped, cause error) ([]Skipped, error) {
	if len(skipped) == 0 {
		skipped = []Skipped{{File: path, Err: cause}}
	}
	kept, err := keepAside(path, w.l.now())
	if err != nil {
		skipped[0].Err = fmt.Errorf("%w; could not keep it aside: %v", skipped[0].Err, err)
		if _, err := w.tx.ExecContext(ctx, "INSERT INTO folder_files(collection, path, size, mtime, games) VALUES(?,?,?,?,0)",
			w.collection, path, size, mtime); err != nil {
			return skipped, fmt.Errorf("library: sync folder: %s: %w", path, err)
		}
		return skipped, nil
	}
	for i := range skipped {
		skipped[i].KeptAs = kept
	}
	return skipped, nil
}

// readErr remembers the error of reading r (not its end), to tell a file
// that cannot be read from one that is not a record.
type readErr struct {
	r   io.Reader
	err error
}

func (e *readErr) Read(p []byte) (int, error) {
	n, err := e.r.Read(p)
	if err != nil && err != io.EOF {
		e.err = err
	}
	return n, err
}

// FolderGames returns the games of a collection's view of a folder (see
// SyncFolder): the most recently written file first, then by name, each
// file's games in their order.
func (l *Library) FolderGames(ctx context.Context, collection string) ([]FolderGame, error) {
	collection = collectionName(collection)
	id, err := l.collectionID(ctx, collection, false, false)
	if err != nil || id == 0 || !l.hasFolderTables(ctx) {
		return nil, err // nothing synced yet
	}
	rows, err := l.db.QueryContext(ctx, "SELECT "+infoColumns+", g.tags, f.path, f.idx, ff.games, ff.mtime"+
		" FROM folder_games f JOIN folder_files ff ON ff.collection=f.collection AND ff.path=f.path JOIN games g ON g.id=f.game"+
		" WHERE f.collection=?", id)
	if err != nil {
		return nil, fmt.Errorf("library: folder games: %w", err)
	}
	defer rows.Close()
	var out []FolderGame
	for rows.Next() {
		var fg FolderGame
		var tags string
		var mtime int64
		gi, start, moves, err := l.scanInfo(rows, &tags, &fg.Path, &fg.Index, &fg.InFile, &mtime)
		if err != nil {
			return nil, fmt.Errorf("library: folder games: %w", err)
		}
		fg.GameInfo, fg.Modified = gi, time.Unix(0, mtime)
		fg.Tags = map[string]string{}
		for line := range strings.Lines(tags) {
			if name, value, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t"); ok {
				fg.Tags[name] = value
			}
		}
		fg.Final = finalScore(start, moves)
		out = append(out, fg)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: folder games: %w", err)
	}
	slices.SortStableFunc(out, func(a, b FolderGame) int {
		if c := b.Modified.Compare(a.Modified); c != 0 {
			return c
		}
		if c := strings.Compare(fileName(a.Path), fileName(b.Path)); c != 0 {
			return c
		}
		return a.Index - b.Index
	})
	return out, nil
}

// fileName is a file's name without its folder and extension.
func fileName(path string) string {
	base := filepath.Base(path)
	return strings.TrimSuffix(base, filepath.Ext(base))
}

// hasFolderTables reports whether a folder was ever synced.
func (l *Library) hasFolderTables(ctx context.Context) bool {
	var n int
	err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_master WHERE name='folder_games'").Scan(&n)
	return err == nil && n > 0
}

// finalScore is the settled score at the end of a game's moves.
func finalScore(start string, moves []byte) [2]int {
	pos := game.Start()
	if start != "" {
		var err error
		if pos, err = game.ParseTFEN(start); err != nil {
			return [2]int{}
		}
	}
	for _, m := range moves {
		if !pos.Legal(game.Move(m)) {
			break
		}
		pos = pos.Apply(game.Move(m))
	}
	return pos.Outcome().Final
}

// FolderPlace is a game of a folder's view: its file and its place there.
type FolderPlace struct {
	Path  string
	Index int
}

// FolderReached returns the games of a collection's view of a folder that
// reached p (the library's Reached query over the collection).
func (l *Library) FolderReached(ctx context.Context, collection string, p game.Position) ([]FolderPlace, error) {
	collection = collectionName(collection)
	id, err := l.collectionID(ctx, collection, false, false)
	if err != nil || id == 0 || !l.hasFolderTables(ctx) {
		return nil, err // nothing synced yet
	}
	// The games' ids alone (Reached would read and replay each game).
	hits, err := l.exactHits(ctx, p, Filter{}, []int64{id})
	if err != nil {
		return nil, err
	}
	ids := map[int64]bool{}
	for _, h := range hits {
		ids[h.id] = true
	}
	rows, err := l.db.QueryContext(ctx, "SELECT path, idx, game FROM folder_games WHERE collection=?", id)
	if err != nil {
		return nil, fmt.Errorf("library: folder games at a position: %w", err)
	}
	defer rows.Close()
	var out []FolderPlace
	for rows.Next() {
		var fp FolderPlace
		var g int64
		if err := rows.Scan(&fp.Path, &fp.Index, &g); err != nil {
			return nil, fmt.Errorf("library: folder games at a position: %w", err)
		}
		if ids[g] {
			out = append(out, fp)
		}
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: folder games at a position: %w", err)
	}
	return out, nil
}

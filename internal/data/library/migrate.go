package library

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// migrate turns a library of schema 2, 3 or 4 (from) into one of this
// schema, in one transaction: a kill leaves the library of the old schema,
// migrated at the next opening. Its games stay, with their ids.
//
// Schema 4 kept the PlayOK games in the Masters: when the library holds
// the built-in games of this program (the version of its built-in files),
// they move to the collection PlayOK with their index (splitBuiltin), so
// that the built-in collections need not be built again; a library of
// other built-in games has them built again by ensureBuiltin.
//
// Schemas 2 and 3 had other index tables (schema 4 added the copies): they
// are dropped and the index built again from the games' moves (reindex).
// The games finished in the program and the saved games, which no record
// file holds, stay.
func (l *Library) migrate(ctx context.Context, from string) error {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	defer tx.Rollback()
	var have string
	_ = tx.QueryRowContext(ctx, "SELECT value FROM meta WHERE name='masters'").Scan(&have)
	split := have == from+"-"+l.builtin.version // these built-in games, PlayOK's in the Masters
	renamed, err := claimBuiltin(ctx, tx)
	if err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	if from == "4" {
		if _, err := mergeTx(ctx, tx); err != nil { // an interrupted import's rows, under the old ids
			return err
		}
	}
	if split {
		if err := l.splitBuiltin(ctx, tx, from == "4"); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
		if _, err := tx.ExecContext(ctx, "UPDATE meta SET value=? WHERE name='masters'", l.builtinMeta()); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
	}
	if from != "4" {
		if err := l.reindex(ctx, tx); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, "UPDATE meta SET value=? WHERE name='schema'", schemaVersion); err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	return l.renameSources(renamed)
}

// reindex drops the index's tables of schema 2 or 3 and builds the index
// of this schema from the games' moves, in tx. A game whose content an
// earlier game of another collection holds is a copy.
func (l *Library) reindex(ctx context.Context, tx *sql.Tx) error {
	var drops []string
	for _, t := range []string{"occ", "stage", "tree", "tstage", "deep", "dstage", "copies"} {
		drops = append(drops, "DROP TABLE IF EXISTS "+t)
	}
	for _, q := range append(drops, schema) {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
	}
	// The saved files are read again at the next sync (SyncFolder), their
	// games under this schema's content hash (gameHash leaves the store's
	// SaveFormat tag out): a saved copy of another collection's game is
	// found a copy then.
	var folders bool
	if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM sqlite_master WHERE name='folder_files')").Scan(&folders); err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	if folders {
		if _, err := tx.ExecContext(ctx, "DELETE FROM folder_files"); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
	}
	w := &writer{l: l, tx: tx, collection: -1, tree: map[treeKey]*[4]int{}, copies: map[treeKey]*[4]int{}}
	if err := w.prepare(ctx); err != nil {
		return err
	}
	type row struct {
		id, coll                  int64
		hash                      string
		day, year, we, be, result int
		start                     sql.NullString
		moves                     []byte
	}
	var last int64
	first := map[string]int64{} // the first game of each content: its collection
	for {
		rows, err := tx.QueryContext(ctx, `SELECT id, collection, hash, day, coalesce(year, 0), coalesce(white_elo, 0), coalesce(black_elo, 0),
			result, start, moves FROM games WHERE id > ? ORDER BY id LIMIT 1000`, last)
		if err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
		var page []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.id, &r.coll, &r.hash, &r.day, &r.year, &r.we, &r.be, &r.result, &r.start, &r.moves); err != nil {
				rows.Close()
				return fmt.Errorf("library: migrate %s: %w", l.path, err)
			}
			page = append(page, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
		if len(page) == 0 {
			break
		}
		for _, r := range page {
			last = r.id
			start := game.Start()
			if r.start.Valid {
				if start, err = game.ParseTFEN(r.start.String); err != nil {
					continue // not a game the library could have written
				}
			}
			ps, moves := replayPositions(start, r.moves)
			if r.coll != w.collection {
				// The move counts pending are of the writer's collection.
				if err := w.flush(ctx); err != nil {
					return err
				}
				w.collection = r.coll
			}
			c, seen := first[r.hash]
			if !seen {
				first[r.hash] = r.coll
			}
			copied := seen && c != r.coll
			if copied {
				if _, err := tx.ExecContext(ctx, "INSERT INTO copies(game) VALUES(?)", r.id); err != nil {
					return fmt.Errorf("library: migrate %s: %w", l.path, err)
				}
			}
			w.index(r.id, &prepared{
				copy:   copied,
				rc:     r.result,
				day:    dayNumber(r.day),
				year:   r.year,
				rating: ratingBucket(r.we, r.be),
				keys:   positionKeys(moves, func(ply int) game.Position { return ps[ply] }),
			})
		}
		if err := w.flush(ctx); err != nil {
			return err
		}
	}
	return nil
}

// querier is a database or a transaction.
type querier interface {
	ExecContext(ctx context.Context, query string, args ...any) (sql.Result, error)
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

// claimBuiltin gives the names of the built-in collections to them: a
// collection of the player's that has one (a file "PlayOK.pgn" imported
// before PlayOK was built in) is renamed "PlayOK (2)" (or the next number
// free), its games kept. It returns the names changed, old to new.
func claimBuiltin(ctx context.Context, q querier) (map[string]string, error) {
	renamed := map[string]string{}
	for _, name := range builtinCollections {
		var id int64
		err := q.QueryRowContext(ctx, "SELECT id FROM collections WHERE name=? AND NOT builtin", name).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return nil, fmt.Errorf("collection %s: %w", name, err)
		}
		for n := 2; ; n++ {
			to := fmt.Sprintf("%s (%d)", name, n)
			var taken bool
			if err := q.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM collections WHERE name=?)", to).Scan(&taken); err != nil {
				return nil, fmt.Errorf("collection %s: %w", name, err)
			}
			if taken {
				continue
			}
			if _, err := q.ExecContext(ctx, "UPDATE collections SET name=? WHERE id=?", to, id); err != nil {
				return nil, fmt.Errorf("collection %s: %w", name, err)
			}
			renamed[name] = to
			break
		}
	}
	return renamed, nil
}

// renameSources renames collections in the list of imported files, as
// claimBuiltin renamed them, and in the names known.
func (l *Library) renameSources(renamed map[string]string) error {
	if len(renamed) == 0 {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	for from, to := range renamed {
		if id, ok := l.colls[from]; ok {
			delete(l.colls, from)
			l.colls[to] = id
		}
	}
	srcs, err := readSources(l.sourcesPath())
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("library: sources list: %w", err)
	}
	for i, s := range srcs {
		if to, ok := renamed[s[0]]; ok {
			srcs[i][0] = to
		}
	}
	return writeSources(l.sourcesPath(), srcs)
}

// splitBuiltin moves the games of the PlayOK files, which the libraries of
// schema 4 and before kept in the Masters, to the built-in collection
// PlayOK, in tx, keeping their ids. With indexed set (schema 4), their
// index moves with them: the collection in their index rows' mv
// (packMove), and their part of the Masters' move counts to PlayOK's
// (the openings' counts are those of the index rows). The deep index and
// the copies name games only: they stay as they are.
func (l *Library) splitBuiltin(ctx context.Context, tx *sql.Tx, indexed bool) error {
	files, err := l.builtin.files()
	if err != nil {
		return err
	}
	var names []any
	for _, f := range files {
		if f.Collection == PlayOK {
			names = append(names, f.Name)
		}
	}
	var masters, playok int64
	err = tx.QueryRowContext(ctx, "SELECT id FROM collections WHERE name=?", Masters).Scan(&masters)
	if errors.Is(err, sql.ErrNoRows) || len(names) == 0 {
		return nil // no games to move
	}
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "INSERT OR IGNORE INTO collections(name, builtin) VALUES(?, 1)", PlayOK); err != nil {
		return err
	}
	if err := tx.QueryRowContext(ctx, "SELECT id FROM collections WHERE name=?", PlayOK).Scan(&playok); err != nil {
		return err
	}
	stmts := []string{
		"CREATE TEMP TABLE moved(id INTEGER PRIMARY KEY)",
		"INSERT INTO moved SELECT id FROM games WHERE collection=? AND file IN (" + strings.TrimSuffix(strings.Repeat("?,", len(names)), ",") + ")",
	}
	args := [][]any{nil, append([]any{masters}, names...)}
	if indexed {
		// The counts: PlayOK gains what the Masters lose, from the moved
		// games' index rows (the count of a row (key, collection, year,
		// rating, move) is its index rows').
		counts := `INSERT INTO tree(key, collection, year, rating, move, games, white, draws, black)
			SELECT o.key, ?, coalesce(g.year, 0), o.mv / 64 % 64, o.mv / 4 % 16,
				?*count(*), ?*sum(o.mv % 4 = 0), ?*sum(o.mv % 4 = 1), ?*sum(o.mv % 4 = 2)
			FROM occ o JOIN games g ON g.id = o.game WHERE o.game IN (SELECT id FROM moved)
			GROUP BY o.key, coalesce(g.year, 0), o.mv / 64 % 64, o.mv / 4 % 16 ORDER BY 1, 2, 3, 4, 5
			ON CONFLICT(key, collection, year, rating, move) DO UPDATE SET games=games+excluded.games,
			white=white+excluded.white, draws=draws+excluded.draws, black=black+excluded.black`
		stmts = append(stmts, counts, counts,
			"DELETE FROM tree WHERE collection=? AND games=0",
			"UPDATE occ SET mv = mv + ? WHERE game IN (SELECT id FROM moved)")
		args = append(args, []any{playok, 1, 1, 1, 1}, []any{masters, -1, -1, -1, -1},
			[]any{masters}, []any{(playok - masters) * 4096})
	}
	stmts = append(stmts, "UPDATE games SET collection=? WHERE id IN (SELECT id FROM moved)", "DROP TABLE moved")
	args = append(args, []any{playok}, nil)
	for i, q := range stmts {
		if _, err := tx.ExecContext(ctx, q, args[i]...); err != nil {
			return fmt.Errorf("move the PlayOK games: %w", err)
		}
	}
	return nil
}

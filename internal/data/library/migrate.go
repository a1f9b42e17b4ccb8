package library

import (
	"context"
	"database/sql"
	"fmt"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// migrate turns a library of schema 2 or 3 into one of this schema. Its
// games table is the same; the index's tables changed (schema 4 added the
// copies), so they are dropped and the index built again from the games'
// moves, in one transaction (a kill leaves the library of the old schema,
// migrated at the next opening), then merged. A game whose content an
// earlier game of another collection holds is a copy. The games finished in the program and the saved games, which no
// record file holds, stay.
func (l *Library) migrate(ctx context.Context) error {
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	defer tx.Rollback()
	var drops []string
	for _, t := range []string{"occ", "stage", "tree", "tstage", "deep", "dstage", "copies"} {
		drops = append(drops, "DROP TABLE IF EXISTS "+t)
	}
	for _, q := range append(drops, schema) {
		if _, err := tx.ExecContext(ctx, q); err != nil {
			return fmt.Errorf("library: migrate %s: %w", l.path, err)
		}
	}
	if _, err := tx.ExecContext(ctx, "UPDATE meta SET value=? WHERE name='schema'", schemaVersion); err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
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
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("library: migrate %s: %w", l.path, err)
	}
	return nil
}

package library

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The deep index finds the games that reached a position after the
// openings (from ply treePlies on). Those positions are nearly all reached
// by one game only, so a row for each would make the database too big
// (some 11 million positions for 100,000 games). Instead the keys are
// kept in deepBuckets buckets, by their top bits; a bucket is one blob of
// (fingerprint, game) entries sorted by fingerprint, with the fingerprint
// (the key's next 32 bits) and the game delta- and varint-coded, some 6
// bytes an entry. A lookup reads one bucket, and replays the games it names
// to find the move played and to drop the rare fingerprint that matches by
// chance (or a game since removed).
//
// An import appends its entries to the deep stage, one blob per commit and
// part of the buckets (deepParts of them); merge then rewrites the buckets
// the stage touches, one part at a time, so that an import of many games
// rewrites each bucket once and not at every commit.
//
// A position past the openings that many games reach (a main line, some
// 10,000 games at ply 20 in the benchmarks' library) would cost a replay
// of each game at every lookup: when merge finds promoteGames entries or
// more of one key in a bucket, it moves them to the openings' tables (occ
// and tree) instead, which count them without a replay. Each game is in
// one place for a position, so the lookups, which read both, count it
// once.
const (
	deepBucketBits = 12
	deepBuckets    = 1 << deepBucketBits
	deepParts      = 16 // deepBuckets/deepParts buckets a part
	promoteGames   = 48 // a key with this many games moves to the openings' tables
)

// deepEntry is a position of a game in the deep stage, with what the
// openings' tables need when it is promoted: the game's day (dayNumber) and
// year, and the index row's mv (packMove).
type deepEntry struct {
	key       uint64
	game      int64
	day, year int
	mv        int
}

func deepBucket(key uint64) int64 { return int64(key >> (64 - deepBucketBits)) }

func deepFP(key uint64) uint32 { return uint32(key >> (64 - deepBucketBits - 32)) }

func deepPart(key uint64) int64 { return deepBucket(key) * deepParts / deepBuckets }

// encodeStage codes staged entries: the key in full, the game, its day,
// year and mv.
func encodeStage(es []deepEntry) []byte {
	b := make([]byte, 0, len(es)*16)
	for _, e := range es {
		b = binary.LittleEndian.AppendUint64(b, e.key)
		for _, v := range []int64{e.game, int64(e.day), int64(e.year), int64(e.mv)} {
			b = binary.AppendUvarint(b, uint64(v))
		}
	}
	return b
}

func decodeStage(b []byte, out []deepEntry) ([]deepEntry, error) {
	for len(b) > 0 {
		if len(b) < 9 {
			return out, fmt.Errorf("library: deep stage: cut short")
		}
		e := deepEntry{key: binary.LittleEndian.Uint64(b)}
		b = b[8:]
		var v [4]uint64
		for i := range v {
			var n int
			if v[i], n = binary.Uvarint(b); n <= 0 {
				return out, fmt.Errorf("library: deep stage: bad entry")
			}
			b = b[n:]
		}
		e.game, e.day, e.year, e.mv = int64(v[0]), int(v[1]), int(v[2]), int(v[3])
		out = append(out, e)
	}
	return out, nil
}

// bucketEntry is an entry of a bucket: the key's fingerprint and the game.
type bucketEntry struct {
	fp   uint32
	game int64
}

func encodeBucket(es []bucketEntry) []byte {
	b := make([]byte, 0, len(es)*6)
	var last uint32
	for _, e := range es {
		b = binary.AppendUvarint(b, uint64(e.fp-last))
		b = binary.AppendUvarint(b, uint64(e.game))
		last = e.fp
	}
	return b
}

func decodeBucket(b []byte, out []bucketEntry) ([]bucketEntry, error) {
	var fp uint32
	for len(b) > 0 {
		d, n := binary.Uvarint(b)
		if n <= 0 {
			return out, fmt.Errorf("library: deep index: bad entry")
		}
		b = b[n:]
		g, n := binary.Uvarint(b)
		if n <= 0 {
			return out, fmt.Errorf("library: deep index: bad entry")
		}
		b = b[n:]
		fp += uint32(d)
		out = append(out, bucketEntry{fp, int64(g)})
	}
	return out, nil
}

// deepGames returns the games whose entries match key (with the rare
// fingerprint matching by chance: the caller replays them).
func (l *Library) deepGames(ctx context.Context, key uint64) ([]int64, error) {
	var data []byte
	err := l.db.QueryRowContext(ctx, "SELECT data FROM deep WHERE b=?", deepBucket(key)).Scan(&data)
	if err == sql.ErrNoRows {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("library: deep index: %w", err)
	}
	es, err := decodeBucket(data, nil)
	if err != nil {
		return nil, err
	}
	fp := deepFP(key)
	i, _ := slices.BinarySearchFunc(es, fp, func(e bucketEntry, fp uint32) int {
		switch {
		case e.fp < fp:
			return -1
		case e.fp > fp:
			return 1
		}
		return 0
	})
	var ids []int64
	for ; i < len(es) && es[i].fp == fp; i++ {
		ids = append(ids, es[i].game)
	}
	return ids, nil
}

// mergeDeep moves the deep stage into the buckets, a part at a time, in
// the transaction tx.
func mergeDeep(ctx context.Context, tx *sql.Tx) error {
	pr := &promoter{tree: map[promotedCount]*[4]int{}}
	for part := range int64(deepParts) {
		rows, err := tx.QueryContext(ctx, "SELECT data FROM dstage WHERE part=?", part)
		if err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		var staged []deepEntry
		for rows.Next() {
			var b []byte
			if err := rows.Scan(&b); err != nil {
				rows.Close()
				return fmt.Errorf("library: deep index: %w", err)
			}
			if staged, err = decodeStage(b, staged); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		if len(staged) == 0 {
			continue
		}
		slices.SortFunc(staged, func(a, b deepEntry) int {
			if ba, bb := deepBucket(a.key), deepBucket(b.key); ba != bb {
				return int(ba - bb)
			}
			if fa, fb := deepFP(a.key), deepFP(b.key); fa != fb {
				if fa < fb {
					return -1
				}
				return 1
			}
			return int(a.game - b.game)
		})
		for len(staged) > 0 {
			b := deepBucket(staged[0].key)
			n := 1
			for n < len(staged) && deepBucket(staged[n].key) == b {
				n++
			}
			if err := pr.mergeBucket(ctx, tx, b, staged[:n]); err != nil {
				return err
			}
			staged = staged[n:]
		}
	}
	if err := pr.flush(ctx, tx); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM dstage"); err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	return nil
}

// promoter moves the entries of the keys that many games reach to the
// openings' tables.
type promoter struct {
	occ  []occRow
	tree map[promotedCount]*[4]int
}

// promotedCount is a row of tree.
type promotedCount struct {
	key                int64
	collection         int64
	year, rating, move int
}

func (pr *promoter) add(key uint64, game int64, day, year, mv int) {
	pr.occ = append(pr.occ, occRow{key: int64(key), day: day, game: game, mv: mv})
	coll, rating, move, result := unpackMove(int64(mv))
	tk := promotedCount{int64(key), coll, year, rating, move}
	c := pr.tree[tk]
	if c == nil {
		c = new([4]int)
		pr.tree[tk] = c
	}
	c[0]++
	if result != resUnknown {
		c[1+result]++
	}
}

// promoteOld adds the games of a bucket's entries of key: their day, year,
// collection and ratings from the games table, the move from a replay.
func (pr *promoter) promoteOld(ctx context.Context, tx *sql.Tx, key uint64, games []int64) error {
	for len(games) > 0 {
		n := min(len(games), 500)
		cond, args := inList("id", games[:n])
		games = games[n:]
		rows, err := tx.QueryContext(ctx, "SELECT id, collection, day, coalesce(year, 0), coalesce(white_elo, 0), coalesce(black_elo, 0), result, start, moves FROM games WHERE 1"+cond, args...)
		if err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		for rows.Next() {
			var id, coll int64
			var day, year, we, be, result int
			var start sql.NullString
			var moves []byte
			if err := rows.Scan(&id, &coll, &day, &year, &we, &be, &result, &start, &moves); err != nil {
				rows.Close()
				return fmt.Errorf("library: deep index: %w", err)
			}
			ply := firstPlyKey(start.String, moves, key)
			if ply < 0 {
				continue // a fingerprint met by chance, not this key
			}
			move := 0
			if ply < len(moves) {
				move = int(moves[ply])
			}
			pr.add(key, id, dayNumber(day), year, packMove(coll, ratingBucket(we, be), move, result))
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
	}
	return nil
}

// flush writes the promoted entries.
func (pr *promoter) flush(ctx context.Context, tx *sql.Tx) error {
	if len(pr.occ) == 0 {
		return nil
	}
	slices.SortFunc(pr.occ, func(a, b occRow) int {
		switch {
		case a.key != b.key:
			return cmpInt(a.key, b.key)
		case a.day != b.day:
			return a.day - b.day
		}
		return cmpInt(a.game, b.game)
	})
	ins, err := tx.PrepareContext(ctx, "INSERT OR IGNORE INTO occ(key, day, game, mv) VALUES(?,?,?,?)")
	if err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	defer ins.Close()
	for _, r := range pr.occ {
		if _, err := ins.ExecContext(ctx, r.key, r.day, r.game, r.mv); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO tree(key, collection, year, rating, move, games, white, draws, black) VALUES(?,?,?,?,?,?,?,?,?)
		ON CONFLICT(key, collection, year, rating, move) DO UPDATE SET games=games+excluded.games,
		white=white+excluded.white, draws=draws+excluded.draws, black=black+excluded.black`)
	if err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	defer up.Close()
	for k, c := range pr.tree {
		if _, err := up.ExecContext(ctx, k.key, k.collection, k.year, k.rating, k.move, c[0], c[1], c[2], c[3]); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
	}
	return nil
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// firstPlyKey returns the first ply at which a game reaches the position
// of key, or -1.
func firstPlyKey(start string, moves []byte, key uint64) int {
	pos := game.Start()
	if start != "" {
		var err error
		if pos, err = game.ParseTFEN(start); err != nil {
			return -1
		}
	}
	for ply := 0; ; ply++ {
		if Key(pos) == key {
			return ply
		}
		if ply == len(moves) || !pos.Legal(game.Move(moves[ply])) {
			return -1
		}
		pos = pos.Apply(game.Move(moves[ply]))
	}
}

// mergeBucket adds new entries (sorted by fingerprint) to bucket b, or
// promotes them with the bucket's entries of the same key when they reach
// promoteGames.
func (pr *promoter) mergeBucket(ctx context.Context, tx *sql.Tx, b int64, add []deepEntry) error {
	var data []byte
	err := tx.QueryRowContext(ctx, "SELECT data FROM deep WHERE b=?", b).Scan(&data)
	if err != nil && err != sql.ErrNoRows {
		return fmt.Errorf("library: deep index: %w", err)
	}
	old, err := decodeBucket(data, nil)
	if err != nil {
		return err
	}
	merged := make([]bucketEntry, 0, len(old)+len(add))
	i := 0
	for len(add) > 0 {
		fp := deepFP(add[0].key)
		n := 1
		for n < len(add) && deepFP(add[n].key) == fp {
			n++
		}
		group := add[:n]
		add = add[n:]
		for i < len(old) && old[i].fp < fp {
			merged = append(merged, old[i])
			i++
		}
		j := i
		for j < len(old) && old[j].fp == fp {
			j++
		}
		if n+j-i >= promoteGames {
			key := group[0].key
			var oldGames []int64
			for _, e := range old[i:j] {
				if !slices.ContainsFunc(group, func(d deepEntry) bool { return d.game == e.game }) {
					oldGames = append(oldGames, e.game)
				}
			}
			for _, e := range group {
				if e.key == key {
					pr.add(e.key, e.game, e.day, e.year, e.mv)
				} else { // another key with the same fingerprint: stays
					merged = append(merged, bucketEntry{fp, e.game})
				}
			}
			if err := pr.promoteOld(ctx, tx, key, oldGames); err != nil {
				return err
			}
			i = j
			continue
		}
		for _, e := range group {
			be := bucketEntry{fp, e.game}
			for i < j && old[i].game < be.game {
				merged = append(merged, old[i])
				i++
			}
			if i < j && old[i] == be {
				continue
			}
			if k := len(merged); k > 0 && merged[k-1] == be {
				continue
			}
			merged = append(merged, be)
		}
	}
	merged = append(merged, old[i:]...)
	if len(merged) == 0 {
		if _, err := tx.ExecContext(ctx, "DELETE FROM deep WHERE b=?", b); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		return nil
	}
	if _, err := tx.ExecContext(ctx, "INSERT OR REPLACE INTO deep(b, data) VALUES(?, ?)", b, encodeBucket(merged)); err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	return nil
}

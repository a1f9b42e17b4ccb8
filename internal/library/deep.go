package library

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"slices"
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
const (
	deepBucketBits = 12
	deepBuckets    = 1 << deepBucketBits
	deepParts      = 16 // deepBuckets/deepParts buckets a part
)

// deepEntry is a position of a game in the deep index.
type deepEntry struct {
	key  uint64
	game int64
}

func deepBucket(key uint64) int64 { return int64(key >> (64 - deepBucketBits)) }

func deepFP(key uint64) uint32 { return uint32(key >> (64 - deepBucketBits - 32)) }

func deepPart(key uint64) int64 { return deepBucket(key) * deepParts / deepBuckets }

// encodeStage codes staged entries: the key in full and the game.
func encodeStage(es []deepEntry) []byte {
	b := make([]byte, 0, len(es)*12)
	for _, e := range es {
		b = binary.LittleEndian.AppendUint64(b, e.key)
		b = binary.AppendUvarint(b, uint64(e.game))
	}
	return b
}

func decodeStage(b []byte, out []deepEntry) ([]deepEntry, error) {
	for len(b) > 0 {
		if len(b) < 9 {
			return out, fmt.Errorf("library: deep stage: cut short")
		}
		key := binary.LittleEndian.Uint64(b)
		g, n := binary.Uvarint(b[8:])
		if n <= 0 {
			return out, fmt.Errorf("library: deep stage: bad game")
		}
		out = append(out, deepEntry{key, int64(g)})
		b = b[8+n:]
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
			if err := mergeBucket(ctx, tx, b, staged[:n]); err != nil {
				return err
			}
			staged = staged[n:]
		}
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM dstage"); err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	return nil
}

// mergeBucket adds new entries (sorted) to bucket b.
func mergeBucket(ctx context.Context, tx *sql.Tx, b int64, add []deepEntry) error {
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
	for _, e := range add {
		be := bucketEntry{deepFP(e.key), e.game}
		for i < len(old) && (old[i].fp < be.fp || old[i].fp == be.fp && old[i].game < be.game) {
			merged = append(merged, old[i])
			i++
		}
		if i < len(old) && old[i] == be {
			continue
		}
		if n := len(merged); n > 0 && merged[n-1] == be {
			continue
		}
		merged = append(merged, be)
	}
	merged = append(merged, old[i:]...)
	if _, err := tx.ExecContext(ctx, "INSERT OR REPLACE INTO deep(b, data) VALUES(?, ?)", b, encodeBucket(merged)); err != nil {
		return fmt.Errorf("library: deep index: %w", err)
	}
	return nil
}

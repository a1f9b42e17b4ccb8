package library

import (
	"context"
	"database/sql"
	"encoding/binary"
	"fmt"
	"slices"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// The deep index finds the games that reached a position after the
// openings (from ply treePlies on). Those positions are nearly all reached
// by one game only, so a row for each would make the database too big
// (some 11 million positions for 100,000 games). Instead the keys are
// kept in deepBuckets buckets, by their top bits; a bucket is one blob of
// (game, fingerprint) entries sorted by game: the game as a varint of its
// difference from the previous entry's, then the fingerprint (the key's
// next 24 bits) in 3 bytes, some 4 bytes an entry. A lookup reads one
// bucket, and replays the games whose fingerprint matches, to find the move
// played and to drop the rare fingerprint that matches by chance (about
// one lookup in 6,000 with 100,000 games) or a game since removed.
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
	key  uint64
	game int64
	day  int32
	mv   int64
	year int16
}

func deepBucket(key uint64) int64 { return int64(key >> (64 - deepBucketBits)) }

func deepFP(key uint64) uint32 { return uint32(key>>(64-deepBucketBits-24)) & 0xffffff }

func deepPart(key uint64) int64 { return deepBucket(key) * deepParts / deepBuckets }

// encodeStage codes staged entries: the key in full, the game, its day,
// year and mv.
func encodeStage(es []deepEntry) []byte {
	b := make([]byte, 0, len(es)*16)
	for _, e := range es {
		b = binary.LittleEndian.AppendUint64(b, e.key)
		b = binary.AppendUvarint(b, uint64(e.game))
		b = binary.AppendUvarint(b, uint64(e.day))
		b = binary.AppendUvarint(b, uint64(e.year))
		b = binary.AppendUvarint(b, uint64(e.mv))
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
		e.game, e.day, e.year, e.mv = int64(v[0]), int32(v[1]), int16(v[2]), int64(v[3])
		out = append(out, e)
	}
	return out, nil
}

// bucketEntry is an entry of a bucket: the game and the key's fingerprint.
type bucketEntry struct {
	game int64
	fp   uint32
}

func cmpBucketEntry(a, b bucketEntry) int {
	if a.game != b.game {
		return cmpInt(a.game, b.game)
	}
	return int(a.fp) - int(b.fp)
}

// encodeBucket codes entries sorted by cmpBucketEntry.
func encodeBucket(es []bucketEntry) []byte {
	b := make([]byte, 0, len(es)*5)
	var last int64
	for _, e := range es {
		b = binary.AppendUvarint(b, uint64(e.game-last))
		b = append(b, byte(e.fp), byte(e.fp>>8), byte(e.fp>>16))
		last = e.game
	}
	return b
}

func decodeBucket(b []byte, out []bucketEntry) ([]bucketEntry, error) {
	var game int64
	for len(b) > 0 {
		d, n := binary.Uvarint(b)
		if n <= 0 || len(b) < n+3 {
			return out, fmt.Errorf("library: deep index: bad entry")
		}
		game += int64(d)
		out = append(out, bucketEntry{game, uint32(b[n]) | uint32(b[n+1])<<8 | uint32(b[n+2])<<16})
		b = b[n+3:]
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
	fp := deepFP(key)
	var ids []int64
	var game int64
	for b := data; len(b) > 0; {
		d, n := binary.Uvarint(b)
		if n <= 0 || len(b) < n+3 {
			return nil, fmt.Errorf("library: deep index: bad entry")
		}
		game += int64(d)
		if uint32(b[n])|uint32(b[n+1])<<8|uint32(b[n+2])<<16 == fp {
			ids = append(ids, game)
		}
		b = b[n+3:]
	}
	return ids, nil
}

// mergeDeep moves the deep stage into the buckets, a part at a time, in
// the transaction tx.
func mergeDeep(ctx context.Context, tx *sql.Tx) error {
	pr := &promoter{tree: map[promotedCount]*[4]int{}}
	stmts, err := prepareBuckets(ctx, tx)
	if err != nil {
		return err
	}
	defer stmts.close()
	pr.buckets = stmts
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
			staged = slices.Grow(staged, len(b)/12)
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
		// By bucket (a counting sort), then by key and game in each
		// bucket: small sorts, in the processor's cache.
		const perPart = deepBuckets / deepParts
		var starts [perPart + 1]int
		first := part * perPart
		for _, e := range staged {
			starts[deepBucket(e.key)-first+1]++
		}
		for i := 1; i <= perPart; i++ {
			starts[i] += starts[i-1]
		}
		sorted := make([]deepEntry, len(staged))
		next := starts
		for _, e := range staged {
			i := deepBucket(e.key) - first
			sorted[next[i]] = e
			next[i]++
		}
		staged = nil
		// The part's buckets read in one query when the merge touches
		// many of them (an import), one at a time when few (a game
		// added to a large library).
		touched := 0
		for i := range perPart {
			if starts[i+1] > starts[i] {
				touched++
			}
		}
		var olds [][]byte
		if touched*4 >= perPart {
			if olds, err = pr.buckets.buckets(ctx, first, perPart); err != nil {
				return err
			}
		}
		for i := range perPart {
			add := sorted[starts[i]:starts[i+1]]
			if len(add) == 0 {
				continue
			}
			var old []byte
			if olds != nil {
				old = olds[i]
			} else if old, err = pr.buckets.bucket(ctx, first+int64(i)); err != nil {
				return err
			}
			slices.SortFunc(add, func(a, b deepEntry) int {
				switch {
				case a.key < b.key:
					return -1
				case a.key > b.key:
					return 1
				}
				return cmpInt(a.game, b.game)
			})
			if err := pr.mergeBucket(ctx, tx, first+int64(i), old, add); err != nil {
				return err
			}
		}
	}
	if err := pr.buckets.flush(ctx); err != nil {
		return err
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
	occ     []occRow
	tree    map[promotedCount]*[4]int
	buckets *bucketStmts
}

// bucketStmts read, write and delete the buckets of the deep index in a
// transaction: prepared once for the many buckets of a merge or a removal,
// the writes sent bucketChunk at a time (a statement prepared, or run, for
// each bucket cost more than the work on it).
type bucketStmts struct {
	get, part, put1, putN, del *sql.Stmt
	pending                    []any // buckets to write, (b, data) pairs
}

// bucketChunk is how many buckets one statement writes.
const bucketChunk = 64

func prepareBuckets(ctx context.Context, tx *sql.Tx) (*bucketStmts, error) {
	var s bucketStmts
	var err error
	for _, p := range []struct {
		stmt **sql.Stmt
		q    string
	}{
		{&s.get, "SELECT data FROM deep WHERE b=?"},
		{&s.part, "SELECT b, data FROM deep WHERE b >= ? AND b < ?"},
		{&s.put1, "INSERT OR REPLACE INTO deep(b, data) VALUES(?, ?)"},
		{&s.putN, "INSERT OR REPLACE INTO deep(b, data) VALUES" + strings.TrimSuffix(strings.Repeat("(?, ?),", bucketChunk), ",")},
		{&s.del, "DELETE FROM deep WHERE b=?"},
	} {
		if *p.stmt, err = tx.PrepareContext(ctx, p.q); err != nil {
			s.close()
			return nil, fmt.Errorf("library: deep index: %w", err)
		}
	}
	return &s, nil
}

func (s *bucketStmts) close() {
	for _, st := range []*sql.Stmt{s.get, s.part, s.put1, s.putN, s.del} {
		if st != nil {
			st.Close()
		}
	}
}

// bucket returns the data of bucket b, nil when it has none.
func (s *bucketStmts) bucket(ctx context.Context, b int64) ([]byte, error) {
	var data []byte
	err := s.get.QueryRowContext(ctx, b).Scan(&data)
	if err == sql.ErrNoRows {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("library: deep index: %w", err)
	}
	return data, nil
}

// buckets returns the data of the n buckets from first, in one query:
// nil for a bucket that has none.
func (s *bucketStmts) buckets(ctx context.Context, first, n int64) ([][]byte, error) {
	out := make([][]byte, n)
	rows, err := s.part.QueryContext(ctx, first, first+n)
	if err != nil {
		return nil, fmt.Errorf("library: deep index: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var b int64
		var data []byte
		if err := rows.Scan(&b, &data); err != nil {
			return nil, fmt.Errorf("library: deep index: %w", err)
		}
		out[b-first] = data
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: deep index: %w", err)
	}
	return out, nil
}

// set writes the entries of bucket b, deleting it when there are none; the
// write may wait for flush.
func (s *bucketStmts) set(ctx context.Context, b int64, es []bucketEntry) error {
	if len(es) == 0 {
		if _, err := s.del.ExecContext(ctx, b); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		return nil
	}
	s.pending = append(s.pending, b, encodeBucket(es))
	if len(s.pending) == 2*bucketChunk {
		if _, err := s.putN.ExecContext(ctx, s.pending...); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
		s.pending = s.pending[:0]
	}
	return nil
}

// flush writes the buckets set still waiting.
func (s *bucketStmts) flush(ctx context.Context) error {
	for ; len(s.pending) > 0; s.pending = s.pending[2:] {
		if _, err := s.put1.ExecContext(ctx, s.pending[0], s.pending[1]); err != nil {
			return fmt.Errorf("library: deep index: %w", err)
		}
	}
	return nil
}

// promotedCount is a row of tree.
type promotedCount struct {
	key                int64
	collection         int64
	year, rating, move int
}

func (pr *promoter) add(key uint64, game int64, day, year, mv int) {
	pr.occ = append(pr.occ, occRow{key: int64(key), day: day, game: game, mv: mv, year: year})
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

// promoteOld adds the games of a bucket's entries of key's fingerprint:
// their day, year, collection and ratings from the games table, the move
// from a replay. It returns the games that do not reach key (another key
// with the same fingerprint), which stay in the bucket; the games no
// longer in the library are dropped.
func (pr *promoter) promoteOld(ctx context.Context, tx *sql.Tx, key uint64, games []int64) (stay []int64, err error) {
	for len(games) > 0 {
		n := min(len(games), 500)
		cond, args := inList("id", games[:n])
		games = games[n:]
		rows, err := tx.QueryContext(ctx, "SELECT id, collection, day, coalesce(year, 0), coalesce(white_elo, 0), coalesce(black_elo, 0), result, start, moves FROM games WHERE 1"+cond, args...)
		if err != nil {
			return nil, fmt.Errorf("library: deep index: %w", err)
		}
		for rows.Next() {
			var id, coll int64
			var day, year, we, be, result int
			var start sql.NullString
			var moves []byte
			if err := rows.Scan(&id, &coll, &day, &year, &we, &be, &result, &start, &moves); err != nil {
				rows.Close()
				return nil, fmt.Errorf("library: deep index: %w", err)
			}
			ply := firstPlyKey(start.String, moves, key)
			if ply < 0 {
				stay = append(stay, id) // a fingerprint met by chance, not this key
				continue
			}
			move := 0
			if ply < len(moves) {
				move = int(moves[ply])
			}
			pr.add(key, id, dayNumber(day), year, packMove(coll, ratingBucket(we, be), move, result))
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("library: deep index: %w", err)
		}
	}
	return stay, nil
}

// flush writes the promoted entries, and takes those of the copies (the
// copies table) out of the counts over every collection.
func (pr *promoter) flush(ctx context.Context, tx *sql.Tx) error {
	if len(pr.occ) == 0 {
		return nil
	}
	games := make([]int64, 0, len(pr.occ))
	for _, r := range pr.occ {
		games = append(games, r.game)
	}
	slices.Sort(games)
	copies, err := copiesAmong(ctx, tx, slices.Compact(games))
	if err != nil {
		return err
	}
	for _, r := range pr.occ {
		if !copies[r.game] {
			continue
		}
		_, rating, move, result := unpackMove(int64(r.mv))
		tk := promotedCount{r.key, copiesCollection, r.year, rating, move}
		c := pr.tree[tk]
		if c == nil {
			c = new([4]int)
			pr.tree[tk] = c
		}
		c[0]--
		if result != resUnknown {
			c[1+result]--
		}
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

// copiesAmong returns which of games are copies (the copies table).
func copiesAmong(ctx context.Context, tx *sql.Tx, games []int64) (map[int64]bool, error) {
	out := map[int64]bool{}
	for len(games) > 0 {
		n := min(len(games), 500)
		cond, args := inList("game", games[:n])
		games = games[n:]
		rows, err := tx.QueryContext(ctx, "SELECT game FROM copies WHERE 1"+cond, args...)
		if err != nil {
			return nil, fmt.Errorf("library: copies: %w", err)
		}
		for rows.Next() {
			var g int64
			if err := rows.Scan(&g); err != nil {
				rows.Close()
				return nil, fmt.Errorf("library: copies: %w", err)
			}
			out[g] = true
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("library: copies: %w", err)
		}
	}
	return out, nil
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
	return firstPlyWhere(start, moves, func(pos game.Position) bool { return Key(pos) == key })
}

// mergeBucket adds new entries (sorted by key) to bucket b, whose data was
// data, or promotes the entries of a key, with the bucket's entries of the
// same fingerprint, when they reach promoteGames.
func (pr *promoter) mergeBucket(ctx context.Context, tx *sql.Tx, b int64, data []byte, add []deepEntry) error {
	old, err := decodeBucket(data, nil)
	if err != nil {
		return err
	}
	// How many old entries each fingerprint added has (add is sorted by
	// fingerprint).
	var fps []uint32
	for _, e := range add {
		if fp := deepFP(e.key); len(fps) == 0 || fps[len(fps)-1] != fp {
			fps = append(fps, fp)
		}
	}
	oldCount := make([]int, len(fps))
	for _, e := range old {
		if i, ok := slices.BinarySearch(fps, e.fp); ok {
			oldCount[i]++
		}
	}
	promoted := map[uint32]bool{}
	var fresh []bucketEntry
	for len(add) > 0 {
		fp := deepFP(add[0].key)
		n := 1
		for n < len(add) && deepFP(add[n].key) == fp {
			n++
		}
		group := add[:n]
		add = add[n:]
		i, _ := slices.BinarySearch(fps, fp)
		if n+oldCount[i] < promoteGames {
			for _, e := range group {
				fresh = append(fresh, bucketEntry{e.game, fp})
			}
			continue
		}
		promoted[fp] = true
		key := group[0].key
		var oldGames []int64
		for _, e := range old {
			if e.fp == fp && !slices.ContainsFunc(group, func(d deepEntry) bool { return d.game == e.game }) {
				oldGames = append(oldGames, e.game)
			}
		}
		for _, e := range group {
			if e.key == key {
				pr.add(e.key, e.game, int(e.day), int(e.year), int(e.mv))
			} else { // another key with the same fingerprint: stays
				fresh = append(fresh, bucketEntry{e.game, fp})
			}
		}
		stay, err := pr.promoteOld(ctx, tx, key, oldGames)
		if err != nil {
			return err
		}
		for _, g := range stay {
			fresh = append(fresh, bucketEntry{g, fp})
		}
	}
	slices.SortFunc(fresh, cmpBucketEntry)
	merged := make([]bucketEntry, 0, len(old)+len(fresh))
	i := 0
	push := func(e bucketEntry) {
		if n := len(merged); n == 0 || merged[n-1] != e {
			merged = append(merged, e)
		}
	}
	for _, e := range old {
		if promoted[e.fp] {
			continue
		}
		for i < len(fresh) && cmpBucketEntry(fresh[i], e) < 0 {
			push(fresh[i])
			i++
		}
		push(e)
	}
	for ; i < len(fresh); i++ {
		push(fresh[i])
	}
	return pr.buckets.set(ctx, b, merged)
}

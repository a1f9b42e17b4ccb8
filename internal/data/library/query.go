package library

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Filter chooses the games a question is asked of. The zero Filter is
// every game of every collection.
type Filter struct {
	Collections []string // collection names; none: all
	Player      string   // a player of either side, by name (any case); "": anyone
	FromYear    int      // the first year, 0: no bound
	ToYear      int      // the last year, 0: no bound
	MinRating   int      // both players rated at least this (games without ratings are left out); 0: any
}

// fast reports whether the openings' tables answer the filter: no player.
// They keep ratings by the hundred (ratingBucket): a rating not in whole
// hundreds has its hundred read from the games table (edge).
func (f Filter) fast() bool { return f.Player == "" }

// edge returns the rating bucket a filter's rating falls inside (0: none,
// the rating is in whole hundreds) and the filter rounded up to the next
// hundred, which the openings' tables answer.
func (f Filter) edge() (int, Filter) {
	if f.MinRating <= 0 || f.MinRating%100 == 0 {
		return 0, f
	}
	b := ratingBucket(f.MinRating, f.MinRating)
	f.MinRating = (f.MinRating/100 + 1) * 100
	return b, f
}

// MoveStats is a move played from a position and how its games ended.
type MoveStats struct {
	Move                        game.Move
	Games                       int
	WhiteWins, Draws, BlackWins int // games of unknown result are in Games only
}

// Stats is what the library knows of a position.
type Stats struct {
	Games                       int // games that reached the position
	WhiteWins, Draws, BlackWins int
	Moves                       []MoveStats // the moves played from it, most played first
	Scanned                     bool        // some games were found by replaying them (the deep index, or a player's games)
}

func (s *Stats) add(move, result, n int) {
	s.Games += n
	switch result {
	case resWhite:
		s.WhiteWins += n
	case resDraw:
		s.Draws += n
	case resBlack:
		s.BlackWins += n
	}
	if move == 0 {
		return
	}
	i := slices.IndexFunc(s.Moves, func(m MoveStats) bool { return m.Move == game.Move(move) })
	if i < 0 {
		s.Moves = append(s.Moves, MoveStats{Move: game.Move(move)})
		i = len(s.Moves) - 1
	}
	m := &s.Moves[i]
	m.Games += n
	switch result {
	case resWhite:
		m.WhiteWins += n
	case resDraw:
		m.Draws += n
	case resBlack:
		m.BlackWins += n
	}
}

// Add counts one game that reached the position and played move from it
// (0: the game ended there), with its result: for counts made outside the
// library, as from record files.
func (s *Stats) Add(move game.Move, r game.Result) { s.add(int(move), resultCode(r), 1) }

// Sort puts the most played moves first (then by hole).
func (s *Stats) Sort() { s.sort() }

func (s *Stats) sort() {
	slices.SortStableFunc(s.Moves, func(a, b MoveStats) int {
		if a.Games != b.Games {
			return b.Games - a.Games
		}
		return int(a.Move) - int(b.Move)
	})
}

// collectionIDs returns the ids of the filter's collections (nil: all).
// A name the library does not hold matches nothing (id -1).
func (l *Library) collectionIDs(f Filter) []int64 {
	if len(f.Collections) == 0 {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	ids := []int64{-1}
	for _, name := range f.Collections {
		if id, ok := l.colls[name]; ok {
			ids = append(ids, id)
		}
	}
	return ids
}

// notCopy returns the SQL condition that leaves the copies (the copies
// table) out of a question over every collection (ids nil): a game held in
// two collections, such as a master game saved or a finished game also
// saved, is one game there. A filter of collections counts each of its
// games.
func notCopy(col string, ids []int64) string {
	if ids != nil {
		return ""
	}
	return " AND " + col + " NOT IN (SELECT game FROM copies)"
}

func inList(col string, ids []int64) (string, []any) {
	if ids == nil {
		return "", nil
	}
	marks := strings.TrimSuffix(strings.Repeat("?,", len(ids)), ",")
	args := make([]any, len(ids))
	for i, id := range ids {
		args[i] = id
	}
	return " AND " + col + " IN (" + marks + ")", args
}

// playerGames is the query of the games of a player, given twice.
const playerGames = "SELECT id FROM games WHERE white = ? COLLATE NOCASE UNION ALL SELECT id FROM games WHERE black = ? COLLATE NOCASE"

// gameFilter returns the SQL condition on the games table g of a filter.
func gameFilter(f Filter) (string, []any) {
	var cond []string
	var args []any
	if f.Player != "" {
		// Two searches of the players' indexes (SQLite scans the table
		// for the OR of the two).
		cond = append(cond, "g.id IN ("+playerGames+")")
		args = append(args, f.Player, f.Player)
	}
	if f.FromYear != 0 {
		cond = append(cond, "g.year >= ?")
		args = append(args, f.FromYear)
	}
	if f.ToYear != 0 {
		cond = append(cond, "g.year <= ?")
		args = append(args, f.ToYear)
	}
	if f.MinRating != 0 {
		cond = append(cond, "g.white_elo >= ? AND g.black_elo >= ?")
		args = append(args, f.MinRating, f.MinRating)
	}
	if len(cond) == 0 {
		return "", nil
	}
	return " AND " + strings.Join(cond, " AND "), args
}

// hit is a game that reached a position: its id, its day (dayNumber), the
// ply at which it first reached it (-1: not known yet), the move played
// from it (0: none) and its result.
type hit struct {
	id           int64
	day          int
	ply          int
	move, result int
}

// treeCond returns the SQL condition of a fast filter (Filter.fast) on the
// openings' tables: on tree's columns, or on occ's (day and mv) when occ is
// set.
func treeCond(f Filter, ids []int64, occ bool) (string, []any) {
	var cond []string
	var args []any
	if ids != nil {
		col := "collection"
		if occ {
			col = mvColl
		}
		c, a := inList(col, ids)
		cond = append(cond, strings.TrimPrefix(c, " AND "))
		args = append(args, a...)
	}
	if f.FromYear != 0 || f.ToYear != 0 {
		from, to := max(f.FromYear, 1), f.ToYear
		if to == 0 {
			to = 1 << 30
		}
		if occ {
			// Days of unknown date are 0; dayNumber counts 416 a year.
			cond = append(cond, "day > 0 AND day >= ? AND day <= ?")
			args = append(args, (min(max(from, 1900), 2151)-1900)*416, (min(max(to, 1899), 2150)-1900)*416+415)
		} else {
			cond = append(cond, "year >= ? AND year <= ?")
			args = append(args, from, to)
		}
	}
	if f.MinRating > 0 {
		col := "rating"
		if occ {
			col = mvRating
		}
		cond = append(cond, col+" >= ?")
		args = append(args, min(f.MinRating/100+1, 63))
	}
	if len(cond) == 0 {
		return "", nil
	}
	return " AND " + strings.Join(cond, " AND "), args
}

// Explore returns the moves played from p in the filter's games, with their
// games and results, most played first.
func (l *Library) Explore(ctx context.Context, p game.Position, f Filter) (Stats, error) {
	var st Stats
	ids := l.collectionIDs(f)
	if !f.fast() {
		hits, err := l.exactHits(ctx, p, f, ids)
		if err != nil {
			return st, err
		}
		for _, h := range hits {
			st.add(h.move, h.result, 1)
			st.Scanned = st.Scanned || h.ply >= 0
		}
		st.sort()
		return st, nil
	}
	// The openings' counts, then the games of the deep index.
	edge, rounded := f.edge()
	cond, args := treeCond(rounded, ids, false)
	rows, err := l.db.QueryContext(ctx, "SELECT move, sum(white), sum(draws), sum(black), sum(games) FROM tree WHERE key=?"+cond+" GROUP BY move",
		append([]any{dbKey(p)}, args...)...)
	if err != nil {
		return st, fmt.Errorf("library: explore: %w", err)
	}
	for rows.Next() {
		var move, w, d, b, n int
		if err := rows.Scan(&move, &w, &d, &b, &n); err != nil {
			rows.Close()
			return st, fmt.Errorf("library: explore: %w", err)
		}
		if n <= 0 {
			continue // copies' counts alone (not met: a copy's original counts too)
		}
		st.add(move, resWhite, w)
		st.add(move, resDraw, d)
		st.add(move, resBlack, b)
		st.add(move, resUnknown, n-w-d-b)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return st, fmt.Errorf("library: explore: %w", err)
	}
	if edge != 0 {
		// The games of the rating's hundred, rated high enough.
		cond, args := gameFilter(f)
		ccond, cargs := inList("g.collection", ids)
		rows, err := l.db.QueryContext(ctx, "SELECT o.mv % 64, count(*) FROM occ o JOIN games g ON g.id=o.game WHERE o.key=? AND "+
			strings.ReplaceAll(mvRating, "mv", "o.mv")+"=?"+cond+ccond+notCopy("o.game", ids)+" GROUP BY o.mv % 64",
			append(append([]any{dbKey(p), edge}, args...), cargs...)...)
		if err != nil {
			return st, fmt.Errorf("library: explore: %w", err)
		}
		for rows.Next() {
			var mv int64
			var n int
			if err := rows.Scan(&mv, &n); err != nil {
				rows.Close()
				return st, fmt.Errorf("library: explore: %w", err)
			}
			_, _, move, result := unpackMove(mv)
			st.add(move, result, n)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return st, fmt.Errorf("library: explore: %w", err)
		}
	}
	deep, err := l.deepHits(ctx, p, f, ids)
	if err != nil {
		return st, err
	}
	for _, h := range deep {
		st.add(h.move, h.result, 1)
	}
	st.Scanned = len(deep) > 0
	st.sort()
	return st, nil
}

// exactHits returns every game of the filter that reached p, from the
// games table: the openings' index rows joined with the games and the deep
// index's games, or, when the filter's player has fewer games than the
// position, the player's games replayed.
func (l *Library) exactHits(ctx context.Context, p game.Position, f Filter, ids []int64) ([]hit, error) {
	if f.Player != "" {
		var atPos, ofPlayer int
		if err := l.db.QueryRowContext(ctx, "SELECT coalesce(sum(games), 0) FROM tree WHERE key=?", dbKey(p)).Scan(&atPos); err != nil {
			return nil, fmt.Errorf("library: explore: %w", err)
		}
		if err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM ("+playerGames+")",
			f.Player, f.Player).Scan(&ofPlayer); err != nil {
			return nil, fmt.Errorf("library: explore: %w", err)
		}
		if ofPlayer < atPos {
			cond, args := gameFilter(f)
			ccond, cargs := inList("g.collection", ids)
			return l.replayHits(ctx, "SELECT g.id, g.day, g.result, g.start, g.moves FROM games g WHERE 1"+cond+ccond+notCopy("g.id", ids),
				append(args, cargs...), p, 0)
		}
	}
	cond, args := gameFilter(f)
	ccond, cargs := inList("g.collection", ids)
	rows, err := l.db.QueryContext(ctx, "SELECT o.game, o.day, o.mv FROM occ o JOIN games g ON g.id=o.game WHERE o.key=?"+cond+ccond+notCopy("o.game", ids),
		append(append([]any{dbKey(p)}, args...), cargs...)...)
	if err != nil {
		return nil, fmt.Errorf("library: explore: %w", err)
	}
	var hits []hit
	for rows.Next() {
		var h hit
		var mv int64
		if err := rows.Scan(&h.id, &h.day, &mv); err != nil {
			rows.Close()
			return nil, fmt.Errorf("library: explore: %w", err)
		}
		_, _, h.move, h.result = unpackMove(mv)
		h.ply = -1
		hits = append(hits, h)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: explore: %w", err)
	}
	deep, err := l.deepHits(ctx, p, f, ids)
	return append(hits, deep...), err
}

// deepHits returns the games of the filter that reached p first at ply
// treePlies or later, from the deep index, replaying them.
func (l *Library) deepHits(ctx context.Context, p game.Position, f Filter, ids []int64) ([]hit, error) {
	cands, err := l.deepGames(ctx, Key(p))
	if err != nil || len(cands) == 0 {
		return nil, err
	}
	cond, args := gameFilter(f)
	ccond, cargs := inList("g.collection", ids)
	var hits []hit
	for len(cands) > 0 {
		n := min(len(cands), 500)
		icond, iargs := inList("g.id", cands[:n])
		cands = cands[n:]
		h, err := l.replayHits(ctx, "SELECT g.id, g.day, g.result, g.start, g.moves FROM games g WHERE 1"+icond+cond+ccond+notCopy("g.id", ids),
			append(append(iargs, args...), cargs...), p, treePlies)
		if err != nil {
			return nil, err
		}
		hits = append(hits, h...)
	}
	return hits, nil
}

// replayHits replays the games of a query (id, day, result, start, moves)
// and returns those that reach p first at ply from or later.
func (l *Library) replayHits(ctx context.Context, q string, args []any, p game.Position, from int) ([]hit, error) {
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("library: search: %w", err)
	}
	defer rows.Close()
	var hits []hit
	for rows.Next() {
		var h hit
		var start sql.NullString
		var moves []byte
		if err := rows.Scan(&h.id, &h.day, &h.result, &start, &moves); err != nil {
			return nil, fmt.Errorf("library: search: %w", err)
		}
		h.ply = firstPly(start.String, moves, p)
		if h.ply < from {
			continue // does not reach it (a fingerprint met by chance), or counted in the openings
		}
		if h.ply < len(moves) {
			h.move = int(moves[h.ply])
		}
		h.day = dayNumber(h.day)
		hits = append(hits, h)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: search: %w", err)
	}
	return hits, nil
}

// GameInfo describes a game of the library.
type GameInfo struct {
	ID                 int64
	Collection         string
	File               string // the record file it was imported from
	Line               int    // its first line in that file
	Event, Site, Date  string
	White, Black       string
	WhiteElo, BlackElo int // 0: unknown
	Result             game.Result
	Termination        string
	Plies              int
	Ply                int // the ply at which it reached the position asked about (-1: not asked)
}

const infoColumns = "g.id, g.collection, g.file, g.line, g.event, g.site, g.date, g.white, g.black, g.white_elo, g.black_elo, g.result, g.termination, length(g.moves), g.start, g.moves"

func (l *Library) scanInfo(rows *sql.Rows, extra ...any) (GameInfo, string, []byte, error) {
	var gi GameInfo
	var coll int64
	var we, be sql.NullInt64
	var result int
	var start sql.NullString
	var moves []byte
	dest := []any{&gi.ID, &coll, &gi.File, &gi.Line, &gi.Event, &gi.Site, &gi.Date, &gi.White, &gi.Black,
		&we, &be, &result, &gi.Termination, &gi.Plies, &start, &moves}
	err := rows.Scan(append(dest, extra...)...)
	gi.WhiteElo, gi.BlackElo = int(we.Int64), int(be.Int64)
	gi.Result = codeResult(result)
	gi.Ply = -1
	l.mu.Lock()
	for name, id := range l.colls {
		if id == coll {
			gi.Collection = name
		}
	}
	l.mu.Unlock()
	return gi, start.String, moves, err
}

// firstPly returns the first ply at which the game reaches p, or -1.
func firstPly(start string, moves []byte, p game.Position) int {
	return firstPlyWhere(start, moves, func(pos game.Position) bool { return pos == p })
}

// firstPlyWhere replays a game (its start TFEN, "" for the start, and its
// moves) and returns the first ply whose position is, or -1: never, or
// the record does not replay.
func firstPlyWhere(start string, moves []byte, is func(game.Position) bool) int {
	pos := game.Start()
	if start != "" {
		var err error
		if pos, err = game.ParseTFEN(start); err != nil {
			return -1
		}
	}
	for ply := 0; ; ply++ {
		if is(pos) {
			return ply
		}
		if ply == len(moves) || !pos.Legal(game.Move(moves[ply])) {
			return -1
		}
		pos = pos.Apply(game.Move(moves[ply]))
	}
}

// Reached returns the games that reached p, the most recent first (by
// their Date, then the latest imported), at most limit of them, each with
// the ply at which it reached p.
func (l *Library) Reached(ctx context.Context, p game.Position, f Filter, limit int) ([]GameInfo, error) {
	ids := l.collectionIDs(f)
	var hits []hit
	if f.fast() {
		// The openings' index holds the games by date: the most recent
		// are read first. A game of the rating's hundred (edge) is
		// looked up in the games table.
		edge, rounded := f.edge()
		if edge != 0 {
			rounded.MinRating -= 100
		}
		cond, args := treeCond(rounded, ids, true)
		// Rows are read a page at a time, and the games of the edge
		// looked up between pages (the in-memory library has one
		// connection).
		for offset, page := 0, limit+16; len(hits) < limit; offset, page = offset+page, 2*page {
			var rows []hit
			var ratings []int
			r, err := l.db.QueryContext(ctx, "SELECT game, day, "+mvRating+" FROM occ WHERE key=?"+cond+notCopy("game", ids)+" ORDER BY day DESC, game DESC LIMIT ? OFFSET ?",
				append(append([]any{dbKey(p)}, args...), page, offset)...)
			if err != nil {
				return nil, fmt.Errorf("library: games at a position: %w", err)
			}
			for r.Next() {
				h := hit{ply: -1}
				var rating int
				if err := r.Scan(&h.id, &h.day, &rating); err != nil {
					r.Close()
					return nil, fmt.Errorf("library: games at a position: %w", err)
				}
				rows, ratings = append(rows, h), append(ratings, rating)
			}
			r.Close()
			if err := r.Err(); err != nil {
				return nil, fmt.Errorf("library: games at a position: %w", err)
			}
			for i, h := range rows {
				if len(hits) == limit {
					break
				}
				if edge != 0 && ratings[i] == edge {
					var ok bool
					err := l.db.QueryRowContext(ctx, "SELECT coalesce(white_elo >= ? AND black_elo >= ?, 0) FROM games WHERE id=?",
						f.MinRating, f.MinRating, h.id).Scan(&ok)
					if err != nil {
						return nil, fmt.Errorf("library: games at a position: %w", err)
					}
					if !ok {
						continue
					}
				}
				hits = append(hits, h)
			}
			if len(rows) < page {
				break
			}
		}
		deep, err := l.deepHits(ctx, p, f, ids)
		if err != nil {
			return nil, err
		}
		hits = append(hits, deep...)
	} else {
		var err error
		if hits, err = l.exactHits(ctx, p, f, ids); err != nil {
			return nil, err
		}
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if a.day != b.day {
			return b.day - a.day
		}
		return int(b.id - a.id)
	})
	return l.infos(ctx, p, hits[:min(limit, len(hits))])
}

// infos describes the games of hits, in their order, each with the ply at
// which it reached p (replayed when the hit does not give it): a query for
// 500 games at a time, not one for each.
func (l *Library) infos(ctx context.Context, p game.Position, hits []hit) ([]GameInfo, error) {
	type stored struct {
		gi    GameInfo
		start string
		moves []byte
	}
	byID := make(map[int64]stored, len(hits))
	for rest := hits; len(rest) > 0; {
		n := min(len(rest), 500)
		ids := make([]int64, n)
		for i, h := range rest[:n] {
			ids[i] = h.id
		}
		rest = rest[n:]
		cond, args := inList("g.id", ids)
		rows, err := l.db.QueryContext(ctx, "SELECT "+infoColumns+" FROM games g WHERE 1"+cond, args...)
		if err != nil {
			return nil, fmt.Errorf("library: games at a position: %w", err)
		}
		for rows.Next() {
			gi, start, moves, err := l.scanInfo(rows)
			if err != nil {
				rows.Close()
				return nil, fmt.Errorf("library: games at a position: %w", err)
			}
			byID[gi.ID] = stored{gi, start, moves}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("library: games at a position: %w", err)
		}
	}
	out := make([]GameInfo, 0, len(hits))
	for _, h := range hits {
		s, ok := byID[h.id]
		if !ok {
			return nil, fmt.Errorf("library: game %d: no such game", h.id)
		}
		s.gi.Ply = h.ply
		if s.gi.Ply < 0 {
			s.gi.Ply = firstPly(s.start, s.moves, p)
		}
		out = append(out, s.gi)
	}
	return out, nil
}

// Game returns a game of the library, its record rebuilt (tags, start,
// moves and result), with its description.
func (l *Library) Game(ctx context.Context, id int64) (*game.Game, GameInfo, error) {
	rows, err := l.db.QueryContext(ctx, "SELECT "+infoColumns+", g.tags FROM games g WHERE g.id=?", id)
	if err != nil {
		return nil, GameInfo{}, fmt.Errorf("library: game %d: %w", id, err)
	}
	defer rows.Close()
	if !rows.Next() {
		if err := rows.Err(); err != nil {
			return nil, GameInfo{}, fmt.Errorf("library: game %d: %w", id, err)
		}
		return nil, GameInfo{}, fmt.Errorf("library: game %d: no such game", id)
	}
	var tags string
	gi, start, moves, err := l.scanInfo(rows, &tags)
	if err != nil {
		return nil, gi, fmt.Errorf("library: game %d: %w", id, err)
	}
	pos := game.Start()
	if start != "" {
		if pos, err = game.ParseTFEN(start); err != nil {
			return nil, gi, fmt.Errorf("library: game %d: %w", id, err)
		}
	}
	g := game.NewGame(pos)
	for line := range strings.Lines(tags) {
		name, value, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "\t")
		if ok {
			g.SetTag(name, value)
		}
	}
	for i, m := range moves {
		if _, err := g.Play(game.Move(m)); err != nil {
			return nil, gi, fmt.Errorf("library: game %d, ply %d: %w", id, i+1, err)
		}
	}
	if g.Outcome().Result == game.Ongoing {
		g.SetResult(gi.Result)
	}
	return g, gi, nil
}

// Count returns how many games the filter's collections hold (with no
// collection named, a game held in two collections counts once).
func (l *Library) Count(ctx context.Context, f Filter) (int, error) {
	cond, args := gameFilter(f)
	ids := l.collectionIDs(f)
	ccond, cargs := inList("g.collection", ids)
	var n int
	err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM games g WHERE 1"+cond+ccond+notCopy("g.id", ids), append(args, cargs...)...).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("library: count: %w", err)
	}
	return n, nil
}

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

// onGames reports whether the filter needs the games table (players and
// ratings); collections and years are in the index rows.
func (f Filter) onGames() bool { return f.Player != "" || f.MinRating != 0 }

// keep reports whether an index row's collection and day pass the filter's
// collections (ids, nil: all) and years.
func (f Filter) keep(ids []int64, coll int64, day int) bool {
	if ids != nil && !slices.Contains(ids, coll) {
		return false
	}
	if f.FromYear != 0 || f.ToYear != 0 {
		y := dayYear(day)
		if y == 0 || f.FromYear != 0 && y < f.FromYear || f.ToYear != 0 && y > f.ToYear {
			return false
		}
	}
	return true
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
	Scanned                     bool        // the position is deeper than the index: the games were replayed
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

// gameFilter returns the SQL condition on the games table g of a filter.
func gameFilter(f Filter) (string, []any) {
	var cond []string
	var args []any
	if f.Player != "" {
		cond = append(cond, "(g.white = ? COLLATE NOCASE OR g.black = ? COLLATE NOCASE)")
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

// Explore returns the moves played from p in the filter's games, with their
// games and results, most played first.
func (l *Library) Explore(ctx context.Context, p game.Position, f Filter) (Stats, error) {
	var st Stats
	key := dbKey(p)
	ids := l.collectionIDs(f)
	switch {
	case !f.onGames() && f.FromYear == 0 && f.ToYear == 0:
		// The openings' counts, then the index rows of deeper plies.
		cond, args := inList("collection", ids)
		rows, err := l.db.QueryContext(ctx, "SELECT move, sum(white), sum(draws), sum(black), sum(games) FROM tree WHERE key=?"+cond+" GROUP BY move",
			append([]any{key}, args...)...)
		if err != nil {
			return st, fmt.Errorf("library: explore: %w", err)
		}
		for rows.Next() {
			var move, w, d, b, n int
			if err := rows.Scan(&move, &w, &d, &b, &n); err != nil {
				rows.Close()
				return st, fmt.Errorf("library: explore: %w", err)
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
		if err := l.scanOcc(ctx, &st, "SELECT mv FROM occ WHERE key=? AND deep=1", []any{key}, f, ids); err != nil {
			return st, err
		}
	case !f.onGames():
		if err := l.scanOcc(ctx, &st, "SELECT mv FROM occ WHERE key=?", []any{key}, f, ids); err != nil {
			return st, err
		}
	default:
		cond, args := gameFilter(f)
		q := "SELECT o.mv FROM occ o JOIN games g ON g.id=o.game WHERE o.key=?" + cond
		if err := l.scanOcc(ctx, &st, q, append([]any{key}, args...), f, ids); err != nil {
			return st, err
		}
	}
	if st.Games == 0 {
		if err := l.scanDeep(ctx, p, f, func(_ int64, move, result int) { st.add(move, result, 1) }); err != nil {
			return st, err
		}
		st.Scanned = true
	}
	st.sort()
	return st, nil
}

// scanOcc adds the index rows of a query on occ's mv to st, keeping the
// collections ids (nil: all).
func (l *Library) scanOcc(ctx context.Context, st *Stats, q string, args []any, f Filter, ids []int64) error {
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return fmt.Errorf("library: explore: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		var mv int64
		if err := rows.Scan(&mv); err != nil {
			return fmt.Errorf("library: explore: %w", err)
		}
		day, coll, move, result := unpackMove(mv)
		if !f.keep(ids, coll, day) {
			continue
		}
		st.add(move, result, 1)
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("library: explore: %w", err)
	}
	return nil
}

// scanDeep replays the games longer than the index and calls fn with every
// game that reaches p after IndexPlies plies: its id, the move played from
// p (0: none) and its result.
func (l *Library) scanDeep(ctx context.Context, p game.Position, f Filter, fn func(id int64, move, result int)) error {
	cond, args := gameFilter(f)
	ccond, cargs := inList("g.collection", l.collectionIDs(f))
	rows, err := l.db.QueryContext(ctx, "SELECT g.id, g.start, g.moves, g.result FROM games g WHERE length(g.moves) > ?"+cond+ccond,
		append(append([]any{IndexPlies}, args...), cargs...)...)
	if err != nil {
		return fmt.Errorf("library: search: %w", err)
	}
	defer rows.Close()
	for rows.Next() {
		if err := ctx.Err(); err != nil {
			return fmt.Errorf("library: search: %w", err)
		}
		var id int64
		var start sql.NullString
		var moves []byte
		var result int
		if err := rows.Scan(&id, &start, &moves, &result); err != nil {
			return fmt.Errorf("library: search: %w", err)
		}
		pos := game.Start()
		if start.Valid {
			if pos, err = game.ParseTFEN(start.String); err != nil {
				continue
			}
		}
		for ply, m := range moves {
			// Kazans only grow: past p's, the game cannot reach it.
			if pos.Kazans[game.White] > p.Kazans[game.White] || pos.Kazans[game.Black] > p.Kazans[game.Black] {
				break
			}
			if ply > IndexPlies && pos == p {
				fn(id, int(m), result)
				break
			}
			if !pos.Legal(game.Move(m)) {
				break
			}
			pos = pos.Apply(game.Move(m))
			if ply+1 == len(moves) && ply+1 > IndexPlies && pos == p {
				fn(id, 0, result)
			}
		}
	}
	return rows.Err()
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
	pos := game.Start()
	if start != "" {
		var err error
		if pos, err = game.ParseTFEN(start); err != nil {
			return -1
		}
	}
	for ply := 0; ; ply++ {
		if pos == p {
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
	if !f.onGames() {
		return l.reachedFromIndex(ctx, p, f, limit)
	}
	cond, args := gameFilter(f)
	ccond, cargs := inList("g.collection", l.collectionIDs(f))
	q := "SELECT " + infoColumns + " FROM occ o JOIN games g ON g.id=o.game WHERE o.key=?" + cond + ccond +
		" ORDER BY g.day DESC, g.id DESC LIMIT ?"
	rows, err := l.db.QueryContext(ctx, q, append(append(append([]any{dbKey(p)}, args...), cargs...), limit)...)
	if err != nil {
		return nil, fmt.Errorf("library: games at a position: %w", err)
	}
	var out []GameInfo
	for rows.Next() {
		gi, start, moves, err := l.scanInfo(rows)
		if err != nil {
			rows.Close()
			return nil, fmt.Errorf("library: games at a position: %w", err)
		}
		gi.Ply = firstPly(start, moves, p)
		out = append(out, gi)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: games at a position: %w", err)
	}
	if len(out) > 0 {
		return out, nil
	}
	return l.reachedDeep(ctx, p, f, limit)
}

// reachedDeep is Reached past the index: the long games are replayed.
func (l *Library) reachedDeep(ctx context.Context, p game.Position, f Filter, limit int) ([]GameInfo, error) {
	var out []GameInfo
	var ids []int64
	if err := l.scanDeep(ctx, p, f, func(id int64, _, _ int) { ids = append(ids, id) }); err != nil {
		return nil, err
	}
	for _, id := range ids {
		_, gi, err := l.Game(ctx, id)
		if err != nil {
			return nil, err
		}
		out = append(out, gi)
	}
	slices.SortFunc(out, func(a, b GameInfo) int {
		_, da := parseDate(a.Date)
		_, db := parseDate(b.Date)
		if da != db {
			return db - da
		}
		return int(b.ID - a.ID)
	})
	if len(out) > limit {
		out = out[:limit]
	}
	for i := range out {
		if g, _, err := l.Game(ctx, out[i].ID); err == nil {
			for ply := 0; ply <= g.Len(); ply++ {
				if g.PositionAt(ply) == p {
					out[i].Ply = ply
					break
				}
			}
		}
	}
	return out, nil
}

// reachedFromIndex is Reached without a filter on players or ratings: the
// index rows give the games' days, so only the games shown are read.
func (l *Library) reachedFromIndex(ctx context.Context, p game.Position, f Filter, limit int) ([]GameInfo, error) {
	ids := l.collectionIDs(f)
	rows, err := l.db.QueryContext(ctx, "SELECT game, mv FROM occ WHERE key=?", dbKey(p))
	if err != nil {
		return nil, fmt.Errorf("library: games at a position: %w", err)
	}
	type hit struct {
		day int
		id  int64
	}
	var hits []hit
	for rows.Next() {
		var id, mv int64
		if err := rows.Scan(&id, &mv); err != nil {
			rows.Close()
			return nil, fmt.Errorf("library: games at a position: %w", err)
		}
		day, coll, _, _ := unpackMove(mv)
		if f.keep(ids, coll, day) {
			hits = append(hits, hit{day, id})
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("library: games at a position: %w", err)
	}
	if len(hits) == 0 {
		return l.reachedDeep(ctx, p, f, limit)
	}
	slices.SortFunc(hits, func(a, b hit) int {
		if a.day != b.day {
			return b.day - a.day
		}
		return int(b.id - a.id)
	})
	var out []GameInfo
	for _, h := range hits[:min(limit, len(hits))] {
		g, gi, err := l.Game(ctx, h.id)
		if err != nil {
			return nil, err
		}
		for ply := 0; ply <= g.Len(); ply++ {
			if g.PositionAt(ply) == p {
				gi.Ply = ply
				break
			}
		}
		out = append(out, gi)
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

// Count returns how many games the filter's collections hold.
func (l *Library) Count(ctx context.Context, f Filter) (int, error) {
	cond, args := gameFilter(f)
	ccond, cargs := inList("g.collection", l.collectionIDs(f))
	var n int
	err := l.db.QueryRowContext(ctx, "SELECT count(*) FROM games g WHERE 1"+cond+ccond, append(args, cargs...)...).Scan(&n)
	if err != nil {
		return 0, fmt.Errorf("library: count: %w", err)
	}
	return n, nil
}

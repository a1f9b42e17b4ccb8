package library

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Result codes, as the database keeps them.
const (
	resWhite   = 0
	resDraw    = 1
	resBlack   = 2
	resUnknown = 3
)

func resultCode(r game.Result) int {
	switch r {
	case game.WhiteWins:
		return resWhite
	case game.Draw:
		return resDraw
	case game.BlackWins:
		return resBlack
	}
	return resUnknown
}

func codeResult(c int) game.Result {
	switch c {
	case resWhite:
		return game.WhiteWins
	case resDraw:
		return game.Draw
	case resBlack:
		return game.BlackWins
	}
	return game.Ongoing
}

// Skipped is a game of a record file that could not be read.
type Skipped struct {
	File string
	Line int
	Err  error
}

func (s Skipped) Error() string { return fmt.Sprintf("%s:%d: %v", s.File, s.Line, s.Err) }

// Report is what an import did.
type Report struct {
	File       string
	Added      int       // games written
	Duplicates int       // games the collection already held
	Skipped    []Skipped // games that could not be read, with their lines
}

// batchGames and batchTime bound a transaction: whole games only, committed
// every batchGames games or batchTime, whichever comes first.
const (
	batchGames = 2000
	batchTime  = 2 * time.Second
)

// ImportFile imports the games of a record file into a collection
// ("" is DefaultLibrary): our records, the national scoresheet style,
// PlayOK's exports and PlayStrategy's PGN.
func (l *Library) ImportFile(ctx context.Context, collection, path string) (Report, error) {
	f, err := os.Open(path)
	if err != nil {
		return Report{File: path}, fmt.Errorf("library: import: %w", err)
	}
	defer f.Close()
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	rep, err := l.Import(ctx, collection, abs, f)
	if err == nil {
		l.mu.Lock()
		err = l.addSource(collectionName(collection), abs)
		l.mu.Unlock()
	}
	return rep, err
}

func collectionName(c string) string {
	if c == "" {
		return DefaultLibrary
	}
	return c
}

// Import imports the games read from r, named file in the library and its
// reports, into a collection ("" is DefaultLibrary). Games already in the
// collection are counted as duplicates; games that cannot be read are
// skipped and listed. On an error (or when ctx is done) the games of the
// transactions committed so far stay, and the report counts them.
func (l *Library) Import(ctx context.Context, collection, file string, r io.Reader) (Report, error) {
	collection = collectionName(collection)
	rep := Report{File: file}
	if collection == Masters {
		return rep, fmt.Errorf("library: import %s: %w: %s is built in", file, ErrReadOnly, Masters)
	}
	if l.readOnly != nil {
		return rep, fmt.Errorf("library: import %s: %w", file, l.readOnly)
	}
	return l.importGames(ctx, collection, false, file, r)
}

// AddGame adds one game to a collection ("" is DefaultLibrary), such as a
// game finished in the program or a saved game, source naming it. It reports
// whether it was added (false: the collection already held it).
func (l *Library) AddGame(ctx context.Context, collection, source string, g *game.Game) (bool, error) {
	collection = collectionName(collection)
	if collection == Masters {
		return false, fmt.Errorf("library: add game: %w: %s is built in", ErrReadOnly, Masters)
	}
	if l.readOnly != nil {
		return false, fmt.Errorf("library: add game: %w", l.readOnly)
	}
	w, err := l.newWriter(ctx, collection, false)
	if err != nil {
		return false, err
	}
	defer w.rollback()
	added, err := w.add(ctx, g, source, 0)
	if err != nil {
		return false, err
	}
	return added, w.commit(ctx)
}

// importGames reads and writes the games of r in batched transactions.
func (l *Library) importGames(ctx context.Context, collection string, builtin bool, file string, r io.Reader) (Report, error) {
	rep := Report{File: file}
	w, err := l.newWriter(ctx, collection, builtin)
	if err != nil {
		return rep, err
	}
	defer w.rollback()
	d := game.NewPlayStrategyDecoder(r)
	pending, dups := 0, 0
	started := time.Now()
	commit := func() error {
		if err := w.commit(ctx); err != nil {
			return err
		}
		rep.Added += pending
		rep.Duplicates += dups
		pending, dups = 0, 0
		started = time.Now()
		return nil
	}
	for {
		if err := ctx.Err(); err != nil {
			return rep, fmt.Errorf("library: import %s: %w", file, err)
		}
		g, line, err := nextGame(d)
		if errors.Is(err, io.EOF) {
			break
		}
		var re *game.RecordError
		if errors.As(err, &re) {
			rep.Skipped = append(rep.Skipped, Skipped{File: file, Line: re.Line, Err: re})
			continue
		}
		if err != nil {
			if cerr := commit(); cerr != nil {
				return rep, cerr
			}
			return rep, fmt.Errorf("library: import %s: %w", file, err)
		}
		added, err := w.add(ctx, g, file, line)
		if err != nil {
			return rep, err
		}
		if added {
			pending++
		} else {
			dups++
		}
		if pending+dups >= batchGames || time.Since(started) > batchTime {
			if err := commit(); err != nil {
				return rep, err
			}
		}
	}
	if err := commit(); err != nil {
		return rep, err
	}
	return rep, nil
}

// nextGame returns the next game and the line it starts on.
func nextGame(d *game.PlayStrategyDecoder) (*game.Game, int, error) {
	g, err := d.Next()
	if err != nil {
		return nil, 0, err
	}
	return g, d.Line(), nil
}

// writer writes games in one transaction at a time.
type writer struct {
	l          *Library
	collection int64
	tx         *sql.Tx
	insGame    *sql.Stmt
	insOcc     *sql.Stmt // occChunk rows
	insOcc1    *sql.Stmt
	upTree     *sql.Stmt
	occ        []occRow
	tree       map[treeKey]*[4]int
}

type occRow struct {
	key  int64
	deep bool
	game int64
	mv   int
}

type treeKey struct {
	key  int64
	move int
}

// occChunk is how many index rows one INSERT writes.
const occChunk = 256

func (l *Library) newWriter(ctx context.Context, collection string, builtin bool) (*writer, error) {
	id, err := l.collectionID(ctx, collection, true, builtin)
	if err != nil {
		return nil, err
	}
	w := &writer{l: l, collection: id, tree: map[treeKey]*[4]int{}}
	return w, w.begin(ctx)
}

func (w *writer) begin(ctx context.Context) error {
	tx, err := w.l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: begin: %w", err)
	}
	w.tx = tx
	prep := func(q string) *sql.Stmt {
		if err != nil {
			return nil
		}
		var s *sql.Stmt
		s, err = tx.PrepareContext(ctx, q)
		return s
	}
	w.insGame = prep(`INSERT OR IGNORE INTO games(collection, hash, file, line, event, site, date, year, day,
		white, black, white_elo, black_elo, result, termination, start, moves, tags)
		VALUES(?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`)
	w.insOcc = prep("INSERT OR IGNORE INTO occ(key, deep, game, mv) VALUES" + strings.TrimSuffix(strings.Repeat("(?,?,?,?),", occChunk), ","))
	w.insOcc1 = prep("INSERT OR IGNORE INTO occ(key, deep, game, mv) VALUES(?,?,?,?)")
	w.upTree = prep(`INSERT INTO tree(key, collection, move, games, white, draws, black) VALUES(?,?,?,?,?,?,?)
		ON CONFLICT(key, collection, move) DO UPDATE SET games=games+excluded.games,
		white=white+excluded.white, draws=draws+excluded.draws, black=black+excluded.black`)
	if err != nil {
		tx.Rollback()
		w.tx = nil
		return fmt.Errorf("library: prepare: %w", err)
	}
	return nil
}

func (w *writer) rollback() {
	if w.tx != nil {
		w.tx.Rollback()
		w.tx = nil
	}
}

// add writes one game, unless the collection holds it already.
func (w *writer) add(ctx context.Context, g *game.Game, file string, line int) (bool, error) {
	if g.Ply() != g.Len() {
		g = g.Clone()
		if err := g.SetPly(g.Len()); err != nil {
			return false, err
		}
	}
	hash := gameHash(g)
	moves := make([]byte, g.Len())
	for i, m := range g.Moves() {
		moves[i] = byte(m)
	}
	tag := func(name string) string {
		v := g.Tag(name)
		if v == "?" || v == "-" {
			return ""
		}
		return v
	}
	date := tag(game.TagDate)
	year, day := parseDate(date)
	var start any
	if g.Start() != game.Start() {
		start = g.Start().TFEN()
	}
	res := g.Result()
	termination := tag("Termination")
	if termination == "" {
		switch {
		case g.Outcome().Result != game.Ongoing:
			termination = "normal"
		case res != game.Ongoing:
			termination = "adjudicated" // a resignation, an agreement or a clock
		}
	}
	var tags strings.Builder
	for _, t := range g.Tags() {
		tags.WriteString(t.Name + "\t" + strings.ReplaceAll(t.Value, "\n", " ") + "\n")
	}
	r, err := w.insGame.ExecContext(ctx, w.collection, hash[:], file, line,
		tag(game.TagEvent), tag(game.TagSite), date, nullInt(year), day,
		tag(game.TagWhite), tag(game.TagBlack), nullInt(atoi(tag("WhiteElo"))), nullInt(atoi(tag("BlackElo"))),
		resultCode(res), termination, start, moves, tags.String())
	if err != nil {
		return false, fmt.Errorf("library: write game of %s:%d: %w", file, line, err)
	}
	if n, err := r.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	id, err := r.LastInsertId()
	if err != nil {
		return false, fmt.Errorf("library: write game of %s:%d: %w", file, line, err)
	}
	rc := resultCode(res)
	n := min(g.Len(), IndexPlies)
	seen := make(map[int64]bool, n+1)
	for ply := 0; ply <= n; ply++ {
		p := g.PositionAt(ply)
		key := dbKey(p)
		if seen[key] {
			continue // a game counts once for a position it reached twice
		}
		seen[key] = true
		move := 0
		if ply < g.Len() {
			move = int(moves[ply])
		}
		deep := ply >= treePlies
		w.occ = append(w.occ, occRow{key: key, deep: deep, game: id, mv: packMove(w.collection, move, rc)})
		if !deep {
			tk := treeKey{key, move}
			c := w.tree[tk]
			if c == nil {
				c = new([4]int)
				w.tree[tk] = c
			}
			c[0]++
			if rc != resUnknown {
				c[1+rc]++
			}
			// move 0: the game ended in this position
		}
	}
	return true, nil
}

// packMove packs the collection, the move played (0: none, the game ended
// there) and the result into an index row's mv.
func packMove(collection int64, move, result int) int {
	return (int(collection)*16+move)*4 + result
}

func unpackMove(mv int64) (collection int64, move, result int) {
	return mv / 64, int(mv/4) % 16, int(mv % 4)
}

// flush writes the index rows, sorted by key, and the move counts.
func (w *writer) flush(ctx context.Context) error {
	slices.SortFunc(w.occ, func(a, b occRow) int {
		switch {
		case a.key < b.key:
			return -1
		case a.key > b.key:
			return 1
		case a.deep != b.deep:
			if a.deep {
				return 1
			}
			return -1
		}
		return int(a.game - b.game)
	})
	args := make([]any, 0, 3*occChunk)
	rows := w.occ
	for len(rows) >= occChunk {
		args = args[:0]
		for _, r := range rows[:occChunk] {
			args = append(args, r.key, r.deep, r.game, r.mv)
		}
		if _, err := w.insOcc.ExecContext(ctx, args...); err != nil {
			return fmt.Errorf("library: write positions: %w", err)
		}
		rows = rows[occChunk:]
	}
	for _, r := range rows {
		if _, err := w.insOcc1.ExecContext(ctx, r.key, r.deep, r.game, r.mv); err != nil {
			return fmt.Errorf("library: write positions: %w", err)
		}
	}
	w.occ = w.occ[:0]
	for k, c := range w.tree {
		if _, err := w.upTree.ExecContext(ctx, k.key, w.collection, k.move, c[0], c[1], c[2], c[3]); err != nil {
			return fmt.Errorf("library: write move counts: %w", err)
		}
	}
	clear(w.tree)
	return nil
}

// commit writes what is pending, commits and begins the next transaction.
func (w *writer) commit(ctx context.Context) error {
	if err := w.flush(ctx); err != nil {
		return err
	}
	if err := w.tx.Commit(); err != nil {
		w.tx = nil
		return fmt.Errorf("library: commit: %w", err)
	}
	w.tx = nil
	return w.begin(ctx)
}

// gameHash is the content hash of a game: its record text (tags, start,
// moves, comments and result).
func gameHash(g *game.Game) [16]byte {
	sum := sha256.Sum256([]byte(g.Text()))
	var h [16]byte
	copy(h[:], sum[:])
	return h
}

// parseDate reads the year and a sortable day (yyyymmdd, 0 for what is
// unknown) of a Date tag such as "2025.08.22", "2018" or "2018.??.??".
func parseDate(date string) (year, day int) {
	parts := strings.FieldsFunc(date, func(r rune) bool { return r == '.' || r == '-' || r == '/' })
	nums := [3]int{}
	for i := 0; i < len(parts) && i < 3; i++ {
		nums[i] = atoi(parts[i])
	}
	if nums[0] < 1000 || nums[0] > 9999 {
		return 0, 0
	}
	return nums[0], nums[0]*10000 + min(nums[1], 12)*100 + min(nums[2], 31)
}

func atoi(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 0 {
		return 0
	}
	return n
}

func nullInt(n int) any {
	if n == 0 {
		return nil
	}
	return n
}

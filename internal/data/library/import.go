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
	File   string
	Line   int
	Err    error
	KeptAs string // a saved file that could not be read as a game was kept aside here (SyncFolder); "": left in place
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
	return l.ImportFileProgress(ctx, collection, path, nil)
}

// ImportFileProgress is ImportFile telling progress, when not nil, how far
// the reading of the file got: the bytes read so far and the file's size.
// It is called often, off the caller's goroutine; the reading runs a little
// ahead of the games written.
func (l *Library) ImportFileProgress(ctx context.Context, collection, path string, progress func(read, size int64)) (Report, error) {
	f, err := os.Open(path)
	if err != nil {
		return Report{File: path}, fmt.Errorf("library: import: %w", err)
	}
	defer f.Close()
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	var r io.Reader = f
	if progress != nil {
		var size int64
		if info, err := f.Stat(); err == nil {
			size = info.Size()
		}
		r = &progressReader{r: f, size: size, progress: progress}
	}
	rep, err := l.Import(ctx, collection, abs, r)
	if err == nil {
		l.mu.Lock()
		err = l.addSource(collectionName(collection), abs)
		l.mu.Unlock()
	}
	return rep, err
}

// progressReader tells progress the bytes read through it.
type progressReader struct {
	r        io.Reader
	read     int64
	size     int64
	progress func(read, size int64)
}

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	if n > 0 {
		p.read += int64(n)
		p.progress(p.read, p.size)
	}
	return n, err
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
	if Builtin(collection) {
		return rep, fmt.Errorf("library: import %s: %w: %s is built in", file, ErrReadOnly, collection)
	}
	if l.readOnly != nil {
		return rep, fmt.Errorf("library: import %s: %w", file, l.readOnly)
	}
	return l.importGames(ctx, collection, false, file, r)
}

// AddGame adds one game to a collection ("" is DefaultLibrary), such as a
// game finished in the program or a saved game, source naming it. It reports
// whether it was added (false: the collection already held it).
func (l *Library) AddGame(ctx context.Context, collection, source string, g *game.Game) (added bool, err error) {
	collection = collectionName(collection)
	if Builtin(collection) {
		return false, fmt.Errorf("library: add game: %w: %s is built in", ErrReadOnly, collection)
	}
	if l.readOnly != nil {
		return false, fmt.Errorf("library: add game: %w", l.readOnly)
	}
	w, err := l.newWriter(ctx, collection, false)
	if err != nil {
		return false, err
	}
	defer l.finish(ctx, w, &err)
	added, err = w.add(ctx, g, source, 0)
	if err != nil {
		return false, err
	}
	return added, w.commit(ctx)
}

// recordDecoder reads the games of a record file one at a time: Next
// returns io.EOF at the end, a *game.RecordError for a game that cannot be
// read (the next one can), any other error for input that cannot be read
// at all; Line is the first line of the game Next returned last.
type recordDecoder interface {
	Next() (*game.Game, error)
	Line() int
}

// newRecordDecoder is the one reader of the record files an import takes
// (ImportFile, Import, the built-in collections): every notation the game
// package reads, PlayStrategy's PGN too.
func newRecordDecoder(r io.Reader) recordDecoder { return game.NewDecoder(r) }

// item is a game read and prepared for writing, or a game skipped, or the
// error that ended the reading.
type item struct {
	game    *prepared
	skipped *Skipped
	err     error
}

// importGames reads and writes the games of r in batched transactions,
// then merges them into the index (stageGames and merge).
func (l *Library) importGames(ctx context.Context, collection string, builtin bool, file string, r io.Reader) (Report, error) {
	rep, err := l.stageGames(ctx, collection, builtin, file, r)
	if merr := l.merge(context.WithoutCancel(ctx)); merr != nil && err == nil {
		err = merr
	}
	return rep, err
}

// stageGames reads and writes the games of r in batched transactions,
// their index rows staged (merge moves them into the index; the next
// opening does when it did not). One goroutine reads and prepares the games
// (replaying them, hashing the positions) while this one writes them.
func (l *Library) stageGames(ctx context.Context, collection string, builtin bool, file string, r io.Reader) (rep Report, err error) {
	rep = Report{File: file}
	w, err := l.newWriter(ctx, collection, builtin)
	if err != nil {
		return rep, err
	}
	defer w.rollback()
	items := make(chan item, 256)
	done := make(chan struct{})
	defer close(done)
	go func() {
		defer close(items)
		d := newRecordDecoder(r)
		for {
			var it item
			g, err := d.Next()
			var re *game.RecordError
			switch {
			case errors.Is(err, io.EOF):
				return
			case errors.As(err, &re):
				it.skipped = &Skipped{File: file, Line: re.Line, Err: re}
			case err != nil:
				it.err = err
			default:
				it.game = prepare(g, file, d.Line())
			}
			select {
			case items <- it:
			case <-done:
				return
			}
			if it.err != nil {
				return
			}
		}
	}()
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
		if l.onCommit != nil {
			l.onCommit(rep)
		}
		return nil
	}
	for it := range items {
		if err := ctx.Err(); err != nil {
			return rep, fmt.Errorf("library: import %s: %w", file, err)
		}
		switch {
		case it.skipped != nil:
			rep.Skipped = append(rep.Skipped, *it.skipped)
			continue
		case it.err != nil:
			if cerr := commit(); cerr != nil {
				return rep, cerr
			}
			return rep, fmt.Errorf("library: import %s: %w", file, it.err)
		}
		added, err := w.write(ctx, it.game)
		if err != nil {
			return rep, err
		}
		if added {
			pending++
		} else {
			dups++
		}
		if pending+dups >= l.batch() || time.Since(started) > batchTime {
			if err := commit(); err != nil {
				return rep, err
			}
		}
	}
	if err := ctx.Err(); err != nil {
		return rep, fmt.Errorf("library: import %s: %w", file, err)
	}
	if err := commit(); err != nil {
		return rep, err
	}
	return rep, nil
}

// batch is how many games a transaction holds at most.
func (l *Library) batch() int {
	if l.batchGames > 0 {
		return l.batchGames
	}
	return batchGames
}

// writer writes games in one transaction at a time.
type writer struct {
	l          *Library
	collection int64
	tx         *sql.Tx
	insGame    *sql.Stmt
	insOcc     *sql.Stmt // occChunk rows
	insOcc1    *sql.Stmt
	upTree     *sql.Stmt // treeChunk rows
	upTree1    *sql.Stmt
	insDeep    *sql.Stmt
	isCopy     *sql.Stmt // whether another collection holds a game's content
	insCopy    *sql.Stmt
	occ        []occRow
	tree       map[treeKey]*[4]int
	copies     map[treeKey]*[4]int // the counts of the copies, taken out of copiesCollection
	deep       [deepParts][]deepEntry
}

// occRow is a row of the openings' index: a position, the game's day, the
// game and packMove's mv.
type occRow struct {
	key  int64
	day  int
	game int64
	mv   int
	year int // the game's year, for the promoter (not a column of occ)
}

// treeKey is a row of the openings' move counts, for the writer's
// collection.
type treeKey struct {
	key    int64
	year   int
	rating int
	move   int
}

// occChunk and treeChunk are how many rows of the stages one INSERT writes.
const (
	occChunk  = 256
	treeChunk = 100
)

// finish ends a writer's work: what it has not committed is rolled back,
// and what it committed goes into the index, even when the work stopped
// early. A failed merge is the work's error when it had none.
func (l *Library) finish(ctx context.Context, w *writer, err *error) {
	w.rollback()
	if merr := l.merge(context.WithoutCancel(ctx)); merr != nil && *err == nil {
		*err = merr
	}
}

func (l *Library) newWriter(ctx context.Context, collection string, builtin bool) (*writer, error) {
	id, err := l.collectionID(ctx, collection, true, builtin)
	if err != nil {
		return nil, err
	}
	w := &writer{l: l, collection: id, tree: map[treeKey]*[4]int{}, copies: map[treeKey]*[4]int{}}
	return w, w.begin(ctx)
}

func (w *writer) begin(ctx context.Context) error {
	tx, err := w.l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: begin: %w", err)
	}
	w.tx = tx
	if err := w.prepare(ctx); err != nil {
		tx.Rollback()
		w.tx = nil
		return err
	}
	return nil
}

// prepare prepares the writer's statements in its transaction.
func (w *writer) prepare(ctx context.Context) error {
	var err error
	tx := w.tx
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
	w.insOcc = prep("INSERT INTO stage(key, day, game, mv) VALUES" + strings.TrimSuffix(strings.Repeat("(?,?,?,?),", occChunk), ","))
	w.insOcc1 = prep("INSERT INTO stage(key, day, game, mv) VALUES(?,?,?,?)")
	w.upTree = prep("INSERT INTO tstage(key, collection, year, rating, move, games, white, draws, black) VALUES" +
		strings.TrimSuffix(strings.Repeat("(?,?,?,?,?,?,?,?,?),", treeChunk), ","))
	w.upTree1 = prep("INSERT INTO tstage(key, collection, year, rating, move, games, white, draws, black) VALUES(?,?,?,?,?,?,?,?,?)")
	w.insDeep = prep("INSERT INTO dstage(part, data) VALUES(?, ?)")
	// The unique index (collection, hash) probed once a collection.
	w.isCopy = prep("SELECT EXISTS(SELECT 1 FROM games WHERE collection IN (SELECT id FROM collections WHERE id<>?) AND hash=?)")
	w.insCopy = prep("INSERT OR IGNORE INTO copies(game) VALUES(?)")
	if err != nil {
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

// prepared is a game ready to be written: its columns and its positions.
type prepared struct {
	cols   []any // the games row, the collection first (set by write)
	rc     int   // the result code
	day    int   // dayNumber of its date
	year   int   // the year of its date, 0: unknown
	rating int   // ratingBucket of its players' ratings
	moves  []byte
	keys   []posKey
	copy   bool // another collection holds the same game (see the copies table)
}

// posKey is a position of a game and the move played from it (0: none).
type posKey struct {
	key  int64
	ply  int
	move int
}

// prepare computes what write needs of a game: the columns, the content
// hash and the keys of its positions, each at the first ply it reached it.
func prepare(g *game.Game, file string, line int) *prepared {
	if g.Ply() != g.Len() {
		g = g.Clone()
		_ = g.SetPly(g.Len())
	}
	moves := make([]byte, g.Len())
	for i, m := range g.Moves() {
		moves[i] = byte(m)
	}
	hash := gameHash(g, moves)
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
	pg := &prepared{
		cols: []any{nil, hash[:], file, line,
			tag(game.TagEvent), tag(game.TagSite), date, nullInt(year), day,
			tag(game.TagWhite), tag(game.TagBlack), nullInt(atoi(tag("WhiteElo"))), nullInt(atoi(tag("BlackElo"))),
			resultCode(res), termination, start, moves, tags.String()},
		rc:     resultCode(res),
		day:    dayNumber(day),
		year:   year,
		rating: ratingBucket(atoi(tag("WhiteElo")), atoi(tag("BlackElo"))),
		moves:  moves,
	}
	pg.keys = positionKeys(moves, g.PositionAt)
	return pg
}

// positionKeys returns the keys of the positions of a game, at(ply) for
// ply 0 to len(moves), each at the first ply it reached it, with the move
// played from it.
func positionKeys(moves []byte, at func(ply int) game.Position) []posKey {
	keys := make([]posKey, 0, len(moves)+1)
	run := 0 // the keys since the kazans last changed: a position can repeat only among them
	var kazans [2]uint8
	for ply := 0; ply <= len(moves); ply++ {
		pos := at(ply)
		if pos.Kazans != kazans {
			kazans, run = pos.Kazans, len(keys)
		}
		key := dbKey(pos)
		if slices.ContainsFunc(keys[run:], func(k posKey) bool { return k.key == key }) {
			continue // a game counts once for a position it reached twice
		}
		move := 0
		if ply < len(moves) {
			move = int(moves[ply])
		}
		keys = append(keys, posKey{key: key, ply: ply, move: move})
	}
	return keys
}

// replayPositions returns the positions of a game from start, stopping at
// a move that is not legal, and the moves played.
func replayPositions(start game.Position, moves []byte) ([]game.Position, []byte) {
	ps := make([]game.Position, 1, len(moves)+1)
	ps[0] = start
	for i, m := range moves {
		p := ps[i]
		if !p.Legal(game.Move(m)) {
			return ps, moves[:i]
		}
		ps = append(ps, p.Apply(game.Move(m)))
	}
	return ps, moves
}

// add writes one game, unless the collection holds it already.
func (w *writer) add(ctx context.Context, g *game.Game, file string, line int) (bool, error) {
	return w.write(ctx, prepare(g, file, line))
}

// write writes a prepared game, unless the collection holds it already.
func (w *writer) write(ctx context.Context, pg *prepared) (bool, error) {
	pg.cols[0] = w.collection
	r, err := w.insGame.ExecContext(ctx, pg.cols...)
	if err != nil {
		return false, fmt.Errorf("library: write game of %s:%d: %w", pg.cols[2], pg.cols[3], err)
	}
	if n, err := r.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	id, err := r.LastInsertId()
	if err != nil {
		return false, fmt.Errorf("library: write game of %s:%d: %w", pg.cols[2], pg.cols[3], err)
	}
	// A game another collection holds (a master game saved, a finished
	// game also saved) is a copy: it counts in its collection, and once
	// over every collection.
	if err := w.isCopy.QueryRowContext(ctx, w.collection, pg.cols[1]).Scan(&pg.copy); err != nil {
		return false, fmt.Errorf("library: write game of %s:%d: %w", pg.cols[2], pg.cols[3], err)
	}
	if pg.copy {
		if _, err := w.insCopy.ExecContext(ctx, id); err != nil {
			return false, fmt.Errorf("library: write game of %s:%d: %w", pg.cols[2], pg.cols[3], err)
		}
	}
	w.index(id, pg)
	return true, nil
}

// index adds the index rows of game id, of the writer's collection, to
// those pending.
func (w *writer) index(id int64, pg *prepared) {
	for _, k := range pg.keys {
		if k.ply >= treePlies {
			e := deepEntry{key: uint64(k.key), game: id, day: int32(pg.day), year: int16(pg.year), mv: int64(packMove(w.collection, pg.rating, k.move, pg.rc))}
			part := deepPart(e.key)
			w.deep[part] = append(w.deep[part], e)
			continue
		}
		w.occ = append(w.occ, occRow{key: k.key, day: pg.day, game: id, mv: packMove(w.collection, pg.rating, k.move, pg.rc)})
		// The openings' counts; move 0 counts the games that ended here.
		tk := treeKey{k.key, pg.year, pg.rating, k.move}
		countGame(w.tree, tk, pg.rc)
		if pg.copy {
			countGame(w.copies, tk, pg.rc)
		}
	}
}

// countGame counts a game of result code rc in counts[tk].
func countGame(counts map[treeKey]*[4]int, tk treeKey, rc int) {
	c := counts[tk]
	if c == nil {
		c = new([4]int)
		counts[tk] = c
	}
	c[0]++
	if rc != resUnknown {
		c[1+rc]++
	}
}

// packMove packs the collection, the rating bucket (ratingBucket), the
// move played (0: none, the game ended there) and the result into an
// openings' index row's mv (12 bits and the collection's), so that
// collections and ratings are found from the index rows alone. mvColl and
// mvRating are the SQL expressions of its parts.
func packMove(collection int64, rating, move, result int) int {
	return (int(collection)*64+rating)*64 + move*4 + result
}

func unpackMove(mv int64) (collection int64, rating, move, result int) {
	return mv / 4096, int(mv/64) % 64, int(mv/4) % 16, int(mv % 4)
}

const (
	mvColl   = "(mv / 4096)"
	mvRating = "(mv / 64 % 64)"
)

// ratingBucket is the tables' rating of a game: 0 unless both players are
// rated, else 1 + the lower rating in hundreds (at most 63).
func ratingBucket(white, black int) int {
	if white <= 0 || black <= 0 {
		return 0
	}
	return min(min(white, black)/100+1, 63)
}

// dayNumber turns a day yyyymmdd (parseDate) into a small number that sorts
// the same: 416 a year from 1900 to 2150, 0 for unknown.
func dayNumber(day int) int {
	y, md := day/10000, day%10000
	if y < 1900 {
		return 0
	}
	y = min(y, 2150)
	return (y-1900)*416 + md/100*32 + md%100
}

// flush writes the index rows to the stage, and the move counts.
func (w *writer) flush(ctx context.Context) error {
	args := make([]any, 0, 3*occChunk)
	rows := w.occ
	for len(rows) >= occChunk {
		args = args[:0]
		for _, r := range rows[:occChunk] {
			args = append(args, r.key, r.day, r.game, r.mv)
		}
		if _, err := w.insOcc.ExecContext(ctx, args...); err != nil {
			return fmt.Errorf("library: write positions: %w", err)
		}
		rows = rows[occChunk:]
	}
	for _, r := range rows {
		if _, err := w.insOcc1.ExecContext(ctx, r.key, r.day, r.game, r.mv); err != nil {
			return fmt.Errorf("library: write positions: %w", err)
		}
	}
	w.occ = w.occ[:0]
	if err := w.flushCounts(ctx, w.tree, w.collection, 1); err != nil {
		return err
	}
	if err := w.flushCounts(ctx, w.copies, copiesCollection, -1); err != nil {
		return err
	}
	for part, es := range w.deep {
		if len(es) == 0 {
			continue
		}
		if _, err := w.insDeep.ExecContext(ctx, part, encodeStage(es)); err != nil {
			return fmt.Errorf("library: write positions: %w", err)
		}
		w.deep[part] = es[:0]
	}
	return nil
}

// flushCounts stages move counts of collection coll, times sign, and
// clears them.
func (w *writer) flushCounts(ctx context.Context, counts map[treeKey]*[4]int, coll int64, sign int) error {
	args := make([]any, 0, 9*treeChunk)
	n := 0
	for k, c := range counts {
		args = append(args, k.key, coll, k.year, k.rating, k.move, sign*c[0], sign*c[1], sign*c[2], sign*c[3])
		if n++; n == treeChunk {
			if _, err := w.upTree.ExecContext(ctx, args...); err != nil {
				return fmt.Errorf("library: write move counts: %w", err)
			}
			args, n = args[:0], 0
		}
	}
	for ; len(args) > 0; args = args[9:] {
		if _, err := w.upTree1.ExecContext(ctx, args[:9]...); err != nil {
			return fmt.Errorf("library: write move counts: %w", err)
		}
	}
	clear(counts)
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

// saveFormatTag is the tag the saved games' store adds to the records it
// writes (storage.TagSaveFormat): the store's bookkeeping, not the game's.
const saveFormatTag = "SaveFormat"

// gameHash is the content hash of a game: its tags, start, moves and
// result (comments, clocks and evaluations are not part of it, nor the
// store's saveFormatTag: a game saved is the game played, or the master
// game opened and saved).
func gameHash(g *game.Game, moves []byte) [16]byte {
	h := sha256.New()
	for _, t := range g.Tags() {
		if t.Name == saveFormatTag {
			continue
		}
		h.Write([]byte(t.Name))
		h.Write([]byte{0})
		h.Write([]byte(t.Value))
		h.Write([]byte{0})
	}
	h.Write([]byte(g.Start().TFEN()))
	h.Write([]byte{0, byte(g.Result())})
	h.Write(moves)
	var out [16]byte
	copy(out[:], h.Sum(nil))
	return out
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

// removeGames takes games out of the library, with every row the import
// wrote for them: the games' rows, their openings' index rows and move
// counts (by collection, year and rating), the positions promoted from the
// deep index to the openings' tables, their deep index entries and, since
// the stages are merged first in the same transaction, their staged rows.
// A copy (the copies table) gives back its part of the counts over every
// collection; a game whose copies stay leaves its place to the first of
// them, which is no longer a copy. It is the reverse of write and index,
// in one transaction.
func (l *Library) removeGames(ctx context.Context, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	if l.readOnly != nil {
		return fmt.Errorf("library: remove games: %w", l.readOnly)
	}
	tx, err := l.db.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("library: remove games: %w", err)
	}
	defer tx.Rollback()
	if _, err := mergeTx(ctx, tx); err != nil {
		return err
	}
	games, err := storedGames(ctx, tx, ids)
	if err != nil {
		return err
	}
	delOcc, err := tx.PrepareContext(ctx, "DELETE FROM occ WHERE key=? AND day=? AND game=?")
	if err != nil {
		return fmt.Errorf("library: remove games: %w", err)
	}
	defer delOcc.Close()
	counts := map[promotedCount]*[4]int{}
	buckets := map[int64]bool{}
	gone := map[int64]bool{}
	found := make([]int64, 0, len(games))
	for _, g := range games {
		gone[g.id] = true
		found = append(found, g.id)
	}
	copies, err := copiesAmong(ctx, tx, found)
	if err != nil {
		return err
	}
	for _, g := range games {
		for _, k := range g.keys {
			r, err := delOcc.ExecContext(ctx, k.key, g.day, g.id)
			if err != nil {
				return fmt.Errorf("library: remove game %d: %w", g.id, err)
			}
			if n, err := r.RowsAffected(); err != nil {
				return fmt.Errorf("library: remove game %d: %w", g.id, err)
			} else if n == 0 {
				// Not in the openings' tables: in the deep index.
				if k.ply >= treePlies {
					buckets[deepBucket(uint64(k.key))] = true
				}
				continue
			}
			g.count(counts, k, g.coll, -1)
			if copies[g.id] {
				g.count(counts, k, copiesCollection, 1)
			}
		}
		if !copies[g.id] {
			if err := uncopy(ctx, tx, g, gone, counts); err != nil {
				return err
			}
		}
	}
	if err := addCounts(ctx, tx, counts); err != nil {
		return err
	}
	if err := dropDeep(ctx, tx, buckets, gone); err != nil {
		return err
	}
	for _, g := range games {
		for _, q := range []string{"DELETE FROM games WHERE id=?", "DELETE FROM copies WHERE game=?"} {
			if _, err := tx.ExecContext(ctx, q, g.id); err != nil {
				return fmt.Errorf("library: remove game %d: %w", g.id, err)
			}
		}
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("library: remove games: %w", err)
	}
	return nil
}

// uncopy makes the first copy of g that stays (not gone) a game of its own
// when g, which is not a copy, is removed: its counts come back into the
// counts over every collection.
func uncopy(ctx context.Context, tx *sql.Tx, g *storedGame, gone map[int64]bool, counts map[promotedCount]*[4]int) error {
	rows, err := tx.QueryContext(ctx, `SELECT id FROM games WHERE collection IN (SELECT id FROM collections) AND hash=?
		AND id IN (SELECT game FROM copies) ORDER BY id`, g.hash)
	if err != nil {
		return fmt.Errorf("library: remove game %d: %w", g.id, err)
	}
	var c int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			rows.Close()
			return fmt.Errorf("library: remove game %d: %w", g.id, err)
		}
		if !gone[id] {
			c = id
			break
		}
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return fmt.Errorf("library: remove game %d: %w", g.id, err)
	}
	if c == 0 {
		return nil
	}
	// The copy has g's positions, date, ratings and result (the same
	// content): its counts are where its index rows are in the openings'
	// tables.
	for _, k := range g.keys {
		var in bool
		if err := tx.QueryRowContext(ctx, "SELECT EXISTS(SELECT 1 FROM occ WHERE key=? AND day=? AND game=?)", k.key, g.day, c).Scan(&in); err != nil {
			return fmt.Errorf("library: remove game %d: %w", g.id, err)
		}
		if in {
			g.count(counts, k, copiesCollection, 1)
		}
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM copies WHERE game=?", c); err != nil {
		return fmt.Errorf("library: remove game %d: %w", g.id, err)
	}
	return nil
}

// storedGame is a game of the library as its index rows name it.
type storedGame struct {
	id, coll                  int64
	hash                      []byte
	day, year, rating, result int
	keys                      []posKey
}

// count adds sign times the game's count at k to the move counts of
// collection coll.
func (g *storedGame) count(counts map[promotedCount]*[4]int, k posKey, coll int64, sign int) {
	tk := promotedCount{k.key, coll, g.year, g.rating, k.move}
	c := counts[tk]
	if c == nil {
		c = new([4]int)
		counts[tk] = c
	}
	c[0] += sign
	if g.result != resUnknown {
		c[1+g.result] += sign
	}
}

// storedGames reads games of the library and the keys of their positions
// (replaying them), in the transaction tx. An id not in the library is
// left out.
func storedGames(ctx context.Context, tx *sql.Tx, ids []int64) ([]*storedGame, error) {
	var out []*storedGame
	for len(ids) > 0 {
		n := min(len(ids), 500)
		cond, args := inList("id", ids[:n])
		ids = ids[n:]
		rows, err := tx.QueryContext(ctx, `SELECT id, collection, hash, day, coalesce(year, 0), coalesce(white_elo, 0), coalesce(black_elo, 0),
			result, start, moves FROM games WHERE 1`+cond, args...)
		if err != nil {
			return nil, fmt.Errorf("library: read games: %w", err)
		}
		for rows.Next() {
			g := &storedGame{}
			var we, be int
			var start sql.NullString
			var moves []byte
			if err := rows.Scan(&g.id, &g.coll, &g.hash, &g.day, &g.year, &we, &be, &g.result, &start, &moves); err != nil {
				rows.Close()
				return nil, fmt.Errorf("library: read games: %w", err)
			}
			g.day, g.rating = dayNumber(g.day), ratingBucket(we, be)
			pos := game.Start()
			if start.Valid {
				if pos, err = game.ParseTFEN(start.String); err != nil {
					rows.Close()
					return nil, fmt.Errorf("library: game %d: %w", g.id, err)
				}
			}
			ps, moves := replayPositions(pos, moves)
			g.keys = positionKeys(moves, func(ply int) game.Position { return ps[ply] })
			out = append(out, g)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return nil, fmt.Errorf("library: read games: %w", err)
		}
	}
	return out, nil
}

// addCounts adds counts to the openings' move counts, and deletes the rows
// left with no game.
func addCounts(ctx context.Context, tx *sql.Tx, counts map[promotedCount]*[4]int) error {
	if len(counts) == 0 {
		return nil
	}
	up, err := tx.PrepareContext(ctx, `INSERT INTO tree(key, collection, year, rating, move, games, white, draws, black) VALUES(?,?,?,?,?,?,?,?,?)
		ON CONFLICT(key, collection, year, rating, move) DO UPDATE SET games=games+excluded.games,
		white=white+excluded.white, draws=draws+excluded.draws, black=black+excluded.black`)
	if err != nil {
		return fmt.Errorf("library: move counts: %w", err)
	}
	defer up.Close()
	del, err := tx.PrepareContext(ctx, "DELETE FROM tree WHERE key=? AND collection=? AND year=? AND rating=? AND move=? AND games=0")
	if err != nil {
		return fmt.Errorf("library: move counts: %w", err)
	}
	defer del.Close()
	for k, c := range counts {
		if *c == [4]int{} {
			continue
		}
		if _, err := up.ExecContext(ctx, k.key, k.collection, k.year, k.rating, k.move, c[0], c[1], c[2], c[3]); err != nil {
			return fmt.Errorf("library: move counts: %w", err)
		}
		if _, err := del.ExecContext(ctx, k.key, k.collection, k.year, k.rating, k.move); err != nil {
			return fmt.Errorf("library: move counts: %w", err)
		}
	}
	return nil
}

// dropDeep takes the entries of the games gone out of the deep index's
// buckets.
func dropDeep(ctx context.Context, tx *sql.Tx, buckets map[int64]bool, gone map[int64]bool) error {
	if len(buckets) == 0 {
		return nil
	}
	stmts, err := prepareBuckets(ctx, tx)
	if err != nil {
		return err
	}
	defer stmts.close()
	for b := range buckets {
		data, err := stmts.bucket(ctx, b)
		if err != nil {
			return err
		}
		if data == nil {
			continue
		}
		es, err := decodeBucket(data, nil)
		if err != nil {
			return err
		}
		n := len(es)
		if kept := slices.DeleteFunc(es, func(e bucketEntry) bool { return gone[e.game] }); len(kept) != n {
			if err := stmts.set(ctx, b, kept); err != nil {
				return err
			}
		}
	}
	return stmts.flush(ctx)
}

// gameIDs returns the games' ids a query selects (one column).
func (l *Library) gameIDs(ctx context.Context, q string, args ...any) ([]int64, error) {
	rows, err := l.db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

// removeCollection takes every game of a collection out of the library
// (removeGames), a batch at a time.
func (l *Library) removeCollection(ctx context.Context, id int64) error {
	for {
		ids, err := l.gameIDs(ctx, "SELECT id FROM games WHERE collection=? LIMIT 2000", id)
		if err != nil {
			return fmt.Errorf("library: remove collection: %w", err)
		}
		if len(ids) == 0 {
			return nil
		}
		if err := l.removeGames(ctx, ids); err != nil {
			return err
		}
	}
}

package egtb

import (
	"bufio"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"sync"
	"sync/atomic"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Options tune Generate. The zero value keeps the moves of the layer being
// solved in memory on one goroutine.
type Options struct {
	// Scratch, if not empty, is a folder where the moves of the layer being
	// solved are streamed through a temporary file (removed when the layer
	// is done), so that memory stays about the table's own size (see
	// MemoryNeeded) instead of ten times that.
	Scratch string
	// Threads is the number of goroutines that solve a layer (0: one).
	Threads int
	// Progress, if not nil, is called from Generate's goroutine when a
	// layer's moves are listed and after each of its passes.
	Progress func(Progress)
}

// Progress is how far Generate has come.
type Progress struct {
	N         int  // the table's most board stones
	Stones    int  // the board stones of the layer being solved
	Pass      int  // the layer's passes done (0: its moves are being listed)
	Positions int  // positions in the layer
	Solved    int  // positions in the layers before it
	Total     int  // positions in the table
	Done      bool // the last call: the table is solved
}

// Fraction estimates the part of the work done, 0..1. A layer's work is its
// positions times its passes, which are not known in advance: they are
// estimated from the tables built so far (about 12 a stone: 37 for 4
// stones, 62 for 6, 86 for 8).
func (p Progress) Fraction() float64 {
	if p.Done {
		return 1
	}
	l := newLayout(p.N)
	var done, all float64
	for s := 0; s <= p.N; s++ {
		w := float64(l.layerSize(s)) * float64(expectedPasses(s))
		all += w
		switch {
		case s < p.Stones:
			done += w
		case s == p.Stones:
			done += w * min(float64(p.Pass)/float64(expectedPasses(s)), 0.95)
		}
	}
	if all == 0 {
		return 1
	}
	return done / all
}

func expectedPasses(s int) int { return max(1, 12*s-11) }

// Positions returns the number of positions a table of n board stones
// holds (its file is about three bytes a position).
func Positions(n int) int {
	if n < 0 || n > MaxStones {
		return 0
	}
	return newLayout(n).total
}

// MemoryNeeded estimates the bytes Generate holds with a Scratch folder:
// the table (three bytes a position) and one byte a position of the
// largest layer.
func MemoryNeeded(n int) int64 {
	if n < 0 || n > MaxStones {
		return 0
	}
	l := newLayout(n)
	return 3*int64(l.total) + int64(l.layerSize(n))
}

// layerSize is the number of positions with s board stones.
func (l *layout) layerSize(s int) int {
	n := 0
	for tz := range 81 {
		if l.base[tz][s] >= 0 {
			n += l.comb[s][len(l.free[tz])]
		}
	}
	return n
}

// Generate solves every position with at most n board stones. It returns
// ctx's error if ctx ends first.
func Generate(ctx context.Context, n int, opts Options) (*Table, error) {
	if n < 0 || n > MaxStones {
		return nil, fmt.Errorf("egtb: %d board stones: want 0..%d", n, MaxStones)
	}
	l := newLayout(n)
	if l.total > math.MaxUint32 {
		return nil, fmt.Errorf("egtb: %d board stones: %d positions do not fit 32-bit indices", n, l.total)
	}
	t := &Table{n: n, layout: l, values: make([]byte, l.total), ranks: make([]byte, 2*l.total)}
	g := &generator{t: t, opts: opts, progress: Progress{N: n, Total: l.total}}
	for s := 0; s <= n; s++ {
		if err := g.solveLayer(ctx, s); err != nil {
			return nil, err
		}
		g.progress.Solved += g.progress.Positions
	}
	g.progress.Done = true
	if opts.Progress != nil {
		opts.Progress(g.progress)
	}
	return t, nil
}

// generator solves a table layer by layer.
type generator struct {
	t        *Table
	opts     Options
	progress Progress
	buffers  [][]byte // a read buffer for each thread
}

func (g *generator) report(stones, pass, positions int) {
	g.progress.Stones, g.progress.Pass, g.progress.Positions = stones, pass, positions
	if g.opts.Progress != nil {
		g.opts.Progress(g.progress)
	}
}

// span is the positions of one tuzdyk pair in a layer: indices first..
// first+count-1, their moves at offset in the layer's move stream, their
// values from cur[at] on during a pass.
type span struct {
	tz           int
	first, count int
	offset, end  int64
	at           int
}

// Records of the move stream, one per position of a layer in index order:
// a header byte, quiet<<4 | fixed moves or terminal, then the index of each
// quiet move's position (4 bytes) and each fixed move (6 bytes: fixedMove).
const (
	terminal   = 0xff
	quietSize  = 4
	fixedSize  = 6
	readBuffer = 1 << 18
)

// fixedMove is a move that wins stones: for the mover, the stones won at
// once, then the rest of its value from pass rankMine on; for the other
// side likewise.
type fixedMove struct {
	gMe, gThem         byte
	restMe, restThem   byte
	rankMine, rankThem byte
}

// solveLayer computes the values of the positions with s board stones,
// whose moves lead to positions with s stones (a quiet move) or fewer (a
// move that wins stones for either side; solved already). It iterates from
// zero to the least fixed point, each pass looking one ply further with the
// values of the pass before; a move leaving the layer counts its stones won
// at once from the first pass and the rest of its value only from the pass
// its own plies allow. The pass at which a value last grew is then an upper
// bound on the plies within which it is forced, and along the best move it
// falls by at least one each ply.
//
// The moves of the layer are listed once, into memory or a scratch file,
// and read back in order at each pass.
func (g *generator) solveLayer(ctx context.Context, s int) error {
	t, l := g.t, g.t.layout
	var spans []span
	size := 0
	for tz := range 81 {
		if l.base[tz][s] < 0 {
			continue
		}
		c := l.comb[s][len(l.free[tz])]
		spans = append(spans, span{tz: tz, first: l.base[tz][s], count: c, at: size})
		size += c
	}
	g.report(s, 0, size)
	st, err := newStream(g.opts.Scratch)
	if err != nil {
		return err
	}
	defer st.close()
	lastRank := 0 // the last pass at which a move leaving the layer adds value
	var rec []byte
	for k := range spans {
		sp := &spans[k]
		sp.offset = st.size
		tz := sp.tz
		for r := range sp.count {
			if r&0xffff == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
			p := l.position(tz, s, r)
			mask := p.MoveMask()
			if mask == 0 {
				// атсырау: every stone lies in the other side's row.
				t.values[sp.first+r] = byte(s)
				rec = append(rec[:0], terminal)
				if err := st.write(rec); err != nil {
					return err
				}
				continue
			}
			var quiet [game.HolesPerSide]uint32
			var fixed [game.HolesPerSide]fixedMove
			nq, nf := 0, 0
			for h := range game.HolesPerSide {
				if mask&(1<<h) == 0 {
					continue
				}
				c := p.Apply(game.Move(h + 1))
				gMe, gThem := c.Kazans[game.White], c.Kazans[game.Black]
				c.Kazans = [2]uint8{}
				cn := normalize(&c)
				ci := l.index(&cn)
				if gMe == 0 && gThem == 0 {
					quiet[nq] = uint32(ci)
					nq++
					continue
				}
				v := t.values[ci]
				f := fixedMove{
					gMe: gMe, gThem: gThem,
					restMe: v & 15, restThem: v >> 4,
					rankMine: rankAfter(t.ranks[2*ci+1]), rankThem: rankAfter(t.ranks[2*ci]),
				}
				lastRank = max(lastRank, int(f.rankMine), int(f.rankThem))
				fixed[nf] = f
				nf++
			}
			rec = append(rec[:0], byte(nq<<4|nf))
			for _, q := range quiet[:nq] {
				rec = binary.LittleEndian.AppendUint32(rec, q)
			}
			for _, f := range fixed[:nf] {
				rec = append(rec, f.gMe, f.gThem, f.restMe, f.restThem, f.rankMine, f.rankThem)
			}
			if err := st.write(rec); err != nil {
				return err
			}
		}
		sp.end = st.size
	}
	if err := st.flush(); err != nil {
		return err
	}
	cur := make([]byte, size)
	threads := max(1, g.opts.Threads)
	for passes, changed := 0, true; changed || passes < lastRank; {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		passes++
		if err := g.pass(st, spans, cur, s, passes, threads); err != nil {
			return err
		}
		changed = false
		r := byte(min(passes, 255))
		for _, sp := range spans {
			for k := range sp.count {
				i := sp.first + k
				old, v := t.values[i], cur[sp.at+k]
				if v == old {
					continue
				}
				changed = true
				t.values[i] = v
				if v>>4 != old>>4 {
					t.ranks[2*i] = r
				}
				if v&15 != old&15 {
					t.ranks[2*i+1] = r
				}
			}
		}
		g.report(s, passes, size)
	}
	return nil
}

// pass computes one pass of the layer into cur, from the values of the
// pass before, on threads goroutines that take the spans in turn.
func (g *generator) pass(st *stream, spans []span, cur []byte, s, passes, threads int) error {
	var next atomic.Int64
	var wg sync.WaitGroup
	errs := make([]error, threads)
	for len(g.buffers) < threads {
		g.buffers = append(g.buffers, make([]byte, readBuffer))
	}
	for w := range threads {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				k := int(next.Add(1) - 1)
				if k >= len(spans) {
					return
				}
				if err := g.passSpan(st.reader(spans[k].offset, spans[k].end, g.buffers[w]), spans[k], cur, s, passes); err != nil {
					errs[w] = err
					return
				}
			}
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

func (g *generator) passSpan(rd *chunkReader, sp span, cur []byte, s, passes int) error {
	values := g.t.values
	for k := range sp.count {
		hdr := rd.take(1)
		if hdr == nil {
			return rd.fail()
		}
		if hdr[0] == terminal {
			cur[sp.at+k] = values[sp.first+k]
			continue
		}
		nq, nf := int(hdr[0]>>4), int(hdr[0]&15)
		b := rd.take(nq*quietSize + nf*fixedSize)
		if b == nil {
			return rd.fail()
		}
		mine, theirs := 0, s
		for range nq {
			v := values[binary.LittleEndian.Uint32(b)]
			b = b[quietSize:]
			mine = max(mine, int(v&15))
			theirs = min(theirs, int(v>>4))
		}
		for range nf {
			m, th := int(b[0]), int(b[1])
			if passes >= int(b[4]) {
				m += int(b[2])
			}
			if passes >= int(b[5]) {
				th += int(b[3])
			}
			b = b[fixedSize:]
			mine, theirs = max(mine, m), min(theirs, th)
		}
		cur[sp.at+k] = byte(mine<<4 | theirs)
	}
	return nil
}

// stream is a layer's moves: in memory, or in a scratch file.
type stream struct {
	mem  []byte
	file *os.File
	w    *bufio.Writer
	size int64
}

func newStream(dir string) (*stream, error) {
	if dir == "" {
		return &stream{}, nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, fmt.Errorf("egtb: scratch folder: %w", err)
	}
	f, err := os.CreateTemp(dir, "egtb-layer-*.tmp")
	if err != nil {
		return nil, fmt.Errorf("egtb: scratch file: %w", err)
	}
	return &stream{file: f, w: bufio.NewWriterSize(f, 1<<20)}, nil
}

func (st *stream) write(b []byte) error {
	st.size += int64(len(b))
	if st.file == nil {
		st.mem = append(st.mem, b...)
		return nil
	}
	if _, err := st.w.Write(b); err != nil {
		return fmt.Errorf("egtb: write scratch file %s: %w", st.file.Name(), err)
	}
	return nil
}

func (st *stream) flush() error {
	if st.file == nil {
		return nil
	}
	if err := st.w.Flush(); err != nil {
		return fmt.Errorf("egtb: write scratch file %s: %w", st.file.Name(), err)
	}
	return nil
}

// close removes the scratch file.
func (st *stream) close() {
	if st.file != nil {
		st.file.Close()
		os.Remove(st.file.Name())
	}
}

// reader reads the records from offset to end, through buf (readBuffer
// bytes) when they are in a file.
func (st *stream) reader(offset, end int64, buf []byte) *chunkReader {
	if st.file == nil {
		b := st.mem[offset:end]
		return &chunkReader{buf: b, hi: len(b)}
	}
	return &chunkReader{r: io.NewSectionReader(st.file, offset, end-offset), name: st.file.Name(), buf: buf}
}

// chunkReader hands out the next bytes of a record stream.
type chunkReader struct {
	r      io.Reader // nil: buf holds the whole stream
	name   string
	buf    []byte
	lo, hi int
	err    error
}

// take returns the next n bytes (at most readBuffer), nil at a short read.
func (c *chunkReader) take(n int) []byte {
	if c.hi-c.lo < n {
		c.fill(n)
		if c.hi-c.lo < n {
			return nil
		}
	}
	b := c.buf[c.lo : c.lo+n]
	c.lo += n
	return b
}

func (c *chunkReader) fill(n int) {
	if c.r == nil {
		return
	}
	copy(c.buf, c.buf[c.lo:c.hi])
	c.hi -= c.lo
	c.lo = 0
	for c.hi < n && c.err == nil {
		k, err := c.r.Read(c.buf[c.hi:])
		c.hi += k
		c.err = err
	}
}

// fail is the error of a short read.
func (c *chunkReader) fail() error {
	if c.err != nil && !errors.Is(c.err, io.EOF) {
		return fmt.Errorf("egtb: read scratch file %s: %w", c.name, c.err)
	}
	return fmt.Errorf("egtb: scratch file %s ends inside a record", c.name)
}

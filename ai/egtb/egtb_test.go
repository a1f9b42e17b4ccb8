package egtb

import (
	"bytes"
	"context"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func generate(t *testing.T, n int) *Table {
	t.Helper()
	tb, err := Generate(context.Background(), n, Options{})
	if err != nil {
		t.Fatal(err)
	}
	return tb
}

// randomEndgame returns a position with s board stones, random tuzdyks and
// kazans near the 81 line, not over.
func randomEndgame(r *rand.Rand, s int) game.Position {
	for {
		var p game.Position
		w, b := r.IntN(9), r.IntN(9)
		if r.IntN(3) == 0 {
			w = 0
		}
		if r.IntN(3) == 0 {
			b = 0
		}
		if w != 0 && w == b {
			continue
		}
		p.Tuzdyks = [2]uint8{uint8(w), uint8(b)}
		holes := freeHoles(w*9 + b)
		for range s {
			p.Holes[holes[r.IntN(len(holes))]]++
		}
		rest := game.TotalStones - s
		kw := game.DrawScore - s + r.IntN(s+2)
		kw = max(0, min(kw, rest))
		p.Kazans = [2]uint8{uint8(kw), uint8(rest - kw)}
		p.ToMove = game.Side(r.IntN(2))
		if !p.Over() {
			return p
		}
	}
}

// oracle solves every position reachable from the seeds with the rules of
// package game alone (kazans included): whether a side can force a win in
// finitely many plies, and within how many.
type oracle struct {
	result map[game.Position]Result
	plies  map[game.Position]int // of a forced win or loss
}

func solveOracle(seeds []game.Position) oracle {
	seen := map[game.Position]bool{}
	var all []game.Position
	queue := append([]game.Position(nil), seeds...)
	for len(queue) > 0 {
		p := queue[len(queue)-1]
		queue = queue[:len(queue)-1]
		if seen[p] {
			continue
		}
		seen[p] = true
		all = append(all, p)
		for _, m := range p.LegalMoves() {
			queue = append(queue, p.Apply(m))
		}
	}
	// good[x][p]: side x can force a win, first in round rank.
	var good [2]map[game.Position]int
	for x := range 2 {
		{
			g := map[game.Position]int{}
			for _, p := range all {
				o := p.Outcome()
				if o.Result == game.Ongoing {
					continue
				}
				w, won := o.Result.Winner()
				if won && w == game.Side(x) {
					g[p] = 0
				}
			}
			for round := 1; ; round++ {
				var add []game.Position
				for _, p := range all {
					if _, ok := g[p]; ok || p.Over() {
						continue
					}
					any, every := false, true
					for _, m := range p.LegalMoves() {
						if r, ok := g[p.Apply(m)]; ok && r < round {
							any = true
						} else {
							every = false
						}
					}
					if (p.ToMove == game.Side(x) && any) || (p.ToMove != game.Side(x) && every) {
						add = append(add, p)
					}
				}
				if len(add) == 0 {
					break
				}
				for _, p := range add {
					g[p] = round
				}
			}
			good[x] = g
		}
	}
	o := oracle{result: map[game.Position]Result{}, plies: map[game.Position]int{}}
	for _, p := range all {
		me, opp := p.ToMove, p.ToMove.Opponent()
		if r, ok := good[me][p]; ok {
			o.result[p], o.plies[p] = Win, r
			continue
		}
		if r, ok := good[opp][p]; ok {
			o.result[p], o.plies[p] = Loss, r
			continue
		}
		o.result[p] = Draw
	}
	return o
}

// TestTableMatchesOracle compares the table with the rules' own solution on
// every position reachable from random endgames of up to 4 stones.
func TestTableMatchesOracle(t *testing.T) {
	const n = 4
	tb := generate(t, n)
	r := rand.New(rand.NewPCG(3, 4))
	var seeds []game.Position
	for i := range 150 {
		seeds = append(seeds, randomEndgame(r, 1+i%n))
	}
	o := solveOracle(seeds)
	counts := map[Result]int{}
	for p, want := range o.result {
		got, ok := tb.Probe(&p)
		if !ok {
			t.Fatalf("%s: not in the table", p.TFEN())
		}
		counts[want]++
		if got.Result != want {
			t.Errorf("%s: table says %v, the rules say %v", p.TFEN(), got.Result, want)
			continue
		}
		if (want == Win || want == Loss) && got.Plies < o.plies[p] {
			t.Errorf("%s: table says %v within %d plies, the rules need %d", p.TFEN(), want, got.Plies, o.plies[p])
		}
	}
	t.Logf("%d positions: %v", len(o.result), counts)
	for _, res := range []Result{Win, Loss, Draw} {
		if counts[res] == 0 {
			t.Errorf("no position is a %v: the sample tests too little", res)
		}
	}
}

// TestMirror: a position and its mirror image with the other side to move
// have the same entry.
func TestMirror(t *testing.T) {
	tb := generate(t, 4)
	r := rand.New(rand.NewPCG(5, 6))
	for range 2000 {
		p := randomEndgame(r, 1+r.IntN(4))
		q := normalize(&p)
		if p.ToMove == game.White {
			// mirror by hand: Black to move
			q.ToMove = game.Black
			copy(q.Holes[:9], p.Holes[9:])
			copy(q.Holes[9:], p.Holes[:9])
			q.Kazans = [2]uint8{p.Kazans[1], p.Kazans[0]}
			q.Tuzdyks = [2]uint8{p.Tuzdyks[1], p.Tuzdyks[0]}
		}
		a, _ := tb.Probe(&p)
		b, _ := tb.Probe(&q)
		if a != b {
			t.Fatalf("%s: %+v, its mirror %s: %+v", p.TFEN(), a, q.TFEN(), b)
		}
	}
}

func TestIndexRoundTrip(t *testing.T) {
	l := newLayout(4)
	for tz := range 81 {
		if !validPair(tz) {
			continue
		}
		h := len(freeHoles(tz))
		for s := range 5 {
			for r := range l.comb[s][h] {
				p := l.position(tz, s, r)
				if got, want := l.index(&p), l.base[tz][s]+r; got != want {
					t.Fatalf("tuzdyks %d, %d stones, rank %d: index %d, want %d", tz, s, r, got, want)
				}
			}
		}
	}
}

func TestFileRoundTrip(t *testing.T) {
	tb := generate(t, 3)
	var buf bytes.Buffer
	if _, err := tb.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	data := buf.Bytes()
	back, err := Read(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if back.N() != 3 || !bytes.Equal(back.values, tb.values) || !bytes.Equal(back.ranks, tb.ranks) {
		t.Fatal("the table read back differs")
	}
	bad := []struct {
		name string
		data []byte
	}{
		{"empty", nil},
		{"bad magic", append([]byte("xxxxxxxx"), data[8:]...)},
		{"truncated", data[:len(data)-10]},
		{"flipped byte", func() []byte {
			d := bytes.Clone(data)
			d[100] ^= 1
			return d
		}()},
	}
	for _, c := range bad {
		if _, err := Read(bytes.NewReader(c.data)); err == nil {
			t.Errorf("%s: no error", c.name)
		}
	}
}

func TestGenerateIsReproducible(t *testing.T) {
	a, b := generate(t, 3), generate(t, 3)
	if !bytes.Equal(a.values, b.values) || !bytes.Equal(a.ranks, b.ranks) {
		t.Error("two generations differ")
	}
}

// TestGenerateStreamed: streaming the moves through a scratch file and
// solving on several goroutines give the bytes of the in-memory build; the
// scratch file is removed, and progress reaches the last layer.
func TestGenerateStreamed(t *testing.T) {
	const n = 4
	want := generate(t, n)
	for _, threads := range []int{1, 3} {
		dir := t.TempDir()
		var last Progress
		got, err := Generate(context.Background(), n, Options{Scratch: dir, Threads: threads, Progress: func(p Progress) { last = p }})
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.values, want.values) || !bytes.Equal(got.ranks, want.ranks) {
			t.Errorf("%d threads: the streamed table differs", threads)
		}
		if entries, _ := os.ReadDir(dir); len(entries) != 0 {
			t.Errorf("%d threads: %d files left in the scratch folder", threads, len(entries))
		}
		if !last.Done || last.Stones != n || last.Pass == 0 || last.Total != Positions(n) || last.Fraction() != 1 {
			t.Errorf("%d threads: last progress %+v (%.2f)", threads, last, last.Fraction())
		}
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	dir := t.TempDir()
	if _, err := Generate(cancelled, n, Options{Scratch: dir}); err != context.Canceled {
		t.Errorf("a cancelled build: %v", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a cancelled build left %d files", len(entries))
	}
}

package ai

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/game"
)

func boardStones(p *game.Position) int {
	return game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
}

// endgames plays random games and returns, from each, the first position
// with at most maxStones stones on the board that is not over.
func endgames(n, maxStones int, seed uint64) []game.Position {
	r := rand.New(rand.NewPCG(seed, 11))
	var out []game.Position
	for len(out) < n {
		p := game.Start()
		for !p.Over() {
			if boardStones(&p) <= maxStones {
				out = append(out, p)
				break
			}
			ms := p.LegalMoves()
			p = p.Apply(ms[r.IntN(len(ms))])
		}
	}
	return out
}

// minimaxWDL solves p by plain minimax without pruning: 1 won, 0 drawn, -1
// lost for the side to move; ok is false when depth plies do not decide it.
func minimaxWDL(p game.Position, depth int) (v int, ok bool) {
	if o := p.Outcome(); o.Result != game.Ongoing {
		w, won := o.Result.Winner()
		switch {
		case !won:
			return 0, true
		case w == p.ToMove:
			return 1, true
		}
		return -1, true
	}
	if depth == 0 {
		return 0, false
	}
	best, known := -2, true
	for _, m := range p.LegalMoves() {
		c, ok := minimaxWDL(p.Apply(m), depth-1)
		if !ok {
			known = false
			continue
		}
		if -c == 1 {
			return 1, true
		}
		best = max(best, -c)
	}
	return best, known
}

func wdlOf(r Result) int {
	switch {
	case r.Mate > 0:
		return 1
	case r.Mate < 0:
		return -1
	}
	return 0
}

// TestSolverMatchesMinimax compares the engine's proved results on small
// endgames with plain minimax.
func TestSolverMatchesMinimax(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 4})
	solved := 0
	for i, p := range endgames(80, 7, 1) {
		want, ok := minimaxWDL(p, 10)
		if !ok {
			continue
		}
		solved++
		e.NewGame()
		r := e.Search(context.Background(), p, Limits{Depth: 40}, nil)
		if got := wdlOf(r); got != want {
			t.Errorf("position %d %s: engine says %d (mate %d, score %d), minimax %d", i, p.TFEN(), got, r.Mate, r.Score, want)
			continue
		}
		if want == 1 {
			// the move played must keep the win
			if c, ok := minimaxWDL(p.Apply(r.Move), 9); !ok || c != -1 {
				t.Errorf("position %d %s: move %d does not win (%d, %v)", i, p.TFEN(), r.Move, c, ok)
			}
		}
		if want == 0 && r.Score != 0 {
			t.Errorf("position %d %s: a drawn position scores %d", i, p.TFEN(), r.Score)
		}
	}
	t.Logf("%d of the positions solved by minimax", solved)
	if solved < 20 {
		t.Fatalf("only %d positions solved by minimax; the test needs more", solved)
	}
}

func TestFindsWinningCapture(t *testing.T) {
	// White's hole 9 (3 stones) ends in Black's hole 2 (1 stone, becomes 2):
	// the capture of 2 takes White from 80 to 82.
	p := aitest.MustTFEN(t, "0,0,0,0,0,0,0,1,3/0,1,0,0,5,0,0,0,0 80 72 - - 0")
	r := New(Options{Threads: 1, HashMB: 1}).Search(context.Background(), p, Limits{Depth: 6}, nil)
	if r.Move != 9 || r.Mate != 1 || r.Score != WinScore-1 {
		t.Fatalf("got move %d mate %d score %d, want 9, mate 1, %d", r.Move, r.Mate, r.Score, WinScore-1)
	}
}

// finished is a position whose game is over: Black has 82.
const finished = "0,1,1,0,1,0,0,0,0/1,0,2,0,2,0,2,1,0 69 82 2 6 1"

func TestSearchFinishedGame(t *testing.T) {
	p := aitest.MustTFEN(t, finished)
	r := New(Options{Threads: 1, HashMB: 1}).Search(context.Background(), p, Limits{Depth: 3}, nil)
	if r.Move != 0 {
		t.Fatalf("a finished game got move %d", r.Move)
	}
}

// cancelSlack is how late a test lets a search return after its context
// ends: generous, for a loaded machine.
const cancelSlack = time.Second

// TestCancel checks that searches return soon after cancellation: within
// cancelSlack here, a bound for a loaded machine; BenchmarkCancel measures
// the latency the package promises (50 ms).
func TestCancel(t *testing.T) {
	e := New(Options{Threads: 2, HashMB: 8})
	pos := aitest.MustTFEN(t, aitest.BenchPositions()[1].TFEN)
	cases := []struct {
		name string
		run  func(ctx context.Context) Result
	}{
		{"search infinite", func(ctx context.Context) Result { return e.Search(ctx, pos, Limits{}, nil) }},
		{"search long movetime", func(ctx context.Context) Result { return e.Search(ctx, pos, Limits{Time: time.Hour}, nil) }},
		{"grandmaster", func(ctx context.Context) Result { return e.PlayLevel(ctx, pos, 7, nil) }},
		{"beginner thinking", func(ctx context.Context) Result { return e.PlayLevel(ctx, pos, 1, nil) }},
		{"hint", func(ctx context.Context) Result { return e.Hint(ctx, pos, time.Hour) }},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			cancelled := make(chan time.Time, 1)
			time.AfterFunc(150*time.Millisecond, func() { cancelled <- time.Now(); cancel() })
			r := tc.run(ctx)
			if d := time.Since(<-cancelled); d > cancelSlack {
				t.Errorf("returned %v after cancellation, want within %v", d, cancelSlack)
			}
			if !pos.Legal(r.Move) {
				t.Errorf("move %d is not legal", r.Move)
			}
		})
	}
}

// TestOneSearchAtATime: a second call waits for the first, and gives up
// when its own context ends.
func TestOneSearchAtATime(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 1})
	pos := game.Start()
	ctx1, cancel1 := context.WithCancel(context.Background())
	defer cancel1()
	started := make(chan struct{})
	first := make(chan Result)
	go func() {
		first <- e.Search(ctx1, pos, Limits{}, func(Info) {
			select {
			case <-started:
			default:
				close(started)
			}
		})
	}()
	<-started
	ctx2, cancel2 := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel2()
	start := time.Now()
	if r := e.Search(ctx2, pos, Limits{Depth: 1}, nil); r.Move != 0 {
		t.Errorf("the waiting search returned move %d", r.Move)
	}
	if d := time.Since(start); d < 90*time.Millisecond || d > 100*time.Millisecond+cancelSlack {
		t.Errorf("the waiting search returned after %v, want 100ms (+ up to %v on a loaded machine)", d, cancelSlack)
	}
	cancel1()
	if r := <-first; r.Move == 0 {
		t.Error("the first search found no move")
	}
	if r := e.Search(context.Background(), pos, Limits{Depth: 2}, nil); r.Depth != 2 {
		t.Errorf("the next search reached depth %d", r.Depth)
	}
}

// TestDeterminism: single-threaded searches with depth or node limits, and
// the levels' moves, are the same on two fresh engines with the same seed.
func TestDeterminism(t *testing.T) {
	run := func() []Result {
		e := New(Options{Threads: 1, HashMB: 4, Seed: 42})
		var rs []Result
		for _, bp := range aitest.BenchPositions() {
			pos := aitest.MustTFEN(t, bp.TFEN)
			rs = append(rs, e.Search(context.Background(), pos, Limits{Depth: 7}, nil))
			rs = append(rs, e.Search(context.Background(), pos, Limits{Nodes: 20000}, nil))
			for l := 1; l <= 5; l++ {
				rs = append(rs, e.LevelMove(context.Background(), pos, l))
			}
		}
		for i := range rs {
			rs[i].Elapsed = 0
		}
		return rs
	}
	a, b := run(), run()
	if !reflect.DeepEqual(a, b) {
		for i := range a {
			if !reflect.DeepEqual(a[i], b[i]) {
				t.Errorf("result %d differs: %+v vs %+v", i, a[i], b[i])
			}
		}
	}
}

// TestLevelNoiseSeed: the weak levels' choices depend on the seed (they are
// not the engine's best move every time) but never on anything else.
func TestLevelNoiseSeed(t *testing.T) {
	differ := 0
	for i, p := range endgames(30, 100, 5) {
		a := New(Options{Threads: 1, HashMB: 1, Seed: 1}).LevelMove(context.Background(), p, 1)
		b := New(Options{Threads: 1, HashMB: 1, Seed: 2}).LevelMove(context.Background(), p, 1)
		if !p.Legal(a.Move) || !p.Legal(b.Move) {
			t.Fatalf("position %d: illegal level move %d or %d", i, a.Move, b.Move)
		}
		if a.Move != b.Move {
			differ++
		}
	}
	if differ == 0 {
		t.Error("two seeds always chose the same moves: the noise does nothing")
	}
}

func TestLevels(t *testing.T) {
	ls := Levels()
	if len(ls) < 7 {
		t.Fatalf("%d levels, want at least 7", len(ls))
	}
	keys := []string{"beginner", "learner", "youth3", "youth2", "youth1", "novice", "amateur", "club", "candidate",
		"master", "msmk", "zms", "champion", "grandmaster"}
	if len(ls) != len(keys) {
		t.Fatalf("%d levels, want %d", len(ls), len(keys))
	}
	for i, l := range ls {
		if l.Number != i+1 || l.Key != keys[i] {
			t.Errorf("level %d: %+v", i+1, l)
		}
		if i > 0 && l.Elo <= ls[i-1].Elo {
			t.Errorf("level %d Elo %d is not above level %d's %d", l.Number, l.Elo, i, ls[i-1].Elo)
		}
	}
	if DefaultLevel < 1 || DefaultLevel > len(ls) {
		t.Errorf("DefaultLevel %d out of range", DefaultLevel)
	}
}

func TestBudget(t *testing.T) {
	start := game.Start()
	tests := []struct {
		name      string
		lim       Limits
		soft, max time.Duration
	}{
		{"movetime", Limits{Time: 2 * time.Second}, 0, 2 * time.Second},
		{"sudden death", Limits{WTime: 60 * time.Second, BTime: time.Second}, 2 * time.Second, 20 * time.Second},
		{"increment", Limits{WTime: 10 * time.Second, WInc: 2 * time.Second}, 2 * time.Second, 10 * time.Second / 3},
		{"almost flagged", Limits{WTime: 20 * time.Millisecond}, 0, 20 * time.Millisecond},
		{"no limit", Limits{Depth: 5}, 0, 0},
	}
	for _, tc := range tests {
		soft, hard := budget(&start, tc.lim)
		if hard > tc.max || (tc.max > 0 && hard <= 0) || (tc.max == 0 && hard != 0) {
			t.Errorf("%s: hard limit %v, want in (0, %v]", tc.name, hard, tc.max)
		}
		if soft > hard || (tc.soft > 0 && soft < tc.soft/4) {
			t.Errorf("%s: soft limit %v (hard %v)", tc.name, soft, hard)
		}
	}
}

func TestTableEntry(t *testing.T) {
	tb := newTable(1)
	for _, c := range []struct {
		score       int
		move        game.Move
		bound, dept int
	}{{0, 0, boundExact, 0}, {-WinScore + 3, 9, boundUpper, 99}, {1234, 5, boundLower, 255}} {
		key := uint64(0x123456789) * uint64(c.dept+7)
		tb.store(key, c.score, c.move, c.bound, c.dept)
		h, ok := tb.probe(key)
		if !ok || h.score != c.score || h.move != c.move || h.bound != c.bound || h.depth != c.dept {
			t.Errorf("stored %+v, probed %+v %v", c, h, ok)
		}
	}
	if _, ok := tb.probe(42); ok {
		t.Error("probe of an absent key hit")
	}
}

func TestHashKeyDistinguishes(t *testing.T) {
	seen := map[uint64]game.Position{}
	for _, p := range endgames(300, 150, 9) {
		k := hashKey(&p)
		if q, ok := seen[k]; ok && q != p {
			t.Fatalf("%s and %s share key %x", p.TFEN(), q.TFEN(), k)
		}
		seen[k] = p
	}
}

func TestThinkTime(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 1})
	ps := endgames(40, 140, 3)
	for level := 1; level <= len(levelSpecs); level++ {
		spec := specOf(level)
		var total time.Duration
		for _, p := range ps {
			d := e.thinkTime(&p, spec)
			if spec.full && spec.think == 0 {
				if d != 0 {
					t.Fatalf("level %d waits %v after its search", level, d)
				}
				continue
			}
			if d < 300*time.Millisecond || d > 3*time.Second {
				t.Fatalf("level %d thinks %v in %s, want 0.3-3s", level, d, p.TFEN())
			}
			if d != e.thinkTime(&p, spec) {
				t.Fatal("think time is not reproducible")
			}
			total += d
		}
		if !spec.full && spec.search == 0 && total == time.Duration(len(ps))*300*time.Millisecond {
			t.Errorf("level %d always thinks the minimum", level)
		}
	}
}

// TestClockNeverFlags plays the clock of whole games (random games of up to
// 300 plies, the length of a long real game) in which every move uses its
// whole hard limit plus an overhead (the protocol's, the window's), the
// worst case: no clock, from 3 minutes down to 3 seconds, runs out; and a
// game whose moves use their soft time spends most of its clock.
func TestClockNeverFlags(t *testing.T) {
	clocks := []struct {
		name      string
		start     time.Duration
		inc       time.Duration
		atMost    bool          // each move uses its hard limit (else its soft)
		overhead  time.Duration // lost per move beyond the search
		maxUnused float64
	}{
		{"3 min, worst case", 3 * time.Minute, 0, true, moveOverhead, 1},
		{"3 min", 3 * time.Minute, 0, false, moveOverhead, 0.5},
		{"3 min + 2 s, worst case", 3 * time.Minute, 2 * time.Second, true, moveOverhead, 1},
		{"1 min, worst case", time.Minute, 0, true, moveOverhead, 1},
		{"10 s, worst case", 10 * time.Second, 0, true, 5 * time.Millisecond, 1},
		{"3 s (a 3-minute game 60 times faster), worst case", 3 * time.Second, 0, true, time.Millisecond, 1},
	}
	r := rand.New(rand.NewPCG(9, 9))
	var games [][]game.Position
	for range 20 {
		p := game.Start()
		var g []game.Position
		for len(g) < 300 && !p.Over() {
			g = append(g, p)
			ms := p.LegalMoves()
			p = p.Apply(ms[r.IntN(len(ms))])
		}
		games = append(games, g)
	}
	for _, c := range clocks {
		for gi, g := range games {
			left := [2]time.Duration{c.start, c.start}
			for ply, p := range g {
				lim := Limits{WTime: left[0], BTime: left[1], WInc: c.inc, BInc: c.inc}
				soft, hard := budget(&p, lim)
				used := soft
				if c.atMost {
					used = hard
				}
				left[p.ToMove] -= used + c.overhead
				if left[p.ToMove] <= 0 {
					t.Fatalf("%s, game %d: %s flagged at ply %d (hard %v)", c.name, gi, p.ToMove, ply, hard)
				}
				left[p.ToMove] += c.inc
			}
			if c.maxUnused < 1 && len(g) >= 150 {
				if f := float64(left[0]) / float64(c.start); f > c.maxUnused {
					t.Errorf("%s, game %d of %d plies: %.0f%% of the clock unused", c.name, gi, len(g), 100*f)
				}
			}
		}
	}
}

// TestTimeScale: a critical position (the best move changing, the score
// falling) gets more of its soft time, a settled one less, within 3 times.
func TestTimeScale(t *testing.T) {
	base := timeScale(0, 0, 0)
	tests := []struct {
		name         string
		changes      float64
		drop, stable int
		more, less   bool
	}{
		{"best move changed", 1, 0, 0, true, false},
		{"changing often", 3, 0, 0, true, false},
		{"score falls", 0, 50, 1, true, false},
		{"score collapses", 0, 300, 1, true, false},
		{"settled", 0, 0, 8, false, true},
		{"score rises", 0, -80, 1, false, false},
	}
	for _, tc := range tests {
		f := timeScale(tc.changes, tc.drop, tc.stable)
		if f > 3 || (tc.more && f <= base) || (tc.less && f >= base) || (!tc.more && !tc.less && f != base) {
			t.Errorf("%s: scale %.2f (base %.2f)", tc.name, f, base)
		}
	}
	// one legal move is answered at once
	p := aitest.MustTFEN(t, "0,0,0,0,0,0,0,0,5/1,1,1,1,1,1,1,1,1 70 78 - - 0")
	if _, hard := budget(&p, Limits{WTime: time.Minute, BTime: time.Minute}); hard > 5*time.Millisecond {
		t.Errorf("one legal move: hard limit %v", hard)
	}
}

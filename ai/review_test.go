package ai

import (
	"context"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestClassify(t *testing.T) {
	tests := []struct {
		name string
		j    Judgement
		want Class
	}{
		{"the best move", Judgement{IsBest: true, Before: 300, After: -900, ChanceBefore: 0.55, ChanceAfter: 0.3}, Best},
		{"a stone lost", Judgement{Before: 100, After: 0, ChanceBefore: 0.52, ChanceAfter: 0.51}, Good},
		{"1.5 stones: inaccuracy", Judgement{Before: 100, After: -50, ChanceBefore: 0.52, ChanceAfter: 0.51}, Inaccuracy},
		{"3 stones: mistake", Judgement{Before: 100, After: -200, ChanceBefore: 0.52, ChanceAfter: 0.50}, Mistake},
		{"6 stones: blunder", Judgement{Before: 100, After: -500, ChanceBefore: 0.52, ChanceAfter: 0.49}, Blunder},
		{"little in stones, much in chance", Judgement{Before: 100, After: 0, ChanceBefore: 0.60, ChanceAfter: 0.51}, Blunder},
		{"4% of chance: mistake", Judgement{Before: 50, After: 0, ChanceBefore: 0.55, ChanceAfter: 0.51}, Mistake},
		{"still winning after: at worst an inaccuracy", Judgement{Before: 3000, After: 2000, ChanceBefore: 0.92, ChanceAfter: 0.85}, Inaccuracy},
		{"already lost: at worst an inaccuracy", Judgement{Before: -3000, After: -4000, ChanceBefore: 0.10, ChanceAfter: 0.05}, Inaccuracy},
		{"a won game thrown away for one stone", Judgement{Before: 100, After: 0, ChanceBefore: 0.80, ChanceAfter: 0.50}, Blunder},
		{"a proved win thrown away", Judgement{Before: WinScore - 9, After: 200, ChanceBefore: 1, ChanceAfter: 0.48}, Blunder},
		{"a proved win kept, slower", Judgement{Before: WinScore - 9, After: WinScore - 15, ChanceBefore: 1, ChanceAfter: 1}, Good},
		{"a proved win to a big lead", Judgement{Before: WinScore - 9, After: 2500, ChanceBefore: 1, ChanceAfter: 0.8}, Inaccuracy},
		{"a proved loss sooner", Judgement{Before: -WinScore + 20, After: -WinScore + 4, ChanceBefore: 0, ChanceAfter: 0}, Good},
		{"a gain is no loss", Judgement{Before: 100, After: 300, ChanceBefore: 0.52, ChanceAfter: 0.54}, Good},
	}
	for _, tt := range tests {
		if got := Classify(tt.j); got != tt.want {
			t.Errorf("%s: %v, want %v (loss %d)", tt.name, got, tt.want, tt.j.Loss())
		}
	}
}

func TestClassMarks(t *testing.T) {
	want := map[Class][2]string{
		Best: {"best", ""}, Good: {"good", ""}, Inaccuracy: {"inaccuracy", "?!"},
		Mistake: {"mistake", "?"}, Blunder: {"blunder", "??"},
	}
	for c, w := range want {
		if c.String() != w[0] || c.Mark() != w[1] {
			t.Errorf("%d: %q %q, want %q %q", c, c.String(), c.Mark(), w[0], w[1])
		}
	}
	if (PlyAnalysis{Class: Best, Only: true}).Mark() != "!" {
		t.Error("an only move is not marked !")
	}
}

func TestMoveAccuracyAndSummary(t *testing.T) {
	for _, tt := range []struct {
		loss int
		want float64
	}{{0, 100}, {-50, 100}, {100, 81.87}, {600, 30.12}} {
		if got := MoveAccuracy(tt.loss); math.Abs(got-tt.want) > 0.01 {
			t.Errorf("MoveAccuracy(%d) = %.2f, want %.2f", tt.loss, got, tt.want)
		}
	}
	plies := []PlyAnalysis{
		{Ply: 1, Mover: game.White, Class: Best},
		{Ply: 2, Mover: game.Black, Loss: 600, Class: Blunder},
		{Ply: 3, Mover: game.White, Loss: 200, Class: Inaccuracy},
		{Ply: 4, Mover: game.Black, Loss: 300, Class: Mistake},
		{}, // not analysed yet
	}
	w, b := Summarise(plies)
	if w.Moves != 2 || w.Inaccuracies != 1 || w.Mistakes != 0 || w.Blunders != 0 || math.Abs(w.Accuracy-(100+MoveAccuracy(200))/2) > 1e-9 {
		t.Errorf("white %+v", w)
	}
	if b.Moves != 2 || b.Inaccuracies != 0 || b.Mistakes != 1 || b.Blunders != 1 || math.Abs(b.Accuracy-(MoveAccuracy(600)+MoveAccuracy(300))/2) > 1e-9 {
		t.Errorf("black %+v", b)
	}
}

func TestEvalText(t *testing.T) {
	for _, tt := range []struct {
		e    Eval
		want string
	}{
		{350, "+3.5"}, {-44, "-0.4"}, {0, "+0.0"},
		{WinScore - 9, "#+5"}, {-(WinScore - 5), "#-3"}, {WinScore, "#+0"}, {-WinScore, "#-0"},
	} {
		if got := tt.e.String(); got != tt.want {
			t.Errorf("Eval(%d) = %q, want %q", tt.e, got, tt.want)
		}
		pos := game.Start()
		if back := EvalOf(tt.e.Record(&pos)); back.String() != tt.want {
			t.Errorf("Eval(%d) through a record: %q, want %q", tt.e, back, tt.want)
		}
	}
}

func TestWinChance(t *testing.T) {
	start := game.Start()
	end := aitest.MustTFEN(t, "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0")
	endBlack := end
	endBlack.ToMove = game.Black
	for _, pos := range []game.Position{start, end, endBlack} {
		prev := -1.0
		for _, e := range []Eval{-WinScore, -3000, -500, -100, 0, 100, 500, 3000, WinScore} {
			c := WinChance(e, &pos)
			if c < prev || c < 0 || c > 1 {
				t.Errorf("%s: chance %v at %v after %v", pos.TFEN(), c, e, prev)
			}
			prev = c
		}
		if c := WinChance(0, &pos); math.Abs(c-0.5) > 0.03 {
			t.Errorf("%s: an even score gives %v", pos.TFEN(), c)
		}
	}
	// the same lead decides more with fewer stones on the board
	if WinChance(1000, &end) <= WinChance(1000, &start) {
		t.Errorf("10 stones: %v at the end, %v at the start", WinChance(1000, &end), WinChance(1000, &start))
	}
	if WinChance(WinScore-3, &start) != 1 || WinChance(-WinScore+3, &start) != 0 {
		t.Error("a proved result is not certain")
	}
}

// blunderGame is a short game from a real middle game (tournaments-2018,
// game 5, ply 10) where White's 9 loses 10-14 stones (14 at depth 7 with
// the linear evaluation alone, 9.9 with the network); the other moves are
// the engine's.
func blunderGame(t testing.TB, e *Engine) *game.Game {
	t.Helper()
	g := game.NewGame(aitest.MustTFEN(t, "0,0,13,13,1,1,1,15,13/13,1,12,12,12,2,2,0,0 25 26 8 - 0"))
	if _, err := g.Play(9); err != nil {
		t.Fatal(err)
	}
	for range 3 {
		r := e.Search(context.Background(), g.Position(), Limits{Depth: 7}, nil)
		if _, err := g.Play(r.Move); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

func TestAnalyseGame(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 8})
	g := blunderGame(t, e)
	var order []int
	plies, err := e.AnalyseGame(context.Background(), g, Limits{Depth: 7}, func(a PlyAnalysis) { order = append(order, a.Ply) })
	if err != nil {
		t.Fatal(err)
	}
	if len(plies) != 4 || len(order) != 4 || order[0] != 4 || order[3] != 1 {
		t.Fatalf("%d plies reported in order %v", len(plies), order)
	}
	a := plies[0]
	if a.Class != Blunder || a.Move != 9 || a.Best == 9 || a.Mark() != "??" || a.Loss < 800 || a.Mover != game.White {
		t.Errorf("ply 1: %+v, want a blunder losing 8+ stones", a)
	}
	if a.ChanceAfter >= a.ChanceBefore || len(a.Line) == 0 || a.Line[0] != a.Best {
		t.Errorf("ply 1: chance %.2f → %.2f, line %v", a.ChanceBefore, a.ChanceAfter, a.Line)
	}
	for i, p := range plies {
		if p.Ply != i+1 || (i > 0 && p.Root != plies[i-1].After) || (p.Move == p.Best && p.Before != p.After) {
			t.Errorf("ply %d: %+v does not follow the previous one", i+1, p)
		}
		if i > 0 && p.Class >= Mistake {
			t.Errorf("ply %d: the engine's own move is a %v", i+1, p.Class)
		}
		// Reply is the line after the move: the next ply's best line, and
		// after the last move the line of the final search.
		if i+1 < len(plies) && !slices.Equal(p.Reply, plies[i+1].Line) {
			t.Errorf("ply %d: reply line %v, the next ply's line is %v", i+1, p.Reply, plies[i+1].Line)
		}
		if after := g.PositionAt(i + 1); !after.Over() && (len(p.Reply) == 0 || !after.Legal(p.Reply[0])) {
			t.Errorf("ply %d: reply line %v", i+1, p.Reply)
		}
	}
	w, b := Summarise(plies)
	if w.Blunders != 1 || b.Blunders != 0 || w.Accuracy >= b.Accuracy {
		t.Errorf("summary white %+v black %+v", w, b)
	}

	// The analysis kept in the record comes back the same without a search.
	Annotate(g, plies)
	back, err := game.ParseGame(g.Text())
	if err != nil {
		t.Fatal(err)
	}
	again, ok := ReviewFromRecord(back)
	if !ok {
		t.Fatalf("not reviewed:\n%s", g.Text())
	}
	for i := range plies {
		want, got := plies[i], again[i]
		if got.Class != want.Class || got.Best != want.Best || got.Before != want.Before || got.After != want.After || got.Loss != want.Loss || got.Root != want.Root || got.Only != want.Only {
			t.Errorf("ply %d from the record: %+v, want %+v", i+1, got, want)
		}
		if !slices.Equal(got.Reply, want.Reply[:min(len(want.Reply), annotatedLine)]) {
			t.Errorf("ply %d from the record: reply line %v, want %v", i+1, got.Reply, want.Reply)
		}
	}
}

func TestAnalyseGameCancel(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 8})
	g := blunderGame(t, e)
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	plies, err := e.AnalyseGame(ctx, g, Limits{Depth: 7}, func(PlyAnalysis) {
		n++
		if n == 2 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) || n != 2 {
		t.Fatalf("err %v after %d plies", err, n)
	}
	if plies[0].Ply != 0 || plies[3].Ply != 4 || plies[2].Ply != 3 {
		t.Errorf("plies after cancelling: %+v", plies)
	}
}

func TestReviewFromRecordNeedsEveryPly(t *testing.T) {
	g, err := game.ParseGame("{+0.1 51 7} 1. 76 {-0.3 49} 2. 98 *")
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := ReviewFromRecord(g); ok {
		t.Error("a record without the last evaluation counts as reviewed")
	}
}

func TestOnlyMove(t *testing.T) {
	pos := aitest.MustTFEN(t, "0,0,13,13,1,1,1,15,13/13,1,12,12,12,2,2,0,0 25 26 8 - 0")
	black := pos
	black.ToMove = game.Black
	for _, tt := range []struct {
		name         string
		pos          game.Position
		best, second Eval
		want         bool
	}{
		{"the only win", pos, WinScore - 9, 100, true},
		{"two wins", pos, WinScore - 9, WinScore - 15, false},
		{"the only move that holds", pos, 0, -1500, true},
		{"two good moves", pos, 300, 250, false},
		{"lost anyway", pos, -4000, -5000, false},
		{"Black's only win", black, -(WinScore - 9), 0, true},
	} {
		if got := onlyMove(&tt.pos, tt.best, tt.second); got != tt.want {
			t.Errorf("%s: %v, want %v", tt.name, got, tt.want)
		}
	}
}

// middleGame returns plies from..to of the first game of
// testdata/review-80.pgn (tournaments-2018) as a game of its own.
func middleGame(t testing.TB, from, to int) *game.Game {
	t.Helper()
	src := reviewGames(t)[0]
	g := game.NewGame(src.PositionAt(from))
	for k := from; k < to; k++ {
		s, _ := src.Sowing(k)
		if _, err := g.Play(s.Move); err != nil {
			t.Fatalf("ply %d: %v", k+1, err)
		}
	}
	return g
}

// TestReviewDeterministic: the review's budget is a node count on one
// thread, so the same game gets the same marks, evaluations and accuracies
// in every run, whatever the engine's threads and table size, and again
// on an engine that has searched before.
func TestReviewDeterministic(t *testing.T) {
	if testing.Short() {
		t.Skip("three reviews at the default budget")
	}
	g := middleGame(t, 30, 40)
	if DefaultReviewLimits.Time != 0 || DefaultReviewLimits.Nodes == 0 {
		t.Fatalf("the review's budget %+v is not a node count", DefaultReviewLimits)
	}
	one := New(Options{Threads: 1, HashMB: ReviewHashMB})
	all := New(Options{Threads: 4, HashMB: 8})
	var runs [][]PlyAnalysis
	for _, e := range []*Engine{one, all, one} {
		plies, err := e.AnalyseGame(context.Background(), g, DefaultReviewLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		runs = append(runs, plies)
	}
	marks := 0
	for _, a := range runs[0] {
		if a.Mark() != "" {
			marks++
		}
	}
	if marks == 0 {
		t.Errorf("no move of the game is marked: the test compares nothing")
	}
	w0, b0 := Summarise(runs[0])
	for r, plies := range runs[1:] {
		for i, a := range plies {
			want := runs[0][i]
			if a.Mark() != want.Mark() || a.Class != want.Class || a.Best != want.Best || a.Before != want.Before ||
				a.After != want.After || a.Root != want.Root || a.Loss != want.Loss || a.Depth != want.Depth {
				t.Errorf("run %d, ply %d: %+v, first run %+v", r+2, i+1, a, want)
			}
		}
		if w, b := Summarise(plies); w != w0 || b != b0 {
			t.Errorf("run %d: white %+v black %+v, first run white %+v black %+v", r+2, w, b, w0, b0)
		}
	}
	t.Logf("%d plies, %d marked; white %.1f %%, black %.1f %%", len(runs[0]), marks, w0.Accuracy, b0.Accuracy)
}

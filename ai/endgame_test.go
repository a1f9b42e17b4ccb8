package ai

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestEngineKeepsTableResults: in thousands of tabled positions, the move of
// a full-strength search (with the table) keeps the table's result: from a
// win it moves to a position the opponent loses, from a draw never to one
// the opponent wins. Without the table a shallow search misplays some of
// them, which the log reports.
func TestEngineKeepsTableResults(t *testing.T) {
	tb, err := aitest.SmallTable()
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	with := New(Options{Threads: 1, HashMB: 1})
	with.endgame.Store(tb)
	without := New(Options{Threads: 1, HashMB: 1})
	keeps := func(p game.Position, m game.Move) (bool, egtb.Result) {
		root, _ := tb.Probe(&p)
		child := p.Apply(m)
		after, _ := tb.Probe(&child)
		switch root.Result {
		case egtb.Win:
			return after.Result == egtb.Loss, root.Result
		case egtb.Draw:
			return after.Result != egtb.Win, root.Result
		}
		return true, root.Result
	}
	positions := aitest.EndgamePositions(2000, aitest.SmallTableStones, 1)
	counts := map[egtb.Result]int{}
	misplayed := 0
	for i, p := range positions {
		r := with.Search(ctx, p, Limits{Depth: 3}, nil)
		if !p.Legal(r.Move) {
			t.Fatalf("position %d %s: illegal move %d", i, p.TFEN(), r.Move)
		}
		ok, res := keeps(p, r.Move)
		counts[res]++
		if !ok {
			t.Errorf("position %d %s (%v): the engine played %d, which gives the result away", i, p.TFEN(), res, r.Move)
		}
		if res == egtb.Win && r.Score <= WinBound {
			t.Errorf("position %d %s: a tabled win scored %d, not as a proved win", i, p.TFEN(), r.Score)
		}
		if ok, _ := keeps(p, without.Search(ctx, p, Limits{Depth: 3}, nil).Move); !ok {
			misplayed++
		}
	}
	t.Logf("%d positions %v; a 3-ply search without the table gives %d results away", len(positions), counts, misplayed)
	if counts[egtb.Win] < 300 || counts[egtb.Draw] < 100 || counts[egtb.Loss] < 300 {
		t.Errorf("the sample has too few positions of some result: %v", counts)
	}
}

// TestOpenEndgameTable: the table is built into an empty folder and read
// back from it the next time; the largest table present is used, within
// MaxStones; a damaged or truncated file is named in a note and rebuilt; a
// folder that cannot be written keeps the table in memory; a cancelled
// build returns ctx's error.
func TestOpenEndgameTable(t *testing.T) {
	ctx := context.Background()
	dir := filepath.Join(t.TempDir(), "cache")
	open := func(opts EndgameOptions) *EndgameTable {
		t.Helper()
		tb, err := OpenEndgameTable(ctx, opts)
		if err != nil {
			t.Fatal(err)
		}
		return tb
	}
	a := open(EndgameOptions{Dir: dir, Build: 2})
	path := filepath.Join(dir, endgameFile(2))
	if a.Stones() != 2 || a.Path() != path || len(a.Notes()) != 0 {
		t.Fatalf("built %v, notes %v; want 2 stones in %s", a, a.Notes(), path)
	}
	info, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if b := open(EndgameOptions{Dir: dir, Build: 2}); b.Bytes() != a.Bytes() || b.Path() != path {
		t.Fatalf("read back %v, want %v", b, a)
	}
	if _, err := BuildEndgameTable(ctx, EndgameOptions{Dir: dir}, 3); err != nil {
		t.Fatal(err)
	}
	if got := open(EndgameOptions{Dir: dir, Build: 2}); got.Stones() != 3 {
		t.Errorf("with tables of 2 and 3 stones, got %v: want the largest", got)
	}
	if got := open(EndgameOptions{Dir: dir, Build: 2, MaxStones: 2}); got.Stones() != 2 {
		t.Errorf("MaxStones 2 gave %v", got)
	}
	if err := os.WriteFile(filepath.Join(dir, "endgame-x.tkegtb"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if files := EndgameFiles(dir); len(files) != 2 || files[0].Stones != 3 || files[1].Stones != 2 ||
		files[1].Path != path || files[1].Bytes != info.Size() {
		t.Errorf("EndgameFiles = %+v; want the tables of 3 and 2 stones, largest first, with their sizes", files)
	}
	if files := EndgameFiles(filepath.Join(dir, "none")); len(files) != 0 {
		t.Errorf("EndgameFiles of a missing folder = %+v", files)
	}
	path3 := filepath.Join(dir, endgameFile(3))
	if err := os.WriteFile(path3, []byte("tkegtb"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := open(EndgameOptions{Dir: dir, Build: 2}); got.Stones() != 2 || len(got.Notes()) != 1 ||
		!strings.Contains(got.Notes()[0].Error(), path3) || !strings.Contains(got.Notes()[0].Error(), "skipped") {
		t.Errorf("a damaged 3-stone table beside a 2-stone one: %v, notes %v", got, got.Notes())
	}
	if err := os.Remove(path3); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, damage := range []struct {
		name string
		data []byte
	}{
		{"not a table", []byte("damaged")},
		{"truncated", data[:len(data)/2]},
	} {
		if err := os.WriteFile(path, damage.data, 0o644); err != nil {
			t.Fatal(err)
		}
		got := open(EndgameOptions{Dir: dir, Build: 2, MaxStones: 2})
		if got.Stones() != 2 || len(got.Notes()) != 1 || !strings.Contains(got.Notes()[0].Error(), path) {
			t.Errorf("%s: got %v with notes %v; want a rebuilt table and a note naming %s", damage.name, got, got.Notes(), path)
		}
		if info2, err := os.Stat(path); err != nil || info2.Size() != info.Size() {
			t.Errorf("%s: the rebuilt file: %v", damage.name, err)
		}
	}
	// a file where the cache folder should be: nothing can be written
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	mem := open(EndgameOptions{Dir: filepath.Join(blocked, "cache"), Build: 2})
	if mem.Stones() != 2 || mem.Path() != "" || len(mem.Notes()) != 1 || !strings.Contains(mem.Notes()[0].Error(), "kept in memory") {
		t.Errorf("unwritable cache: got %v with notes %v; want a table in memory and one note", mem, mem.Notes())
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := OpenEndgameTable(cancelled, EndgameOptions{Dir: t.TempDir(), Build: 3}); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled build returned %v", err)
	}
	if _, err := BuildEndgameTable(ctx, EndgameOptions{Dir: dir}, MaxEndgameBuild+1); err == nil {
		t.Error("a table larger than MaxEndgameBuild was built")
	}
}

// tableEngine returns a one-thread engine with the test table.
func tableEngine(t *testing.T) (*Engine, *egtb.Table) {
	t.Helper()
	tb, err := aitest.SmallTable()
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{Threads: 1, HashMB: 1})
	e.SetEndgameTable(&EndgameTable{t: tb})
	return e, tb
}

// TestEndgameInfo: a search of a tabled position says what the table says
// of it, in its progress and its result; an untabled one says nothing.
func TestEndgameInfo(t *testing.T) {
	e, tb := tableEngine(t)
	counts := map[EndgameOutcome]int{}
	for _, p := range aitest.EndgamePositions(200, aitest.SmallTableStones, 9) {
		en, _ := tb.Probe(&p)
		var seen []EndgameResult
		r := e.Search(context.Background(), p, Limits{Depth: 2}, func(i Info) { seen = append(seen, i.Endgame) })
		want := probeRoot(tb, &p)
		if want.Outcome == EndgameUnknown || (en.Result == egtb.Win) != (want.Outcome == EndgameWin) || want.Plies != en.Plies && want.Outcome != EndgameDraw {
			t.Fatalf("%s: probeRoot %+v, the table %+v", p.TFEN(), want, en)
		}
		if r.Endgame != want || len(seen) == 0 || seen[len(seen)-1] != want {
			t.Fatalf("%s: result %+v, progress %+v; want %+v", p.TFEN(), r.Endgame, seen, want)
		}
		counts[want.Outcome]++
	}
	if counts[EndgameWin] == 0 || counts[EndgameDraw] == 0 || counts[EndgameLoss] == 0 {
		t.Errorf("the sample lacks an outcome: %v", counts)
	}
	if r := e.Search(context.Background(), game.Start(), Limits{Depth: 1}, nil); r.Endgame != (EndgameResult{}) {
		t.Errorf("the start position: %+v", r.Endgame)
	}
}

// TestEndgameWinner: the winner of a table's verdict, for either side to
// move.
func TestEndgameWinner(t *testing.T) {
	tests := []struct {
		r      EndgameResult
		toMove game.Side
		winner game.Side
		won    bool
	}{
		{EndgameResult{Outcome: EndgameWin, Plies: 3}, game.White, game.White, true},
		{EndgameResult{Outcome: EndgameWin, Plies: 3}, game.Black, game.Black, true},
		{EndgameResult{Outcome: EndgameLoss, Plies: 4}, game.White, game.Black, true},
		{EndgameResult{Outcome: EndgameLoss, Plies: 4}, game.Black, game.White, true},
		{EndgameResult{Outcome: EndgameDraw}, game.White, game.White, false},
		{EndgameResult{}, game.Black, game.Black, false},
	}
	for _, tt := range tests {
		w, won := tt.r.Winner(tt.toMove)
		if won != tt.won || won && w != tt.winner {
			t.Errorf("%+v, %v to move: %v %v, want %v %v", tt.r, tt.toMove, w, won, tt.winner, tt.won)
		}
	}
	if got := (EndgameResult{Outcome: EndgameWin, Plies: 5}).Moves(); got != 3 {
		t.Errorf("5 plies: %d moves, want 3", got)
	}
}

// TestAnalyseGameEndgame: a review with a table gives each ply whose
// position after it the table holds its verdict, the same as a probe.
func TestAnalyseGameEndgame(t *testing.T) {
	e, _ := tableEngine(t)
	checked := 0
	for _, start := range aitest.EndgamePositions(40, aitest.SmallTableStones, 33) {
		g := game.NewGame(start)
		for pos := start; !pos.Over() && g.Len() < 4; pos = g.Position() {
			if _, err := g.Play(firstMove(&pos)); err != nil {
				t.Fatal(err)
			}
		}
		plies, err := e.AnalyseGame(context.Background(), g, Limits{Depth: 2}, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range plies {
			after := g.PositionAt(a.Ply)
			if want := e.ProbeEndgame(&after); a.Endgame != want || want.Outcome == EndgameUnknown {
				t.Fatalf("ply %d: %+v, the table says %+v", a.Ply, a.Endgame, want)
			}
			checked++
		}
	}
	if checked < 40 {
		t.Errorf("only %d plies checked", checked)
	}
}

// TestSetEndgameTable: a shared table changes a search's verdict on a tabled
// position (a proved win instead of an estimate), and removing it restores it.
func TestSetEndgameTable(t *testing.T) {
	tb, err := aitest.SmallTable()
	if err != nil {
		t.Fatal(err)
	}
	shared := &EndgameTable{t: tb}
	var pos game.Position
	found := false
	for _, p := range aitest.EndgamePositions(500, aitest.SmallTableStones, 7) {
		if en, _ := tb.Probe(&p); en.Result == egtb.Win && en.Plies > 12 {
			pos, found = p, true
			break
		}
	}
	if !found {
		t.Fatal("no long tabled win in the sample")
	}
	e := New(Options{Threads: 1, HashMB: 1})
	ctx := context.Background()
	before := e.Search(ctx, pos, Limits{Depth: 2}, nil)
	e.SetEndgameTable(shared)
	e.NewGame()
	with := e.Search(ctx, pos, Limits{Depth: 2}, nil)
	e.SetEndgameTable(nil)
	e.NewGame()
	after := e.Search(ctx, pos, Limits{Depth: 2}, nil)
	if before.Score > WinBound || after.Score > WinBound {
		t.Errorf("%s: a 2-ply search without the table proved the win (%d, %d): pick a longer one", pos.TFEN(), before.Score, after.Score)
	}
	if with.Score <= WinBound || with.Mate <= 0 {
		t.Errorf("%s: with the table, score %d mate %d: want a proved win", pos.TFEN(), with.Score, with.Mate)
	}
}

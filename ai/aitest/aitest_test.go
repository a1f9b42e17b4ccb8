package aitest

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestEndgamePositions: the positions are legal endgames of at most the
// stones asked, not over, and the same for the same seed.
func TestEndgamePositions(t *testing.T) {
	ps := EndgamePositions(200, 6, 7)
	if len(ps) != 200 || !slices.Equal(ps, EndgamePositions(200, 6, 7)) || slices.Equal(ps, EndgamePositions(200, 6, 8)) {
		t.Fatal("not 200 positions, or not decided by the seed")
	}
	for i, p := range ps {
		board := 0
		for _, h := range p.Holes {
			board += int(h)
		}
		if board < 1 || board > 6 || board+int(p.Kazans[0])+int(p.Kazans[1]) != game.TotalStones || p.Over() {
			t.Fatalf("position %d: %d stones on the board, kazans %v, over %v", i, board, p.Kazans, p.Over())
		}
		if _, err := game.ParseTFEN(p.TFEN()); err != nil {
			t.Fatalf("position %d: %v", i, err)
		}
	}
}

// TestBenchPositions: every position parses, and the first is the start.
func TestBenchPositions(t *testing.T) {
	bp := BenchPositions()
	if len(bp) != 4 || MustTFEN(t, bp[0].TFEN) != game.Start() {
		t.Fatalf("bench positions %v", bp)
	}
	for _, b := range bp[1:] {
		if p := MustTFEN(t, b.TFEN); p == game.Start() || p.Over() {
			t.Errorf("%s: %v", b.Name, p)
		}
	}
}

// TestSmallTableAndFiles: the table has its stones and is made once; Files
// lists a folder's names in order.
func TestSmallTableAndFiles(t *testing.T) {
	a, err := SmallTable()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := SmallTable(); a.N() != SmallTableStones || a != b {
		t.Errorf("SmallTable: %d stones, made twice %v", a.N(), a != b)
	}
	dir := t.TempDir()
	for _, n := range []string{"b", "a"} {
		if err := os.WriteFile(filepath.Join(dir, n), nil, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if got := Files(t, dir); !slices.Equal(got, []string{"a", "b"}) {
		t.Errorf("Files: %v", got)
	}
}

package main

import (
	"os"
	"strings"
	"testing"
)

// TestPickEndgames: the endgames of testdata/playok-endgames.tfen are the
// ones -pick chooses from the PlayOK games (30 games, at most 12 stones on
// the board), and they read back.
func TestPickEndgames(t *testing.T) {
	var out strings.Builder
	if err := pickEndgames(&out, "../../game/testdata/playok-2025.pgn", 12, 30); err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("testdata/playok-endgames.tfen")
	if err != nil {
		t.Fatal(err)
	}
	if out.String() != string(want) {
		t.Errorf("-pick chose:\n%s\nthe file holds:\n%s", out.String(), want)
	}
	ps, err := readPositions("testdata/playok-endgames.tfen")
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 30 || maxStones(ps) > 12 {
		t.Errorf("%d positions, up to %d stones", len(ps), maxStones(ps))
	}
	for _, p := range ps {
		if p.Over() {
			t.Errorf("%s: the game is over", p.TFEN())
		}
	}
	if err := pickEndgames(&out, "../../game/testdata/playok-2025.pgn", 0, 30); err == nil {
		t.Error("no game reaches an empty board, yet -pick found 30")
	}
}

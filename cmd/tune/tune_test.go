package main

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
)

func TestStartWeights(t *testing.T) {
	hand, err := startWeights("hand")
	if err != nil {
		t.Fatal(err)
	}
	if hand[eval.FKazan] != 100 || len(handWeights) != eval.NumFeatures {
		t.Fatalf("hand weights: kazan %v, %d of %d features set", hand[eval.FKazan], len(handWeights), eval.NumFeatures)
	}
	round2, err := startWeights("round2.json")
	if err != nil {
		t.Fatal(err)
	}
	emb, _ := startWeights("embedded")
	for i := range emb {
		if emb[i] != round2[i] {
			t.Fatalf("weight %s: embedded %v, round2.json %v: the shipped weights are not round 2", eval.Names()[i], emb[i], round2[i])
		}
	}
	if _, err := startWeights("missing.json"); err == nil {
		t.Error("a missing file gave no error")
	}
}

func TestSource(t *testing.T) {
	w, _ := startWeights("hand")
	src, err := source(w, "test")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := parser.ParseFile(token.NewFileSet(), "weights.go", src, 0); err != nil {
		t.Fatalf("generated source does not parse: %v", err)
	}
	if !regexp.MustCompile(`25600, +// kazan: 100.00`).Match(src) {
		t.Errorf("kazan weight missing from:\n%s", src)
	}
}

const twoGames = `[Event "Кубок РК"]
[Result "0-1"]

1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x 6. 94 16 7. 84 82 8. 91x 97 9. 18 26 10. 91 23 11. 41 43 12. 57 81 13. 36 32 0-1

[Event "Кубок РК"]
[Result "1-0"]

1. 21 98 2. 67 22x 3. 91 68 4. 71 94 5. 36x 71 6. 58 84 7. 49 31 8. 35 18 9. 46 34 10. 73 72 1-0
`

func TestRecordOpenings(t *testing.T) {
	name := filepath.Join(t.TempDir(), "games.pgn")
	if err := os.WriteFile(name, []byte(twoGames), 0o644); err != nil {
		t.Fatal(err)
	}
	ops, err := recordOpenings([]string{name})
	if err != nil {
		t.Fatal(err)
	}
	// plies 6 and 11 of the two games
	if len(ops) != 2 || ops[0].ToMove != 0 || ops[1].ToMove != 1 {
		t.Fatalf("got %d openings: %v", len(ops), ops)
	}
	if _, err := recordOpenings([]string{filepath.Join(t.TempDir(), "none.pgn")}); err == nil {
		t.Error("a missing file gave no error")
	}
}

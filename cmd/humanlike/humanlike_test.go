package main

import (
	"go/format"
	"go/parser"
	"go/token"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// testGames is three PlayOK games of game/testdata/playok-2025.pgn, with
// their players' ratings: 1489-1351, 1341-1499, 1534-1508.
const testGames = "testdata/three-games.pgn"

func TestBands(t *testing.T) {
	tests := []struct{ rating, band int }{
		{0, 0}, {1200, 0}, {1449, 0}, {1450, 1}, {1599, 1}, {1600, 2}, {1749, 2},
		{1750, 3}, {1899, 3}, {1900, 4}, {2500, 4}, {20000, 4},
	}
	for _, tt := range tests {
		if got := bandOf(tt.rating); got != tt.band {
			t.Errorf("bandOf(%d) = %d, want %d", tt.rating, got, tt.band)
		}
	}
	// The human-like levels are the ladder's 6-10 (the seven old levels 2-6).
	for level, band := range map[int]int{1: -1, 5: -1, 6: 0, 7: 1, 8: 2, 9: 3, 10: 4, 11: -1, 14: -1} {
		if got := levelBand(level); got != band {
			t.Errorf("levelBand(%d) = %d, want %d", level, got, band)
		}
	}
	held := 0
	for g := range 100 {
		if heldOutGame(g) {
			held++
		}
	}
	if held != 20 || !heldOutGame(4) || heldOutGame(5) {
		t.Errorf("%d of 100 games held out (4: %v, 5: %v), want every 5th from the 5th", held, heldOutGame(4), heldOutGame(5))
	}
}

func TestParseLists(t *testing.T) {
	rates, err := parseRates("8.2, 5.9,0,100")
	if err != nil || !slices.Equal(rates, []float64{8.2, 5.9, 0, 100}) {
		t.Errorf("parseRates: %v, %v", rates, err)
	}
	levels, err := parseLevels("1,3, 6")
	if err != nil || !slices.Equal(levels, []int{1, 3, 6}) {
		t.Errorf("parseLevels: %v, %v", levels, err)
	}
	drop, err := parseDrop(" 0, 5 ")
	if err != nil || !slices.Equal(drop, []int{0, 5}) {
		t.Errorf("parseDrop: %v, %v", drop, err)
	}
	if drop, err := parseDrop(""); err != nil || drop != nil {
		t.Errorf("parseDrop(\"\"): %v, %v; want none", drop, err)
	}
	bad := []struct {
		name string
		err  error
	}{
		{"rate over 100", second(parseRates("101"))},
		{"rate not a number", second(parseRates("8,x"))},
		{"level 0", second(parseLevels("0"))},
		{"level 15", second(parseLevels("2,15"))},
		{"feature out of range", second(parseDrop("99"))},
		{"feature not a number", second(parseDrop("a"))},
	}
	for _, tt := range bad {
		if tt.err == nil {
			t.Errorf("%s: no error", tt.name)
		}
	}
}

func second[T any](_ T, err error) error { return err }

func TestPackUnpack(t *testing.T) {
	byDepth := make([][]ai.MoveScore, ai.MaxPolicyPlies)
	for d := range byDepth {
		byDepth[d] = []ai.MoveScore{
			{Move: 2, Gain: 4, Score: 100 * d},
			{Move: 7, Gain: 0, Score: -50 - d},
			{Move: 9, Gain: 12, Score: ai.WinScore - d},
		}
	}
	p := pack(byDepth)
	if len(p) != 3*packWidth {
		t.Fatalf("packed %d values, want %d", len(p), 3*packWidth)
	}
	back := unpack(p, ai.MaxPolicyPlies)
	for d := range byDepth {
		if !slices.Equal(back[d], byDepth[d]) {
			t.Errorf("depth %d: %v, want %v", d+1, back[d], byDepth[d])
		}
	}
	if pack(nil) != nil {
		t.Error("pack(nil) is not nil")
	}
}

func TestSolve(t *testing.T) {
	// 4x + y = 9, x + 3y + z = 13, y + 2z = 8: x = 2, y = 1, z = 3.5; the
	// zero on the diagonal's left tests the pivoting's skip.
	a := [][]float64{{4, 1, 0}, {1, 3, 1}, {0, 1, 2}}
	b := []float64{9, 8.5, 8}
	x := solve(a, b)
	for i, want := range []float64{2, 1, 3.5} {
		if math.Abs(x[i]-want) > 1e-9 {
			t.Errorf("x[%d] = %v, want %v", i, x[i], want)
		}
	}
}

func TestMeanSD(t *testing.T) {
	m, half := meanSD([]float64{1, 2, 3, 4})
	// sample variance 5/3, standard error sqrt(5/12)
	if m != 2.5 || math.Abs(half-1.96*math.Sqrt(5.0/12)) > 1e-12 {
		t.Errorf("meanSD = %v ± %v", m, half)
	}
	if m, half := meanSD([]float64{7}); m != 7 || half != 0 {
		t.Errorf("meanSD of one = %v ± %v, want 7 ± 0", m, half)
	}
	if m, _ := meanSD(nil); !math.IsNaN(m) {
		t.Errorf("meanSD of none = %v, want NaN", m)
	}
}

func readTestSamples(t *testing.T) []sample {
	t.Helper()
	raw, err := os.ReadFile(testGames)
	if err != nil {
		t.Fatal(err)
	}
	all, err := readSamples(testGames, raw)
	if err != nil {
		t.Fatal(err)
	}
	return all
}

// TestReadSamples: every position with a choice becomes a sample of the
// mover's rating and band, in the games' order.
func TestReadSamples(t *testing.T) {
	all := readTestSamples(t)
	ratings := [3][2]int{{1489, 1351}, {1341, 1499}, {1534, 1508}}
	perGame := [3]int{}
	for i, s := range all {
		if s.game < 0 || s.game > 2 {
			t.Fatalf("sample %d: game %d", i, s.game)
		}
		perGame[s.game]++
		if want := ratings[s.game][s.pos.ToMove]; s.rating != want || s.band != bandOf(want) {
			t.Errorf("sample %d: rating %d band %d, want %d %d", i, s.rating, s.band, want, bandOf(want))
		}
		if len(s.pos.LegalMoves()) < 2 || !s.pos.Legal(s.move) {
			t.Errorf("sample %d: %d legal moves, move %d", i, len(s.pos.LegalMoves()), s.move)
		}
		if i > 0 && all[i-1].game > s.game {
			t.Errorf("sample %d: game %d after game %d", i, s.game, all[i-1].game)
		}
	}
	if all[0].pos != game.Start() {
		t.Errorf("the first sample is %s, want the start", all[0].pos.TFEN())
	}
	for g, n := range perGame {
		if n < 20 {
			t.Errorf("game %d: %d samples", g, n)
		}
	}
	for _, tt := range []struct{ name, pgn, want string }{
		{"no rating", "[White \"a\"]\n[Black \"b\"]\n\n1. 65(10) *\n", "WhiteElo"},
		{"no game", "", "no positions"},
	} {
		if _, err := readSamples(tt.name, []byte(tt.pgn)); err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: error %v, want one with %q", tt.name, err, tt.want)
		}
	}
}

// humanBest makes the values of every move of every sample: the human's
// move is the best at every depth by 3 stones, every other move j loses
// 1 stone more than the one before.
func humanBest(all []sample) [][]int32 {
	scores := make([][]int32, len(all))
	for i, s := range all {
		byDepth := make([][]ai.MoveScore, ai.MaxPolicyPlies)
		for d := range byDepth {
			for j, m := range s.pos.LegalMoves() {
				sc := -100 * j
				if m == s.move {
					sc = 300
				}
				byDepth[d] = append(byDepth[d], ai.MoveScore{Move: m, Score: sc})
			}
		}
		scores[i] = pack(byDepth)
	}
	return scores
}

// TestFitFindsTheHumansMove: on decisions where the human always plays the
// best move, the fit puts a positive weight on the move's value, its policy
// gives the human's move the most probability, and a blunder (a move 5+
// stones below the best) is marked as one.
func TestFitFindsTheHumansMove(t *testing.T) {
	all := readTestSamples(t)
	ds := makeDecisions(all, humanBest(all), 500)
	var ptrs []*decision
	for i := range ds {
		d := &ds[i]
		if d.human < 0 {
			t.Fatalf("decision %d: the human's move is not among the moves", i)
		}
		if d.blunder[d.human] {
			t.Errorf("decision %d: the best move is a blunder", i)
		}
		for j, b := range d.blunder {
			// move j scores -100j (or 300): 500 below the best from j = 2 on
			if want := j >= 2 && j != d.human; b != want {
				t.Errorf("decision %d move %d: blunder %v, want %v", i, j, b, want)
			}
		}
		ptrs = append(ptrs, d)
	}
	w := fitLogit(ptrs, "separate", 0, 2, nil)[0]
	if w[ai.FeatValue] <= 0 && w[ai.FeatValue+1] <= 0 {
		t.Errorf("weights on the value at 1 and 2 plies: %v, %v; want one positive", w[ai.FeatValue], w[ai.FeatValue+1])
	}
	p := ai.Policy{Plies: 2, Weights: masked(w, 2, nil), Sharp: 1}
	top := 0
	for _, d := range ptrs {
		pr := play(p, d)
		if slices.Index(pr, slices.Max(pr)) == d.human {
			top++
		}
	}
	if top != len(ptrs) {
		t.Errorf("the policy's likeliest move is the human's in %d of %d decisions", top, len(ptrs))
	}
	uniform := 0.0
	for _, d := range ptrs {
		uniform += math.Log(1 / float64(len(d.fs)))
	}
	uniform /= float64(len(ptrs))
	if ll := meanLogLik(p, ptrs); ll <= uniform+0.5 {
		t.Errorf("log-likelihood %.3f, uniform %.3f: the fit learned nothing", ll, uniform)
	}
	if r := blunderRate(p, ptrs); r > 0.05 {
		t.Errorf("blunder rate %.3f of a policy that plays the best move", r)
	}
	if r := blunderRate(ai.Policy{Plies: 2, Weights: p.Weights, Sharp: 0.001}, ptrs); r < 0.3 {
		t.Errorf("blunder rate %.3f of a nearly random policy, want at least 0.3", r)
	}
}

// TestWritePolicies: the written file is gofmt-clean Go of package ai with
// the generated header, one line per policy.
func TestWritePolicies(t *testing.T) {
	policies := make([]ai.Policy, len(bands))
	for b := range policies {
		policies[b] = ai.Policy{Plies: 5, Sharp: 1 + float64(b)/10, Top: 0.01}
		policies[b].Weights[ai.FeatValue] = 0.25 * float64(b)
	}
	levels := append([]ai.Policy{{Plies: 1, Sharp: 0.3}}, policies...)
	path := filepath.Join(t.TempDir(), "policies.go")
	if err := writePolicies(path, policies, levels); err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	f, err := parser.ParseFile(token.NewFileSet(), path, src, parser.ParseComments)
	if err != nil {
		t.Fatalf("the written file does not parse: %v", err)
	}
	if f.Name.Name != "ai" || !strings.HasPrefix(string(src), "// Code generated by go run ./cmd/humanlike -fit; DO NOT EDIT.\n") {
		t.Errorf("package %s, header %q", f.Name.Name, strings.SplitN(string(src), "\n", 2)[0])
	}
	if formatted, err := format.Source(src); err != nil || string(formatted) != string(src) {
		t.Errorf("the written file is not gofmt-clean (%v)", err)
	}
	if n := strings.Count(string(src), "{Plies: "); n != len(policies)+len(levels) {
		t.Errorf("%d policies written, want %d", n, len(policies)+len(levels))
	}
	if !strings.Contains(string(src), "{Plies: 5, Sharp: 1.40, Top: 0.01, Weights: MoveFeatures{1.0000, ") {
		t.Errorf("the last band's policy is not written as given:\n%s", src)
	}
}

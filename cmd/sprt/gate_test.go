package main

import (
	"context"
	"fmt"
	"github.com/togyzkumalak/togyzkumalak/ai/protocol"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// inProcess starts a protocol session of this tree's engine in the test's
// process.
func inProcess(ctx context.Context) (*match.Engine, func() error, error) {
	e, end := match.Serve(ctx, protocol.Run)
	return e, end, nil
}

// testGate plays the engine in process against itself at these limits.
// Its H1 is +100 Elo, so that a clear difference is decided in a few pairs.
func testGate(t *testing.T, newArgs, baseArgs string, maxPairs int) *gate {
	t.Helper()
	ops, err := readOpenings(strings.NewReader(embeddedOpenings), "openings.txt")
	if err != nil {
		t.Fatal(err)
	}
	return &gate{
		newer:       player{name: "new", start: inProcess, options: []string{"Threads", "1", "Hash", "1"}, goArgs: newArgs},
		base:        player{name: "base", start: inProcess, options: []string{"Threads", "1", "Hash", "1"}, goArgs: baseArgs},
		openings:    shuffled(ops, 1),
		test:        match.SPRT{Elo0: 0, Elo1: 100, Alpha: 0.05, Beta: 0.05},
		maxPairs:    maxPairs,
		concurrency: 2,
		jitter:      0.1,
		seed:        1,
	}
}

// A much stronger engine (33 times the nodes) is accepted within a few
// pairs, and the run is the same every time: the pairs are counted in
// order, whatever order the parallel games end in.
func TestGateAcceptsStronger(t *testing.T) {
	var runs []status
	for range 2 {
		g := testGate(t, "nodes 1000", "nodes 30", 40)
		st, err := g.run(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		if st.verdict != match.AcceptH1 {
			t.Fatalf("1,000 nodes against 30: %v after %d pairs %v, LLR %.2f", st.verdict, st.pairs, st.penta, st.llr)
		}
		runs = append(runs, st)
	}
	if runs[0] != runs[1] {
		t.Errorf("two runs differ: %+v and %+v", runs[0], runs[1])
	}
	if st := runs[0]; st.games() != 2*st.pairs || st.wins <= st.losses {
		t.Errorf("counts %+v", st)
	}
}

// The same engine, the other way round, is rejected.
func TestGateRejectsWeaker(t *testing.T) {
	g := testGate(t, "nodes 30", "nodes 1000", 40)
	st, err := g.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.verdict != match.AcceptH0 {
		t.Fatalf("30 nodes against 1,000: %v after %d pairs, LLR %.2f", st.verdict, st.pairs, st.llr)
	}
}

// The engine against itself: the jitter makes the two games of a pair
// differ (without it every pair would be one win each), and H1 is not
// accepted.
func TestGateSelfPlay(t *testing.T) {
	g := testGate(t, "nodes 200", "nodes 200", 12)
	st, err := g.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if st.verdict == match.AcceptH1 {
		t.Fatalf("the engine against itself: H1 accepted after %d pairs %v", st.pairs, st.penta)
	}
	if st.penta[2] == st.pairs {
		t.Errorf("every pair split evenly %v: the jitter did not vary the games", st.penta)
	}
}

func TestGateEngineError(t *testing.T) {
	g := testGate(t, "nodes 50", "nodes 50", 4)
	g.base.options = []string{"Level", "99"}
	_, err := g.run(context.Background())
	if err == nil || !strings.Contains(err.Error(), "base") {
		t.Fatalf("an engine that refuses its options: error %v, want one naming base", err)
	}
}

func TestJitterArgs(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 100 {
		got := jitterArgs("nodes 1000", 0.1, rng)
		var n int
		if _, err := fmt.Sscanf(got, "nodes %d", &n); err != nil || n < 900 || n > 1100 {
			t.Fatalf("jitterArgs = %q", got)
		}
	}
	for _, args := range []string{"movetime 100", "depth 5"} {
		if got := jitterArgs(args, 0.1, rng); got != args {
			t.Errorf("jitterArgs(%q) = %q", args, got)
		}
	}
	if got := jitterArgs("nodes 1000", 0, rng); got != "nodes 1000" {
		t.Errorf("no jitter: %q", got)
	}
}

func TestEmbeddedOpenings(t *testing.T) {
	ops, err := readOpenings(strings.NewReader(embeddedOpenings), "openings.txt")
	if err != nil {
		t.Fatal(err)
	}
	seen := make(map[game.Position]bool)
	for _, p := range ops {
		if seen[p] {
			t.Errorf("%s twice", p.TFEN())
		}
		seen[p] = true
	}
	if len(ops) < 150 {
		t.Errorf("%d openings, want at least 150", len(ops))
	}
}

func TestReadOpeningsErrors(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"# only a comment\n", "no openings"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0\nnonsense | x\n", "f:2"},
		{"0,0,0,0,0,0,0,0,0/9,9,9,9,9,9,9,9,9 81 0 - - 0\n", "over"},
	} {
		_, err := readOpenings(strings.NewReader(tt.text), "f")
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want one with %q", tt.text, err, tt.want)
		}
	}
}

// makeOpenings takes the positions after the first plies of each game,
// each once, and keeps those the search finds even.
func TestMakeOpenings(t *testing.T) {
	var pgn strings.Builder
	for _, branch := range []int{0, 1} {
		// four plies in common, then two by the branch's choice
		g := game.NewGame(game.Start())
		for ply := range 6 {
			choice := 0
			if ply >= 4 {
				choice = branch
			}
			p := g.Position()
			if _, err := g.Play(p.LegalMoves()[choice]); err != nil {
				t.Fatal(err)
			}
		}
		pgn.WriteString(g.Text() + "\n")
	}
	dir := t.TempDir()
	path := dir + "/g.pgn"
	if err := os.WriteFile(path, []byte(pgn.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	all, err := makeOpenings(context.Background(), []string{path}, openingSpec{minPly: 4, maxPly: 6, depth: 2, maxScore: 1 << 20}, nil)
	if err != nil {
		t.Fatal(err)
	}
	// plies 4 (shared), 5 and 6 of each game: 5 distinct positions
	if len(all) != 5 {
		t.Fatalf("%d openings, want 5: %v", len(all), all)
	}
	even, err := makeOpenings(context.Background(), []string{path}, openingSpec{minPly: 4, maxPly: 6, depth: 2, maxScore: 0}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range even {
		if o.score != 0 {
			t.Errorf("%s kept with score %d", o.pos.TFEN(), o.score)
		}
	}
	var b strings.Builder
	if err := writeOpenings(&b, all, defaultOpenings, []string{"g.pgn"}); err != nil {
		t.Fatal(err)
	}
	back, err := readOpenings(strings.NewReader(b.String()), "written")
	if err != nil || len(back) != len(all) {
		t.Fatalf("read back %d, %v", len(back), err)
	}
}

func TestParseOptions(t *testing.T) {
	got, err := parseOptions("Threads=2, Hash=16")
	if err != nil || strings.Join(got, " ") != "Threads 2 Hash 16" {
		t.Errorf("got %q, %v", got, err)
	}
	if _, err := parseOptions("Threads"); err == nil {
		t.Error("Threads without a value: no error")
	}
	for _, bad := range []string{"nodes", "nodes x", "nodes -5", "wtime 100", ""} {
		if checkGoArgs(bad) == nil {
			t.Errorf("checkGoArgs(%q): no error", bad)
		}
	}
	if err := checkGoArgs("movetime 1000"); err != nil {
		t.Error(err)
	}
}

func TestResolveEngineErrors(t *testing.T) {
	_, err := resolveEngine(context.Background(), "no-such-commit-or-file", "base", t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "no-such-commit-or-file") {
		t.Fatalf("error %v", err)
	}
	bin := t.TempDir() + "/engine"
	if err := os.WriteFile(bin, []byte("x"), 0o755); err != nil {
		t.Fatal(err)
	}
	b, err := resolveEngine(context.Background(), bin, "base", t.TempDir())
	if err != nil || b.path != bin {
		t.Fatalf("a binary: %+v, %v", b, err)
	}
}

// A commit built twice, in two temporary worktrees, is the same binary, so
// a run against a commit can be resumed in a later sitting.
func TestResolveEngineReproducible(t *testing.T) {
	ctx := context.Background()
	if _, err := gitOutput(ctx, ".", "rev-parse", "HEAD"); err != nil {
		t.Skipf("no git repository here: %v", err)
	}
	var hashes []string
	for _, name := range []string{"first", "second"} {
		b, err := resolveEngine(ctx, "HEAD", name, t.TempDir())
		if err != nil {
			t.Fatal(err)
		}
		h, err := fileHash(b.path)
		if err != nil {
			t.Fatal(err)
		}
		hashes = append(hashes, h)
	}
	if hashes[0] != hashes[1] {
		t.Errorf("HEAD built in two worktrees: sha256 %s and %s", hashes[0], hashes[1])
	}
}

func TestRunFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want string
	}{
		{nil, "-base"},
		{[]string{"-base", "x", "-tc", "wtime 5"}, "limits"},
		{[]string{"-base", "x", "-elo0", "5", "-elo1", "0"}, "elo0"},
		{[]string{"-base", "x", "-options", "Threads"}, "Name=value"},
	} {
		var out strings.Builder
		err := run(context.Background(), tt.args, &out)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want one with %q", tt.args, err, tt.want)
		}
	}
}

// The resign rule ends games both engines agree are decided: the same
// pairs, with fewer plies, and each adjudicated game counted. Checked only,
// the same games are played out and the rule's verdicts compared with the
// results they had.
func TestGateResign(t *testing.T) {
	rule := match.Resign{Score: 1500, Moves: 2}
	full := testGate(t, "nodes 1000", "nodes 1000", 6)
	full.resign, full.resignCheck = rule, true
	checked, err := full.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	judged := testGate(t, "nodes 1000", "nodes 1000", 6)
	judged.resign = rule
	cut, err := judged.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("played out: %d plies; the rule would end %d of %d games, %d wrongly, saving %d plies", checked.plies, checked.would, checked.games(), checked.wrong, checked.saved)
	if checked.adjudicated != 0 {
		t.Errorf("checked only, yet %d games adjudicated", checked.adjudicated)
	}
	if checked.would == 0 || cut.adjudicated != checked.would {
		t.Fatalf("the rule would end %d games and ended %d; want the same, and some", checked.would, cut.adjudicated)
	}
	if cut.plies != checked.plies-checked.saved {
		t.Errorf("adjudicated games played %d plies; played out %d, less %d saved = %d", cut.plies, checked.plies, checked.saved, checked.plies-checked.saved)
	}
	if checked.wrong > checked.would/4 {
		t.Errorf("the rule gave another result in %d of %d games", checked.wrong, checked.would)
	}
}

// A run stopped and resumed from its log ends where one run of as many
// pairs ends: the same pairs, counts and LLR.
func TestGateResumes(t *testing.T) {
	straight := testGate(t, "nodes 300", "nodes 100", 4)
	straight.test.Elo1 = 1000 // no decision before the last pair
	want, err := straight.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}

	var log strings.Builder
	first := testGate(t, "nodes 300", "nodes 100", 2)
	first.test = straight.test
	header := first.settings("aaa", "bbb")
	log.WriteString(headerPrefix + header + "\n")
	first.log = &log
	if _, err := first.run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// a pair cut short: only one of its games reached the log
	lines := strings.SplitAfter(log.String(), "\n")
	half := strings.Replace(lines[1], "pair 0 |", "pair 2 |", 1)
	log.WriteString(half)

	second := testGate(t, "nodes 300", "nodes 100", 4)
	second.test = straight.test
	games, err := readLog(strings.NewReader(log.String()), "run.games", header)
	if err != nil {
		t.Fatal(err)
	}
	if second.prior, err = second.resume(games, "run.games"); err != nil {
		t.Fatal(err)
	}
	if second.prior.pairs != 2 {
		t.Fatalf("resumed %d pairs from a log of 2 and a half, want 2", second.prior.pairs)
	}
	got, err := second.run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got != want {
		t.Errorf("2 pairs and 2 resumed: %+v\none run of 4: %+v", got, want)
	}
}

func TestReadLogRefuses(t *testing.T) {
	const header = "new sha256 aaa, go nodes 100"
	game := "pair 0 | new white | white wins 82:40 | 77 plies | 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 | 1 2 3\n"
	tests := []struct {
		name, log, want string
	}{
		{"no header", game, "no run to resume"},
		{"other settings", headerPrefix + "new sha256 bbb, go nodes 100\n" + game, "run.games line 1: its last run has other settings"},
		{"only the last run counts", headerPrefix + header + "\n" + game + headerPrefix + "other\n", "line 3: its last run has other settings"},
		{"a broken line", headerPrefix + header + "\n" + game + "pair x | new white\n", "run.games line 3: not a game line"},
		{"a bad pair", headerPrefix + header + "\n" + strings.Replace(game, "pair 0", "pair -1", 1), "line 2: \"pair -1\""},
		{"a bad colour", headerPrefix + header + "\n" + strings.Replace(game, "new white", "new red", 1), "line 2: \"new red\""},
		{"a bad result", headerPrefix + header + "\n" + strings.Replace(game, "white wins", "ongoing", 1), "line 2: result \"ongoing 82:40\""},
		{"bad plies", headerPrefix + header + "\n" + strings.Replace(game, "77 plies", "77", 1), "line 2: \"77\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := readLog(strings.NewReader(tt.log), "run.games", header)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("error %v, want one with %q", err, tt.want)
			}
		})
	}
}

func TestParseGameLine(t *testing.T) {
	const start = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0"
	tests := []struct {
		line string
		want loggedGame
	}{
		{"pair 3 | new white | white wins 82:40 | 77 plies | " + start + " | 1 2", loggedGame{3, true, 1, 77, false, start}},
		{"pair 3 | new black | white wins 82:40 (adjudicated) | 70 plies | " + start + " | 1 2", loggedGame{3, false, 0, 70, true, start}},
		{"pair 0 | new black | black wins 67:76 (adjudicated) | 154 plies | " + start + " | 1", loggedGame{0, false, 1, 154, true, start}},
		{"pair 8 | new white | black wins 70:82 | 141 plies | " + start + " | 1", loggedGame{8, true, 0, 141, false, start}},
		{"pair 8 | new white | draw 81:81 | 141 plies | " + start + " | 1", loggedGame{8, true, 0.5, 141, false, start}},
	}
	for _, tt := range tests {
		got, err := parseGameLine(tt.line)
		if err != nil || got != tt.want {
			t.Errorf("parseGameLine(%q) = %+v, %v, want %+v", tt.line, got, err, tt.want)
		}
	}
}

// A pair played from another opening than the run gives it (another seed
// or openings file) is refused, naming the pair.
func TestResumeChecksOpenings(t *testing.T) {
	g := testGate(t, "nodes 100", "nodes 100", 4)
	other := g.openings[1].TFEN()
	games := []loggedGame{{pair: 0, newWhite: true, points: 1, plies: 50, start: other}, {pair: 0, points: 0, plies: 60, start: other}}
	if _, err := g.resume(games, "run.games"); err == nil || !strings.Contains(err.Error(), "run.games: pair 0 began at") {
		t.Fatalf("error %v, want one naming pair 0", err)
	}
	games[0].start, games[1].start = g.openings[0].TFEN(), g.openings[0].TFEN()
	st, err := g.resume(games, "run.games")
	if err != nil || st.pairs != 1 || st.wins != 1 || st.losses != 1 || st.plies != 110 || st.penta[2] != 1 {
		t.Fatalf("resume = %+v, %v", st, err)
	}
}

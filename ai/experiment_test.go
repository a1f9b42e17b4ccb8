//go:build experiment

// Experiments that decide what the engine keeps: matches between search and
// evaluation variants at fixed depth or nodes, time to depth and time to
// prove endgames. They are benchmarks that report their findings as
// metrics, run one at a time, as in
//
//	go test -tags experiment -run '^$' -bench Match -benchtime 1x ./ai -a base -b nolmr -nodes 50000
//	go test -tags experiment -run '^$' -bench TimeToDepth -benchtime 1x ./ai -depth 12
//	go test -tags experiment -run '^$' -bench SolveTimes -benchtime 1x ./ai -stones 10
package ai

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

var (
	expDepth    = flag.Int("depth", 0, "fixed depth of both players (BenchmarkMatch) or of BenchmarkTimeToDepth")
	expNodes    = flag.Uint64("nodes", 0, "fixed nodes of both players")
	expA        = flag.String("a", "base", "variant of player A (comma-separated options)")
	expB        = flag.String("b", "base", "variant of player B")
	expWA       = flag.String("wa", "", "JSON weights of player A")
	expWB       = flag.String("wb", "", "JSON weights of player B")
	expOpenings = flag.Int("openings", 40, "openings (each played with both colours)")
	expPlies    = flag.Int("plies", 4, "random plies per opening")
	expSeed     = flag.Uint64("seed", 1, "seed of the openings")
	expTime     = flag.Duration("movetime", 0, "fixed time per move of both players")
	expParallel = flag.Int("parallel", 2, "games played at once")
)

func loadWeights(t testing.TB, path string) *eval.Weights {
	w := eval.Tuned()
	if path == "" {
		return &w
	}
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var ints []int32
	if err := json.Unmarshal(b, &ints); err != nil || len(ints) != eval.NumFeatures {
		t.Fatalf("%s: %v (%d weights)", path, err, len(ints))
	}
	copy(w[:], ints)
	return &w
}

func variant(t testing.TB, spec string, w *eval.Weights) func() match.Player {
	return func() match.Player {
		cfg := searchConfig{tt: newTable(16), w: w, threads: 1}
		for _, o := range strings.Split(spec, ",") {
			switch o {
			case "base", "":
			case "noqs":
				cfg.noQuiesce = true
			case "nolmr":
				cfg.noLMR = true
			case "t2":
				cfg.threads = 2
			case "rfp100":
				cfg.rfp = 100
			case "rfp200":
				cfg.rfp = 200
			default:
				t.Fatalf("unknown variant option %q", o)
			}
		}
		lim := Limits{Depth: *expDepth, Nodes: *expNodes, Time: *expTime}
		return func(ctx context.Context, p game.Position) game.Move {
			return runSearch(ctx, p, lim, cfg, nil).Move
		}
	}
}

// BenchmarkMatch plays variant A against variant B and reports A's score
// and Elo difference with its 95% margin.
func BenchmarkMatch(b *testing.B) {
	if *expDepth == 0 && *expNodes == 0 && *expTime == 0 {
		b.Fatal("give -depth, -nodes or -movetime")
	}
	ops := match.Openings(*expOpenings, *expPlies, *expSeed)
	for b.Loop() {
		s := match.Run(context.Background(), ops,
			variant(b, *expA, loadWeights(b, *expWA)), variant(b, *expB, loadWeights(b, *expWB)), *expParallel, nil)
		if s.Games() != 2*len(ops) {
			b.Fatalf("%d games played, want %d", s.Games(), 2*len(ops))
		}
		elo, margin := s.Elo()
		b.ReportMetric(100*s.Fraction(), "%score")
		b.ReportMetric(elo, "Elo")
		b.ReportMetric(margin, "Elo±")
		b.ReportMetric(float64(s.Plies)/float64(s.Games()), "plies/game")
	}
}

// BenchmarkTimeToDepth searches the bench positions to -depth (default 12)
// on one thread and reports the nodes and the speed.
func BenchmarkTimeToDepth(b *testing.B) {
	d := *expDepth
	if d == 0 {
		d = 12
	}
	e := New(Options{Threads: 1, HashMB: 64})
	e.tt.clear()
	for b.Loop() {
		var nodes uint64
		var el time.Duration
		for _, tfen := range benchTFENs {
			e.NewGame()
			r := e.Search(context.Background(), aitest.MustTFEN(b, tfen), Limits{Depth: d}, nil)
			if r.Move == 0 {
				b.Fatalf("%s: no move", tfen)
			}
			nodes += r.Nodes
			el += r.Elapsed
		}
		b.ReportMetric(float64(nodes), "nodes")
		b.ReportMetric(float64(nodes)/el.Seconds(), "nodes/s")
	}
}

var expStones = flag.Int("stones", 10, "board stones of BenchmarkSolveTimes")

// BenchmarkSolveTimes reports how long the engine takes to prove the result
// of real endgames with -stones stones on the board (8 positions, at most
// 20 s each): the share proved and the mean time to the proof.
func BenchmarkSolveTimes(b *testing.B) {
	f, err := os.Open("../game/testdata/playok-2025.pgn")
	if err != nil {
		b.Fatal(err)
	}
	defer f.Close()
	games, _, err := game.ReadGames(f)
	if err != nil {
		b.Fatal(err)
	}
	var positions []game.Position
	for _, g := range games {
		if len(positions) == 8 {
			break
		}
		for ply := 0; ply <= g.Len(); ply++ {
			p := g.PositionAt(ply)
			if p.Over() {
				break
			}
			if game.TotalStones-int(p.Kazans[0])-int(p.Kazans[1]) <= *expStones {
				positions = append(positions, p)
				break
			}
		}
	}
	if len(positions) == 0 {
		b.Fatalf("no position with %d stones or fewer", *expStones)
	}
	e := New(Options{Threads: 1})
	for b.Loop() {
		proved := 0
		var total time.Duration
		for _, p := range positions {
			e.NewGame()
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			var at time.Duration
			e.Search(ctx, p, Limits{}, func(i Info) {
				if i.Mate != 0 && at == 0 {
					at = i.Elapsed
				}
			})
			cancel()
			if at > 0 {
				proved++
				total += at
			}
		}
		b.ReportMetric(100*float64(proved)/float64(len(positions)), "%proved")
		if proved > 0 {
			b.ReportMetric(float64(total.Milliseconds())/float64(proved), "ms/proof")
		}
	}
}

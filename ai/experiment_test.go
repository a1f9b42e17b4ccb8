//go:build experiment

// Experiments that decide what the engine keeps: matches between search and
// evaluation variants at fixed depth or nodes. Run with
//
//	go test -tags experiment -run TestMatch -v ./ai -a base -b nolmr -nodes 50000
package ai

import (
	"context"
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/internal/eval"
	"github.com/togyzkumalak/togyzkumalak/ai/internal/match"
	"github.com/togyzkumalak/togyzkumalak/game"
)

var (
	expDepth    = flag.Int("depth", 0, "fixed depth of both players (TestMatch) or of TestTimeToDepth")
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

func loadWeights(t *testing.T, path string) *eval.Weights {
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

func variant(t *testing.T, spec string, w *eval.Weights) func() match.Player {
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

func TestMatch(t *testing.T) {
	if *expDepth == 0 && *expNodes == 0 && *expTime == 0 {
		t.Fatal("give -depth, -nodes or -movetime")
	}
	ops := match.Openings(*expOpenings, *expPlies, *expSeed)
	start := time.Now()
	s := match.Run(context.Background(), ops,
		variant(t, *expA, loadWeights(t, *expWA)), variant(t, *expB, loadWeights(t, *expWB)), *expParallel, nil)
	elo, margin := s.Elo()
	t.Logf("A=%s%s vs B=%s%s: +%d =%d -%d  %.1f%%  Elo %+.0f ± %.0f  (%.0f plies/game, %v)",
		*expA, *expWA, *expB, *expWB, s.Wins, s.Draws, s.Losses, 100*s.Fraction(), elo, margin,
		float64(s.Plies)/float64(s.Games()), time.Since(start).Round(time.Second))
}

func TestTimeToDepth(t *testing.T) {
	d := *expDepth
	if d == 0 {
		d = 12
	}
	var nodes uint64
	var el time.Duration
	e := New(Options{Threads: 1, HashMB: 64})
	e.tt.clear()
	for _, bp := range benchPositions {
		pos := mustTFEN(t, bp.tfen)
		e.NewGame()
		r := e.Search(context.Background(), pos, Limits{Depth: d}, nil)
		t.Logf("%s: depth %d score %d nodes %d time %v move %d", bp.name, r.Depth, r.Score, r.Nodes, r.Elapsed.Round(time.Millisecond), r.Move)
		nodes += r.Nodes
		el += r.Elapsed
	}
	t.Logf("total nodes %d time %v nps %.0f", nodes, el.Round(time.Millisecond), float64(nodes)/el.Seconds())
}

var expStones = flag.Int("stones", 10, "board stones of TestSolveTimes")

// TestSolveTimes reports how long the engine takes to prove the result of
// real endgames with a given number of stones on the board.
func TestSolveTimes(t *testing.T) {
	f, err := os.Open("../game/testdata/playok-2025.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, _, err := game.ReadGames(f)
	if err != nil {
		t.Fatal(err)
	}
	e := New(Options{Threads: 1})
	found := 0
	for _, g := range games {
		if found >= 8 {
			break
		}
		for ply := 0; ply <= g.Len(); ply++ {
			p := g.PositionAt(ply)
			if p.Over() {
				break
			}
			if game.TotalStones-int(p.Kazans[0])-int(p.Kazans[1]) <= *expStones {
				found++
				e.NewGame()
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				var at time.Duration
				r := e.Search(ctx, p, Limits{}, func(i Info) {
					if i.Mate != 0 && at == 0 {
						at = i.Elapsed
					}
				})
				cancel()
				t.Logf("%s: depth %d mate %d score %d proved at %v (searched %v)", p.TFEN(), r.Depth, r.Mate, r.Score, at, r.Elapsed.Round(time.Millisecond))
				break
			}
		}
	}
}

// Command egtb generates the endgame table: every position with at most N
// stones on the board, solved exactly (see package internal/egtb), and
// writes it to a file that ai.LoadEndgameTable reads from its directory
// (the file it would otherwise build there itself).
//
//	go run ./cmd/egtb -n 6 -o endgame-6.tkegtb
//	go run ./cmd/egtb -compare game/testdata/playok-2025.pgn -cache DIR
//
// The output is reproducible: the same N gives the same bytes. -compare
// measures how much earlier the engine proves results with the table (built
// into or read from -cache) in the endgames of real games: positions with a
// few more stones on the board than the table holds, searched to a node
// budget with and without the table.
package main

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"sort"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/egtb"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("egtb: ")
	n := flag.Int("n", 6, "most stones on the board")
	out := flag.String("o", "", "output file (default egtb-N.bin)")
	compare := flag.String("compare", "", "PGN file whose endgames to search with and without the table")
	cache := flag.String("cache", os.TempDir(), "with -compare: the table's directory")
	nodes := flag.Uint64("nodes", 2_000_000, "with -compare: node budget of each search")
	count := flag.Int("count", 40, "with -compare: positions")
	scratch := flag.String("scratch", "", "folder to stream each layer's moves through (bounded memory); empty: in memory")
	threads := flag.Int("threads", 1, "goroutines that solve a layer")
	flag.Parse()
	if *compare != "" {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		if err := compareProofs(ctx, *compare, *cache, *nodes, *count); err != nil {
			log.Fatal(err)
		}
		return
	}
	if *out == "" {
		*out = fmt.Sprintf("endgame-%d.tkegtb", *n)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	var last egtb.Progress
	t, err := egtb.Generate(ctx, *n, egtb.Options{Scratch: *scratch, Threads: *threads, Progress: func(p egtb.Progress) {
		if p.Stones != last.Stones && last.Pass > 0 {
			fmt.Printf("%2d stones: %10d positions, %3d passes, %s\n", last.Stones, last.Positions, last.Pass, time.Since(start).Round(time.Millisecond))
		}
		last = p
	}})
	if err != nil {
		log.Fatal(err)
	}
	f, err := os.Create(*out)
	if err != nil {
		log.Fatal(err)
	}
	if _, err := t.WriteTo(f); err != nil {
		log.Fatalf("write %s: %v", *out, err)
	}
	if err := f.Close(); err != nil {
		log.Fatalf("write %s: %v", *out, err)
	}
	fmt.Printf("%2d stones: %10d positions, %3d passes, %s\n", last.Stones, last.Positions, last.Pass, time.Since(start).Round(time.Millisecond))
	fmt.Printf("%s: N %d, %d bytes, %s\n", *out, *n, t.Size()+20, time.Since(start).Round(time.Millisecond))
}

// compareProofs searches endgames of the games in path with and without the
// table and prints when each search first proved the result.
func compareProofs(ctx context.Context, path, cache string, nodes uint64, count int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	games, _, err := game.ReadGames(bufio.NewReader(f))
	f.Close()
	if err != nil {
		return fmt.Errorf("read %s: %w", path, err)
	}
	// one position per game: the first with at most N+6 board stones
	var positions []game.Position
	for _, g := range games {
		if len(positions) == count {
			break
		}
		for ply := range g.Len() + 1 {
			p := g.PositionAt(ply)
			if p.Over() {
				break
			}
			if stones := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1]); stones <= ai.EndgameStones+6 {
				positions = append(positions, p)
				break
			}
		}
	}
	with := ai.New(ai.Options{Threads: 1, HashMB: 16})
	start := time.Now()
	if err := with.LoadEndgameTable(ctx, cache); err != nil {
		return err
	}
	fmt.Printf("table of %d stones ready in %s\n", ai.EndgameStones, time.Since(start).Round(time.Millisecond))
	without := ai.New(ai.Options{Threads: 1, HashMB: 16})
	type proof struct {
		nodes uint64
		depth int
		ok    bool
	}
	search := func(e *ai.Engine, p game.Position) proof {
		e.NewGame()
		var pr proof
		e.Search(ctx, p, ai.Limits{Nodes: nodes}, func(in ai.Info) {
			if in.Mate != 0 && !pr.ok {
				pr = proof{nodes: in.Nodes, depth: in.Depth, ok: true}
			}
		})
		return pr
	}
	fmt.Printf("%d positions with %d..%d board stones, %d nodes a search\n\n", len(positions), ai.EndgameStones+1, ai.EndgameStones+6, nodes)
	fmt.Println("| position | board stones | kazans | proved without (depth, nodes) | with the table |")
	fmt.Println("|----------|--------------|--------|-------------------------------|----------------|")
	var both, onlyWith, onlyWithout, neither int
	var ratio []float64
	for i, p := range positions {
		a, b := search(without, p), search(with, p)
		show := func(pr proof) string {
			if !pr.ok {
				return "—"
			}
			return fmt.Sprintf("%d, %d", pr.depth, pr.nodes)
		}
		fmt.Printf("| %d | %d | %d:%d | %s | %s |\n", i+1, game.TotalStones-int(p.Kazans[0])-int(p.Kazans[1]), p.Kazans[0], p.Kazans[1], show(a), show(b))
		switch {
		case a.ok && b.ok:
			both++
			ratio = append(ratio, float64(a.nodes)/float64(max(b.nodes, 1)))
		case b.ok:
			onlyWith++
		case a.ok:
			onlyWithout++
		default:
			neither++
		}
	}
	sort.Float64s(ratio)
	med := 0.0
	if len(ratio) > 0 {
		med = ratio[len(ratio)/2]
	}
	fmt.Printf("\nproved by both: %d (median %.1fx fewer nodes with the table); only with the table: %d; only without: %d; neither: %d\n",
		both, med, onlyWith, onlyWithout, neither)
	return nil
}

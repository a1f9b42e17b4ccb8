// Command egtb generates the endgame table: every position with at most N
// stones on the board, solved exactly (see package ai/egtb), and
// writes it to a file that ai.LoadEndgameTable reads from its directory
// (the file it would otherwise build there itself).
//
//	go run ./cmd/egtb -n 8 -scratch ~/.cache/togyzkumalak -o ~/.cache/togyzkumalak/endgame-8.tkegtb
//	go run ./cmd/egtb -pick game/testdata/playok-2025.pgn -stones 12 -count 30 > ai/testdata/playok-endgames.tfen
//	go run ./cmd/egtb -prove ai/testdata/playok-endgames.tfen -cache ~/.cache/togyzkumalak -nodes 2000000
//
// The output is reproducible: the same N gives the same bytes. With
// -scratch the moves of each layer stream through a file there, so memory
// stays about the table's size. -pick chooses real endgames; -prove
// measures how many of them the engine proves (a forced result) with each
// table of -cache and without one, and how fast.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("egtb: ")
	n := flag.Int("n", 6, "most stones on the board")
	out := flag.String("o", "", "output file (default egtb-N.bin)")
	pick := flag.String("pick", "", "PGN file: print the first position of each game with at most -stones on the board (TFEN, one a line)")
	stones := flag.Int("stones", 12, "with -pick: most stones on the board")
	count := flag.Int("count", 30, "with -pick: positions")
	prove := flag.String("prove", "", "file of TFEN positions to search with each table of -cache, and without one")
	cache := flag.String("cache", os.TempDir(), "with -prove: the tables' folder")
	nodes := flag.Uint64("nodes", 2_000_000, "with -prove: node budget of each search")
	depth := flag.Int("depth", 0, "with -prove: depth of each search (0: none)")
	scratch := flag.String("scratch", "", "folder to stream each layer's moves through (bounded memory); empty: in memory")
	threads := flag.Int("threads", 1, "goroutines that solve a layer")
	flag.Parse()
	switch {
	case *pick != "":
		if err := pickEndgames(os.Stdout, *pick, *stones, *count); err != nil {
			log.Fatal(err)
		}
		return
	case *prove != "":
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		defer stop()
		if err := proveEndgames(ctx, os.Stdout, *prove, *cache, ai.Limits{Nodes: *nodes, Depth: *depth}); err != nil {
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
	// through a temporary file, so that an engine reading the folder never
	// sees half a table
	tmp := *out + ".part"
	f, err := os.Create(tmp)
	if err != nil {
		log.Fatal(err)
	}
	_, err = t.WriteTo(f)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, *out)
	}
	if err != nil {
		os.Remove(tmp)
		log.Fatalf("write %s: %v", *out, err)
	}
	fmt.Printf("%2d stones: %10d positions, %3d passes, %s\n", last.Stones, last.Positions, last.Pass, time.Since(start).Round(time.Millisecond))
	fmt.Printf("%s: N %d, %d bytes, %s\n", *out, *n, t.Size()+20, time.Since(start).Round(time.Millisecond))
}

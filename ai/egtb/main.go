// Command egtb generates the endgame table: every position with at most N
// stones on the board, solved exactly (see package ai/internal/egtb), and
// writes it to a file the engine loads (ai.Options.EndgameTable or the
// window's cache).
//
//	go run ./ai/egtb -n 6 -o egtb-6.bin
//
// The output is reproducible: the same N gives the same bytes.
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/internal/egtb"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("egtb: ")
	n := flag.Int("n", 6, "most stones on the board")
	out := flag.String("o", "", "output file (default egtb-N.bin)")
	flag.Parse()
	if *out == "" {
		*out = fmt.Sprintf("egtb-%d.bin", *n)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	start := time.Now()
	t, err := egtb.Generate(ctx, *n, func(stones, positions, passes int) {
		fmt.Printf("%2d stones: %10d positions, %3d passes, %s\n", stones, positions, passes, time.Since(start).Round(time.Millisecond))
	})
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
	fmt.Printf("%s: N %d, %d bytes, %s\n", *out, *n, t.Size()+20, time.Since(start).Round(time.Millisecond))
}

package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// benchCommand searches the engine's fixed bench positions to a fixed depth
// on one thread and prints each position's node count, then the total (the
// search's signature) and the speed. With --endgame it searches with the
// endgame table of the cache folder (its signature is then another).
func benchCommand(r *run, args []string) int {
	stdout := r.stdout
	fs := flag.NewFlagSet("bench", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	endgame := fs.Bool("endgame", false, "search with the endgame table of "+r.prog.endgameDir())
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() != 0 {
		return r.failf(ExitUsage, "takes no arguments but --endgame, got %q", fs.Args())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	var table *ai.EndgameTable
	if *endgame {
		table = r.openEndgameTable(ctx, r.prog.endgameDir())
	}
	n := 0
	res, err := ai.BenchWithTable(ctx, table, func(l ai.BenchLine) {
		n++
		fmt.Fprintf(stdout, "%2d nodes %d move %d score %d time %v tfen %s\n", n, l.Nodes, l.Move, l.Score, l.Elapsed.Round(time.Millisecond), l.TFEN)
	})
	if err != nil {
		return r.failf(ExitMismatch, "%v", err)
	}
	fmt.Fprintf(stdout, "depth %d, %d positions, 1 thread: %d nodes in %v, %.0f nodes/s\n",
		ai.BenchDepth, len(res.Lines), res.Nodes, res.Elapsed.Round(time.Millisecond), res.NodesPerSecond())
	fmt.Fprintf(stdout, "signature %d\n", res.Nodes)
	return ExitOK
}

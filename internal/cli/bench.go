package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// benchCommand searches the engine's fixed bench positions to a fixed depth
// on one thread and prints each position's node count, then the total (the
// search's signature) and the speed.
func benchCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 0 {
		fmt.Fprintf(stderr, "togyzkumalak bench: takes no arguments, got %q\n", args)
		return ExitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	n := 0
	r, err := ai.Bench(ctx, func(l ai.BenchLine) {
		n++
		fmt.Fprintf(stdout, "%2d nodes %d move %d score %d time %v tfen %s\n", n, l.Nodes, l.Move, l.Score, l.Elapsed.Round(time.Millisecond), l.TFEN)
	})
	if err != nil {
		fmt.Fprintln(stderr, "togyzkumalak bench:", err)
		return ExitMismatch
	}
	fmt.Fprintf(stdout, "depth %d, %d positions, 1 thread: %d nodes in %v, %.0f nodes/s\n",
		ai.BenchDepth, len(r.Lines), r.Nodes, r.Elapsed.Round(time.Millisecond), r.NodesPerSecond())
	fmt.Fprintf(stdout, "signature %d\n", r.Nodes)
	return ExitOK
}

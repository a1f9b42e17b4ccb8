package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// perftCommand prints the move-tree counts of depths 1..N. An interrupt
// (Ctrl-C) stops the count: it says at which depth and fails.
func perftCommand(r *run, args []string) int {
	stderr := r.stderr
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tfen := fs.String("tfen", game.StartTFEN, "the position to count from (TFEN, or PlayStrategy's FEN)")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() != 1 {
		return r.failf(ExitUsage, "want one depth, as in: %s perft 6", r.prog.Name)
	}
	depth, err := strconv.Atoi(fs.Arg(0))
	if err != nil || depth < 1 || depth > 30 {
		return r.failf(ExitUsage, "depth %q is not a number from 1 to 30", fs.Arg(0))
	}
	pos, _, _, err := game.ParsePosition(*tfen)
	if err != nil {
		return r.failf(ExitUsage, "--tfen: %v", err)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	return perftDepths(ctx, r, pos, depth)
}

// perftDepths prints "<depth> <count>" for depths 1..depth, or stops with
// a message when ctx ends.
func perftDepths(ctx context.Context, r *run, pos game.Position, depth int) int {
	for d := 1; d <= depth; d++ {
		n, err := game.PerftContext(ctx, pos, d)
		if err != nil {
			return r.failf(ExitMismatch, "stopped at depth %d: %v", d, err)
		}
		fmt.Fprintf(r.stdout, "%d %d\n", d, n)
	}
	return ExitOK
}

package cli

import (
	"flag"
	"fmt"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// perftCommand prints the move-tree counts of depths 1..N.
func perftCommand(r *run, args []string) int {
	stdout, stderr := r.stdout, r.stderr
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tfen := fs.String("tfen", game.StartTFEN, "the position to count from")
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
	pos, err := game.ParseTFEN(*tfen)
	if err != nil {
		return r.failf(ExitUsage, "--tfen: %v", err)
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(stdout, "%d %d\n", d, game.Perft(pos, d))
	}
	return ExitOK
}

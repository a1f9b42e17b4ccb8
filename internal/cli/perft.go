package cli

import (
	"flag"
	"fmt"
	"io"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// perftCommand prints the move-tree counts of depths 1..N.
func perftCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tfen := fs.String("tfen", game.StartTFEN, "the position to count from")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "togyzkumalak perft: want one depth, as in: togyzkumalak perft 6")
		return ExitUsage
	}
	depth, err := strconv.Atoi(fs.Arg(0))
	if err != nil || depth < 1 || depth > 30 {
		fmt.Fprintf(stderr, "togyzkumalak perft: depth %q is not a number from 1 to 30\n", fs.Arg(0))
		return ExitUsage
	}
	pos, err := game.ParseTFEN(*tfen)
	if err != nil {
		fmt.Fprintf(stderr, "togyzkumalak perft: --tfen: %v\n", err)
		return ExitUsage
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(stdout, "%d %d\n", d, game.Perft(pos, d))
	}
	return ExitOK
}

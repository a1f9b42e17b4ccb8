package cli

import (
	"fmt"
	"io"
	"slices"

	"github.com/togyzkumalak/togyzkumalak/ai/puzzle"
)

// puzzlesCommand prints the embedded puzzle set, one a line:
// "<id> <theme> <rating> <TFEN> <line holes separated by commas>", the line
// alternating the solver's moves and the computer's answers. A theme given
// as the only argument prints that theme's puzzles.
func puzzlesCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	var theme puzzle.Theme
	switch {
	case len(args) > 1:
		fmt.Fprintf(stderr, "togyzkumalak puzzles: want at most one theme, got %q\n", args)
		return ExitUsage
	case len(args) == 1:
		theme = puzzle.Theme(args[0])
		if !theme.Valid() {
			fmt.Fprintf(stderr, "togyzkumalak puzzles: theme %q is not one of %v\n", args[0], puzzle.Themes())
			return ExitUsage
		}
	}
	set, err := puzzle.Set()
	if err != nil {
		fmt.Fprintln(stderr, "togyzkumalak puzzles:", err)
		return ExitMismatch
	}
	set = slices.DeleteFunc(set, func(p puzzle.Puzzle) bool { return theme != "" && p.Theme != theme })
	for _, p := range set {
		fmt.Fprintln(stdout, p.Summary())
	}
	return ExitOK
}

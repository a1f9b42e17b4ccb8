package cli

import (
	"fmt"
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

// puzzlesCommand prints the embedded puzzle set, one a line:
// "<id> <theme> <rating> <TFEN> <line holes separated by commas>", the line
// alternating the solver's moves and the computer's answers. A theme given
// as the only argument prints that theme's puzzles.
func puzzlesCommand(r *run, args []string) int {
	stdout := r.stdout
	var theme puzzle.Theme
	switch {
	case len(args) > 1:
		return r.failf(ExitUsage, "want at most one theme, got %q", args)
	case len(args) == 1:
		theme = puzzle.Theme(args[0])
		if !theme.Valid() {
			return r.failf(ExitUsage, "theme %q is not one of %v", args[0], puzzle.Themes())
		}
	}
	set, err := puzzle.Set()
	if err != nil {
		return r.failf(ExitMismatch, "%v", err)
	}
	set = slices.DeleteFunc(set, func(p puzzle.Puzzle) bool { return theme != "" && p.Theme != theme })
	for _, p := range set {
		fmt.Fprintln(stdout, p.Summary())
	}
	return ExitOK
}

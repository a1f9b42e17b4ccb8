package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// analyseCommand reviews every game of the record files with the engine:
// one line per ply, "<game> <ply> <move> <best> <before> <after> <class>",
// and one summary line per game, "<game> summary white <accuracy>%
// <inaccuracies> <mistakes> <blunders> black …". A wrong record prints the
// replay error and makes the exit code 1.
func analyseCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	movetime := fs.Int("movetime", 0, fmt.Sprintf("milliseconds of search for each position, instead of the default %d nodes on one thread", ai.DefaultReviewLimits.Nodes))
	depth := fs.Int("depth", 0, "search depth of each position, instead of a time")
	endgame := r.endgameFlag(fs)
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() == 0 {
		return r.failf(ExitUsage, "want one or more record files")
	}
	lim := ai.DefaultReviewLimits
	switch {
	case *movetime < 0 || *depth < 0 || *depth > ai.MaxDepth:
		return r.failf(ExitUsage, "--movetime wants milliseconds and --depth a number from 1 to %d", ai.MaxDepth)
	case *movetime > 0 && *depth > 0:
		return r.failf(ExitUsage, "give --movetime or --depth, not both")
	case *movetime > 0:
		lim = ai.Limits{Time: time.Duration(*movetime) * time.Millisecond}
	case *depth > 0:
		lim = ai.Limits{Depth: *depth}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e := ai.New(ai.Options{})
	e.SetEndgameTable(r.openEndgameTable(ctx, *endgame))
	if ctx.Err() != nil {
		return ExitUsage
	}
	code := ExitOK
	for _, path := range fs.Args() {
		label := func(n int) string {
			if fs.NArg() == 1 {
				return strconv.Itoa(n)
			}
			return fmt.Sprintf("%s:%d", filepath.Base(path), n)
		}
		code = max(code, analyseFile(ctx, r, e, lim, path, label))
		if ctx.Err() != nil {
			return ExitUsage
		}
	}
	return code
}

func analyseFile(ctx context.Context, r *run, e *ai.Engine, lim ai.Limits, path string, label func(int) string) int {
	stdout := r.stdout
	return eachGame(r, path, func(n int, g *game.Game) int {
		plies, err := e.AnalyseGame(ctx, g, lim, nil)
		if err != nil {
			return r.failf(ExitUsage, "%s: game %d: %v", path, n, err)
		}
		for _, a := range plies {
			fmt.Fprintf(stdout, "%s %d %d %d %s %s %s\n", label(n), a.Ply, a.Move, a.Best, a.Before, a.After, a.Class)
		}
		w, b := ai.Summarise(plies)
		fmt.Fprintf(stdout, "%s summary white %.1f%% %d %d %d black %.1f%% %d %d %d\n", label(n),
			w.Accuracy, w.Inaccuracies, w.Mistakes, w.Blunders, b.Accuracy, b.Inaccuracies, b.Mistakes, b.Blunders)
		return ExitOK
	})
}

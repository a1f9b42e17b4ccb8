package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
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
func analyseCommand(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(stderr)
	movetime := fs.Int("movetime", 0, fmt.Sprintf("milliseconds of search for each position (default %d)", ai.DefaultReviewLimits.Time.Milliseconds()))
	depth := fs.Int("depth", 0, "search depth of each position, instead of a time")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "togyzkumalak analyse: want one or more record files")
		return ExitUsage
	}
	lim := ai.DefaultReviewLimits
	switch {
	case *movetime < 0 || *depth < 0 || *depth > ai.MaxDepth:
		fmt.Fprintf(stderr, "togyzkumalak analyse: --movetime wants milliseconds and --depth a number from 1 to %d\n", ai.MaxDepth)
		return ExitUsage
	case *movetime > 0 && *depth > 0:
		fmt.Fprintln(stderr, "togyzkumalak analyse: give --movetime or --depth, not both")
		return ExitUsage
	case *movetime > 0:
		lim = ai.Limits{Time: time.Duration(*movetime) * time.Millisecond}
	case *depth > 0:
		lim = ai.Limits{Depth: *depth}
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	e := ai.New(ai.Options{})
	code := ExitOK
	for _, path := range fs.Args() {
		label := func(n int) string {
			if fs.NArg() == 1 {
				return strconv.Itoa(n)
			}
			return fmt.Sprintf("%s:%d", filepath.Base(path), n)
		}
		code = max(code, analyseFile(ctx, e, lim, path, label, stdout, stderr))
		if ctx.Err() != nil {
			return ExitUsage
		}
	}
	return code
}

func analyseFile(ctx context.Context, e *ai.Engine, lim ai.Limits, path string, label func(int) string, stdout, stderr io.Writer) int {
	return eachGame("analyse", path, stderr, func(n int, g *game.Game) int {
		plies, err := e.AnalyseGame(ctx, g, lim, nil)
		if err != nil {
			fmt.Fprintf(stderr, "togyzkumalak analyse: %s: game %d: %v\n", path, n, err)
			return ExitUsage
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

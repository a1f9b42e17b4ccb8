package cli

import (
	"context"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/coach"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// analyseCommand reviews every game of the record files with the engine:
// one line per ply, "<game> <ply> <move> <best> <before> <after> <class>",
// and one summary line per game, "<game> summary white <accuracy>%
// <inaccuracies> <mistakes> <blunders> black …". With --explain, each
// marked ply's line is followed by the coach's explanation, tab-separated:
// "explain <ply> <mark> <played> <best> <reply> <reply_gain> <best_gain>
// <theme> <sentence>" (see explainLine), in the language of --lang. A wrong
// record prints the replay error and makes the exit code 1.
func analyseCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("analyse", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	movetime := fs.Int("movetime", 0, fmt.Sprintf("milliseconds of search for each position, instead of the default %d nodes on one thread", ai.DefaultReviewLimits.Nodes))
	depth := fs.Int("depth", 0, "search depth of each position, instead of a time")
	endgame := r.endgameFlag(fs)
	explain := fs.Bool("explain", false, `after each marked ply, the coach's explanation: "explain <ply> <mark> <played> <best> <reply> <reply_gain> <best_gain> <theme> <sentence>", tab-separated`)
	lang := fs.String("lang", i18n.DefaultLang, "the language of the explanations: en, ru, kk, kk-Latn or ky")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	words, err := i18n.New(*lang)
	if err != nil {
		return r.failf(ExitUsage, "--lang: %q is not one of en, ru, kk, kk-Latn, ky", *lang)
	}
	var coachWords coach.Words
	if *explain {
		coachWords = words
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
		code = max(code, analyseFile(ctx, r, e, lim, path, label, coachWords))
		if ctx.Err() != nil {
			return ExitUsage
		}
	}
	return code
}

// analyseFile reviews the games of one record file; words, when not nil,
// explains each marked ply in its language.
func analyseFile(ctx context.Context, r *run, e *ai.Engine, lim ai.Limits, path string, label func(int) string, words coach.Words) int {
	stdout := r.stdout
	return eachGame(r, path, func(n int, g *game.Game) int {
		plies, err := e.AnalyseGame(ctx, g, lim, nil)
		if err != nil {
			return r.failf(ExitUsage, "%s: game %d: %v", path, n, err)
		}
		explained := map[int]coach.Explanation{}
		if words != nil {
			for _, x := range coach.ExplainGame(g, plies) {
				explained[x.Ply] = x
			}
		}
		for _, a := range plies {
			fmt.Fprintf(stdout, "%s %d %d %d %s %s %s\n", label(n), a.Ply, a.Move, a.Best, a.Before, a.After, a.Class)
			if x, ok := explained[a.Ply]; ok {
				fmt.Fprintln(stdout, explainLine(x, words))
			}
		}
		w, b := ai.Summarise(plies)
		fmt.Fprintf(stdout, "%s summary white %.1f%% %d %d %d black %.1f%% %d %d %d\n", label(n),
			w.Accuracy, w.Inaccuracies, w.Mistakes, w.Blunders, b.Accuracy, b.Inaccuracies, b.Mistakes, b.Blunders)
		return ExitOK
	})
}

// explainLine is the line --explain prints for a marked ply, its fields
// separated by tabs: "explain", the ply (from 1), the mark (?!, ? or ??),
// the hole played and the better one (1..9 on the mover's row), the
// opponent's best reply to the move played ("-" when the move ends the
// game or the review has no line after it), the stones that reply adds to
// the opponent's kazan at once, the stones the better move would have
// added to the mover's at once, the theme (coach.Theme's word) and the
// coach's sentence, the words the window shows.
func explainLine(x coach.Explanation, words coach.Words) string {
	reply := "-"
	if x.Reply.Played() {
		reply = strconv.Itoa(int(x.Reply.Move))
	}
	sentence := strings.Join(strings.Fields(x.Sentence(words)), " ")
	return strings.Join([]string{"explain", strconv.Itoa(x.Ply), x.Mark(), strconv.Itoa(int(x.Played)), strconv.Itoa(int(x.Best)),
		reply, strconv.Itoa(x.ReplyGain()), strconv.Itoa(x.BestGain()), x.Theme.String(), sentence}, "\t")
}

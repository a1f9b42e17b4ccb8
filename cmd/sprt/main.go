// Command sprt is the strength gate: it plays the working tree's engine
// against an earlier commit or binary through the engine protocol and
// stops by a sequential probability ratio test, as fishtest, cutechess-cli
// and fastchess do for chess engines.
//
// Games come in pairs, one opening played once with each colour, from the
// embedded set of openings taken from real games (the positions after plies
// 4-8 of the tournament and PlayOK games, each once, that a depth-10 search
// scores within three stones; White's usual lead there is about eight);
// pairs are played in parallel, each engine session with a fresh table
// every game. The games at once share -cores: a search starts only when as
// many cores are free as its engine has Threads, so that at a movetime no
// search thinks on a core another one is using, and two threads against one
// keep both cores of a two-core machine busy with two games. The
// pentanomial result of the pairs gives the log-likelihood ratio of H1 (new
// is elo1 better) against H0 (elo0), on the logistic Elo scale; the run
// stops when it leaves Wald's bounds, or after -max-pairs, and prints the
// Elo with its 95% interval. At fixed nodes each move's limit varies by
// ±-jitter (drawn from -seed), so that an engine meeting itself does not
// play one game twice; a run at fixed nodes is then reproducible and does
// not depend on the machine's load.
//
// With -log the run's settings and every game go to a file; -resume reads
// its last run back and plays on from the first pair it lacks, so that a
// run of many hours can be stopped and taken up again. It refuses a log
// whose run had other settings: other binaries (by their SHA-256), limits,
// options, SPRT bounds, resign rule, openings or seed.
//
//	go run ./cmd/sprt -base c76fc6c                          # the tree against a commit, 20,000 nodes a move
//	go run ./cmd/sprt -base /tmp/base-engine -tc "movetime 1000" -concurrency 1
//	go run ./cmd/sprt -base HEAD -new-options Threads=2 -tc "movetime 1000" # two threads against one
//	go run ./cmd/sprt -base HEAD -new-options Threads=2 -tc "movetime 1000" -log t.games -resume # go on with t.games's run
//	go run ./cmd/sprt -make-openings cmd/sprt/openings.txt  # make the openings again
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("sprt: ")
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Stdout); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, args []string, out io.Writer) error {
	fs := flag.NewFlagSet("sprt", flag.ContinueOnError)
	base := fs.String("base", "", "the engine to beat: a binary or a git commit (built in a temporary worktree)")
	newer := fs.String("new", "", "the engine under test: a binary or a commit; empty: the working tree, built")
	tc := fs.String("tc", "nodes 20000", "each move's limits: \"nodes N\", \"movetime MS\" or \"depth D\"")
	baseTC := fs.String("base-tc", "", "the base engine's limits, if not -tc")
	options := fs.String("options", "Threads=1,Hash=16", "setoptions for both engines, Name=value,...")
	newOptions := fs.String("new-options", "", "more setoptions for the new engine (after -options)")
	baseOptions := fs.String("base-options", "", "more setoptions for the base engine (after -options)")
	elo0 := fs.Float64("elo0", 0, "H0: new is elo0 better (logistic Elo)")
	elo1 := fs.Float64("elo1", 10, "H1: new is elo1 better")
	alpha := fs.Float64("alpha", 0.05, "the chance of accepting H1 when H0 holds")
	beta := fs.Float64("beta", 0.05, "the chance of accepting H0 when H1 holds")
	maxPairs := fs.Int("max-pairs", 2000, "stop without a decision after this many game pairs")
	concurrency := fs.Int("concurrency", runtime.NumCPU(), "games played at once")
	cores := fs.Int("cores", runtime.NumCPU(), "cores the games at once share: a search starts when as many are free as its engine has Threads (0: every search starts at once)")
	jitter := fs.Float64("jitter", 0.1, "with a nodes limit: vary it by up to ± this fraction each move")
	seed := fs.Uint64("seed", 1, "seed of the openings' order and of the jitter")
	openingsPath := fs.String("openings", "", "a file of openings (TFEN a line) instead of the embedded set")
	slack := fs.Duration("slack", 250*time.Millisecond, "how late past a movetime a bestmove may come")
	logPath := fs.String("log", "", "append the run's settings and every game to this file")
	resume := fs.Bool("resume", false, "with -log: go on with the log's last run, whose settings must be these, from the first pair it lacks")
	every := fs.Int("every", 20, "print the status every this many pairs")
	resignScore := fs.Int("resign-score", 0, "adjudicate a game as won when both engines' scores agree on the winner by at least this many hundredths of a stone (0: play every game out)")
	resignMoves := fs.Int("resign-moves", 3, "with -resign-score: for this many moves of each side in a row")
	resignCheck := fs.Bool("resign-check", false, "with -resign-score: play every game out, and count how often the rule would have given another result")
	makeOpenings := fs.String("make-openings", "", "make the openings from the real games into this file, and stop")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *makeOpenings != "" {
		return writeOpeningsFile(ctx, *makeOpenings, fs.Args(), out)
	}
	if *base == "" {
		return fmt.Errorf("-base: give the engine to beat (a binary or a commit)")
	}
	if *baseTC == "" {
		*baseTC = *tc
	}
	for _, a := range []string{*tc, *baseTC} {
		if err := checkGoArgs(a); err != nil {
			return err
		}
	}
	test := match.SPRT{Elo0: *elo0, Elo1: *elo1, Alpha: *alpha, Beta: *beta}
	if err := test.Check(); err != nil {
		return err
	}
	common, err := parseOptions(*options)
	if err != nil {
		return err
	}
	newOpts, err := parseOptions(*newOptions)
	if err != nil {
		return err
	}
	baseOpts, err := parseOptions(*baseOptions)
	if err != nil {
		return err
	}
	ops, err := loadOpenings(*openingsPath)
	if err != nil {
		return err
	}

	dir, err := os.MkdirTemp("", "sprt-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	nb, err := resolveEngine(ctx, *newer, "new", dir)
	if err != nil {
		return err
	}
	bb, err := resolveEngine(ctx, *base, "base", dir)
	if err != nil {
		return err
	}
	g := &gate{
		newer:       player{name: "new", start: processStarter(nb.path), options: append(append([]string(nil), common...), newOpts...), goArgs: *tc},
		base:        player{name: "base", start: processStarter(bb.path), options: append(append([]string(nil), common...), baseOpts...), goArgs: *baseTC},
		openings:    shuffled(ops, *seed),
		test:        test,
		maxPairs:    *maxPairs,
		concurrency: *concurrency,
		cores:       newCoreShare(*cores),
		jitter:      *jitter,
		seed:        *seed,
		slack:       *slack,
		resign:      match.Resign{Score: *resignScore, Moves: *resignMoves},
		resignCheck: *resignCheck,
	}
	if *resume && *logPath == "" {
		return fmt.Errorf("-resume: give the run's -log")
	}
	if *logPath != "" {
		header, err := g.header(nb.path, bb.path)
		if err != nil {
			return err
		}
		if *resume {
			if g.prior, err = g.resumeLog(*logPath, header); err != nil {
				return err
			}
			fmt.Fprintf(out, "resumed: %d pairs from %s\n", g.prior.pairs, *logPath)
		}
		f, err := os.OpenFile(*logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			return err
		}
		defer f.Close()
		if !*resume {
			if _, err := fmt.Fprintln(f, headerPrefix+header); err != nil {
				return fmt.Errorf("-log: %w", err)
			}
		}
		g.log = f
	}
	lower, upper := g.test.Bounds()
	fmt.Fprintf(out, "new:  %s, go %s, options %s\n", nb.label, *tc, strings.Join(g.newer.options, " "))
	fmt.Fprintf(out, "base: %s, go %s, options %s\n", bb.label, *baseTC, strings.Join(g.base.options, " "))
	if g.resign.On() {
		check := ""
		if g.resignCheck {
			check = " (checked only: every game is played out)"
		}
		fmt.Fprintf(out, "resign: both sides agree by %d hundredths of a stone for %d moves each%s\n", g.resign.Score, g.resign.Moves, check)
	}
	share := "every search at once"
	if *cores > 0 {
		share = fmt.Sprintf("sharing %d cores", *cores)
	}
	fmt.Fprintf(out, "SPRT elo0 %g elo1 %g alpha %g beta %g: LLR bounds %.2f, %.2f; %d openings, %d games at once %s, jitter %g, seed %d\n",
		*elo0, *elo1, *alpha, *beta, lower, upper, len(ops), *concurrency, share, *jitter, *seed)
	start := time.Now()
	g.progress = func(s status) {
		if s.pairs%max(1, *every) == 0 {
			fmt.Fprintln(out, summary(s, time.Since(start)))
		}
	}
	st, err := g.run(ctx)
	fmt.Fprintln(out, summary(st, time.Since(start)))
	if err != nil {
		return err
	}
	if ctx.Err() != nil {
		fmt.Fprintf(out, "result: %s (interrupted)\n", st.verdict)
		return nil
	}
	fmt.Fprintf(out, "result: %s\n", st.verdict)
	return nil
}

// summary is one line of the status: the games, the pairs, Elo and LLR.
func summary(s status, elapsed time.Duration) string {
	elo, lo, hi := match.EloInterval(s.penta)
	adj := ""
	if s.adjudicated > 0 {
		adj = fmt.Sprintf(", %d adjudicated", s.adjudicated)
	}
	if s.would > 0 {
		adj = fmt.Sprintf(", resign rule: %d games would end, %d of them with another result, %.1f plies saved a game", s.would, s.wrong, float64(s.saved)/float64(max(1, s.games())))
	}
	return fmt.Sprintf("%d games (%d pairs): +%d =%d -%d, pairs [LL LD WL+DD WD WW] %v, Elo %+.1f [%+.1f, %+.1f], LLR %.2f, %.1f plies/game%s, %s",
		s.games(), s.pairs, s.wins, s.draws, s.losses, s.penta, elo, lo, hi, s.llr,
		float64(s.plies)/float64(max(1, s.games())), adj, elapsed.Round(time.Second))
}

func loadOpenings(path string) ([]game.Position, error) {
	if path == "" {
		return readOpenings(strings.NewReader(embeddedOpenings), "openings.txt (embedded)")
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("openings: %w", err)
	}
	defer f.Close()
	return readOpenings(f, path)
}

func writeOpeningsFile(ctx context.Context, path string, args []string, out io.Writer) error {
	files, err := realgames.Files(args)
	if err != nil {
		return err
	}
	say := func(s string) { fmt.Fprintln(out, s) }
	ops, err := makeOpenings(ctx, files, defaultOpenings, say)
	if err != nil {
		return err
	}
	f, err := os.Create(path)
	if err != nil {
		return fmt.Errorf("openings: %w", err)
	}
	if err := writeOpenings(f, ops, defaultOpenings, files); err != nil {
		f.Close()
		return fmt.Errorf("openings: write %s: %w", path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("openings: write %s: %w", path, err)
	}
	say(fmt.Sprintf("%d openings written to %s", len(ops), path))
	return nil
}

// Command arena plays the engine's levels against each other and prints the
// score and the Elo difference with its 95% error bar.
//
// Each pair plays a set of openings (random moves from the start, the same
// for every pair), each opening once with each colour. The levels play with
// their fixed node budgets (Engine.LevelMove), so a run is reproducible up
// to the order in which parallel games finish.
//
// With -protocol the levels play through the engine protocol instead, each
// in its own session of `togyzkumalak engine` (in process), driven as a
// tournament manager drives it: the position and go are sent the moment the
// previous bestmove arrives, and an engine that refuses a command, answers an
// illegal move or overruns its time (by more than -slack) stops the run.
// With the default -go (the grandmaster's node budget) the games are those
// of the API.
//
// With -engine given twice, the arena plays those two engine processes
// against each other through the protocol instead of levels: "NAME=command
// args" starts the command (no shell; arguments split at spaces) once per
// worker, and -option NAME:Option=value sends it a setoption before the
// games (Threads, Hash, Level, ...). -log appends every game (opening,
// moves, result) and the score after each pair to a file.
//
// -mix LEVEL=p plays a blended level (one that mixes in another level's
// moves with probability p) with another p, to tune the ladder's steps.
//
//	go run ./cmd/arena                 # the ladder: every level against the one below
//	go run ./cmd/arena -pair 7,5       # one pair
//	go run ./cmd/arena -pair 3,2 -mix 3=0.5   # level 3 blended at 0.5
//	go run ./cmd/arena -vs 7           # level 7 against every other level
//	go run ./cmd/arena -protocol -go "movetime 10" -pair 5,0
//	go run ./cmd/arena -go "movetime 1000" -parallel 1 \
//		-engine "t2=./engine engine" -option t2:Threads=2 \
//		-engine "t1=./engine engine" -option t1:Threads=1
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"github.com/togyzkumalak/togyzkumalak/ai/protocol"
	"log"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("arena: ")
	openings := flag.Int("openings", 30, "openings per pair (each played with both colours)")
	plies := flag.Int("plies", 4, "random plies of each opening")
	seed := flag.Uint64("seed", 1, "seed of the openings")
	parallel := flag.Int("parallel", runtime.NumCPU(), "games played at once")
	pair := flag.String("pair", "", "play one pair \"A,B\" instead of the ladder")
	vs := flag.Int("vs", 0, "play this level against every other level")
	from := flag.Int("from", 1, "lowest level of the ladder")
	protocol := flag.Bool("protocol", false, "play through the engine protocol, as a tournament manager does")
	goArgs := flag.String("go", "nodes 400000", "with -protocol: the go command's limits (\"movetime 10\", \"wtime 60000 btime 60000\", ...)")
	slack := flag.Duration("slack", 250*time.Millisecond, "with -protocol: how late past a movetime or clock a bestmove may come")
	var engines engineFlag
	flag.Var(&engines, "engine", "an engine process \"NAME=command args\" to play through the protocol (give two)")
	flag.Var(&engines.options, "option", "a setoption \"NAME:Option=value\" for the engine NAME (repeatable)")
	syncMoves := flag.Bool("sync", false, "with -engine: send isready before every go (for engines that may refuse a go sent the moment bestmove arrives)")
	logPath := flag.String("log", "", "append every game and the score after each pair to this file")
	var mixes mixFlag
	flag.Var(&mixes, "mix", "play a blended level with another mix \"LEVEL=p\" (repeatable; to tune the ladder)")
	flag.Parse()
	if err := engines.check(); err != nil {
		log.Fatal(err)
	}
	var logFile *os.File
	if *logPath != "" {
		f, err := os.OpenFile(*logPath, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			log.Fatal(err)
		}
		defer f.Close()
		logFile = f
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	player := func(level int) func() match.Player { return apiPlayer(level, mixes) }
	if *protocol {
		player = func(level int) func() match.Player {
			return protocolPlayer(ctx, level, *goArgs, *slack, cancel)
		}
	}
	ops := match.Openings(*openings, *plies, *seed)
	if len(engines.specs) > 0 {
		fmt.Printf("%d openings of %d random plies, both colours, %d games at once, go %s\n\n", len(ops), *plies, *parallel, *goArgs)
		a, b := engines.specs[0], engines.specs[1]
		var ends enders
		newA := a.player(ctx, &ends, engines.options.of(a.name), *goArgs, *slack, *syncMoves, cancel)
		newB := b.player(ctx, &ends, engines.options.of(b.name), *goArgs, *slack, *syncMoves, cancel)
		fmt.Print(tableHead)
		lateness := func() string {
			return fmt.Sprintf("latest bestmove past the limit: %s %v, %s %v", a.name, ends.late(a.name), b.name, ends.late(b.name))
		}
		report(ctx, a.name+" vs "+b.name, ops, newA, newB, *parallel, logFile, lateness)
		fmt.Println("\n" + lateness())
		if err := ends.end(); err != nil {
			log.Print(err)
		}
		return
	}
	levels := ai.Levels()
	lowest := 1
	if *protocol {
		lowest = 0 // full strength within go's limits
	}

	var pairs [][2]int
	switch {
	case *pair != "":
		a, b, err := parsePair(*pair, lowest, len(levels))
		if err != nil {
			log.Fatal(err)
		}
		pairs = append(pairs, [2]int{a, b})
	case *vs != 0:
		for l := lowest; l <= len(levels); l++ {
			if l != *vs {
				pairs = append(pairs, [2]int{*vs, l})
			}
		}
	default:
		for l := max(2, *from+1); l <= len(levels); l++ {
			pairs = append(pairs, [2]int{l, l - 1})
		}
	}
	fmt.Printf("%d openings of %d random plies, both colours, %d games at once\n\n", len(ops), *plies, *parallel)
	fmt.Print(tableHead)
	for _, p := range pairs {
		name := fmt.Sprintf("%d %s vs %d %s", p[0], levelKey(p[0], mixes), p[1], levelKey(p[1], mixes))
		report(ctx, name, ops, player(p[0]), player(p[1]), *parallel, logFile, nil)
		if ctx.Err() != nil {
			break
		}
	}
}

const tableHead = "| pair                        | games | +  = -       | score  | Elo (95%)    | plies/game | time   |\n" +
	"|-----------------------------|-------|--------------|--------|--------------|------------|--------|\n"

// report plays a match and prints its row of the table; with a log, each
// game and the score after each pair (and the note, if not nil) are
// appended to it. An engine's error (ctx's cause) ends the program.
func report(ctx context.Context, name string, ops []game.Position, newA, newB func() match.Player, parallel int, logFile *os.File, note func() string) {
	start := time.Now()
	var progress func(match.Score, [2]match.Game)
	if logFile != nil {
		progress = func(s match.Score, games [2]match.Game) {
			for i, g := range games {
				fmt.Fprintf(logFile, "%s | A %s | %s | %d plies | %s | %s\n", name, [2]string{"white", "black"}[i],
					g.Outcome, len(g.Moves), g.Start.TFEN(), g.MoveList())
			}
			elo, margin := s.Elo()
			_, unpaired := s.EloUnpaired()
			fmt.Fprintf(logFile, "%s | after %d games: +%d =%d -%d | %.1f%% | Elo %+.0f ± %.0f (unpaired ± %.0f) | %.0fs\n", name, s.Games(),
				s.Wins, s.Draws, s.Losses, 100*s.Fraction(), elo, margin, unpaired, time.Since(start).Seconds())
			if note != nil {
				fmt.Fprintf(logFile, "%s | %s\n", name, note())
			}
		}
	}
	s := match.Run(ctx, ops, newA, newB, parallel, progress)
	if err := context.Cause(ctx); errors.As(err, new(engineError)) {
		log.Fatal(err)
	}
	elo, margin := s.Elo()
	eloText := fmt.Sprintf("%+5.0f ± %-4.0f", elo, margin)
	if f := s.Fraction(); f == 0 || f == 1 {
		eloText = "beyond ±800 " // a clean sweep bounds nothing
	}
	fmt.Printf("| %-27s | %5d | %3d %3d %3d  | %5.1f%% | %-12s | %10.0f | %5.0fs |\n",
		name, s.Games(), s.Wins, s.Draws, s.Losses, 100*s.Fraction(), eloText,
		float64(s.Plies)/float64(max(1, s.Games())), time.Since(start).Seconds())
}

// engineError is an engine's failure, the cause that ends a match early
// (an interrupt ends it too, but prints the score so far).
type engineError struct{ error }

func (e engineError) Unwrap() error { return e.error }

func parsePair(s string, lowest, n int) (int, int, error) {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || x < lowest || y < lowest || x > n || y > n {
		return 0, 0, fmt.Errorf("-pair %q: want two levels %d..%d, as \"7,5\"", s, lowest, n)
	}
	return x, y, nil
}

// levelKey names a level; 0 is full strength (with -protocol). A level
// played with another mix is named with it.
func levelKey(level int, mixes mixFlag) string {
	if level == 0 {
		return "full"
	}
	key := ai.Levels()[level-1].Key
	if mix, ok := mixes[level]; ok {
		key += fmt.Sprintf("@%.2f", mix)
	}
	return key
}

// apiPlayer makes a fresh engine per worker that plays the level's moves,
// with the mix of mixes if it names the level.
func apiPlayer(level int, mixes mixFlag) func() match.Player {
	return func() match.Player {
		e := ai.New(ai.Options{Threads: 1, HashMB: 16})
		if mix, ok := mixes[level]; ok {
			return func(ctx context.Context, p game.Position) game.Move {
				return e.LevelMoveMix(ctx, p, level, mix).Move
			}
		}
		return func(ctx context.Context, p game.Position) game.Move {
			return e.LevelMove(ctx, p, level).Move
		}
	}
}

// mixFlag holds -mix: a blended level's mix to try instead of its own.
type mixFlag map[int]float64

func (f *mixFlag) String() string { return "" }

func (f *mixFlag) Set(s string) error {
	l, p, ok := strings.Cut(s, "=")
	level, err1 := strconv.Atoi(l)
	mix, err2 := strconv.ParseFloat(p, 64)
	if !ok || err1 != nil || err2 != nil || level < 1 || level > len(ai.Levels()) || mix < 0 || mix > 1 {
		return fmt.Errorf("-mix %q: want \"LEVEL=p\", a level 1..%d and 0 <= p <= 1", s, len(ai.Levels()))
	}
	if _, blended := ai.LevelBlend(level); !blended {
		return fmt.Errorf("-mix %q: level %d does not blend", s, level)
	}
	if *f == nil {
		*f = mixFlag{}
	}
	(*f)[level] = mix
	return nil
}

// protocolPlayer makes a fresh protocol session per worker that plays the
// level's moves with "go " + args; the first error of an engine cancels
// ctx with that error as its cause.
func protocolPlayer(ctx context.Context, level int, args string, slack time.Duration, cancel context.CancelCauseFunc) func() match.Player {
	limit := match.MoveTime(args)
	fail := func(err error) { cancel(engineError{fmt.Errorf("level %d: %w", level, err)}) }
	return func() match.Player {
		e, end := match.Serve(ctx, protocol.Run)
		e.Slack = slack
		context.AfterFunc(ctx, func() { end() })
		if err := e.Start(ctx, "Threads", "1", "Hash", "16", "Level", strconv.Itoa(level)); err != nil {
			fail(err)
		}
		return e.Player(args, limit, fail)
	}
}

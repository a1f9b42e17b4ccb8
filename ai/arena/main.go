// Command arena plays the engine's levels against each other and prints the
// score and the Elo difference with its 95% error bar.
//
// Each pair plays a set of openings (random moves from the start, the same
// for every pair), each opening once with each colour. The levels play with
// their fixed node budgets (Engine.LevelMove), so a run is reproducible up
// to the order in which parallel games finish.
//
//	go run ./ai/arena                 # the ladder: every level against the one below
//	go run ./ai/arena -pair 7,5       # one pair
//	go run ./ai/arena -vs 7           # level 7 against every other level
package main

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/internal/match"
	"github.com/togyzkumalak/togyzkumalak/game"
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
	flag.Parse()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	ops := match.Openings(*openings, *plies, *seed)
	levels := ai.Levels()

	var pairs [][2]int
	switch {
	case *pair != "":
		a, b, err := parsePair(*pair, len(levels))
		if err != nil {
			log.Fatal(err)
		}
		pairs = append(pairs, [2]int{a, b})
	case *vs != 0:
		for l := 1; l <= len(levels); l++ {
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
	fmt.Printf("| %-27s | games | +  = -       | score  | Elo (95%%)    | plies/game | time   |\n", "pair")
	fmt.Printf("|%s|-------|--------------|--------|--------------|------------|--------|\n", strings.Repeat("-", 29))
	for _, p := range pairs {
		start := time.Now()
		s := match.Run(ctx, ops, player(p[0]), player(p[1]), *parallel, nil)
		elo, margin := s.Elo()
		name := fmt.Sprintf("%d %s vs %d %s", p[0], levels[p[0]-1].Key, p[1], levels[p[1]-1].Key)
		eloText := fmt.Sprintf("%+5.0f ± %-4.0f", elo, margin)
		if f := s.Fraction(); f == 0 || f == 1 {
			eloText = "beyond ±800 " // a clean sweep bounds nothing
		}
		fmt.Printf("| %-27s | %5d | %3d %3d %3d  | %5.1f%% | %-12s | %10.0f | %5.0fs |\n",
			name, s.Games(), s.Wins, s.Draws, s.Losses, 100*s.Fraction(), eloText,
			float64(s.Plies)/float64(max(1, s.Games())), time.Since(start).Seconds())
		if ctx.Err() != nil {
			break
		}
	}
}

func parsePair(s string, n int) (int, int, error) {
	a, b, ok := strings.Cut(s, ",")
	x, err1 := strconv.Atoi(a)
	y, err2 := strconv.Atoi(b)
	if !ok || err1 != nil || err2 != nil || x < 1 || y < 1 || x > n || y > n {
		return 0, 0, fmt.Errorf("-pair %q: want two levels 1..%d, as \"7,5\"", s, n)
	}
	return x, y, nil
}

// player makes a fresh engine per worker that plays the level's moves.
func player(level int) func() match.Player {
	return func() match.Player {
		e := ai.New(ai.Options{Threads: 1, HashMB: 16})
		return func(ctx context.Context, p game.Position) game.Move {
			return e.LevelMove(ctx, p, level).Move
		}
	}
}

package protocol

import (
	"github.com/togyzkumalak/togyzkumalak/ai"

	"context"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

var (
	clockArena         = flag.Int("clock-arena", 0, "TestClockArena: games per level on the clock (e.g. 20)")
	clockArenaControl  = flag.String("clock-control", "60+1", "TestClockArena: the time control")
	clockArenaLevels   = flag.String("clock-levels", "1,2,3,4,5,6,7", "TestClockArena: the levels to play")
	clockArenaParallel = flag.Int("clock-parallel", 1, "TestClockArena: games at once per level")
)

// TestClockArena plays each level against itself on a real clock through
// the protocol (in-process sessions with Level, HumanDelay as in the
// window, one thread each), as a tournament manager would: go wtime btime
// winc binc. It reports the losses on time per level and the time used per
// move against the time left. It is a measurement, run with -clock-arena:
//
//	nice -n 10 go test ./ai -run TestClockArena -clock-arena 20 -clock-parallel 4 -timeout 3h -v
func TestClockArena(t *testing.T) {
	if *clockArena == 0 {
		t.Skip("run with -clock-arena 20 to play 20 games per level on the clock")
	}
	tc, err := clock.Parse(*clockArenaControl)
	if err != nil || tc.IsNone() {
		t.Fatalf("-clock-control: %v", err)
	}
	var levels []int
	for _, f := range strings.Split(*clockArenaLevels, ",") {
		l, err := strconv.Atoi(f)
		if err != nil || l < 1 || l > numLevels {
			t.Fatalf("-clock-levels: %q", f)
		}
		levels = append(levels, l)
	}
	// One opening a game: both sides play the same level with the same
	// seed, so an opening with the colours swapped would repeat its game.
	openings := match.Openings(*clockArena, 2, 24)
	var wg sync.WaitGroup
	for _, level := range levels {
		wg.Add(1)
		go func() {
			defer wg.Done()
			t.Log(clockLevel(t, level, tc, openings, *clockArena))
		}()
	}
	wg.Wait()
}

// clockLevel plays games games of level against itself and describes them.
func clockLevel(t *testing.T, level int, tc clock.TimeControl, openings []game.Position, games int) string {
	ctx := context.Background()
	// the bounds of time left the report groups moves by, longest first
	clockBuckets := [...]time.Duration{45 * time.Second, 30 * time.Second, 15 * time.Second, 5 * time.Second}
	jobs := make(chan game.Position)
	var (
		mu                       sync.Mutex
		played, flags, plies     int
		errs                     []string
		used, longest, leastLeft time.Duration
		moves                    int
		bucketUsed               [len(clockBuckets) + 1]time.Duration
		bucketMoves              [len(clockBuckets) + 1]int
	)
	leastLeft = tc.Base
	var wg sync.WaitGroup
	for range max(1, *clockArenaParallel) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			newEngine := func() (*match.Engine, func() error) {
				e, end := match.Serve(ctx, func(ctx context.Context, r io.Reader, w io.Writer) error {
					return Run(ctx, r, w)
				})
				if err := e.Start(ctx, "Threads", "1", "Hash", "16", "Level", strconv.Itoa(level), "HumanDelay", "true"); err != nil {
					t.Error(err)
				}
				return e, end
			}
			w, endW := newEngine()
			b, endB := newEngine()
			defer endW()
			defer endB()
			for start := range jobs {
				w.NewGame(ctx)
				b.NewGame(ctx)
				g, err := match.PlayOnClock(ctx, start, w, b, tc)
				mu.Lock()
				if err != nil {
					errs = append(errs, err.Error())
				}
				played++
				var gameUsed time.Duration
				for _, d := range g.Used {
					gameUsed += d
				}
				t.Logf("level %d game %d: %d plies, %s, flagged %v, %v a move", level, played, len(g.Moves), g.Outcome.Result,
					g.Flagged, (gameUsed / time.Duration(max(len(g.Used), 1))).Round(time.Millisecond))
				if g.Flagged {
					for i := max(0, len(g.Used)-6); i < len(g.Used); i++ {
						t.Logf("    ply %d: %v left before, %v used", i+1, g.Before[i].Round(time.Millisecond), g.Used[i].Round(time.Millisecond))
					}
				}
				plies += len(g.Moves)
				if g.Flagged {
					flags++
				}
				for i, d := range g.Used {
					used += d
					moves++
					longest = max(longest, d)
					if i < len(g.Moves) {
						leastLeft = min(leastLeft, g.Before[i]+tc.Increment-d)
					}
					k := 0
					for k < len(clockBuckets) && g.Before[i] < clockBuckets[k] {
						k++
					}
					bucketUsed[k] += d
					bucketMoves[k]++
				}
				mu.Unlock()
			}
		}()
	}
	for i := range games {
		jobs <- openings[i%len(openings)]
	}
	close(jobs)
	wg.Wait()
	var b strings.Builder
	fmt.Fprintf(&b, "level %d (%s), %s: %d games, %d plies, %d lost on time, %d errors; %v a move on average, longest %v, least left after a move %v\n",
		level, ai.Levels()[level-1].Key, tc.Name(), played, plies, flags, len(errs), (used / time.Duration(max(moves, 1))).Round(time.Millisecond),
		longest.Round(time.Millisecond), leastLeft.Round(time.Millisecond))
	for k := range bucketMoves {
		lo, hi := "0", "∞"
		if k < len(clockBuckets) {
			lo = clockBuckets[k].String()
		}
		if k > 0 {
			hi = clockBuckets[k-1].String()
		}
		if bucketMoves[k] > 0 {
			fmt.Fprintf(&b, "    time left %s..%s: %d moves, %v a move\n", lo, hi, bucketMoves[k], (bucketUsed[k] / time.Duration(bucketMoves[k])).Round(time.Millisecond))
		}
	}
	for _, e := range errs {
		fmt.Fprintf(&b, "    error: %s\n", e)
	}
	return b.String()
}

package ai

import (
	"context"
	"flag"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

var realClock = flag.Duration("real-clock", 0, "TestRealClock: play a game with this much on each clock (e.g. 3m)")

// TestRealClock plays the full strength against itself with a real clock
// (each side's time runs while it searches, with wtime/btime as the
// protocol passes them) and reports the least time a side had left and the
// longest move. It is a measurement, run with -real-clock.
func TestRealClock(t *testing.T) {
	if *realClock == 0 {
		t.Skip("run with -real-clock 3m to play a game on a real clock")
	}
	ctx := context.Background()
	engines := [2]*Engine{New(Options{Threads: 1}), New(Options{Threads: 1})}
	left := [2]time.Duration{*realClock, *realClock}
	least := left[0]
	var longest time.Duration
	var longestAt int
	p := game.Start()
	ply := 0
	for ; !p.Over() && ply < 600; ply++ {
		me := p.ToMove
		start := time.Now()
		r := engines[me].Search(ctx, p, Limits{WTime: left[0], BTime: left[1]}, nil)
		used := time.Since(start)
		left[me] -= used
		if left[me] <= 0 {
			t.Fatalf("%s lost on time at ply %d", me, ply)
		}
		least = min(least, left[me])
		if used > longest {
			longest, longestAt = used, ply
		}
		p = p.Apply(r.Move)
	}
	t.Logf("%d plies, %s; time left %v / %v; least left %v; longest move %v at ply %d",
		ply, p.Outcome(), left[0].Round(time.Millisecond), left[1].Round(time.Millisecond),
		least.Round(time.Millisecond), longest.Round(time.Millisecond), longestAt)
}

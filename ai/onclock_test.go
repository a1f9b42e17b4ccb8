package ai

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestClockLimits(t *testing.T) {
	black := game.Start()
	black.ToMove = game.Black
	tests := []struct {
		name string
		pos  game.Position
		c    Clock
		want Limits
	}{
		{"white to move", game.Start(), Clock{Left: time.Minute, OpponentLeft: 2 * time.Minute, Increment: time.Second, OpponentIncrement: 2 * time.Second},
			Limits{WTime: time.Minute, BTime: 2 * time.Minute, WInc: time.Second, BInc: 2 * time.Second}},
		{"black to move", black, Clock{Left: time.Minute, OpponentLeft: 2 * time.Minute, Increment: time.Second, OpponentIncrement: 2 * time.Second},
			Limits{WTime: 2 * time.Minute, BTime: time.Minute, WInc: 2 * time.Second, BInc: time.Second}},
		{"no time left: the least search", game.Start(), Clock{Left: 0, OpponentLeft: -time.Second},
			Limits{WTime: time.Millisecond, BTime: time.Millisecond}},
	}
	for _, tt := range tests {
		if got := ClockLimits(tt.pos, tt.c); got != tt.want {
			t.Errorf("%s: ClockLimits = %+v, want %+v", tt.name, got, tt.want)
		}
	}
}

// TestThinkTimeOnClock: on a clock the human-like levels take their
// human-feeling time, but never more than budget's soft time; without a
// clock, or with a fixed move time, their pace is unchanged.
func TestThinkTimeOnClock(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 1})
	p := game.Start()
	blitz := ClockLimits(p, Clock{Left: time.Minute, OpponentLeft: time.Minute, Increment: time.Second, OpponentIncrement: time.Second})
	rapid := ClockLimits(p, Clock{Left: 25 * time.Minute, OpponentLeft: 25 * time.Minute, Increment: 10 * time.Second})
	soft, _ := budget(&p, blitz)
	capped := 0
	for level := 1; level <= len(levelSpecs); level++ {
		spec := specOf(level)
		own := e.thinkTime(&p, spec)
		for _, tc := range []struct {
			name string
			lim  Limits
			want time.Duration
		}{
			{"no clock", Limits{}, own},
			{"movetime", Limits{Time: 10 * time.Millisecond}, own},
			{"25+10", rapid, own},
			{"1+1", blitz, min(own, soft)},
		} {
			if got := e.thinkTimeOn(&p, spec, tc.lim); got != tc.want {
				t.Errorf("level %d, %s: think %v, want %v", level, tc.name, got, tc.want)
			}
		}
		if own > soft {
			capped++
		}
	}
	if capped == 0 {
		t.Errorf("no level's think time (%v at most) reaches 1+1's soft time %v: the cap is not tested", e.thinkTime(&p, specOf(6)), soft)
	}
}

// TestHumanPaceNeverFlags plays the moves of the real games of testdata/review-80.pgn on simulated
// clocks (1+0, 1+1, 3+2), each move taking a human-like level's think time
// on the clock plus 100 ms of a loaded machine, and checks that no level's
// delay runs its clock out (nor, with an increment, under its 3 s reserve),
// and that a quick control makes it quicker.
func TestHumanPaceNeverFlags(t *testing.T) {
	f, err := os.Open("testdata/review-80.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err != nil || len(bad) > 0 || len(games) < 4 {
		t.Fatalf("%d games, %v, %v", len(games), bad, err)
	}
	// Long games, as the arena's levels against themselves play (up to
	// 280 plies): 300 plies taken from the real games' positions in turn.
	var positions []game.Position
	for _, g := range games {
		for ply := range g.Len() {
			positions = append(positions, g.PositionAt(ply))
		}
	}
	var long [][]game.Position
	for off := 0; off+300 <= len(positions); off += 100 {
		long = append(long, positions[off:off+300])
	}
	e := New(Options{Threads: 1, HashMB: 1})
	for _, tc := range []struct{ base, inc time.Duration }{{time.Minute, 0}, {time.Minute, time.Second}, {3 * time.Minute, 2 * time.Second}} {
		for level := 1; level <= len(levelSpecs); level++ {
			spec := specOf(level)
			if spec.full && spec.think == 0 {
				continue
			}
			// a loaded machine: each move costs 100 ms more than planned
			const overhead = 100 * time.Millisecond
			var onClock, free time.Duration
			moves := 0
			least := tc.base
			for gi, g := range long {
				left := [2]time.Duration{tc.base, tc.base}
				for ply, p := range g {
					me := game.Side(ply % 2)
					lim := levelClock(&p, ClockLimits(p, Clock{Left: left[me], OpponentLeft: left[me^1], Increment: tc.inc, OpponentIncrement: tc.inc}))
					d := e.thinkTimeOn(&p, spec, lim)
					left[me] -= d + overhead
					if left[me] <= 0 {
						t.Fatalf("%v+%v, level %d: flag at ply %d of game %d", tc.base, tc.inc, level, ply+1, gi)
					}
					left[me] += tc.inc
					least = min(least, left[me])
					onClock += d
					free += e.thinkTime(&p, spec)
					moves++
				}
			}
			if tc.inc > 0 && least < 3*time.Second {
				t.Errorf("%v+%v, level %d: as little as %v left: no reserve kept", tc.base, tc.inc, level, least)
			}
			if onClock > free {
				t.Errorf("%v+%v, level %d: %v a move on the clock, more than its %v without", tc.base, tc.inc, level, onClock/time.Duration(moves), free/time.Duration(moves))
			}
			t.Logf("%v+%v level %d: %v a move on the clock (%v without), least left %v", tc.base, tc.inc, level,
				(onClock / time.Duration(moves)).Round(time.Millisecond), (free / time.Duration(moves)).Round(time.Millisecond), least.Round(time.Millisecond))
		}
	}
}

// TestPlayOnClockLowTime: with almost no time left every level still
// answers a legal move, well within what it has.
func TestPlayOnClockLowTime(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 8})
	p := game.Start().Apply(7).Apply(4)
	for level := 1; level <= len(levelSpecs); level++ {
		start := time.Now()
		r := e.PlayOnClock(context.Background(), p, level, Clock{Left: 300 * time.Millisecond, OpponentLeft: time.Minute}, nil)
		if d := time.Since(start); d > 300*time.Millisecond+timingMargin() {
			t.Errorf("level %d with 0.3 s left took %v", level, d)
		}
		if !p.Legal(r.Move) {
			t.Errorf("level %d with 0.3 s left: move %d is not legal", level, r.Move)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	start := time.Now()
	if r := e.PlayOnClock(ctx, p, 3, Clock{Left: time.Minute, OpponentLeft: time.Minute}, nil); r.Move != 0 && !p.Legal(r.Move) {
		t.Errorf("a cancelled move answered %d", r.Move)
	}
	if d := time.Since(start); d > 50*time.Millisecond+timingMargin()/4 {
		t.Errorf("a cancelled move took %v", d)
	}
}

// timingMargin is what a loaded two-core machine may add to a time the
// engine promises (as the protocol's tests allow it, see
// ai/protocol/protocol_test.go).
func timingMargin() time.Duration {
	if raceEnabled {
		return 2 * time.Second
	}
	return time.Second
}

package ai

import (
	"context"
	"os"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// reviewGames are four games of tournaments-2018.pgn cut at 80 plies.
func reviewGames(tb testing.TB) []*game.Game {
	tb.Helper()
	f, err := os.Open("testdata/review-80.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err != nil || len(bad) > 0 || len(games) != 4 {
		tb.Fatalf("review games: %d, %v, %v", len(games), bad, err)
	}
	return games
}

// BenchmarkReviewGame times the review of an 80-ply game at the default
// budget (a node count, on one thread): run it with -benchtime=1x (or 3x).
// Besides the time it reports the CPU time the process used, which is the
// time on an idle core: the wall time grows with the machine's load.
func BenchmarkReviewGame(b *testing.B) {
	g := reviewGames(b)[0]
	e := New(Options{Threads: 1, HashMB: ReviewHashMB})
	cpu0 := cpuTime(b)
	for b.Loop() {
		if _, err := e.AnalyseGame(context.Background(), g, DefaultReviewLimits, nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/game")
	b.ReportMetric((cpuTime(b)-cpu0).Seconds()/float64(b.N), "cpu-s/game")
}

// BenchmarkBlunderStability reviews four 80-ply games at the default
// budget, then judges every blunder again with five times the budget, and
// reports the share still judged a blunder: run it with -benchtime=1x (it
// takes a few minutes).
func BenchmarkBlunderStability(b *testing.B) {
	games := reviewGames(b)
	e := New(Options{Threads: 1, HashMB: ReviewHashMB})
	long := scaleLimits(DefaultReviewLimits, 5)
	found, kept, mistakes := 0, 0, 0
	for b.Loop() {
		for _, g := range games {
			plies, err := e.AnalyseGame(context.Background(), g, DefaultReviewLimits, nil)
			if err != nil {
				b.Fatal(err)
			}
			for i, a := range plies {
				if a.Class != Blunder {
					continue
				}
				found++
				again := e.AnalyseMove(context.Background(), g.PositionAt(i), a.Move, long)
				switch again.Class {
				case Blunder:
					kept++
					continue
				case Mistake:
					mistakes++
				}
				b.Logf("ply %d: %s %v→%v (loss %d) at 5×: %s %v→%v (loss %d)", a.Ply, a.Class, a.Before, a.After, a.Loss,
					again.Class, again.Before, again.After, again.Loss)
			}
		}
	}
	if found > 0 {
		b.ReportMetric(100*float64(kept)/float64(found), "%kept")
		b.ReportMetric(100*float64(kept+mistakes)/float64(found), "%kept-or-mistake")
		b.ReportMetric(float64(found)/float64(b.N), "blunders")
	}
}

package ui

import (
	"context"
	"os"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// reviewSpeedGame is testdata/review-78.pgn: a 78-ply game of the 2018
// Kazakhstan cup (game/testdata/tournaments-2018.pgn, its first).
func reviewSpeedGame(tb testing.TB) *game.Game {
	tb.Helper()
	text, err := os.ReadFile("testdata/review-78.pgn")
	if err != nil {
		tb.Fatal(err)
	}
	g, err := game.ParseGame(string(text))
	if err != nil {
		tb.Fatal(err)
	}
	return g
}

// BenchmarkReviewInWindow is the window's review of a 78-ply game on the
// review's own budget (ai.DefaultReviewLimits), in the headless window: the
// search, its answers handed to the UI goroutine and every update of the
// panel, the graph and the move list they cause ("window"), against the
// search alone as the command line's analyse runs it ("analyse"). The
// difference is what the window costs the review. Beside the time, each
// reports the process's CPU time a ply (cpu-ms/ply, where the system gives
// it): on a loaded machine the time follows the load, the CPU time the work.
func BenchmarkReviewInWindow(b *testing.B) {
	g := reviewSpeedGame(b)
	plies := float64(g.Len())
	b.Run("window", func(b *testing.B) {
		h := newHarness(b, harnessOptions{})
		h.a.review.Limits = ai.DefaultReviewLimits
		cpu := cpuMeter(b)
		for b.Loop() {
			h.showGame(g.Clone())
			h.a.reviewGame()
			for h.a.review.Running() {
				h.q.waitPost(time.Minute)
				h.q.drain()
			}
			if found, total, _ := h.a.review.Progress(); found != total || total != g.Len() {
				b.Fatalf("the review found %d of %d plies", found, total)
			}
			// The next run reviews the same moves: a review of them still
			// there would be kept (Review.Start), not searched again.
			h.a.review.Cancel()
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/plies, "ms/ply")
		cpu(plies)
	})
	b.Run("analyse", func(b *testing.B) {
		cpu := cpuMeter(b)
		for b.Loop() {
			eng := ai.New(ai.Options{Threads: 1, HashMB: ai.ReviewHashMB})
			if _, err := eng.AnalyseGame(context.Background(), g, ai.DefaultReviewLimits, nil); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(b.Elapsed().Milliseconds())/float64(b.N)/plies, "ms/ply")
		cpu(plies)
	})
}

// cpuMeter starts counting the process's CPU time; the function it
// returns reports it as cpu-ms/ply of b's runs, each of plies plies.
func cpuMeter(b *testing.B) func(plies float64) {
	start, ok := processCPU()
	return func(plies float64) {
		if end, ok2 := processCPU(); ok && ok2 {
			b.ReportMetric(float64((end-start).Milliseconds())/float64(b.N)/plies, "cpu-ms/ply")
		}
	}
}

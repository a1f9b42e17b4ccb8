package main

import (
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// keptRuns is where the logs of the gate's long runs are kept, outside the
// Go tree, compressed (docs/gate-runs/README.md says why and how).
var keptRuns = filepath.Join("..", "..", "docs", "gate-runs")

// readKeptLog reads the kept log name.gz as -resume reads a log: the games
// of the run whose settings line is header.
func readKeptLog(name, header string) ([]loggedGame, error) {
	f, err := os.Open(filepath.Join(keptRuns, name+".gz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	zr, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	defer zr.Close()
	return readLog(zr, name, header)
}

// The logs kept in docs/gate-runs are read back as -resume reads them,
// under the settings each run was started with, and give the figures and
// verdicts that docs/engine-experiments.md ("The gate's runs") and
// docs/gate-runs/README.md report: a log edited by hand, cut short or
// appended to by another run fails here.
func TestKeptRuns(t *testing.T) {
	ops, err := readOpenings(strings.NewReader(embeddedOpenings), "openings.txt")
	if err != nil {
		t.Fatal(err)
	}
	const final = "6659ddf56b27" // the headless engine of 60c7df0
	tests := []struct {
		file                string
		newHash, baseHash   string
		newOptions          []string
		elo0, elo1          float64
		seed                uint64
		pairs               int
		wins, draws, losses int
		penta               match.Pentanomial
		adjudicated         int
		llr                 string
		verdict             match.Verdict
	}{
		{"final-vs-c76fc6c-1s.games", final, "c73ab7cc7cc4", nil, 0, 100, 2,
			12, 21, 0, 3, match.Pentanomial{0, 0, 3, 0, 9}, 24, "2.96", match.AcceptH1},
		{"net-vs-linear-1s.games", final, "b1cd75484e16", nil, 0, 100, 3,
			12, 23, 0, 1, match.Pentanomial{0, 0, 1, 0, 11}, 24, "2.96", match.AcceptH1},
		{"threads-1s.games", final, final, []string{"Threads", "2"}, 0, 10, 1,
			58, 65, 3, 48, match.Pentanomial{8, 0, 32, 3, 15}, 113, "0.54", match.Continue},
		{"threads-nonreg-1s.games", final, final, []string{"Threads", "2"}, -20, 0, 4,
			383, 385, 22, 359, match.Pentanomial{80, 11, 189, 9, 94}, 744, "2.95", match.AcceptH1},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			common := []string{"Threads", "1", "Hash", "64"}
			g := &gate{
				newer:    player{name: "new", options: append(append([]string(nil), common...), tt.newOptions...), goArgs: "movetime 1000"},
				base:     player{name: "base", options: common, goArgs: "movetime 1000"},
				openings: shuffled(ops, tt.seed),
				test:     match.SPRT{Elo0: tt.elo0, Elo1: tt.elo1, Alpha: 0.05, Beta: 0.05},
				maxPairs: 2000,
				jitter:   0.1,
				seed:     tt.seed,
				resign:   match.Resign{Score: 2000, Moves: 3},
			}
			games, err := readKeptLog(tt.file, g.settings(tt.newHash, tt.baseHash))
			if err != nil {
				t.Fatal(err)
			}
			st, err := g.resume(games, tt.file)
			if err != nil {
				t.Fatal(err)
			}
			if st.pairs != tt.pairs || st.wins != tt.wins || st.draws != tt.draws || st.losses != tt.losses ||
				st.penta != tt.penta || st.adjudicated != tt.adjudicated {
				t.Errorf("%d pairs, +%d =%d -%d, pentanomial %v, %d adjudicated; want %d pairs, +%d =%d -%d, %v, %d",
					st.pairs, st.wins, st.draws, st.losses, st.penta, st.adjudicated,
					tt.pairs, tt.wins, tt.draws, tt.losses, tt.penta, tt.adjudicated)
			}
			if llr := fmt.Sprintf("%.2f", st.llr); llr != tt.llr || st.verdict != tt.verdict {
				t.Errorf("LLR %s, %v; want %s, %v", llr, st.verdict, tt.llr, tt.verdict)
			}
		})
	}
}

package main

import (
	"bufio"
	"context"
	_ "embed"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

// embeddedOpenings is the gate's default set, made by
// `go run ./cmd/sprt -make-openings cmd/sprt/openings.txt`.
//
//go:embed openings.txt
var embeddedOpenings string

// openingSpec says how openings are chosen from real games.
type openingSpec struct {
	minPly, maxPly int // plies of each game's start taken (both sides to move)
	depth          int // search depth of the evenness filter
	maxScore       int // |score| kept, hundredths of a stone for the side to move
}

var defaultOpenings = openingSpec{minPly: 4, maxPly: 8, depth: 10, maxScore: 300}

// opening is a candidate: a position, where it came from and its score.
type opening struct {
	pos    game.Position
	source string
	score  int
}

// makeOpenings reads records and returns the positions of their first
// plies, each once, that a search at spec.depth finds even.
func makeOpenings(ctx context.Context, files []string, spec openingSpec, say func(string)) ([]opening, error) {
	seen := make(map[game.Position]bool)
	var cands []opening
	for _, name := range files {
		games, bad, err := realgames.Read(name)
		if err != nil {
			return nil, fmt.Errorf("openings: %w", err)
		}
		if len(bad) > 0 && say != nil {
			say(fmt.Sprintf("%s: %d games skipped (unreadable)", name, len(bad)))
		}
		for gi, g := range games {
			for ply := spec.minPly; ply <= min(spec.maxPly, g.Len()); ply++ {
				p := g.PositionAt(ply)
				if p.Over() || seen[p] {
					continue
				}
				seen[p] = true
				cands = append(cands, opening{pos: p, source: fmt.Sprintf("%s#%d/%d", baseName(name), gi+1, ply)})
			}
		}
	}
	e := ai.New(ai.Options{Threads: 1, HashMB: 16})
	var kept []opening
	for i, c := range cands {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		e.NewGame()
		r := e.Search(ctx, c.pos, ai.Limits{Depth: spec.depth}, nil)
		if r.Score >= -spec.maxScore && r.Score <= spec.maxScore {
			c.score = r.Score
			kept = append(kept, c)
		}
		if say != nil && (i+1)%500 == 0 {
			say(fmt.Sprintf("%d of %d positions searched, %d even", i+1, len(cands), len(kept)))
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].pos.TFEN() < kept[j].pos.TFEN() })
	return kept, nil
}

func baseName(path string) string {
	if i := strings.LastIndexAny(path, `/\`); i >= 0 {
		return path[i+1:]
	}
	return path
}

// writeOpenings writes the set in the form readOpenings reads.
func writeOpenings(w io.Writer, ops []opening, spec openingSpec, files []string) error {
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, "# Openings of the strength gate (cmd/sprt): the positions after plies %d-%d of the real games in\n", spec.minPly, spec.maxPly)
	fmt.Fprintf(bw, "# %s, each once, whose score at depth %d is within %d hundredths of a stone.\n", strings.Join(files, ", "), spec.depth, spec.maxScore)
	fmt.Fprintf(bw, "# Made by: go run ./cmd/sprt -make-openings cmd/sprt/openings.txt. %d positions.\n", len(ops))
	fmt.Fprintf(bw, "# TFEN | source (file#game/ply) | score\n")
	for _, o := range ops {
		fmt.Fprintf(bw, "%s | %s | %d\n", o.pos.TFEN(), o.source, o.score)
	}
	return bw.Flush()
}

// readOpenings reads a set: one position a line, TFEN first, then
// optionally " | " and anything; blank lines and # comments are skipped
// (game.ReadPositions). A finished game, or no position at all, is an error.
func readOpenings(r io.Reader, name string) ([]game.Position, error) {
	out, err := game.ReadPositions(r, name)
	if err != nil {
		return nil, err
	}
	for i, p := range out {
		if p.Over() {
			return nil, fmt.Errorf("%s: opening %d: the game is over in %s", name, i+1, p.TFEN())
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no openings", name)
	}
	return out, nil
}

// shuffled returns the openings in an order drawn from seed (the file is
// sorted, and neighbours there are alike).
func shuffled(ops []game.Position, seed uint64) []game.Position {
	out := append([]game.Position(nil), ops...)
	// a small LCG keeps the order the same across Go versions
	x := seed*6364136223846793005 + 1442695040888963407
	for i := len(out) - 1; i > 0; i-- {
		x = x*6364136223846793005 + 1442695040888963407
		j := int((x >> 33) % uint64(i+1))
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// parseOptions reads "Threads=2,Hash=16" as setoption name-value pairs.
func parseOptions(s string) ([]string, error) {
	var out []string
	for _, f := range strings.Split(s, ",") {
		if strings.TrimSpace(f) == "" {
			continue
		}
		name, value, ok := strings.Cut(f, "=")
		name, value = strings.TrimSpace(name), strings.TrimSpace(value)
		if !ok || name == "" || value == "" {
			return nil, fmt.Errorf("option %q: want Name=value, as Threads=2", f)
		}
		out = append(out, name, value)
	}
	return out, nil
}

// checkGoArgs accepts the limits the gate can play at: nodes N or movetime MS.
func checkGoArgs(args string) error {
	f := strings.Fields(args)
	if len(f) == 2 && (f[0] == "nodes" || f[0] == "movetime" || f[0] == "depth") {
		if n, err := strconv.Atoi(f[1]); err == nil && n > 0 {
			return nil
		}
	}
	return fmt.Errorf("limits %q: want \"nodes N\", \"movetime MS\" or \"depth D\" with a positive number", args)
}

// Command humanlike measures how much the engine's levels play like people of
// a known rating, and fits the human-like levels' policies.
//
// The data are the 1,230 PlayOK games of 2025 in game/testdata (3-minute
// games) with both players' ratings. Every position where the
// side to move had a choice is labelled with the mover's rating band; the
// games are split into a training part (4 of every 5 games) and a held-out
// part (the 5th), so that no position of a held-out game was seen by a fit.
//
//	go run ./ai/humanlike -fit -n 1500 -plies 5 -out ai/policies.go  # fit a policy to every band
//	go run ./ai/humanlike -n 1000                                    # levels × bands, held-out games
//
// The match rate is how often a level's move equals the human's. The
// likelihood of a policy level is the mean probability it gives to the
// human's move (comparable across levels, unlike a single sampled move). A
// blunder is a move whose value, at a reference search of -ref plies, is at
// least -blunder hundredths of a stone below the best move's (a move that
// throws away a proved result always counts).
package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"log"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Bands are the rating bands, by the mover's PlayOK rating.
var bands = []struct {
	name   string
	lo, hi int // lo <= rating < hi
}{
	{"<1450", 0, 1450},
	{"1450–1600", 1450, 1600},
	{"1600–1750", 1600, 1750},
	{"1750–1900", 1750, 1900},
	{"1900+", 1900, 10000},
}

func bandOf(r int) int {
	for i, b := range bands {
		if r >= b.lo && r < b.hi {
			return i
		}
	}
	return len(bands) - 1
}

// sample is one human decision.
type sample struct {
	pos    game.Position
	move   game.Move
	rating int
	band   int
	game   int
}

func main() {
	log.SetFlags(0)
	log.SetPrefix("humanlike: ")
	data := flag.String("games", "game/testdata/playok-2025.pgn", "PGN file of rated games")
	fit := flag.Bool("fit", false, "fit a policy to each band on the training games")
	perBand := flag.Int("n", 250, "positions per band")
	maxPlies := flag.Int("plies", 4, "deepest policy search tried by -fit")
	levels := flag.String("levels", "1,2,3,4,5,6", "levels measured")
	ref := flag.Int("ref", 5, "plies of the reference search that judges blunders")
	blunder := flag.Int("blunder", 500, "a blunder loses at least this many hundredths of a stone")
	seed := flag.Uint64("seed", 1, "seed of the position sample")
	workers := flag.Int("j", 1, "positions evaluated at once")
	out := flag.String("out", "", "with -fit: write the fitted policies as Go source to this file")
	flag.Parse()

	all, err := readSamples(*data)
	if err != nil {
		log.Fatal(err)
	}
	ctx := context.Background()
	heldOut := !*fit
	set := pick(all, heldOut, *perBand, *seed)
	part := "held-out"
	if !heldOut {
		part = "training"
	}
	fmt.Printf("%d positions with a choice; %s sample: %d per band (%d)\n\n", len(all), part, *perBand, len(set))
	start := time.Now()
	if *fit {
		fitPolicies(ctx, set, *maxPlies, *workers, *out)
	} else {
		lv, err := parseLevels(*levels)
		if err != nil {
			log.Fatal(err)
		}
		measure(ctx, set, lv, *ref, *blunder, *workers)
	}
	fmt.Printf("\n(%s)\n", time.Since(start).Round(time.Second))
}

// readSamples replays the games of a PGN file into decisions.
func readSamples(path string) ([]sample, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	games, bad, err := game.ReadGames(bufio.NewReader(f))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if len(bad) > 0 {
		return nil, fmt.Errorf("read %s: %d bad games, the first: %w", path, len(bad), bad[0])
	}
	var out []sample
	for gameNo, g := range games {
		var ratings [2]int
		for i, tag := range []string{"WhiteElo", "BlackElo"} {
			r, err := strconv.Atoi(g.Tag(tag))
			if err != nil {
				return nil, fmt.Errorf("read %s: game %d: %s %q: %w", path, gameNo+1, tag, g.Tag(tag), err)
			}
			ratings[i] = r
		}
		pos := g.Start()
		for _, m := range g.Moves() {
			if len(pos.LegalMoves()) > 1 {
				r := ratings[pos.ToMove]
				out = append(out, sample{pos: pos, move: m, rating: r, band: bandOf(r), game: gameNo})
			}
			pos = pos.Apply(m)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no positions in " + path)
	}
	return out, nil
}

// heldOutGame: every 5th game is held out.
func heldOutGame(g int) bool { return g%5 == 4 }

// pick draws up to n positions per band from the held-out or training games.
func pick(all []sample, heldOut bool, n int, seed uint64) []sample {
	rng := rand.New(rand.NewPCG(seed, 0x68756d616e))
	idx := rng.Perm(len(all))
	var out []sample
	count := make([]int, len(bands))
	for _, i := range idx {
		s := all[i]
		if heldOutGame(s.game) != heldOut || count[s.band] >= n {
			continue
		}
		count[s.band]++
		out = append(out, s)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].band < out[j].band })
	return out
}

func parseLevels(s string) ([]int, error) {
	var out []int
	for f := range strings.SplitSeq(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > len(ai.Levels()) {
			return nil, fmt.Errorf("level %q: want 1..%d", f, len(ai.Levels()))
		}
		out = append(out, n)
	}
	return out, nil
}

// parallel runs f(i) for i in [0, n) on workers goroutines, each with its
// own engine.
func parallel(n, workers int, f func(e *ai.Engine, i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range max(workers, 1) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			e := ai.New(ai.Options{HashMB: 1, Threads: 1})
			for i := range next {
				f(e, i)
			}
		}()
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

// decision is a sample's moves as features, and which one the human chose.
type decision struct {
	fs    []ai.MoveFeatures
	human int
}

// decisions computes the features of every sample at each depth 1..maxPlies.
func decisions(ctx context.Context, set []sample, maxPlies, workers int) [][]decision {
	out := make([][]decision, maxPlies+1)
	for d := range out {
		out[d] = make([]decision, len(set))
	}
	parallel(len(set), workers, func(e *ai.Engine, i int) {
		static := e.MoveScores(ctx, set[i].pos, 1)
		for d := 1; d <= maxPlies; d++ {
			ms := static
			if d > 1 {
				ms = e.MoveScores(ctx, set[i].pos, d)
			}
			dec := decision{fs: ai.Features(set[i].pos, ms, static), human: -1}
			for j, m := range ms {
				if m.Move == set[i].move {
					dec.human = j
				}
			}
			out[d][i] = dec
		}
	})
	return out
}

// logLik is the mean log-probability the weights give to the human moves.
func logLik(w *ai.MoveFeatures, ds []decision) float64 {
	p := ai.Policy{Weights: *w}
	sum := 0.0
	for _, d := range ds {
		probs := ai.Probabilities(p.Logits(d.fs), 1)
		sum += math.Log(max(probs[d.human], 1e-12))
	}
	return sum / float64(max(len(ds), 1))
}

// fitWeights maximises the mean log-likelihood of the human moves, with a
// small L2 penalty, by gradient ascent (Adam, full batch).
func fitWeights(ds []decision) ai.MoveFeatures {
	const (
		steps = 600
		rate  = 0.05
		l2    = 1e-3
	)
	var w, m, v ai.MoveFeatures
	for t := 1; t <= steps; t++ {
		var g ai.MoveFeatures
		p := ai.Policy{Weights: w}
		for _, d := range ds {
			probs := ai.Probabilities(p.Logits(d.fs), 1)
			for j, f := range d.fs {
				c := -probs[j]
				if j == d.human {
					c++
				}
				for k, x := range f {
					g[k] += c * x
				}
			}
		}
		for k := range g {
			g[k] = g[k]/float64(len(ds)) - l2*w[k]
			m[k] = 0.9*m[k] + 0.1*g[k]
			v[k] = 0.999*v[k] + 0.001*g[k]*g[k]
			mh := m[k] / (1 - math.Pow(0.9, float64(t)))
			vh := v[k] / (1 - math.Pow(0.999, float64(t)))
			w[k] += rate * mh / (math.Sqrt(vh) + 1e-8)
		}
	}
	return w
}

// fitPolicies fits a policy to each band at each depth and keeps the depth
// of highest likelihood on the band's validation positions (every 4th
// training position), then refits on all. With out, it writes the policies
// as Go source.
func fitPolicies(ctx context.Context, set []sample, maxPlies, workers int, out string) {
	all := decisions(ctx, set, maxPlies, workers)
	uniform := 0.0
	for _, s := range set {
		uniform += math.Log(1 / float64(len(s.pos.LegalMoves())))
	}
	fmt.Printf("uniform choice: log-lik %.3f\n\n", uniform/float64(len(set)))
	fmt.Println("| band | positions | plies | validation log-lik at plies 1.. | chosen |")
	fmt.Println("|------|-----------|-------|------------------------------|--------|")
	policies := make([]ai.Policy, len(bands))
	for b := range bands {
		var lls []string
		bestLL, bestD := math.Inf(-1), 1
		for d := 1; d <= maxPlies; d++ {
			var train, valid []decision
			for i, s := range set {
				if s.band != b {
					continue
				}
				if i%4 == 3 {
					valid = append(valid, all[d][i])
				} else {
					train = append(train, all[d][i])
				}
			}
			w := fitWeights(train)
			ll := logLik(&w, valid)
			lls = append(lls, fmt.Sprintf("%.3f", ll))
			if ll > bestLL {
				bestLL, bestD = ll, d
			}
		}
		var ds []decision
		for i, s := range set {
			if s.band == b {
				ds = append(ds, all[bestD][i])
			}
		}
		policies[b] = ai.Policy{Plies: bestD, Weights: fitWeights(ds)}
		fmt.Printf("| %s | %d | %d | %s | %.3f |\n", bands[b].name, len(ds), bestD, strings.Join(lls, " "), bestLL)
	}
	fmt.Println()
	for b, p := range policies {
		fmt.Printf("%s: plies %d, weights %.3f\n", bands[b].name, p.Plies, p.Weights)
	}
	if out == "" {
		return
	}
	var src strings.Builder
	src.WriteString("// Code generated by go run ./ai/humanlike -fit; DO NOT EDIT.\n\npackage ai\n\n")
	src.WriteString("// bandPolicies are the policies fitted to the PlayOK players of each rating band:\n")
	src.WriteString("// under 1450, 1450-1600, 1600-1750, 1750-1900, 1900 and above.\n")
	src.WriteString("var bandPolicies = [...]Policy{\n")
	for b, p := range policies {
		fmt.Fprintf(&src, "\t// %s\n\t{Plies: %d, Weights: MoveFeatures{", bands[b].name, p.Plies)
		for k, x := range p.Weights {
			if k > 0 {
				src.WriteString(", ")
			}
			fmt.Fprintf(&src, "%.4f", x)
		}
		src.WriteString("}},\n")
	}
	src.WriteString("}\n")
	if err := os.WriteFile(out, []byte(src.String()), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Println("wrote", out)
}

// measure prints the level × band tables on set.
func measure(ctx context.Context, set []sample, levels []int, refPlies, blunderCP, workers int) {
	type row struct {
		moves  []game.Move // per level
		prob   []float64   // per level, the probability of the human move (policy levels), -1 otherwise
		refMS  []ai.MoveScore
		blunde []bool // per level; last: the human
	}
	rows := make([]row, len(set))
	parallel(len(set), workers, func(e *ai.Engine, i int) {
		s := set[i]
		r := row{refMS: e.MoveScores(ctx, s.pos, refPlies)}
		for _, l := range levels {
			m := e.LevelMove(ctx, s.pos, l).Move
			r.moves = append(r.moves, m)
			p := -1.0
			if pol, ok := ai.LevelPolicy(l); ok {
				moves, probs := e.PolicyProbabilities(ctx, s.pos, pol)
				for j, x := range moves {
					if x == s.move {
						p = probs[j]
					}
				}
			}
			r.prob = append(r.prob, p)
		}
		for _, m := range append(append([]game.Move(nil), r.moves...), s.move) {
			r.blunde = append(r.blunde, isBlunder(r.refMS, m, blunderCP))
		}
		rows[i] = r
	})
	ls := ai.Levels()
	header := func(title string) {
		fmt.Printf("%s\n\n| level |", title)
		for _, b := range bands {
			fmt.Printf(" %s |", b.name)
		}
		fmt.Printf(" all |\n|-------|")
		for range len(bands) + 1 {
			fmt.Print("------|")
		}
		fmt.Println()
	}
	cell := func(k, n int) string {
		if n == 0 {
			return "—"
		}
		p := float64(k) / float64(n)
		return fmt.Sprintf("%.1f ± %.1f", 100*p, 196*math.Sqrt(p*(1-p)/float64(n)))
	}
	header("Match rate (% of positions where the level plays the human's move, 95% interval)")
	for li, l := range levels {
		fmt.Printf("| %d %s |", l, ls[l-1].Key)
		var k, n [6]int
		for i, s := range set {
			n[s.band]++
			n[5]++
			if rows[i].moves[li] == s.move {
				k[s.band]++
				k[5]++
			}
		}
		for b := range 6 {
			fmt.Printf(" %s |", cell(k[b], n[b]))
		}
		fmt.Println()
	}
	header("\nMean probability the level's policy gives to the human's move (%)")
	for li, l := range levels {
		if _, ok := ai.LevelPolicy(l); !ok {
			continue
		}
		fmt.Printf("| %d %s |", l, ls[l-1].Key)
		var sum [6]float64
		var n [6]int
		for i, s := range set {
			for _, b := range []int{s.band, 5} {
				sum[b] += rows[i].prob[li]
				n[b]++
			}
		}
		for b := range 6 {
			fmt.Printf(" %.1f |", 100*sum[b]/float64(max(n[b], 1)))
		}
		fmt.Println()
	}
	header(fmt.Sprintf("\nBlunder rate (%% of moves %d+ hundredths below the best at %d plies, 95%% interval)", blunderCP, refPlies))
	for li := range len(levels) + 1 {
		name := "humans"
		if li < len(levels) {
			name = fmt.Sprintf("%d %s", levels[li], ls[levels[li]-1].Key)
		}
		fmt.Printf("| %s |", name)
		var k, n [6]int
		for i, s := range set {
			n[s.band]++
			n[5]++
			if rows[i].blunde[li] {
				k[s.band]++
				k[5]++
			}
		}
		for b := range 6 {
			fmt.Printf(" %s |", cell(k[b], n[b]))
		}
		fmt.Println()
	}
	fmt.Printf("\nMean rating of the movers per band:")
	for b := range bands {
		sum, n := 0, 0
		for _, s := range set {
			if s.band == b {
				sum += s.rating
				n++
			}
		}
		fmt.Printf(" %s %d;", bands[b].name, sum/max(n, 1))
	}
	fmt.Println()
}

// isBlunder reports whether m's reference value is blunderCP or more below
// the best's, proved results counted as ±(WinBound).
func isBlunder(ms []ai.MoveScore, m game.Move, blunderCP int) bool {
	clamp := func(s int) int { return max(-ai.WinBound, min(ai.WinBound, s)) }
	best, mine := math.MinInt, math.MinInt
	for _, x := range ms {
		best = max(best, clamp(x.Score))
		if x.Move == m {
			mine = clamp(x.Score)
		}
	}
	return mine != math.MinInt && best-mine >= blunderCP
}

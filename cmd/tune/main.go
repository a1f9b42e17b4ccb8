// Command tune fits the weights of the engine's evaluation to real games.
//
// It reads game records, takes every position of every finished game (after
// the first few plies), resolves captures with a short quiescence search so
// that each sample is a quiet position, and fits the weights by logistic
// regression of the game's result (1 won, ½ drawn, 0 lost, from the side to
// move's view) on the evaluation: first the scale K of the sigmoid with the
// current weights, then all weights but the kazan's (fixed at 1 stone = 100)
// by full-batch Adam. Every tenth game is held out to report the validation
// loss. The result is written as Go source, ready to embed:
//
//	go run ./cmd/tune -out ai/eval/weights.go game/testdata/*.pgn
//
// The fit is deterministic: the same records give the same weights.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"math"
	"os"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("tune: ")
	out := flag.String("out", "", "write the tuned weights as Go source to this file (default: print only)")
	jsonOut := flag.String("json", "", "also write the tuned weights (in 1/256 hundredths) as a JSON array to this file")
	skip := flag.Int("skip", 4, "plies skipped at the start of each game")
	iters := flag.Int("iters", 3000, "Adam iterations")
	rate := flag.Float64("rate", 0.5, "Adam learning rate (in hundredths of a stone per feature unit)")
	l2 := flag.Float64("l2", 1e-7, "L2 regularisation of the weights other than the kazan's")
	quiet := flag.Bool("qs", true, "resolve captures with a quiescence search before taking features")
	depth := flag.Int("search", 0, "blend the results with the engine's score at this search depth (0: results only)")
	lambda := flag.Float64("lambda", 0.5, "weight of the game result against the search score, with -search")
	every := flag.Int("every", 1, "take every n-th position of each game")
	spsaIters := flag.Int("spsa", 0, "instead of fitting records, tune by this many SPSA self-play game pairs")
	spsaDepth := flag.Int("spsa-depth", 4, "search depth of the SPSA games")
	spsaRate := flag.Float64("spsa-rate", 1, "SPSA step size (in units of the perturbation)")
	workers := flag.Int("workers", 2, "SPSA games played at once")
	from := flag.String("start", "embedded", "weights to start from: hand, embedded or a JSON file written by -json")
	flag.Parse()
	files, err := realgames.Files(flag.Args())
	if err != nil {
		log.Fatal(err)
	}
	w, err := startWeights(*from)
	if err != nil {
		log.Fatal(err)
	}
	if *spsaIters > 0 {
		openings, err := recordOpenings(files)
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("SPSA from %s weights, %d openings from %d record files", *from, len(openings), len(files))
		spsa(w, openings, *spsaIters, *spsaDepth, *workers, *spsaRate)
		how := fmt.Sprintf("%d SPSA self-play game pairs at depth %d, step %g, from the %s weights,\n"+
			"// openings from the positions of %d real games", *spsaIters, *spsaDepth, *spsaRate, *from, len(openings))
		if err := emit(w, *out, *jsonOut, how); err != nil {
			log.Fatal(err)
		}
		return
	}
	if err := run(files, w, *out, *jsonOut, *skip, *iters, *rate, *l2, *quiet, target{*depth, *lambda, *every}); err != nil {
		log.Fatal(err)
	}
}

// sample is one training position: its features from the side to move's
// view and the result for that side.
type sample struct {
	f [eval.NumFeatures]float64
	y float64
}

// target says what the samples are fitted to.
type target struct {
	depth  int     // search depth of the score blended in (0: results only)
	lambda float64 // weight of the result
	every  int     // sample every n-th position
}

func run(files []string, w []float64, out, jsonOut string, skip, iters int, rate, l2 float64, quiet bool, tg target) error {
	w0 := toWeights(w)
	train, valid, games, err := load(files, skip, quiet, &w0, tg)
	if err != nil {
		return err
	}
	log.Printf("%d games, %d training and %d validation positions", games, len(train), len(valid))

	k := fitK(train, w)
	log.Printf("K = %.5f; loss with the current weights: train %.5f, validation %.5f", k, loss(train, w, k), loss(valid, w, k))

	adam(train, w, k, iters, rate, l2)
	k = fitK(train, w)
	adam(train, w, k, iters/3, rate/4, l2)
	trainLoss, validLoss := loss(train, w, k), loss(valid, w, k)
	log.Printf("K = %.5f; loss with the tuned weights: train %.5f, validation %.5f", k, trainLoss, validLoss)
	return emit(w, out, jsonOut, fmt.Sprintf("fitted to %d positions of %d games (%d files); mean squared error train %.5f, validation %.5f",
		len(train), games, len(files), trainLoss, validLoss))
}

// emit prints the weights and writes them as JSON and as Go source.
func emit(w []float64, out, jsonOut, how string) error {
	names := eval.Names()
	for i, x := range w {
		log.Printf("  %-12s %9.3f", names[i], x)
	}
	if jsonOut != "" {
		ints := make([]int32, len(w))
		for i, x := range w {
			ints[i] = int32(math.Round(x * eval.Scale))
		}
		b, _ := json.Marshal(ints)
		if err := os.WriteFile(jsonOut, b, 0o644); err != nil {
			return fmt.Errorf("write weights: %w", err)
		}
	}
	if out == "" {
		return nil
	}
	src, err := source(w, how)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		return fmt.Errorf("write weights: %w", err)
	}
	log.Printf("wrote %s", out)
	return nil
}

// load reads the records and turns their positions into samples.
func load(files []string, skip int, quiet bool, w *eval.Weights, tg target) (train, valid []sample, games int, err error) {
	var eng *ai.Engine
	if tg.depth > 0 {
		eng = ai.New(ai.Options{Threads: 1, HashMB: 16})
	}
	// the sigmoid scale that turns search scores into expected results,
	// fitted with the embedded weights on these records (see fitK)
	const searchK = 0.0012
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, 0, fmt.Errorf("open records: %w", err)
		}
		all, bad, err := game.ReadGames(f)
		f.Close()
		if err != nil {
			return nil, nil, 0, fmt.Errorf("read %s: %w", name, err)
		}
		for _, err := range bad {
			log.Printf("%s: skipping a game: %v", name, err)
		}
		for _, g := range all {
			g.SetPly(g.Len())
			res := g.Result()
			if res == game.Ongoing {
				continue
			}
			games++
			for ply := skip; ply < g.Len(); ply += max(1, tg.every) {
				p := g.PositionAt(ply)
				if p.Over() {
					break
				}
				s := sample{y: 0.5}
				if winner, ok := res.Winner(); ok {
					s.y = 0
					if winner == p.ToMove {
						s.y = 1
					}
				}
				if eng != nil {
					r := eng.Search(context.Background(), p, ai.Limits{Depth: tg.depth}, nil)
					s.y = tg.lambda*s.y + (1-tg.lambda)*eval.Sigmoid(searchK*float64(r.Score))
				}
				leaf, sign := p, 1.0
				if quiet {
					leaf, sign = quietLeaf(p, w)
				}
				if leaf.Over() {
					continue
				}
				var fi [eval.NumFeatures]int32
				eval.Features(&leaf, &fi)
				for i, x := range fi {
					s.f[i] = sign * float64(x)
				}
				if games%10 == 0 {
					valid = append(valid, s)
				} else {
					train = append(train, s)
				}
			}
		}
	}
	return train, valid, games, nil
}

// quietLeaf follows the engine's capture search to a quiet position; sign
// is -1 when the leaf has the other side to move.
func quietLeaf(p game.Position, w *eval.Weights) (game.Position, float64) {
	leaf := ai.QuietLeaf(p, w)
	if leaf.ToMove != p.ToMove {
		return leaf, -1
	}
	return leaf, 1
}

func score(s *sample, w []float64) float64 {
	x := 0.0
	for i, f := range s.f {
		x += w[i] * f
	}
	return x
}

// loss is the mean squared error of the predicted results.
func loss(data []sample, w []float64, k float64) float64 {
	sum := 0.0
	for i := range data {
		d := eval.Sigmoid(k*score(&data[i], w)) - data[i].y
		sum += d * d
	}
	return sum / float64(len(data))
}

// fitK finds the sigmoid scale that best fits the data with weights w.
func fitK(data []sample, w []float64) float64 {
	lo, hi := 1e-5, 0.05
	for range 60 {
		a, b := lo+(hi-lo)/3, hi-(hi-lo)/3
		if loss(data, w, a) < loss(data, w, b) {
			hi = b
		} else {
			lo = a
		}
	}
	return (lo + hi) / 2
}

// adam minimises the loss over all weights but the kazan's.
func adam(data []sample, w []float64, k float64, iters int, rate, l2 float64) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	n := len(w)
	m := make([]float64, n)
	v := make([]float64, n)
	g := make([]float64, n)
	for it := 1; it <= iters; it++ {
		clear(g)
		for i := range data {
			s := &data[i]
			p := eval.Sigmoid(k * score(s, w))
			d := (p - s.y) * p * (1 - p) * k
			for j, f := range s.f {
				g[j] += d * f
			}
		}
		for j := range g {
			g[j] = 2*g[j]/float64(len(data)) + 2*l2*w[j]
		}
		g[eval.FKazan] = 0
		for j := range w {
			m[j] = b1*m[j] + (1-b1)*g[j]
			v[j] = b2*v[j] + (1-b2)*g[j]*g[j]
			mh := m[j] / (1 - math.Pow(b1, float64(it)))
			vh := v[j] / (1 - math.Pow(b2, float64(it)))
			w[j] -= rate * mh / (math.Sqrt(vh) + eps)
		}
		if it%500 == 0 {
			log.Printf("iteration %d: loss %.6f", it, loss(data, w, k))
		}
	}
}

// source renders the weights as the Go file embedded in package eval.
func source(w []float64, how string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./cmd/tune; DO NOT EDIT.\n\npackage eval\n\n")
	fmt.Fprintf(&b, "// tuned are the evaluation weights made by ./cmd/tune:\n// %s.\n", how)
	b.WriteString("var tuned = Weights{\n")
	for i, x := range w {
		fmt.Fprintf(&b, "\t%d, // %s: %.2f\n", int32(math.Round(x*eval.Scale)), eval.Names()[i], x)
	}
	b.WriteString("}\n\n// Tuned returns the embedded tuned weights.\nfunc Tuned() Weights { return tuned }\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("format weights: %w", err)
	}
	return src, nil
}

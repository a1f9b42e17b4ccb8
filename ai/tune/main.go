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
//	go run ./ai/tune -out ai/internal/eval/weights.go game/testdata/*.pgn
//
// The fit is deterministic: the same records give the same weights.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"go/format"
	"io"
	"log"
	"math"
	"os"
	"path/filepath"

	"github.com/togyzkumalak/togyzkumalak/ai/internal/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
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
	flag.Parse()
	files := flag.Args()
	if len(files) == 0 {
		var err error
		files, err = filepath.Glob("game/testdata/*.pgn")
		if err != nil || len(files) == 0 {
			log.Fatal("no record files given (and none in game/testdata/*.pgn)")
		}
	}
	if err := run(files, *out, *jsonOut, *skip, *iters, *rate, *l2, *quiet); err != nil {
		log.Fatal(err)
	}
}

// sample is one training position: its features from the side to move's
// view and the result for that side.
type sample struct {
	f [eval.NumFeatures]float64
	y float64
}

func run(files []string, out, jsonOut string, skip, iters int, rate, l2 float64, quiet bool) error {
	w0 := eval.Tuned()
	train, valid, games, err := load(files, skip, quiet, &w0)
	if err != nil {
		return err
	}
	log.Printf("%d games, %d training and %d validation positions", games, len(train), len(valid))

	w := make([]float64, eval.NumFeatures)
	for i, x := range w0 {
		w[i] = float64(x) / eval.Scale
	}
	k := fitK(train, w)
	log.Printf("K = %.5f; loss with the current weights: train %.5f, validation %.5f", k, loss(train, w, k), loss(valid, w, k))

	adam(train, w, k, iters, rate, l2)
	k = fitK(train, w)
	adam(train, w, k, iters/3, rate/4, l2)
	trainLoss, validLoss := loss(train, w, k), loss(valid, w, k)
	log.Printf("K = %.5f; loss with the tuned weights: train %.5f, validation %.5f", k, trainLoss, validLoss)
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
	src, err := source(w, files, games, len(train), trainLoss, validLoss)
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
func load(files []string, skip int, quiet bool, w *eval.Weights) (train, valid []sample, games int, err error) {
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, nil, 0, fmt.Errorf("open records: %w", err)
		}
		d := game.NewDecoder(f)
		for {
			g, err := d.Next()
			if errors.Is(err, io.EOF) {
				break
			}
			var rerr *game.RecordError
			if errors.As(err, &rerr) {
				log.Printf("%s: skipping a game: %v", name, err)
				continue
			}
			if err != nil {
				f.Close()
				return nil, nil, 0, fmt.Errorf("read %s: %w", name, err)
			}
			g.SetPly(g.Len())
			res := g.Result()
			if res == game.Ongoing {
				continue
			}
			games++
			for ply := skip; ply < g.Len(); ply++ {
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
		f.Close()
	}
	return train, valid, games, nil
}

// quietLeaf follows the principal variation of a capture-only search to a
// quiet position; sign is -1 when the leaf has the other side to move.
func quietLeaf(p game.Position, w *eval.Weights) (game.Position, float64) {
	leaf := p
	qs(p, -1<<30, 1<<30, 0, w, &leaf)
	if leaf.ToMove != p.ToMove {
		return leaf, -1
	}
	return leaf, 1
}

func qs(p game.Position, alpha, beta, ply int, w *eval.Weights, leaf *game.Position) int {
	if p.Over() || ply > 12 {
		*leaf = p
		o := p.Outcome()
		if o.Result == game.Ongoing {
			return w.Evaluate(&p)
		}
		return 100 * (o.Final[p.ToMove] - o.Final[p.ToMove.Opponent()])
	}
	best := w.Evaluate(&p)
	*leaf = p
	if best >= beta {
		return best
	}
	alpha = max(alpha, best)
	base := int(p.ToMove) * game.HolesPerSide
	for h := range game.HolesPerSide {
		if p.Holes[base+h] == 0 || eval.MoveGain(&p, base+h) == 0 {
			continue
		}
		var sub game.Position
		s := -qs(p.Apply(game.Move(h+1)), -beta, -alpha, ply+1, w, &sub)
		if s > best {
			best = s
			*leaf = sub
			if s > alpha {
				alpha = s
				if s >= beta {
					break
				}
			}
		}
	}
	return best
}

func score(s *sample, w []float64) float64 {
	x := 0.0
	for i, f := range s.f {
		x += w[i] * f
	}
	return x
}

func sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

// loss is the mean squared error of the predicted results.
func loss(data []sample, w []float64, k float64) float64 {
	sum := 0.0
	for i := range data {
		d := sigmoid(k*score(&data[i], w)) - data[i].y
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
			p := sigmoid(k * score(s, w))
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
func source(w []float64, files []string, games, positions int, trainLoss, validLoss float64) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./ai/tune; DO NOT EDIT.\n\npackage eval\n\n")
	fmt.Fprintf(&b, "// tuned are the evaluation weights fitted by ./ai/tune to %d positions of\n", positions)
	fmt.Fprintf(&b, "// %d games (%d files); mean squared error train %.5f, validation %.5f.\n", games, len(files), trainLoss, validLoss)
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

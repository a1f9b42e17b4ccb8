// Command nettrain makes the evaluation's network (eval.Net), reproducibly:
// the same flags give the same weights.
//
// It takes positions of self-play games (random 6-ply openings, each move
// searched at -selfplay-nodes, the move's own search labelling its
// position) and of the real games (every -every-th position from ply 8,
// each searched at -label-nodes on a fresh table), follows each to its
// quiet leaf (the capture search's principal variation, where the
// evaluation is used), and labels it σ(K·search score) blended with the
// game's result (-lambda on the search). The network learns the correction
// to the linear evaluation that brings its winning chance nearest the label
// (mean squared error, Adam); every tenth game is held out, and the epoch
// with the lowest held-out loss is kept. The weights are written in fixed
// point as Go source.
//
// The searches that label the positions use the embedded network (-linear:
// the linear evaluation alone), so each round learns from the last. The
// network that ships was made in two rounds:
//
//	go run ./cmd/nettrain -linear -out ai/eval/netweights.go
//	go run ./cmd/nettrain -games 400 -selfplay-nodes 4000 -label-nodes 8000 -every 3 -out ai/eval/netweights.go
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/signal"
	"runtime"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("nettrain: ")
	games := flag.Int("games", 300, "self-play games")
	selfNodes := flag.Uint64("selfplay-nodes", 3000, "nodes a move in self-play")
	labelNodes := flag.Uint64("label-nodes", 5000, "nodes of the search labelling a real game's position")
	every := flag.Int("every", 4, "take every this many plies of a real game")
	workers := flag.Int("workers", runtime.NumCPU(), "engines labelling at once (the result does not depend on it)")
	seed := flag.Uint64("seed", 1, "seed of the openings, the initial weights and the order of training")
	epochs := flag.Int("epochs", 30, "passes over the training positions")
	batch := flag.Int("batch", 256, "positions a step")
	rate := flag.Float64("rate", 0.002, "Adam's learning rate")
	lambda := flag.Float64("lambda", 0.8, "the label's weight on the search score (the rest on the game's result)")
	out := flag.String("out", "", "write the weights as Go source to this file")
	linear := flag.Bool("linear", false, "label with the linear evaluation alone, not the embedded network (the first round)")
	data := flag.String("data", "", "keep the labelled positions in this file: read it if it exists, else write it")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	files, err := realgames.Files(flag.Args())
	if err != nil {
		log.Fatal(err)
	}
	dspec := dataSpec{selfPlayGames: *games, selfPlayNodes: *selfNodes, labelNodes: *labelNodes, every: *every, workers: *workers, seed: *seed, linear: *linear}
	tspec := trainSpec{epochs: *epochs, batch: *batch, rate: *rate, lambda: *lambda, seed: *seed}
	flags := ""
	if *linear {
		flags = " -linear"
	}
	how := fmt.Sprintf("go run ./cmd/nettrain%s -games %d -selfplay-nodes %d -label-nodes %d -every %d -seed %d -epochs %d -batch %d -rate %g -lambda %g",
		flags, *games, *selfNodes, *labelNodes, *every, *seed, *epochs, *batch, *rate, *lambda)
	if err := run(ctx, files, dspec, tspec, *out, *data, how); err != nil {
		log.Fatal(err)
	}
}

func run(ctx context.Context, files []string, dspec dataSpec, tspec trainSpec, out, data, how string) error {
	start := time.Now()
	all, err := samples(ctx, files, dspec, data)
	if err != nil {
		return err
	}
	var trainSet, valid []sample
	for _, s := range all {
		if s.leaf.Over() {
			continue
		}
		if s.valid {
			valid = append(valid, s)
		} else {
			trainSet = append(trainSet, s)
		}
	}
	linear := loss(valid, tspec.lambda, nil)
	log.Printf("%d training positions, %d held out; held-out loss of the linear evaluation %.6f", len(trainSet), len(valid), linear)
	fn, curve := train(trainSet, valid, tspec)
	for i, l := range curve {
		log.Printf("epoch %d: held-out loss %.6f", i+1, l)
	}
	q := quantize(fn)
	fixed := loss(valid, tspec.lambda, func(s *sample) float64 { return float64(q.Correction(&s.leaf)) })
	summary := fmt.Sprintf("held-out loss %.6f (linear alone %.6f) on %d positions, trained on %d", fixed, linear, len(valid), len(trainSet))
	log.Printf("fixed point: %s; %v in all", summary, time.Since(start).Round(time.Second))
	if out == "" {
		return nil
	}
	src, err := source(&q, how, summary)
	if err != nil {
		return err
	}
	if err := os.WriteFile(out, src, 0o644); err != nil {
		return fmt.Errorf("write the weights: %w", err)
	}
	return nil
}

// samples makes the labelled positions, or reads them from data when it
// exists (and writes them there when it does not).
func samples(ctx context.Context, files []string, dspec dataSpec, data string) ([]sample, error) {
	if data != "" {
		if f, err := os.Open(data); err == nil {
			defer f.Close()
			all, err := readSamples(f, data)
			if err == nil {
				log.Printf("%d labelled positions read from %s", len(all), data)
			}
			return all, err
		}
	}
	start := time.Now()
	w := eval.Tuned()
	items, err := realGamePositions(files, dspec.every)
	if err != nil {
		return nil, err
	}
	real := label(ctx, items, dspec, &w)
	log.Printf("%d positions of the real games labelled (%v)", len(real), time.Since(start).Round(time.Second))
	self := selfPlay(ctx, dspec, &w)
	log.Printf("%d positions of %d self-play games (%v)", len(self), dspec.selfPlayGames, time.Since(start).Round(time.Second))
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	all := append(real, self...)
	if data != "" {
		f, err := os.Create(data)
		if err != nil {
			return nil, fmt.Errorf("labelled positions: %w", err)
		}
		err = writeSamples(f, all)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return nil, fmt.Errorf("labelled positions: write %s: %w", data, err)
		}
	}
	return all, nil
}

// source renders the network as the Go file embedded in package eval.
func source(q *eval.Net, how, summary string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString("// Code generated by go run ./cmd/nettrain; DO NOT EDIT.\n\npackage eval\n\n")
	fmt.Fprintf(&b, "// tunedNet is the network made by\n// %s:\n// %s.\n", how, summary)
	b.WriteString("var tunedNet = Net{\n\tW1: [NetInputs][NetHidden]int16{\n")
	for _, row := range q.W1 {
		b.WriteString("\t\t{" + join(row[:]) + "},\n")
	}
	fmt.Fprintf(&b, "\t},\n\tB1: [NetHidden]int16{%s},\n\tW2: [NetHidden]int16{%s},\n\tB2: %d,\n}\n", join(q.B1[:]), join(q.W2[:]), q.B2)
	b.WriteString("\n// TunedNet returns the embedded network.\nfunc TunedNet() Net { return tunedNet }\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return nil, fmt.Errorf("format the weights: %w", err)
	}
	return src, nil
}

func join(xs []int16) string {
	f := make([]string, len(xs))
	for i, x := range xs {
		f[i] = fmt.Sprint(x)
	}
	return strings.Join(f, ", ")
}

package main

import (
	"context"
	"math"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// synthetic returns samples of random positions whose label is the linear
// evaluation plus a rule the network can learn: +4 stones when the mover's
// hole 1 is empty, −4 when the opponent's is.
func synthetic(n int, seed uint64) []sample {
	r := rand.New(rand.NewPCG(seed, 1))
	w := eval.Tuned()
	var out []sample
	for len(out) < n {
		p := game.Start()
		for ply := 0; ply < 200 && !p.Over(); ply++ {
			if ply > 4 && r.IntN(8) == 0 {
				s := sample{leaf: p, lin: w.Evaluate(&p), result: 0.5}
				s.score = s.lin
				if p.Hole(p.ToMove, 1) == 0 {
					s.score += 400
				}
				if p.Hole(p.ToMove.Opponent(), 1) == 0 {
					s.score -= 400
				}
				out = append(out, s)
			}
			ms := p.LegalMoves()
			p = p.Apply(ms[r.IntN(len(ms))])
		}
	}
	return out[:n]
}

func TestTrainLearnsACorrection(t *testing.T) {
	trainSet, valid := synthetic(3000, 1), synthetic(500, 2)
	spec := trainSpec{epochs: 8, batch: 64, rate: 0.01, lambda: 1, seed: 1}
	net, curve := train(trainSet, valid, spec)
	linear := loss(valid, spec.lambda, nil)
	q := quantize(net)
	fixed := loss(valid, spec.lambda, func(s *sample) float64 { return float64(q.Correction(&s.leaf)) })
	if !(fixed < linear/2) {
		t.Fatalf("held-out loss %.6f with the network, %.6f without (curve %v): it did not learn the rule", fixed, linear, curve)
	}
	// the fixed point follows the floating point
	var acc [eval.NetHidden]float64
	for i := range valid[:100] {
		s := &valid[i]
		if f, x := net.forward(active(s), &acc), float64(q.Correction(&s.leaf)); math.Abs(f-x) > 8 {
			t.Fatalf("%s: floating point %.1f, fixed point %.0f", s.leaf.TFEN(), f, x)
		}
	}
	// reproducible
	again, _ := train(trainSet, valid, spec)
	if quantize(again) != q {
		t.Error("two trainings with the same seed differ")
	}
}

func TestSource(t *testing.T) {
	var q eval.Net
	q.W1[3][2], q.B1[1], q.W2[0], q.B2 = -7, 12, 300, -4
	src, err := source(&q, "go run ./cmd/nettrain -x", "loss 0.1")
	if err != nil {
		t.Fatal(err)
	}
	s := string(src)
	for _, want := range []string{"DO NOT EDIT", "package eval", "-x", "loss 0.1", "{0, 0, -7, 0", "B2: -4", "func TunedNet() Net"} {
		if !strings.Contains(s, want) {
			t.Errorf("source lacks %q", want)
		}
	}
}

// The data: real-game positions each once, held out by game, labelled
// from the leaf's side to move.
func TestData(t *testing.T) {
	var pgn strings.Builder
	for branch := range 12 {
		g := game.NewGame(game.Start())
		for ply := range 14 {
			p := g.Position()
			ms := p.LegalMoves()
			if _, err := g.Play(ms[(ply*branch+ply)%len(ms)]); err != nil {
				t.Fatal(err)
			}
		}
		g.SetResult(game.WhiteWins)
		pgn.WriteString(g.Text() + "\n")
	}
	path := t.TempDir() + "/g.pgn"
	if err := writeTestFile(path, pgn.String()); err != nil {
		t.Fatal(err)
	}
	items, err := realGamePositions([]string{path}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if len(items) == 0 {
		t.Fatal("no positions")
	}
	seen := make(map[game.Position]bool)
	held := 0
	for _, it := range items {
		if seen[it.pos] {
			t.Fatalf("%s twice", it.pos.TFEN())
		}
		seen[it.pos] = true
		if want := map[game.Side]float64{game.White: 1, game.Black: 0}[it.pos.ToMove]; it.result != want {
			t.Errorf("%s: result %v for the mover, want %v (White won)", it.pos.TFEN(), it.result, want)
		}
		if it.valid {
			held++
		}
	}
	if held == 0 || held == len(items) {
		t.Errorf("%d of %d held out", held, len(items))
	}
	spec := dataSpec{labelNodes: 200, workers: 2, selfPlayGames: 2, selfPlayNodes: 100, seed: 1, linear: true}
	w := eval.Tuned()
	a := label(context.Background(), items, spec, &w)
	b := label(context.Background(), items, spec, &w)
	for i := range a {
		if a[i] != b[i] {
			t.Fatalf("labelling twice differs at %d: %+v, %+v", i, a[i], b[i])
		}
	}
	if self := selfPlay(context.Background(), spec, &w); len(self) < 20 {
		t.Errorf("%d self-play positions from 2 games", len(self))
	}
}

func writeTestFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

func TestSamplesRoundTrip(t *testing.T) {
	in := synthetic(20, 3)
	in[4].valid, in[5].result = true, 0
	var b strings.Builder
	if err := writeSamples(&b, in); err != nil {
		t.Fatal(err)
	}
	out, err := readSamples(strings.NewReader(b.String()), "data")
	if err != nil {
		t.Fatal(err)
	}
	if len(out) != len(in) {
		t.Fatalf("%d samples back, want %d", len(out), len(in))
	}
	for i := range in {
		if out[i] != in[i] {
			t.Fatalf("sample %d: %+v back, want %+v", i, out[i], in[i])
		}
	}
	for _, bad := range []string{"x | 1 | 2 | 0.5 | 0\n", "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 | 1 | 2\n", "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 | a | 2 | 0.5 | 0\n"} {
		if _, err := readSamples(strings.NewReader(bad), "data"); err == nil || !strings.Contains(err.Error(), "data:1") {
			t.Errorf("%q: error %v, want one naming data:1", bad, err)
		}
	}
}

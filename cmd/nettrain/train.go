package main

import (
	"math"
	"math/rand/v2"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
)

// searchK turns hundredths of a stone into a winning chance, σ(K·score)
// (the scale the tuner fitted for search scores).
const searchK = 0.0012

// trainSpec is the training's settings.
type trainSpec struct {
	epochs int
	batch  int
	rate   float64
	lambda float64 // the target's weight on the search, against the result
	seed   uint64
}

// floatNet is the network in floating point while it learns: the same
// layers as eval.Net, W2 and B2 in stones.
type floatNet struct {
	w1 []float64 // input i's row is w1[i·NetHidden:][:NetHidden]
	b1 [eval.NetHidden]float64
	w2 [eval.NetHidden]float64
	b2 [1]float64
}

func newFloatNet() *floatNet {
	return &floatNet{w1: make([]float64, eval.NetInputs*eval.NetHidden)}
}

func (n *floatNet) clone() *floatNet {
	c := *n
	c.w1 = append([]float64(nil), n.w1...)
	return &c
}

func (s *sample) target(lambda float64) float64 {
	return lambda*eval.Sigmoid(searchK*float64(s.score)) + (1-lambda)*s.result
}

// forward returns the correction in hundredths and the accumulator.
func (n *floatNet) forward(idx []int, acc *[eval.NetHidden]float64) float64 {
	*acc = n.b1
	for _, i := range idx {
		row := n.w1[i*eval.NetHidden : (i+1)*eval.NetHidden]
		for j := range acc {
			acc[j] += row[j]
		}
	}
	out := n.b2[0]
	for j, a := range acc {
		out += n.w2[j] * math.Min(math.Max(a, 0), 1)
	}
	return 100 * out
}

// loss is the mean squared error of the winning chance over samples, with
// the network's correction given by corr (nil: none, the linear evaluation).
func loss(data []sample, lambda float64, corr func(s *sample) float64) float64 {
	sum := 0.0
	for i := range data {
		s := &data[i]
		c := 0.0
		if corr != nil {
			c = corr(s)
		}
		d := eval.Sigmoid(searchK*(float64(s.lin)+c)) - s.target(lambda)
		sum += d * d
	}
	return sum / float64(max(1, len(data)))
}

// adam is the optimiser's state for one array of parameters.
type adam struct{ m, v []float64 }

func newAdam(n int) adam { return adam{make([]float64, n), make([]float64, n)} }

func (a adam) step(p, g []float64, rate float64, t int) {
	const b1, b2, eps = 0.9, 0.999, 1e-8
	c1, c2 := 1-math.Pow(b1, float64(t)), 1-math.Pow(b2, float64(t))
	for i := range p {
		a.m[i] = b1*a.m[i] + (1-b1)*g[i]
		a.v[i] = b2*a.v[i] + (1-b2)*g[i]*g[i]
		p[i] -= rate * (a.m[i] / c1) / (math.Sqrt(a.v[i]/c2) + eps)
	}
}

// train fits the network to the training samples with Adam in mini-batches,
// in an order drawn from spec.seed, and returns the network of the epoch
// with the lowest loss on valid, and that loss per epoch.
func train(trainSet, valid []sample, spec trainSpec) (*floatNet, []float64) {
	r := rand.New(rand.NewPCG(spec.seed, 0x6e6574))
	net := newFloatNet()
	for i := range net.w1 {
		net.w1[i] = (r.Float64()*2 - 1) * 0.1
	}
	for j := range net.b1 {
		net.b1[j] = 0.5
		net.w2[j] = (r.Float64()*2 - 1) * 0.1
	}
	w1 := net.w1
	gw1 := make([]float64, len(w1))
	opt1, optB1, optW2, optB2 := newAdam(len(w1)), newAdam(eval.NetHidden), newAdam(eval.NetHidden), newAdam(1)
	var gb1, gw2 [eval.NetHidden]float64
	gb2 := []float64{0}

	idxs := make([][]int, len(trainSet))
	for i := range trainSet {
		idxs[i] = active(&trainSet[i])
	}
	order := make([]int, len(trainSet))
	for i := range order {
		order[i] = i
	}
	best, bestLoss := net.clone(), math.Inf(1)
	var curve []float64
	step := 0
	var acc [eval.NetHidden]float64
	touched := make(map[int]bool)
	for range spec.epochs {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for b := 0; b < len(order); b += spec.batch {
			clear(touched)
			gb1, gw2, gb2[0] = [eval.NetHidden]float64{}, [eval.NetHidden]float64{}, 0
			end := min(len(order), b+spec.batch)
			for _, k := range order[b:end] {
				s := &trainSet[k]
				idx := idxs[k]
				c := net.forward(idx, &acc)
				y := eval.Sigmoid(searchK * (float64(s.lin) + c))
				// d loss / d (correction in stones)
				d := 2 * (y - s.target(spec.lambda)) * y * (1 - y) * searchK * 100 / float64(end-b)
				gb2[0] += d
				for j, a := range acc {
					if a <= 0 || a >= 1 {
						gw2[j] += d * math.Min(math.Max(a, 0), 1)
						continue
					}
					gw2[j] += d * a
					g := d * net.w2[j]
					gb1[j] += g
					for _, i := range idx {
						gw1[i*eval.NetHidden+j] += g
						touched[i] = true
					}
				}
			}
			step++
			opt1.step(w1, gw1, spec.rate, step)
			for i := range touched {
				clear(gw1[i*eval.NetHidden : (i+1)*eval.NetHidden])
			}
			optB1.step(net.b1[:], gb1[:], spec.rate, step)
			optW2.step(net.w2[:], gw2[:], spec.rate, step)
			optB2.step(net.b2[:], gb2, spec.rate, step)
		}
		l := loss(valid, spec.lambda, func(s *sample) float64 { return net.forward(active(s), &acc) })
		curve = append(curve, l)
		if l < bestLoss {
			best, bestLoss = net.clone(), l
		}
	}
	return best, curve
}

func active(s *sample) []int {
	var idx [eval.NetMaxActive]int
	n := eval.NetActive(&s.leaf, &idx)
	return append([]int(nil), idx[:n]...)
}

// quantize rounds the network to eval.Net's fixed point.
func quantize(n *floatNet) eval.Net {
	var q eval.Net
	for i := range q.W1 {
		for j := range q.W1[i] {
			q.W1[i][j] = clampTo(n.w1[i*eval.NetHidden+j]*eval.NetOne, eval.NetMaxWeight)
		}
	}
	for j := range n.b1 {
		q.B1[j] = clampTo(n.b1[j]*eval.NetOne, eval.NetMaxWeight)
		q.W2[j] = clampTo(n.w2[j]*100, math.MaxInt16)
	}
	q.B2 = clampTo(n.b2[0]*100, math.MaxInt16)
	return q
}

// clampTo rounds x to an int16 within ±limit.
func clampTo(x float64, limit int16) int16 {
	return int16(math.Max(-float64(limit), math.Min(float64(limit), math.Round(x))))
}

package main

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// decision is a sample's moves as features (at every depth), which one
// the human chose, and which moves are blunders.
type decision struct {
	fs      []ai.MoveFeatures
	human   int
	band    int
	nz      [][]uint8 // per move, the features that are not 0
	z       float64   // the mover's ratingZ
	held    bool      // from a held-out game
	valid   bool      // from a training game kept for validation (every 4th)
	blunder []bool
}

func makeDecisions(all []sample, scores [][]int32, blunderCP int) []decision {
	out := make([]decision, len(all))
	for i, s := range all {
		byDepth := unpack(scores[i], ai.MaxPolicyPlies)
		d := decision{
			fs:    ai.Features(s.pos, byDepth),
			human: -1,
			band:  s.band,
			z:     ratingZ(s.rating),
			held:  heldOutGame(s.game),
			valid: !heldOutGame(s.game) && (s.game/5)%4 == 3,
		}
		for _, f := range d.fs {
			var nz []uint8
			for k, x := range f {
				if x != 0 {
					nz = append(nz, uint8(k))
				}
			}
			d.nz = append(d.nz, nz)
		}
		ref := byDepth[len(byDepth)-1]
		clamp := func(s int) int { return max(-ai.WinBound, min(ai.WinBound, s)) }
		best := math.MinInt
		for _, m := range ref {
			best = max(best, clamp(m.Score))
		}
		for j, m := range ref {
			if m.Move == s.move {
				d.human = j
			}
			d.blunder = append(d.blunder, best-clamp(m.Score) >= blunderCP)
		}
		out[i] = d
	}
	return out
}

// masked returns w with the value features of depths beyond plies zeroed
// and the dropped features zeroed: the weights as a policy of that depth
// applies them.
func masked(w ai.MoveFeatures, plies int, drop []int) ai.MoveFeatures {
	for d := plies; d < ai.MaxPolicyPlies; d++ {
		w[ai.FeatValue+d] = 0
		w[ai.FeatBest+d] = 0
	}
	for _, k := range drop {
		w[k] = 0
	}
	return w
}

// play is the probability that p plays each move of d (the features of
// depths beyond p.Plies unused, as in play).
func play(p ai.Policy, d *decision) []float64 {
	p.Weights = masked(p.Weights, p.Plies, nil)
	return p.Play(p.Logits(d.fs))
}

type fitOptions struct {
	maxPlies int
	mode     string
	bandL2   float64
	noTop    bool
	drop     string
}

// ratingZ turns a rating into the rating model's covariate:
// (rating-1650)/300.
func ratingZ(r int) float64 { return float64(r-1650) / 300 }

// fitLogit maximises the mean log-likelihood of the human moves, less an
// L2 penalty, by Newton's method (the log-likelihood of a multinomial logit
// is concave), and returns each band's weights. Models:
//   - separate: one set of weights for all of ds (called per band);
//   - pooled: the weights of band b are shared+delta[b], the deltas
//     penalised by bandL2, so that a band whose moves differ from the
//     others' only by noise gets the shared weights;
//   - rating: the weights of a mover rated r are w0+z*w1, z = ratingZ(r),
//     w1 penalised by bandL2: every position tells how moves change with
//     the rating, and band b gets w0+z*w1 at its movers' mean z.
//
// The weights of the features dropped or beyond plies stay 0.
func fitLogit(ds []*decision, mode string, bandL2 float64, plies int, drop []int) []ai.MoveFeatures {
	const (
		nf = ai.NumMoveFeatures
		l2 = 1e-3
	)
	nb := len(bands)
	groups := 1
	switch mode {
	case "pooled":
		groups = 1 + nb
	case "rating":
		groups = 2
	}
	np := groups * nf
	var ones ai.MoveFeatures
	for k := range ones {
		ones[k] = 1
	}
	active := masked(ones, plies, drop)
	theta := make([]float64, np)
	weights := func(th []float64, band int, z float64) ai.MoveFeatures {
		var w ai.MoveFeatures
		copy(w[:], th[:nf])
		switch mode {
		case "pooled":
			for k := range w {
				w[k] += th[(1+band)*nf+k]
			}
		case "rating":
			for k := range w {
				w[k] += z * th[nf+k]
			}
		}
		return w
	}
	penalty := func(th []float64) float64 {
		s := 0.0
		for i, x := range th {
			if i < nf {
				s += l2 / 2 * x * x
			} else {
				s += bandL2 / 2 * x * x
			}
		}
		return s
	}
	objective := func(th []float64) float64 {
		sum := 0.0
		for _, d := range ds {
			w := weights(th, d.band, d.z)
			sum += math.Log(max(ai.Probabilities(logits(&w, d), 1)[d.human], 1e-300))
		}
		return sum/float64(len(ds)) - penalty(th)
	}
	n := float64(len(ds))
	obj := objective(theta)
	for range 40 {
		// per band and power of z (0, 1, 2): the sums of the gradients
		// and of the information matrices
		gb := make([][3][nf]float64, nb)
		cb := make([][3][nf][nf]float64, nb)
		var mean [nf]float64
		var c [nf][nf]float64
		for _, d := range ds {
			w := weights(theta, d.band, d.z)
			probs := ai.Probabilities(logits(&w, d), 1)
			mean = [nf]float64{}
			for k := range c {
				c[k] = [nf]float64{}
			}
			for j := range d.fs {
				pj := probs[j]
				for _, k := range d.nz[j] {
					xk := pj * d.fs[j][k]
					mean[k] += xk
					for _, l := range d.nz[j] {
						c[k][l] += xk * d.fs[j][l]
					}
				}
			}
			var g [nf]float64
			for _, k := range d.nz[d.human] {
				g[k] += d.fs[d.human][k]
			}
			for k := range nf {
				if mean[k] == 0 {
					continue
				}
				g[k] -= mean[k]
				for l := range nf {
					c[k][l] -= mean[k] * mean[l]
				}
			}
			powers := 1
			if mode == "rating" {
				powers = 3
			}
			zp := 1.0
			for m := range powers {
				for k := range nf {
					if m < 2 {
						gb[d.band][m][k] += zp * g[k]
					}
					for l := range nf {
						cb[d.band][m][k][l] += zp * c[k][l]
					}
				}
				zp *= d.z
			}
		}
		// the system H step = g, H the penalised information
		h := make([][]float64, np)
		for i := range h {
			h[i] = make([]float64, np)
		}
		g := make([]float64, np)
		for b := range nb {
			for k := range nf {
				g[k] += gb[b][0][k] / n
				for l := range nf {
					h[k][l] += cb[b][0][k][l] / n
				}
				switch mode {
				case "pooled":
					o := (1 + b) * nf
					g[o+k] = gb[b][0][k] / n
					for l := range nf {
						x := cb[b][0][k][l] / n
						h[o+k][o+l] = x
						h[k][o+l] = x
						h[o+k][l] = x
					}
				case "rating":
					g[nf+k] += gb[b][1][k] / n
					for l := range nf {
						h[nf+k][nf+l] += cb[b][2][k][l] / n
						h[k][nf+l] += cb[b][1][k][l] / n
						h[nf+k][l] += cb[b][1][k][l] / n
					}
				}
			}
		}
		for i := range np {
			pen := l2
			if i >= nf {
				pen = bandL2
			}
			g[i] -= pen * theta[i]
			h[i][i] += pen
			if active[i%nf] == 0 {
				for j := range np {
					h[i][j], h[j][i] = 0, 0
				}
				h[i][i], g[i] = 1, 0
			}
		}
		step := solve(h, g)
		next := make([]float64, np)
		improved := false
		for t := 1.0; t > 1e-3; t /= 2 {
			for i := range next {
				next[i] = theta[i] + t*step[i]
			}
			if o := objective(next); o >= obj {
				improved = o-obj > 1e-10
				theta, obj = next, o
				break
			}
		}
		if !improved {
			break
		}
	}
	// each band's weights: at the mean z of its movers in ds
	var zSum [8]float64
	var zN [8]int
	for _, d := range ds {
		zSum[d.band] += d.z
		zN[d.band]++
	}
	out := make([]ai.MoveFeatures, nb)
	for b := range nb {
		out[b] = weights(theta, b, zSum[b]/float64(max(zN[b], 1)))
	}
	return out
}

// logits are the logits of d's moves under the weights w.
func logits(w *ai.MoveFeatures, d *decision) []float64 {
	out := make([]float64, len(d.fs))
	for j := range d.fs {
		for _, k := range d.nz[j] {
			out[j] += w[k] * d.fs[j][k]
		}
	}
	return out
}

// solve returns x with a x = b (a symmetric positive definite; Gaussian
// elimination with partial pivoting, a and b overwritten).
func solve(a [][]float64, b []float64) []float64 {
	n := len(b)
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		a[c], a[p] = a[p], a[c]
		b[c], b[p] = b[p], b[c]
		for r := c + 1; r < n; r++ {
			f := a[r][c] / a[c][c]
			if f == 0 {
				continue
			}
			for k := c; k < n; k++ {
				a[r][k] -= f * a[c][k]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, n)
	for r := n - 1; r >= 0; r-- {
		s := b[r]
		for k := r + 1; k < n; k++ {
			s -= a[r][k] * x[k]
		}
		x[r] = s / a[r][r]
	}
	return x
}

// meanLogLik is the mean log-probability p's play gives to the human moves.
func meanLogLik(p ai.Policy, ds []*decision) float64 {
	sum := 0.0
	for _, d := range ds {
		sum += math.Log(max(play(p, d)[d.human], 1e-12))
	}
	return sum / float64(max(len(ds), 1))
}

// fitPlay fits the policy's Sharp and Top (without noTop; else Top is 0) by
// maximum likelihood on ds, on a grid.
func fitPlay(p ai.Policy, ds []*decision, noTop bool) ai.Policy {
	type pre struct {
		logits []float64
		top    bool // the human's move is the most likely
	}
	w := masked(p.Weights, p.Plies, nil)
	pres := make([]pre, len(ds))
	for i, d := range ds {
		l := ai.Policy{Weights: w}.Logits(d.fs)
		top := 0
		for j := range l {
			if l[j] > l[top] {
				top = j
			}
		}
		pres[i] = pre{l, top == d.human}
	}
	best := math.Inf(-1)
	for s := 0.3; s <= 3.001; s += 0.05 {
		ph := make([]float64, len(ds))
		for i, d := range ds {
			ph[i] = ai.Probabilities(pres[i].logits, s)[d.human]
		}
		for top := 0.0; top <= 0.9001; top += 0.01 {
			if noTop && top > 0 {
				break
			}
			sum := 0.0
			for i := range ds {
				q := (1 - top) * ph[i]
				if pres[i].top {
					q += top
				}
				sum += math.Log(max(q, 1e-12))
			}
			if sum > best {
				best = sum
				p.Sharp, p.Top = math.Round(s*100)/100, math.Round(top*100)/100
			}
		}
	}
	return p
}

func parseDrop(s string) ([]int, error) {
	var out []int
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	for f := range strings.SplitSeq(s, ",") {
		k, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || k < 0 || k >= ai.NumMoveFeatures {
			return nil, fmt.Errorf("-drop: feature %q: want 0..%d", f, ai.NumMoveFeatures-1)
		}
		out = append(out, k)
	}
	return out, nil
}

// fitPolicies fits a policy to each band: the weights at each depth on the
// training games less the validation ones, the depth of highest validation
// likelihood per band, the weights refitted at that depth on all training
// games, then Sharp and Top on them.
func fitPolicies(ds []decision, opt fitOptions) ([]ai.Policy, error) {
	pooled := opt.mode != "separate"
	switch opt.mode {
	case "separate", "pooled", "rating":
	default:
		return nil, fmt.Errorf("-model %q: want separate, pooled or rating", opt.mode)
	}
	drop, err := parseDrop(opt.drop)
	if err != nil {
		return nil, err
	}
	var fitSet, validSet, trainSet [][]*decision // per band
	fitSet = make([][]*decision, len(bands))
	validSet = make([][]*decision, len(bands))
	trainSet = make([][]*decision, len(bands))
	var fitAll, trainAll []*decision
	for i := range ds {
		d := &ds[i]
		if d.held || d.human < 0 {
			continue
		}
		trainSet[d.band] = append(trainSet[d.band], d)
		trainAll = append(trainAll, d)
		if d.valid {
			validSet[d.band] = append(validSet[d.band], d)
		} else {
			fitSet[d.band] = append(fitSet[d.band], d)
			fitAll = append(fitAll, d)
		}
	}
	fmt.Printf("model: %s", opt.mode)
	if pooled {
		fmt.Printf(" (L2 of the band terms %g)", opt.bandL2)
	}
	if len(drop) > 0 {
		fmt.Printf(", features %v left out", drop)
	}
	fmt.Printf("\n\n| band | training positions | validation log-lik at plies 1..%d | chosen |\n|------|------|------|------|\n", opt.maxPlies)
	lls := make([][]float64, len(bands))
	for d := 1; d <= opt.maxPlies; d++ {
		var ws []ai.MoveFeatures
		if pooled {
			ws = fitLogit(fitAll, opt.mode, opt.bandL2, d, drop)
		} else {
			ws = make([]ai.MoveFeatures, len(bands))
			for b := range bands {
				ws[b] = fitLogit(fitSet[b], "separate", 0, d, drop)[0]
			}
		}
		for b := range bands {
			lls[b] = append(lls[b], meanLogLik(ai.Policy{Plies: d, Weights: ws[b]}, validSet[b]))
		}
	}
	chosen := make([]int, len(bands))
	for b := range bands {
		var cells []string
		for d, ll := range lls[b] {
			cells = append(cells, fmt.Sprintf("%.4f", ll))
			if ll > lls[b][chosen[b]] {
				chosen[b] = d
			}
		}
		chosen[b]++
		fmt.Printf("| %s | %d | %s | %d |\n", bands[b].name, len(trainSet[b]), strings.Join(cells, " "), chosen[b])
	}
	policies := make([]ai.Policy, len(bands))
	refit := map[int][]ai.MoveFeatures{}
	for b := range bands {
		d := chosen[b]
		var w ai.MoveFeatures
		if pooled {
			if refit[d] == nil {
				refit[d] = fitLogit(trainAll, opt.mode, opt.bandL2, d, drop)
			}
			w = refit[d][b]
		} else {
			w = fitLogit(trainSet[b], "separate", 0, d, drop)[0]
		}
		w = masked(w, d, drop)
		policies[b] = fitPlay(ai.Policy{Plies: d, Weights: w}, trainSet[b], opt.noTop)
	}
	fmt.Printf("\n| band | plies | sharpness | top move outright | training log-lik |\n|------|------|------|------|------|\n")
	for b, p := range policies {
		fmt.Printf("| %s | %d | %.2f | %.2f | %.4f |\n", bands[b].name, p.Plies, p.Sharp, p.Top, meanLogLik(p, trainSet[b]))
	}
	fmt.Println()
	for b, p := range policies {
		fmt.Printf("%s: weights %.3f\n", bands[b].name, p.Weights)
	}
	fmt.Println()
	return policies, nil
}

// blunderRate is the expected rate at which p plays a blunder on ds.
func blunderRate(p ai.Policy, ds []*decision) float64 {
	sum := 0.0
	for _, d := range ds {
		for j, q := range play(p, d) {
			if d.blunder[j] {
				sum += q
			}
		}
	}
	return sum / float64(max(len(ds), 1))
}

// levelPolicies returns the policies of levels 1-6: the beginner plays the
// weakest band's weights on 1-ply values only and blind to the reply (no
// threat features), nearly at random (sharpness 0.3); level b+2 plays band b's policy sharpened until it blunders, on the
// band's training positions, at the lower of target[b] and the band's own
// players' rate.
func levelPolicies(ds []decision, policies []ai.Policy, target []float64) []ai.Policy {
	train := make([][]*decision, len(bands))
	human := make([]float64, len(bands))
	for i := range ds {
		d := &ds[i]
		if d.held || d.human < 0 {
			continue
		}
		train[d.band] = append(train[d.band], d)
		if d.blunder[d.human] {
			human[d.band]++
		}
	}
	beginner := ai.Policy{Plies: 1, Weights: masked(policies[0].Weights, 1, []int{ai.FeatThreat, ai.FeatGiveTuzdyk}), Sharp: 0.3}
	out := []ai.Policy{beginner}
	fmt.Println("| level | band | players' blunder rate | target | sharpness | level's blunder rate (training) |\n|------|------|------|------|------|------|")
	fmt.Printf("| 1 | <1450 (1-ply values) | | | %.2f | %.1f |\n", beginner.Sharp, 100*blunderRate(beginner, train[0]))
	for b, p := range policies {
		human[b] /= float64(len(train[b]))
		goal := human[b]
		if b < len(target) {
			goal = min(goal, target[b]/100)
		}
		p.Top = 0
		lo, hi := 0.5, 12.0
		for range 30 {
			p.Sharp = (lo + hi) / 2
			if blunderRate(p, train[b]) > goal {
				lo = p.Sharp
			} else {
				hi = p.Sharp
			}
		}
		p.Sharp = math.Ceil(hi*100) / 100
		fmt.Printf("| %d | %s | %.1f | %.1f | %.2f | %.1f |\n", b+2, bands[b].name, 100*human[b], 100*goal, p.Sharp, 100*blunderRate(p, train[b]))
		out = append(out, p)
	}
	fmt.Println()
	return out
}

// writePolicies writes the policies as the Go source of ai.bandPolicies.
func writePolicies(path string, policies, levels []ai.Policy) error {
	var src strings.Builder
	src.WriteString("// Code generated by go run ./cmd/humanlike -fit; DO NOT EDIT.\n\npackage ai\n\n")
	src.WriteString("// bandPolicies are the policies fitted to the PlayOK players of each rating band:\n")
	src.WriteString("// under 1450, 1450-1600, 1600-1750, 1750-1900, 1900 and above.\n")
	src.WriteString("var bandPolicies = [...]Policy{\n")
	for b, p := range policies {
		fmt.Fprintf(&src, "\t// %s\n", bands[b].name)
		writePolicy(&src, p)
	}
	src.WriteString("}\n\n")
	src.WriteString("// levelPolicies are the policies of levels 1-6: the beginner on the weakest band's\n")
	src.WriteString("// 1-ply weights, blind to the reply, nearly at random; the others a band's policy,\n")
	src.WriteString("// sharpened to a blunder rate.\n")
	src.WriteString("var levelPolicies = [...]Policy{\n")
	for _, p := range levels {
		writePolicy(&src, p)
	}
	src.WriteString("}\n")
	if err := os.WriteFile(path, []byte(src.String()), 0o644); err != nil {
		return fmt.Errorf("write policies: %w", err)
	}
	return nil
}

func writePolicy(src *strings.Builder, p ai.Policy) {
	fmt.Fprintf(src, "\t{Plies: %d, Sharp: %.2f, Top: %.2f, Weights: MoveFeatures{", p.Plies, p.Sharp, p.Top)
	for k, x := range p.Weights {
		if k > 0 {
			src.WriteString(", ")
		}
		fmt.Fprintf(src, "%.4f", x)
	}
	src.WriteString("}},\n")
}

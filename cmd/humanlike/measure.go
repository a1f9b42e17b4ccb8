package main

import (
	"fmt"
	"math"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// stat is a per-position measure: its values on the held-out positions of
// each band, per policy.
type stat struct {
	title string
	unit  float64 // printed as value × unit
	prec  int
	x     [][][]float64 // [policy][band][position]
}

func meanSD(xs []float64) (mean, half float64) {
	n := float64(len(xs))
	if n == 0 {
		return math.NaN(), 0
	}
	for _, x := range xs {
		mean += x
	}
	mean /= n
	v := 0.0
	for _, x := range xs {
		v += (x - mean) * (x - mean)
	}
	if n > 1 {
		v /= n - 1
	}
	return mean, 1.96 * math.Sqrt(v/n)
}

// report prints, on every held-out position, the policies × bands tables
// of the expected match rate, the top-1 match, the log-likelihood and the
// blunder rate, with the relative views (each cell minus its column's mean
// over the policies fitted to a band, own[i] >= 0) and the diagonal tests.
func report(ds []decision, names []string, policies []ai.Policy, own []int, kind string) {
	nb := len(bands)
	newX := func() [][][]float64 {
		x := make([][][]float64, len(policies))
		for i := range x {
			x[i] = make([][]float64, nb)
		}
		return x
	}
	match := stat{title: "Match rate: % of positions where the " + kind + "'s move is the human's (expected over its random draw)", unit: 100, prec: 1, x: newX()}
	top1 := stat{title: "Top-1 match: % of positions where the " + kind + "'s most likely move is the human's", unit: 100, prec: 1, x: newX()}
	ll := stat{title: "Log-likelihood: mean log-probability the " + kind + " gives to the human's move", unit: 1, prec: 3, x: newX()}
	blunder := stat{title: "Blunder rate: % of moves 5+ stones below the best at 5 plies (the " + kind + "'s expectation)", unit: 100, prec: 1, x: newX()}
	humanBl := make([][]float64, nb)
	var n [8]int
	for i := range ds {
		d := &ds[i]
		if !d.held || d.human < 0 {
			continue
		}
		n[d.band]++
		for pi, p := range policies {
			q := play(p, d)
			top := 0
			pw := p
			pw.Weights = masked(p.Weights, p.Plies, nil)
			logits := pw.Logits(d.fs)
			for j := range logits {
				if logits[j] > logits[top] {
					top = j
				}
			}
			bl := 0.0
			for j, b := range d.blunder {
				if b {
					bl += q[j]
				}
			}
			hit := 0.0
			if top == d.human {
				hit = 1
			}
			match.x[pi][d.band] = append(match.x[pi][d.band], q[d.human])
			top1.x[pi][d.band] = append(top1.x[pi][d.band], hit)
			ll.x[pi][d.band] = append(ll.x[pi][d.band], math.Log(max(q[d.human], 1e-12)))
			blunder.x[pi][d.band] = append(blunder.x[pi][d.band], bl)
		}
		hb := 0.0
		if d.blunder[d.human] {
			hb = 1
		}
		humanBl[d.band] = append(humanBl[d.band], hb)
	}
	fmt.Print("Held-out positions per band:")
	for b := range bands {
		fmt.Printf(" %s %d;", bands[b].name, n[b])
	}
	fmt.Print("\n\n")
	header := func(title string) {
		fmt.Printf("%s\n\n| %s |", title, kind)
		for _, b := range bands {
			fmt.Printf(" %s |", b.name)
		}
		fmt.Printf(" all |\n|------|")
		for range nb + 1 {
			fmt.Print("------|")
		}
		fmt.Println()
	}
	cell := func(xs []float64, st *stat) string {
		m, h := meanSD(xs)
		return fmt.Sprintf("%.*f ± %.*f", st.prec, m*st.unit, st.prec, h*st.unit)
	}
	fitted := []int{}
	for i, b := range own {
		if b >= 0 {
			fitted = append(fitted, i)
		}
	}
	// centred[pi][b][k]: the position's value minus its mean over the fitted policies
	centred := func(st *stat) [][][]float64 {
		c := newX()
		for b := range nb {
			for k := range st.x[0][b] {
				mean := 0.0
				for _, fi := range fitted {
					mean += st.x[fi][b][k]
				}
				mean /= float64(len(fitted))
				for pi := range policies {
					c[pi][b] = append(c[pi][b], st.x[pi][b][k]-mean)
				}
			}
		}
		return c
	}
	table := func(st *stat, relative bool) {
		x := st.x
		title := st.title
		if relative {
			x = centred(st)
			title = "Relative " + strings.ToLower(title[:1]) + title[1:] + ": each cell minus its column's mean over the band-fitted rows (paired interval); the row's highest in bold"
		}
		header(title)
		for pi := range policies {
			fmt.Printf("| %s |", names[pi])
			peak := -1
			if relative {
				for b := range nb {
					if m, _ := meanSD(x[pi][b]); peak < 0 || m > func() float64 { v, _ := meanSD(x[pi][peak]); return v }() {
						peak = b
					}
				}
			}
			var allX []float64
			for b := range nb {
				allX = append(allX, x[pi][b]...)
				c := cell(x[pi][b], st)
				if b == peak {
					c = "**" + c + "**"
				}
				if b == own[pi] {
					c += " ◆"
				}
				fmt.Printf(" %s |", c)
			}
			fmt.Printf(" %s |\n", cell(allX, st))
		}
	}
	diagonal := func(st *stat) {
		fmt.Printf("Diagonal of %q (◆: the %s fitted to the band):\n\n", st.title[:strings.Index(st.title, ":")], kind)
		fmt.Println("| band | own minus the best other in its column (paired) | best other | own row: relative at own band minus its highest elsewhere |")
		fmt.Println("|------|------|------|------|")
		c := centred(st)
		for pi, b := range own {
			if b < 0 {
				continue
			}
			bestOther, bestMean := -1, math.Inf(-1)
			for qi := range policies {
				if qi == pi {
					continue
				}
				if m, _ := meanSD(st.x[qi][b]); m > bestMean {
					bestOther, bestMean = qi, m
				}
			}
			diff := make([]float64, len(st.x[pi][b]))
			for k := range diff {
				diff[k] = st.x[pi][b][k] - st.x[bestOther][b][k]
			}
			dm, dh := meanSD(diff)
			ownRel, ownH := meanSD(c[pi][b])
			other, otherB, otherH := math.Inf(-1), -1, 0.0
			for b2 := range nb {
				if b2 == b {
					continue
				}
				if m, h := meanSD(c[pi][b2]); m > other {
					other, otherB, otherH = m, b2, h
				}
			}
			fmt.Printf("| %s | %+.*f ± %.*f | %s | %+.*f ± %.*f (vs %s) |\n", bands[b].name,
				st.prec, dm*st.unit, st.prec, dh*st.unit, names[bestOther],
				st.prec, (ownRel-other)*st.unit, st.prec, math.Hypot(ownH, otherH)*st.unit, bands[otherB].name)
		}
		fmt.Println()
	}
	for _, st := range []*stat{&match, &top1, &ll} {
		table(st, false)
		fmt.Println()
		if len(fitted) > 1 {
			table(st, true)
			fmt.Println()
			diagonal(st)
		}
	}
	table(&blunder, false)
	fmt.Printf("| humans |")
	var allH []float64
	for b := range nb {
		allH = append(allH, humanBl[b]...)
		fmt.Printf(" %s |", cell(humanBl[b], &blunder))
	}
	fmt.Printf(" %s |\n", cell(allH, &blunder))
}

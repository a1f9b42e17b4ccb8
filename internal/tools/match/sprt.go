package match

import (
	"fmt"
	"math"
)

// Pentanomial counts game pairs (one opening, each side once with White) by
// A's points in the pair: index 0 is two losses, 1 a loss and a draw, 2 a
// win and a loss or two draws, 3 a win and a draw, 4 two wins. The two
// games of a pair share an opening and are correlated: the pentanomial
// model keeps that, the trinomial (games counted alone) does not, and
// overstates the variance (Kai Laskos, M. Van den Bergh).
type Pentanomial [5]int

// Add counts a pair in which A scored points (0, 0.5, 1, 1.5 or 2).
func (p *Pentanomial) Add(points float64) {
	p[max(0, min(4, int(math.Round(points*2))))]++
}

// Pairs returns the number of pairs counted.
func (p Pentanomial) Pairs() int { return p[0] + p[1] + p[2] + p[3] + p[4] }

// pentanomialScores are the pairs' scores, normalised to 0..1.
var pentanomialScores = []float64{0, 0.25, 0.5, 0.75, 1}

// trinomialScores are a game's scores (loss, draw, win).
var trinomialScores = []float64{0, 0.5, 1}

// SPRT is a sequential probability ratio test of H0: A is elo0 better than
// B against H1: A is elo1 better, on the logistic Elo scale, with the error
// rates Alpha (accepting H1 when H0 holds) and Beta (accepting H0 when H1
// holds). The log-likelihood ratio is the generalised one (GSPRT) of
// fishtest and of Michel Van den Bergh's notes: the likelihood of the
// results under the multinomial distribution of largest likelihood whose
// mean score is that of elo1, over the same for elo0.
type SPRT struct {
	Elo0, Elo1  float64
	Alpha, Beta float64
}

// Bounds returns the test's bounds on the log-likelihood ratio (Wald's):
// ln(β/(1−α)), below which H0 is accepted, and ln((1−β)/α), above which H1 is.
func (t SPRT) Bounds() (lower, upper float64) {
	return math.Log(t.Beta / (1 - t.Alpha)), math.Log((1 - t.Beta) / t.Alpha)
}

// Check reports parameters that make no test.
func (t SPRT) Check() error {
	switch {
	case !(t.Elo0 < t.Elo1):
		return fmt.Errorf("sprt: elo0 %g must be below elo1 %g", t.Elo0, t.Elo1)
	case !(t.Alpha > 0 && t.Alpha < 0.5), !(t.Beta > 0 && t.Beta < 0.5):
		return fmt.Errorf("sprt: alpha %g and beta %g must lie in (0, 0.5)", t.Alpha, t.Beta)
	}
	return nil
}

// LLR returns the log-likelihood ratio of the pairs p.
func (t SPRT) LLR(p Pentanomial) float64 {
	return llr(pentanomialScores, p[:], EloScore(t.Elo0), EloScore(t.Elo1))
}

// LLRTrinomial returns the log-likelihood ratio of games counted one by one
// (losses, draws, wins), as if they were independent.
func (t SPRT) LLRTrinomial(losses, draws, wins int) float64 {
	return llr(trinomialScores, []int{losses, draws, wins}, EloScore(t.Elo0), EloScore(t.Elo1))
}

// Verdict is what a test concludes.
type Verdict int

const (
	Continue Verdict = iota // neither bound reached
	AcceptH0                // A is not elo1 better (at most elo0)
	AcceptH1                // A is better by elo1 rather than elo0
)

func (v Verdict) String() string {
	switch v {
	case AcceptH0:
		return "H0 accepted"
	case AcceptH1:
		return "H1 accepted"
	}
	return "no decision"
}

// Decide compares an LLR with the bounds.
func (t SPRT) Decide(llr float64) Verdict {
	lower, upper := t.Bounds()
	switch {
	case llr >= upper:
		return AcceptH1
	case llr <= lower:
		return AcceptH0
	}
	return Continue
}

// EloScore is the expected score of a player elo points stronger
// (logistic): 1/(1+10^(−elo/400)).
func EloScore(elo float64) float64 { return 1 / (1 + math.Pow(10, -elo/400)) }

// ScoreElo is the inverse of EloScore: the Elo difference a score implies (a sweep, clamped to 0.1% or 99.9%, is about ±1200).
func ScoreElo(s float64) float64 {
	s = math.Max(1e-3, math.Min(1-1e-3, s))
	return -400 * math.Log10(1/s-1)
}

// EloInterval returns the Elo the pairs p imply for A and the bounds of its
// 95% interval, from the mean and the variance of the pair scores. When
// every pair had the same score (a sweep, say) the sample has no variance
// and would give an interval of one point; then the bounds are Wilson's for
// a two-outcome variable of that mean, the largest variance a pair score of
// that mean can have, and a bound at a sweep is infinite.
func EloInterval(p Pentanomial) (elo, lo, hi float64) {
	n := float64(p.Pairs())
	if n == 0 {
		return 0, math.Inf(-1), math.Inf(1)
	}
	mean, variance := moments(pentanomialScores, p[:])
	if variance == 0 {
		l, h := wilson(mean, n, 1.96)
		lo, hi = ScoreElo(l), ScoreElo(h)
		if l == 0 {
			lo = math.Inf(-1)
		}
		if h == 1 {
			hi = math.Inf(1)
		}
		return ScoreElo(mean), lo, hi
	}
	se := math.Sqrt(variance / n)
	return ScoreElo(mean), ScoreElo(mean - 1.96*se), ScoreElo(mean + 1.96*se)
}

// wilson is Wilson's score interval for a proportion p of n trials, z
// standard errors wide.
func wilson(p, n, z float64) (lo, hi float64) {
	z2 := z * z
	centre := (p + z2/(2*n)) / (1 + z2/n)
	half := z * math.Sqrt(p*(1-p)/n+z2/(4*n*n)) / (1 + z2/n)
	return math.Max(0, centre-half), math.Min(1, centre+half)
}

// moments returns the mean and the variance of the scores with counts.
func moments(scores []float64, counts []int) (mean, variance float64) {
	n := 0.0
	for i, c := range counts {
		n += float64(c)
		mean += float64(c) * scores[i]
	}
	if n == 0 {
		return 0.5, 0
	}
	mean /= n
	for i, c := range counts {
		d := scores[i] - mean
		variance += float64(c) * d * d
	}
	return mean, variance / n
}

// llrNormal is the LLR of the normal approximation: N·(s1−s0)·(2·x̄−s0−s1) / (2·σ²),
// x̄ and σ² the mean and variance of the scores. It agrees with llr when the
// counts are large and s0, s1 close.
func llrNormal(scores []float64, counts []int, s0, s1 float64) float64 {
	n := 0
	for _, c := range counts {
		n += c
	}
	mean, variance := moments(scores, counts)
	if n == 0 || variance == 0 {
		return 0
	}
	return float64(n) * (s1 - s0) * (2*mean - s0 - s1) / (2 * variance)
}

// regularisation is the count given to an empty outcome when the outcomes
// seen cannot have the mean score of a hypothesis (every pair drawn, say),
// as fishtest does.
const regularisation = 1e-3

// llr is the generalised log-likelihood ratio of the counts of outcomes
// with these scores: N·Σ p̂ᵢ·ln(p¹ᵢ/p⁰ᵢ), pʰ the distribution nearest the
// empirical p̂ (largest likelihood) whose mean is sʰ.
func llr(scores []float64, counts []int, s0, s1 float64) float64 {
	n := 0.0
	lo, hi := math.Inf(1), math.Inf(-1)
	for i, c := range counts {
		n += float64(c)
		if c > 0 {
			lo, hi = math.Min(lo, scores[i]), math.Max(hi, scores[i])
		}
	}
	if n == 0 {
		return 0
	}
	p := make([]float64, len(counts))
	for i, c := range counts {
		p[i] = float64(c)
	}
	if !(lo < math.Min(s0, s1) && math.Max(s0, s1) < hi) {
		for i := range p {
			if p[i] == 0 {
				p[i] = regularisation
			}
		}
	}
	total := 0.0
	for _, x := range p {
		total += x
	}
	for i := range p {
		p[i] /= total
	}
	l0, l1 := mleMultiplier(scores, p, s0), mleMultiplier(scores, p, s1)
	sum := 0.0
	for i, pi := range p {
		if pi > 0 {
			sum += pi * (math.Log1p(l0*(scores[i]-s0)) - math.Log1p(l1*(scores[i]-s1)))
		}
	}
	return n * sum
}

// mleMultiplier returns the λ of the distribution of largest likelihood for
// the empirical p with mean s: qᵢ = pᵢ / (1 + λ·(aᵢ − s)) (Van den Bergh,
// "Maximum likelihood estimation for multinomial distributions with a given
// mean", Proposition 1.1), found by bisection of
// Σ pᵢ·(aᵢ − s)/(1 + λ·(aᵢ − s)) = 0, which decreases in λ on the interval
// where every 1 + λ·(aᵢ − s) is positive. s must lie strictly between the
// smallest and the largest score of p's support.
func mleMultiplier(scores, p []float64, s float64) float64 {
	lo, hi := math.Inf(-1), math.Inf(1)
	for i, a := range scores {
		if p[i] == 0 {
			continue
		}
		if d := a - s; d > 0 {
			lo = math.Max(lo, -1/d)
		} else if d < 0 {
			hi = math.Min(hi, -1/d)
		}
	}
	f := func(l float64) float64 {
		sum := 0.0
		for i, a := range scores {
			if p[i] > 0 {
				sum += p[i] * (a - s) / (1 + l*(a-s))
			}
		}
		return sum
	}
	for range 200 {
		mid := lo + (hi-lo)/2
		if mid == lo || mid == hi {
			break
		}
		if f(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo + (hi-lo)/2
}

package match

import (
	"math"
	"testing"
)

func near(got, want, tol float64) bool { return got == want || math.Abs(got-want) <= tol }

func TestSPRTBounds(t *testing.T) {
	tests := []struct {
		alpha, beta  float64
		lower, upper float64 // ln(β/(1−α)), ln((1−β)/α), by hand
	}{
		{0.05, 0.05, -2.9444389791664403, 2.9444389791664403}, // ±ln 19
		{0.05, 0.10, -2.251291798606495, 2.8903717578961645},  // ln(0.1/0.95), ln 18
	}
	for _, tt := range tests {
		lo, hi := SPRT{Elo0: 0, Elo1: 10, Alpha: tt.alpha, Beta: tt.beta}.Bounds()
		if !near(lo, tt.lower, 1e-12) || !near(hi, tt.upper, 1e-12) {
			t.Errorf("alpha %g beta %g: bounds %v, %v; want %v, %v", tt.alpha, tt.beta, lo, hi, tt.lower, tt.upper)
		}
	}
}

func TestEloScore(t *testing.T) {
	// 1/(1+10^(−10/400)), by hand; 400·log10(3) is the Elo of a 75% score
	if got := EloScore(10); !near(got, 0.5143871841659987, 1e-15) {
		t.Errorf("EloScore(10) = %v", got)
	}
	if got := ScoreElo(0.75); !near(got, 400*math.Log10(3), 1e-9) {
		t.Errorf("ScoreElo(0.75) = %v", got)
	}
}

// The LLR against values worked out by hand: when the outcomes seen take
// only two values, the multinomial of largest likelihood with a given mean
// is the two-point distribution with that mean, so the GSPRT's LLR is the
// classical one; with three outcomes (loss, draw, win) the multiplier of
// the constrained maximum is the root of a quadratic.
func TestLLRByHand(t *testing.T) {
	s1 := EloScore(10)
	tests := []struct {
		name string
		test SPRT
		got  func(SPRT) float64
		want float64
	}{
		{
			// 60 wins, 40 losses: 60·ln(s1/s0) + 40·ln((1−s1)/(1−s0))
			"trinomial, no draws", SPRT{0, 10, 0.05, 0.05},
			func(t SPRT) float64 { return t.LLRTrinomial(40, 0, 60) }, 0.534230912016598,
		},
		{
			// 45 wins, 55 losses, elo0 −5, elo1 +5
			"trinomial, no draws, −5 against +5", SPRT{-5, 5, 0.05, 0.05},
			func(t SPRT) float64 { return t.LLRTrinomial(55, 0, 45) }, -0.28782313662425296,
		},
		{
			// 30 pairs of ½ point, 50 of 1½: q(¾) = 2s − ½, q(¼) = 3/2 − 2s
			"pentanomial, two outcomes", SPRT{0, 10, 0.05, 0.05},
			func(t SPRT) float64 { return t.LLR(Pentanomial{0, 30, 0, 50, 0}) },
			50*math.Log((2*s1-0.5)/0.5) + 30*math.Log((1.5-2*s1)/0.5),
		},
		{
			// 30 losses, 20 draws, 50 wins: the quadratic's root, worked
			// separately in floating point
			"trinomial, three outcomes", SPRT{0, 10, 0.05, 0.05},
			func(t SPRT) float64 { return t.LLRTrinomial(30, 20, 50) }, 0.6683665610266629,
		},
	}
	for _, tt := range tests {
		if got := tt.got(tt.test); !near(got, tt.want, 1e-9) {
			t.Errorf("%s: LLR %.12f, want %.12f", tt.name, got, tt.want)
		}
	}
}

// With many pairs and close hypotheses the GSPRT's LLR is the normal
// approximation's, N·(s1−s0)·(2x̄−s0−s1)/(2σ²).
func TestLLRMatchesNormalApproximation(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 5, Alpha: 0.05, Beta: 0.05}
	for _, p := range []Pentanomial{
		{500, 2000, 5000, 2200, 600},
		{900, 1500, 4000, 1500, 900},
		{100, 3000, 3000, 3100, 120},
	} {
		got := test.LLR(p)
		want := llrNormal(pentanomialScores, p[:], EloScore(test.Elo0), EloScore(test.Elo1))
		if !near(got, want, 0.02*math.Abs(want)+0.01) {
			t.Errorf("%v: LLR %.4f, normal approximation %.4f", p, got, want)
		}
	}
}

// The constrained maximum is a distribution with the asked mean.
func TestMLEHasTheMean(t *testing.T) {
	p := []float64{0.05, 0.15, 0.4, 0.3, 0.1}
	for _, s := range []float64{0.3, 0.5, 0.5143, 0.7} {
		l := mleMultiplier(pentanomialScores, p, s)
		sum, mean := 0.0, 0.0
		for i, a := range pentanomialScores {
			q := p[i] / (1 + l*(a-s))
			sum += q
			mean += q * a
		}
		if !near(sum, 1, 1e-9) || !near(mean, s, 1e-9) {
			t.Errorf("s %v: the distribution sums to %v with mean %v", s, sum, mean)
		}
	}
}

func TestLLRDegenerate(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	if got := test.LLR(Pentanomial{}); got != 0 {
		t.Errorf("no pairs: LLR %v, want 0", got)
	}
	// every pair one win each: the score is exactly elo0's, so the test
	// leans to H0 and must stay finite
	if got := test.LLR(Pentanomial{0, 0, 200, 0, 0}); !(got < 0) || math.IsInf(got, 0) || math.IsNaN(got) {
		t.Errorf("200 even pairs: LLR %v, want finite and negative", got)
	}
	// every pair won: far above elo1
	if got := test.LLR(Pentanomial{0, 0, 0, 0, 30}); !(got > 0) || math.IsInf(got, 0) || math.IsNaN(got) {
		t.Errorf("30 pairs won: LLR %v, want finite and positive", got)
	}
}

func TestDecide(t *testing.T) {
	test := SPRT{Elo0: 0, Elo1: 10, Alpha: 0.05, Beta: 0.05}
	for _, tt := range []struct {
		llr  float64
		want Verdict
	}{{3, AcceptH1}, {2.95, AcceptH1}, {2.9, Continue}, {0, Continue}, {-2.9, Continue}, {-2.95, AcceptH0}} {
		if got := test.Decide(tt.llr); got != tt.want {
			t.Errorf("Decide(%v) = %v, want %v", tt.llr, got, tt.want)
		}
	}
	for _, bad := range []SPRT{{10, 0, 0.05, 0.05}, {0, 10, 0, 0.05}, {0, 10, 0.05, 0.6}} {
		if bad.Check() == nil {
			t.Errorf("%+v: no error", bad)
		}
	}
}

func TestEloInterval(t *testing.T) {
	// mean 0.5625 and variance 0.05546875 of the pair scores, by hand
	elo, lo, hi := EloInterval(Pentanomial{5, 10, 50, 25, 10})
	if !near(elo, 43.65778777002724, 1e-9) || !near(lo, 11.35717038146012, 1e-9) || !near(hi, 76.72932937069822, 1e-9) {
		t.Errorf("Elo %v [%v, %v]", elo, lo, hi)
	}
}

func TestPentanomialAdd(t *testing.T) {
	var p Pentanomial
	for _, points := range []float64{0, 0.5, 1, 1, 1.5, 2, 2} {
		p.Add(points)
	}
	if p != (Pentanomial{1, 1, 2, 1, 2}) || p.Pairs() != 7 {
		t.Errorf("got %v", p)
	}
}

// A sample without variance (every pair the same) gets Wilson's bounds for
// a two-outcome variable, not an interval of one point.
func TestEloIntervalWithoutVariance(t *testing.T) {
	inf := math.Inf(1)
	for _, tt := range []struct {
		p           Pentanomial
		elo, lo, hi float64
	}{
		// 20 sweeps: the lower bound is Wilson's 1/(1+1.96²/20) = 0.83887,
		// 400·log10(0.83887/0.16113) by hand
		{Pentanomial{0, 0, 0, 0, 20}, ScoreElo(1), 286.6071, inf},
		{Pentanomial{20, 0, 0, 0, 0}, ScoreElo(0), -inf, -286.6071},
		// 20 even pairs: 0.5 ± 1.96·sqrt(0.25/20 + 1.96²/1600)/(1 + 1.96²/20)
		{Pentanomial{0, 0, 20, 0, 0}, 0, -147.7744, 147.7744},
	} {
		elo, lo, hi := EloInterval(tt.p)
		if !near(elo, tt.elo, 1e-9) || !near(lo, tt.lo, 1e-3) || !near(hi, tt.hi, 1e-3) {
			t.Errorf("%v: Elo %v [%v, %v], want %v [%v, %v]", tt.p, elo, lo, hi, tt.elo, tt.lo, tt.hi)
		}
	}
}

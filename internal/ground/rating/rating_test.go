package rating

import (
	"math"
	"testing"
)

// TestGlickmanExample is the worked example of Glickman's "Example of the
// Glicko-2 system": 1500 ± 200 (volatility 0.06, tau 0.5) beats a 1400 ± 30
// and loses to a 1550 ± 100 and a 1700 ± 300, and becomes 1464.06 ± 151.52,
// volatility 0.05999.
func TestGlickmanExample(t *testing.T) {
	r := Rating{R: 1500, RD: 200, Vol: 0.06}
	got := r.Period(Game{1400, 30, 1}, Game{1550, 100, 0}, Game{1700, 300, 0})
	if math.Abs(got.R-1464.06) > 0.05 || math.Abs(got.RD-151.52) > 0.05 || math.Abs(got.Vol-0.05999) > 0.00001 || got.Games != 3 {
		t.Errorf("got %+v, want 1464.06 ± 151.52, volatility 0.05999, 3 games", got)
	}
}

func TestUpdate(t *testing.T) {
	start := New()
	for _, tc := range []struct {
		name     string
		opp      float64
		score    float64
		up, down bool
	}{
		{"win against an equal", 1500, 1, true, false},
		{"loss against an equal", 1500, 0, false, true},
		{"draw against an equal", 1500, 0.5, false, false},
		{"draw against a stronger", 1900, 0.5, true, false},
		{"draw against a weaker", 1100, 0.5, false, true},
		{"score clamped", 1500, 7, true, false},
	} {
		got := start.Update(tc.opp, LevelRD, tc.score)
		if tc.up != (got.R > start.R+0.5) || tc.down != (got.R < start.R-0.5) {
			t.Errorf("%s: %v -> %v", tc.name, start, got)
		}
		if got.RD >= start.RD || got.Games != 1 {
			t.Errorf("%s: deviation %v (games %d), want below %v and 1 game", tc.name, got.RD, got.Games, start.RD)
		}
	}
	// a surprise moves the rating more than an expected result
	upset := start.Update(2000, LevelRD, 1).R - start.R
	expected := start.Update(1000, LevelRD, 1).R - start.R
	if upset <= expected || expected <= 0 {
		t.Errorf("win against 2000 +%.1f, against 1000 +%.1f: want both positive, the upset larger", upset, expected)
	}
}

// TestConverges: a player who scores as a 1700 would against the ladder's
// levels ends near 1700, with a small deviation.
func TestConverges(t *testing.T) {
	r := New()
	levels := []float64{1420, 1560, 1700, 1770, 1890}
	for i := range 400 {
		opp := levels[i%len(levels)]
		want := 1 / (1 + math.Pow(10, (opp-1700)/400))
		// a deterministic sequence with that mean score
		score := 0.0
		if math.Mod(float64(i)*0.618034, 1) < want {
			score = 1
		}
		r = r.Update(opp, LevelRD, score)
	}
	if math.Abs(r.R-1700) > 120 || r.RD > 80 || r.Provisional() || r.Games != 400 {
		t.Errorf("after 400 games: %+v, want near 1700, settled", r)
	}
}

func TestNormalize(t *testing.T) {
	for _, tc := range []struct {
		in   Rating
		want Rating
	}{
		{Rating{}, New()},
		{Rating{R: math.NaN(), RD: 100, Vol: 0.06, Games: 3}, Rating{R: StartRating, RD: StartDeviation, Vol: StartVolatility, Games: 3}},
		{Rating{R: -50, RD: 1, Vol: 5, Games: -2}, Rating{R: MinRating, RD: MinDeviation, Vol: 0.2}},
		{Rating{R: 1600, RD: 900, Vol: 0.06, Games: 9}, Rating{R: 1600, RD: StartDeviation, Vol: 0.06, Games: 9}},
	} {
		if got := tc.in.Normalize(); got != tc.want {
			t.Errorf("Normalize(%+v) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
	if !New().Provisional() || (Rating{R: 1500, RD: 60, Vol: 0.06}).Provisional() {
		t.Error("Provisional: a newcomer is, a settled rating is not")
	}
	if s := (Rating{R: 1520.4, RD: 90, Vol: 0.06}).String(); s != "1520 ± 180" {
		t.Errorf("String %q", s)
	}
	settled := Rating{R: 1600, RD: 60, Vol: 0.06, Games: 50}
	if got := settled.Period(); got.R != 1600 || got.RD <= 60 || got.Games != 50 {
		t.Errorf("an empty period: %+v, want the rating kept, its deviation wider", got)
	}
}

func TestNearest(t *testing.T) {
	ls := []int{350, 560, 1420, 1560, 1700}
	for _, tc := range []struct {
		r    float64
		want int
	}{{0, 0}, {500, 1}, {1500, 3}, {1490, 2}, {3000, 4}} {
		if got := Nearest(Rating{R: tc.r, RD: 100, Vol: 0.06}, ls); got != tc.want {
			t.Errorf("Nearest(%v) = %d, want %d", tc.r, got, tc.want)
		}
	}
	if Nearest(New(), nil) != -1 {
		t.Error("Nearest of no ratings")
	}
}

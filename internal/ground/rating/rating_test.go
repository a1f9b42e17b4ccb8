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

// glicko1 is one game of the original Glicko (Glickman, "Parameter
// estimation in large dynamic paired comparison experiments", 1999): an
// independent check of Period for one game, which matches it where the
// volatility barely moves (Glicko-2's deviation before the game is the
// deviation widened by the volatility, sqrt(φ² + σ²)).
func glicko1(r, rd, opp, oppRD, score float64) (float64, float64) {
	q := math.Ln10 / 400
	g := 1 / math.Sqrt(1+3*q*q*oppRD*oppRD/(math.Pi*math.Pi))
	e := 1 / (1 + math.Pow(10, -g*(r-opp)/400))
	d2 := 1 / (q * q * g * g * e * (1 - e))
	post := 1/(rd*rd) + 1/d2
	return r + q/post*g*(score-e), math.Sqrt(1 / post)
}

// TestNewcomer: a newcomer's first game moves the rating as far as
// Glicko-2 says, since nothing is known of the player (350): a loss to
// Learner (917) takes 593 points and leaves the deviation at 329, still
// provisional; the original Glicko agrees within a point. It then takes
// about ten games against levels near the rating to settle.
func TestNewcomer(t *testing.T) {
	start := New()
	widened := math.Sqrt(StartDeviation*StartDeviation + math.Pow(StartVolatility*scale, 2))
	for _, tc := range []struct {
		name         string
		opp, score   float64
		wantR, wantD float64 // the rating and deviation after the game
	}{
		{"a loss to Learner", 917, 0, 906.9, 328.9},
		{"a win against Learner", 917, 1, 1521.6, 328.9},
		{"a loss to 2nd rank", 1560, 0, 1352.4, 250.0},
		{"a draw with Beginner", 682, 0.5, 1170.3, 344.0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := start.Update(tc.opp, LevelRD, tc.score)
			r1, rd1 := glicko1(StartRating, widened, tc.opp, LevelRD, tc.score)
			if math.Abs(got.R-r1) > 1 || math.Abs(got.RD-rd1) > 1 {
				t.Errorf("Glicko-2 %.1f ± %.1f, the original Glicko %.1f ± %.1f", got.R, got.RD, r1, rd1)
			}
			if math.Abs(got.R-tc.wantR) > 0.5 || math.Abs(got.RD-tc.wantD) > 0.5 {
				t.Errorf("%.1f ± %.1f, want %.1f ± %.1f", got.R, got.RD, tc.wantR, tc.wantD)
			}
			if !got.Provisional() || got.Games != 1 {
				t.Errorf("after one game: provisional %v, games %d", got.Provisional(), got.Games)
			}
		})
	}
}

func TestGamesToSettle(t *testing.T) {
	if n := New().GamesToSettle(); n != 10 {
		t.Errorf("a newcomer settles in %d games, want 10", n)
	}
	after := New().Update(917, LevelRD, 0)
	if n := after.GamesToSettle(); n < 9 || n > 10 {
		t.Errorf("after a loss to Learner: %d games, want 9 or 10", n)
	}
	// the count is what it says: that many games leave the rating settled
	r := after
	for range after.GamesToSettle() {
		r = r.Update(r.R, LevelRD, 0.5)
	}
	if r.Provisional() {
		t.Errorf("after the games counted: %v, still provisional", r)
	}
	if n := (Rating{R: 1600, RD: 60, Vol: 0.06, Games: 50}).GamesToSettle(); n != 0 {
		t.Errorf("a settled rating: %d games", n)
	}
}

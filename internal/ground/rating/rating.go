// Package rating rates a player with Glicko-2 (Glickman, "Example of the
// Glicko-2 system", 2013): a rating, its deviation (how uncertain it is)
// and a volatility, updated after each game as a rating period of one game,
// as online game sites do. It is pure: the caller stores a Rating and
// passes the opponent's rating.
//
// The games against the computer are rated with it: a level's opponent
// rating is its Elo (ai.Level.Elo) with the deviation LevelRD.
package rating

import (
	"fmt"
	"math"
)

// The Glicko-2 constants and a newcomer's rating.
const (
	StartRating     = 1500.0 // a newcomer's rating
	StartDeviation  = 350.0  // a newcomer's deviation: nothing is known
	StartVolatility = 0.06
	// MinDeviation keeps a rating able to move after many games.
	MinDeviation = 45.0
	// ProvisionalDeviation: above it the rating is shown as provisional.
	ProvisionalDeviation = 110.0
	// LevelRD is the deviation of a computer level's rating: the ladder's
	// ratings are measured to within about ±50.
	LevelRD = 50.0
	// tau bounds how fast the volatility changes (Glickman suggests 0.3-1.2).
	tau = 0.5
	// scale converts between the Glicko and the Glicko-2 scales.
	scale = 173.7178
	// MinRating and MaxRating bound a rating.
	MinRating = 0.0
	MaxRating = 4000.0
)

// Rating is a player's Glicko-2 rating on the Glicko (Elo-like) scale. The
// zero value is a newcomer's (see Normalize).
type Rating struct {
	R     float64 `json:"r"`     // the rating
	RD    float64 `json:"rd"`    // its deviation
	Vol   float64 `json:"vol"`   // its volatility
	Games int     `json:"games"` // rated games played
}

// New returns a newcomer's rating.
func New() Rating { return Rating{R: StartRating, RD: StartDeviation, Vol: StartVolatility} }

// Normalize makes a rating read from disk usable: a zero or invalid rating
// is a newcomer's, and every value is bounded.
func (r Rating) Normalize() Rating {
	bad := func(x float64) bool { return math.IsNaN(x) || math.IsInf(x, 0) }
	if bad(r.R) || bad(r.RD) || bad(r.Vol) || r.RD <= 0 || r.Vol <= 0 {
		return Rating{R: StartRating, RD: StartDeviation, Vol: StartVolatility, Games: max(r.Games, 0)}
	}
	r.R = min(max(r.R, MinRating), MaxRating)
	r.RD = min(max(r.RD, MinDeviation), StartDeviation)
	r.Vol = min(max(r.Vol, 0.01), 0.2)
	r.Games = max(r.Games, 0)
	return r
}

// Provisional reports whether the rating is still uncertain (few games).
func (r Rating) Provisional() bool { return r.Normalize().RD > ProvisionalDeviation }

// MaxGamesToSettle bounds GamesToSettle.
const MaxGamesToSettle = 100

// GamesToSettle returns how many more rated games a provisional rating
// needs before it is no longer provisional (0 for a settled one): games
// against opponents of its own rating (the levels New game suggests), each
// scored as expected, so that only the deviation moves. A newcomer needs
// 10; at most MaxGamesToSettle.
func (r Rating) GamesToSettle() int {
	n := r.Normalize()
	games := 0
	for n.Provisional() && games < MaxGamesToSettle {
		n = n.Update(n.R, LevelRD, 0.5)
		games++
	}
	return games
}

// Rounded returns the rating as it is shown, a whole number.
func (r Rating) Rounded() int { return int(math.Round(r.Normalize().R)) }

// String is the rating as "1520 ± 180" (twice the deviation, 95%).
func (r Rating) String() string {
	n := r.Normalize()
	return fmt.Sprintf("%d ± %d", n.Rounded(), int(math.Round(2*n.RD)))
}

// Expected is the expected score, 0..1, of a player of rating r against an
// opponent rated opp with deviation oppRD.
func (r Rating) Expected(opp, oppRD float64) float64 {
	n := r.Normalize()
	mu, muJ := (n.R-StartRating)/scale, (opp-StartRating)/scale
	return expect(mu, muJ, g(oppRD/scale))
}

func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

func expect(mu, muJ, gJ float64) float64 { return 1 / (1 + math.Exp(-gJ*(mu-muJ))) }

// Game is one rated game: the opponent's rating and deviation, and the
// player's score (1 a win, 0.5 a draw, 0 a loss; others are clamped).
type Game struct {
	Opp, OppRD, Score float64
}

// Update returns the rating after one game against an opponent rated opp
// with deviation oppRD, the player scoring score: Period of that game.
func (r Rating) Update(opp, oppRD, score float64) Rating {
	return r.Period(Game{Opp: opp, OppRD: oppRD, Score: score})
}

// Period returns the rating after a rating period holding games, by the
// Glicko-2 steps; a period without games (or only invalid ones) widens the
// deviation alone.
func (r Rating) Period(games ...Game) Rating {
	n := r.Normalize()
	mu, phi, sigma := (n.R-StartRating)/scale, n.RD/scale, n.Vol
	var invV, sum float64
	played := 0
	for _, gm := range games {
		if math.IsNaN(gm.Opp) || math.IsNaN(gm.OppRD) || math.IsNaN(gm.Score) || math.IsInf(gm.Opp, 0) {
			continue
		}
		muJ, phiJ := (gm.Opp-StartRating)/scale, min(max(gm.OppRD, 0), StartDeviation)/scale
		gJ := g(phiJ)
		e := expect(mu, muJ, gJ)
		invV += gJ * gJ * e * (1 - e)
		sum += gJ * (min(max(gm.Score, 0), 1) - e)
		played++
	}
	if played == 0 || invV == 0 {
		phiStar := math.Sqrt(phi*phi + sigma*sigma)
		return Rating{R: n.R, RD: phiStar * scale, Vol: sigma, Games: n.Games}.Normalize()
	}
	v := 1 / invV
	sigma = newVolatility(phi, sigma, v, v*sum)
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	phiNew := 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	muNew := mu + phiNew*phiNew*sum
	return Rating{R: muNew*scale + StartRating, RD: phiNew * scale, Vol: sigma, Games: n.Games + played}.Normalize()
}

// newVolatility is step 5 of Glicko-2: the volatility by the Illinois
// algorithm.
func newVolatility(phi, sigma, v, delta float64) float64 {
	a := math.Log(sigma * sigma)
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi*phi + v + ex
		return ex*(delta*delta-phi*phi-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	const eps = 1e-6
	A := a
	var B float64
	if delta*delta > phi*phi+v {
		B = math.Log(delta*delta - phi*phi - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 && k < 100 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for i := 0; math.Abs(B-A) > eps && i < 100; i++ {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Nearest returns the index of the rating in ratings (ascending or not)
// nearest r's, the first of equals; -1 for none. New game suggests the
// level nearest the player's rating with it.
func Nearest(r Rating, ratings []int) int {
	best, bestDist := -1, math.Inf(1)
	x := r.Normalize().R
	for i, v := range ratings {
		if d := math.Abs(float64(v) - x); d < bestDist {
			best, bestDist = i, d
		}
	}
	return best
}

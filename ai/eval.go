package ai

import "github.com/togyzkumalak/togyzkumalak/game"

// The evaluation is linear in a few features that strong players name: the
// kazan difference, the tuzdyks and where they stand, the stones kept in
// each hole of one's own row (they are one's own at атсырау), the captures
// each side can make at once, odd holes the opponent can reach, mobility, big
// holes and the tempo. Every feature is "side to move minus opponent" unless
// its name says otherwise. The weights are tuned from real games by
// ./ai/tune and embedded in weights.go.

// Feature indices.
const (
	fKazan      = iota // kazan difference (fixed weight: 100 hundredths per stone)
	fTuzdyk1           // a tuzdyk on the opponent's hole 1 .. 8
	fTuzdyk2
	fTuzdyk3
	fTuzdyk4
	fTuzdyk5
	fTuzdyk6
	fTuzdyk7
	fTuzdyk8
	fTuzdykPhase // a tuzdyk, times the stones on the board / 16
	fRow1        // stones in one's own hole 1 .. 9
	fRow2
	fRow3
	fRow4
	fRow5
	fRow6
	fRow7
	fRow8
	fRow9
	fRowPhase    // stones in one's own row, times (162 - stones on the board) / 16
	fGainMe      // the largest gain the side to move can make now (not a difference)
	fGainOpp     // the largest gain the opponent threatens (not a difference)
	fCapMovesMe  // moves of the side to move that capture (not a difference)
	fCapMovesOpp // moves of the opponent that capture (not a difference)
	fTuzThreat   // moves that would make a tuzdyk
	fOddHoles    // holes with an odd count (the opponent makes them even by landing)
	fMobility    // non-empty holes
	fBigHoles    // holes with 12 stones or more
	fLapHoles    // holes that can lap the board (18 or more)
	fEmptyOpp    // empty holes in the opponent's row the side to move can reach with a single stone... (reserved)
	fTempo       // 1: the side to move
	numFeatures
)

// featureNames name the features for the tuner's output.
var featureNames = [numFeatures]string{
	"kazan", "tuzdyk1", "tuzdyk2", "tuzdyk3", "tuzdyk4", "tuzdyk5", "tuzdyk6", "tuzdyk7", "tuzdyk8",
	"tuzdykPhase", "row1", "row2", "row3", "row4", "row5", "row6", "row7", "row8", "row9", "rowPhase",
	"gainMe", "gainOpp", "capMovesMe", "capMovesOpp", "tuzThreat", "oddHoles", "mobility", "bigHoles",
	"lapHoles", "reserved", "tempo",
}

// weightScale: weights are in 1/weightScale hundredths of a stone.
const weightScale = 256

// Weights are the evaluation weights in 1/256 hundredths of a stone.
type Weights [numFeatures]int32

// landing returns the ring index where the last of n stones sown from ring
// index from falls, and how many stones that hole then holds (ignoring
// tuzdyks), without playing the move.
func landing(h *[game.RingSize]uint8, from, n int) (last, count int) {
	if n == 1 {
		last = from + 1
		if last == game.RingSize {
			last = 0
		}
		return last, int(h[last]) + 1
	}
	last = (from + n - 1) % game.RingSize
	c := int(h[last]) + (n-1)/game.RingSize + 1
	if last == from {
		c = (n-1)/game.RingSize + 1
	}
	return last, c
}

// sideScan is what one side could do if it were to move.
type sideScan struct {
	bestGain  int // largest capture (a tuzdyk counts 3 plus a bonus)
	capMoves  int
	tuzThreat int
}

const tuzdykGainBonus = 6 // a tuzdyk made counts as 3 stones plus this in gains

func scan(p *game.Position, s game.Side) sideScan {
	var r sideScan
	opp := s.Opponent()
	base := int(s) * game.HolesPerSide
	obase := int(opp) * game.HolesPerSide
	myTuz := -1
	if t := p.Tuzdyks[s]; t != 0 {
		myTuz = obase + int(t) - 1
	}
	for i := base; i < base+game.HolesPerSide; i++ {
		n := int(p.Holes[i])
		if n == 0 {
			continue
		}
		last, c := landing(&p.Holes, i, n)
		if last < obase || last >= obase+game.HolesPerSide || last == myTuz {
			continue
		}
		g := 0
		switch {
		case c%2 == 0:
			g = c
		case c == 3:
			k := uint8(last - obase + 1)
			if p.Tuzdyks[s] == 0 && k != 9 && p.Tuzdyks[opp] != k {
				g = 3 + tuzdykGainBonus
				r.tuzThreat++
			}
		}
		if g > 0 {
			r.capMoves++
			r.bestGain = max(r.bestGain, g)
		}
	}
	return r
}

// features fills f with the features of p from the side to move's view.
func features(p *game.Position, f *[numFeatures]int32) {
	*f = [numFeatures]int32{}
	me := p.ToMove
	opp := me.Opponent()
	board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
	f[fKazan] = int32(p.Kazans[me]) - int32(p.Kazans[opp])
	if t := p.Tuzdyks[me]; t != 0 {
		f[fTuzdyk1+int(t)-1]++
		f[fTuzdykPhase] += int32(board / 16)
	}
	if t := p.Tuzdyks[opp]; t != 0 {
		f[fTuzdyk1+int(t)-1]--
		f[fTuzdykPhase] -= int32(board / 16)
	}
	mb := int(me) * game.HolesPerSide
	ob := int(opp) * game.HolesPerSide
	rowDiff := 0
	for k := range game.HolesPerSide {
		a, b := int32(p.Holes[mb+k]), int32(p.Holes[ob+k])
		f[fRow1+k] = a - b
		rowDiff += int(a - b)
		f[fOddHoles] += a&1 - b&1
		if a != 0 {
			f[fMobility]++
		}
		if b != 0 {
			f[fMobility]--
		}
		if a >= 12 {
			f[fBigHoles]++
		}
		if b >= 12 {
			f[fBigHoles]--
		}
		if a >= 18 {
			f[fLapHoles]++
		}
		if b >= 18 {
			f[fLapHoles]--
		}
	}
	f[fRowPhase] = int32(rowDiff * (game.TotalStones - board) / 16)
	sm, so := scan(p, me), scan(p, opp)
	f[fGainMe] = int32(sm.bestGain)
	f[fGainOpp] = int32(so.bestGain)
	f[fCapMovesMe] = int32(sm.capMoves)
	f[fCapMovesOpp] = int32(so.capMoves)
	f[fTuzThreat] = int32(sm.tuzThreat - so.tuzThreat)
	f[fTempo] = 1
}

// evaluate returns the static score of p in hundredths of a stone for the
// side to move. The game must not be over.
func (w *Weights) evaluate(p *game.Position) int {
	var f [numFeatures]int32
	features(p, &f)
	var s int32
	for i, x := range f {
		s += w[i] * x
	}
	return int(s / weightScale)
}

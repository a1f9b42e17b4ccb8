// Package eval is the static evaluation of the engine: a sum of weighted
// features that strong players name, with weights fitted to real games by
// ./cmd/tune. It is internal to the module: package ai and the tools in cmd/.
//
// The evaluation is linear in a few features: the kazan difference, the
// tuzdyks and where they stand, the stones kept in each hole of one's own row
// (they are one's own at атсырау), the captures each side can make at once,
// odd holes the opponent can reach, mobility, big holes and the tempo. Every
// feature is "side to move minus opponent" unless its comment says otherwise.
package eval

import "github.com/togyzkumalak/togyzkumalak/game"

// Feature indices.
const (
	FKazan   = iota // kazan difference (fixed weight: 100 hundredths per stone)
	FTuzdyk1        // a tuzdyk on the opponent's hole 1 .. 8
	FTuzdyk2
	FTuzdyk3
	FTuzdyk4
	FTuzdyk5
	FTuzdyk6
	FTuzdyk7
	FTuzdyk8
	FTuzdykPhase // a tuzdyk, times the stones on the board / 16
	FRow1        // stones in one's own hole 1 .. 9
	FRow2
	FRow3
	FRow4
	FRow5
	FRow6
	FRow7
	FRow8
	FRow9
	FRowPhase    // stones in one's own row, times (162 - stones on the board) / 16
	FGainMe      // the largest gain the side to move can make now (not a difference)
	FGainOpp     // the largest gain the opponent threatens (not a difference)
	FCapMovesMe  // moves of the side to move that capture (not a difference)
	FCapMovesOpp // moves of the opponent that capture (not a difference)
	FTuzThreat   // moves that would make a tuzdyk
	FOddHoles    // holes with an odd count (the opponent makes them even by landing)
	FMobility    // non-empty holes
	FBigHoles    // holes with 12 stones or more
	FLapHoles    // holes that can lap the board (18 or more)
	FTempo       // 1: the side to move
	NumFeatures
)

// names name the features for the tuner's output.
var names = [NumFeatures]string{
	"kazan", "tuzdyk1", "tuzdyk2", "tuzdyk3", "tuzdyk4", "tuzdyk5", "tuzdyk6", "tuzdyk7", "tuzdyk8",
	"tuzdykPhase", "row1", "row2", "row3", "row4", "row5", "row6", "row7", "row8", "row9", "rowPhase",
	"gainMe", "gainOpp", "capMovesMe", "capMovesOpp", "tuzThreat", "oddHoles", "mobility", "bigHoles",
	"lapHoles", "tempo",
}

// Scale: weights are in 1/Scale hundredths of a stone.
const Scale = 256

// Weights are the evaluation weights in 1/256 hundredths of a stone.
type Weights [NumFeatures]int32

// sideScan is what one side could do if it were to move.
type sideScan struct {
	bestGain  int32 // largest capture (a tuzdyk counts 3 plus a bonus)
	capMoves  int32
	tuzThreat int32
}

// TuzdykGainBonus: a tuzdyk made counts as 3 stones plus this in gains.
const TuzdykGainBonus = 6

func scan(p *game.Position, s game.Side) sideScan {
	var r sideScan
	opp := s.Opponent()
	base := int(s) * game.HolesPerSide
	obase := int(opp) * game.HolesPerSide
	myTuz := p.TuzdykIndex(s)
	tzOK := uint32(p.TuzdykMask(s)) // bit k-1: a tuzdyk may be made on the opponent's hole k
	for i := base; i < base+game.HolesPerSide; i++ {
		n := p.Holes[i]
		last := int(lastTab[i][n])
		// the origin was emptied: when the last stone falls back into it
		// (n = 0, or whole laps plus one) only the sown stones count
		c := int32(addTab[n]) + int32(p.Holes[last]) - int32(n)*b2i(last == i)
		rel := uint(last - obase)
		in := b2i(rel < game.HolesPerSide) & b2i(last != myTuz)
		g := c * (1 - c&1) * in
		tz := in * b2i(c == game.TuzdykStones) * int32(tzOK>>(rel&31)&1)
		g += tz * (game.TuzdykStones + TuzdykGainBonus)
		r.tuzThreat += tz
		r.capMoves += b2i(g > 0)
		r.bestGain = max(r.bestGain, g)
	}
	return r
}

// lastTab[from][n] is the ring index where the last of n stones sown from
// ring index from falls (from itself for n = 0); addTab[n] is how many
// stones that hole receives. Both are filled once at initialisation.
var lastTab, addTab = sowTables()

func sowTables() (*[game.RingSize][game.TotalStones + 1]uint8, *[game.TotalStones + 1]uint8) {
	var last [game.RingSize][game.TotalStones + 1]uint8
	var add [game.TotalStones + 1]uint8
	for from := range game.RingSize {
		for n := range game.TotalStones + 1 {
			last[from][n] = uint8(game.LastHole(from, n))
		}
	}
	for n := 1; n <= game.TotalStones; n++ {
		add[n] = uint8((n-1)/game.RingSize + 1)
	}
	return &last, &add
}

// features fills f with the features of p from the side to move's view.
func Features(p *game.Position, f *[NumFeatures]int32) {
	*f = [NumFeatures]int32{}
	me := p.ToMove
	opp := me.Opponent()
	board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
	f[FKazan] = int32(p.Kazans[me]) - int32(p.Kazans[opp])
	if t := p.Tuzdyks[me]; t != 0 {
		f[FTuzdyk1+int(t)-1]++
		f[FTuzdykPhase] += int32(board / 16)
	}
	if t := p.Tuzdyks[opp]; t != 0 {
		f[FTuzdyk1+int(t)-1]--
		f[FTuzdykPhase] -= int32(board / 16)
	}
	mb := int(me) * game.HolesPerSide
	ob := int(opp) * game.HolesPerSide
	rowDiff := 0
	for k := range game.HolesPerSide {
		a, b := int32(p.Holes[mb+k]), int32(p.Holes[ob+k])
		f[FRow1+k] = a - b
		rowDiff += int(a - b)
		f[FOddHoles] += a&1 - b&1
		if a != 0 {
			f[FMobility]++
		}
		if b != 0 {
			f[FMobility]--
		}
		if a >= 12 {
			f[FBigHoles]++
		}
		if b >= 12 {
			f[FBigHoles]--
		}
		if a >= 18 {
			f[FLapHoles]++
		}
		if b >= 18 {
			f[FLapHoles]--
		}
	}
	f[FRowPhase] = int32(rowDiff * (game.TotalStones - board) / 16)
	sm, so := scan(p, me), scan(p, opp)
	f[FGainMe] = sm.bestGain
	f[FGainOpp] = so.bestGain
	f[FCapMovesMe] = sm.capMoves
	f[FCapMovesOpp] = so.capMoves
	f[FTuzThreat] = sm.tuzThreat - so.tuzThreat
	f[FTempo] = 1
}

// evaluate returns the static score of p in hundredths of a stone for the
// side to move. The game must not be over. It computes the same sum as the
// features times the weights, without building the feature vector.
func (w *Weights) Evaluate(p *game.Position) int {
	me := p.ToMove
	opp := me.Opponent()
	board := int32(game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1]))
	s := w[FKazan]*(int32(p.Kazans[me])-int32(p.Kazans[opp])) + w[FTempo]
	if t := p.Tuzdyks[me]; t != 0 {
		s += w[FTuzdyk1+int(t)-1] + w[FTuzdykPhase]*(board/16)
	}
	if t := p.Tuzdyks[opp]; t != 0 {
		s -= w[FTuzdyk1+int(t)-1] + w[FTuzdykPhase]*(board/16)
	}
	mb := int(me) * game.HolesPerSide
	ob := int(opp) * game.HolesPerSide
	var rowDiff, odd, mob, big, lap int32
	for k := range game.HolesPerSide {
		a, b := int32(p.Holes[mb+k]), int32(p.Holes[ob+k])
		s += w[FRow1+k] * (a - b)
		rowDiff += a - b
		odd += a&1 - b&1
		mob += b2i(a != 0) - b2i(b != 0)
		big += b2i(a >= 12) - b2i(b >= 12)
		lap += b2i(a >= 18) - b2i(b >= 18)
	}
	s += w[FRowPhase]*(rowDiff*(game.TotalStones-board)/16) + w[FOddHoles]*odd +
		w[FMobility]*mob + w[FBigHoles]*big + w[FLapHoles]*lap
	sm, so := scan(p, me), scan(p, opp)
	s += w[FGainMe]*sm.bestGain + w[FGainOpp]*so.bestGain +
		w[FCapMovesMe]*sm.capMoves + w[FCapMovesOpp]*so.capMoves +
		w[FTuzThreat]*(sm.tuzThreat-so.tuzThreat)
	return int(s / Scale)
}

func b2i(b bool) int32 {
	if b {
		return 1
	}
	return 0
}

// evaluateFeatures is the reference form of evaluate: the weights times the
// features. The tests check that both agree.
func (w *Weights) EvaluateFeatures(p *game.Position) int {
	var f [NumFeatures]int32
	Features(p, &f)
	var s int32
	for i, x := range f {
		s += w[i] * x
	}
	return int(s / Scale)
}

// Names returns the names of the features, in index order.
func Names() []string { return names[:] }

// MoveGain returns what the side to move gains at once by sowing ring index
// from: the stones of an even capture, or 3 plus TuzdykGainBonus for a
// tuzdyk made; 0 for a quiet move.
func MoveGain(p *game.Position, from int) int {
	me := p.ToMove
	obase := int(me.Opponent()) * game.HolesPerSide
	last, c := p.Landing(from)
	if last < obase || last >= obase+game.HolesPerSide || last == p.TuzdykIndex(me) {
		return 0
	}
	switch {
	case c%2 == 0:
		return c
	case c == game.TuzdykStones && p.TuzdykMask(me)&(1<<(last-obase)) != 0:
		return game.TuzdykStones + TuzdykGainBonus
	}
	return 0
}

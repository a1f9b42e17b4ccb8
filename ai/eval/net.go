package eval

import "github.com/togyzkumalak/togyzkumalak/game"

// The network: a small correction to the linear evaluation, learnt by
// ./cmd/nettrain from positions of self-play and of the real games labelled
// by the engine's search and by the games' results.
//
// Its inputs are one-hot and sparse, from the side to move's view: for each
// of the 18 holes (the mover's 1..9, then the opponent's 1..9) the number of
// stones in it (NetBuckets-1 and more share the last input), and each side's
// tuzdyk (on the other's hole 1..8). A position has 18 to 20 active inputs,
// so the hidden layer is the sum of as many rows of W1 (an accumulator),
// clipped to [0, 1], and the output is its dot product with W2: about
// NetHidden·20 additions, small enough to compute at every leaf.
const (
	NetBuckets = 24
	NetHidden  = 16
	NetInputs  = game.RingSize*NetBuckets + 2*8
	// NetOne is 1.0 in the hidden layer's fixed point (W1, B1 and the
	// accumulator are in 1/NetOne).
	NetOne = 64
	// NetMaxActive is the most inputs a position turns on.
	NetMaxActive = game.RingSize + 2
)

// Net holds the network's weights in fixed point, so that its output is
// the same on every machine: W1 and B1 in 1/NetOne, W2 in hundredths of a
// stone per unit of a hidden neuron, B2 in hundredths of a stone.
type Net struct {
	W1 [NetInputs][NetHidden]int16
	B1 [NetHidden]int16
	W2 [NetHidden]int16
	B2 int16

	// packed is W1 and B1 four lanes to a word, for Correction (nil until
	// Prepare).
	packed *packedNet
}

// netWords is the hidden layer's size in 64-bit words of four int16 lanes.
const netWords = NetHidden / 4

// NetMaxWeight bounds |W1| and |B1|: the accumulator of at most
// NetMaxActive rows and the bias then fits an int16 lane.
const NetMaxWeight = 1500

type packedNet struct {
	w1 [NetInputs][netWords]uint64
	b1 [netWords]uint64
}

// Prepare packs the first layer for Correction's fast path. Weights beyond
// ±NetMaxWeight are clamped.
func (net *Net) Prepare() {
	pk := new(packedNet)
	pack := func(row *[NetHidden]int16, out *[netWords]uint64) {
		for j, x := range row {
			x = min(max(x, -NetMaxWeight), NetMaxWeight)
			out[j/4] |= uint64(uint16(x)) << (16 * (j % 4))
		}
	}
	for i := range net.W1 {
		pack(&net.W1[i], &pk.w1[i])
	}
	pack(&net.B1, &pk.b1)
	net.packed = pk
}

// laneHigh has the top bit of each 16-bit lane.
const laneHigh = 0x8000_8000_8000_8000

// addLanes adds four int16 lanes at once, each modulo 2¹⁶ (no carry
// crosses a lane).
func addLanes(x, y uint64) uint64 {
	return ((x &^ laneHigh) + (y &^ laneHigh)) ^ ((x ^ y) & laneHigh)
}

// NetActive writes the indices of p's active inputs into idx and returns
// how many there are.
func NetActive(p *game.Position, idx *[NetMaxActive]int) int {
	me := p.ToMove
	opp := me.Opponent()
	n := 0
	for k := range game.HolesPerSide {
		a := min(int(p.Holes[int(me)*game.HolesPerSide+k]), NetBuckets-1)
		b := min(int(p.Holes[int(opp)*game.HolesPerSide+k]), NetBuckets-1)
		idx[n] = k*NetBuckets + a
		idx[n+1] = (game.HolesPerSide+k)*NetBuckets + b
		n += 2
	}
	base := game.RingSize * NetBuckets
	if t := p.Tuzdyks[me]; t != 0 {
		idx[n] = base + int(t) - 1
		n++
	}
	if t := p.Tuzdyks[opp]; t != 0 {
		idx[n] = base + 8 + int(t) - 1
		n++
	}
	return n
}

// Correction returns the network's output for p, in hundredths of a stone
// for the side to move. After Prepare it adds four neurons at once.
func (net *Net) Correction(p *game.Position) int {
	pk := net.packed
	if pk == nil {
		return net.correction(p)
	}
	var idx [NetMaxActive]int
	n := NetActive(p, &idx)
	acc := pk.b1
	for _, i := range idx[:n] {
		row := &pk.w1[i]
		acc[0] = addLanes(acc[0], row[0])
		acc[1] = addLanes(acc[1], row[1])
		acc[2] = addLanes(acc[2], row[2])
		acc[3] = addLanes(acc[3], row[3])
	}
	var out int32
	for j := range NetHidden {
		a := int32(int16(acc[j/4] >> (16 * (j % 4))))
		out += int32(net.W2[j]) * min(max(a, 0), NetOne)
	}
	return int(out/NetOne) + int(net.B2)
}

// correction is Correction one neuron at a time: the reference.
func (net *Net) correction(p *game.Position) int {
	var idx [NetMaxActive]int
	n := NetActive(p, &idx)
	var acc [NetHidden]int32
	for j := range acc {
		acc[j] = int32(net.B1[j])
	}
	for _, i := range idx[:n] {
		row := &net.W1[i]
		for j := range acc {
			acc[j] += int32(row[j])
		}
	}
	var out int32
	for j, a := range acc {
		out += int32(net.W2[j]) * min(max(a, 0), NetOne)
	}
	return int(out/NetOne) + int(net.B2)
}

package eval

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestNetActive(t *testing.T) {
	var idx [NetMaxActive]int
	start := game.Start()
	n := NetActive(&start, &idx)
	// 18 holes of 9 stones, no tuzdyk
	var want []int
	for h := range game.RingSize {
		want = append(want, h*NetBuckets+9)
	}
	got := slices.Clone(idx[:n])
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Fatalf("start: active %v, want %v", got, want)
	}

	// Black to move with 30 stones in its hole 2, a tuzdyk of White's on
	// Black's hole 4 and one of Black's on White's hole 7
	p, err := game.ParseTFEN("1,0,0,0,0,0,0,0,0/0,30,0,0,0,0,0,0,1 61 69 4 7 1")
	if err != nil {
		t.Fatal(err)
	}
	n = NetActive(&p, &idx)
	if n != NetMaxActive {
		t.Fatalf("%d active inputs, want %d", n, NetMaxActive)
	}
	base := game.RingSize * NetBuckets
	for _, want := range []int{
		1*NetBuckets + NetBuckets - 1, // the mover's hole 2: 30 stones, the last bucket
		8*NetBuckets + 1,              // the mover's hole 9: 1 stone
		9*NetBuckets + 1,              // the opponent's hole 1: 1 stone
		base + 7 - 1,                  // the mover's tuzdyk on the opponent's hole 7
		base + 8 + 4 - 1,              // the opponent's on the mover's hole 4
	} {
		if !slices.Contains(idx[:n], want) {
			t.Errorf("input %d not active in %v", want, idx[:n])
		}
	}
}

// A network worked by hand: one hidden neuron that sees "the mover's hole 1
// is empty" (+1) and "the opponent's hole 1 is empty" (−0.5), clipped to
// [0, 1], times 40 hundredths, plus 3.
func TestNetCorrectionByHand(t *testing.T) {
	var net Net
	net.W1[0*NetBuckets+0][0] = NetOne
	net.W1[9*NetBuckets+0][0] = -NetOne / 2
	net.B1[0] = NetOne / 4
	net.W2[0] = 40
	net.B2 = 3
	for _, tt := range []struct {
		tfen string
		want int
	}{
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0", 40*1/4 + 3}, // acc ¼
		{"0,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 9 0 - - 0", 40 + 3},     // acc 1¼, clipped to 1
		{"0,9,9,9,9,9,9,9,9/0,9,9,9,9,9,9,9,9 9 9 - - 0", 40*3/4 + 3}, // acc ¾
		{"9,9,9,9,9,9,9,9,9/0,9,9,9,9,9,9,9,9 0 9 - - 0", 0 + 3},      // acc −¼, clipped to 0
		{"9,9,9,9,9,9,9,9,9/0,9,9,9,9,9,9,9,9 0 9 - - 1", 40 + 3},     // Black moves: its hole 1 is empty
	} {
		p, err := game.ParseTFEN(tt.tfen)
		if err != nil {
			t.Fatal(err)
		}
		if got := net.Correction(&p); got != tt.want {
			t.Errorf("%s: correction %d, want %d", tt.tfen, got, tt.want)
		}
	}
}

// The network sees the position from the mover's side: mirrored
// positions (colours swapped) get the same correction.
func TestNetSymmetric(t *testing.T) {
	net := TunedNet()
	for i, p := range randomPositions(50, 2) {
		q := mirror(p)
		if a, b := net.Correction(&p), net.Correction(&q); a != b {
			t.Fatalf("position %d %s: %d, its mirror %s: %d", i, p.TFEN(), a, q.TFEN(), b)
		}
	}
}

// The packed fast path computes what the reference does.
func TestNetPrepared(t *testing.T) {
	net := TunedNet()
	fast := TunedNet()
	fast.Prepare()
	// and with weights of every sign and size up to the bound
	r := rand.New(rand.NewPCG(9, 9))
	var wild Net
	for i := range wild.W1 {
		for j := range wild.W1[i] {
			wild.W1[i][j] = int16(r.IntN(2*NetMaxWeight+1) - NetMaxWeight)
		}
	}
	for j := range wild.B1 {
		wild.B1[j] = int16(r.IntN(2*NetMaxWeight+1) - NetMaxWeight)
		wild.W2[j] = int16(r.IntN(601) - 300)
	}
	wildFast := wild
	wildFast.Prepare()
	for i, p := range randomPositions(100, 4) {
		if a, b := net.Correction(&p), fast.Correction(&p); a != b {
			t.Fatalf("position %d %s: reference %d, packed %d", i, p.TFEN(), a, b)
		}
		if a, b := wild.Correction(&p), wildFast.Correction(&p); a != b {
			t.Fatalf("position %d %s, random weights: reference %d, packed %d", i, p.TFEN(), a, b)
		}
	}
}

func BenchmarkNetCorrection(b *testing.B) {
	ps := randomPositions(20, 5)
	net := TunedNet()
	net.Prepare()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += net.Correction(&ps[i%len(ps)])
	}
	_ = s
}

func BenchmarkNetCorrectionReference(b *testing.B) {
	ps := randomPositions(20, 5)
	net := TunedNet()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += net.Correction(&ps[i%len(ps)])
	}
	_ = s
}

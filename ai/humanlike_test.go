package ai

import (
	"bufio"
	"context"
	"math"
	"math/rand/v2"
	"os"
	"strconv"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// greedy plays the move that wins the most stones at once, else a random
// move drawn from r.
func greedy(p game.Position, r *rand.Rand) game.Move {
	moves := p.LegalMoves()
	best, bestGain := game.Move(0), 0
	for _, m := range moves {
		c := p.Apply(m)
		if g := int(c.Kazans[p.ToMove]) - int(p.Kazans[p.ToMove]); g > bestGain {
			best, bestGain = m, g
		}
	}
	if best != 0 {
		return best
	}
	return moves[r.IntN(len(moves))]
}

// TestBeginnerLosesToGreedy: the weakest level loses most games to a
// newcomer who takes the biggest capture (else plays at random), over 20
// seeded games, colours alternating.
func TestBeginnerLosesToGreedy(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 1})
	ctx := context.Background()
	const games = 20
	beginnerPoints := 0.0
	for g := range games {
		r := rand.New(rand.NewPCG(uint64(g), 0x677265656479))
		beginner := game.Side(g % 2)
		p := game.Start()
		for ply := 0; ply < 600 && !p.Over(); ply++ {
			var m game.Move
			if p.ToMove == beginner {
				m = e.LevelMove(ctx, p, 1).Move
			} else {
				m = greedy(p, r)
			}
			if !p.Legal(m) {
				t.Fatalf("game %d ply %d: illegal move %d", g, ply, m)
			}
			p = p.Apply(m)
		}
		o := p.Outcome()
		switch w, ok := o.Result.Winner(); {
		case !ok && o.Result == game.Draw:
			beginnerPoints += 0.5
		case ok && w == beginner:
			beginnerPoints++
		case !ok && o.Result == game.Ongoing:
			// Unfinished after 600 plies: the kazans decide.
			if d := int(p.Kazans[beginner]) - int(p.Kazans[beginner.Opponent()]); d > 0 {
				beginnerPoints++
			} else if d == 0 {
				beginnerPoints += 0.5
			}
		}
	}
	t.Logf("beginner scored %.1f of %d against the greedy player", beginnerPoints, games)
	if beginnerPoints >= games/2 {
		t.Errorf("the beginner scored %.1f of %d against a greedy player: it should lose most games", beginnerPoints, games)
	}
}

// TestPolicyProbabilities: a policy's probabilities are a distribution over
// the legal moves, sharper with Sharp, and the capture weight makes a
// capturing move likelier than with that weight zeroed.
func TestPolicyProbabilities(t *testing.T) {
	cases := []struct {
		logits []float64
		sharp  float64
		want   []float64
	}{
		{[]float64{0, 0}, 1, []float64{0.5, 0.5}},
		{[]float64{math.Log(3), 0}, 1, []float64{0.75, 0.25}},
		{[]float64{math.Log(3), 0}, 2, []float64{0.9, 0.1}},
		{[]float64{1000, 0, 0}, 1, []float64{1, 0, 0}},
	}
	for _, c := range cases {
		got := Probabilities(c.logits, c.sharp)
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 1e-9 {
				t.Errorf("Probabilities(%v, %v) = %v, want %v", c.logits, c.sharp, got, c.want)
				break
			}
		}
	}
	for l := range Levels() {
		p, ok := LevelPolicy(l + 1)
		if !ok {
			continue
		}
		e := New(Options{Threads: 1, HashMB: 1})
		pos := game.Start()
		moves, probs := e.PolicyProbabilities(context.Background(), pos, p)
		sum := 0.0
		for i, m := range moves {
			if !pos.Legal(m) {
				t.Errorf("level %d: illegal move %d", l+1, m)
			}
			sum += probs[i]
		}
		if len(moves) != 9 || math.Abs(sum-1) > 1e-9 {
			t.Errorf("level %d: %d moves, probabilities sum to %v", l+1, len(moves), sum)
		}
	}
}

// TestPoliciesPredictHumans: on held-out PlayOK games (every 5th game, as
// ./cmd/humanlike holds them out), each band's fitted policy gives the human
// moves of its band a higher likelihood than a uniform choice does.
func TestPoliciesPredictHumans(t *testing.T) {
	f, err := os.Open("../game/testdata/playok-2025.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, _, err := game.ReadGames(bufio.NewReader(f))
	if err != nil {
		t.Fatal(err)
	}
	bandOf := func(r int) int {
		for i, hi := range []int{1450, 1600, 1750, 1900} {
			if r < hi {
				return i
			}
		}
		return 4
	}
	e := New(Options{Threads: 1, HashMB: 1})
	ctx := context.Background()
	var ll, uniform [len(bandPolicies)]float64
	var n [len(bandPolicies)]int
	for gi, g := range games {
		if gi%5 != 4 || gi%3 != 0 { // a third of the held-out games, every 8th position
			continue
		}
		pos := g.Start()
		for ply, m := range g.Moves() {
			legal := len(pos.LegalMoves())
			if legal > 1 && ply%8 == gi%8 {
				r, err := strconv.Atoi(g.Tag([2]string{"WhiteElo", "BlackElo"}[pos.ToMove]))
				if err != nil {
					t.Fatalf("game %d: rating: %v", gi+1, err)
				}
				b := bandOf(r)
				moves, probs := e.PolicyProbabilities(ctx, pos, bandPolicies[b])
				for i, x := range moves {
					if x == m {
						ll[b] += math.Log(probs[i])
					}
				}
				uniform[b] += math.Log(1 / float64(legal))
				n[b]++
			}
			pos = pos.Apply(m)
		}
	}
	for b := range bandPolicies {
		if n[b] < 50 {
			t.Fatalf("band %d: only %d positions", b, n[b])
		}
		got, base := ll[b]/float64(n[b]), uniform[b]/float64(n[b])
		t.Logf("band %d: %d positions, log-likelihood %.3f (uniform %.3f)", b, n[b], got, base)
		if got < base+0.15 {
			t.Errorf("band %d: the policy's log-likelihood %.3f is not clearly above the uniform choice's %.3f", b, got, base)
		}
	}
}

// TestMoveScoresByDepth: one deepening search per move gives, at every
// depth, the values MoveScores gives at that depth.
func TestMoveScoresByDepth(t *testing.T) {
	e := New(Options{Threads: 1, HashMB: 1})
	ctx := context.Background()
	r := rand.New(rand.NewPCG(3, 0x6465707468))
	for i := range 12 {
		p := game.Start()
		for range 4 + 6*i {
			if p.Over() {
				break
			}
			moves := p.LegalMoves()
			p = p.Apply(moves[r.IntN(len(moves))])
		}
		if p.Over() {
			continue
		}
		byDepth := e.MoveScoresByDepth(ctx, p, MaxPolicyPlies)
		if len(byDepth) != MaxPolicyPlies {
			t.Fatalf("position %d: %d depths, want %d", i, len(byDepth), MaxPolicyPlies)
		}
		for d := 1; d <= MaxPolicyPlies; d++ {
			want := e.MoveScores(ctx, p, d)
			if len(want) != len(byDepth[d-1]) {
				t.Fatalf("position %d, %d plies: %d moves, want %d", i, d, len(byDepth[d-1]), len(want))
			}
			for j := range want {
				if byDepth[d-1][j] != want[j] {
					t.Errorf("position %d, %d plies, move %d: %+v, want %+v", i, d, want[j].Move, byDepth[d-1][j], want[j])
				}
			}
		}
	}
}

// TestPolicyPlay: Top puts that much probability on the most likely move
// and scales the softmax by the rest.
func TestPolicyPlay(t *testing.T) {
	logits := []float64{0, math.Log(3)}
	cases := []struct {
		p    Policy
		want []float64
	}{
		{Policy{}, []float64{0.25, 0.75}},
		{Policy{Sharp: 2}, []float64{0.1, 0.9}},
		{Policy{Top: 0.5}, []float64{0.125, 0.875}},
		{Policy{Top: 1}, []float64{0, 1}},
	}
	for _, c := range cases {
		got := c.p.Play(logits)
		for i := range got {
			if math.Abs(got[i]-c.want[i]) > 1e-9 {
				t.Errorf("%+v.Play(%v) = %v, want %v", c.p, logits, got, c.want)
				break
			}
		}
	}
}

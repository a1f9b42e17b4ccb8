package eval

import (
	"math/rand/v2"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// randomPositions plays random games from the start and returns every
// position reached that is not over.
func randomPositions(games int, seed uint64) []game.Position {
	r := rand.New(rand.NewPCG(seed, 7))
	var out []game.Position
	for range games {
		p := game.Start()
		for !p.Over() {
			out = append(out, p)
			ms := p.LegalMoves()
			p = p.Apply(ms[r.IntN(len(ms))])
		}
	}
	return out
}

// mirror swaps the colours of p: rows, kazans, tuzdyks and the side to move.
func mirror(p game.Position) game.Position {
	var q game.Position
	for k := range game.HolesPerSide {
		q.Holes[k], q.Holes[k+game.HolesPerSide] = p.Holes[k+game.HolesPerSide], p.Holes[k]
	}
	q.Kazans = [2]uint8{p.Kazans[1], p.Kazans[0]}
	q.Tuzdyks = [2]uint8{p.Tuzdyks[1], p.Tuzdyks[0]}
	q.ToMove = p.ToMove.Opponent()
	return q
}

func TestEvaluateMatchesFeatures(t *testing.T) {
	w := Tuned()
	for i, p := range randomPositions(200, 1) {
		if got, want := w.Evaluate(&p), w.EvaluateFeatures(&p); got != want {
			t.Fatalf("position %d %s: Evaluate %d, features give %d", i, p.TFEN(), got, want)
		}
	}
}

func TestEvaluateSymmetric(t *testing.T) {
	// Swapping the colours (rows, kazans, tuzdyks, side) keeps the score.
	w := Tuned()
	for i, p := range randomPositions(50, 2) {
		q := mirror(p)
		if a, b := w.Evaluate(&p), w.Evaluate(&q); a != b {
			t.Fatalf("position %d %s scores %d, its mirror %s %d", i, p.TFEN(), a, q.TFEN(), b)
		}
	}
}

// TestMoveGain checks the gain computed without playing against the move
// really played.
func TestMoveGain(t *testing.T) {
	captures, tuzdyks := 0, 0
	for i, p := range randomPositions(300, 3) {
		for _, m := range p.LegalMoves() {
			_, s, err := p.Play(m)
			if err != nil {
				t.Fatal(err)
			}
			want := s.Captured
			if s.Tuzdyk {
				want = game.TuzdykStones + TuzdykGainBonus
				tuzdyks++
			} else if want > 0 {
				captures++
			}
			if got := MoveGain(&p, game.RingIndex(p.ToMove, int(m))); got != want {
				t.Fatalf("position %d %s move %d: MoveGain %d, play gives %d (%+v)", i, p.TFEN(), m, got, want, s)
			}
		}
	}
	if captures < 100 || tuzdyks < 10 {
		t.Fatalf("too few cases: %d captures, %d tuzdyks", captures, tuzdyks)
	}
}

func BenchmarkEvaluate(b *testing.B) {
	ps := randomPositions(20, 5)
	w := Tuned()
	s := 0
	for i := 0; b.Loop(); i++ {
		s += w.Evaluate(&ps[i%len(ps)])
	}
	_ = s
}

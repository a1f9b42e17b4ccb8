package coach

import "github.com/togyzkumalak/togyzkumalak/game"

// Strike is what one move wins at once, as game.Play describes its sowing.
// The zero Strike is no move: the line ended, or the game was over.
type Strike struct {
	Mover game.Side
	Move  game.Move // the hole played, on the mover's row; 0: no move
	// Captured is the stones won by making a count even in the opponent's
	// hole Hole (1..9 on the opponent's row).
	Captured int
	// Tuzdyk is true when the move made the opponent's hole Hole the
	// mover's tuzdyk (and won its three stones).
	Tuzdyk bool
	Hole   int // the hole of the capture or the tuzdyk; 0 with neither
	// IntoTuzdyk is the stones sown into the mover's own tuzdyk, which go
	// to the mover's kazan; IntoTheirs those sown into the opponent's
	// tuzdyk, which go to the opponent's.
	IntoTuzdyk, IntoTheirs int
	// Gain is what the move added to the mover's kazan at once: Captured,
	// three for a tuzdyk, and IntoTuzdyk (game.Sowing.Gain).
	Gain int
	// Kazan is the mover's kazan after the move.
	Kazan int
	// Outcome is the state of the game after the move: a kazan of 82, or
	// атсырау (the opponent is left without stones and the stones on the
	// board go to the owners of their rows).
	Outcome game.Outcome
}

// strike plays m in pos and returns what it wins, with the position after
// it; ok is false when m is not a legal move there.
func strike(pos game.Position, m game.Move) (Strike, game.Position, bool) {
	next, s, err := pos.Play(m)
	if err != nil {
		return Strike{}, pos, false
	}
	st := Strike{
		Mover:      s.Mover,
		Move:       m,
		Captured:   s.Captured,
		Tuzdyk:     s.Tuzdyk,
		IntoTuzdyk: s.ToTuzdyk[s.Mover],
		IntoTheirs: s.ToTuzdyk[s.Mover.Opponent()],
		Gain:       s.Gain,
		Kazan:      s.Kazans[s.Mover],
		Outcome:    s.Outcome,
	}
	if st.Captured > 0 || st.Tuzdyk {
		st.Hole = s.Landing
	}
	return st, next, true
}

// Played reports whether the strike is a move.
func (s Strike) Played() bool { return s.Move != 0 }

// Won reports whether the move brought the mover's kazan to 82.
func (s Strike) Won() bool {
	return s.Outcome.Ending == game.Reached82 && s.Kazan >= game.WinningScore
}

// Atsyrau reports whether the move left the opponent without stones, so
// that the game ended by атсырау.
func (s Strike) Atsyrau() bool { return s.Outcome.Ending == game.NoStones }

// Takes reports whether the move won stones from a hole: a capture or a
// tuzdyk.
func (s Strike) Takes() bool { return s.Captured > 0 || s.Tuzdyk }

// line plays the moves of a line from pos, as long as they are legal and
// at most n of them, and returns what each won.
func line(pos game.Position, moves []game.Move, n int) []Strike {
	var out []Strike
	for _, m := range moves[:min(len(moves), n)] {
		st, next, ok := strike(pos, m)
		if !ok {
			break
		}
		out = append(out, st)
		pos = next
	}
	return out
}

// threats returns, in the position pos, the opponent's move (pos's side to
// move) that wins the most at once (the lowest hole among equals; the zero
// Strike when no move wins anything), and the first hole of the other
// side's row it could make a tuzdyk of (0: none).
func threats(pos game.Position) (most Strike, tuzdykHole int) {
	for _, m := range pos.LegalMoves() {
		st, _, _ := strike(pos, m)
		if st.Gain > most.Gain {
			most = st
		}
		if st.Tuzdyk && tuzdykHole == 0 {
			tuzdykHole = st.Hole
		}
	}
	return most, tuzdykHole
}

// reachable reports whether, in pos, the side to move can win the stones
// of the other side's hole (1..9) by a capture or a tuzdyk.
func reachable(pos game.Position, hole int) bool {
	for _, m := range pos.LegalMoves() {
		if st, _, _ := strike(pos, m); st.Takes() && st.Hole == hole {
			return true
		}
	}
	return false
}

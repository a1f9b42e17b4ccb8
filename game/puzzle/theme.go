package puzzle

import "github.com/togyzkumalak/togyzkumalak/game"

// Thresholds of the themes.
const (
	endgameBoard   = 40 // at most this many stones left on the board is an endgame
	endgameKazan   = 70 // so is a kazan this close to 82
	threatStones   = 6  // a threat worth defending wins at least this many stones
	tuzdykThreat   = 10 // a threatened tuzdyk counts as this many stones
	lapStonesLeast = game.RingSize
)

// IsEndgame reports whether p is an endgame: few stones left on the board,
// or a kazan near 82.
func IsEndgame(p *game.Position) bool {
	board := p.RowStones(game.White) + p.RowStones(game.Black)
	return board <= endgameBoard || max(p.Kazans[game.White], p.Kazans[game.Black]) >= endgameKazan
}

// Threat is the most the opponent of the side to move could win with one
// move if it were its turn: a capture, or a tuzdyk counted as 10 stones.
func Threat(p *game.Position) int {
	q := *p
	q.ToMove = p.ToMove.Opponent()
	if q.Over() {
		return 0
	}
	most := 0
	for _, m := range q.LegalMoves() {
		_, s, _ := q.Play(m)
		g := s.Captured
		if s.Tuzdyk {
			g = tuzdykThreat
		}
		most = max(most, g)
	}
	return most
}

// ThemeOf names the theme that move m shows in p, or "" for none, the rarer
// themes first: an endgame position; a move that makes a tuzdyk; one that
// laps the board; one that captures; one that captures nothing but halves
// (at least) a threat of 6 stones or a tuzdyk.
func ThemeOf(p game.Position, m game.Move) Theme {
	after, s, err := p.Play(m)
	if err != nil {
		return ""
	}
	switch {
	case IsEndgame(&p):
		return Endgame
	case s.Tuzdyk:
		return Tuzdyk
	case s.Stones >= lapStonesLeast:
		return Lap
	case s.Captured > 0:
		return Capture
	}
	if before := Threat(&p); before >= threatStones && after.Outcome().Result == game.Ongoing {
		// Threat looks at the side not to move: the opponent, as before.
		q := after
		q.ToMove = p.ToMove
		if Threat(&q) <= before/2 {
			return Defence
		}
	}
	return ""
}

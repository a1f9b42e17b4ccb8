package game

import "fmt"

// SetupKind is a kind of SetupProblem.
type SetupKind uint8

// The rules a position set up by hand can break.
const (
	// SetupStones: the holes and kazans do not hold TotalStones stones.
	SetupStones SetupKind = iota + 1
	// SetupTuzdykNine: a tuzdyk stands on the opponent's hole 9.
	SetupTuzdykNine
	// SetupTuzdykStones: a tuzdyk's hole holds stones.
	SetupTuzdykStones
	// SetupTuzdykSame: both tuzdyks have the same number.
	SetupTuzdykSame
	// SetupTuzdykRange: a tuzdyk's number is not a hole number 1..9.
	SetupTuzdykRange
)

// SetupProblem is a rule that a position set up by hand breaks.
type SetupProblem struct {
	Kind  SetupKind
	Side  Side // the tuzdyk's owner (the tuzdyk kinds)
	Hole  int  // the tuzdyk's hole number on the opponent's row (the tuzdyk kinds)
	Count int  // the stones in all (SetupStones), in the tuzdyk's hole (SetupTuzdykStones)
}

// SetupProblems returns every rule p breaks as a position of the game, in
// a fixed order (the stones, then White's tuzdyk, Black's, and the two
// together); none when p is one. ParseTFEN refuses a position for the first
// of them.
func (p *Position) SetupProblems() []SetupProblem {
	var out []SetupProblem
	total := int(p.Kazans[White]) + int(p.Kazans[Black])
	for _, c := range p.Holes {
		total += int(c)
	}
	if total != TotalStones {
		out = append(out, SetupProblem{Kind: SetupStones, Count: total})
	}
	for side := White; side <= Black; side++ {
		t := int(p.Tuzdyks[side])
		switch {
		case t == 0:
		case t > HolesPerSide:
			out = append(out, SetupProblem{Kind: SetupTuzdykRange, Side: side, Hole: t})
		case t == ForbiddenTuzdykHole:
			out = append(out, SetupProblem{Kind: SetupTuzdykNine, Side: side, Hole: t})
		case p.Hole(side.Opponent(), t) != 0:
			out = append(out, SetupProblem{Kind: SetupTuzdykStones, Side: side, Hole: t, Count: p.Hole(side.Opponent(), t)})
		}
	}
	if t := p.Tuzdyks[White]; t != 0 && t == p.Tuzdyks[Black] {
		out = append(out, SetupProblem{Kind: SetupTuzdykSame, Side: Black, Hole: int(t)})
	}
	return out
}

// tfenError is the problem as ParseTFEN reports it.
func (q SetupProblem) tfenError() *TFENError {
	field := q.Side.String() + " tuzdyk"
	switch q.Kind {
	case SetupStones:
		return &TFENError{Field: "stones", Msg: fmt.Sprintf("holes and kazans hold %d stones, want %d", q.Count, TotalStones)}
	case SetupTuzdykNine:
		return &TFENError{Field: field, Msg: "a tuzdyk cannot stand on hole 9"}
	case SetupTuzdykStones:
		return &TFENError{Field: field, Msg: fmt.Sprintf("%s's hole %d is a tuzdyk but holds %d stones", q.Side.Opponent(), q.Hole, q.Count)}
	case SetupTuzdykSame:
		return &TFENError{Field: field, Msg: fmt.Sprintf("mirrors White's tuzdyk on hole %d", q.Hole)}
	}
	return &TFENError{Field: field, Msg: fmt.Sprintf("%d is not a hole number 1..9", q.Hole)}
}

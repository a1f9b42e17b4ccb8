package game

import (
	"fmt"
	"strconv"
	"strings"
)

// StartTFEN is the TFEN of the starting position.
const StartTFEN = "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0"

// TFENError says which field of a TFEN string is wrong.
type TFENError struct {
	Field string // the field, such as "white hole 3" or "side to move"
	Msg   string
}

func (e *TFENError) Error() string {
	if e.Field == "" {
		return "tfen: " + e.Msg
	}
	return fmt.Sprintf("tfen: %s: %s", e.Field, e.Msg)
}

// TFEN returns the position as a TFEN string (the position string of 9qum.com):
// "<white holes 1..9>/<black holes 1..9> <white kazan> <black kazan> <white
// tuzdyk> <black tuzdyk> <side>", a tuzdyk being "-" or the number of the hole
// it occupies on the opponent's row, the side 0 for White and 1 for Black.
func (p Position) TFEN() string {
	var b strings.Builder
	b.Grow(64)
	for i, c := range p.Holes {
		switch {
		case i == HolesPerSide:
			b.WriteByte('/')
		case i > 0:
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(int(c)))
	}
	fmt.Fprintf(&b, " %d %d %s %s %d", p.Kazans[White], p.Kazans[Black],
		tuzdykField(p.Tuzdyks[White]), tuzdykField(p.Tuzdyks[Black]), p.ToMove)
	return b.String()
}

// String returns the TFEN.
func (p Position) String() string { return p.TFEN() }

func tuzdykField(t uint8) string {
	if t == 0 {
		return "-"
	}
	return strconv.Itoa(int(t))
}

// ParseTFEN reads a TFEN string strictly: the field count, every number, the
// stone total of 162, the tuzdyks (not on hole 9, not mirrored, their holes
// empty) and the side to move are all checked, and an error names the field.
func ParseTFEN(s string) (Position, error) {
	var p Position
	fields := strings.Fields(s)
	if len(fields) != 6 {
		return p, &TFENError{Msg: fmt.Sprintf("want 6 space-separated fields (holes, 2 kazans, 2 tuzdyks, side), got %d", len(fields))}
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 2 {
		return p, &TFENError{Field: "holes", Msg: fmt.Sprintf("want two rows separated by '/', got %d", len(rows))}
	}
	for s, row := range rows {
		side := Side(s)
		counts := strings.Split(row, ",")
		if len(counts) != HolesPerSide {
			return p, &TFENError{Field: side.String() + " row", Msg: fmt.Sprintf("want 9 holes, got %d", len(counts))}
		}
		for n, c := range counts {
			field := fmt.Sprintf("%s hole %d", side, n+1)
			v, err := parseCount(c, field)
			if err != nil {
				return p, err
			}
			p.Holes[RingIndex(side, n+1)] = uint8(v)
		}
	}
	for s, f := range fields[1:3] {
		field := Side(s).String() + " kazan"
		v, err := parseCount(f, field)
		if err != nil {
			return p, err
		}
		p.Kazans[s] = uint8(v)
	}
	for s, f := range fields[3:5] {
		if f == "-" {
			continue
		}
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 || v > HolesPerSide {
			return p, &TFENError{Field: Side(s).String() + " tuzdyk", Msg: fmt.Sprintf("%q is not '-' or a hole number 1..9", f)}
		}
		p.Tuzdyks[s] = uint8(v)
	}
	if problems := p.SetupProblems(); len(problems) > 0 {
		return p, problems[0].tfenError()
	}
	switch fields[5] {
	case "0":
		p.ToMove = White
	case "1":
		p.ToMove = Black
	default:
		return p, &TFENError{Field: "side to move", Msg: fmt.Sprintf("%q is not 0 (White) or 1 (Black)", fields[5])}
	}
	return p, nil
}

func parseCount(s, field string) (int, error) {
	v, err := strconv.Atoi(s)
	switch {
	case err != nil:
		return 0, &TFENError{Field: field, Msg: fmt.Sprintf("%q is not a number", s)}
	case v < 0:
		return 0, &TFENError{Field: field, Msg: fmt.Sprintf("%d is negative", v)}
	case v > TotalStones:
		return 0, &TFENError{Field: field, Msg: fmt.Sprintf("%d is more than the %d stones of the game", v, TotalStones)}
	}
	return v, nil
}

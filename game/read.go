package game

import (
	"errors"
	"fmt"
	"io"
	"strings"
)

// Format is a kind of text the package reads: a position or a record.
type Format uint8

// The formats the package reads; NewDecoder and ParseText tell them apart.
const (
	FormatUnknown Format = iota
	// FormatTFEN: a position as TFEN, "9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9
	// 0 0 - - 0".
	FormatTFEN
	// FormatPlayStrategyFEN: a position as PlayStrategy writes it,
	// "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1".
	FormatPlayStrategyFEN
	// FormatRecord: this program's records (PGN-style, moves as origin and
	// landing holes with their annotations, "76(10)", "36X").
	FormatRecord
	// FormatScoresheet: a national scoresheet typed in ("1. 76 98 2. 66
	// 87 … 5. 48 36x"): no tags, or tuzdyks marked with a small x.
	FormatScoresheet
	// FormatPlayOK: PlayOK's export ([Site "PlayOK"], "76(10)", "{zero}").
	FormatPlayOK
	// FormatPlayStrategy: PlayStrategy's PGN (P1 and P2, moves as squares,
	// "a1i1", its FEN in the FEN tag).
	FormatPlayStrategy
)

// String names the format as messages do.
func (f Format) String() string {
	switch f {
	case FormatTFEN:
		return "TFEN"
	case FormatPlayStrategyFEN:
		return "PlayStrategy FEN"
	case FormatRecord:
		return "record"
	case FormatScoresheet:
		return "scoresheet"
	case FormatPlayOK:
		return "PlayOK record"
	case FormatPlayStrategy:
		return "PlayStrategy PGN"
	}
	return "unknown format"
}

// format tells which notation a game's text is written in.
func (raw *rawGame) format() Format {
	for _, t := range raw.tags {
		_, player := playerTagFromPlayStrategy(t.Name)
		if player || t.Name == tagSetUp || t.Name == tagFEN && isPlayStrategyFEN(t.Value) {
			return FormatPlayStrategy
		}
	}
	small := false
	for _, tok := range raw.tokens {
		text := tok.text
		if strings.HasPrefix(text, "{") {
			continue
		}
		if i := strings.IndexByte(text, '.'); i > 0 && isDigits(text[:i]) {
			text = strings.TrimLeft(text[i:], ".")
		}
		if isPlayStrategyMove(text) {
			return FormatPlayStrategy
		}
		if len(text) > 2 && text[0] >= '1' && text[0] <= '9' && (strings.HasPrefix(text[2:], "x") || strings.HasPrefix(text[2:], "х")) {
			small = true
		}
	}
	for _, t := range raw.tags {
		if t.Name == TagSite && strings.Contains(strings.ToLower(t.Value), "playok") {
			return FormatPlayOK
		}
	}
	if small || len(raw.tags) == 0 {
		return FormatScoresheet
	}
	return FormatRecord
}

// ParsePosition reads a position written as TFEN or as PlayStrategy's FEN,
// telling them apart by their shape, and returns it with its format and
// move number (PlayStrategy's FEN's, else 1). An error names the format and
// the field: a *TFENError or a *FENError, or, for text of neither shape,
// both reasons.
func ParsePosition(s string) (Position, int, Format, error) {
	s = strings.TrimSpace(s)
	if isPlayStrategyFEN(s) {
		p, n, err := ParsePlayStrategyFEN(s)
		return p, n, FormatPlayStrategyFEN, err
	}
	if len(strings.Fields(s)) == 6 || strings.Contains(s, ",") && !strings.ContainsAny(s, "SstT") {
		p, err := ParseTFEN(s)
		return p, 1, FormatTFEN, err
	}
	_, terr := ParseTFEN(s)
	_, _, ferr := ParsePlayStrategyFEN(s)
	return Position{}, 0, FormatUnknown, fmt.Errorf("neither a TFEN (%v) nor PlayStrategy's FEN (%v)", terr, ferr)
}

// Text is what a text read by ParseText holds: a position, or the games of
// a record.
type Text struct {
	Format Format
	// Position is the position of a TFEN or FEN, or the last position of
	// the first game of a record.
	Position   Position
	MoveNumber int     // the move number of a PlayStrategy FEN, else 1
	Games      []*Game // the games of a record, none for a position
	// Bad holds the *RecordError of each game of a record that could not
	// be read.
	Bad []error
}

// ParseText reads a text a player pastes or gives: a position (TFEN or
// PlayStrategy's FEN) or a record of one game or more in any format a
// Decoder reads. A record must hold a game with at least one move or tag.
// An error says why the text is neither, naming what was tried.
func ParseText(text string) (Text, error) {
	text = strings.TrimSpace(text)
	p, n, f, perr := ParsePosition(text)
	if perr == nil {
		return Text{Format: f, Position: p, MoveNumber: n}, nil
	}
	if text == "" {
		return Text{}, errors.New("no position and no record: the text is empty")
	}
	d := NewDecoder(strings.NewReader(text))
	var out Text
	for {
		g, err := d.Next()
		var re *RecordError
		switch {
		case errors.Is(err, io.EOF):
			if len(out.Games) > 0 {
				out.Position = out.Games[0].PositionAt(out.Games[0].Len())
				return out, nil
			}
			if len(out.Bad) > 0 && f == FormatUnknown {
				return out, out.Bad[0]
			}
			if f != FormatUnknown {
				return Text{}, perr // a position, wrongly written
			}
			return Text{}, fmt.Errorf("no position and no record: %v", perr)
		case errors.As(err, &re):
			out.Bad = append(out.Bad, err)
		case err != nil:
			return Text{}, err
		case g.Len() > 0 || len(g.tags) > 0 || g.Start() != Start():
			if out.Format == FormatUnknown {
				out.Format = d.Format()
			}
			out.Games = append(out.Games, g)
		}
	}
}

package game

import (
	"fmt"
	"strconv"
	"strings"
)

// replay builds the game from its tags and tokens, read as format: every
// move and every annotation checked, PlayStrategy's squares, FEN and tags
// turned into this program's.
func (raw *rawGame) replay(number int, format Format) (*Game, error) {
	// fail returns the mistake e, on line and at ply, that f and args say.
	fail := func(line, ply int, e RecordError, f string, args ...any) (*Game, error) {
		e.Game, e.Line, e.Ply, e.Format, e.Msg = number, line, ply, format, fmt.Sprintf(f, args...)
		return nil, &e
	}
	start, firstMove := Start(), 0
	tags, normal, terr := raw.ownTags()
	if terr != nil {
		return fail(terr.line, 0, RecordError{Kind: MistakeVariant, Tag: TagVariant, Got: terr.err.Variant, Err: terr.err}, "%v", terr.err)
	}
	for i, t := range raw.tags {
		if t.Name != TagTFEN && t.Name != tagFEN {
			continue
		}
		p, n, f, err := ParsePosition(t.Value)
		if t.Name == TagTFEN && err == nil && f != FormatTFEN {
			_, err = ParseTFEN(t.Value)
		}
		if err != nil {
			return fail(raw.tagLines[i], 0, RecordError{Kind: MistakeTag, Tag: t.Name, Got: t.Value}, "tag %s: %v", t.Name, err)
		}
		start = p
		if f == FormatPlayStrategyFEN {
			firstMove = n
		}
	}
	g := NewGame(start)
	g.tags = tags
	g.reserve(raw.moveTokens())
	resultSeen := false
	var recorded Result
	var resultLine int
	for _, tok := range raw.tokens {
		text := tok.text
		if strings.HasPrefix(text, "{") {
			body := strings.TrimSpace(text[1:])
			if left, rest, ok := cutClock(body); ok {
				g.SetClock(g.ply, left)
				if body = rest; body == "" {
					continue
				}
			}
			if e, ok := ParseEvaluation(body); ok {
				g.SetEvaluation(g.ply, e)
			} else {
				g.SetComment(g.ply, body)
			}
			continue
		}
		if r, ok := ParseResult(text); ok {
			if resultSeen {
				return fail(tok.line, 0, RecordError{Kind: MistakeSecondResult, Got: text}, "a second result %q", text)
			}
			resultSeen, recorded, resultLine = true, r, tok.line
			continue
		}
		// Move numbers: "12." or "12..." alone, or glued to a move ("12.76").
		// The first, before any move, is the record's first move number.
		if i := strings.IndexByte(text, '.'); i > 0 && isDigits(text[:i]) {
			if g.ply == 0 && firstMove == 0 {
				if n, err := strconv.Atoi(text[:i]); err == nil && n >= 1 && n <= MaxMoveNumber {
					firstMove = n
				}
			}
			text = strings.TrimLeft(text[i:], ".")
			if text == "" {
				continue
			}
		}
		ply := g.ply + 1
		pos := g.Position()
		move := RecordError{Side: pos.ToMove, Got: text}
		if resultSeen {
			move.Kind = MistakeAfterResult
			return fail(tok.line, ply, move, "move %q after the result", text)
		}
		if isPlayStrategyMove(text) {
			m, kind, want, err := pos.playStrategyMove(text)
			if err != nil {
				move.Kind, move.Want = kind, want
				return fail(tok.line, ply, move, "%s %v", pos.ToMove, err)
			}
			if _, err := g.Play(m); err != nil { // cannot happen: playStrategyMove checks the move
				return fail(tok.line, ply, move, "%s cannot play %s: %v", pos.ToMove, text, err)
			}
			continue
		}
		mt, err := ParseMoveText(text)
		if err != nil {
			move.Kind = MistakeNotAMove
			if format == FormatPlayStrategy {
				return fail(tok.line, ply, move, "move %q: want two squares such as a1i1, or an origin and a landing hole such as 76", text)
			}
			return fail(tok.line, ply, move, "%v", err)
		}
		s, err := g.Play(mt.Move)
		if err != nil {
			move.Kind = illegal(pos)
			return fail(tok.line, ply, move, "%s cannot play %s: %v", pos.ToMove, text, err)
		}
		if err := mt.Check(s); err != nil {
			move.Kind, move.Want = mt.mistake(s)
			return fail(tok.line, ply, move, "%s %s: %v", pos.ToMove, text, err)
		}
	}
	if !resultSeen {
		if r, ok := ParseResult(g.Tag(TagResult)); ok {
			recorded = r
		}
	}
	if o := g.Outcome(); o.Result != Ongoing && resultSeen && recorded != o.Result {
		e := RecordError{Kind: MistakeResult, Got: recorded.Token(), Want: o.Result.Token(), Score: o.Final}
		return fail(resultLine, 0, e, "wrong result (expected %s as the game ends %d:%d, record says %s)",
			o.Result.Token(), o.Final[White], o.Final[Black], recorded.Token())
	}
	g.result = recorded
	if firstMove > 0 {
		g.SetFirstMoveNumber(firstMove)
	}
	if normal && g.Outcome().Result == Ongoing {
		// PlayStrategy's "Normal" end of an unfinished game: a resignation
		// or a draw agreed.
		switch g.result {
		case WhiteWins, BlackWins:
			g.SetTag(TagTermination, TerminationResignation)
		case Draw:
			g.SetTag(TagTermination, TerminationAgreement)
		}
	}
	return g, nil
}

// tagError is a game of another variant and the line of its tag.
type tagError struct {
	line int
	err  *VariantError
}

// ownTags returns the record's tags as this program's records have them:
// without the start position (TFEN, FEN), SetUp and a Variant naming togyz
// kumalak; PlayStrategy's players (P1, P2Elo, …) as White, BlackElo, …;
// PlayStrategy's Termination in this program's words. normal reports a
// Termination "Normal", left out: the rules, or a resignation or an agreed
// draw, ended the game. A Variant naming another game is an error.
func (raw *rawGame) ownTags() (tags []Tag, normal bool, terr *tagError) {
	real := func(v string) bool { return v != "" && v != "?" }
	values := make(map[string]string, len(raw.tags))
	for _, t := range raw.tags {
		values[t.Name] = t.Value
	}
	// theirs reports whether a tag of this program's is given by one of
	// PlayStrategy's with a value: White "?" beside P1 "Ali".
	theirs := func(name string) bool {
		for _, t := range raw.tags {
			if ours, ok := playerTagFromPlayStrategy(t.Name); ok && ours == name && real(t.Value) {
				return true
			}
		}
		return false
	}
	for i, t := range raw.tags {
		switch {
		case t.Name == TagTFEN || t.Name == tagFEN || t.Name == tagSetUp:
		case t.Name == TagVariant:
			if !isTogyzKumalakVariant(t.Value) {
				return nil, false, &tagError{raw.tagLines[i], &VariantError{Variant: t.Value}}
			}
		case t.Name == TagTermination:
			switch {
			case strings.EqualFold(t.Value, playStrategyTimeForfeit):
				tags = append(tags, Tag{Name: t.Name, Value: TerminationTimeForfeit})
			case t.Value == playStrategyNormal:
				normal = true
			case t.Value == playStrategyUnterminated:
			default:
				tags = append(tags, t)
			}
		default:
			ours, isTheirs := playerTagFromPlayStrategy(t.Name)
			switch {
			case !isTheirs:
				if !real(t.Value) && theirs(t.Name) {
					continue // White "?": P1 names the player
				}
				tags = append(tags, t)
			case real(values[ours]) && values[ours] != t.Value:
				tags = append(tags, t) // two different names: keep both
			case real(values[ours]):
				// the same as this program's tag: once is enough
			case !real(t.Value) && strings.HasSuffix(ours, "Elo"):
				// P1Elo "?": no rating
			default:
				tags = append(tags, Tag{Name: ours, Value: t.Value})
			}
		}
	}
	return tags, normal, nil
}

// moveTokens counts the tokens that may be moves: an upper bound of the
// game's plies.
func (raw *rawGame) moveTokens() int {
	n := 0
	for _, tok := range raw.tokens {
		text := tok.text
		if strings.HasPrefix(text, "{") {
			continue
		}
		if i := strings.IndexByte(text, '.'); i > 0 && isDigits(text[:i]) && strings.TrimLeft(text[i:], ".") == "" {
			continue
		}
		n++
	}
	return n
}

// illegal is the kind of mistake of a move p refuses: the game is over, or
// the hole is empty.
func illegal(p Position) Mistake {
	if p.Outcome().Result != Ongoing {
		return MistakeGameOver
	}
	return MistakeEmptyHole
}

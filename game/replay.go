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
	fail := func(line, ply int, f string, args ...any) (*Game, error) {
		return nil, &RecordError{Game: number, Line: line, Ply: ply, Format: format, Msg: fmt.Sprintf(f, args...)}
	}
	start, firstMove := Start(), 0
	tags, normal, err := raw.ownTags()
	if err != nil {
		return nil, &RecordError{Game: number, Line: err.line, Format: format, Msg: err.err.Error(), Err: err.err}
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
			return fail(raw.tagLines[i], 0, "tag %s: %v", t.Name, err)
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
				return fail(tok.line, 0, "a second result %q", text)
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
		if resultSeen {
			return fail(tok.line, ply, "move %q after the result", text)
		}
		pos := g.Position()
		if isPlayStrategyMove(text) {
			m, err := pos.ParsePlayStrategyMove(text)
			if err != nil {
				return fail(tok.line, ply, "%s %v", pos.ToMove, err)
			}
			if _, err := g.Play(m); err != nil {
				return fail(tok.line, ply, "%s cannot play %s: %v", pos.ToMove, text, err)
			}
			continue
		}
		mt, err := ParseMoveText(text)
		if err != nil {
			if format == FormatPlayStrategy {
				return fail(tok.line, ply, "move %q: want two squares such as a1i1, or an origin and a landing hole such as 76", text)
			}
			return fail(tok.line, ply, "%v", err)
		}
		s, err := g.Play(mt.Move)
		if err != nil {
			return fail(tok.line, ply, "%s cannot play %s: %v", pos.ToMove, text, err)
		}
		if err := mt.Check(s); err != nil {
			return fail(tok.line, ply, "%s %s: %v", pos.ToMove, text, err)
		}
	}
	if !resultSeen {
		if r, ok := ParseResult(g.Tag(TagResult)); ok {
			recorded = r
		}
	}
	if o := g.Outcome(); o.Result != Ongoing && resultSeen && recorded != o.Result {
		return fail(resultLine, 0, "wrong result (expected %s as the game ends %d:%d, record says %s)",
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

// tagError is a mistake in a tag and its line.
type tagError struct {
	line int
	err  error
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

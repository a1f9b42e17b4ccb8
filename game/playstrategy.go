package game

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PlayStrategy (playstrategy.org, whose rules library is lila's
// strategygames) writes togyz kumalak ("Togyzqumalaq") in its own PGN and FEN.
//
// Its FEN is "<top row>/<bottom row> <white kazan> <black kazan> <side>
// <move number>": the top row is Black's holes 9 down to 1, the bottom row
// White's holes 1 to 9, as a player of White sees the board; a hole is "<n>S"
// for n stones, a digit 1-9 alone for that many empty holes in a row, and "t"
// for a tuzdyk (in the row of the hole it occupies); the side is S (south,
// White) or N (north, Black). The start is
// "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1".
//
// Its moves name the origin and the landing square, files a-i and ranks 1
// (White's row: hole n is file n) and 2 (Black's row: hole n is file 10-n),
// as "a1i1" for White's hole 1 with nine stones.

// PlayStrategyStartFEN is PlayStrategy's FEN of the starting position.
const PlayStrategyStartFEN = "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"

// PlayStrategyVariant is the Variant tag PlayStrategy writes for the game.
const PlayStrategyVariant = "Togyzqumalaq"

// PlayStrategyFEN returns the position in PlayStrategy's FEN, with move
// number 1 (a position does not know how many moves led to it).
func (p Position) PlayStrategyFEN() string {
	var b strings.Builder
	b.Grow(72)
	writeRow := func(indices []int) {
		empty := 0
		first := true
		sep := func() {
			if !first {
				b.WriteByte(',')
			}
			first = false
		}
		for _, i := range indices {
			if _, tuz := p.IsTuzdyk(i); tuz {
				if empty > 0 {
					sep()
					b.WriteString(strconv.Itoa(empty))
					empty = 0
				}
				sep()
				b.WriteByte('t')
				continue
			}
			if p.Holes[i] == 0 {
				empty++
				continue
			}
			if empty > 0 {
				sep()
				b.WriteString(strconv.Itoa(empty))
				empty = 0
			}
			sep()
			b.WriteString(strconv.Itoa(int(p.Holes[i])))
			b.WriteByte('S')
		}
		if empty > 0 {
			sep()
			b.WriteString(strconv.Itoa(empty))
		}
	}
	top := make([]int, 0, HolesPerSide)
	for n := HolesPerSide; n >= 1; n-- {
		top = append(top, RingIndex(Black, n))
	}
	bottom := make([]int, 0, HolesPerSide)
	for n := 1; n <= HolesPerSide; n++ {
		bottom = append(bottom, RingIndex(White, n))
	}
	writeRow(top)
	b.WriteByte('/')
	writeRow(bottom)
	side := "S"
	if p.ToMove == Black {
		side = "N"
	}
	fmt.Fprintf(&b, " %d %d %s 1", p.Kazans[White], p.Kazans[Black], side)
	return b.String()
}

// ParsePlayStrategyFEN reads a position in PlayStrategy's FEN and checks it
// as strictly as ParseTFEN does (162 stones, the tuzdyk rules). The move
// number may be left out.
func ParsePlayStrategyFEN(s string) (Position, error) {
	var p Position
	fields := strings.Fields(strings.ReplaceAll(s, "_", " "))
	if len(fields) != 4 && len(fields) != 5 {
		return p, fmt.Errorf("playstrategy fen %q: want 4 or 5 fields, got %d", s, len(fields))
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 2 {
		return p, fmt.Errorf("playstrategy fen %q: want two rows separated by /", s)
	}
	// readRow returns the stones of the row's nine squares from left to
	// right, -1 for a tuzdyk.
	readRow := func(name, row string) ([HolesPerSide]int, error) {
		var out [HolesPerSide]int
		n := 0
		for _, cell := range strings.Split(row, ",") {
			switch {
			case len(cell) == 1 && cell[0] >= '1' && cell[0] <= '9':
				n += int(cell[0] - '0') // empty holes, already zero
			case cell == "t" || cell == "T":
				if n < HolesPerSide {
					out[n] = -1
				}
				n++
			case len(cell) > 1 && (cell[len(cell)-1] == 'S' || cell[len(cell)-1] == 's'):
				c, err := strconv.Atoi(cell[:len(cell)-1])
				if err != nil || c < 0 || c > TotalStones {
					return out, fmt.Errorf("playstrategy fen: %s row: hole %q is not a stone count", name, cell)
				}
				if n < HolesPerSide {
					out[n] = c
				}
				n++
			default:
				return out, fmt.Errorf("playstrategy fen: %s row: unknown cell %q", name, cell)
			}
		}
		if n != HolesPerSide {
			return out, fmt.Errorf("playstrategy fen: %s row has %d holes, want %d", name, n, HolesPerSide)
		}
		return out, nil
	}
	top, err := readRow("top", rows[0])
	if err != nil {
		return p, err
	}
	bottom, err := readRow("bottom", rows[1])
	if err != nil {
		return p, err
	}
	for i, c := range top { // Black's holes 9..1
		hole := HolesPerSide - i
		if c < 0 {
			if p.Tuzdyks[White] != 0 {
				return p, fmt.Errorf("playstrategy fen: two tuzdyks in Black's row")
			}
			p.Tuzdyks[White] = uint8(hole)
			continue
		}
		p.Holes[RingIndex(Black, hole)] = uint8(c)
	}
	for i, c := range bottom { // White's holes 1..9
		hole := i + 1
		if c < 0 {
			if p.Tuzdyks[Black] != 0 {
				return p, fmt.Errorf("playstrategy fen: two tuzdyks in White's row")
			}
			p.Tuzdyks[Black] = uint8(hole)
			continue
		}
		p.Holes[RingIndex(White, hole)] = uint8(c)
	}
	for side, f := range fields[1:3] {
		k, err := strconv.Atoi(f)
		if err != nil || k < 0 || k > TotalStones {
			return p, fmt.Errorf("playstrategy fen: kazan %q is not a number 0-162", f)
		}
		p.Kazans[side] = uint8(k)
	}
	switch fields[3] {
	case "S":
		p.ToMove = White
	case "N":
		p.ToMove = Black
	default:
		return p, fmt.Errorf("playstrategy fen: side %q, want S or N", fields[3])
	}
	if len(fields) == 5 {
		if _, err := strconv.Atoi(fields[4]); err != nil {
			return p, fmt.Errorf("playstrategy fen: move number %q is not a number", fields[4])
		}
	}
	// The strict checks of TFEN: stone total, tuzdyk rules.
	if _, err := ParseTFEN(p.TFEN()); err != nil {
		return Position{}, fmt.Errorf("playstrategy fen: %w", err)
	}
	return p, nil
}

// playStrategySquare returns the square of ring index i, as "a1" or "i2".
func playStrategySquare(i int) string {
	side, hole := HoleOf(i)
	if side == White {
		return string(rune('a'+hole-1)) + "1"
	}
	return string(rune('a'+HolesPerSide-hole)) + "2"
}

// parsePlayStrategySquare returns the side and hole of a square such as
// "a1".
func parsePlayStrategySquare(s string) (Side, int, bool) {
	if len(s) != 2 || s[0] < 'a' || s[0] > 'i' {
		return White, 0, false
	}
	file := int(s[0]-'a') + 1
	switch s[1] {
	case '1':
		return White, file, true
	case '2':
		return Black, HolesPerSide + 1 - file, true
	}
	return White, 0, false
}

// PlayStrategyMove returns move m from p as PlayStrategy writes it: the
// origin and landing squares, such as "a1i1".
func (p Position) PlayStrategyMove(m Move) (string, error) {
	if !p.Legal(m) {
		return "", fmt.Errorf("move %d is not legal in %s", m, p.TFEN())
	}
	from := RingIndex(p.ToMove, int(m))
	return playStrategySquare(from) + playStrategySquare(LastHole(from, int(p.Holes[from]))), nil
}

// ParsePlayStrategyMove reads a move such as "a1i1" (a trailing "+" is
// ignored) played from p: the origin must be a hole of the side to move and
// the landing square where its stones end.
func (p Position) ParsePlayStrategyMove(text string) (Move, error) {
	s := strings.TrimSuffix(text, "+")
	if len(s) != 4 {
		return 0, fmt.Errorf("move %q: want two squares such as a1i1", text)
	}
	side, hole, ok := parsePlayStrategySquare(s[:2])
	if !ok {
		return 0, fmt.Errorf("move %q: %q is not a square a1-i2", text, s[:2])
	}
	if _, _, ok := parsePlayStrategySquare(s[2:]); !ok {
		return 0, fmt.Errorf("move %q: %q is not a square a1-i2", text, s[2:])
	}
	if side != p.ToMove {
		return 0, fmt.Errorf("move %q: the origin is in %s's row, %s is to move", text, side, p.ToMove)
	}
	m := Move(hole)
	want, err := p.PlayStrategyMove(m)
	if err != nil {
		return 0, fmt.Errorf("move %q: %w", text, err)
	}
	if want != s {
		return 0, fmt.Errorf("move %q: wrong landing square (expected %s)", text, want)
	}
	return m, nil
}

// isPlayStrategyMove reports whether text looks like "a1i1" or "a1i1+".
func isPlayStrategyMove(text string) bool {
	s := strings.TrimSuffix(text, "+")
	if len(s) != 4 {
		return false
	}
	_, _, ok1 := parsePlayStrategySquare(s[:2])
	_, _, ok2 := parsePlayStrategySquare(s[2:])
	return ok1 && ok2
}

// PlayStrategyText returns the record in PlayStrategy's PGN: the seven-tag
// roster, the other tags, a Variant tag, a FEN tag when the game does not
// begin from the usual start, and the numbered moves up to the cursor as
// squares ("1. a1i1 b2c1"), wrapped at 60 columns, then the result.
// Comments, clocks and evaluations are left out.
func (g *Game) PlayStrategyText() string {
	var b strings.Builder
	result := g.Result().Token()
	g.writeTags(&b, result, TagTFEN, "FEN", "Variant")
	writeTag(&b, "Variant", PlayStrategyVariant)
	if start := g.Start(); start != Start() {
		writeTag(&b, "FEN", start.PlayStrategyFEN())
	}
	b.WriteByte('\n')
	var tokens []string
	black := g.Start().ToMove == Black
	for i := range g.ply {
		if n := moveNumber(i, black); n != "" {
			tokens = append(tokens, n)
		}
		mv, err := g.positions[i].PlayStrategyMove(g.moves[i])
		if err != nil {
			mv = "?" // cannot happen: the record's moves were played
		}
		tokens = append(tokens, mv)
	}
	tokens = append(tokens, result)
	width := 0
	for i, tok := range tokens {
		if i > 0 {
			if width+1+len(tok) > MovetextWidth {
				b.WriteByte('\n')
				width = 0
			} else {
				b.WriteByte(' ')
				width++
			}
		}
		b.WriteString(tok)
		width += len(tok)
	}
	b.WriteString("\n\n")
	return b.String()
}

// WritePlayStrategy writes the record in PlayStrategy's PGN (see
// PlayStrategyText).
func (g *Game) WritePlayStrategy(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, g.PlayStrategyText())
	return int64(n), err
}

// PlayStrategyDecoder reads the games of a record file written by
// PlayStrategy (moves as squares, "a1i1", and its FEN in the FEN tag) as
// well as every record a Decoder reads: the two notations may be mixed.
type PlayStrategyDecoder struct {
	d    *Decoder
	line int
}

// NewPlayStrategyDecoder returns a decoder reading r.
func NewPlayStrategyDecoder(r io.Reader) *PlayStrategyDecoder {
	return &PlayStrategyDecoder{d: NewDecoder(r)}
}

// Next returns the next game, as Decoder.Next does.
func (pd *PlayStrategyDecoder) Next() (*Game, error) {
	g, line, err := pd.d.next((*rawGame).replayPlayStrategy)
	if line > 0 {
		pd.line = line
	}
	return g, err
}

// Line returns the line (from 1) where the game Next returned last begins.
func (pd *PlayStrategyDecoder) Line() int { return pd.line }

// replayPlayStrategy turns PlayStrategy's FEN tag and square moves into
// TFEN and hole moves, replays the game and checks the squares.
func (raw *rawGame) replayPlayStrategy(number int) (*Game, error) {
	for i, t := range raw.tags {
		if t.Name != "FEN" || strings.Count(t.Value, "/") != 1 || !strings.ContainsAny(t.Value, "SNt") {
			continue
		}
		p, err := ParsePlayStrategyFEN(t.Value)
		if err != nil {
			return nil, &RecordError{Game: number, Line: raw.line, Msg: fmt.Sprintf("tag FEN: %v", err)}
		}
		raw.tags[i] = Tag{Name: TagTFEN, Value: p.TFEN()}
	}
	squares := false
	for _, tok := range raw.tokens {
		text := tok.text
		if j := strings.IndexByte(text, '.'); j > 0 && isDigits(text[:j]) {
			text = strings.TrimLeft(text[j:], ".")
		}
		if isPlayStrategyMove(text) {
			squares = true
			break
		}
	}
	if !squares {
		return raw.replay(number)
	}
	start := Start()
	for _, t := range raw.tags {
		if t.Name == TagTFEN || t.Name == "FEN" {
			p, err := ParseTFEN(t.Value)
			if err != nil {
				return nil, &RecordError{Game: number, Line: raw.line, Msg: fmt.Sprintf("tag %s: %v", t.Name, err)}
			}
			start = p
		}
	}
	// Square moves become hole moves with their annotations, which need the
	// position: follow the game, leaving every other mistake to replay.
	pos, ply := start, 0
	for i, tok := range raw.tokens {
		text := tok.text
		if strings.HasPrefix(text, "{") {
			continue
		}
		if _, ok := ParseResult(text); ok {
			break
		}
		prefix := ""
		if j := strings.IndexByte(text, '.'); j > 0 && isDigits(text[:j]) {
			rest := strings.TrimLeft(text[j:], ".")
			prefix, text = text[:len(text)-len(rest)], rest
			if text == "" {
				continue
			}
		}
		ply++
		var m Move
		if isPlayStrategyMove(text) {
			var err error
			if m, err = pos.ParsePlayStrategyMove(text); err != nil {
				return nil, &RecordError{Game: number, Line: tok.line, Ply: ply, Msg: fmt.Sprintf("%s %v", pos.ToMove, err)}
			}
		} else {
			mt, err := ParseMoveText(text)
			if err != nil {
				break // replay names the mistake
			}
			m = mt.Move
		}
		next, s, err := pos.Play(m)
		if err != nil {
			break
		}
		if isPlayStrategyMove(text) {
			raw.tokens[i].text = prefix + s.Notation()
		}
		pos = next
	}
	return raw.replay(number)
}

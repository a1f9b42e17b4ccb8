package game

import (
	"fmt"
	"io"
	"strconv"
	"strings"
)

// PlayStrategy (playstrategy.org, whose rules library is strategygames and
// whose site is a fork of lila) writes togyz kumalak ("Togyzqumalaq") in its
// own PGN and FEN. What this file writes and reads follows its code:
// strategygames' togyzkumalak Forsyth, FEN, Pos and Variant, and lila's
// PgnDump and Tags.
//
// Its FEN is "<top row>/<bottom row> <white kazan> <black kazan> <side>
// <move number>": the top row is Black's holes 9 down to 1, the bottom row
// White's holes 1 to 9, as a player of White sees the board; a hole is "<n>S"
// for n stones, a digit 1-9 alone for that many empty holes in a row, and "t"
// for a tuzdyk (in the row of the hole it occupies); the side is S (south,
// White) or N (north, Black). The move number starts at 1 and grows after
// each move of Black's. The start is
// "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1".
//
// A game that ends by атсырау ends differently there: the move after which
// the opponent has no stones adds every stone left on the board to the
// mover's kazan and leaves them on the board too, so the final FEN holds
// more than 162 stones and its kazans are the final score (81 81 for a
// draw).
//
// Its moves name the origin and the landing square, files a-i and ranks 1
// (White's row: hole n is file n) and 2 (Black's row: hole n is file 10-n),
// as "a1i1" for White's hole 1 with nine stones.

// PlayStrategyStartFEN is PlayStrategy's FEN of the starting position.
const PlayStrategyStartFEN = "9S,9S,9S,9S,9S,9S,9S,9S,9S/9S,9S,9S,9S,9S,9S,9S,9S,9S 0 0 S 1"

// PlayStrategyVariant is the Variant tag PlayStrategy writes for the game.
const PlayStrategyVariant = "Togyzqumalaq"

// PlayStrategy's tags for the players, as lila names them: P1 is White, P2
// Black, and every tag of a player's (P1Elo, P2Title, …) begins so.
const (
	tagP1    = "P1"
	tagP2    = "P2"
	tagSetUp = "SetUp"
	tagFEN   = "FEN"
	// TagVariant names the game a record is of.
	TagVariant = "Variant"
)

// PlayStrategy's Termination values that differ from this program's.
const (
	playStrategyNormal       = "Normal"       // by the rules, a resignation or an agreed draw
	playStrategyTimeForfeit  = "Time forfeit" // TerminationTimeForfeit
	playStrategyUnterminated = "Unterminated" // a game in progress
)

// FENError says which field of a PlayStrategy FEN is wrong.
type FENError struct {
	Field string // such as "top row", "white kazan" or "move number"
	Msg   string
}

func (e *FENError) Error() string {
	if e.Field == "" {
		return "playstrategy fen: " + e.Msg
	}
	return fmt.Sprintf("playstrategy fen: %s: %s", e.Field, e.Msg)
}

// PlayStrategyFEN returns the position in PlayStrategy's FEN with the move
// number moveNumber (1 when lower; Game.FullMoveNumber gives a game's). A
// position whose side to move has no stones is the end of a game by
// атсырау and is written as PlayStrategy writes it: the stones left stay
// on the board and are counted in their owner's kazan too, so the kazans
// are the final score.
func (p Position) PlayStrategyFEN(moveNumber int) string {
	var b strings.Builder
	b.Grow(72)
	writeRow := func(side Side, holes []int) {
		empty, first := 0, true
		cell := func(s string) {
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(s)
		}
		flush := func() {
			if empty > 0 {
				cell(strconv.Itoa(empty))
				empty = 0
			}
		}
		for _, n := range holes {
			i := RingIndex(side, n)
			switch _, tuz := p.IsTuzdyk(i); {
			case tuz:
				flush()
				cell("t")
			case p.Holes[i] == 0:
				empty++
			default:
				flush()
				cell(strconv.Itoa(int(p.Holes[i])) + "S")
			}
		}
		flush()
	}
	writeRow(Black, []int{9, 8, 7, 6, 5, 4, 3, 2, 1})
	b.WriteByte('/')
	writeRow(White, []int{1, 2, 3, 4, 5, 6, 7, 8, 9})
	kazans := [2]int{int(p.Kazans[White]), int(p.Kazans[Black])}
	if p.RowStones(p.ToMove) == 0 {
		mover := p.ToMove.Opponent()
		kazans[mover] += p.RowStones(mover)
	}
	side := "S"
	if p.ToMove == Black {
		side = "N"
	}
	fmt.Fprintf(&b, " %d %d %s %d", kazans[White], kazans[Black], side, max(1, moveNumber))
	return b.String()
}

// ParsePlayStrategyFEN reads a position in PlayStrategy's FEN and its move
// number (1 when the FEN leaves it out). It is as strict as ParseTFEN (162
// stones, the tuzdyk rules) but for the end of a game by атсырау, written
// as PlayStrategy writes it: when the side to move has no stones and the
// other side's stones are counted in its kazan as well, they are taken out
// of the kazan again. An error is a *FENError naming the field.
func ParsePlayStrategyFEN(s string) (Position, int, error) {
	var p Position
	fail := func(field, format string, args ...any) (Position, int, error) {
		return Position{}, 0, &FENError{Field: field, Msg: fmt.Sprintf(format, args...)}
	}
	fields := strings.Fields(strings.ReplaceAll(s, "_", " "))
	if len(fields) != 4 && len(fields) != 5 {
		return fail("", "want 4 or 5 space-separated fields (rows, 2 kazans, side, move number), got %d", len(fields))
	}
	rows := strings.Split(fields[0], "/")
	if len(rows) != 2 {
		return fail("rows", "want two rows separated by '/', got %d", len(rows))
	}
	top, err := readPlayStrategyRow("top row", rows[0])
	if err != nil {
		return Position{}, 0, err
	}
	bottom, err := readPlayStrategyRow("bottom row", rows[1])
	if err != nil {
		return Position{}, 0, err
	}
	// The top row is Black's holes 9..1; a tuzdyk there is White's.
	for i, c := range top {
		hole := HolesPerSide - i
		if c < 0 {
			if p.Tuzdyks[White] != 0 {
				return fail("top row", "two tuzdyks in Black's row")
			}
			p.Tuzdyks[White] = uint8(hole)
			continue
		}
		p.Holes[RingIndex(Black, hole)] = uint8(c)
	}
	for i, c := range bottom {
		hole := i + 1
		if c < 0 {
			if p.Tuzdyks[Black] != 0 {
				return fail("bottom row", "two tuzdyks in White's row")
			}
			p.Tuzdyks[Black] = uint8(hole)
			continue
		}
		p.Holes[RingIndex(White, hole)] = uint8(c)
	}
	for side, f := range fields[1:3] {
		k, err := strconv.Atoi(f)
		if err != nil || k < 0 || k > TotalStones {
			return fail(Side(side).String()+" kazan", "%q is not a number 0-%d", f, TotalStones)
		}
		p.Kazans[side] = uint8(k)
	}
	switch fields[3] {
	case "S":
		p.ToMove = White
	case "N":
		p.ToMove = Black
	default:
		return fail("side to move", "%q is not S (White) or N (Black)", fields[3])
	}
	number := 1
	if len(fields) == 5 {
		n, err := strconv.Atoi(fields[4])
		if err != nil || n < 1 || n > MaxMoveNumber {
			return fail("move number", "%q is not a number 1 or more", fields[4])
		}
		number = n
	}
	total := int(p.Kazans[White]) + int(p.Kazans[Black]) + p.RowStones(White) + p.RowStones(Black)
	if total > TotalStones {
		if err := p.unsweep(total); err != nil {
			return Position{}, 0, err
		}
	}
	if problems := p.SetupProblems(); len(problems) > 0 {
		e := problems[0].tfenError()
		return fail(e.Field, "%s", e.Msg)
	}
	return p, number, nil
}

// unsweep takes out of the kazan of the side that moved last the stones
// PlayStrategy counts there at a game's end by атсырау while it leaves them
// on the board, for a position holding total stones, more than 162.
func (p *Position) unsweep(total int) error {
	mover := p.ToMove.Opponent()
	left := p.RowStones(mover)
	switch {
	case p.RowStones(p.ToMove) != 0:
		return &FENError{Field: "stones", Msg: fmt.Sprintf("holes and kazans hold %d stones, want %d "+
			"(more only at the end of a game by атсырау, where the side to move, %s, has no stones)", total, TotalStones, p.ToMove)}
	case total-left != TotalStones || int(p.Kazans[mover]) < left:
		return &FENError{Field: "stones", Msg: fmt.Sprintf("holes and kazans hold %d stones, want %d "+
			"(or, at the end of a game by атсырау, %d and the %d stones left in %s's row counted in its kazan too)",
			total, TotalStones, TotalStones, left, mover)}
	}
	p.Kazans[mover] -= uint8(left)
	return nil
}

// readPlayStrategyRow returns the stones of a FEN row's nine squares from
// left to right, -1 for a tuzdyk.
func readPlayStrategyRow(name, row string) ([HolesPerSide]int, error) {
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
				return out, &FENError{Field: name, Msg: fmt.Sprintf("hole %q is not a stone count such as 9S", cell)}
			}
			if n < HolesPerSide {
				out[n] = c
			}
			n++
		default:
			return out, &FENError{Field: name, Msg: fmt.Sprintf("%q is not a hole (9S), a run of empty holes (1-9) or a tuzdyk (t)", cell)}
		}
	}
	if n != HolesPerSide {
		return out, &FENError{Field: name, Msg: fmt.Sprintf("%d holes, want %d", n, HolesPerSide)}
	}
	return out, nil
}

// isPlayStrategyFEN reports whether s has the shape of PlayStrategy's FEN
// rather than a TFEN: four or five fields, the fourth S or N, squares
// written with S or t.
func isPlayStrategyFEN(s string) bool {
	fields := strings.Fields(strings.ReplaceAll(s, "_", " "))
	if len(fields) != 4 && len(fields) != 5 {
		return false
	}
	return strings.Count(fields[0], "/") == 1 && strings.ContainsAny(fields[0], "SstT") || fields[3] == "S" || fields[3] == "N"
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
	m, _, _, err := p.playStrategyMove(text)
	return m, err
}

// playStrategyMove is ParsePlayStrategyMove telling, for a wrong move, the
// kind of mistake and what the record should say (the landing square).
func (p Position) playStrategyMove(text string) (Move, Mistake, string, error) {
	s := strings.TrimSuffix(text, "+")
	if len(s) != 4 {
		return 0, MistakeNotAMove, "", fmt.Errorf("move %q: want two squares such as a1i1", text)
	}
	side, hole, ok := parsePlayStrategySquare(s[:2])
	if !ok {
		return 0, MistakeNotAMove, "", fmt.Errorf("move %q: %q is not a square a1-i2", text, s[:2])
	}
	if _, _, ok := parsePlayStrategySquare(s[2:]); !ok {
		return 0, MistakeNotAMove, "", fmt.Errorf("move %q: %q is not a square a1-i2", text, s[2:])
	}
	if side != p.ToMove {
		return 0, MistakeRow, "", fmt.Errorf("move %q: the origin is in %s's row, %s is to move", text, side, p.ToMove)
	}
	m := Move(hole)
	want, err := p.PlayStrategyMove(m)
	if err != nil {
		return 0, illegal(p), "", fmt.Errorf("move %q: %w", text, err)
	}
	if want != s {
		return 0, MistakeSquare, want[2:], fmt.Errorf("move %q: wrong landing square (expected %s)", text, want)
	}
	return m, MistakeOther, "", nil
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

// PlayStrategyText returns the record up to the cursor in PlayStrategy's
// PGN, as lila's export writes it: the tags Event, Site, Date, Round (when
// known), P1, P2 (the players), Result, P1Elo and P2Elo ("?" when not
// known) and the players' other tags renamed so (WhiteTitle is P1Title),
// Variant, TimeControl, ECO and Opening when the record has them,
// Termination in lila's words, FEN with SetUp "1"
// when the game does not begin at the start or at move 1, then the record's
// other tags; a blank line and the moves as squares on one line, each
// followed by its comment and its clock ("1. a1i1 { [%clk 0:02:58] } 1...
// i2a2 { [%clk 0:02:57] } 2. b1h2"), numbered from the game's first move
// number, then the result. Evaluations are left out.
func (g *Game) PlayStrategyText() string {
	var b strings.Builder
	result := g.Result().Token()
	written := map[string]bool{TagTFEN: true, tagFEN: true, tagSetUp: true, TagVariant: true}
	tag := func(name, value string) {
		writeTag(&b, name, value)
		written[name] = true
	}
	known := func(name string) string {
		written[name] = true
		if v := g.Tag(name); v != "" {
			return v
		}
		return "?"
	}
	for _, name := range []string{TagEvent, TagSite, TagDate} {
		tag(name, known(name))
	}
	if r := g.Tag(TagRound); r != "" && r != "?" {
		tag(TagRound, r)
	}
	written[TagRound] = true
	tag(tagP1, known(TagWhite))
	tag(tagP2, known(TagBlack))
	tag(TagResult, result)
	for _, name := range []string{"UTCDate", "UTCTime"} {
		if v := g.Tag(name); v != "" {
			tag(name, v)
		}
	}
	tag(tagP1+"Elo", known("WhiteElo"))
	tag(tagP2+"Elo", known("BlackElo"))
	for _, t := range g.tags {
		if p1, ok := playerTagForPlayStrategy(t.Name); ok && !written[t.Name] {
			written[t.Name] = true
			tag(p1, t.Value)
		}
	}
	tag(TagVariant, PlayStrategyVariant)
	for _, name := range []string{TagTimeControl, "ECO", "Opening"} {
		if v := g.Tag(name); v != "" {
			tag(name, v)
		}
	}
	written[TagTermination] = true
	if term := g.playStrategyTermination(); term != "" {
		tag(TagTermination, term)
	}
	if start := g.Start(); start != Start() || g.FirstMoveNumber() != 1 {
		tag(tagFEN, start.PlayStrategyFEN(g.FirstMoveNumber()))
		tag(tagSetUp, "1")
	}
	for _, t := range g.tags {
		if !written[t.Name] {
			tag(t.Name, t.Value)
		}
	}
	b.WriteByte('\n')
	if c := g.comments[0]; c != "" {
		b.WriteString("{ " + commentText(c) + " }\n")
	}
	var tokens []string
	black := g.Start().ToMove == Black
	long := false // the last move has a comment or a clock: lila numbers Black's reply again
	for i := range g.ply {
		whites := (i+boolInt(black))%2 == 0
		switch {
		case whites || i == 0:
			tokens = append(tokens, g.moveNumberText(i))
		case long:
			tokens = append(tokens, strconv.Itoa(g.FullMoveNumber(i))+"...")
		}
		mv, err := g.positions[i].PlayStrategyMove(g.moves[i])
		if err != nil {
			mv = "?" // cannot happen: the record's moves were played
		}
		tokens = append(tokens, mv)
		long = false
		if c := g.comments[i+1]; c != "" {
			tokens = append(tokens, "{ "+commentText(c)+" }")
			long = true
		}
		if d, ok := g.clocks[i+1]; ok {
			tokens = append(tokens, "{ "+clockCommand+FormatClock(d)+"] }")
			long = true
		}
	}
	tokens = append(tokens, result)
	b.WriteString(strings.Join(tokens, " "))
	b.WriteString("\n\n")
	return b.String()
}

// commentText is a comment as a record writes it between braces.
func commentText(c string) string { return strings.ReplaceAll(c, "}", ")") }

// playerTagForPlayStrategy returns the name lila gives a player's tag of
// this program's records: P1Elo for WhiteElo, P2Title for BlackTitle.
func playerTagForPlayStrategy(name string) (string, bool) {
	for _, p := range [...]struct{ ours, theirs string }{{TagWhite, tagP1}, {TagBlack, tagP2}} {
		if rest, ok := strings.CutPrefix(name, p.ours); ok && rest != "" {
			return p.theirs + rest, true
		}
	}
	return "", false
}

// playerTagFromPlayStrategy returns the name of this program's records for
// a player's tag of lila's: White for P1, BlackElo for P2Elo.
func playerTagFromPlayStrategy(name string) (string, bool) {
	for _, p := range [...]struct{ theirs, ours string }{{tagP1, TagWhite}, {tagP2, TagBlack}} {
		if rest, ok := strings.CutPrefix(name, p.theirs); ok && (rest == "" || rest[0] >= 'A' && rest[0] <= 'Z') {
			return p.ours + rest, true
		}
	}
	return "", false
}

// playStrategyTermination returns the Termination lila would write for the
// record, "" when the record does not say how the game ended.
func (g *Game) playStrategyTermination() string {
	switch t := g.Tag(TagTermination); {
	case t == TerminationTimeForfeit:
		return playStrategyTimeForfeit
	case t == TerminationResignation || t == TerminationAgreement:
		return playStrategyNormal
	case t != "":
		return t
	}
	switch {
	case g.Outcome().Result != Ongoing:
		return playStrategyNormal
	case g.Result() == Ongoing:
		return playStrategyUnterminated
	}
	return "" // a result with no reason given
}

// WritePlayStrategy writes the record in PlayStrategy's PGN (see
// PlayStrategyText).
func (g *Game) WritePlayStrategy(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, g.PlayStrategyText())
	return int64(n), err
}

// isTogyzKumalakVariant reports whether a Variant tag names togyz kumalak:
// PlayStrategy's Togyzqumalaq, or the game's other names and spellings.
func isTogyzKumalakVariant(v string) bool {
	key := strings.Map(func(r rune) rune {
		switch r {
		case ' ', '-', '_', '\'', '’':
			return -1
		}
		return r
	}, strings.ToLower(strings.TrimSpace(v)))
	switch key {
	case "togyzqumalaq", "togyzkumalak", "toguzkumalak", "toguzqumalaq", "togizkumalak", "togyzkumalaq",
		"toguzkorgool", "toguzkorgol", "togyzkorgool",
		"тоғызқұмалақ", "тогызкумалак", "тогузкумалак", "тогузкоргоол", "тогызкоргоол", "":
		return true
	}
	return false
}

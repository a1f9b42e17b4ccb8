package game

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Tag is a record header such as [White "Абай"].
type Tag struct {
	Name, Value string
}

// Standard tag names. TagTFEN holds the start position of a game that does
// not begin from the usual start.
const (
	TagEvent  = "Event"
	TagSite   = "Site"
	TagDate   = "Date"
	TagRound  = "Round"
	TagWhite  = "White"
	TagBlack  = "Black"
	TagResult = "Result"
	TagTFEN   = "TFEN"
)

// rosterTags are written first, in this order, as PGN's seven-tag roster.
var rosterTags = [...]string{TagEvent, TagSite, TagDate, TagRound, TagWhite, TagBlack, TagResult}

// Game is a game record: tags, a start position, the moves and a result.
//
// It also keeps a cursor for undo and redo: Undo steps back without
// forgetting the moves after the cursor, Redo steps forward again, and Play
// at the cursor replaces the moves after it. Position is the position at
// the cursor; PositionAt gives any other.
type Game struct {
	tags      []Tag
	moves     []Move
	sowings   []Sowing   // sowings[i] describes moves[i]
	positions []Position // positions[i] is the position before moves[i]; one more than moves
	comments  map[int]string
	evals     map[int]Evaluation    // an engine's review, after each ply
	clocks    map[int]time.Duration // the mover's time left after each ply
	ply       int                   // the cursor: moves[:ply] are played
	result    Result                // a result the record gives for an unfinished final position (resignation)
	firstMove int                   // the number of the first move when a record begins later than move 1; 0 is 1
}

// NewGame starts a record from the given position.
func NewGame(start Position) *Game {
	return &Game{positions: []Position{start}}
}

// reserve makes room for plies more moves, so that a record read does
// not grow its slices move by move.
func (g *Game) reserve(plies int) {
	g.moves = slices.Grow(g.moves, plies)
	g.sowings = slices.Grow(g.sowings, plies)
	g.positions = slices.Grow(g.positions, plies)
}

// Clone returns a deep copy of the record, cursor included, that can be
// handed to another goroutine while g goes on.
func (g *Game) Clone() *Game {
	c := *g
	c.tags = append([]Tag(nil), g.tags...)
	c.moves = append([]Move(nil), g.moves...)
	c.sowings = make([]Sowing, len(g.sowings))
	for i, s := range g.sowings {
		s.Drops = append([]int(nil), s.Drops...)
		c.sowings[i] = s
	}
	c.positions = append([]Position(nil), g.positions...)
	c.comments = nil
	for k, v := range g.comments {
		c.SetComment(k, v)
	}
	c.evals = nil
	for k, v := range g.evals {
		c.SetEvaluation(k, v)
	}
	c.clocks = nil
	for k, v := range g.clocks {
		c.SetClock(k, v)
	}
	return &c
}

// Start returns the position the game began from.
func (g *Game) Start() Position { return g.positions[0] }

// Ply returns the cursor: how many moves are played.
func (g *Game) Ply() int { return g.ply }

// Len returns how many moves the record holds, including those after the
// cursor that Redo can replay.
func (g *Game) Len() int { return len(g.moves) }

// Moves returns the moves played up to the cursor.
func (g *Game) Moves() []Move { return append([]Move(nil), g.moves[:g.ply]...) }

// Position returns the position at the cursor.
func (g *Game) Position() Position { return g.positions[g.ply] }

// PositionAt returns the position after ply moves (0 is the start); ply is
// clamped to the moves the record holds.
func (g *Game) PositionAt(ply int) Position {
	return g.positions[max(0, min(ply, len(g.moves)))]
}

// Sowing returns the description of move i (0-based), as Play returned it.
func (g *Game) Sowing(i int) (Sowing, bool) {
	if i < 0 || i >= len(g.sowings) {
		return Sowing{}, false
	}
	return g.sowings[i], true
}

// MoveText returns the notation of move i (0-based), such as "76(10)".
func (g *Game) MoveText(i int) string {
	if i < 0 || i >= len(g.sowings) {
		return ""
	}
	return g.sowings[i].Notation()
}

// Play plays m at the cursor. Moves after the cursor are forgotten, and so
// is a recorded result.
func (g *Game) Play(m Move) (Sowing, error) {
	next, s, err := g.positions[g.ply].Play(m)
	if err != nil {
		return s, err
	}
	g.moves = append(g.moves[:g.ply], m)
	g.sowings = append(g.sowings[:g.ply], s)
	g.positions = append(g.positions[:g.ply+1], next)
	for k := range g.comments {
		if k > g.ply {
			delete(g.comments, k)
		}
	}
	for k := range g.evals {
		if k > g.ply {
			delete(g.evals, k)
		}
	}
	for k := range g.clocks {
		if k > g.ply {
			delete(g.clocks, k)
		}
	}
	g.ply++
	g.result = Ongoing
	return s, nil
}

// Undo steps the cursor back one move. It reports false at the start.
func (g *Game) Undo() bool {
	if g.ply == 0 {
		return false
	}
	g.ply--
	return true
}

// Redo steps the cursor forward one move. It reports false at the end.
func (g *Game) Redo() bool {
	if g.ply == len(g.moves) {
		return false
	}
	g.ply++
	return true
}

// SetPly moves the cursor to ply (0..Len).
func (g *Game) SetPly(ply int) error {
	if ply < 0 || ply > len(g.moves) {
		return fmt.Errorf("ply %d is outside the record's 0..%d", ply, len(g.moves))
	}
	g.ply = ply
	return nil
}

// Truncate forgets the moves after the cursor.
func (g *Game) Truncate() {
	g.moves = g.moves[:g.ply]
	g.sowings = g.sowings[:g.ply]
	g.positions = g.positions[:g.ply+1]
}

// Outcome returns the outcome of the position at the cursor.
func (g *Game) Outcome() Outcome { return g.positions[g.ply].Outcome() }

// Result is the result of the game: the rules' result when the position at
// the cursor is finished, otherwise a result the record gave (a resignation
// or an agreed draw) when the cursor is at the end, otherwise Ongoing.
func (g *Game) Result() Result {
	if o := g.Outcome(); o.Result != Ongoing {
		return o.Result
	}
	if g.ply == len(g.moves) {
		return g.result
	}
	return Ongoing
}

// SetResult records a result for an unfinished final position: a
// resignation or an agreed draw. It has no effect on a finished position.
func (g *Game) SetResult(r Result) { g.result = r }

// Tags returns the record's tags in their order.
func (g *Game) Tags() []Tag { return append([]Tag(nil), g.tags...) }

// Tag returns the value of a tag, "" when absent.
func (g *Game) Tag(name string) string {
	for _, t := range g.tags {
		if t.Name == name {
			return t.Value
		}
	}
	return ""
}

// SetTag sets a tag, keeping its place if it exists.
func (g *Game) SetTag(name, value string) {
	for i, t := range g.tags {
		if t.Name == name {
			g.tags[i].Value = value
			return
		}
	}
	g.tags = append(g.tags, Tag{Name: name, Value: value})
}

// Comment returns the comment after ply moves (0: before the first move).
func (g *Game) Comment(ply int) string { return g.comments[ply] }

// SetComment sets the comment after ply moves; "" removes it.
func (g *Game) SetComment(ply int, text string) {
	if text == "" {
		delete(g.comments, ply)
		return
	}
	if g.comments == nil {
		g.comments = map[int]string{}
	}
	g.comments[ply] = text
}

// MovetextWidth is the line width records are wrapped at, as PlayOK does.
const MovetextWidth = 60

// Text returns the record as text: the tags (the seven-tag roster first,
// then the others in their order, and TFEN when the game does not begin from
// the usual start), a blank line, the numbered moves up to the cursor
// wrapped at 60 columns, comments in braces (the clock {[%clk 0:02:58]}
// first, then an evaluation, then the comment), and the result.
func (g *Game) Text() string {
	var b strings.Builder
	result := g.Result().Token()
	g.writeTags(&b, result, TagTFEN)
	if start := g.Start(); start != Start() {
		writeTag(&b, TagTFEN, start.TFEN())
	}
	b.WriteByte('\n')

	var tokens []string
	addComment := func(ply int) {
		if d, ok := g.clocks[ply]; ok {
			tokens = append(tokens, "{"+clockCommand+FormatClock(d)+"]}")
		}
		if e, ok := g.evals[ply]; ok {
			tokens = append(tokens, "{"+e.String()+"}")
		}
		if c := g.comments[ply]; c != "" {
			tokens = append(tokens, "{"+strings.ReplaceAll(c, "}", ")")+"}")
		}
	}
	addComment(0)
	for i := range g.ply {
		if n := g.moveNumberText(i); n != "" {
			tokens = append(tokens, n)
		}
		tokens = append(tokens, g.sowings[i].Notation())
		addComment(i + 1)
	}
	tokens = append(tokens, result)
	width := 0
	for i, tok := range tokens {
		if i > 0 {
			if width+1+len([]rune(tok)) > MovetextWidth {
				b.WriteByte('\n')
				width = 0
			} else {
				b.WriteByte(' ')
				width++
			}
		}
		b.WriteString(tok)
		width += len([]rune(tok))
	}
	b.WriteString("\n\n")
	return b.String()
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func quoteTag(v string) string {
	v = strings.ReplaceAll(v, `\`, `\\`)
	v = strings.ReplaceAll(v, `"`, `\"`)
	v = strings.ReplaceAll(v, "\n", " ")
	return `"` + v + `"`
}

// writeTag writes one tag pair of a record.
func writeTag(b *strings.Builder, name, value string) {
	fmt.Fprintf(b, "[%s %s]\n", name, quoteTag(value))
}

// writeTags writes the seven-tag roster ("?" for an unknown value, result
// as the Result) and then the game's other tags in their order, leaving out
// the tags named in skip.
func (g *Game) writeTags(b *strings.Builder, result string, skip ...string) {
	written := make(map[string]bool, len(rosterTags)+len(skip))
	for _, name := range skip {
		written[name] = true
	}
	for _, name := range rosterTags {
		v := g.Tag(name)
		switch {
		case name == TagResult:
			v = result
		case v == "":
			v = "?"
		}
		writeTag(b, name, v)
		written[name] = true
	}
	for _, t := range g.tags {
		if !written[t.Name] {
			writeTag(b, t.Name, t.Value)
			written[t.Name] = true
		}
	}
}

// FirstMoveNumber returns the number of the record's first move: 1, or
// where a record that begins later in a game starts counting (the move
// number of PlayStrategy's FEN, or the first move number of the movetext).
func (g *Game) FirstMoveNumber() int { return max(1, g.firstMove) }

// SetFirstMoveNumber sets the number of the record's first move; a number
// below 1 is 1.
func (g *Game) SetFirstMoveNumber(n int) { g.firstMove = max(1, min(n, MaxMoveNumber)) }

// MaxMoveNumber bounds the move numbers a record may start from.
const MaxMoveNumber = 1 << 20

// FullMoveNumber returns the number of the move being played in the
// position after ply plies: the first move number, plus one after each
// move of Black's, as PGN and PlayStrategy's FEN count.
func (g *Game) FullMoveNumber(ply int) int {
	return g.FirstMoveNumber() + (ply+boolInt(g.Start().ToMove == Black))/2
}

// moveNumberText is the move number written before ply i (from 0): "4."
// before White's moves, "4..." before a first move of Black's, "" before
// Black's other moves.
func (g *Game) moveNumberText(i int) string {
	black := g.Start().ToMove == Black
	number := strconv.Itoa(g.FullMoveNumber(i))
	switch {
	case i == 0 && black:
		return number + "..."
	case (i+boolInt(black))%2 == 0:
		return number + "."
	}
	return ""
}

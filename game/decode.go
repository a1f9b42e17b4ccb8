package game

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// WriteTo writes the record as text (see Text).
func (g *Game) WriteTo(w io.Writer) (int64, error) {
	n, err := io.WriteString(w, g.Text())
	return int64(n), err
}

// RecordError is a mistake in one game of a record file: the decoder skips
// that game and can go on with the next.
type RecordError struct {
	Game   int    // the game's number in the file, from 1
	Line   int    // the line of the mistake, from 1
	Ply    int    // the ply of a wrong move, from 1; 0 for a mistake outside the moves
	Format Format // the format the game was read as
	Msg    string // what is wrong in English, beginning with the field (a tag, a move)
	Err    error  // the cause Msg tells, when it is one a program may act on (a *VariantError); else nil

	// The mistake told in parts, for a program to say it in its own
	// words: its kind, the side that moved, the move, tag or result as the
	// record writes it (Got) and what it should be (Want).
	Kind  Mistake
	Side  Side
	Tag   string // the tag (MistakeTag, MistakeVariant)
	Got   string
	Want  string
	Score [2]int // the final score (MistakeResult)
}

// Mistake is the kind of a record's mistake.
type Mistake uint8

// The kinds of mistakes a record may hold; RecordError's fields given for
// each.
const (
	MistakeOther        Mistake = iota // Msg alone says it
	MistakeTag                         // Tag does not hold a start position (Got); Msg says why
	MistakeVariant                     // Tag Variant names another game (Got)
	MistakeNotAMove                    // Got is not a move
	MistakeEmptyHole                   // Side cannot play Got: its hole is empty
	MistakeGameOver                    // Got is played after the game ended by the rules
	MistakeLanding                     // Side's Got ends in hole Want
	MistakeSquare                      // Side's Got (PlayStrategy's squares) ends on square Want
	MistakeRow                         // Got starts in the row of the side not to move; Side is to move
	MistakeTuzdykMark                  // Side's Got is written Want: its tuzdyk mark is wrong
	MistakeKazan                       // after Side's Got the kazan holds Want
	MistakeAfterResult                 // the move Got comes after the result
	MistakeSecondResult                // Got is a second result
	MistakeResult                      // the game ends Score, so Want; the record says Got
)

// Unwrap returns the cause of the mistake, if it is one of a known kind.
func (e *RecordError) Unwrap() error { return e.Err }

// VariantError is the cause of a RecordError for a game of another game
// than togyz kumalak, by its Variant tag (PlayStrategy's Bestemshe).
type VariantError struct {
	Variant string // the tag's value
}

func (e *VariantError) Error() string {
	return fmt.Sprintf("tag Variant %q: not togyz kumalak (PlayStrategy calls it %q): this program reads togyz kumalak only",
		e.Variant, PlayStrategyVariant)
}

// Error is "line L: game G, ply P: what is wrong"; a game read as
// PlayStrategy's PGN, whose notation is not this program's, is named so:
// "game G (PlayStrategy PGN)".
func (e *RecordError) Error() string {
	game := fmt.Sprintf("game %d", e.Game)
	if e.Format == FormatPlayStrategy {
		game += " (" + e.Format.String() + ")"
	}
	if e.Ply > 0 {
		return fmt.Sprintf("line %d: %s, ply %d: %s", e.Line, game, e.Ply, e.Msg)
	}
	return fmt.Sprintf("line %d: %s: %s", e.Line, game, e.Msg)
}

// ErrNotText is wrapped by the error for input that is not a text record:
// binary bytes or invalid UTF-8.
var ErrNotText = errors.New("not a text record")

// MaxRecordLine is the longest line a record may have.
const MaxRecordLine = 1 << 20

// Decoder reads the games of a record file one by one, in every notation
// of the game it knows, told apart game by game: this program's records,
// the national scoresheets ("36x"), PlayOK's exports ("76(10)", "91X",
// "{zero}") and PlayStrategy's PGN (moves as squares, "a1i1", its FEN in
// the FEN tag, the players as P1 and P2); the notations may be mixed within
// a game. PGN-style tags, numbered moves with their annotations, comments
// in braces or after ';', and a result. A comment in the form of an
// Evaluation ("{+3.5 54}") is kept as the evaluation of that ply, a clock
// command ("{[%clk 0:02:58]}", anywhere in a comment) as the mover's time
// left after it, any other text as its comment.
//
// PlayStrategy's tags become this program's: P1 and P2 (and P1Elo, …) are
// White and Black (WhiteElo, …), its Termination is said in this program's
// words, and SetUp is left out (a FEN tag says it). A Variant tag must name
// togyz kumalak.
type Decoder struct {
	sc      *bufio.Scanner
	line    int
	games   int
	pending []string // a tag line read ahead: it starts the next game
	pendAt  int
	fatal   error
	start   int    // the line where the game Next returned last begins
	format  Format // the format of the game Next read last
}

// NewDecoder returns a decoder reading r.
func NewDecoder(r io.Reader) *Decoder {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 64*1024), MaxRecordLine)
	return &Decoder{sc: sc}
}

// token is a word of movetext and its line.
type token struct {
	text string
	line int
}

// rawGame is what the scanner collects for one game before it is replayed.
type rawGame struct {
	line     int
	tags     []Tag
	tagLines []int // the line of each tag
	tokens   []token
}

// Next returns the next game. At the end it returns io.EOF. A mistake in one
// game is a *RecordError: the rest of that game has been read and Next can be
// called again for the next game. Any other error (unreadable input, binary
// bytes) is final.
func (d *Decoder) Next() (*Game, error) {
	if d.fatal != nil {
		return nil, d.fatal
	}
	raw, err := d.scanGame()
	if err != nil {
		d.fatal = err
		return nil, err
	}
	if raw == nil {
		d.fatal = io.EOF
		return nil, io.EOF
	}
	d.games++
	d.start = raw.line
	d.format = raw.format()
	return raw.replay(d.games, d.format)
}

// Line returns the line (from 1) where the game Next read last begins.
func (d *Decoder) Line() int { return d.start }

// Format returns the format of the game Next read last, whether it could
// be replayed or not.
func (d *Decoder) Format() Format { return d.format }

// readLine returns the next line, or ok false at the end of input.
func (d *Decoder) readLine() (string, bool, error) {
	if d.pending != nil {
		l := d.pending[0]
		d.pending = nil
		return l, true, nil
	}
	if !d.sc.Scan() {
		if err := d.sc.Err(); err != nil {
			if errors.Is(err, bufio.ErrTooLong) {
				return "", false, fmt.Errorf("line %d: longer than %d bytes: %w", d.line+1, MaxRecordLine, ErrNotText)
			}
			return "", false, fmt.Errorf("line %d: %w", d.line+1, err)
		}
		return "", false, nil
	}
	d.line++
	b := d.sc.Bytes()
	if d.line == 1 {
		b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf")) // a UTF-8 byte order mark
	}
	if bytes.IndexByte(b, 0) >= 0 || !utf8.Valid(b) {
		return "", false, fmt.Errorf("line %d: binary data or invalid UTF-8: %w", d.line, ErrNotText)
	}
	return strings.TrimRight(string(b), "\r"), true, nil
}

func (d *Decoder) scanGame() (*rawGame, error) {
	var g *rawGame
	inComment := false
	for {
		lineNo := d.line + 1
		if d.pending != nil {
			lineNo = d.pendAt
		}
		line, ok, err := d.readLine()
		if err != nil {
			return nil, err
		}
		if !ok {
			return g, nil
		}
		trimmed := strings.TrimSpace(line)
		if !inComment && strings.HasPrefix(trimmed, "[") {
			if g != nil && len(g.tokens) > 0 {
				// A tag after moves starts the next game.
				d.pending, d.pendAt = []string{line}, lineNo
				return g, nil
			}
			if g == nil {
				g = &rawGame{line: lineNo}
			}
			tag, err := parseTagLine(trimmed)
			if err != nil {
				return nil, fmt.Errorf("line %d: %v", lineNo, err)
			}
			g.tags = append(g.tags, tag)
			g.tagLines = append(g.tagLines, lineNo)
			continue
		}
		if trimmed == "" && !inComment {
			continue
		}
		if g == nil {
			g = &rawGame{line: lineNo}
		}
		inComment = tokenize(line, lineNo, inComment, &g.tokens)
	}
}

// tokenize splits a movetext line into tokens; a comment in braces becomes one
// token starting with '{' (it may span lines). It returns whether a comment is
// still open at the end of the line.
func tokenize(line string, lineNo int, inComment bool, out *[]token) bool {
	rest := line
	for rest != "" {
		if inComment {
			end := strings.IndexByte(rest, '}')
			last := &(*out)[len(*out)-1]
			if end < 0 {
				last.text += " " + strings.TrimSpace(rest)
				return true
			}
			last.text += " " + strings.TrimSpace(rest[:end])
			rest = rest[end+1:]
			inComment = false
			continue
		}
		rest = strings.TrimLeft(rest, " \t")
		switch {
		case rest == "":
		case rest[0] == ';':
			rest = ""
		case rest[0] == '{':
			end := strings.IndexByte(rest, '}')
			if end < 0 {
				*out = append(*out, token{text: "{" + strings.TrimSpace(rest[1:]), line: lineNo})
				return true
			}
			*out = append(*out, token{text: "{" + strings.TrimSpace(rest[1:end]), line: lineNo})
			rest = rest[end+1:]
		default:
			end := strings.IndexAny(rest, " \t{;")
			if end < 0 {
				end = len(rest)
			}
			*out = append(*out, token{text: rest[:end], line: lineNo})
			rest = rest[end:]
		}
	}
	return false
}

func parseTagLine(s string) (Tag, error) {
	if !strings.HasSuffix(s, "]") {
		return Tag{}, fmt.Errorf("tag %s: missing closing ]", s)
	}
	body := strings.TrimSpace(s[1 : len(s)-1])
	name, value, ok := strings.Cut(body, " ")
	value = strings.TrimSpace(value)
	if !ok || name == "" || len(value) < 2 || value[0] != '"' || value[len(value)-1] != '"' {
		return Tag{}, fmt.Errorf("tag %s: want [Name \"value\"]", s)
	}
	value = value[1 : len(value)-1]
	value = strings.ReplaceAll(value, `\"`, `"`)
	value = strings.ReplaceAll(value, `\\`, `\`)
	return Tag{Name: name, Value: value}, nil
}

func isDigits(s string) bool {
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return s != ""
}

// ReadGames reads every game of a record file. A game with a mistake is
// left out and its *RecordError is returned in bad; reading goes on with the
// next game. Any other error (unreadable input, binary bytes) stops the
// reading and is returned as err, with the games read before it.
func ReadGames(r io.Reader) (games []*Game, bad []error, err error) {
	d := NewDecoder(r)
	for {
		g, err := d.Next()
		var re *RecordError
		switch {
		case errors.Is(err, io.EOF):
			return games, bad, nil
		case errors.As(err, &re):
			bad = append(bad, err)
		case err != nil:
			return games, bad, err
		default:
			games = append(games, g)
		}
	}
}

// ReadGame reads the first game of a record.
func ReadGame(r io.Reader) (*Game, error) {
	g, err := NewDecoder(r).Next()
	if errors.Is(err, io.EOF) {
		return nil, errors.New("no game in the record")
	}
	return g, err
}

// ParseGame reads the first game of a record held in a string.
func ParseGame(s string) (*Game, error) { return ReadGame(strings.NewReader(s)) }

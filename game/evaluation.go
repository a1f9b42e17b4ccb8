package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Evaluation is an engine's judgement of the position after a ply, kept in a
// record as a comment after the move: {+3.5 54} is a lead of 3.5 stones for
// White and a 54 % winning chance for White; {#-3 0} is a win proved for
// Black in 3 moves; an optional line of hole numbers follows, the engine's
// best continuation from that position: {+3.5 54 7 3 5}. When the move
// before the comment was not the engine's best, "/ <score>" gives the
// evaluation had the best move been played: {-2.3 45 4 7 / +1.2}; a final
// "!" marks the only move that kept the result. A note may follow after
// " | ": a coach's words on the move, {-2.3 45 4 7 / +1.2 | capture-allowed:
// The opponent answers …}. Programs that do not know it read an ordinary
// comment.
type Evaluation struct {
	// Score is in hundredths of a stone from White's side; records keep one
	// decimal. It is 0 when Proved.
	Score int
	// Proved is true for a forced result: Winner wins in Moves of its
	// moves (0: the game is over).
	Proved bool
	Winner Side
	Moves  int
	// Chance is White's winning chance in percent, 0..100.
	Chance int
	// Line is the engine's best line from the position, if known.
	Line []Move
	// Best, if not nil, evaluates (Score, Proved, Winner and Moves) the
	// position the engine's best move would have given instead of the move
	// before this evaluation.
	Best *Evaluation
	// Only marks the move before as the only one that kept the result.
	Only bool
	// Note is a few words on the move before, such as a coach's
	// explanation of a mistake: one line of text, without braces or "|"
	// (SetEvaluation replaces them).
	Note string
}

// noteSeparator comes between an evaluation and its note in a comment.
const noteSeparator = " | "

// cleanNote returns a note as a record keeps it: one line, no braces (they
// end a comment) and no "|" (it starts the note), spaces collapsed.
func cleanNote(s string) string {
	s = strings.NewReplacer("{", "(", "}", ")", "|", "/").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// ScoreText returns the score as records and the review show it: "+3.5",
// "-0.4", "+0.0", or "#+5" / "#-3" for a proved win of White / Black in
// that many moves.
func (e Evaluation) ScoreText() string {
	if e.Proved {
		sign := "+"
		if e.Winner == Black {
			sign = "-"
		}
		return "#" + sign + strconv.Itoa(e.Moves)
	}
	tenths := roundDiv(e.Score, 10)
	sign := "+"
	if tenths < 0 {
		sign = "-"
		tenths = -tenths
	}
	return fmt.Sprintf("%s%d.%d", sign, tenths/10, tenths%10)
}

// roundDiv divides rounding halves away from zero.
func roundDiv(a, b int) int {
	if a < 0 {
		return -((-a + b/2) / b)
	}
	return (a + b/2) / b
}

// String returns the comment text: the score, the chance and the line.
func (e Evaluation) String() string {
	var b strings.Builder
	b.WriteString(e.ScoreText())
	b.WriteByte(' ')
	b.WriteString(strconv.Itoa(e.Chance))
	for _, m := range e.Line {
		b.WriteByte(' ')
		b.WriteString(strconv.Itoa(int(m)))
	}
	if e.Best != nil {
		b.WriteString(" / ")
		b.WriteString(e.Best.ScoreText())
	}
	if e.Only {
		b.WriteString(" !")
	}
	if e.Note != "" {
		b.WriteString(noteSeparator)
		b.WriteString(e.Note)
	}
	return b.String()
}

// maxEvalLine is the longest line an evaluation comment keeps.
const maxEvalLine = 32

// ParseEvaluation reads the text of an evaluation comment (without the
// braces). It reports false for any other comment.
func ParseEvaluation(text string) (Evaluation, bool) {
	var e Evaluation
	if head, note, ok := strings.Cut(text, "|"); ok {
		if e.Note = cleanNote(note); e.Note == "" {
			return Evaluation{}, false
		}
		text = head
	}
	f := strings.Fields(text)
	if len(f) > 0 && f[len(f)-1] == "!" {
		e.Only = true
		f = f[:len(f)-1]
	}
	if n := len(f); n >= 2 && f[n-2] == "/" {
		var best Evaluation
		if !parseScore(f[n-1], &best) {
			return Evaluation{}, false
		}
		e.Best = &best
		f = f[:n-2]
	}
	if len(f) < 2 || len(f) > 2+maxEvalLine {
		return Evaluation{}, false
	}
	if !parseScore(f[0], &e) {
		return Evaluation{}, false
	}
	c, err := strconv.Atoi(f[1])
	if err != nil || c < 0 || c > 100 || f[1] != strconv.Itoa(c) {
		return Evaluation{}, false
	}
	e.Chance = c
	for _, w := range f[2:] {
		if len(w) != 1 || w[0] < '1' || w[0] > '9' {
			return Evaluation{}, false
		}
		e.Line = append(e.Line, Move(w[0]-'0'))
	}
	return e, true
}

// parseScore reads "+3.5", "-0.4" or "#+5" in the form ScoreText writes.
func parseScore(s string, e *Evaluation) bool {
	if rest, ok := strings.CutPrefix(s, "#"); ok {
		if len(rest) < 2 || (rest[0] != '+' && rest[0] != '-') {
			return false
		}
		n, err := strconv.Atoi(rest[1:])
		if err != nil || n < 0 || n > 999 || rest[1:] != strconv.Itoa(n) {
			return false
		}
		e.Proved, e.Moves = true, n
		if rest[0] == '-' {
			e.Winner = Black
		}
		return true
	}
	if len(s) < 4 || (s[0] != '+' && s[0] != '-') {
		return false
	}
	whole, frac, ok := strings.Cut(s[1:], ".")
	if !ok || len(frac) != 1 || !isDigits(whole) || !isDigits(frac) || len(whole) > 3 || (len(whole) > 1 && whole[0] == '0') {
		return false
	}
	w, _ := strconv.Atoi(whole)
	tenths := w*10 + int(frac[0]-'0')
	if tenths > TotalStones*10 {
		return false
	}
	if s[0] == '-' {
		tenths = -tenths
	}
	e.Score = tenths * 10
	return true
}

// Evaluation returns the evaluation of the position after ply moves (0: the
// start), if the record has one.
func (g *Game) Evaluation(ply int) (Evaluation, bool) {
	e, ok := g.evals[ply]
	if ok {
		e.Line = append([]Move(nil), e.Line...)
		if e.Best != nil {
			b := *e.Best
			e.Best = &b
		}
	}
	return e, ok
}

// SetEvaluation records the evaluation of the position after ply moves. The
// score is kept to a tenth of a stone, the line to 32 moves and the note to
// one line without braces or "|", as a record writes them.
func (g *Game) SetEvaluation(ply int, e Evaluation) {
	if g.evals == nil {
		g.evals = map[int]Evaluation{}
	}
	e.normalise()
	e.Chance = max(0, min(e.Chance, 100))
	e.Line = append([]Move(nil), e.Line[:min(len(e.Line), maxEvalLine)]...)
	if e.Best != nil {
		b := Evaluation{Score: e.Best.Score, Proved: e.Best.Proved, Winner: e.Best.Winner, Moves: e.Best.Moves}
		b.normalise()
		e.Best = &b
	}
	e.Note = cleanNote(e.Note)
	g.evals[ply] = e
}

// normalise keeps the score as a record writes it.
func (e *Evaluation) normalise() {
	if e.Proved {
		e.Score = 0
	} else {
		e.Winner, e.Moves = White, 0
		e.Score = max(-TotalStones*100, min(roundDiv(e.Score, 10)*10, TotalStones*100))
	}
	e.Moves = max(0, min(e.Moves, 999))
}

// ClearEvaluations forgets every evaluation of the record.
func (g *Game) ClearEvaluations() { g.evals = nil }

// Evaluated reports whether every position of the record up to its last
// move has an evaluation: the game was reviewed.
func (g *Game) Evaluated() bool {
	if len(g.evals) == 0 {
		return false
	}
	for ply := 0; ply <= len(g.moves); ply++ {
		if _, ok := g.evals[ply]; !ok {
			return false
		}
	}
	return true
}

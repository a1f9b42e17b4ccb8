package picture

import (
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// OfGame returns the position after ply moves of g (clamped to its moves)
// and o completed to draw it as the window shows that moment of the game:
// the players' names and the event and date from the record, each side's
// last move marked, the move that led there as the caption ("23… 98"),
// and at the end of a finished game its result after the last move ("50…
// 78 · 0–1", nobody marked to move) and the stones swept into the kazans
// when it ended by атсырау. What o already says (a name, a title, a
// caption) stays.
func OfGame(g *game.Game, ply int, o Options) (game.Position, Options) {
	ply = max(0, min(ply, g.Len()))
	for s, tag := range [2]string{game.TagWhite, game.TagBlack} {
		if o.Names[s] == "" {
			o.Names[s] = tagValue(g.Tag(tag))
		}
	}
	if o.Title == "" {
		o.Title = Title(g)
	}
	o.Last = [2]*Mark{}
	for i := ply - 1; i >= 0 && (o.Last[0] == nil || o.Last[1] == nil); i-- {
		if s, ok := g.Sowing(i); ok && o.Last[s.Mover] == nil {
			o.Last[s.Mover] = MarkOf(s)
		}
	}
	if o.Caption == "" && ply > 0 {
		o.Caption = MoveCaption(g, ply-1)
	}
	if ply == g.Len() {
		// the end of a finished game: nobody is to move, the result is
		// written after the last move
		if r := ResultCaption(g); r != "" {
			o.Turn = false
			if ply > 0 && o.Caption == MoveCaption(g, ply-1) {
				o.Caption += " · " + r
			}
		}
	}
	p := g.PositionAt(ply)
	if out := p.Outcome(); ply == g.Len() && out.Ending == game.NoStones {
		o.Settled = true
	}
	return p, o
}

// tagValue is a tag's value, "" for an unknown one ("?", "????.??.??").
func tagValue(v string) string {
	v = strings.TrimSpace(v)
	if strings.Trim(v, "?.-") == "" {
		return ""
	}
	return v
}

// Title returns the record's event and date, as "Кубок РК · 2018", "" when
// it gives neither.
func Title(g *game.Game) string {
	var parts []string
	if e := tagValue(g.Tag(game.TagEvent)); e != "" {
		parts = append(parts, e)
	}
	if d := tagValue(g.Tag(game.TagDate)); d != "" {
		// "2018.??.??" is 2018
		d = strings.TrimRight(strings.ReplaceAll(d, "??", ""), ".")
		parts = append(parts, d)
	}
	return strings.Join(parts, " · ")
}

// MoveCaption returns move i (from 0) of g with its number as a record
// writes it: "12. 76(10)" for White's, "12… 36X" for Black's.
func MoveCaption(g *game.Game, i int) string {
	s, ok := g.Sowing(i)
	if !ok {
		return ""
	}
	black := 0
	if g.Start().ToMove == game.Black {
		black = 1
	}
	number := strconv.Itoa((i+black)/2 + 1)
	if s.Mover == game.Black {
		return number + "… " + s.Notation()
	}
	return number + ". " + s.Notation()
}

// ResultCaption returns the result of a finished game: with the score
// when the rules ended it ("1–0 · 82:64", "½–½ · 81:81"), else with how
// it ended when the record says ("0–1 · time forfeit"), else alone; ""
// for a game not finished.
func ResultCaption(g *game.Game) string {
	last := g.PositionAt(g.Len())
	o := last.Outcome()
	r := o.Result
	if r == game.Ongoing {
		// a resignation, an agreed draw, a loss on time: the record's
		// result, which the game gives at its end
		end := g.Clone()
		if end.SetPly(end.Len()) == nil {
			r = end.Result()
		}
	}
	var token string
	switch r {
	case game.WhiteWins:
		token = "1–0"
	case game.BlackWins:
		token = "0–1"
	case game.Draw:
		token = "½–½"
	default:
		return ""
	}
	switch {
	case o.Result != game.Ongoing:
		return token + " · " + strconv.Itoa(o.Final[game.White]) + ":" + strconv.Itoa(o.Final[game.Black])
	case tagValue(g.Tag(game.TagTermination)) != "":
		return token + " · " + tagValue(g.Tag(game.TagTermination))
	}
	return token
}

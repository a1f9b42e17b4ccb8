// Package coach explains the marked moves of a game review (?!, ? and ??)
// in words a player understands, from facts the rules engine checks: what
// the move played allowed (the opponent's best reply from the review's line
// and what it won at once, and what followed within the next moves of that
// line), what the better move would have won, prevented or kept, and a
// theme from a small named set (a capture missed, a capture allowed, a
// tuzdyk allowed or missed, the race to 82, атсырау, a quiet move), counted
// per player.
//
// Every fact is computed with game.Play on copies of the position; nothing
// is guessed. The words come from the game's catalogs through the Words
// interface (i18n.Localizer satisfies it), so the command line and the
// window say the same.
package coach

import (
	"fmt"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Theme names the kind of a mistake.
type Theme uint8

// The themes, in the order a review counts them.
const (
	Quiet          Theme = iota // nothing is won or lost at once
	CaptureMissed               // the better move captured more
	CaptureAllowed              // the move let the opponent capture
	TuzdykMissed                // the better move made a tuzdyk
	TuzdykAllowed               // the move let the opponent make a tuzdyk
	Race82                      // a kazan of 82 was won or allowed
	Atsyrau                     // a player was left without stones
	themeCount
)

var themeWords = [themeCount]string{"quiet", "capture-missed", "capture-allowed", "tuzdyk-missed", "tuzdyk-allowed", "race-82", "atsyrau"}

// String returns the theme's one word, as `analyse --explain` prints it:
// quiet, capture-missed, capture-allowed, tuzdyk-missed, tuzdyk-allowed,
// race-82 or atsyrau.
func (t Theme) String() string {
	if t < themeCount {
		return themeWords[t]
	}
	return fmt.Sprintf("Theme(%d)", t)
}

// key is the theme's part of its catalog key: coach.theme.<key>.
func (t Theme) key() string {
	switch t {
	case Race82:
		return "race82"
	case Quiet, CaptureMissed, CaptureAllowed, TuzdykMissed, TuzdykAllowed, Atsyrau:
		b := []byte(t.String())
		for i, c := range b {
			if c == '-' {
				b[i] = '_'
			}
		}
		return string(b)
	}
	return "quiet"
}

// Themes returns every theme, in the order a review counts them.
func Themes() []Theme {
	out := make([]Theme, themeCount)
	for i := range out {
		out[i] = Theme(i)
	}
	return out
}

// ParseTheme returns the theme of a word String returns.
func ParseTheme(word string) (Theme, bool) {
	for i, w := range themeWords {
		if w == word {
			return Theme(i), true
		}
	}
	return Quiet, false
}

// Explanation is the facts of one marked move: what it and the opponent's
// best reply won, what the better move would have won or kept, and the
// theme they make. Holes are numbered 1..9 on their own side's row.
type Explanation struct {
	Ply    int // from 1
	Mover  game.Side
	Class  ai.Class
	Played game.Move
	Best   game.Move
	// Loss is what the move lost against the best in the review, in
	// hundredths of a stone.
	Loss int
	// Move is what the move played won at once, Reply what the opponent's
	// best reply to it (the review's line) won, and Then what the next two
	// moves of that line won (the mover's, then the opponent's), as far as
	// the line goes.
	Move, Reply Strike
	Then        []Strike
	// Better is what the better move would have won at once, BetterReply
	// what the opponent's best answer to it (the review's line) would have
	// won, and BetterThen the next two moves of that line.
	Better, BetterReply Strike
	BetterThen          []Strike
	// Safe reports that after the better move the opponent could no
	// longer win the stones of the mover's hole that Reply took.
	Safe bool
	// Threat is the opponent's move that would have won the most at once
	// after the better move (the zero Strike when none wins anything), and
	// PlayedThreat the same after the move played.
	Threat, PlayedThreat Strike
	// TuzdykThreat is a hole of the mover's row the opponent could make a
	// tuzdyk of after the move played, where after the better move it
	// could make none (0: no such hole).
	TuzdykThreat int
	// RowKept is the stones the better move would have kept in the mover's
	// row beyond those the move played kept.
	RowKept int
	// Net and BetterNet are what the mover comes out with over the two
	// lines, four plies each (the move and the three that follow in the
	// review's line): the mover's gains less the opponent's.
	Net, BetterNet int
	Theme          Theme
}

// Mark returns the move's sign: "?!", "?" or "??".
func (x Explanation) Mark() string { return x.Class.Mark() }

// ReplyGain is the stones the opponent's best reply adds to the opponent's
// kazan at once: captures, a tuzdyk and stones sown into its tuzdyk.
func (x Explanation) ReplyGain() int { return x.Reply.Gain }

// BestGain is the stones the better move would have added to the mover's
// kazan at once.
func (x Explanation) BestGain() int { return x.Better.Gain }

// Marked reports whether the review marks a move (?!, ? or ??): the moves
// a coach explains.
func Marked(a ai.PlyAnalysis) bool { return a.Ply != 0 && a.Class >= ai.Inaccuracy }

// Explain returns the facts of the move a in pos, the position before it,
// from the review's lines (a.Line from pos, a.Reply after the move). A line
// is followed only as far as its moves are legal. ok is false when the move
// or the better move cannot be played in pos, or the move was the best.
func Explain(pos game.Position, a ai.PlyAnalysis) (x Explanation, ok bool) {
	x = Explanation{Ply: a.Ply, Mover: pos.ToMove, Class: a.Class, Played: a.Move, Best: a.Best, Loss: a.Loss}
	if a.Move == a.Best {
		return x, false
	}
	var after, afterBest game.Position
	if x.Move, after, ok = strike(pos, a.Move); !ok {
		return x, false
	}
	if x.Better, afterBest, ok = strike(pos, a.Best); !ok {
		return x, false
	}
	if played := line(after, a.Reply, 3); len(played) > 0 {
		x.Reply, x.Then = played[0], played[1:]
	}
	var bestLine []game.Move
	if len(a.Line) > 0 && a.Line[0] == a.Best {
		bestLine = a.Line[1:]
	}
	if better := line(afterBest, bestLine, 3); len(better) > 0 {
		x.BetterReply, x.BetterThen = better[0], better[1:]
	}
	if x.Reply.Takes() {
		x.Safe = !reachable(afterBest, x.Reply.Hole)
	}
	var playedTuzdyk, bestTuzdyk int
	x.PlayedThreat, playedTuzdyk = threats(after)
	x.Threat, bestTuzdyk = threats(afterBest)
	if playedTuzdyk != 0 && bestTuzdyk == 0 {
		x.TuzdykThreat = playedTuzdyk
	}
	x.RowKept = afterBest.RowStones(x.Mover) - after.RowStones(x.Mover)
	x.Net = net(x.Mover, append([]Strike{x.Move, x.Reply}, x.Then...))
	x.BetterNet = net(x.Mover, append([]Strike{x.Better, x.BetterReply}, x.BetterThen...))
	x.Theme = theme(&x)
	return x, true
}

// net returns what side comes out with over the strikes: its gains less
// the opponent's (stones sown into a player's tuzdyk count for its owner).
func net(side game.Side, strikes []Strike) int {
	n := 0
	for _, s := range strikes {
		if !s.Played() {
			continue
		}
		if s.Mover == side {
			n += s.Gain - s.IntoTheirs
		} else {
			n -= s.Gain - s.IntoTheirs
		}
	}
	return n
}

// Unavoidable reports that the opponent's reply captures (or makes a
// tuzdyk) where the better move would not have avoided a loss: the
// opponent's best answer to it wins as much or more at once.
func (x Explanation) Unavoidable() bool {
	return x.Reply.Takes() && x.BetterReply.Played() && x.BetterReply.Gain >= x.Reply.Gain
}

// then returns the opponent's next move in the line after the reply (the
// third ply of the line from the move), or the zero Strike.
func then(t []Strike) (mine, theirs Strike) {
	if len(t) > 0 {
		mine = t[0]
	}
	if len(t) > 1 {
		theirs = t[1]
	}
	return mine, theirs
}

// FollowUp returns the mover's next move and the opponent's in the line
// of the move played, when the mover's wins nothing and the opponent's
// then captures, makes a tuzdyk, reaches 82 or leaves the mover without
// stones: what follows, "then hole 8 falls too". ok is false when the line
// shows nothing of the kind.
func (x Explanation) FollowUp() (mine, theirs Strike, ok bool) {
	mine, theirs = then(x.Then)
	if !theirs.Played() || mine.Gain > 0 {
		return mine, theirs, false
	}
	return mine, theirs, theirs.Takes() || theirs.Won() || theirs.Atsyrau()
}

// theme names what the facts show, the most decisive first: a kazan of
// 82, атсырау, a tuzdyk allowed or missed, a capture allowed or missed
// (the larger difference at once; a single stone sown into a tuzdyk is no
// capture), a capture or tuzdyk the lines show within the next moves (the
// opponent's after the move played, the mover's after the better move),
// else a quiet move.
func theme(x *Explanation) Theme {
	_, theirs, follow := x.FollowUp()
	_, betterTheirs := then(x.BetterThen)
	switch {
	case x.Reply.Won() && !x.BetterReply.Won(), x.Better.Won() && !x.Move.Won():
		return Race82
	case x.Reply.Atsyrau() && !x.BetterReply.Atsyrau(),
		x.Better.Atsyrau() && !x.Move.Atsyrau(),
		x.Move.Atsyrau() && !x.Better.Atsyrau():
		return Atsyrau
	case x.Reply.Tuzdyk && !x.BetterReply.Tuzdyk:
		return TuzdykAllowed
	case x.Better.Tuzdyk && !x.Move.Tuzdyk:
		return TuzdykMissed
	}
	// A stone or two sown into a tuzdyk is no capture.
	allowed := x.Reply.Gain - x.BetterReply.Gain
	missed := x.Better.Gain - x.Move.Gain
	captureAllowed := allowed > 0 && (x.Reply.Captured > 0 || allowed >= 2)
	captureMissed := missed > 0 && (x.Better.Captured > 0 || missed >= 2)
	switch {
	case captureAllowed && (allowed >= missed || !captureMissed):
		return CaptureAllowed
	case captureMissed:
		return CaptureMissed
	case follow && theirs.Won() && !betterTheirs.Won():
		return Race82
	case follow && theirs.Atsyrau() && !betterTheirs.Atsyrau():
		return Atsyrau
	case follow && theirs.Tuzdyk && !betterTheirs.Tuzdyk && !x.BetterReply.Tuzdyk:
		return TuzdykAllowed
	}
	// Within the lines: what the opponent's next move takes after the
	// move played, against what the mover's next move takes after the
	// better one.
	later, prepared := 0, 0
	if follow {
		later = theirs.Gain - betterTheirs.Gain
	}
	if mine, ok := x.Prepared(); ok {
		prepared = mine.Gain
		if mine.Tuzdyk && prepared >= later {
			return TuzdykMissed
		}
	}
	switch {
	case later > 0 && later >= prepared:
		return CaptureAllowed
	case prepared > 0:
		return CaptureMissed
	}
	return Quiet
}

// Prepared returns the mover's next move in the better move's line when
// it captures or makes a tuzdyk, and the better line comes out ahead of
// the played one by two stones or more: a capture the better move
// prepares. ok is false otherwise.
func (x Explanation) Prepared() (mine Strike, ok bool) {
	mine, _ = then(x.BetterThen)
	played, _ := then(x.Then)
	if !mine.Takes() || mine.Gain <= played.Gain || x.BetterNet-x.Net < 2 {
		return mine, false
	}
	return mine, true
}

// ExplainGame explains every marked move of a review of g (plies in the
// order of the game, as ai.AnalyseGame and ai.ReviewFromRecord return
// them), in the order of the game.
func ExplainGame(g *game.Game, plies []ai.PlyAnalysis) []Explanation {
	var out []Explanation
	for k, a := range plies {
		if !Marked(a) || k >= g.Len() {
			continue
		}
		if x, ok := Explain(g.PositionAt(k), a); ok {
			out = append(out, x)
		}
	}
	return out
}

// Tally is the themes of each player's marked moves: Tally[side][theme].
type Tally [2][themeCount]int

// Count returns the themes of the explanations per player.
func Count(xs []Explanation) Tally {
	var t Tally
	for _, x := range xs {
		if x.Mover <= game.Black && x.Theme < themeCount {
			t[x.Mover][x.Theme]++
		}
	}
	return t
}

// Of returns how many of side's marked moves have the theme.
func (t Tally) Of(side game.Side, theme Theme) int {
	if side > game.Black || theme >= themeCount {
		return 0
	}
	return t[side][theme]
}

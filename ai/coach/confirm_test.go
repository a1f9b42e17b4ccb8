package coach

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

// play plays the moves from pos with game.Play and returns each sowing and
// the position after the last; it stops at the first move the position
// does not allow.
func play(pos game.Position, moves ...game.Move) ([]game.Sowing, game.Position) {
	var out []game.Sowing
	for _, m := range moves {
		next, s, err := pos.Play(m)
		if err != nil {
			break
		}
		out = append(out, s)
		pos = next
	}
	return out, pos
}

// lead is side's kazan less the other's.
func lead(pos game.Position, side game.Side) int {
	return int(pos.Kazans[side]) - int(pos.Kazans[side.Opponent()])
}

// confirm checks an explanation of the move before pos's next one against
// the rules engine, on its own: the gains of the --explain line, the theme,
// and every number and hole its sentence says, replayed with game.Play on
// pos (the position before the move) along the review's lines (bestLine
// from pos, replyLine after the move played).
func confirm(t *testing.T, pos game.Position, x Explanation, bestLine, replyLine []game.Move) {
	t.Helper()
	fail := func(format string, args ...any) {
		t.Helper()
		t.Errorf("ply %d (%s, %d instead of %d, %v): %s", x.Ply, pos.TFEN(), x.Played, x.Best, x.Theme, fmt.Sprintf(format, args...))
	}
	mover, opp := pos.ToMove, pos.ToMove.Opponent()
	if len(bestLine) == 0 || bestLine[0] != x.Best || x.Mover != mover {
		fail("best %d, mover %v; the review's line is %v", x.Best, x.Mover, bestLine)
		return
	}
	s, after := play(pos, x.Played)
	if len(s) != 1 {
		fail("the move played is not legal")
		return
	}
	played := s[0]
	bs, afterBest := play(pos, x.Best)
	if len(bs) != 1 {
		fail("the better move is not legal")
		return
	}
	better := bs[0]

	// The figures of the --explain line.
	replies, _ := play(after, replyLine...)
	replyGain, reply := 0, game.Move(0)
	if len(replies) > 0 {
		replyGain, reply = replies[0].Gain, replies[0].Move
	}
	if x.ReplyGain() != replyGain || x.Reply.Move != reply {
		fail("reply %d winning %d, the engine says %d winning %d", x.Reply.Move, x.ReplyGain(), reply, replyGain)
	}
	if x.BestGain() != better.Gain {
		fail("best gain %d, the engine says %d", x.BestGain(), better.Gain)
	}
	betterReplies, _ := play(afterBest, bestLine[1:]...)
	betterReplyGain := 0
	if len(betterReplies) > 0 {
		betterReplyGain = betterReplies[0].Gain
	}

	// prepared reports whether the mover's next move in the better line
	// captures (or makes a tuzdyk), taking more than in the played line,
	// with the better line two stones ahead over four plies.
	_, endPlayed := play(after, replyLine[:min(3, len(replyLine))]...)
	betterLine, endBest := play(afterBest, bestLine[1:min(4, len(bestLine))]...)
	ahead := lead(endBest, mover) - lead(endPlayed, mover)
	prepared := func(tuzdyk bool) bool {
		if len(betterLine) < 2 || ahead < 2 || (betterLine[1].Captured == 0 && !betterLine[1].Tuzdyk) || (tuzdyk && !betterLine[1].Tuzdyk) {
			return false
		}
		return len(replies) < 2 || betterLine[1].Gain > replies[1].Gain
	}

	// The theme agrees with what the moves win.
	switch x.Theme {
	case CaptureMissed:
		if better.Gain <= played.Gain && !prepared(false) {
			fail("a capture missed, but the better move wins %d against %d, and prepares no capture", better.Gain, played.Gain)
		}
	case CaptureAllowed:
		if replyGain <= betterReplyGain && (len(replies) < 3 || replies[2].Gain == 0) {
			fail("a capture allowed, but the reply wins %d against %d after the better move, and nothing follows", replyGain, betterReplyGain)
		}
	case TuzdykAllowed:
		if !slices.ContainsFunc(replies, func(s game.Sowing) bool { return s.Mover == opp && s.Tuzdyk }) {
			fail("a tuzdyk allowed, but the line %v makes none", replyLine)
		}
	case TuzdykMissed:
		if !better.Tuzdyk && !prepared(true) {
			fail("a tuzdyk missed, but the better move makes none, nor prepares one")
		}
	case Race82:
		reached := better.Kazans[mover] >= game.WinningScore || slices.ContainsFunc(replies, func(s game.Sowing) bool { return s.Kazans[opp] >= game.WinningScore })
		if !reached {
			fail("the race to 82, but nobody reaches it")
		}
	case Atsyrau:
		ends := played.Outcome.Ending == game.NoStones || better.Outcome.Ending == game.NoStones ||
			slices.ContainsFunc(replies, func(s game.Sowing) bool { return s.Outcome.Ending == game.NoStones })
		if !ends {
			fail("атсырау, but no line ends so")
		}
	case Quiet:
		// Nothing is captured at once that the better move would have
		// captured or avoided (a stone sown into a tuzdyk is no capture).
		missed, allowed := better.Gain-played.Gain, replyGain-betterReplyGain
		capture := func(d int, s []game.Sowing) bool { return d > 0 && (d >= 2 || (len(s) > 0 && s[0].Captured > 0)) }
		if capture(missed, bs) || capture(allowed, replies) {
			fail("a quiet move, but the better move wins %d against %d and the reply %d against %d", better.Gain, played.Gain, replyGain, betterReplyGain)
		}
	}

	// Every message of the sentence says what the engine shows.
	var r recorder
	x.Sentence(&r)
	if len(r.calls) == 0 {
		fail("no words")
	}
	for _, c := range r.calls {
		id := strings.TrimPrefix(c.id, "coach.")
		d := c.data
		num := func(key string) int {
			v, ok := d[key]
			if !ok {
				fail("%s has no %s", id, key)
				return -1
			}
			if n, ok := v.(int); ok {
				return n
			}
			return stonesOf(t, v)
		}
		// takes checks a sowing that captured (or made a tuzdyk of) the
		// hole of d on the row of side.
		takes := func(s game.Sowing, row game.Side, tuzdyk bool) {
			side, hole := game.HoleOf(s.Last)
			if side != row || hole != num("Hole") || s.Tuzdyk != tuzdyk || (!tuzdyk && s.Captured != num("Stones")) {
				fail("%s: %v on hole %v, the engine lands on %v's hole %d capturing %d (tuzdyk %v)", id, d["Stones"], d["Hole"], side, hole, s.Captured, s.Tuzdyk)
			}
		}
		final := func(o game.Outcome) {
			if o.Ending != game.NoStones || num("White") != o.Final[game.White] || num("Black") != o.Final[game.Black] {
				fail("%s: %v:%v, the engine ends %v", id, d["White"], d["Black"], o)
			}
		}
		switch id {
		case "move.capture":
			takes(played, opp, false)
		case "move.tuzdyk":
			takes(played, opp, true)
		case "move.into_tuzdyk", "move.also_tuzdyk":
			n := c.count
			if id == "move.into_tuzdyk" {
				n = num("Stones")
			}
			if n != played.ToTuzdyk[mover] || n == 0 {
				fail("%s: %d, the engine says %d", id, n, played.ToTuzdyk[mover])
			}
		case "move.into_theirs", "move.also_theirs":
			if num("Stones") != played.ToTuzdyk[opp] {
				fail("%s: %d, the engine says %d", id, num("Stones"), played.ToTuzdyk[opp])
			}
		case "move.atsyrau":
			final(played.Outcome)
		case "reply.win82", "reply.atsyrau", "reply.tuzdyk", "reply.capture", "reply.into_tuzdyk":
			if len(replies) == 0 || num("Reply") != int(replies[0].Move) {
				fail("%s: reply %v, the line is %v", id, d["Reply"], replyLine)
				continue
			}
			rs := replies[0]
			switch id {
			case "reply.win82":
				if rs.Kazans[opp] < game.WinningScore || num("Kazan") != rs.Kazans[opp] {
					fail("%s: kazan %v, the engine says %d", id, d["Kazan"], rs.Kazans[opp])
				}
			case "reply.atsyrau":
				final(rs.Outcome)
			case "reply.tuzdyk":
				takes(rs, mover, true)
			case "reply.capture":
				takes(rs, mover, false)
			case "reply.into_tuzdyk":
				if num("Stones") != rs.ToTuzdyk[opp] {
					fail("%s: %d, the engine says %d", id, num("Stones"), rs.ToTuzdyk[opp])
				}
			}
		case "reply.also_tuzdyk":
			if len(replies) == 0 || c.count != replies[0].ToTuzdyk[opp] {
				fail("%s: %d", id, c.count)
			}
		case "then.capture", "then.capture_later", "then.tuzdyk", "then.win82", "then.atsyrau":
			if len(replies) < 3 || num("Move") != int(replies[1].Move) || num("Reply") != int(replies[2].Move) || replies[1].Gain != 0 {
				fail("%s: %v then %v, the line is %v", id, d["Move"], d["Reply"], replyLine)
				continue
			}
			ts := replies[2]
			switch id {
			case "then.capture", "then.capture_later":
				takes(ts, mover, false)
				if (id == "then.capture") != (replies[0].Captured > 0 || replies[0].Tuzdyk) {
					fail("%s after a reply capturing %d", id, replies[0].Captured)
				}
			case "then.tuzdyk":
				takes(ts, mover, true)
			case "then.win82":
				if num("Kazan") != ts.Kazans[opp] || ts.Kazans[opp] < game.WinningScore {
					fail("%s: kazan %v, the engine says %d", id, d["Kazan"], ts.Kazans[opp])
				}
			case "then.atsyrau":
				final(ts.Outcome)
			}
		case "nothing":
			if played.Gain != 0 || replyGain != 0 || played.ToTuzdyk[opp] != 0 {
				fail("%s, but the move wins %d (gives %d) and the reply %d", id, played.Gain, played.ToTuzdyk[opp], replyGain)
			}
		case "reply.nothing":
			if replyGain != 0 || len(replies) == 0 {
				fail("%s, but the reply wins %d", id, replyGain)
			}
		case "reply.anyway":
			if num("Best") != int(x.Best) || num("Stones") != betterReplyGain || betterReplyGain < replyGain || (replies[0].Captured == 0 && !replies[0].Tuzdyk) {
				fail("%s: %d after the better move, the engine says %d against %d", id, num("Stones"), betterReplyGain, replyGain)
			}
		case "better.win82":
			if better.Kazans[mover] < game.WinningScore || num("Kazan") != better.Kazans[mover] || num("Best") != int(x.Best) {
				fail("%s: kazan %v, the engine says %d", id, d["Kazan"], better.Kazans[mover])
			}
		case "better.atsyrau":
			final(better.Outcome)
		case "better.tuzdyk":
			takes(better, opp, true)
		case "better.capture", "better.capture_more":
			takes(better, opp, false)
			if better.Gain <= played.Gain {
				fail("%s, but it wins %d against %d", id, better.Gain, played.Gain)
			}
			if id == "better.capture_more" && num("More") != better.Gain-played.Gain {
				fail("%s: %d more, the engine says %d", id, num("More"), better.Gain-played.Gain)
			}
		case "better.into_tuzdyk":
			if num("Stones") != better.ToTuzdyk[mover] || better.Gain <= played.Gain {
				fail("%s: %d, the engine says %d", id, num("Stones"), better.ToTuzdyk[mover])
			}
		case "better.reply":
			if num("Stones") != betterReplyGain || betterReplyGain == 0 {
				fail("%s: %d, the engine says %d", id, num("Stones"), betterReplyGain)
			}
		case "keep.moved", "keep.safe", "keep.safe_all", "keep.limit":
			if len(replies) == 0 {
				fail("%s without a reply", id)
				continue
			}
			most, reached := 0, false
			for _, m := range afterBest.LegalMoves() {
				s, _ := play(afterBest, m)
				most = max(most, s[0].Gain)
				if side, hole := game.HoleOf(s[0].Last); side == mover && hole == num("Hole") && (s[0].Captured > 0 || s[0].Tuzdyk) {
					reached = true
				}
			}
			if side, hole := game.HoleOf(replies[0].Last); side != mover || hole != num("Hole") {
				fail("%s: hole %d, the reply lands on %v's hole %d", id, num("Hole"), side, hole)
			}
			switch {
			case id == "keep.limit" && (most != num("Stones") || most >= replyGain):
				fail("%s: at most %d, the engine says %d (the reply won %d)", id, num("Stones"), most, replyGain)
			case id != "keep.limit" && reached:
				fail("%s: hole %d is still in reach", id, num("Hole"))
			case id == "keep.moved" && num("Best") != num("Hole"):
				fail("%s: hole %d is not the better move %d", id, num("Hole"), num("Best"))
			case id == "keep.safe" && most != num("Stones"), id == "keep.safe_all" && most != 0:
				fail("%s: the opponent could win %d at once", id, most)
			}
		case "keep.tuzdyk":
			made := func(p game.Position, hole int) bool {
				for _, m := range p.LegalMoves() {
					s, _ := play(p, m)
					if _, h := game.HoleOf(s[0].Last); s[0].Tuzdyk && (hole == 0 || h == hole) {
						return true
					}
				}
				return false
			}
			if !made(after, num("Hole")) || made(afterBest, 0) {
				fail("%s: hole %d", id, num("Hole"))
			}
		case "keep.later", "keep.later_tuzdyk":
			if len(betterLine) < 2 || num("Reply") != int(betterLine[0].Move) || num("Move") != int(betterLine[1].Move) || !prepared(id == "keep.later_tuzdyk") {
				fail("%s: %v then %v, the better line is %v", id, d["Reply"], d["Move"], bestLine)
				continue
			}
			takes(betterLine[1], opp, id == "keep.later_tuzdyk")
		case "keep.line":
			if diff := ahead; diff != num("Stones") || diff <= 0 {
				fail("%s: %d ahead, the engine says %d", id, num("Stones"), ahead)
			}
		case "keep.row":
			if kept := afterBest.RowStones(mover) - after.RowStones(mover); kept != num("Stones") {
				fail("%s: %d, the engine says %d", id, num("Stones"), kept)
			}
		case "keep.position":
			if d["Loss"] != fmt.Sprintf("%.1f", float64(x.Loss)/100) {
				fail("%s: %v for a loss of %d", id, d["Loss"], x.Loss)
			}
		default:
			fail("unknown message %s", c.id)
		}
	}
}

// TestExplanationsConfirmed: over real games reviewed with the review's
// budget and read back from their records, every marked move has an
// explanation, and every explanation's figures and words are confirmed
// by replaying the reply and the better move with the rules engine. Each
// theme shows up, and every sentence reads in every language with nothing
// left unfilled.
func TestExplanationsConfirmed(t *testing.T) {
	games := reviewedGames(t)
	if len(games) < 40 {
		t.Fatalf("%d reviewed games", len(games))
	}
	var langs []*i18n.Localizer
	for _, l := range i18n.Languages() {
		loc, err := i18n.New(l.Tag)
		if err != nil {
			t.Fatal(err)
		}
		langs = append(langs, loc)
	}
	var tally Tally
	explained, marked := 0, 0
	said := map[string]int{}
	for n, g := range games {
		plies, ok := ai.ReviewFromRecord(g)
		if !ok {
			t.Fatalf("game %d is not reviewed", n+1)
		}
		xs := ExplainGame(g, plies)
		for _, a := range plies {
			if Marked(a) {
				marked++
			}
		}
		explained += len(xs)
		tally = addTally(tally, Count(xs))
		for _, x := range xs {
			bestLine, _ := g.Evaluation(x.Ply - 1)
			replyLine, _ := g.Evaluation(x.Ply)
			confirm(t, g.PositionAt(x.Ply-1), x, bestLine.Line, replyLine.Line)
			var r recorder
			x.Sentence(&r)
			for _, id := range r.ids() {
				said[id]++
			}
			for _, loc := range langs {
				s := x.Sentence(loc)
				if s == "" || strings.Contains(s, "coach.") || strings.Contains(s, "<no value>") || strings.ContainsAny(s, "{}\t\n") {
					t.Errorf("game %d ply %d in %s: %q", n+1, x.Ply, loc.Lang(), s)
				}
			}
		}
	}
	if explained != marked || explained < 300 {
		t.Errorf("%d of %d marked moves explained", explained, marked)
	}
	for _, th := range Themes() {
		if th == Atsyrau || th == Race82 {
			continue // rare in these games; TestThemes builds them
		}
		if tally.Of(game.White, th)+tally.Of(game.Black, th) == 0 {
			t.Errorf("no %v in %d explanations", th, explained)
		}
	}
	t.Logf("%d games, %d explanations; themes white %v black %v; messages %v", len(games), explained, tally[0], tally[1], said)
}

func addTally(a, b Tally) Tally {
	for s := range a {
		for th := range a[s] {
			a[s][th] += b[s][th]
		}
	}
	return a
}

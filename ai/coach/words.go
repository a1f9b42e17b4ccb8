package coach

import (
	"fmt"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Words gives the coach its words: the game's catalogs (i18n.Localizer
// satisfies it). T returns the message id filled in with data; N is T for
// a message with plural forms, chosen by count ({{.Count}}).
type Words interface {
	T(id string, data ...map[string]any) string
	N(id string, count int, data ...map[string]any) string
}

// Title returns the theme's heading in the catalogs' language.
func (t Theme) Title(w Words) string { return w.T("coach.theme." + t.key()) }

// Keys returns the catalog keys the coach may use: every theme's heading
// and every sentence template, for the tests that check the catalogs.
func Keys() []string {
	keys := []string{"stones", "coach.reply.also_tuzdyk"}
	for _, t := range Themes() {
		keys = append(keys, "coach.theme."+t.key())
	}
	for _, k := range []string{
		"move.atsyrau", "move.tuzdyk", "move.capture", "move.into_tuzdyk", "move.also_tuzdyk", "move.into_theirs", "move.also_theirs",
		"reply.win82", "reply.atsyrau", "reply.tuzdyk", "reply.capture", "reply.into_tuzdyk", "reply.anyway", "reply.nothing",
		"then.capture", "then.capture_later", "then.tuzdyk", "then.win82", "then.atsyrau",
		"nothing",
		"better.win82", "better.atsyrau", "better.tuzdyk", "better.capture", "better.capture_more", "better.into_tuzdyk", "better.reply",
		"keep.moved", "keep.safe", "keep.safe_all", "keep.limit", "keep.tuzdyk", "keep.later", "keep.later_tuzdyk",
		"keep.line", "keep.row", "keep.position",
	} {
		keys = append(keys, "coach."+k)
	}
	return keys
}

// Sentence returns the explanation in words: what the move won and what it
// allowed (the opponent's reply, whether the better move would have
// avoided it, and what follows in the line; "nothing at once" when neither
// wins anything), then what the better move would have won, or else what
// it keeps. The numbers and holes are the facts'.
func (x Explanation) Sentence(w Words) string {
	var parts []string
	say := func(id string, data map[string]any) { parts = append(parts, w.T("coach."+id, data)) }
	stones := func(n int) string { return w.N("stones", n) }
	score := func(data map[string]any, o game.Outcome) map[string]any {
		data["White"], data["Black"] = o.Final[game.White], o.Final[game.Black]
		return data
	}

	// What the move played did, and what it allowed.
	m := x.Move
	if m.Atsyrau() {
		say("move.atsyrau", score(map[string]any{}, m.Outcome))
	} else {
		won := map[string]any{"Hole": m.Hole, "Stones": stones(m.Captured)}
		switch {
		case m.Tuzdyk:
			say("move.tuzdyk", won)
		case m.Captured > 0:
			say("move.capture", won)
		case m.IntoTuzdyk > 0:
			say("move.into_tuzdyk", map[string]any{"Stones": stones(m.IntoTuzdyk)})
		}
		if m.Takes() && m.IntoTuzdyk > 0 {
			parts = append(parts, w.N("coach.move.also_tuzdyk", m.IntoTuzdyk))
		}
		switch {
		case m.IntoTheirs > 0 && len(parts) > 0:
			say("move.also_theirs", map[string]any{"Stones": stones(m.IntoTheirs)})
		case m.IntoTheirs > 0:
			say("move.into_theirs", map[string]any{"Stones": stones(m.IntoTheirs)})
		}
	}
	before := len(parts)
	r := x.Reply
	reply := map[string]any{"Reply": int(r.Move), "Hole": r.Hole, "Kazan": r.Kazan}
	switch {
	case !r.Played():
	case r.Won():
		say("reply.win82", reply)
	case r.Atsyrau():
		say("reply.atsyrau", score(reply, r.Outcome))
	case r.Tuzdyk:
		say("reply.tuzdyk", reply)
	case r.Captured > 0:
		reply["Stones"] = stones(r.Captured)
		say("reply.capture", reply)
	case r.IntoTuzdyk > 0:
		reply["Stones"] = stones(r.IntoTuzdyk)
		say("reply.into_tuzdyk", reply)
	}
	if r.Takes() && r.IntoTuzdyk > 0 && !r.Won() && !r.Atsyrau() {
		parts = append(parts, w.N("coach.reply.also_tuzdyk", r.IntoTuzdyk))
	}
	anyway := x.Unavoidable()
	if anyway {
		say("reply.anyway", map[string]any{"Best": int(x.Best), "Stones": stones(x.BetterReply.Gain)})
	}
	if mine, theirs, ok := x.FollowUp(); ok {
		data := map[string]any{"Move": int(mine.Move), "Reply": int(theirs.Move), "Hole": theirs.Hole,
			"Kazan": theirs.Kazan, "Stones": stones(theirs.Captured)}
		switch {
		case theirs.Won():
			say("then.win82", data)
		case theirs.Atsyrau():
			say("then.atsyrau", score(data, theirs.Outcome))
		case theirs.Tuzdyk:
			say("then.tuzdyk", data)
		case r.Takes():
			say("then.capture", data)
		default:
			say("then.capture_later", data)
		}
	}
	switch {
	case len(parts) > before || m.Atsyrau():
	case len(parts) == 0:
		say("nothing", nil)
	case r.Played():
		say("reply.nothing", nil)
	}

	// What the better move would have done, and what the opponent's best
	// answer to it wins back.
	b := x.Better
	better := map[string]any{"Best": int(x.Best), "Hole": b.Hole, "Kazan": b.Kazan}
	wins := true
	switch {
	case b.Won():
		say("better.win82", better)
	case b.Atsyrau():
		say("better.atsyrau", score(better, b.Outcome))
	case b.Tuzdyk:
		say("better.tuzdyk", better)
	case b.Captured > 0 && b.Gain > x.Move.Gain && x.Move.Gain > 0:
		better["Stones"], better["More"] = stones(b.Captured), stones(b.Gain-x.Move.Gain)
		say("better.capture_more", better)
	case b.Captured > 0 && b.Gain > x.Move.Gain:
		better["Stones"] = stones(b.Captured)
		say("better.capture", better)
	case b.IntoTuzdyk > 0 && b.Gain > x.Move.Gain:
		better["Stones"] = stones(b.IntoTuzdyk)
		say("better.into_tuzdyk", better)
	default:
		wins = false
		id, data := x.keeps(stones, anyway)
		say(id, data)
	}
	if wins && !anyway && x.BetterReply.Gain > 0 {
		say("better.reply", map[string]any{"Stones": stones(x.BetterReply.Gain)})
	}
	return strings.Join(parts, " ")
}

// keeps chooses what to say of a better move that wins nothing more at
// once: the hole it keeps out of the reply's reach, the captures it limits
// (unless the opponent's answer to it wins as much anyway), the tuzdyk it prevents, what it comes out with over the review's
// lines, the stones it keeps in the mover's row, or the position it keeps.
func (x Explanation) keeps(stones func(int) string, unavoidable bool) (string, map[string]any) {
	data := map[string]any{"Best": int(x.Best), "Hole": x.Reply.Hole}
	takes := x.Reply.Takes() && !unavoidable
	switch {
	case takes && x.Safe && int(x.Best) == x.Reply.Hole:
		return "keep.moved", data
	case takes && x.Safe && x.Threat.Gain == 0:
		return "keep.safe_all", data
	case takes && x.Safe:
		data["Stones"] = stones(x.Threat.Gain)
		return "keep.safe", data
	case takes && x.Threat.Gain < x.Reply.Gain:
		data["Stones"] = stones(x.Threat.Gain)
		return "keep.limit", data
	case x.TuzdykThreat != 0:
		data["Hole"] = x.TuzdykThreat
		return "keep.tuzdyk", data
	}
	if mine, ok := x.Prepared(); ok {
		data["Reply"], data["Move"], data["Hole"] = int(x.BetterReply.Move), int(mine.Move), mine.Hole
		if mine.Tuzdyk {
			return "keep.later_tuzdyk", data
		}
		data["Stones"] = stones(mine.Captured)
		return "keep.later", data
	}
	switch {
	case x.BetterNet > x.Net:
		data["Stones"] = stones(x.BetterNet - x.Net)
		return "keep.line", data
	case x.RowKept >= 2:
		data["Stones"] = stones(x.RowKept)
		return "keep.row", data
	}
	tenths := (x.Loss + 5) / 10
	data["Loss"] = fmt.Sprintf("%d.%d", tenths/10, tenths%10)
	return "keep.position", data
}

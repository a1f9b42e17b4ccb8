// Package lesson holds the lessons of Help → Learn to play: what each one
// says (as i18n message ids), the positions where the learner must make the
// move that shows the rule, and the pure logic that checks a move and
// explains it from the Sowing that game.Play returns.
//
// It imports no Fyne: the window shows a Task on the board widget and turns
// a Feedback into text with the i18n catalogs.
package lesson

import (
	"fmt"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Rule is what a task's move shows; the tests check that the expected move's
// Sowing shows it and no other legal move's does.
type Rule uint8

// The rules the lessons teach.
const (
	RuleOwnRow     Rule = iota + 1 // every stone stays in the mover's row
	RuleFirstBack                  // several stones: the first goes back into the hole
	RuleSingle                     // a single stone moves on to the next hole
	RuleLap                        // 18 or more stones lap the board, past the origin
	RuleCapture                    // the last stone makes an even count: captured
	RuleTuzdyk                     // the last stone makes three: a tuzdyk
	RuleRefused                    // three, but a restriction refuses the tuzdyk
	RuleIntoTuzdyk                 // a stone sown into the mover's tuzdyk goes to its kazan
	RuleWin82                      // the mover's kazan reaches 82: won at once
	RuleAtsyrau                    // the opponent is left without stones: атсырау, the mover wins
	RuleDraw                       // атсырау at 81:81: a draw
)

// Lesson is one lesson: a title, a few sentences and the tasks.
type Lesson struct {
	ID    string // stable: progress is saved under it
	Tasks []Task
}

// TitleKey is the i18n id of the lesson's title.
func (l Lesson) TitleKey() string { return "lesson." + l.ID + ".title" }

// TextKey is the i18n id of the lesson's sentences.
func (l Lesson) TextKey() string { return "lesson." + l.ID + ".text" }

// Task is a position where the learner must make the move that shows Rule.
type Task struct {
	TFEN string
	Move game.Move // the move that shows the rule
	Rule Rule
	// Restriction is the refusal a RuleRefused task shows.
	Restriction game.Restriction
	lesson      string
	n           int // 1-based within the lesson
}

// PromptKey is the i18n id of what the learner is asked to do.
func (t Task) PromptKey() string { return fmt.Sprintf("lesson.%s.task%d", t.lesson, t.n) }

// DoneKey is the i18n id of the sentence that sums up the rule once the
// right move is made.
func (t Task) DoneKey() string { return fmt.Sprintf("lesson.%s.done%d", t.lesson, t.n) }

// Position returns the task's position. The TFENs are checked by the tests.
func (t Task) Position() game.Position {
	p, err := game.ParseTFEN(t.TFEN)
	if err != nil {
		return game.Start()
	}
	return p
}

// Shows reports whether a sowing shows the task's rule.
func (t Task) Shows(s game.Sowing) bool {
	switch t.Rule {
	case RuleOwnRow:
		for _, d := range s.Drops {
			if side, _ := game.HoleOf(d); side != s.Mover {
				return false
			}
		}
		return len(s.Drops) > 0
	case RuleFirstBack:
		return s.Stones > 1 && s.Drops[0] == s.From
	case RuleSingle:
		return s.Stones == 1
	case RuleLap:
		return s.Stones >= game.RingSize
	case RuleCapture:
		return s.Captured > 0
	case RuleTuzdyk:
		return s.Tuzdyk
	case RuleRefused:
		return s.Blocked == t.Restriction && s.Blocked != game.NoRestriction
	case RuleIntoTuzdyk:
		return s.ToTuzdyk[s.Mover] > 0
	case RuleWin82:
		w, ok := s.Outcome.Result.Winner()
		return s.Outcome.Ending == game.Reached82 && ok && w == s.Mover
	case RuleAtsyrau:
		w, ok := s.Outcome.Result.Winner()
		return s.Outcome.Ending == game.NoStones && ok && w == s.Mover
	case RuleDraw:
		return s.Outcome.Result == game.Draw
	}
	return false
}

// Message is an i18n message id with its template data.
type Message struct {
	Key  string
	Data map[string]any
}

// Feedback is what the window says after the learner's move.
type Feedback struct {
	Correct bool
	// Sowing is the move as game.Play described it; for a wrong move the
	// window animates it and then takes it back.
	Sowing game.Sowing
	// Said explains what the move did, sentence by sentence, from the
	// Sowing; then, for the right move, the task's DoneKey, for a wrong one
	// the "try again" hint with the prompt.
	Said []Message
}

// Check plays move m in the task's position and explains it. An illegal
// move (an empty hole, a hole number out of range) is an error.
func (t Task) Check(m game.Move) (Feedback, error) {
	pos := t.Position()
	next, s, err := pos.Play(m)
	if err != nil {
		return Feedback{}, fmt.Errorf("lesson %s task %d: %w", t.lesson, t.n, err)
	}
	f := Feedback{Correct: m == t.Move && t.Shows(s), Sowing: s, Said: Explain(pos, next, s)}
	if f.Correct {
		f.Said = append(f.Said, Message{Key: t.DoneKey()})
	} else {
		f.Said = append(f.Said, Message{Key: "lesson.try_again"}, Message{Key: t.PromptKey()})
	}
	return f, nil
}

// Explain describes a move from its Sowing: where the last stone fell and
// what it made there, stones sown into tuzdyks, and the end of the game.
// before is the position the move was played in, after the one it made.
func Explain(before, after game.Position, s game.Sowing) []Message {
	var out []Message
	say := func(key string, data map[string]any) { out = append(out, Message{Key: key, Data: data}) }
	side, hole := game.HoleOf(s.Last)
	count := int(after.Holes[s.Last])
	if s.Stones == 1 {
		say("lesson.why.single", map[string]any{"From": int(s.Move), "Hole": hole})
	} else {
		say("lesson.why.sown", map[string]any{"From": int(s.Move), "Stones": s.Stones})
	}
	owner, intoTuzdyk := before.IsTuzdyk(s.Last)
	switch {
	case intoTuzdyk && owner == s.Mover:
		say("lesson.why.last_into_my_tuzdyk", map[string]any{"Hole": hole})
	case intoTuzdyk:
		say("lesson.why.last_into_their_tuzdyk", map[string]any{"Hole": hole})
	case side == s.Mover:
		say("lesson.why.own_row", map[string]any{"Hole": hole})
	case s.Captured > 0:
		say("lesson.why.even", map[string]any{"Hole": hole, "Count": s.Captured})
	case s.Tuzdyk:
		say("lesson.why.tuzdyk", map[string]any{"Hole": hole})
	case s.Blocked == game.AlreadyHasOne:
		say("lesson.why.refused_has_one", map[string]any{"Hole": hole})
	case s.Blocked == game.NinthHole:
		say("lesson.why.refused_ninth", map[string]any{"Hole": hole})
	case s.Blocked == game.MirrorsOpponent:
		say("lesson.why.refused_mirror", map[string]any{"Hole": hole})
	default:
		say("lesson.why.odd", map[string]any{"Hole": hole, "Count": count})
	}
	if n := s.ToTuzdyk[s.Mover]; n > 0 {
		say("lesson.why.into_my_tuzdyk", map[string]any{"Count": n})
	}
	if n := s.ToTuzdyk[s.Mover.Opponent()]; n > 0 {
		say("lesson.why.into_their_tuzdyk", map[string]any{"Count": n})
	}
	o := s.Outcome
	score := map[string]any{"White": o.Final[game.White], "Black": o.Final[game.Black]}
	switch {
	case o.Ending == game.Reached82:
		score["Count"] = max(o.Final[game.White], o.Final[game.Black])
		say("lesson.why.win82", score)
	case o.Ending == game.NoStones && o.Result == game.Draw:
		say("lesson.why.draw", score)
	case o.Ending == game.NoStones:
		say("lesson.why.atsyrau", score)
	}
	return out
}

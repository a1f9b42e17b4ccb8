package lesson

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestTasksShowTheirRule: every task's position is valid, its move is legal
// and shows the rule, and no other legal move does, so the learner has
// exactly one right answer.
func TestTasksShowTheirRule(t *testing.T) {
	rules := map[Rule]bool{}
	for _, l := range Lessons() {
		if len(l.Tasks) == 0 {
			t.Errorf("lesson %s has no task", l.ID)
		}
		for _, task := range l.Tasks {
			pos, err := game.ParseTFEN(task.TFEN)
			if err != nil {
				t.Errorf("%s: %v", task.PromptKey(), err)
				continue
			}
			if pos.ToMove != game.White {
				t.Errorf("%s: the learner plays the bottom row (White), the position has %s to move", task.PromptKey(), pos.ToMove)
			}
			var showing []game.Move
			for _, m := range pos.LegalMoves() {
				_, s, _ := pos.Play(m)
				if task.Shows(s) {
					showing = append(showing, m)
				}
			}
			if len(showing) != 1 || showing[0] != task.Move {
				t.Errorf("%s: moves showing rule %d: %v, want only %d", task.PromptKey(), task.Rule, showing, task.Move)
			}
			if len(pos.LegalMoves()) < 2 {
				t.Errorf("%s: a single legal move teaches nothing", task.PromptKey())
			}
			rules[task.Rule] = true
		}
	}
	for r := RuleOwnRow; r <= RuleDraw; r++ {
		if !rules[r] {
			t.Errorf("no task teaches rule %d", r)
		}
	}
}

// TestSowingShows checks what each rule means on real sowings.
func TestSowingShows(t *testing.T) {
	tests := []struct {
		name string
		rule Rule
		r    game.Restriction
		tfen string
		move game.Move
		want bool
	}{
		{"capture", RuleCapture, 0, "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 60 55 - - 0", 7, true},
		{"odd is no capture", RuleCapture, 0, "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 60 55 - - 0", 8, false},
		{"tuzdyk", RuleTuzdyk, 0, "0,2,0,0,0,0,4,4,0/4,2,4,4,4,4,4,4,4 60 58 - - 0", 8, true},
		{"refused: has one", RuleRefused, game.AlreadyHasOne, "0,2,0,0,0,0,4,4,0/4,2,4,4,0,4,4,4,4 60 62 5 - 0", 8, true},
		{"refused: another reason", RuleRefused, game.NinthHole, "0,2,0,0,0,0,4,4,0/4,2,4,4,0,4,4,4,4 60 62 5 - 0", 8, false},
		{"into tuzdyk", RuleIntoTuzdyk, 0, "0,2,0,0,0,0,0,5,1/4,4,0,4,4,4,4,4,4 60 62 3 - 0", 8, true},
		{"82", RuleWin82, 0, "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 78 37 - - 0", 7, true},
		{"capture below 82", RuleWin82, 0, "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 60 55 - - 0", 7, false},
		{"атсырау", RuleAtsyrau, 0, "3,0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0,0 76 80 - - 0", 9, true},
		{"81:81", RuleDraw, 0, "1,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 79 81 - - 0", 1, true},
		{"lap", RuleLap, 0, "2,0,0,0,20,0,0,0,3/4,4,4,4,4,4,4,4,4 50 51 - - 0", 5, true},
		{"single", RuleSingle, 0, "0,3,0,0,1,0,2,0,0/4,4,4,4,4,4,4,4,4 60 60 - - 0", 5, true},
		{"first back", RuleFirstBack, 0, "0,3,0,0,1,0,2,0,0/4,4,4,4,4,4,4,4,4 60 60 - - 0", 2, true},
		{"own row", RuleOwnRow, 0, game.StartTFEN, 1, true},
		{"reaches the opponent", RuleOwnRow, 0, game.StartTFEN, 2, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			pos, err := game.ParseTFEN(tt.tfen)
			if err != nil {
				t.Fatal(err)
			}
			_, s, err := pos.Play(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			if got := (Task{Rule: tt.rule, Restriction: tt.r}).Shows(s); got != tt.want {
				t.Errorf("Shows = %v, want %v", got, tt.want)
			}
		})
	}
}

func keys(msgs []Message) []string {
	var out []string
	for _, m := range msgs {
		out = append(out, m.Key)
	}
	return out
}

// TestCheckExplains: the right move is accepted and explained, a wrong one
// is refused with what its Sowing did, an illegal one is an error.
func TestCheckExplains(t *testing.T) {
	capture, _ := ByID("capture")
	task := capture.Tasks[0]
	f, err := task.Check(7)
	if err != nil || !f.Correct {
		t.Fatalf("Check(7) = %+v, %v", f, err)
	}
	if got := strings.Join(keys(f.Said), " "); got != "lesson.why.sown lesson.why.even lesson.capture.done1" {
		t.Errorf("right move said %s", got)
	}
	if d := f.Said[1].Data; d["Count"] != 6 || d["Hole"] != 1 {
		t.Errorf("capture data %v, want 6 stones in hole 1", d)
	}
	f, err = task.Check(8)
	if err != nil || f.Correct {
		t.Fatalf("Check(8) = %+v, %v", f, err)
	}
	if got := strings.Join(keys(f.Said), " "); got != "lesson.why.sown lesson.why.odd lesson.try_again lesson.capture.task1" {
		t.Errorf("wrong move said %s", got)
	}
	if d := f.Said[1].Data; d["Count"] != 5 || d["Hole"] != 2 {
		t.Errorf("odd data %v, want 5 in hole 2", d)
	}
	if f.Sowing.Move != 8 || f.Sowing.Captured != 0 {
		t.Errorf("wrong move's sowing %+v", f.Sowing)
	}
	if _, err := task.Check(1); err == nil {
		t.Error("an empty hole was accepted")
	}
}

// TestExplainEveryRule: the explanation of each task's right move names
// the rule from the Sowing.
func TestExplainEveryRule(t *testing.T) {
	want := map[Rule]string{
		RuleOwnRow:     "lesson.why.own_row",
		RuleFirstBack:  "lesson.why.sown",
		RuleSingle:     "lesson.why.single",
		RuleLap:        "lesson.why.sown",
		RuleCapture:    "lesson.why.even",
		RuleTuzdyk:     "lesson.why.tuzdyk",
		RuleIntoTuzdyk: "lesson.why.last_into_my_tuzdyk",
		RuleWin82:      "lesson.why.win82",
		RuleAtsyrau:    "lesson.why.atsyrau",
		RuleDraw:       "lesson.why.draw",
	}
	refusal := map[game.Restriction]string{
		game.AlreadyHasOne:   "lesson.why.refused_has_one",
		game.NinthHole:       "lesson.why.refused_ninth",
		game.MirrorsOpponent: "lesson.why.refused_mirror",
	}
	for _, l := range Lessons() {
		for _, task := range l.Tasks {
			f, err := task.Check(task.Move)
			if err != nil || !f.Correct {
				t.Errorf("%s: Check(%d) = %v, %v", task.PromptKey(), task.Move, f.Correct, err)
				continue
			}
			w := want[task.Rule]
			if task.Rule == RuleRefused {
				w = refusal[task.Restriction]
			}
			if !strings.Contains(strings.Join(keys(f.Said), " "), w) {
				t.Errorf("%s: said %v, want %s", task.PromptKey(), keys(f.Said), w)
			}
		}
	}
}

// TestTextsInEveryLanguage: every key a lesson can say is in the three
// catalogs.
func TestTextsInEveryLanguage(t *testing.T) {
	catalogs := map[string]map[string]any{}
	for _, tag := range []string{"en", "ru", "kk"} {
		data, err := os.ReadFile("../../i18n/locales/" + tag + ".json")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		catalogs[tag] = m
	}
	need := []string{"lesson.try_again"}
	for _, k := range []string{"single", "sown", "own_row", "odd", "even", "tuzdyk", "refused_has_one", "refused_ninth",
		"refused_mirror", "last_into_my_tuzdyk", "last_into_their_tuzdyk", "into_my_tuzdyk", "into_their_tuzdyk", "win82", "atsyrau", "draw"} {
		need = append(need, "lesson.why."+k)
	}
	for _, l := range Lessons() {
		need = append(need, l.TitleKey(), l.TextKey())
		for _, task := range l.Tasks {
			need = append(need, task.PromptKey(), task.DoneKey())
		}
	}
	for tag, m := range catalogs {
		for _, k := range need {
			if s, ok := m[k].(string); !ok || s == "" {
				t.Errorf("%s.json: no text for %s", tag, k)
			}
		}
	}
}

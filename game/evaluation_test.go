package game

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseEvaluation(t *testing.T) {
	tests := []struct {
		text string
		want Evaluation
		ok   bool
	}{
		{"+3.5 54", Evaluation{Score: 350, Chance: 54}, true},
		{"-0.4 48", Evaluation{Score: -40, Chance: 48}, true},
		{"+0.0 50", Evaluation{Chance: 50}, true},
		{"+12.3 100 7 3 5", Evaluation{Score: 1230, Chance: 100, Line: []Move{7, 3, 5}}, true},
		{"#+5 100", Evaluation{Proved: true, Winner: White, Moves: 5, Chance: 100}, true},
		{"#-3 0 4", Evaluation{Proved: true, Winner: Black, Moves: 3, Line: []Move{4}}, true},
		{"#+0 100", Evaluation{Proved: true, Winner: White, Chance: 100}, true},
		{"-2.3 45 4 7 / +1.2", Evaluation{Score: -230, Chance: 45, Line: []Move{4, 7}, Best: &Evaluation{Score: 120}}, true},
		{"+0.5 52 !", Evaluation{Score: 50, Chance: 52, Only: true}, true},
		{"+0.5 52 3 / #+3 !", Evaluation{Score: 50, Chance: 52, Line: []Move{3}, Only: true,
			Best: &Evaluation{Proved: true, Winner: White, Moves: 3}}, true},
		{"-2.3 45 4 7 / +1.2 | capture-allowed: The opponent answers from their hole 7.", Evaluation{Score: -230, Chance: 45,
			Line: []Move{4, 7}, Best: &Evaluation{Score: 120}, Note: "capture-allowed: The opponent answers from their hole 7."}, true},
		{"+0.5 52 ! | a note", Evaluation{Score: 50, Chance: 52, Only: true, Note: "a note"}, true},
		{"+0.5 52 |", Evaluation{}, false}, // an empty note: an ordinary comment
		{"+0.5 52 | ", Evaluation{}, false},
		{"a fine move | +0.5 52", Evaluation{}, false},
		{"+0.5 52 /", Evaluation{}, false},
		{"+0.5 52 / x", Evaluation{}, false},
		{"+0.5 / +1.0", Evaluation{}, false},
		{"!", Evaluation{}, false},
		{"zero", Evaluation{}, false},
		{"a fine move", Evaluation{}, false},
		{"3.5 54", Evaluation{}, false},   // no sign: an ordinary comment
		{"+3.5", Evaluation{}, false},     // no chance
		{"+3.5 101", Evaluation{}, false}, // chance beyond 100
		{"+3.5 054", Evaluation{}, false},
		{"+3.55 54", Evaluation{}, false},
		{"+03.5 54", Evaluation{}, false},
		{"+3.5 54 0", Evaluation{}, false}, // not a hole
		{"+3.5 54 10", Evaluation{}, false},
		{"+170.0 54", Evaluation{}, false},
		{"#5 100", Evaluation{}, false},
		{"#+x 100", Evaluation{}, false},
	}
	for _, tt := range tests {
		got, ok := ParseEvaluation(tt.text)
		if ok != tt.ok || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseEvaluation(%q) = %+v, %v; want %+v, %v", tt.text, got, ok, tt.want, tt.ok)
		}
		if ok && got.String() != tt.text {
			t.Errorf("ParseEvaluation(%q).String() = %q", tt.text, got.String())
		}
	}
}

func TestScoreText(t *testing.T) {
	tests := []struct {
		e    Evaluation
		want string
	}{
		{Evaluation{Score: 347}, "+3.5"},
		{Evaluation{Score: -44}, "-0.4"},
		{Evaluation{Score: -45}, "-0.5"},
		{Evaluation{Score: -4}, "+0.0"},
		{Evaluation{Score: 8100}, "+81.0"},
		{Evaluation{Proved: true, Winner: Black, Moves: 12}, "#-12"},
	}
	for _, tt := range tests {
		if got := tt.e.ScoreText(); got != tt.want {
			t.Errorf("%+v: %q, want %q", tt.e, got, tt.want)
		}
	}
}

// TestEvaluationComments checks that a reviewed record keeps its
// evaluations beside the ordinary comments ({zero} stays a comment), writes
// them back the same, and that a new move forgets those after it.
func TestEvaluationComments(t *testing.T) {
	text := "[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1,0 79 80 - - 0\"]\n\n" +
		"{+0.6 52 8} 1. 89 {-1.0 45 8} {note} 1... 89 {+0.0 50} {zero} 1/2-1/2\n"
	g, err := ParseGame(text)
	if err != nil {
		t.Fatal(err)
	}
	if g.Comment(2) != "zero" || g.Comment(1) != "note" || g.Comment(0) != "" {
		t.Errorf("comments %q %q %q", g.Comment(0), g.Comment(1), g.Comment(2))
	}
	for ply, want := range []string{"+0.6 52 8", "-1.0 45 8", "+0.0 50"} {
		e, ok := g.Evaluation(ply)
		if !ok || e.String() != want {
			t.Errorf("ply %d: evaluation %v %v, want %q", ply, e, ok, want)
		}
	}
	if !g.Evaluated() {
		t.Error("not Evaluated")
	}
	out := g.Text()
	if !strings.Contains(out, "89 {-1.0 45 8} {note}") || !strings.Contains(out, "{+0.0 50} {zero}") {
		t.Errorf("written as\n%s", out)
	}
	back, err := ParseGame(out)
	if err != nil || back.Text() != out {
		t.Fatalf("round trip: %v\n%s\n%s", err, out, back.Text())
	}
	c := g.Clone()
	c.SetEvaluation(1, Evaluation{Score: 123, Chance: 60, Line: []Move{1}, Best: &Evaluation{Score: 333, Chance: 7}})
	if e, _ := g.Evaluation(1); e.Score != -100 {
		t.Errorf("the clone shares evaluations: %v", e)
	}
	if e, _ := c.Evaluation(1); e.String() != "+1.2 60 1 / +3.3" {
		t.Errorf("SetEvaluation kept %v", e)
	}
	c.SetEvaluation(1, Evaluation{Score: 123, Chance: 60, Note: "two\nlines {in braces} | and a bar"})
	if e, _ := c.Evaluation(1); e.String() != "+1.2 60 | two lines (in braces) / and a bar" {
		t.Errorf("SetEvaluation kept the note as %q", e.String())
	}
	g.Undo()
	g.Undo()
	if _, err := g.Play(8); err != nil {
		t.Fatal(err)
	}
	if _, ok := g.Evaluation(1); ok || g.Evaluated() {
		t.Error("a new move kept the evaluation of the position it replaced")
	}
	if _, ok := g.Evaluation(0); !ok {
		t.Error("a new move forgot the evaluation before it")
	}
}

package puzzle

import (
	"fmt"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestRecordMovesRating(t *testing.T) {
	p := Puzzle{ID: "p001", Theme: Capture, Rating: 1000}
	tests := []struct {
		name       string
		start      Stats
		solved     bool
		wantRating int
		wantStreak int
	}{
		{"newcomer solves an even puzzle", Stats{}, true, 1024, 1},
		{"newcomer fails an even puzzle", Stats{}, false, 976, 0},
		{"strong player solves an easy one", Stats{Rating: 1800, Solved: 30, Streak: 4, BestStreak: 4}, true, 1800, 5},
		{"strong player fails an easy one", Stats{Rating: 1800, Solved: 30, Streak: 4, BestStreak: 4}, false, 1776, 0},
		{"weak player solves a hard one", Stats{Rating: 600, Solved: 5, Failed: 30}, true, 622, 1},
		{"the rating stays above the floor", Stats{Rating: MinRating, Failed: 40}, false, MinRating, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := tt.start.Record(p, tt.solved)
			if got.Rating != tt.wantRating || got.Streak != tt.wantStreak {
				t.Errorf("rating %d streak %d, want %d and %d", got.Rating, got.Streak, tt.wantRating, tt.wantStreak)
			}
			if got.Last != p.ID {
				t.Errorf("last %q, want %q", got.Last, p.ID)
			}
			if tt.solved != got.HasSolved(p.ID) {
				t.Errorf("HasSolved = %v after solved %v", got.HasSolved(p.ID), tt.solved)
			}
			c := got.Themes[Capture]
			if want := tt.start.Themes[Capture].Solved + boolInt(tt.solved); c.Solved != want {
				t.Errorf("capture solved %d, want %d", c.Solved, want)
			}
		})
	}
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestRecordStreaksAndIDs(t *testing.T) {
	var s Stats
	for i, solved := range []bool{true, true, true, false, true, true} {
		s = s.Record(Puzzle{ID: fmt.Sprintf("p%03d", 9-i), Theme: Tuzdyk, Rating: 900}, solved)
	}
	if s.Solved != 5 || s.Failed != 1 || s.Streak != 2 || s.BestStreak != 3 {
		t.Errorf("solved %d failed %d streak %d best %d, want 5 1 2 3", s.Solved, s.Failed, s.Streak, s.BestStreak)
	}
	want := []string{"p004", "p005", "p007", "p008", "p009"}
	if fmt.Sprint(s.SolvedIDs) != fmt.Sprint(want) {
		t.Errorf("solved ids %v, want %v", s.SolvedIDs, want)
	}
	s = s.Record(Puzzle{ID: "p009", Theme: Tuzdyk, Rating: 900}, true)
	if len(s.SolvedIDs) != 5 || s.Solved != 6 {
		t.Errorf("solving p009 again: ids %v solved %d", s.SolvedIDs, s.Solved)
	}
}

func TestNormalize(t *testing.T) {
	got := Stats{Rating: 99999, Solved: 2, Failed: -3, Streak: 7, BestStreak: 1,
		Themes: map[Theme]ThemeCount{"chess": {1, 1}, Lap: {-1, 2}}, SolvedIDs: []string{"b", "a", "b"}}.Normalize()
	if got.Rating != MaxRating || got.Failed != 0 || got.Streak != 2 || got.BestStreak != 2 {
		t.Errorf("normalized %+v", got)
	}
	if _, ok := got.Themes["chess"]; ok || got.Themes[Lap] != (ThemeCount{0, 2}) {
		t.Errorf("themes %v", got.Themes)
	}
	if fmt.Sprint(got.SolvedIDs) != "[a b]" {
		t.Errorf("ids %v", got.SolvedIDs)
	}
	if r := (Stats{}).Normalize().Rating; r != StartRating {
		t.Errorf("zero stats rating %d, want %d", r, StartRating)
	}
}

func TestNextNearRating(t *testing.T) {
	var set []Puzzle
	for i, r := range []int{750, 900, 1050, 1200, 1350, 1500, 1650, 1800} {
		th := Capture
		if i%2 == 1 {
			th = Defence
		}
		set = append(set, Puzzle{ID: fmt.Sprintf("p%d", i+1), Theme: th, Rating: r})
	}
	tests := []struct {
		name  string
		stats Stats
		theme Theme
		want  []string // allowed answers over seeds
	}{
		{"near the rating", Stats{Rating: 1340}, "", []string{"p4", "p5", "p6"}},
		{"theme only", Stats{Rating: 1340}, Defence, []string{"p4", "p6"}},
		{"skips solved and last", Stats{Rating: 1340, SolvedIDs: []string{"p5"}, Last: "p4"}, "", []string{"p6", "p3"}},
		{"far below", Stats{Rating: 200}, Capture, []string{"p1"}},
		{"all solved: any but the last", Stats{Rating: 700, SolvedIDs: []string{"p2", "p4", "p6", "p8"}, Last: "p2"}, Defence, []string{"p4"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			seen := map[string]bool{}
			for seed := range uint64(20) {
				p, ok := Next(set, tt.stats, tt.theme, seed)
				if !ok {
					t.Fatal("no puzzle")
				}
				seen[p.ID] = true
			}
			for id := range seen {
				found := false
				for _, w := range tt.want {
					found = found || w == id
				}
				if !found {
					t.Errorf("chose %s, want one of %v", id, tt.want)
				}
			}
		})
	}
	if _, ok := Next(set, Stats{}, Endgame, 0); ok {
		t.Error("Next found an endgame puzzle in a set without one")
	}
}

func TestHintArea(t *testing.T) {
	for m, want := range map[game.Move]Area{1: {1, 3}, 3: {1, 3}, 4: {4, 6}, 6: {4, 6}, 7: {7, 9}, 9: {7, 9}} {
		if got := HintArea(m); got != want {
			t.Errorf("HintArea(%d) = %v, want %v", m, got, want)
		}
	}
}

func TestAttempt(t *testing.T) {
	// White captures with 9 (the last stone makes 10 in Black's hole 6).
	pos, err := game.ParseTFEN("1,1,1,1,1,1,1,1,7/1,1,1,1,1,9,1,1,1 65 65 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	p := Puzzle{ID: "t1", Theme: Capture, Rating: 800, Position: pos, Line: []game.Move{9, 1, 8}}
	a := NewAttempt(p)
	if _, err := a.Try(0); err == nil {
		t.Error("move 0 accepted")
	}
	if a.Failed() || a.Position() != pos {
		t.Fatal("an illegal move changed the attempt")
	}
	step, err := a.Try(9)
	if err != nil || !step.Correct || step.Reply != 1 || step.Done {
		t.Fatalf("Try(9) = %+v, %v", step, err)
	}
	if step.Sowing.Captured != 10 {
		t.Errorf("captured %d, want 10", step.Sowing.Captured)
	}
	if a.Expected() != 8 {
		t.Errorf("expected %d, want 8", a.Expected())
	}
	step, err = a.Try(7)
	if err != nil || step.Correct || !a.Failed() || a.Done() {
		t.Errorf("wrong move: %+v, %v, failed %v", step, err, a.Failed())
	}
	step, err = a.Try(8)
	if err != nil || !step.Correct || !step.Done || step.Reply != 0 {
		t.Errorf("last move: %+v, %v", step, err)
	}
	if _, err := a.Try(8); err == nil {
		t.Error("a move after the line was accepted")
	}
}

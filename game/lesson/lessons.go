package lesson

import "github.com/togyzkumalak/togyzkumalak/game"

// Lessons returns the lessons in order, each a fresh copy.
func Lessons() []Lesson {
	ls := []Lesson{
		{ID: "board", Tasks: []Task{
			{TFEN: game.StartTFEN, Move: 1, Rule: RuleOwnRow},
		}},
		{ID: "sowing", Tasks: []Task{
			{TFEN: "0,0,0,5,1,1,1,1,1/4,4,4,4,4,4,4,4,4 60 56 - - 0", Move: 4, Rule: RuleFirstBack},
			{TFEN: "0,3,0,0,1,0,2,0,0/4,4,4,4,4,4,4,4,4 60 60 - - 0", Move: 5, Rule: RuleSingle},
			{TFEN: "2,0,0,0,20,0,0,0,3/4,4,4,4,4,4,4,4,4 50 51 - - 0", Move: 5, Rule: RuleLap},
		}},
		{ID: "capture", Tasks: []Task{
			{TFEN: "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 60 55 - - 0", Move: 7, Rule: RuleCapture},
		}},
		{ID: "tuzdyk", Tasks: []Task{
			{TFEN: "0,2,0,0,0,0,4,4,0/4,2,4,4,4,4,4,4,4 60 58 - - 0", Move: 8, Rule: RuleTuzdyk},
		}},
		{ID: "restrictions", Tasks: []Task{
			{TFEN: "0,2,0,0,0,0,4,4,0/4,2,4,4,0,4,4,4,4 60 62 5 - 0", Move: 8, Rule: RuleRefused, Restriction: game.AlreadyHasOne},
			{TFEN: "0,2,0,0,0,0,0,0,10/4,4,4,4,4,4,4,4,2 60 56 - - 0", Move: 9, Rule: RuleRefused, Restriction: game.NinthHole},
			{TFEN: "0,2,0,0,0,0,0,6,0/4,4,4,2,4,4,4,4,4 60 60 - 4 0", Move: 8, Rule: RuleRefused, Restriction: game.MirrorsOpponent},
		}},
		{ID: "into_tuzdyk", Tasks: []Task{
			{TFEN: "0,2,0,0,0,0,0,5,1/4,4,0,4,4,4,4,4,4 60 62 3 - 0", Move: 8, Rule: RuleIntoTuzdyk},
		}},
		{ID: "win82", Tasks: []Task{
			{TFEN: "0,2,0,0,0,0,4,4,0/5,4,4,4,4,4,4,4,4 78 37 - - 0", Move: 7, Rule: RuleWin82},
		}},
		{ID: "atsyrau", Tasks: []Task{
			{TFEN: "3,0,0,0,0,0,0,0,2/1,0,0,0,0,0,0,0,0 76 80 - - 0", Move: 9, Rule: RuleAtsyrau},
			{TFEN: "1,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 79 81 - - 0", Move: 1, Rule: RuleDraw},
		}},
	}
	for i := range ls {
		for j := range ls[i].Tasks {
			ls[i].Tasks[j].lesson, ls[i].Tasks[j].n = ls[i].ID, j+1
		}
	}
	return ls
}

// ByID returns the lesson with the id, and false if there is none.
func ByID(id string) (Lesson, bool) {
	for _, l := range Lessons() {
		if l.ID == id {
			return l, true
		}
	}
	return Lesson{}, false
}

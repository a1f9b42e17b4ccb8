package screen

import (
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

// Progress is what the player has learned, as the lessons and the puzzles
// read and save it: the lessons completed, whether the lessons were
// offered at the first start, and the puzzle record. It has the fields of
// the saves' storage.Progress, so the window converts one to the other
// with a plain conversion.
type Progress struct {
	Lessons []string // ids of the completed lessons, sorted, each once
	Offered bool     // the first start offered the lessons
	Theme   string   // the puzzle theme chosen, "" for all
	Puzzles puzzle.Stats
}

// LessonDone reports whether the lesson id was completed.
func (p Progress) LessonDone(id string) bool {
	_, ok := slices.BinarySearch(p.Lessons, id)
	return ok
}

// WithLesson returns p with the lesson id completed; p's own list is left
// as it was.
func (p Progress) WithLesson(id string) Progress {
	if i, found := slices.BinarySearch(p.Lessons, id); !found {
		p.Lessons = slices.Insert(slices.Clone(p.Lessons), i, id)
	}
	return p
}

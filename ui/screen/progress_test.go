package screen

import (
	"slices"
	"testing"
)

// TestProgressLessons: WithLesson adds a lesson once, in order, without
// changing the progress it was called on, and LessonDone finds it.
func TestProgressLessons(t *testing.T) {
	tests := []struct {
		have []string
		add  string
		want []string
	}{
		{nil, "sowing", []string{"sowing"}},
		{[]string{"sowing"}, "sowing", []string{"sowing"}},
		{[]string{"capture", "tuzdyk"}, "sowing", []string{"capture", "sowing", "tuzdyk"}},
		{[]string{"capture", "sowing"}, "atsyrau", []string{"atsyrau", "capture", "sowing"}},
	}
	for _, tt := range tests {
		p := Progress{Lessons: slices.Clone(tt.have), Offered: true, Theme: "capture"}
		before := slices.Clone(p.Lessons)
		got := p.WithLesson(tt.add)
		if !slices.Equal(got.Lessons, tt.want) {
			t.Errorf("%q with %q: %q, want %q", tt.have, tt.add, got.Lessons, tt.want)
		}
		if !slices.Equal(p.Lessons, before) {
			t.Errorf("%q with %q changed the original to %q", tt.have, tt.add, p.Lessons)
		}
		if !got.Offered || got.Theme != "capture" {
			t.Errorf("%q with %q lost the rest: %+v", tt.have, tt.add, got)
		}
		for _, id := range tt.want {
			if !got.LessonDone(id) {
				t.Errorf("%q: %q not done", got.Lessons, id)
			}
		}
		if got.LessonDone("no such lesson") || p.LessonDone(tt.add) != slices.Contains(tt.have, tt.add) {
			t.Errorf("%q: LessonDone is wrong", tt.have)
		}
	}
}

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

func TestProgressSurvivesReopen(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	p := s.Progress()
	if p.Puzzles.Rating != puzzle.StartRating || len(p.Lessons) != 0 || p.Offered {
		t.Fatalf("fresh progress %+v", p)
	}
	p = p.WithLesson("tuzdyk").WithLesson("board").WithLesson("tuzdyk")
	p.Offered = true
	p.Theme = string(puzzle.Lap)
	p.Puzzles = p.Puzzles.Record(puzzle.Puzzle{ID: "p007", Theme: puzzle.Lap, Rating: 1200}, true)
	if err := s.SaveProgress(p); err != nil {
		t.Fatal(err)
	}
	s.Close()

	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	got := s.Progress()
	if strings.Join(got.Lessons, ",") != "board,tuzdyk" || !got.LessonDone("board") || got.LessonDone("capture") {
		t.Errorf("lessons %v", got.Lessons)
	}
	if !got.Offered || got.Theme != "lap" {
		t.Errorf("offered %v theme %q", got.Offered, got.Theme)
	}
	if got.Puzzles.Rating != p.Puzzles.Rating || got.Puzzles.Rating <= puzzle.StartRating || !got.Puzzles.HasSolved("p007") ||
		got.Puzzles.Streak != 1 || got.Puzzles.Themes[puzzle.Lap].Solved != 1 {
		t.Errorf("puzzles after reopening %+v, want %+v", got.Puzzles, p.Puzzles)
	}
}

func TestProgressBadFiles(t *testing.T) {
	tests := []struct {
		name    string
		content string
		kept    bool // kept aside as broken
		newer   bool
	}{
		{"not JSON", "{\"version\": 1, \"lessons\": [", true, false},
		{"wrong type", `{"version": 1, "lessons": 3}`, true, false},
		{"newer version", `{"version": 99, "lessons": ["board"]}`, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dirs := testDirs(t)
			if err := os.MkdirAll(dirs.Data, 0o700); err != nil {
				t.Fatal(err)
			}
			path := filepath.Join(dirs.Data, ProgressFile)
			if err := os.WriteFile(path, []byte(tt.content), 0o644); err != nil {
				t.Fatal(err)
			}
			s, problems := openTest(t, dirs, DefaultSettings())
			if len(problems) != 1 || problems[0].Path != path {
				t.Fatalf("problems %v, want one for %s", problems, path)
			}
			if got := errors.Is(problems[0].Err, ErrNewerVersion); got != tt.newer {
				t.Errorf("newer version = %v, want %v", got, tt.newer)
			}
			if got := problems[0].KeptAs != ""; got != tt.kept {
				t.Errorf("kept aside = %v (%q), want %v", got, problems[0].KeptAs, tt.kept)
			}
			if err := s.SaveProgress(s.Progress().WithLesson("capture")); err != nil {
				t.Fatal(err)
			}
			data, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			if tt.newer && string(data) != tt.content {
				t.Errorf("a newer version's file was rewritten: %s", data)
			}
			if !tt.newer && !strings.Contains(string(data), `"capture"`) {
				t.Errorf("progress not written after keeping the bad file aside: %s", data)
			}
		})
	}
}

func TestDecodeProgressNormalizes(t *testing.T) {
	p, err := DecodeProgress([]byte(`{"version": 1, "lessons": ["b", "a", "b", ""], "puzzle_theme": "chess",
		"puzzles": {"rating": -5, "solved": 2, "streak": 9}}`))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(p.Lessons, ",") != "a,b" || p.Theme != "" || p.Puzzles.Rating != puzzle.MinRating || p.Puzzles.Streak != 2 {
		t.Errorf("decoded %+v", p)
	}
}

func FuzzDecodeProgress(f *testing.F) {
	f.Add([]byte(`{"version": 1, "lessons": ["board", "tuzdyk"], "lessons_offered": true, "puzzle_theme": "lap",
		"puzzles": {"rating": 1234, "solved": 3, "failed": 1, "streak": 2, "best_streak": 3,
		"themes": {"lap": {"solved": 3, "failed": 1}}, "solved_ids": ["p003", "p001"], "last": "p003"}}`))
	f.Add([]byte(`{"version": 2}`))
	f.Add([]byte(`{"lessons": null, "puzzles": {"rating": -1}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := DecodeProgress(data)
		if err != nil {
			return
		}
		if !reflect.DeepEqual(p.normalize(), p) {
			t.Fatalf("progress not normalized: %+v", p)
		}
		if r := p.Puzzles.Rating; r < puzzle.MinRating || r > puzzle.MaxRating {
			t.Fatalf("rating %d", r)
		}
		enc, err := EncodeProgress(p)
		if err != nil {
			t.Fatal(err)
		}
		back, err := DecodeProgress(enc)
		if err != nil || !reflect.DeepEqual(back, p) {
			t.Fatalf("round trip: %+v, %v; want %+v\n%s", back, err, p, enc)
		}
	})
}

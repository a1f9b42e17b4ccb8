package storage

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/togyzkumalak/togyzkumalak/game/puzzle"
)

// ProgressFile is the learner's progress in $DATA: lessons and puzzles.
const ProgressFile = "progress.json"

// ProgressVersion is the version of progress.json this program writes.
const ProgressVersion = 1

// Progress is what the player has learned: the lessons completed, whether
// the lessons were offered at the first start, and the puzzle record.
type Progress struct {
	Lessons []string     `json:"lessons"`         // ids of the completed lessons, sorted, each once
	Offered bool         `json:"lessons_offered"` // the first start offered the lessons
	Theme   string       `json:"puzzle_theme"`    // the puzzle theme chosen, "" for all
	Puzzles puzzle.Stats `json:"puzzles"`
}

// LessonDone reports whether the lesson id was completed.
func (p Progress) LessonDone(id string) bool {
	_, ok := slices.BinarySearch(p.Lessons, id)
	return ok
}

// normalize makes a progress read from disk consistent.
func (p Progress) normalize() Progress {
	p.Lessons = slices.Compact(slices.Sorted(slices.Values(p.Lessons)))
	p.Lessons = slices.DeleteFunc(p.Lessons, func(id string) bool { return id == "" || len(id) > 64 })
	if len(p.Lessons) == 0 {
		p.Lessons = nil
	}
	if p.Theme != "" && !puzzle.Theme(p.Theme).Valid() {
		p.Theme = ""
	}
	p.Puzzles = p.Puzzles.Normalize()
	return p
}

// WithLesson returns p with the lesson id completed.
func (p Progress) WithLesson(id string) Progress {
	if i, found := slices.BinarySearch(p.Lessons, id); !found {
		p.Lessons = slices.Insert(slices.Clone(p.Lessons), i, id)
	}
	return p
}

// progressFile is progress.json, version 1.
type progressFile struct {
	Version int `json:"version"`
	Progress
}

// DecodeProgress reads the content of a progress.json. A file of a newer
// version gives an error wrapping ErrNewerVersion.
func DecodeProgress(data []byte) (Progress, error) {
	version, err := probeJSON(data)
	if err != nil {
		return Progress{}, err
	}
	if version > ProgressVersion {
		return Progress{}, fmt.Errorf("version %d, this program knows up to %d: %w", version, ProgressVersion, ErrNewerVersion)
	}
	var f progressFile
	if err := json.Unmarshal(data, &f); err != nil {
		return Progress{}, jsonError(data, err)
	}
	return f.Progress.normalize(), nil
}

// EncodeProgress returns the content of progress.json for p.
func EncodeProgress(p Progress) ([]byte, error) {
	return encodeJSON(progressFile{Version: ProgressVersion, Progress: p.normalize()})
}

func (s *Store) loadProgress() *Problem {
	s.progress = Progress{}.normalize()
	p, hold := s.loadOwned(s.ProgressPath(), func(data []byte) error {
		pr, err := DecodeProgress(data)
		if err == nil {
			s.progress = pr
		}
		return err
	})
	s.progressHold = hold
	return p
}

// Progress returns the learner's progress.
func (s *Store) Progress() Progress {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.progress.clone()
}

// clone returns a copy of p that shares nothing with it.
func (p Progress) clone() Progress {
	p.Lessons = slices.Clone(p.Lessons)
	p.Puzzles.SolvedIDs = slices.Clone(p.Puzzles.SolvedIDs)
	themes := make(map[puzzle.Theme]puzzle.ThemeCount, len(p.Puzzles.Themes))
	for k, v := range p.Puzzles.Themes {
		themes[k] = v
	}
	p.Puzzles.Themes = themes
	return p
}

// SaveProgress makes p the learner's progress and writes progress.json:
// SetProgress, then WriteProgress. As with SaveSettings, a progress.json of
// a newer version is left untouched and the progress lives in memory only.
func (s *Store) SaveProgress(p Progress) error {
	if err := s.SetProgress(p); err != nil {
		return err
	}
	return s.WriteProgress()
}

// SetProgress makes p the learner's progress, in memory only;
// WriteProgress writes it, for example on a goroutine that may wait for the
// disk. The caller may change p afterwards.
func (s *Store) SetProgress(p Progress) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return fmt.Errorf("save progress: %w", ErrClosed)
	}
	s.progress = p.clone().normalize()
	return nil
}

// WriteProgress writes the current progress to progress.json. Readers of
// the progress do not wait for the disk.
func (s *Store) WriteProgress() error {
	s.writeMu.Lock()
	defer s.writeMu.Unlock()
	s.mu.Lock()
	closed, p, hold := s.closed, s.progress.clone(), s.progressHold
	s.mu.Unlock()
	if closed {
		return fmt.Errorf("save progress: %w", ErrClosed)
	}
	return writeOwned("save progress", s.ProgressPath(), hold, func() ([]byte, error) { return EncodeProgress(p) })
}

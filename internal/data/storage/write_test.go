package storage

import (
	"errors"
	"os"
	"testing"
)

// TestSetThenWrite checks the two halves of each save: Set… changes what
// the store returns at once and writes nothing; Write… writes the current
// state, which a reopened store reads; after Close both fail.
func TestSetThenWrite(t *testing.T) {
	cases := []struct {
		name  string
		path  func(*Store) string
		set   func(*Store) error
		write func(*Store) error
		check func(*Store) bool // the change is there
	}{
		{
			"settings", (*Store).SettingsPath,
			func(s *Store) error { st := s.Settings(); st.Level = 6; return s.SetSettings(st) },
			(*Store).WriteSettings,
			func(s *Store) bool { return s.Settings().Level == 6 },
		},
		{
			"statistics", (*Store).StatsPath,
			func(s *Store) error { _, err := s.CountResult(4, Win); return err },
			(*Store).WriteStats,
			func(s *Store) bool { return s.Stats()[4].Won == 1 },
		},
		{
			"progress", (*Store).ProgressPath,
			func(s *Store) error { return s.SetProgress(s.Progress().WithLesson("sowing")) },
			(*Store).WriteProgress,
			func(s *Store) bool { return s.Progress().LessonDone("sowing") },
		},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			dirs := testDirs(t)
			s, _ := openTest(t, dirs, DefaultSettings())
			before, _ := os.ReadFile(c.path(s))
			if err := c.set(s); err != nil {
				t.Fatal(err)
			}
			if !c.check(s) {
				t.Fatal("the change is not in memory after Set")
			}
			if after, _ := os.ReadFile(c.path(s)); string(after) != string(before) {
				t.Fatal("Set wrote the file")
			}
			if err := c.write(s); err != nil {
				t.Fatal(err)
			}
			s.Close()
			s2, _ := openTest(t, dirs, DefaultSettings())
			if !c.check(s2) {
				t.Fatal("the reopened store does not have the change written")
			}
			s2.Close()
			if err := c.set(s2); !errors.Is(err, ErrClosed) {
				t.Errorf("Set after Close: %v, want ErrClosed", err)
			}
			if err := c.write(s2); !errors.Is(err, ErrClosed) {
				t.Errorf("Write after Close: %v, want ErrClosed", err)
			}
		})
	}
}

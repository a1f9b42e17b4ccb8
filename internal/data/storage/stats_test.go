package storage

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"sync"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestRecordResultStreaks(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	steps := []struct {
		r    Outcome
		want LevelStats
	}{
		{Win, LevelStats{Won: 1, Streak: 1, BestStreak: 1}},
		{Win, LevelStats{Won: 2, Streak: 2, BestStreak: 2}},
		{Loss, LevelStats{Won: 2, Lost: 1, Streak: -1, BestStreak: 2}},
		{Loss, LevelStats{Won: 2, Lost: 2, Streak: -2, BestStreak: 2}},
		{Draw, LevelStats{Won: 2, Lost: 2, Drawn: 1, Streak: 0, BestStreak: 2}},
		{Loss, LevelStats{Won: 2, Lost: 3, Drawn: 1, Streak: -1, BestStreak: 2}},
		{Win, LevelStats{Won: 3, Lost: 3, Drawn: 1, Streak: 1, BestStreak: 2}},
		{Win, LevelStats{Won: 4, Lost: 3, Drawn: 1, Streak: 2, BestStreak: 2}},
		{Win, LevelStats{Won: 5, Lost: 3, Drawn: 1, Streak: 3, BestStreak: 3}},
		{Draw, LevelStats{Won: 5, Lost: 3, Drawn: 2, Streak: 0, BestStreak: 3}},
	}
	for i, st := range steps {
		got, err := s.RecordResult(4, st.r)
		if err != nil || got != st.want {
			t.Fatalf("step %d: %+v, %v; want %+v", i, got, err, st.want)
		}
	}
	if p := s.Stats()[4].Percent(); p != 50 {
		t.Errorf("Percent = %v, want 50", p)
	}
	if _, err := s.RecordResult(1, Loss); err != nil {
		t.Fatal(err)
	}
	if _, err := s.RecordResult(0, Win); err == nil {
		t.Error("RecordResult(0) succeeded")
	}
	if _, err := s.RecordResult(2, Outcome(9)); err == nil {
		t.Error("RecordResult with an unknown outcome succeeded")
	}
	want := map[int]LevelStats{4: steps[len(steps)-1].want, 1: {Lost: 1, Streak: -1}}
	s.Close()

	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	if got := s.Stats(); len(got) != 2 || got[4] != want[4] || got[1] != want[1] {
		t.Errorf("after reopening: %+v, want %+v", got, want)
	}
	// Stats returns a copy.
	s.Stats()[4] = LevelStats{}
	if s.Stats()[4] != want[4] {
		t.Error("changing Stats' map changed the store")
	}
	if err := s.ResetStats(); err != nil {
		t.Fatal(err)
	}
	if got := s.Stats(); len(got) != 0 {
		t.Errorf("after ResetStats: %v", got)
	}
	s.Close()
	s, _ = openTest(t, dirs, DefaultSettings())
	if got := s.Stats(); len(got) != 0 {
		t.Errorf("after ResetStats and reopening: %v", got)
	}
}

func TestPercent(t *testing.T) {
	tests := []struct {
		l    LevelStats
		want float64
	}{
		{LevelStats{}, 0},
		{LevelStats{Won: 1}, 100},
		{LevelStats{Won: 1, Lost: 2, Drawn: 1}, 25},
		{LevelStats{Drawn: 3}, 0},
	}
	for _, tt := range tests {
		if got := tt.l.Percent(); got != tt.want {
			t.Errorf("%+v.Percent() = %v, want %v", tt.l, got, tt.want)
		}
	}
}

// TestStatsUpgradeV0 reads a hand-written stats.json of the prototype and
// finds it upgraded on disk.
func TestStatsUpgradeV0(t *testing.T) {
	dirs := testDirs(t)
	path := filepath.Join(dirs.Data, StatsFile)
	writeFile(t, path, []byte(`{
  "1": {"wins": 5, "losses": 1, "draws": 0},
  "3": {"wins": 2, "losses": 4, "draws": 1, "last_played": "2025-01-02"},
  "total": {"wins": 7}
}`))
	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	// the prototype's level 3 (scale 1) is level 7 of the ladder
	want := map[int]LevelStats{1: {Won: 5, Lost: 1}, 7: {Won: 2, Lost: 4, Drawn: 1}}
	got := s.Stats()
	if len(got) != 2 || got[1] != want[1] || got[7] != want[7] {
		t.Errorf("upgraded: %+v, want %+v", got, want)
	}
	var onDisk statsFile
	if err := json.Unmarshal(readFile(t, path), &onDisk); err != nil || onDisk.Version != StatsVersion || onDisk.Levels["7"] != want[7] {
		t.Errorf("on disk: %+v, %v", onDisk, err)
	}
	// Streaks continue from the upgraded counts.
	if l, err := s.RecordResult(7, Win); err != nil || l != (LevelStats{Won: 3, Lost: 4, Drawn: 1, Streak: 1, BestStreak: 1}) {
		t.Errorf("RecordResult after the upgrade: %+v, %v", l, err)
	}
}

func TestDecodeStats(t *testing.T) {
	tests := []struct {
		name    string
		data    string
		want    map[int]LevelStats
		wantErr error
	}{
		// version 1 numbers the seven levels of scale 1: its level 2 is level 6
		{"v1", `{"version": 1, "levels": {"2": {"won": 1, "lost": 2, "drawn": 3, "streak": -2, "best_streak": 1}}}`,
			map[int]LevelStats{6: {Won: 1, Lost: 2, Drawn: 3, Streak: -2, BestStreak: 1}}, nil},
		{"v2", `{"version": 2, "levels": {"2": {"won": 1, "lost": 2, "drawn": 3, "streak": -2, "best_streak": 1}}}`,
			map[int]LevelStats{2: {Won: 1, Lost: 2, Drawn: 3, Streak: -2, BestStreak: 1}}, nil},
		{"unknown fields and levels", `{"version": 1, "since": "2025", "levels": {"x": {}, "0": {"won": 1}, "7": {"won": 1, "elo": 1500}}}`,
			map[int]LevelStats{14: {Won: 1}}, nil},
		{"inconsistent counts", `{"version": 1, "levels": {"1": {"won": -3, "lost": 2, "streak": 9, "best_streak": 9}}}`,
			map[int]LevelStats{1: {Lost: 2}}, nil},
		{"no levels", `{"version": 1}`, map[int]LevelStats{}, nil},
		{"newer", `{"version": 3, "levels": {}}`, nil, ErrNewerVersion},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, _, err := DecodeStats([]byte(tt.data))
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
			if len(got) != len(tt.want) {
				t.Fatalf("got %+v, want %+v", got, tt.want)
			}
			for k, v := range tt.want {
				if got[k] != v {
					t.Errorf("level %d: %+v, want %+v", k, got[k], v)
				}
			}
		})
	}
	for _, bad := range []string{`{"version": 1, "levels": {"1": {"won": "many"}}}`, `{"version": 1, "levels": [1]}`, `{"1": 5}`, `{"version":1`} {
		if _, _, err := DecodeStats([]byte(bad)); err == nil {
			t.Errorf("DecodeStats(%s) succeeded", bad)
		}
	}
}

// TestConcurrentUse: the store is used from several goroutines (the ui's
// autosave goroutine and the window); no result is lost.
func TestConcurrentUse(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	g := playGame(t, game.Start(), 12)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Go(func() {
			for i := range 10 {
				if _, err := s.RecordResult(1+w%2, Outcome(1+i%3)); err != nil {
					t.Error(err)
				}
				if err := s.SaveAutosave(g); err != nil {
					t.Error(err)
				}
				if err := s.SaveSettings(with(s.Settings(), func(st *Settings) { st.Level = 1 + i })); err != nil {
					t.Error(err)
				}
				_ = s.Stats()
			}
		})
	}
	wg.Wait()
	s.Close()
	s, _ = openTest(t, dirs, DefaultSettings())
	for level := 1; level <= 2; level++ {
		if l := s.Stats()[level]; l.Games() != 20 || l.Won != 8 || l.Lost != 6 || l.Drawn != 6 {
			t.Errorf("level %d: %+v, want 20 games", level, l)
		}
	}
}

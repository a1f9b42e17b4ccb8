package storage

import (
	"encoding/json"
	"path/filepath"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// TestRatingKept: rated games move the rating by Glicko-2, it is written
// to stats.json with the statistics and read back, and a reset of the
// statistics forgets it.
func TestRatingKept(t *testing.T) {
	dirs := testDirs(t)
	s, _ := openTest(t, dirs, DefaultSettings())
	if got := s.Rating(); got != rating.New() {
		t.Fatalf("a newcomer's rating: %+v", got)
	}
	before, after, err := s.CountRated(1700, Win)
	if err != nil || before != rating.New() || after != rating.New().Update(1700, rating.LevelRD, 1) || after.R <= before.R {
		t.Fatalf("CountRated win: %+v -> %+v, %v", before, after, err)
	}
	_, after2, err := s.CountRated(1420, Loss)
	if err != nil || after2.R >= after.R || after2.Games != 2 {
		t.Fatalf("CountRated loss: %+v -> %+v, %v", after, after2, err)
	}
	if _, _, err := s.CountRated(1500, Outcome(9)); err == nil || s.Rating() != after2 {
		t.Errorf("an unknown outcome: %v, rating %+v", err, s.Rating())
	}
	if err := s.WriteStats(); err != nil {
		t.Fatal(err)
	}
	var onDisk statsFile
	if err := json.Unmarshal(readFile(t, filepath.Join(dirs.Data, StatsFile)), &onDisk); err != nil || onDisk.Rating == nil || *onDisk.Rating != after2 {
		t.Fatalf("on disk: %+v, %v", onDisk.Rating, err)
	}
	s.Close()

	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 || s.Rating() != after2 {
		t.Fatalf("read back: %+v, %v", s.Rating(), problems)
	}
	if err := s.ResetStats(); err != nil || s.Rating() != rating.New() {
		t.Errorf("after a reset: %+v, %v", s.Rating(), err)
	}
	s.Close()
	if _, _, err := s.CountRated(1500, Win); err == nil {
		t.Error("CountRated on a closed store succeeded")
	}
}

// TestStatsUpgradeV1Clocks: a stats.json of version 1 (levels of scale 1)
// keeps every level's results, per time control too, with the level that
// plays as it did, and gets a newcomer's rating.
func TestStatsUpgradeV1Clocks(t *testing.T) {
	dirs := testDirs(t)
	path := filepath.Join(dirs.Data, StatsFile)
	writeFile(t, path, []byte(`{"version": 1,
  "levels": {"3": {"won": 2, "lost": 1, "drawn": 0, "streak": -1, "best_streak": 2}, "7": {"lost": 4, "streak": -4}},
  "clocks": {"3": {"180+2": {"won": 1, "lost": 1}}, "7": {"300+3": {"lost": 2, "lost_on_time": 1}}}}`))
	s, problems := openTest(t, dirs, DefaultSettings())
	if len(problems) != 0 {
		t.Fatal(problems)
	}
	stats := s.Stats()
	if len(stats) != 2 || stats[7] != (LevelStats{Won: 2, Lost: 1, Streak: -1, BestStreak: 2}) || stats[14] != (LevelStats{Lost: 4, Streak: -4}) {
		t.Errorf("levels: %+v, want old 3 as 7 and old 7 as 14", stats)
	}
	if c := s.ClockStats(7)["180+2"]; c != (ClockStats{Won: 1, Lost: 1}) {
		t.Errorf("level 7 on 180+2: %+v", c)
	}
	if c := s.ClockStats(14)["300+3"]; c != (ClockStats{Lost: 2, LostOnTime: 1}) {
		t.Errorf("level 14 on 300+3: %+v", c)
	}
	if len(s.ClockStats(3)) != 0 {
		t.Errorf("level 3 has clock results: %+v", s.ClockStats(3))
	}
	if s.Rating() != rating.New() {
		t.Errorf("rating %+v, want a newcomer's", s.Rating())
	}
	s.Close()
	// upgraded on disk: read again, nothing moves a second time
	s, _ = openTest(t, dirs, DefaultSettings())
	if st := s.Stats(); st[7] != stats[7] || st[14] != stats[14] || len(s.ClockStats(14)) != 1 {
		t.Errorf("after a second open: %+v", st)
	}
	s.Close()
}

package storage

import (
	"os"
	"path/filepath"
	"testing"
)

// TestClockStatsRoundTrip: results on the clock count per level and time
// control and losses on time, survive a reopen, and a stats.json written
// before the clock still loads.
func TestClockStatsRoundTrip(t *testing.T) {
	dir := tempDir(t)
	dirs := Dirs{Data: filepath.Join(dir, "data"), Config: filepath.Join(dir, "config")}
	if err := os.MkdirAll(dirs.Data, 0o755); err != nil {
		t.Fatal(err)
	}
	old := `{"version": 1, "levels": {"1": {"won": 2, "lost": 1, "drawn": 0, "streak": -1, "best_streak": 2}}}`
	if err := os.WriteFile(filepath.Join(dirs.Data, StatsFile), []byte(old), 0o644); err != nil {
		t.Fatal(err)
	}
	st, problems, err := Open(dirs, DefaultSettings())
	if err != nil || len(problems) != 0 {
		t.Fatalf("open: %v %v", err, problems)
	}
	if got := st.Stats()[1]; got.Won != 2 || got.Lost != 1 || got.LostOnTime != 0 {
		t.Fatalf("old stats read as %+v", got)
	}
	steps := []struct {
		control string
		o       Outcome
		onTime  bool
	}{
		{"180+2", Loss, true},
		{"180+2", Win, false},
		{"300+3", Loss, false},
		{"-", Draw, false}, // no clock: counted per level only
	}
	for _, s := range steps {
		if _, err := st.RecordClockResult(1, s.control, s.o, s.onTime); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.Close(); err != nil {
		t.Fatal(err)
	}
	st, _, err = Open(dirs, DefaultSettings())
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	if got := st.Stats()[1]; got.Won != 3 || got.Lost != 3 || got.Drawn != 1 || got.LostOnTime != 1 {
		t.Fatalf("level 1 after the reopen: %+v", got)
	}
	clocks := st.ClockStats(1)
	if got := clocks["180+2"]; got != (ClockStats{Won: 1, Lost: 1, LostOnTime: 1}) {
		t.Fatalf("180+2: %+v", got)
	}
	if got := clocks["300+3"]; got != (ClockStats{Lost: 1}) {
		t.Fatalf("300+3: %+v", got)
	}
	if len(clocks) != 2 {
		t.Fatalf("time controls %v, want 180+2 and 300+3", clocks)
	}
}

package host

import (
	"slices"
	"testing"
	"time"
)

// TestPolicies: the window's policy is the window's sizes and delays, and
// the headless one changes only what a program without a screen needs.
func TestPolicies(t *testing.T) {
	w := WindowPolicy()
	if w.MaxStones != WindowMaxStones || w.ReviewHashMB != ReviewHashMB || w.AnalysisHashMB != AnalysisHashMB ||
		!slices.Equal(w.ReleaseDelays, []time.Duration{ReleaseDelay, LateReleaseDelay}) || w.Background != 0 || w.Keep {
		t.Errorf("window policy %+v", w)
	}
	h := HeadlessPolicy()
	if h.MaxStones != 0 || h.Background != WindowMaxStones || !h.Keep ||
		h.ReviewHashMB != w.ReviewHashMB || h.AnalysisHashMB != w.AnalysisHashMB || !slices.Equal(h.ReleaseDelays, w.ReleaseDelays) {
		t.Errorf("headless policy %+v", h)
	}
	tables := NewTables(t.TempDir(), nil)
	defer tables.Close()
	if tables.MaxStones() != WindowMaxStones {
		t.Errorf("the window's tables load up to %d stones, want %d", tables.MaxStones(), WindowMaxStones)
	}
}

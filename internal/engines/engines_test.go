package engines

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai/host"
)

// TestWindowNames: the window's names are the host's, under the window's
// policy.
func TestWindowNames(t *testing.T) {
	if p := host.WindowPolicy(); p.MaxStones != WindowMaxStones || p.ReviewHashMB != ReviewHashMB || p.AnalysisHashMB != AnalysisHashMB ||
		len(p.ReleaseDelays) != 2 || p.ReleaseDelays[0] != ReleaseDelay || p.ReleaseDelays[1] != LateReleaseDelay {
		t.Errorf("window policy %+v", p)
	}
	tables := NewTables(t.TempDir(), nil)
	defer tables.Close()
	if tables.MaxStones() != WindowMaxStones {
		t.Errorf("MaxStones %d", tables.MaxStones())
	}
	if err := NewTables("", nil).Build(3, nil); err != ErrNoFolder {
		t.Errorf("Build without a folder: %v", err)
	}
	if HashMB(1) != host.HashMB(1) || EstimateBuild(6) != host.EstimateBuild(6) {
		t.Error("HashMB or EstimateBuild differ from the host's")
	}
}

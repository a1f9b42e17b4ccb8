package lifecycle

import (
	"slices"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/togyzkumalak/togyzkumalak/ui"
)

// TestPhaseNames: every phase of the start and the close has its own name
// in the log, the window's own close phases included (the exit guard and
// the watchdogs look for one by name).
func TestPhaseNames(t *testing.T) {
	names := []string{phaseSettingsRead, phaseLockTaken, phaseAudioOpened, phaseWindowMade, phaseGLContext,
		phaseAutosaveRead, phaseFirstFrame, ui.PhaseCloseRequested, ui.PhaseSaved, phaseLoopEnded, phaseAudioClosed}
	for i, n := range names {
		if n == "" || slices.Contains(names[:i], n) {
			t.Errorf("phase %d: %q is empty or named twice", i, n)
		}
	}
}

// TestStartup: a start without a log or a phase listener logs to the
// default logger and tells nobody; a window of a driver that is not a
// desktop one counts as made.
func TestStartup(t *testing.T) {
	s := newStartup(nil, nil)
	if s.log == nil || s.phase == nil {
		t.Fatalf("newStartup(nil, nil) = %+v", s)
	}
	s.phase(phaseLockTaken) // nobody to tell: no panic
	var told []string
	s = newStartup(nil, func(n string) { told = append(told, n) })
	s.phase(phaseSettingsRead)
	if !slices.Equal(told, []string{phaseSettingsRead}) {
		t.Errorf("told %q", told)
	}
	test.NewTempApp(t)
	if w := test.NewTempWindow(t, nil); !windowMade(w) {
		t.Error("the test driver's window counts as not made")
	}
}

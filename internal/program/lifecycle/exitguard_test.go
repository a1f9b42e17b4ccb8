package lifecycle

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/applog"
	"github.com/togyzkumalak/togyzkumalak/ui"
)

// A close that hangs ends: cleanly once the game is saved (the marker of a
// running game removed, exit code 0), else later, keeping the marker so
// that the next start says so; a close that ends by itself is left alone.
func TestExitGuard(t *testing.T) {
	// Short delays, far apart: the first watchdog's stack dump may take a
	// while on a loaded machine under the race detector.
	const saved, stuck = 50 * time.Millisecond, 3 * time.Second
	tests := []struct {
		name       string
		phases     []string
		stopAfter  time.Duration // 0: never
		wantCode   int           // -1: no exit
		wantMarker bool
		wantLog    []string
	}{
		{"saved, the teardown hangs", []string{ui.PhaseCloseRequested, ui.PhaseSaved}, 0, exitClosed, false,
			[]string{"every goroutine's stack follows", "the game is saved, so it ends now", `phases_ended="[close requested game saved]"`, "msg=closed"}},
		{"the save hangs", []string{ui.PhaseCloseRequested}, 0, exitCloseHanged, true,
			[]string{"every goroutine's stack follows", "the game was not saved; it ends now"}},
		{"the close ends by itself", []string{ui.PhaseCloseRequested, ui.PhaseSaved}, saved / 4, -1, true, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			var stderr bytes.Buffer
			lg, err := applog.Open(dir, applog.Options{Stderr: &stderr})
			if err != nil {
				t.Fatal(err)
			}
			if _, err := lg.Claim(); err != nil {
				t.Fatal(err)
			}
			exited := make(chan int, 2)
			var once sync.Once
			g := &exitGuard{log: lg, closeLog: func() { once.Do(func() { lg.Close() }) }, exit: func(code int) { exited <- code },
				saved: saved, stuck: stuck}
			for _, p := range tc.phases {
				lg.Phase(p)
				if p == ui.PhaseCloseRequested {
					g.watch()
					g.watch() // a second close changes nothing
				}
			}
			if tc.stopAfter > 0 {
				time.Sleep(tc.stopAfter)
				g.stop()
			}
			code, wait := -1, stuck+500*time.Millisecond
			if tc.wantCode >= 0 {
				wait = stuck + 20*time.Second
			}
			select {
			case code = <-exited:
			case <-time.After(wait):
			}
			if code != tc.wantCode {
				t.Fatalf("exit code %d, want %d", code, tc.wantCode)
			}
			select {
			case c := <-exited:
				t.Errorf("a second exit, code %d", c)
			case <-time.After(200 * time.Millisecond):
			}
			markers, _ := filepath.Glob(filepath.Join(dir, "*running*"))
			if got := len(markers) > 0; got != tc.wantMarker {
				entries, _ := os.ReadDir(dir)
				t.Errorf("marker left: %v, want %v (folder: %v)", got, tc.wantMarker, entries)
			}
			log, err := os.ReadFile(lg.Path())
			if err != nil {
				t.Fatal(err)
			}
			for _, want := range tc.wantLog {
				if !strings.Contains(string(log), want) {
					t.Errorf("the log lacks %q:\n%s", want, log)
				}
			}
			if tc.wantCode < 0 && strings.Contains(string(log), "stack") {
				t.Errorf("a close that ended by itself dumped stacks:\n%s", log)
			}
		})
	}
}

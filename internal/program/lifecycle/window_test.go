package lifecycle

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// TestNoDisplayIsOneLine runs the test binary again as the window with no
// display, or one that does not answer: one line on stderr, exit code 3, no
// stack, and the reason in the log.
func TestNoDisplayIsOneLine(t *testing.T) {
	if os.Getenv("TOGYZKUMALAK_CHILD") == "window" {
		os.Exit(Run(Program{Version: "dev", Commit: "unknown"}, os.Stderr))
	}
	if runtime.GOOS != "linux" {
		t.Skip("DISPLAY decides only on X11")
	}
	const tail = "; the headless commands work without one, see `togyzkumalak help`\n"
	tests := []struct {
		display string
		reason  string // in the line and the log
	}{
		{"", "no display (DISPLAY is not set)"},
		{":987", `cannot connect to the display ":987" (PlatformError: X11: Failed to open display :987)`},
	}
	for _, tc := range tests {
		t.Run("DISPLAY="+tc.display, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(os.Args[0], "-test.run=^TestNoDisplayIsOneLine$")
			cmd.Env = append(os.Environ(), "TOGYZKUMALAK_CHILD=window", "DISPLAY="+tc.display, "HOME="+dir,
				"XDG_STATE_HOME="+filepath.Join(dir, "state"), "XDG_CONFIG_HOME="+filepath.Join(dir, "config"),
				"XDG_DATA_HOME="+filepath.Join(dir, "data"), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"))
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			err := cmd.Run()
			var exit *exec.ExitError
			if !errors.As(err, &exit) || exit.ExitCode() != exitNoWindow {
				t.Fatalf("child: %v, want exit status %d; stderr %q", err, exitNoWindow, errOut.String())
			}
			want := "togyzkumalak: cannot open a window: " + tc.reason + tail
			if errOut.String() != want || out.Len() != 0 {
				t.Errorf("stdout %q, stderr %q; want stderr %q", out.String(), errOut.String(), want)
			}
			log, err := os.ReadFile(filepath.Join(dir, "state", "togyzkumalak", "togyzkumalak.log"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(log), `msg="cannot open a window" reason=`) || !strings.Contains(string(log), "closed") {
				t.Errorf("the log lacks the reason or the close:\n%s", log)
			}
		})
	}
}

func TestWindowFailure(t *testing.T) {
	tests := []struct {
		cause  string
		want   string
		wantGL bool
	}{
		{"VersionUnavailable: WGL: OpenGL 2.1 is not supported by the driver", "no OpenGL 2.1 driver (VersionUnavailable: WGL: OpenGL 2.1 is not supported by the driver)", true},
		{"APIUnavailable: GLX: No GLX extension", "no OpenGL 2.1 driver (APIUnavailable: GLX: No GLX extension)", true},
		{"PlatformError: X11: the window went away", "the window could not be made (PlatformError: X11: the window went away)", false},
		{"", "the window could not be made (see the log)", false},
	}
	for _, tc := range tests {
		if got := windowFailure(tc.cause); got != tc.want {
			t.Errorf("windowFailure(%q) = %q, want %q", tc.cause, got, tc.want)
		}
		if got := missingGL(windowFailure(tc.cause)); got != tc.wantGL {
			t.Errorf("missingGL(windowFailure(%q)) = %v, want %v", tc.cause, got, tc.wantGL)
		}
	}
}

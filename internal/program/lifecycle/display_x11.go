//go:build (linux || freebsd || openbsd || netbsd) && !wayland

package lifecycle

import (
	"fmt"
	"os"
)

// displayMissing says why there is no X display to open, "" if DISPLAY
// names one.
func displayMissing() string {
	if os.Getenv("DISPLAY") == "" {
		return "no display (DISPLAY is not set)"
	}
	return ""
}

// displayFailed says why GLFW could not open the display.
func displayFailed(said string) string {
	return fmt.Sprintf("cannot connect to the display %q (%s)", os.Getenv("DISPLAY"), said)
}

//go:build !((linux || freebsd || openbsd || netbsd) && !wayland)

package lifecycle

// displayMissing returns "": Windows and macOS always have a display to
// ask for a window.
func displayMissing() string { return "" }

// displayFailed says why GLFW could not start.
func displayFailed(said string) string { return "the window system is unavailable (" + said + ")" }

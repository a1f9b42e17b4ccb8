//go:build !windows

package lifecycle

// showFatal does nothing: on Linux and macOS the stderr line and the log
// say it (a desktop launcher's output goes to the session's log).
func showFatal(title, text string) {}

package applog

import (
	"os"
	"runtime"
	"strings"
)

// System describes the operating system: GOOS/GOARCH and, where known, its
// name and version (and Wine's, under Wine).
func System() string {
	s := runtime.GOOS + "/" + runtime.GOARCH
	if d := osDescription(); d != "" {
		s += ", " + d
	}
	return s
}

func pid() int { return os.Getpid() }

// osRelease returns PRETTY_NAME of an os-release file's text, "" if none.
func osRelease(text string) string {
	for _, line := range strings.Split(text, "\n") {
		if v, ok := strings.CutPrefix(strings.TrimSpace(line), "PRETTY_NAME="); ok {
			return strings.Trim(v, `"'`)
		}
	}
	return ""
}

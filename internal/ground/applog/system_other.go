//go:build !windows

package applog

import "os"

// osDescription returns the distribution's name from os-release, "" where
// there is none.
func osDescription() string {
	for _, name := range []string{"/etc/os-release", "/usr/lib/os-release"} {
		if b, err := os.ReadFile(name); err == nil {
			return osRelease(string(b))
		}
	}
	return ""
}

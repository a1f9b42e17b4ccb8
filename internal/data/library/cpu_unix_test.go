//go:build unix

package library

import (
	"syscall"
	"time"
)

// cpuTime is the process's user and system time so far: on a shared
// machine it says what an import costs when the wall clock cannot.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

//go:build unix

package ai

import (
	"syscall"
	"testing"
	"time"
)

// cpuTime returns the CPU time the process has used so far.
func cpuTime(tb testing.TB) time.Duration {
	var r syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &r); err != nil {
		tb.Fatal(err)
	}
	return time.Duration(r.Utime.Nano() + r.Stime.Nano())
}

//go:build !unix

package ai

import (
	"testing"
	"time"
)

// cpuTime returns 0: the process's CPU time is measured on Unix only.
func cpuTime(testing.TB) time.Duration { return 0 }

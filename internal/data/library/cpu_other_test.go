//go:build !unix

package library

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }

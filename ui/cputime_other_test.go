//go:build !unix

package ui

import "time"

// processCPU: not read on this system.
func processCPU() (time.Duration, bool) { return 0, false }

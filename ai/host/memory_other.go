//go:build !linux && !windows

package host

// AvailableMemory returns 0: the free memory is not known here.
func AvailableMemory() int64 { return 0 }

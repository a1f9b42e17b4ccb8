package host

import (
	"os"
	"strconv"
	"strings"
)

// AvailableMemory returns the bytes of memory the system can give a program
// without swapping (MemAvailable), 0 when it cannot tell.
func AvailableMemory() int64 {
	data, err := os.ReadFile("/proc/meminfo")
	if err != nil {
		return 0
	}
	return memAvailable(string(data))
}

// memAvailable reads MemAvailable from the text of /proc/meminfo.
func memAvailable(meminfo string) int64 {
	for line := range strings.Lines(meminfo) {
		rest, ok := strings.CutPrefix(line, "MemAvailable:")
		if !ok {
			continue
		}
		kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
		if err != nil || kb < 0 {
			return 0
		}
		return kb << 10
	}
	return 0
}

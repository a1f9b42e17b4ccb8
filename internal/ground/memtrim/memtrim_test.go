package memtrim

import (
	"os"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// rssKB reads the resident memory of this process from /proc.
func rssKB(t *testing.T) int {
	t.Helper()
	status, err := os.ReadFile("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc here: %v", err)
	}
	for line := range strings.Lines(string(status)) {
		if rest, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			kb, err := strconv.Atoi(strings.TrimSuffix(strings.TrimSpace(rest), " kB"))
			if err != nil {
				t.Fatalf("parse VmRSS %q: %v", line, err)
			}
			return kb
		}
	}
	t.Fatal("no VmRSS in /proc/self/status")
	return 0
}

// TestReleaseReturnsGoHeap: 64 MiB of Go memory, freed, is no longer
// resident after Release.
func TestReleaseReturnsGoHeap(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("reads /proc")
	}
	if raceDetector {
		t.Skip("the race detector's shadow of the freed heap stays resident")
	}
	before := rssKB(t)
	blocks := make([][]byte, 64)
	for i := range blocks {
		blocks[i] = make([]byte, 1<<20)
		for j := range blocks[i] {
			blocks[i][j] = byte(j)
		}
	}
	held := rssKB(t)
	if held-before < 48<<10 {
		t.Fatalf("64 MiB allocated, but resident memory grew only %d kB", held-before)
	}
	blocks = nil
	Release()
	after := rssKB(t)
	if after-before > 16<<10 {
		t.Errorf("resident memory %d kB before, %d kB holding 64 MiB, %d kB after Release: want it back within 16 MiB",
			before, held, after)
	}
}

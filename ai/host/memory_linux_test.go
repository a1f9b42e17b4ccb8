package host

import "testing"

func TestMemAvailable(t *testing.T) {
	for _, tt := range []struct {
		meminfo string
		want    int64
	}{
		{"MemTotal:       24684200 kB\nMemFree:        22815596 kB\nMemAvailable:   24076652 kB\n", 24076652 << 10},
		{"MemTotal:       24684200 kB\n", 0},
		{"MemAvailable:   lots\n", 0},
		{"", 0},
	} {
		if got := memAvailable(tt.meminfo); got != tt.want {
			t.Errorf("memAvailable(%q) = %d, want %d", tt.meminfo, got, tt.want)
		}
	}
	if AvailableMemory() <= 0 {
		t.Error("no memory available on this machine")
	}
}

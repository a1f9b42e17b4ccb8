//go:build linux && cgo

package memtrim

import (
	"testing"

	"github.com/togyzkumalak/togyzkumalak/internal/ground/memtrim/internal/holes"
)

// TestReleaseReturnsCHeapHoles: 64 MiB of small C allocations with every
// 64th kept live leave holes that free() does not return; Release does.
func TestReleaseReturnsCHeapHoles(t *testing.T) {
	if !TrimsCHeap() {
		t.Skip("not glibc")
	}
	const n, size, keep = 16384, 4096, 64
	before := rssKB(t)
	blocks := holes.Make(n, size, keep)
	defer blocks.Free()
	holed := rssKB(t)
	if holed-before < 48<<10 {
		t.Fatalf("64 MiB malloc'd and mostly freed, but the holes are not resident (%d kB → %d kB): the test shows nothing",
			before, holed)
	}
	Release()
	after := rssKB(t)
	if after-before > 16<<10 {
		t.Errorf("resident memory %d kB before, %d kB with the holes, %d kB after Release: want the holes back",
			before, holed, after)
	}
}

// BenchmarkReleaseCHeapHoles times Release with 64 MiB of C heap holes to
// return (the window's case after a screen closes: malloc is locked while
// the holes are trimmed).
func BenchmarkReleaseCHeapHoles(b *testing.B) {
	for b.Loop() {
		b.StopTimer()
		blocks := holes.Make(16384, 4096, 64)
		b.StartTimer()
		Release()
		b.StopTimer()
		blocks.Free()
		b.StartTimer()
	}
}

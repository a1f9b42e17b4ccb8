package egtb

import "testing"

// TestPositionDoesNotAllocate: position runs for every position of a table
// at every build; garbage there grows a large build's heap to twice the
// table (the collector lets the heap double before it runs).
func TestPositionDoesNotAllocate(t *testing.T) {
	l := newLayout(4)
	if n := testing.AllocsPerRun(100, func() { _ = l.position(10, 4, 7) }); n != 0 {
		t.Errorf("position allocates %v times", n)
	}
}

//go:build race

package memtrim

// raceDetector: the race detector keeps shadow memory for every Go
// allocation and does not return it with the heap.
const raceDetector = true

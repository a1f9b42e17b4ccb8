//go:build !race

package memtrim

const raceDetector = false

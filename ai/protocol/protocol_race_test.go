//go:build race

package protocol

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = true

//go:build !race

package ai

// raceEnabled reports whether the tests run under the race detector.
const raceEnabled = false

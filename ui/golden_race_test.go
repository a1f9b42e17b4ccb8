//go:build race

package ui

// goldenUnderRace reports whether the tests run under the race detector,
// which slows the software painter about tenfold: the goldens are then
// painted in the smallest window only (see paintedSizes).
const goldenUnderRace = true

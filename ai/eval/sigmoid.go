package eval

import "math"

// Sigmoid is the logistic function 1/(1+e^-x): it maps a score, scaled by a
// fitted constant, to an expected result between 0 (lost) and 1 (won). It
// is the one copy the winning chance (ai.WinChance), the tuner's fit to game
// results (./cmd/tune), the network's labels (./cmd/nettrain) and the
// winning chance's fit (./cmd/winfit) share.
func Sigmoid(x float64) float64 { return 1 / (1 + math.Exp(-x)) }

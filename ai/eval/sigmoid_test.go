package eval

import (
	"math"
	"testing"
)

func TestSigmoid(t *testing.T) {
	tests := []struct{ x, want float64 }{
		{0, 0.5},
		{math.Log(3), 0.75}, // e^-x = 1/3
		{-math.Log(3), 0.25},
		{40, 1},
		{-800, 0}, // e^800 is +Inf: no NaN
		{math.Inf(1), 1},
		{math.Inf(-1), 0},
	}
	for _, tt := range tests {
		if got := Sigmoid(tt.x); math.Abs(got-tt.want) > 1e-12 {
			t.Errorf("Sigmoid(%v) = %v, want %v", tt.x, got, tt.want)
		}
	}
	for _, x := range []float64{0.1, 1, 2.5, 7} {
		if s := Sigmoid(x) + Sigmoid(-x); math.Abs(s-1) > 1e-12 {
			t.Errorf("Sigmoid(%v)+Sigmoid(-%v) = %v, want 1", x, x, s)
		}
	}
}

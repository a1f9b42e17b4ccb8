package main

import (
	"encoding/json"
	"fmt"
	"os"

	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

// handWeights are the weights set by hand before any tuning, in hundredths
// of a stone per feature unit: the starting point of the tuning chain.
var handWeights = map[int]float64{
	eval.FKazan:   100,
	eval.FTuzdyk1: 300, eval.FTuzdyk2: 300, eval.FTuzdyk3: 300, eval.FTuzdyk4: 300,
	eval.FTuzdyk5: 300, eval.FTuzdyk6: 300, eval.FTuzdyk7: 300, eval.FTuzdyk8: 300,
	eval.FTuzdykPhase: 40,
	eval.FRow1:        10, eval.FRow2: 10, eval.FRow3: 10, eval.FRow4: 10, eval.FRow5: 10,
	eval.FRow6: 10, eval.FRow7: 10, eval.FRow8: 10, eval.FRow9: 10,
	eval.FRowPhase:    2,
	eval.FGainMe:      60,
	eval.FGainOpp:     -40,
	eval.FCapMovesMe:  5,
	eval.FCapMovesOpp: -5,
	eval.FTuzThreat:   50,
	eval.FOddHoles:    -5,
	eval.FMobility:    5,
	eval.FBigHoles:    10,
	eval.FLapHoles:    10,
	eval.FTempo:       20,
}

// startWeights returns the weights a run starts from: "hand", "embedded"
// (the weights compiled into the engine) or a JSON file written by -json.
func startWeights(from string) ([]float64, error) {
	w := make([]float64, eval.NumFeatures)
	switch from {
	case "hand":
		for i, x := range handWeights {
			w[i] = x
		}
	case "embedded":
		for i, x := range eval.Tuned() {
			w[i] = float64(x) / eval.Scale
		}
	default:
		b, err := os.ReadFile(from)
		if err != nil {
			return nil, fmt.Errorf("start weights: %w", err)
		}
		var ints []int32
		if err := json.Unmarshal(b, &ints); err != nil {
			return nil, fmt.Errorf("start weights %s: %w", from, err)
		}
		if len(ints) != eval.NumFeatures {
			return nil, fmt.Errorf("start weights %s: %d weights, want %d", from, len(ints), eval.NumFeatures)
		}
		for i, x := range ints {
			w[i] = float64(x) / eval.Scale
		}
	}
	return w, nil
}

// recordOpenings returns a position from each game of the records, at a
// ply between 6 and 21 that varies from game to game.
func recordOpenings(files []string) ([]game.Position, error) {
	var out []game.Position
	i := 0
	for _, name := range files {
		games, _, err := realgames.Read(name)
		if err != nil {
			return nil, err
		}
		for _, g := range games {
			ply := 6 + (i*5)%16
			i++
			if p := g.PositionAt(ply); ply < g.Len() && !p.Over() {
				out = append(out, p)
			}
		}
	}
	return out, nil
}

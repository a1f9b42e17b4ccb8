package eval

// The generated files of this package and the commands that made them, run
// from the module's root. `go generate ./ai/eval` runs both (the network's
// training takes about 25 minutes on two cores, the weights' SPSA round
// about 10); `go generate -run tune ./ai/eval` runs one. See
// docs/engine-experiments.md for the rounds before these.
//
// weights.go: the second SPSA round, from the first's weights
// (go run ./cmd/tune -start hand -spsa 6000 -spsa-depth 5 -spsa-rate 0.1
// -json cmd/tune/round1.json made cmd/tune/round1.json).
//go:generate sh -c "cd ../.. && nice go run ./cmd/tune -start cmd/tune/round1.json -spsa 4000 -spsa-depth 7 -spsa-rate 0.06 -json cmd/tune/round2.json -out ai/eval/weights.go"
//
// netweights.go: the network's second round, labelled by the engine with
// the first round's network embedded (the first round: -linear).
//go:generate sh -c "cd ../.. && nice go run ./cmd/nettrain -games 400 -selfplay-nodes 4000 -label-nodes 8000 -every 3 -seed 1 -epochs 30 -batch 256 -rate 0.002 -lambda 0.8 -out ai/eval/netweights.go"

package ai

// The generated files of this package and the commands that made them, run
// from the module's root. `go generate ./ai` runs both; `go generate -run
// winfit ./ai` runs one. See docs/engine-experiments.md for what each
// measured.
//
// winchance_fit.go: the winning-chance curve, fitted on the real games'
// positions searched at depth 9 (about 1.5 minutes on two cores).
//go:generate sh -c "cd .. && nice go run ./cmd/winfit -depth 9 -out ai/winchance_fit.go"
//
// policies.go: the human-like levels' policies, fitted to the PlayOK games
// (about 4 minutes the first time, which fills the cache of move values).
//go:generate sh -c "cd .. && nice go run ./cmd/humanlike -fit -out ai/policies.go"

package ai

import "github.com/togyzkumalak/togyzkumalak/ai/eval"

// useNet says whether full-strength searches (and the bench) add the
// network's correction (eval.Net, made by ./cmd/nettrain) to the linear
// evaluation. The strength gate (./cmd/sprt) decides it: see "Evaluation"
// in README.md.
const useNet = true

// defaultNet is the network of full-strength searches, nil when the linear
// evaluation plays alone.
func defaultNet() *eval.Net {
	if !useNet {
		return nil
	}
	n := eval.TunedNet()
	n.Prepare()
	return &n
}

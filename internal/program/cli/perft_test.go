package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestPerftDepthsStops checks that perft counts to the depth it was given,
// and that an ended context (an interrupt) stops it with a message naming
// the depth and a failing exit code.
func TestPerftDepthsStops(t *testing.T) {
	ended, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name   string
		ctx    context.Context
		depth  int
		code   int
		stdout string
		stderr string
	}{
		{"counts", context.Background(), 3, ExitOK, "1 9\n2 73\n3 613\n", ""},
		{"stopped", ended, 5, ExitMismatch, "", "togyzkumalak perft: stopped at depth 1: context canceled\n"},
	}
	for _, tt := range tests {
		var out, errb bytes.Buffer
		r := &run{prog: gameBinary, cmd: "perft", stdout: &out, stderr: &errb}
		if code := perftDepths(tt.ctx, r, game.Start(), tt.depth); code != tt.code {
			t.Errorf("%s: exit %d, want %d", tt.name, code, tt.code)
		}
		if out.String() != tt.stdout || !strings.HasPrefix(errb.String(), tt.stderr) || (tt.stderr == "") != (errb.Len() == 0) {
			t.Errorf("%s: stdout %q stderr %q; want %q and %q", tt.name, out.String(), errb.String(), tt.stdout, tt.stderr)
		}
	}
}

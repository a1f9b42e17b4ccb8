package cli

import (
	"context"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// engineCommand speaks the engine protocol on stdin and stdout until quit,
// the end of its input, or an interrupt.
func engineCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) != 0 {
		fmt.Fprintf(stderr, "togyzkumalak engine: takes no arguments, got %q\n", args)
		return ExitUsage
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := ai.RunProtocol(ctx, stdin, stdout); err != nil {
		fmt.Fprintln(stderr, "togyzkumalak engine:", err)
		return ExitMismatch
	}
	return ExitOK
}

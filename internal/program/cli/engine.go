package cli

import (
	"context"
	"flag"
	"os"
	"os/signal"
	"syscall"

	"github.com/togyzkumalak/togyzkumalak/ai/protocol"
)

// engineCommand speaks the engine protocol on stdin and stdout until quit,
// the end of its input, or an interrupt. It loads the endgame table of the
// cache folder (or --endgame's) in the background, and builds the window's
// largest default table there while it plays with a smaller one
// (host.HeadlessPolicy).
func engineCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("engine", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	dir := r.endgameFlag(fs)
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() != 0 {
		return r.failf(ExitUsage, "takes no arguments but --endgame, got %q", fs.Args())
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	opts := protocol.Options{Version: r.prog.Version, EndgameDir: *dir}
	if err := protocol.RunWith(ctx, r.stdin, r.stdout, opts); err != nil {
		return r.failf(ExitMismatch, "%v", err)
	}
	return ExitOK
}

// Command togyzkumalak-engine is the togyz kumalak engine without the game
// window: the headless commands of the game binary (engine, perft, replay,
// bench, analyse) in a small binary that builds without cgo, for tournament software,
// other GUIs and servers:
//
//	CGO_ENABLED=0 go build ./cmd/togyzkumalak-engine
//
// With no arguments it speaks the UCI-style engine protocol on stdin and
// stdout, as `togyzkumalak engine` does.
package main

import (
	"os"

	"github.com/togyzkumalak/togyzkumalak/internal/program/cli"
)

// Set by the linker: go build -ldflags "-X main.version=... -X main.commit=...".
var (
	version = "dev"
	commit  = "unknown"
)

func main() {
	p := cli.Program{Name: "togyzkumalak-engine", Version: version, Commit: commit, Default: "engine"}
	os.Exit(p.Run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Command togyzkumalak is a desktop togyz kumalak game against a strong
// computer opponent.
//
// Without arguments it opens the game window. Its subcommands give the engine
// and the rules to scripts, tournaments and tests, with no window and no
// display:
//
//	togyzkumalak engine                  the UCI-style engine protocol on stdin/stdout
//	togyzkumalak perft [--tfen T] N      count the move tree to depth N
//	togyzkumalak replay [--plies] FILE…  check game records move by move
//	togyzkumalak --version               print the version, commit and licence
package main

import (
	"os"

	// Before Fyne initialises: no locale error under LANG=C (see the package).
	_ "github.com/togyzkumalak/togyzkumalak/internal/locale"
)

// Set by the linker: go build -ldflags "-X main.version=... -X main.commit=...".
var (
	version = "dev"
	commit  = "unknown"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// Command togyzkumalak is a desktop togyz kumalak game against a strong
// computer opponent.
//
// Without arguments it opens the game window. With arguments it runs a
// headless command of package internal/program/cli, which gives the engine and the
// rules to scripts, tournaments and tests with no window and no display;
// cmd/togyzkumalak-engine builds the same commands without cgo:
//
//	togyzkumalak engine                  the UCI-style engine protocol on stdin/stdout
//	togyzkumalak perft [--tfen T] N      count the move tree to depth N
//	togyzkumalak replay [--plies] FILE…  check game records move by move
//	togyzkumalak convert FILE…           write game records in PlayStrategy's PGN
//	togyzkumalak bench                   the engine's node-count signature and speed
//	togyzkumalak analyse FILE…           review every move of games with the engine
//	togyzkumalak puzzles [THEME]         print the puzzle set, one puzzle a line
//	togyzkumalak --version               print the version, commit and licence
//
// The window's process, from its start to its end (the log, the display,
// the watchdogs, the exit guard, the message that says why it cannot
// open), is package internal/program/lifecycle; the window is package ui.
package main

import (
	"io"
	"os"

	"github.com/togyzkumalak/togyzkumalak/internal/program/cli"
	"github.com/togyzkumalak/togyzkumalak/internal/program/lifecycle"
)

// Set by the linker: go build -ldflags "-X main.version=... -X main.commit=...".
var (
	version = "dev"
	commit  = "unknown"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run is main without the process: it returns the exit code. Any argument
// makes it a headless command, which never reaches the window's code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		return lifecycle.Run(lifecycle.Program{Version: version, Commit: commit}, stderr)
	}
	p := cli.Program{Name: "togyzkumalak", Version: version, Commit: commit, Window: "open the game window"}
	return p.Run(args, stdin, stdout, stderr)
}

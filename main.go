// Command togyzkumalak is a desktop togyz kumalak game against a strong
// computer opponent. Without arguments it opens the game window; its
// subcommands give the engine and the rules to scripts: engine, perft, replay.
package main

import (
	"fmt"
	"os"
)

func main() {
	fmt.Fprintln(os.Stderr, "togyzkumalak: under construction")
	os.Exit(2)
}

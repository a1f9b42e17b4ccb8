// Command gen synthesises the game's sound effects and writes them as WAV
// files (16-bit PCM, mono, 44.1 kHz). The output is deterministic: running it
// again reproduces the committed files in assets/sounds.
//
// Usage, from the repository root:
//
//	go run ./assets/gen [-out assets/sounds]
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	out := flag.String("out", filepath.Join("assets", "sounds"), "directory the WAV files are written to")
	flag.Parse()
	if err := run(*out); err != nil {
		fmt.Fprintln(os.Stderr, "gen:", err)
		os.Exit(1)
	}
}

// run writes every sound of Sounds into dir.
func run(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return fmt.Errorf("create %q: %w", dir, err)
	}
	for _, s := range Sounds() {
		path := filepath.Join(dir, s.Name+".wav")
		if err := os.WriteFile(path, EncodeWAV(s.Samples, SampleRate), 0o644); err != nil {
			return fmt.Errorf("write sound %q: %w", path, err)
		}
	}
	return nil
}

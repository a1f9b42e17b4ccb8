package cli

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// eachGame reads the record file at path and calls fn with every game that
// replays, numbered from 1. A game with a wrong move or annotation is
// reported on stderr as "FILE:LINE: game G, ply P: …" and counted, and the
// reading goes on; an unreadable file, or one with no game, stops it. cmd
// names the command in messages. It returns the worst exit code: ExitOK,
// ExitMismatch for a wrong game, ExitUsage for an unreadable file, or what
// fn returned.
func eachGame(cmd, path string, stderr io.Writer, fn func(n int, g *game.Game) int) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "togyzkumalak %s: %v\n", cmd, err)
		return ExitUsage
	}
	defer f.Close()
	d := game.NewDecoder(f)
	code, n := ExitOK, 0
	for {
		g, err := d.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		var re *game.RecordError
		if errors.As(err, &re) {
			fmt.Fprintf(stderr, "%s:%d: game %d", path, re.Line, re.Game)
			if re.Ply > 0 {
				fmt.Fprintf(stderr, ", ply %d", re.Ply)
			}
			fmt.Fprintf(stderr, ": %s\n", re.Msg)
			code, n = ExitMismatch, n+1
			continue
		}
		if err != nil {
			fmt.Fprintf(stderr, "togyzkumalak %s: %s: %v\n", cmd, path, err)
			return ExitUsage
		}
		n++
		if c := fn(n, g); c != ExitOK {
			code = max(code, c)
			if c == ExitUsage {
				return code
			}
		}
	}
	if n == 0 {
		fmt.Fprintf(stderr, "togyzkumalak %s: %s: no game in the file\n", cmd, path)
		return ExitUsage
	}
	return code
}

package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// eachGame reads the record file at path, in any format game.NewDecoder
// reads (this program's records, scoresheets, PlayOK's and PlayStrategy's
// PGN), and calls fn with every game that replays, numbered from 1. A game
// with a wrong move, annotation or tag is reported on stderr as
// "FILE:LINE: game G, ply P: …" and counted, and the reading goes on; an
// unreadable file, or one with no game, stops it. It returns the worst exit
// code: ExitOK, ExitMismatch for a wrong game, ExitUsage for an unreadable
// file, or what fn returned.
func eachGame(r *run, path string, fn func(n int, g *game.Game) int) int {
	f, err := os.Open(path)
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
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
			fmt.Fprintf(r.stderr, "%s:%s\n", path, strings.TrimPrefix(re.Error(), "line "))
			code, n = ExitMismatch, n+1
			continue
		}
		if err != nil {
			return r.failf(ExitUsage, "%s: %v", path, err)
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
		return r.failf(ExitUsage, "%s: no game in the file", path)
	}
	return code
}

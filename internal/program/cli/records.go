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
// reading goes on; an unreadable file, or one with no game, stops it. It
// returns the worst exit code: ExitOK, ExitMismatch for a wrong game,
// ExitUsage for an unreadable file, or what fn returned.
func eachGame(r *run, path string, fn func(n int, g *game.Game) int) int {
	return eachGameOf(r, path, func(f io.Reader) gameDecoder { return game.NewDecoder(f) }, fn)
}

// gameDecoder reads the games of a record file one at a time.
type gameDecoder interface {
	Next() (*game.Game, error)
}

// eachGameOf is eachGame with the decoder that open makes for the file.
func eachGameOf(r *run, path string, open func(io.Reader) gameDecoder, fn func(n int, g *game.Game) int) int {
	stderr := r.stderr
	f, err := os.Open(path)
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	defer f.Close()
	d := open(f)
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

package cli

import (
	"flag"
	"fmt"
	"io"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// imageCommand draws a position as a PNG, as the window's board shows it:
// a TFEN (or PlayStrategy's FEN), or a moment of a game of a record file
// with its players, its event and the last moves marked.
func imageCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("image", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	tfen := fs.String("tfen", "", "the position as TFEN (or PlayStrategy's FEN)")
	ply := fs.Int("ply", -1, "with FILE: the position after this many moves; -1 is the game's end")
	gameN := fs.Int("game", 1, "with FILE: which of its games, from 1")
	look := addPictureFlags(fs, 2)
	if code, ok := parseFlags(r, fs, args); !ok {
		return code
	}
	o, err := look.options()
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	o.Turn = true
	var p game.Position
	switch {
	case *tfen != "" && fs.NArg() == 1:
		if p, err = parsePosition(*tfen); err != nil {
			return r.failf(ExitUsage, "--tfen: %v", err)
		}
	case *tfen == "" && fs.NArg() == 2:
		g, code := pickGame(r, fs.Arg(0), *gameN)
		if code != ExitOK {
			return code
		}
		n := *ply
		switch {
		case n < 0:
			n = g.Len()
		case n > g.Len():
			return r.failf(ExitUsage, "--ply %d: game %d of %s has %d moves", n, *gameN, fs.Arg(0), g.Len())
		}
		p, o = picture.OfGame(g, n, o)
	default:
		return r.failf(ExitUsage, "want --tfen T OUT.png, or FILE OUT.png (with --ply N, --game G)")
	}
	out := fs.Arg(fs.NArg() - 1)
	if err := outputFile(out, ".png"); err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	size := picture.Size(o)
	return writeOutput(r, out, func() string { return fmt.Sprintf("%d×%d PNG", size.X, size.Y) },
		func(w io.Writer) error { return picture.EncodePNG(w, p, o) })
}

// parsePosition reads a TFEN or PlayStrategy's FEN through the one reader
// of positions; the error names the format and the field.
func parsePosition(text string) (game.Position, error) {
	p, _, _, err := game.ParsePosition(text)
	return p, err
}

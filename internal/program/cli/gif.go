package cli

import (
	"flag"
	"fmt"
	"io"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// gifCommand draws a game of a record file as an animated GIF: the start,
// a frame after each move with the move written under the board, a pause
// at captures and tuzdyks, the result at the end.
func gifCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("gif", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	gameN := fs.Int("game", 1, "which game of FILE, from 1")
	delay := fs.Duration("delay", time.Second, "how long each move shows")
	capture := fs.Duration("capture-delay", 2200*time.Millisecond, "how long a move that captures or makes a tuzdyk shows")
	end := fs.Duration("end-delay", 5*time.Second, "how long the result shows before the game starts again")
	look := addPictureFlags(fs, picture.GIFScale)
	if code, ok := parseFlags(r, fs, args); !ok {
		return code
	}
	o, err := look.options()
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	for _, d := range []struct {
		name string
		v    time.Duration
	}{{"delay", *delay}, {"capture-delay", *capture}, {"end-delay", *end}} {
		if d.v < 20*time.Millisecond || d.v > time.Minute {
			return r.failf(ExitUsage, "--%s %v: want from 20ms to 1m", d.name, d.v)
		}
	}
	if fs.NArg() != 2 {
		return r.failf(ExitUsage, "want a record file and the GIF to write: FILE OUT.gif")
	}
	out := fs.Arg(1)
	if err := outputFile(out, ".gif"); err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	g, code := pickGame(r, fs.Arg(0), *gameN)
	if code != ExitOK {
		return code
	}
	if g.Len() == 0 {
		return r.failf(ExitUsage, "%s: game %d has no moves to animate", fs.Arg(0), *gameN)
	}
	gopt := picture.GIFOptions{Options: o, Delay: *delay, CaptureDelay: *capture, EndDelay: *end}
	size := picture.Size(o)
	return writeOutput(r, out, func() string { return fmt.Sprintf("%d×%d GIF of %d moves", size.X, size.Y, g.Len()) },
		func(w io.Writer) error { return picture.EncodeGIF(w, g, gopt) })
}

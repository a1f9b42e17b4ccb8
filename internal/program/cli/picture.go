package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/picture"
)

// The commands image and gif draw with package picture: these are their
// shared flags, the reading of the game they draw and the writing of the
// file.

// parseFlags parses the flags of a picture command, with a usage text
// that gives the command's call (from the table) and its flags; asking
// for it (-h, --help) is not an error.
func parseFlags(r *run, fs *flag.FlagSet, args []string) (code int, ok bool) {
	fs.Usage = func() {
		c, _ := lookup(r.cmd)
		fmt.Fprintf(fs.Output(), "Usage: %s %s %s\n%s.\n\nFlags:\n", r.prog.Name, c.Name, c.Args, upperFirst(c.Brief))
		fs.PrintDefaults()
	}
	switch err := fs.Parse(args); {
	case errors.Is(err, flag.ErrHelp):
		return ExitOK, false
	case err != nil:
		return ExitUsage, false
	}
	return ExitOK, true
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// pictureFlags are the look of a picture.
type pictureFlags struct {
	scale  *float64
	bottom *string
	dark   *bool
}

func addPictureFlags(fs *flag.FlagSet, scale float64) pictureFlags {
	return pictureFlags{
		scale:  fs.Float64("scale", scale, "the picture's pixels for each pixel of a board 600 pixels long (1 to 8)"),
		bottom: fs.String("bottom", "white", "the side whose row is at the bottom: white or black"),
		dark:   fs.Bool("dark", false, "the dark theme's colours on a dark page"),
	}
}

// options returns the look the flags ask for, or an error naming the flag.
func (f pictureFlags) options() (picture.Options, error) {
	var o picture.Options
	if s := *f.scale; math.IsNaN(s) || s < 1 || s > 8 {
		return o, fmt.Errorf("--scale %v: want a number from 1 to 8", s)
	}
	o.Scale, o.Dark = *f.scale, *f.dark
	switch strings.ToLower(*f.bottom) {
	case "white", "w":
		o.Bottom = game.White
	case "black", "b":
		o.Bottom = game.Black
	default:
		return o, fmt.Errorf("--bottom %q: want white or black", *f.bottom)
	}
	return o, nil
}

// outputFile checks the file a picture goes to: "-" for stdout, else a
// name that does not end in the other kind's extension (ext is the kind's
// own, as ".png").
func outputFile(out, ext string) error {
	if out == "-" {
		return nil
	}
	got := strings.ToLower(filepath.Ext(out))
	for _, other := range []string{".png", ".gif", ".pgn", ".txt"} {
		if got == other && other != ext {
			return fmt.Errorf("%s: this command writes a %s picture; name the file %s", out, strings.ToUpper(ext[1:]), ext)
		}
	}
	return nil
}

// writeOutput writes what write makes to out ("-": stdout) and, for a
// file, says its size. The file appears whole or not at all: it is
// written beside its place and renamed there.
func writeOutput(r *run, out string, size func() string, write func(io.Writer) error) int {
	if out == "-" {
		if err := write(r.stdout); err != nil {
			return r.failf(ExitMismatch, "%v", err)
		}
		return ExitOK
	}
	tmp, err := os.CreateTemp(filepath.Dir(out), "."+filepath.Base(out)+".*")
	if err != nil {
		return r.failf(ExitUsage, "write %s: %v", out, unwrapPath(err))
	}
	werr := write(tmp)
	cerr := tmp.Close()
	if err := errors.Join(werr, cerr); err != nil {
		os.Remove(tmp.Name())
		return r.failf(ExitMismatch, "write %s: %v", out, err)
	}
	if err := os.Rename(tmp.Name(), out); err != nil {
		os.Remove(tmp.Name())
		return r.failf(ExitUsage, "write %s: %v", out, unwrapPath(err))
	}
	info, err := os.Stat(out)
	if err != nil {
		return r.failf(ExitMismatch, "%v", err)
	}
	fmt.Fprintf(r.stdout, "%s: %s, %s\n", out, size(), byteSize(info.Size()))
	return ExitOK
}

// unwrapPath drops the temporary file's name from a file error.
func unwrapPath(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		return le.Err
	}
	return err
}

// byteSize is n bytes as "344 KB" or "1.2 MB".
func byteSize(n int64) string {
	switch {
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KB", (n+1<<9)>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// pickGame returns game number n (from 1) of the record file at path, in
// any notation the commands read. The other games of the file are read
// too, to say how many there are; those that do not replay are named on
// stderr as replay names them. The code is ExitOK with the game.
func pickGame(r *run, path string, n int) (*game.Game, int) {
	if n < 1 {
		return nil, r.failf(ExitUsage, "--game %d: the games of a file are numbered from 1", n)
	}
	var picked *game.Game
	count := 0
	code := eachGame(r, path, func(k int, g *game.Game) int {
		count = max(count, k)
		if k == n {
			picked = g
		}
		return ExitOK
	})
	if code == ExitUsage {
		return nil, code
	}
	if picked == nil {
		if n <= count {
			return nil, r.failf(ExitMismatch, "%s: game %d does not replay (see above)", path, n)
		}
		return nil, r.failf(ExitUsage, "%s: --game %d, but the file has %d game%s", path, n, count, plural(count))
	}
	return picked, ExitOK
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

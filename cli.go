package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strconv"
	"syscall"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/ui"
)

// Exit codes of the headless commands.
const (
	exitOK       = 0
	exitMismatch = 1 // a record is wrong
	exitUsage    = 2 // bad arguments or unreadable input
)

const usage = `Togyz Kumalak — тоғызқұмалақ — тогызкумалак

Usage:
  togyzkumalak                        open the game window
  togyzkumalak engine                 speak the UCI-style engine protocol on stdin/stdout
  togyzkumalak perft [--tfen T] N     print "<depth> <count>" for depths 1..N
  togyzkumalak replay [--plies] FILE… check game records; print "<game> <result> <white>:<black> <TFEN>"
  togyzkumalak analyse [--movetime MS | --depth D] FILE…
                                      review games with the engine; print "<game> <ply> <move> <best> <before> <after> <class>"
  togyzkumalak --version              print the version, commit and licence
  togyzkumalak --help                 print this help
`

// run is main without the process: it returns the exit code.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		// GLFW names the window's WM_CLASS after its (translated) title
		// unless told otherwise; the desktop entry expects "togyzkumalak".
		if os.Getenv("RESOURCE_NAME") == "" {
			os.Setenv("RESOURCE_NAME", "togyzkumalak")
		}
		if err := ui.Run(ui.Options{Version: version, Commit: commit}); err != nil {
			fmt.Fprintln(stderr, "togyzkumalak:", err)
			return 1
		}
		return exitOK
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, usage)
		return exitOK
	case "-version", "--version", "version":
		fmt.Fprintf(stdout, "togyzkumalak %s (commit %s), MIT licence\n", version, commit)
		return exitOK
	case "perft":
		return perftCommand(args[1:], stdout, stderr)
	case "replay":
		return replayCommand(args[1:], stdout, stderr)
	case "analyse":
		return analyseCommand(args[1:], stdin, stdout, stderr)
	case "engine":
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := ai.RunProtocol(ctx, stdin, stdout); err != nil {
			fmt.Fprintln(stderr, "togyzkumalak engine:", err)
			return 1
		}
		return exitOK
	}
	fmt.Fprintf(stderr, "togyzkumalak: unknown command %q\n\n%s", args[0], usage)
	return exitUsage
}

func perftCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(stderr)
	tfen := fs.String("tfen", game.StartTFEN, "the position to count from")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() != 1 {
		fmt.Fprintln(stderr, "togyzkumalak perft: want one depth, as in: togyzkumalak perft 6")
		return exitUsage
	}
	depth, err := strconv.Atoi(fs.Arg(0))
	if err != nil || depth < 1 || depth > 30 {
		fmt.Fprintf(stderr, "togyzkumalak perft: depth %q is not a number from 1 to 30\n", fs.Arg(0))
		return exitUsage
	}
	pos, err := game.ParseTFEN(*tfen)
	if err != nil {
		fmt.Fprintf(stderr, "togyzkumalak perft: --tfen: %v\n", err)
		return exitUsage
	}
	for d := 1; d <= depth; d++ {
		fmt.Fprintf(stdout, "%d %d\n", d, game.Perft(pos, d))
	}
	return exitOK
}

func replayCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	plies := fs.Bool("plies", false, "print every ply: <game> <ply> <move> <TFEN after it>")
	if err := fs.Parse(args); err != nil {
		return exitUsage
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(stderr, "togyzkumalak replay: want one or more record files")
		return exitUsage
	}
	code := exitOK
	for _, path := range fs.Args() {
		label := func(n int) string {
			if fs.NArg() == 1 {
				return strconv.Itoa(n)
			}
			return fmt.Sprintf("%s:%d", filepath.Base(path), n)
		}
		c := replayFile(path, label, *plies, stdout, stderr)
		code = max(code, c)
	}
	return code
}

func replayFile(path string, label func(int) string, plies bool, stdout, stderr io.Writer) int {
	f, err := os.Open(path)
	if err != nil {
		fmt.Fprintf(stderr, "togyzkumalak replay: %v\n", err)
		return exitUsage
	}
	defer f.Close()
	d := game.NewDecoder(f)
	code, n := exitOK, 0
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
			code, n = exitMismatch, n+1
			continue
		}
		if err != nil {
			fmt.Fprintf(stderr, "togyzkumalak replay: %s: %v\n", path, err)
			return exitUsage
		}
		n++
		if plies {
			for i := range g.Len() {
				fmt.Fprintf(stdout, "%s %d %s %s\n", label(n), i+1, g.MoveText(i), g.PositionAt(i+1).TFEN())
			}
		}
		o := g.Outcome()
		result := game.Ongoing
		if o.Result != game.Ongoing {
			result = o.Result
		}
		fmt.Fprintf(stdout, "%s %s %d:%d %s\n", label(n), result.Token(), o.Final[game.White], o.Final[game.Black], g.Position().TFEN())
	}
	if n == 0 {
		fmt.Fprintf(stderr, "togyzkumalak replay: %s: no game in the file\n", path)
		return exitUsage
	}
	return code
}

// Package cli runs the headless commands of togyz kumalak: perft, replay,
// engine, bench, analyse, explore, puzzles, image and gif, and every
// command added to its table later. It gives the rules and the engine to scripts, tournaments and tests,
// with no window and no display.
//
// The package imports neither the ui nor Fyne, so it builds without cgo: the
// game binary dispatches to it before its window starts, and
// cmd/togyzkumalak-engine is a small static binary with the same commands.
package cli

import (
	"fmt"
	"io"
	"strings"
)

// Exit codes of the headless commands.
const (
	ExitOK       = 0
	ExitMismatch = 1 // a record is wrong, or a command failed
	ExitUsage    = 2 // bad arguments or unreadable input
)

// A Command is one headless command. Run gets the arguments after the
// command's name and returns the process's exit code.
type Command struct {
	Name  string
	Args  string // the arguments in the usage text, as in "[--tfen T] N"
	Brief string // what it does, for the usage text
	Run   func(r *run, args []string) int
}

// run is one run of a command: the program, the command's name and the
// standard streams.
type run struct {
	prog           Program
	cmd            string
	stdin          io.Reader
	stdout, stderr io.Writer
}

// failf writes "<program> <command>: <message>" to stderr and returns code.
func (r *run) failf(code int, format string, args ...any) int {
	fmt.Fprintf(r.stderr, "%s %s: %s\n", r.prog.Name, r.cmd, fmt.Sprintf(format, args...))
	return code
}

// commands is the table of headless commands, in the order of the usage
// text. A new command is a file of this package with a Run function and
// one line here.
func commands() []Command {
	return []Command{
		{"engine", "[--endgame DIR]", "speak the UCI-style engine protocol on stdin/stdout", engineCommand},
		{"perft", "[--tfen T] N", `print "<depth> <count>" for depths 1..N`, perftCommand},
		{"replay", "[--plies] FILE…", `check game records; print "<game> <result> <white>:<black> <TFEN>"`, replayCommand},
		{"convert", "[--to playstrategy|record] FILE…", "write the games of record files in PlayStrategy's PGN (or this program's records)", convertCommand},
		{"analyse", "[--movetime MS | --depth D] [--endgame DIR] [--explain [--lang L]] FILE…", `review games with the engine: "<game> <ply> <move> <best> <before> <after> <class>", a summary per game; --explain adds the coach's words after each marked ply`, analyseCommand},
		{"bench", "[--endgame]", "search fixed positions to a fixed depth; print the node count (the search's signature) and nodes/s", benchCommand},
		{"explore", "[--tfen T] FILE… | --library [--db PATH] [--tfen T] [filters] [FILE…]", `print the moves played from a position: "<hole> <games> <white wins> <draws> <black wins>", then "total <games>"`, exploreCommand},
		{"puzzles", "[THEME]", `print the puzzle set: "<id> <theme> <rating> <TFEN> <solution holes separated by commas>"`, puzzlesCommand},
		{"image", "--tfen T OUT.png | [--game G] [--ply N] FILE OUT.png", "draw a position as a PNG, as the window's board shows it (a game's: its players and last moves)", imageCommand},
		{"gif", "[--game G] [--delay D] FILE OUT.gif", "draw a game as an animated GIF: a frame a move, the move under the board, the result at the end", gifCommand},
	}
}

// lookup returns the command of that name.
func lookup(name string) (Command, bool) {
	for _, c := range commands() {
		if c.Name == name {
			return c, true
		}
	}
	return Command{}, false
}

// Program describes the binary that runs the commands.
type Program struct {
	Name    string // the binary's name in messages, as in "togyzkumalak"
	Version string
	Commit  string
	// Window is the usage line of running the binary with no arguments,
	// as in "open the game window"; empty when the binary has no window.
	Window string
	// Default is the command run with no arguments when Window is empty.
	Default string
	// EndgameDir is the folder of the endgame tables ("": the user's cache
	// folder, $XDG_CACHE_HOME/togyzkumalak, which the window uses too).
	EndgameDir string
}

// Run runs the headless command args[0] with the arguments that follow it,
// or the program's default command when args is empty or starts with a
// flag, and returns the
// exit code. Besides the commands it knows help and version; anything else
// is a usage error.
func (p Program) Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		if p.Default == "" {
			fmt.Fprint(stderr, p.Usage())
			return ExitUsage
		}
		args = []string{p.Default}
	}
	switch args[0] {
	case "-h", "-help", "--help", "help":
		fmt.Fprint(stdout, p.Usage())
		return ExitOK
	case "-version", "--version", "version":
		fmt.Fprintf(stdout, "%s %s (commit %s), MIT licence\n", p.Name, p.Version, p.Commit)
		return ExitOK
	}
	if p.Default != "" && strings.HasPrefix(args[0], "-") {
		// flags alone are the default command's: "togyzkumalak-engine --endgame DIR"
		args = append([]string{p.Default}, args...)
	}
	c, ok := lookup(args[0])
	if !ok {
		fmt.Fprintf(stderr, "%s: unknown command %q\n\n%s", p.Name, args[0], p.Usage())
		return ExitUsage
	}
	return c.Run(&run{prog: p, cmd: c.Name, stdin: stdin, stdout: stdout, stderr: stderr}, args[1:])
}

// Usage is the help text: the commands and what they do.
func (p Program) Usage() string {
	type line struct{ call, brief string }
	var lines []line
	if p.Window != "" {
		lines = append(lines, line{p.Name, p.Window})
	} else if p.Default != "" {
		lines = append(lines, line{p.Name, "run the " + p.Default + " command"})
	}
	for _, c := range commands() {
		call := p.Name + " " + c.Name
		if c.Args != "" {
			call += " " + c.Args
		}
		lines = append(lines, line{call, c.Brief})
	}
	lines = append(lines,
		line{p.Name + " --version", "print the version, commit and licence"},
		line{p.Name + " --help", "print this help"})
	width := 0
	for _, l := range lines {
		width = max(width, len([]rune(l.call)))
	}
	var b strings.Builder
	b.WriteString("Togyz Kumalak — тоғызқұмалақ — тогызкумалак\n\nUsage:\n")
	for _, l := range lines {
		fmt.Fprintf(&b, "  %s%s %s\n", l.call, strings.Repeat(" ", width-len([]rune(l.call))), l.brief)
	}
	return b.String()
}

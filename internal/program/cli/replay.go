package cli

import (
	"flag"
	"fmt"
	"path/filepath"
	"strconv"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// replayCommand checks game records move by move and prints each game's
// result, final score and final position.
func replayCommand(r *run, args []string) int {
	stderr := r.stderr
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	plies := fs.Bool("plies", false, "print every ply: <game> <ply> <move> <TFEN after it>")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	if fs.NArg() == 0 {
		return r.failf(ExitUsage, "want one or more record files")
	}
	code := ExitOK
	for _, path := range fs.Args() {
		label := func(n int) string {
			if fs.NArg() == 1 {
				return strconv.Itoa(n)
			}
			return fmt.Sprintf("%s:%d", filepath.Base(path), n)
		}
		c := replayFile(r, path, label, *plies)
		code = max(code, c)
	}
	return code
}

func replayFile(r *run, path string, label func(int) string, plies bool) int {
	stdout := r.stdout
	return eachGame(r, path, func(n int, g *game.Game) int {
		if plies {
			for i := range g.Len() {
				fmt.Fprintf(stdout, "%s %d %s %s\n", label(n), i+1, g.MoveText(i), g.PositionAt(i+1).TFEN())
			}
		}
		o := g.Outcome()
		fmt.Fprintf(stdout, "%s %s %d:%d %s\n", label(n), o.Result.Token(), o.Final[game.White], o.Final[game.Black], g.Position().TFEN())
		return ExitOK
	})
}

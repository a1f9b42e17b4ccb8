package cli

import (
	"flag"
	"io"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// convertCommand writes the games of record files, read in any format the
// decoder reads, to stdout in PlayStrategy's PGN (to import them there) or
// in this program's records. A wrong game is reported as replay reports
// it and left out.
func convertCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("convert", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	to := fs.String("to", "playstrategy", "the format written: playstrategy (PlayStrategy's PGN) or record (this program's records)")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	var text func(*game.Game) string
	switch *to {
	case "playstrategy":
		text = (*game.Game).PlayStrategyText
	case "record":
		text = (*game.Game).Text
	default:
		return r.failf(ExitUsage, "--to %q is not playstrategy or record", *to)
	}
	if fs.NArg() == 0 {
		return r.failf(ExitUsage, "want one or more record files")
	}
	code := ExitOK
	for _, path := range fs.Args() {
		c := eachGame(r, path, func(_ int, g *game.Game) int {
			if _, err := io.WriteString(r.stdout, text(g)); err != nil {
				return r.failf(ExitUsage, "%v", err)
			}
			return ExitOK
		})
		code = max(code, c)
		if c == ExitUsage {
			return code
		}
	}
	return code
}

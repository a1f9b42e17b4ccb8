package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/library"
)

// exploreCommand prints the moves played from a position in the games of
// record files, or of the games library: "<hole> <games> <white wins>
// <draws> <black wins>", most played first, then "total <games>".
func exploreCommand(r *run, args []string) int {
	fs := flag.NewFlagSet("explore", flag.ContinueOnError)
	fs.SetOutput(r.stderr)
	tfen := fs.String("tfen", game.StartTFEN, "the position (TFEN, or PlayStrategy's FEN)")
	useLib := fs.Bool("library", false, "ask the games library (after importing the FILEs into it) instead of the files alone")
	db := fs.String("db", "", "the library's database (default: "+library.FileName+" in the data folder)")
	coll := fs.String("collection", "", "with --library: only these collections, separated by commas (the built-in Masters and PlayOK, Library, My games, or one imported)")
	player := fs.String("player", "", "with --library: only the games of this player")
	from := fs.Int("from", 0, "with --library: only the games of this year and later")
	to := fs.Int("to", 0, "with --library: only the games of this year and earlier")
	rating := fs.Int("rating", 0, "with --library: only the games whose two players are rated at least this")
	if err := fs.Parse(args); err != nil {
		return ExitUsage
	}
	pos, _, _, err := game.ParsePosition(*tfen)
	if err != nil {
		return r.failf(ExitUsage, "--tfen: %v", err)
	}
	if !*useLib {
		if fs.NArg() == 0 {
			return r.failf(ExitUsage, "want one or more record files, or --library")
		}
		return exploreFiles(r, pos, fs.Args())
	}
	f := library.Filter{Player: *player, FromYear: *from, ToYear: *to, MinRating: *rating}
	if *coll != "" {
		f.Collections = strings.Split(*coll, ",")
	}
	return exploreLibrary(r, pos, *db, f, fs.Args())
}

// exploreFiles counts the games of the files that reach pos, replaying them.
func exploreFiles(r *run, pos game.Position, files []string) int {
	var st library.Stats
	code := ExitOK
	for _, path := range files {
		c := eachGame(r, path, func(_ int, g *game.Game) int {
			for ply := 0; ply <= g.Len(); ply++ {
				if g.PositionAt(ply) != pos {
					continue
				}
				var move game.Move
				if ply < g.Len() {
					move = g.Moves()[ply]
				}
				st.Add(move, g.Result())
				break
			}
			return ExitOK
		})
		code = max(code, c)
		if c == ExitUsage {
			return code
		}
	}
	st.Sort()
	printStats(r.stdout, st)
	return code
}

// exploreLibrary imports the files into the library, then asks it.
func exploreLibrary(r *run, pos game.Position, db string, f library.Filter, files []string) int {
	ctx := context.Background()
	lib, err := library.Open(ctx, db)
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	defer lib.Close()
	if p := lib.Problem(); p != nil {
		fmt.Fprintf(r.stderr, "%s %s: %v\n", r.prog.Name, r.cmd, p)
	}
	code := ExitOK
	for _, path := range files {
		rep, err := lib.ImportFile(ctx, "", path)
		for _, s := range rep.Skipped {
			fmt.Fprintf(r.stderr, "%s:%d: %s\n", s.File, s.Line, strings.TrimPrefix(s.Err.Error(), fmt.Sprintf("line %d: ", s.Line)))
			code = ExitMismatch
		}
		if err != nil {
			return r.failf(ExitUsage, "%v", err)
		}
	}
	st, err := lib.Explore(ctx, pos, f)
	if err != nil {
		return r.failf(ExitUsage, "%v", err)
	}
	printStats(r.stdout, st)
	return code
}

func printStats(w io.Writer, st library.Stats) {
	for _, m := range st.Moves {
		fmt.Fprintf(w, "%d %d %d %d %d\n", m.Move, m.Games, m.WhiteWins, m.Draws, m.BlackWins)
	}
	fmt.Fprintf(w, "total %d\n", st.Games)
}

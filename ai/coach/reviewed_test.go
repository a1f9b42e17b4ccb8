package coach

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
)

var update = flag.Bool("update", false, "review the real games again (about 5 minutes of one core) and rewrite testdata/reviewed.pgn")

// reviewedFile holds real games reviewed with the review's own budget
// (ai.DefaultReviewLimits) and kept as ai.Annotate writes them: every
// fourteenth game of the tournaments of 2018 (masters) and every fiftieth
// of PlayOK's (club players, with more mistakes), up to 25 of each, games
// shorter than 20 plies left out (48 games).
const reviewedFile = "testdata/reviewed.pgn"

// sources are the real games the reviewed games are taken from, every
// step-th game, count of them.
var sources = []struct {
	file        string
	step, count int
}{
	{"tournaments-2018.pgn", 14, 25},
	{"playok-2025.pgn", 50, 25},
}

// reviewedGames returns the reviewed real games, reviewing them again
// first with -update.
func reviewedGames(t testing.TB) []*game.Game {
	t.Helper()
	if *update {
		writeReviewed(t)
	}
	f, err := os.Open(reviewedFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, bad, err := game.ReadGames(f)
	if err != nil || len(bad) > 0 {
		t.Fatalf("%s: %v %v", reviewedFile, err, bad)
	}
	return games
}

// writeReviewed reviews the source games and writes them, annotated, to
// reviewedFile.
func writeReviewed(t testing.TB) {
	t.Helper()
	e := ai.New(ai.Options{Threads: 1})
	var b strings.Builder
	for _, src := range sources {
		games, _, err := realgames.Read(filepath.Join("..", "..", "game", "testdata", src.file))
		if err != nil {
			t.Fatal(err)
		}
		n := 0
		for i := 0; i < len(games) && n < src.count; i += src.step {
			g := games[i]
			if g.Len() < 20 {
				continue
			}
			plies, err := e.AnalyseGame(context.Background(), g, ai.DefaultReviewLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			ai.Annotate(g, plies)
			b.WriteString(g.Text())
			n++
			t.Logf("%s game %d reviewed (%d plies)", src.file, i+1, g.Len())
		}
	}
	if err := os.WriteFile(reviewedFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

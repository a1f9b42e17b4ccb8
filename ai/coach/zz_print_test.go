package coach

import (
	"os"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/i18n"
)

func TestZZPrint(t *testing.T) {
	lang := os.Getenv("COACH_LANG")
	if lang == "" {
		t.Skip()
	}
	loc, _ := i18n.New(lang)
	for n, g := range reviewedGames(t) {
		plies, _ := ai.ReviewFromRecord(g)
		for _, x := range ExplainGame(g, plies) {
			t.Logf("%d/%d %s %s [%s] %s", n+1, x.Ply, x.Mark(), x.Theme, x.Theme.Title(loc), x.Sentence(loc))
		}
	}
}

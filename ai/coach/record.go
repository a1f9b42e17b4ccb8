package coach

import (
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Annotate writes each explanation into g's record as the note of the
// evaluation after its move ("<theme>: <sentence>", see game.Evaluation),
// in the language of w, so that a saved review keeps the coach's words
// for any program that reads it. It leaves a ply without an evaluation
// alone (ai.Annotate writes them first), and clears the notes of the
// other plies, so that a review done again says only what it says now.
func Annotate(g *game.Game, xs []Explanation, w Words) {
	notes := make(map[int]string, len(xs))
	for _, x := range xs {
		notes[x.Ply] = x.Theme.String() + ": " + x.Sentence(w)
	}
	for ply := 1; ply <= g.Len(); ply++ {
		e, ok := g.Evaluation(ply)
		if !ok || e.Note == notes[ply] {
			continue
		}
		e.Note = notes[ply]
		g.SetEvaluation(ply, e)
	}
}

// Note returns the theme of the note a record keeps after ply (see
// Annotate), and the words after it; ok is false when the ply has no note
// of the coach's.
func Note(g *game.Game, ply int) (theme Theme, words string, ok bool) {
	e, found := g.Evaluation(ply)
	if !found || e.Note == "" {
		return Quiet, "", false
	}
	word, rest, cut := strings.Cut(e.Note, ":")
	if !cut {
		return Quiet, "", false
	}
	theme, ok = ParseTheme(word)
	return theme, strings.TrimSpace(rest), ok
}

package dialogs

import (
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/data/storage"
	"github.com/togyzkumalak/togyzkumalak/internal/ground/rating"
)

// TestResultProvisional: a newcomer's first rated game, a loss to Learner,
// moves the rating by Glicko-2's 593 points, and the result says, in each
// language, that the rating is provisional and about how many more rated
// games settle it; a settled rating's result does not.
func TestResultProvisional(t *testing.T) {
	st := storage.LevelStats{Lost: 1}
	before := rating.New()
	after := before.Update(917, rating.LevelRD, 0) // Learner
	settled := rating.Rating{R: 1640, RD: 70, Vol: 0.06, Games: 60}
	settledAfter := settled.Update(1560, rating.LevelRD, 1)
	for _, tc := range []struct {
		lang          string
		before, after rating.Rating
		want, not     []string
	}{
		{"en", before, after, []string{"Rating: 907 (-593)", "The rating is provisional: about 10 more rated games against levels near it settle it."}, nil},
		{"ru", before, after, []string{"Рейтинг: 907 (-593)", "примерно через 10 рейтинговых партий"}, nil},
		{"kk", before, after, []string{"Рейтинг: 907 (-593)", "шамамен 10 рейтингтік ойыннан кейін"}, nil},
		{"ky", before, after, []string{"Рейтинг: 907 (-593)", "болжол менен 10 рейтингдик оюндан кийин"}, nil},
		{"en", settled, settledAfter, []string{"Rating: 1651 (+11)"}, []string{"provisional"}},
		{"ru", settled, settledAfter, nil, []string{"предварительный"}},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			h := newHost(t, tc.lang)
			r := Result{Outcome: game.Outcome{Result: game.BlackWins}, Stats: &st, Human: [2]bool{true, false}, Level: 2,
				Rating: &[2]rating.Rating{tc.before, tc.after}}
			ShowResult(h, r, func() {}, func() {})
			text := modalText(h.Top())
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("lacks %q: %q", w, text)
				}
			}
			for _, n := range tc.not {
				if strings.Contains(text, n) {
					t.Errorf("has %q: %q", n, text)
				}
			}
		})
	}
}

// TestStatisticsProvisional: the statistics say how many more rated games
// settle a provisional rating.
func TestStatisticsProvisional(t *testing.T) {
	h := newHost(t, "ru")
	r := rating.New().Update(917, rating.LevelRD, 0)
	d := &Statistics{Host: h, Stats: func() map[int]storage.LevelStats { return map[int]storage.LevelStats{2: {Lost: 1}} },
		Rating: func() rating.Rating { return r }}
	d.Show()
	if text := modalText(h.Top()); !strings.Contains(text, "Ваш рейтинг: 907 (предварительный)") || !strings.Contains(text, "через 10 рейтинговых партий") {
		t.Errorf("statistics: %q", text)
	}
}

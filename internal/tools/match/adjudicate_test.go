package match

import (
	"context"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

func TestTrackerResign(t *testing.T) {
	type obs struct {
		mover game.Side
		score int
		ok    bool
	}
	w, b := game.White, game.Black
	rule := Resign{Score: 1000, Moves: 2}
	tests := []struct {
		name   string
		rule   Resign
		obs    []obs
		at     int // index of the observation that decides; -1: none
		winner game.Side
	}{
		{"both agree white wins for two moves each", rule,
			[]obs{{w, 1200, true}, {b, -1500, true}, {w, 1000, true}, {b, -1000, true}}, 3, w},
		{"both agree black wins", rule,
			[]obs{{w, -1200, true}, {b, 1100, true}, {w, -MateScore + 5, true}, {b, MateScore - 4, true}}, 3, b},
		{"one side disagrees: the streak starts again", rule,
			[]obs{{w, 1200, true}, {b, -1500, true}, {w, 1000, true}, {b, -999, true}, {w, 1200, true}, {b, -1500, true}, {w, 1200, true}}, -1, w},
		{"the streak restarts and then decides", rule,
			[]obs{{w, 1200, true}, {b, 0, true}, {w, 1200, true}, {b, -1500, true}, {w, 1200, true}, {b, -1500, true}}, 5, w},
		{"the named winner changes: the streak starts again", rule,
			[]obs{{w, 1200, true}, {b, -1500, true}, {w, -1200, true}, {b, 1500, true}, {w, -1200, true}}, -1, b},
		{"a move without a score breaks the streak", rule,
			[]obs{{w, 1200, true}, {b, -1500, true}, {w, 0, false}, {b, -1500, true}, {w, 1200, true}}, -1, w},
		{"the zero rule never decides", Resign{},
			[]obs{{w, MateScore, true}, {b, -MateScore, true}, {w, MateScore, true}, {b, -MateScore, true}}, -1, w},
		{"one move each", Resign{Score: 500, Moves: 1},
			[]obs{{b, 600, true}, {w, -700, true}}, 1, b},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := NewTracker(tt.rule)
			at := -1
			var winner game.Side
			for i, o := range tt.obs {
				if w, decided := tr.Observe(o.mover, o.score, o.ok); decided {
					at, winner = i, w
					break
				}
			}
			if at != tt.at || (at >= 0 && winner != tt.winner) {
				t.Errorf("decided at %d for %v, want at %d for %v", at, winner, tt.at, tt.winner)
			}
		})
	}
}

func TestInfoScore(t *testing.T) {
	tests := []struct {
		line  string
		score int
		ok    bool
	}{
		{"info depth 12 score cp 350 nodes 1000 pv 3 4", 350, true},
		{"info depth 3 score cp -75 nodes 10", -75, true},
		{"info depth 20 score mate 4 nodes 99 pv 1", MateScore - 4, true},
		{"info depth 20 score mate -3 nodes 99 pv 1", -(MateScore - 3), true},
		{"info depth 20 score mate 0", -MateScore, true},
		{"info string building the endgame table", 0, false},
		{"info depth 5 nodes 100", 0, false},
		{"info depth 5 score cp x", 0, false},
		{"info depth 5 score lowerbound 3", 0, false},
	}
	for _, tt := range tests {
		s, ok := infoScore(tt.line)
		if s != tt.score || ok != tt.ok {
			t.Errorf("infoScore(%q) = %d, %v; want %d, %v", tt.line, s, ok, tt.score, tt.ok)
		}
	}
}

func TestPlayJudgedEndsTheGame(t *testing.T) {
	first := func(_ context.Context, p game.Position) game.Move { return p.LegalMoves()[0] }
	judge := func(after game.Position, ply int) (game.Result, bool) {
		if ply == 7 {
			return game.BlackWins, true
		}
		return game.Ongoing, false
	}
	g := PlayJudged(context.Background(), game.Start(), first, first, judge)
	if !g.Adjudicated || g.Outcome.Result != game.BlackWins || len(g.Moves) != 7 {
		t.Fatalf("adjudicated %v, result %v after %d plies; want true, black wins after 7", g.Adjudicated, g.Outcome.Result, len(g.Moves))
	}
	full := PlayGame(context.Background(), game.Start(), first, first)
	if full.Adjudicated || full.Outcome.Result == game.Ongoing || len(full.Moves) <= 7 {
		t.Fatalf("PlayGame: adjudicated %v, result %v after %d plies", full.Adjudicated, full.Outcome.Result, len(full.Moves))
	}
	for i, m := range g.Moves {
		if full.Moves[i] != m {
			t.Fatalf("ply %d: judged game played %d, the game without a judge %d", i+1, m, full.Moves[i])
		}
	}
}

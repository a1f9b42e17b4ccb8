package main

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// TestFitRecoversTheCurve draws results from a known curve and checks that
// the fit finds it again, and that it predicts better than a constant.
func TestFitRecoversTheCurve(t *testing.T) {
	want := model{a: 0.08, c: -0.06}
	r := rand.New(rand.NewPCG(3, 4))
	var data []sample
	for range 20000 {
		s := sample{score: r.Float64()*60 - 30, board: r.Float64()}
		if r.Float64() < want.p(s.score, s.board) {
			s.result = 1
		}
		data = append(data, s)
	}
	got := fit(data)
	if math.Abs(got.a-want.a) > 0.01 || math.Abs(got.c-want.c) > 0.015 || got.d != 0 {
		t.Errorf("fitted %+v, want about %+v", got, want)
	}
	if l, c := logLoss(data, got), logLoss(data, model{d: logit(mean(data))}); l >= c {
		t.Errorf("log loss %.4f, a constant gives %.4f", l, c)
	}
}

func TestSolve3(t *testing.T) {
	h := [3][3]float64{{4, 1, 0}, {1, 3, 1}, {0, 1, 2}}
	x := solve3(h, [3]float64{5, 5, 3}) // solution 1, 1, 1
	for i, v := range x {
		if math.Abs(v-1) > 1e-12 {
			t.Errorf("x[%d] = %v", i, v)
		}
	}
}

// TestSource checks the generated constants compile as Go.
func TestSource(t *testing.T) {
	src, err := source(model{a: 0.0781, c: -0.0671}, 100, 10, 0.67, 9, 40)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"DO NOT EDIT", "package ai", "winA = 0.07810", "winC = -0.06710", "log loss 0.6700"} {
		if !strings.Contains(string(src), s) {
			t.Errorf("source lacks %q:\n%s", s, src)
		}
	}
}

// TestCollect takes positions of finished games only, every tenth game
// held out, from the side to move's view.
func TestCollect(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	for i := range 10 {
		g := game.NewGame(game.Start())
		for _, m := range []game.Move{7, 4, 8, 9, 5, 8} {
			if _, err := g.Play(m); err != nil {
				t.Fatal(err)
			}
		}
		if i < 9 {
			g.SetResult(game.WhiteWins)
		}
		b.WriteString(g.Text())
	}
	b.WriteString("[Result \"*\"]\n\n1. 76 *\n\n") // unfinished: left out
	path := dir + "/games.pgn"
	if err := writeFile(path, b.String()); err != nil {
		t.Fatal(err)
	}
	samples, games, err := collect([]string{path}, 2, 2)
	if err != nil {
		t.Fatal(err)
	}
	if games != 9 || len(samples) != 18 {
		t.Fatalf("%d games, %d samples", games, len(samples))
	}
	held := 0
	for _, s := range samples {
		if s.heldOut {
			held++
		}
		want := 0.0
		if s.pos.ToMove == game.White {
			want = 1
		}
		if s.result != want {
			t.Errorf("%s: result %v for the side to move", s.pos.TFEN(), s.result)
		}
	}
	if held != 0 {
		t.Errorf("%d held out of 9 games (the 10th is unfinished)", held)
	}
}

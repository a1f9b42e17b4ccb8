// Command winfit fits the engine's winning-chance curve: the mapping from a
// search score to White's expected result that the game review shows.
//
// It takes a few positions from every game of the real records (at plies
// spread over the game, chosen reproducibly), searches each with the engine at
// a small fixed depth on one thread, and fits by logistic regression (Newton's
// method on the cross-entropy, draws counting ½) the side to move's result on
//
//	p = 1 / (1 + exp(-(a·s + c·s·b)))
//
// where s is the score in stones for the side to move (clamped to ±40) and b
// the share of the 162 stones still on the board: the same lead decides more
// when fewer stones are left to win. There is no constant term: an even
// score is an even chance whoever is to move, so a move that keeps the score
// keeps the chance (a review compares chances across a move). Positions with a proved result are not
// fitted (the curve gives them 0 or 1); their count and how often the players
// converted them are printed. Every tenth game is held out: the log loss on
// its positions is the figure the ai README quotes.
//
//	go run ./cmd/winfit                       # fit and print
//	go run ./cmd/winfit -out ai/winchance_fit.go
//
// The same flags give the same constants (the search is single-threaded with
// a depth limit, so deterministic).
package main

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"go/format"
	"log"
	"math"
	"os"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/eval"
	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/testkit/realgames"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/enginepool"
)

func main() {
	log.SetFlags(0)
	log.SetPrefix("winfit: ")
	out := flag.String("out", "", "write the fitted constants as Go source to this file (default: print only)")
	depth := flag.Int("depth", 7, "search depth of each position")
	perGame := flag.Int("per-game", 3, "positions taken from each game")
	skip := flag.Int("skip", 2, "plies skipped at the start of each game")
	workers := flag.Int("workers", 2, "positions searched at once")
	material := flag.Bool("material", false, "fit the kazan difference instead of the search score (for comparison)")
	flag.Parse()
	files, err := realgames.Files(flag.Args())
	if err != nil {
		log.Fatal(err)
	}
	start := time.Now()
	samples, games, err := collect(files, *perGame, *skip)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d positions from %d games; searching at depth %d on %d workers", len(samples), games, *depth, *workers)
	if *material {
		for i := range samples {
			p := &samples[i].pos
			samples[i].score = float64(int(p.Kazans[p.ToMove]) - int(p.Kazans[p.ToMove.Opponent()]))
		}
	} else {
		search(samples, *depth, *workers)
	}
	var train, valid []sample
	proved, converted := 0, 0.0
	for _, s := range samples {
		if s.proved != 0 {
			proved++
			if s.proved > 0 {
				converted += s.result
			} else {
				converted += 1 - s.result
			}
			continue
		}
		if s.heldOut {
			valid = append(valid, s)
		} else {
			train = append(train, s)
		}
	}
	m := fit(train)
	base := mean(train)
	fmt.Printf("fitted on %d positions, held out %d (every tenth game), %d proved results (players converted %.1f%% of them)\n",
		len(train), len(valid), proved, 100*converted/math.Max(1, float64(proved)))
	fmt.Printf("a=%.5f c=%.5f\n", m.a, m.c)
	fmt.Printf("log loss: train %.4f, held out %.4f (constant %.3f: %.4f; without the board term: %.4f)\n",
		logLoss(train, m), logLoss(valid, m), base, logLoss(valid, model{d: logit(base)}), logLoss(valid, fit1(train)))
	fmt.Printf("brier: held out %.4f\n", brier(valid, m))
	calibration(append(append([]sample(nil), train...), valid...), m)
	for _, st := range []float64{0, 1, 2, 5, 10, 20} {
		fmt.Printf("  %+5.1f stones: %5.1f%% (162 on the board), %5.1f%% (60), %5.1f%% (20)\n", st,
			100*m.p(st, 1), 100*m.p(st, 60.0/162), 100*m.p(st, 20.0/162))
	}
	log.Printf("done in %s", time.Since(start).Round(time.Second))
	if *out != "" {
		src, err := source(m, len(train), len(valid), logLoss(valid, m), *depth, games)
		if err != nil {
			log.Fatal(err)
		}
		if err := writeFile(*out, string(src)); err != nil {
			log.Fatal(err)
		}
	}
}

type sample struct {
	pos     game.Position
	result  float64 // the side to move's result: 1, ½ or 0
	heldOut bool
	score   float64 // stones, side to move
	board   float64 // share of the stones on the board
	proved  int     // +1 a proved win for the side to move, -1 a proved loss
}

// collect takes perGame positions of every finished game, at plies spread
// over the game by a fixed pattern.
func collect(files []string, perGame, skip int) ([]sample, int, error) {
	var out []sample
	n := 0
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			return nil, 0, fmt.Errorf("open records: %w", err)
		}
		games, _, err := game.ReadGames(f)
		f.Close()
		if err != nil {
			return nil, 0, fmt.Errorf("read %s: %w", name, err)
		}
		for _, g := range games {
			res := g.Result()
			if res == game.Ongoing || g.Len() <= skip+1 {
				continue
			}
			n++
			span := g.Len() - skip
			for k := range perGame {
				// spread: k-th of perGame slices, shifted by the game number
				ply := skip + (k*span+(n*7919)%span)/perGame
				ply = min(ply, g.Len()-1)
				p := g.PositionAt(ply)
				if p.Over() {
					continue
				}
				r := 0.5
				if w, ok := res.Winner(); ok {
					r = 0
					if w == p.ToMove {
						r = 1
					}
				}
				board := game.TotalStones - int(p.Kazans[0]) - int(p.Kazans[1])
				out = append(out, sample{pos: p, result: r, heldOut: n%10 == 0, board: float64(board) / game.TotalStones})
			}
		}
	}
	return out, n, nil
}

// search scores every sample at depth on a single-threaded engine per
// worker (enginepool.Run), each search from a cleared table.
func search(samples []sample, depth, workers int) {
	newEngine := func() *ai.Engine { return ai.New(ai.Options{Threads: 1, HashMB: 16}) }
	enginepool.Run(len(samples), workers, newEngine, func(e *ai.Engine, i int) {
		if i%1000 == 0 && i > 0 {
			log.Printf("%d/%d", i, len(samples))
		}
		s := &samples[i]
		e.NewGame()
		r := e.Search(context.Background(), s.pos, ai.Limits{Depth: depth}, nil)
		switch {
		case r.Mate > 0:
			s.proved = 1
		case r.Mate < 0:
			s.proved = -1
		}
		s.score = max(-40, min(40, float64(r.Score)/100))
	})
}

// model is p = σ(a·s + c·s·b + d).
type model struct{ a, c, d float64 }

func (m model) p(s, b float64) float64 { return eval.Sigmoid(m.a*s + m.c*s*b + m.d) }

func logit(p float64) float64 { return math.Log(p / (1 - p)) }

// features has a third, constant slot left at zero: the model has no
// intercept (the ridge keeps the system solvable).
func features(s sample) [3]float64 { return [3]float64{s.score, s.score * s.board, 0} }

// fit runs Newton's method on the mean cross-entropy.
func fit(data []sample) model {
	w := [3]float64{0.1, 0, 0}
	for range 50 {
		var g [3]float64
		var h [3][3]float64
		for _, s := range data {
			x := features(s)
			p := eval.Sigmoid(w[0]*x[0] + w[1]*x[1] + w[2]*x[2])
			for i := range 3 {
				g[i] += (p - s.result) * x[i]
				for j := range 3 {
					h[i][j] += p * (1 - p) * x[i] * x[j]
				}
			}
		}
		for i := range 3 {
			h[i][i] += 1e-6 * float64(len(data)) // a ridge keeps a zero feature solvable
		}
		step := solve3(h, g)
		for i := range 3 {
			w[i] -= step[i]
		}
		if math.Abs(step[0])+math.Abs(step[1])+math.Abs(step[2]) < 1e-10 {
			break
		}
	}
	return model{a: w[0], c: w[1], d: w[2]}
}

// fit1 fits the model without the board term, for comparison.
func fit1(data []sample) model {
	zero := make([]sample, len(data))
	for i, s := range data {
		s.board = 0
		zero[i] = s
	}
	m := fit(zero)
	m.c = 0
	return m
}

// solve3 solves h·x = g by Cramer's rule.
func solve3(h [3][3]float64, g [3]float64) [3]float64 {
	det := func(m [3][3]float64) float64 {
		return m[0][0]*(m[1][1]*m[2][2]-m[1][2]*m[2][1]) -
			m[0][1]*(m[1][0]*m[2][2]-m[1][2]*m[2][0]) +
			m[0][2]*(m[1][0]*m[2][1]-m[1][1]*m[2][0])
	}
	d := det(h)
	var x [3]float64
	if d == 0 {
		return x
	}
	for i := range 3 {
		m := h
		for r := range 3 {
			m[r][i] = g[r]
		}
		x[i] = det(m) / d
	}
	return x
}

func logLoss(data []sample, m model) float64 {
	sum := 0.0
	for _, s := range data {
		p := min(max(m.p(s.score, s.board), 1e-9), 1-1e-9)
		sum -= s.result*math.Log(p) + (1-s.result)*math.Log(1-p)
	}
	return sum / float64(len(data))
}

func brier(data []sample, m model) float64 {
	sum := 0.0
	for _, s := range data {
		d := m.p(s.score, s.board) - s.result
		sum += d * d
	}
	return sum / float64(len(data))
}

func mean(data []sample) float64 {
	sum := 0.0
	for _, s := range data {
		sum += s.result
	}
	return sum / float64(len(data))
}

func source(m model, train, valid int, loss float64, depth, games int) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, `// Code generated by go run ./cmd/winfit; DO NOT EDIT.

package ai

// The winning-chance curve fitted by ./cmd/winfit on %d positions of %d real
// games (every tenth game held out: %d positions, log loss %.4f), searched
// at depth %d: the side to move's expected result is
// σ(winA·s + winC·s·b) for a score of s stones and a share b of the stones
// on the board.
const (
	winA = %.5f
	winC = %.5f
)
`, train+valid, games, valid, loss, depth, m.a, m.c)
	return format.Source(b.Bytes())
}

// calibration prints the observed and predicted results by score and by
// stones on the board.
func calibration(data []sample, m model) {
	edges := []float64{-1e9, -10, -5, -2, -0.5, 0.5, 2, 5, 10, 1e9}
	for _, phase := range []struct {
		name   string
		lo, hi float64
	}{{"board 110-162", 110.0 / 162, 2}, {"board 60-109", 60.0 / 162, 110.0 / 162}, {"board 0-59", 0, 60.0 / 162}} {
		fmt.Printf("%s:", phase.name)
		for i := 0; i+1 < len(edges); i++ {
			n, obs, pred := 0, 0.0, 0.0
			for _, s := range data {
				if s.board >= phase.lo && s.board < phase.hi && s.score >= edges[i] && s.score < edges[i+1] {
					n++
					obs += s.result
					pred += m.p(s.score, s.board)
				}
			}
			if n > 0 {
				fmt.Printf(" [%g,%g) n=%d %.2f/%.2f", edges[i], edges[i+1], n, obs/float64(n), pred/float64(n))
			}
		}
		fmt.Println()
	}
}

func writeFile(path, text string) error { return os.WriteFile(path, []byte(text), 0o644) }

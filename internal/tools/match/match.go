// Package match plays engine matches: games between two players from a set
// of openings, each opening once with each colour, and the Elo difference
// the score implies. It serves the arena command and the engine's
// experiments.
package match

import (
	"context"
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// Player chooses a move in a position that is not over. A Player is used by
// one game at a time.
type Player func(ctx context.Context, p game.Position) game.Move

// MaxPlies ends a game that goes on this long (stones can circle for ever);
// the kazans then decide it.
const MaxPlies = 600

// Openings returns n distinct positions reached by plies random moves from
// the start, none of them over, drawn reproducibly from seed.
func Openings(n, plies int, seed uint64) []game.Position {
	r := rand.New(rand.NewPCG(seed, 0x6f70656e))
	seen := make(map[game.Position]bool)
	var out []game.Position
	for tries := 0; len(out) < n && tries < 100*n; tries++ {
		p := game.Start()
		for range plies {
			ms := p.LegalMoves()
			if len(ms) == 0 {
				break
			}
			p = p.Apply(ms[r.IntN(len(ms))])
		}
		if p.Over() || seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
	}
	return out
}

// Play plays a game from start and returns its outcome and length.
func Play(ctx context.Context, start game.Position, white, black Player) (game.Outcome, int) {
	g := PlayGame(ctx, start, white, black)
	return g.Outcome, len(g.Moves)
}

// Game is a game played from Start.
type Game struct {
	Start   game.Position
	Moves   []game.Move
	Outcome game.Outcome // a game cut at MaxPlies is decided by the kazans
	// Adjudicated is set when a Judge ended the game before the rules did.
	Adjudicated bool
}

// MoveList returns the game's moves as hole numbers separated by spaces.
func (g Game) MoveList() string {
	f := make([]string, len(g.Moves))
	for i, m := range g.Moves {
		f[i] = strconv.Itoa(int(m))
	}
	return strings.Join(f, " ")
}

// MoveTime is the time limit of a go command's arguments: the movetime, or
// the larger clock (a move never takes more than its side's time), 0 if
// none.
func MoveTime(args string) time.Duration {
	var limit time.Duration
	f := strings.Fields(args)
	for i := 0; i+1 < len(f); i++ {
		ms, err := strconv.Atoi(f[i+1])
		if err != nil {
			continue
		}
		switch f[i] {
		case "movetime", "wtime", "btime":
			limit = max(limit, time.Duration(ms)*time.Millisecond)
		}
	}
	return limit
}

// PlayGame plays a game from start and returns it. A player that answers
// an illegal move loses the game at once (the move is not recorded).
func PlayGame(ctx context.Context, start game.Position, white, black Player) Game {
	return PlayJudged(ctx, start, white, black, nil)
}

// PlayJudged is PlayGame with a judge (nil: none) asked after each move
// whether the game is decided; a game it ends is marked Adjudicated.
func PlayJudged(ctx context.Context, start game.Position, white, black Player, judge Judge) Game {
	g := Game{Start: start}
	p := start
	for len(g.Moves) < MaxPlies {
		if o := p.Outcome(); o.Result != game.Ongoing {
			g.Outcome = o
			return g
		}
		if ctx.Err() != nil {
			break
		}
		mover := white
		if p.ToMove == game.Black {
			mover = black
		}
		m := mover(ctx, p)
		if !p.Legal(m) {
			// a player that cannot move loses at once
			g.Outcome = p.Outcome()
			g.Outcome.Result = game.WhiteWins
			if p.ToMove == game.White {
				g.Outcome.Result = game.BlackWins
			}
			return g
		}
		g.Moves = append(g.Moves, m)
		p = p.Apply(m)
		if judge == nil || p.Over() {
			continue
		}
		if r, decided := judge(p, len(g.Moves)); decided {
			g.Outcome = p.Outcome()
			g.Outcome.Result = r
			g.Adjudicated = true
			return g
		}
	}
	g.Outcome = decideAtMaxPlies(p)
	return g
}

// decideAtMaxPlies is the outcome of a game's last position: the rules'
// when it is over, otherwise (a game cut at MaxPlies) the kazans decide.
func decideAtMaxPlies(p game.Position) game.Outcome {
	o := p.Outcome()
	if o.Result == game.Ongoing {
		switch {
		case p.Kazans[game.White] > p.Kazans[game.Black]:
			o.Result = game.WhiteWins
		case p.Kazans[game.White] < p.Kazans[game.Black]:
			o.Result = game.BlackWins
		default:
			o.Result = game.Draw
		}
	}
	return o
}

// Score is the result of a match from player A's view.
type Score struct {
	Wins, Draws, Losses int
	Plies               int // total plies played
	pairs               []float64
}

// Games returns the number of games played.
func (s Score) Games() int { return s.Wins + s.Draws + s.Losses }

// Fraction returns A's score, 0..1.
func (s Score) Fraction() float64 {
	if s.Games() == 0 {
		return 0.5
	}
	return (float64(s.Wins) + float64(s.Draws)/2) / float64(s.Games())
}

// Elo returns the Elo difference of A over B the score implies and the
// half-width of its 95% confidence interval, computed from the variance of
// the per-opening pair scores (the two games of an opening are correlated).
func (s Score) Elo() (elo, margin float64) {
	n := len(s.pairs)
	f := s.Fraction()
	elo = ScoreElo(f)
	if n < 2 {
		return elo, math.Inf(1)
	}
	mean := 0.0
	for _, x := range s.pairs {
		mean += x
	}
	mean /= float64(n)
	v := 0.0
	for _, x := range s.pairs {
		v += (x - mean) * (x - mean)
	}
	v /= float64(n - 1)
	se := math.Sqrt(v/float64(n)) / 2 // pair scores are 0..2
	lo, hi := ScoreElo(f-1.96*se), ScoreElo(f+1.96*se)
	return elo, (hi - lo) / 2
}

// EloUnpaired is Elo with the half-width of the 95% interval computed as
// if the games were independent (the variance of the game scores). It is
// the wider of the two when an opening, not the players, decides most
// games: then nearly every pair is one win each, and the pairs' variance,
// hence Elo's margin, comes out near zero in a short match.
func (s Score) EloUnpaired() (elo, margin float64) {
	n := float64(s.Games())
	f := s.Fraction()
	elo = ScoreElo(f)
	if n < 2 {
		return elo, math.Inf(1)
	}
	w, d := float64(s.Wins)/n, float64(s.Draws)/n
	v := w + d/4 - f*f // E[x²] − E[x]², x = 1, ½, 0
	se := math.Sqrt(v * n / (n - 1) / n)
	lo, hi := ScoreElo(f-1.96*se), ScoreElo(f+1.96*se)
	return elo, (hi - lo) / 2
}

// Run plays each opening twice, A with White then with Black, on parallel
// workers, one game per worker at a time (with two workers, the two games
// of an opening are played at once). newA and newB make a fresh player for
// each worker. progress, if not nil, is called after every opening pair
// with the score so far and the pair's two games, A with White first. A
// pair that ctx cuts short is not counted.
func Run(ctx context.Context, openings []game.Position, newA, newB func() Player, parallel int, progress func(Score, [2]Game)) Score {
	type job struct {
		opening int
		aWhite  bool
	}
	var (
		mu     sync.Mutex
		score  Score
		wg     sync.WaitGroup
		next   = make(chan job)
		played = make([][2]*Game, len(openings))
	)
	for range max(1, parallel) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			a, b := newA(), newB()
			for j := range next {
				white, black, side := a, b, 0
				if !j.aWhite {
					white, black, side = b, a, 1
				}
				g := PlayGame(ctx, openings[j.opening], white, black)
				if ctx.Err() != nil {
					continue // a game cut short is no result
				}
				mu.Lock()
				played[j.opening][side] = &g
				if other := played[j.opening][1-side]; other != nil {
					games := [2]Game{*played[j.opening][0], *played[j.opening][1]}
					score.add(games)
					if progress != nil {
						progress(score, games)
					}
				}
				mu.Unlock()
			}
		}()
	}
feed:
	for i := range openings {
		for _, aWhite := range []bool{true, false} {
			select {
			case next <- job{i, aWhite}:
			case <-ctx.Done():
				break feed
			}
		}
	}
	close(next)
	wg.Wait()
	return score
}

// add counts an opening's two games, A with White first.
func (s *Score) add(games [2]Game) {
	pair := 0.0
	for i, g := range games {
		aWhite := i == 0
		s.Plies += len(g.Moves)
		winner, ok := g.Outcome.Result.Winner()
		switch {
		case !ok:
			pair += 0.5
			s.Draws++
		case (winner == game.White) == aWhite:
			pair++
			s.Wins++
		default:
			s.Losses++
		}
	}
	s.pairs = append(s.pairs, pair)
}

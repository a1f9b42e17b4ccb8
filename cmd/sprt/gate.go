package main

import (
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// player is one side of the gate: how to start its engine and how it plays.
type player struct {
	name string
	// start starts one session of the engine (one per worker).
	start func(ctx context.Context) (*match.Engine, func() error, error)
	// options are setoption name-value pairs sent once per session.
	options []string
	// goArgs are the go command's limits: "nodes 20000", "movetime 1000".
	goArgs string
}

// gate plays new against base, game pairs from openings in order (cycled
// when more pairs are asked for than there are openings), until the SPRT
// decides or maxPairs are played.
type gate struct {
	newer, base player
	openings    []game.Position
	test        match.SPRT
	maxPairs    int
	concurrency int
	// cores, if not nil, is shared by the games at once: each search takes
	// as many cores as its engine's Threads.
	cores *coreShare
	// jitter varies a nodes limit by up to ± this fraction at every move
	// (drawn from seed, the pair and the colour), so that an engine against
	// itself does not play the same game with both colours.
	jitter float64
	seed   uint64
	slack  time.Duration
	// progress, if not nil, is called with the status after each pair.
	progress func(status)
	// log, if not nil, gets every game.
	log io.Writer
	// prior is the status of the pairs a resumed run has already played
	// (see resume); the run goes on from pair prior.pairs.
	prior status
	// resign adjudicates games both engines agree are decided (zero:
	// every game is played out). With resignCheck the games are played
	// out all the same and the rule is only checked against their results.
	resign      match.Resign
	resignCheck bool
}

// status is the gate's count so far, from new's side.
type status struct {
	pairs               int
	wins, draws, losses int
	penta               match.Pentanomial
	llr                 float64
	verdict             match.Verdict
	plies               int
	// adjudicated counts the games the resign rule ended; with
	// resignCheck, would is the games it would have ended, wrong those of
	// them whose result was another, and saved the plies it would have
	// saved.
	adjudicated, would, wrong, saved int
}

func (s status) games() int { return s.wins + s.draws + s.losses }

// job is one game: pair i, new with White or not.
type job struct {
	pair     int
	newWhite bool
}

type outcome struct {
	job
	points float64 // new's points, 0, ½ or 1
	game   match.Game
	err    error
	// would is the resign rule's verdict on a game played out under
	// resignCheck: whether and at which ply it would have ended the game,
	// and with which result.
	would      bool
	wouldPly   int
	wouldWhite bool // the rule's winner was White
}

// run plays the gate. The pairs are counted in their order, whatever order
// the parallel games end in, so a run at fixed nodes is reproducible.
func (g *gate) run(ctx context.Context) (status, error) {
	if err := g.test.Check(); err != nil {
		return status{}, err
	}
	if len(g.openings) == 0 {
		return status{}, fmt.Errorf("gate: no openings")
	}
	if g.prior.verdict != match.Continue || g.prior.pairs >= g.maxPairs {
		return g.prior, nil // a resumed run that had already ended
	}
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	jobs := make(chan job)
	results := make(chan outcome)
	var wg sync.WaitGroup
	for range max(1, g.concurrency) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			g.work(ctx, jobs, results)
		}()
	}
	go func() {
		defer close(jobs)
		for i := g.prior.pairs; i < g.maxPairs; i++ {
			for _, white := range []bool{true, false} {
				select {
				case jobs <- job{i, white}:
				case <-ctx.Done():
					return
				}
			}
		}
	}()
	go func() {
		wg.Wait()
		close(results)
	}()

	var (
		st      = g.prior
		err     error
		pending = make(map[int][]outcome)
	)
	for r := range results {
		if err != nil || st.verdict != match.Continue {
			continue // drain: the games still running are cut short
		}
		if r.err != nil {
			err = r.err
			cancel()
			continue
		}
		pending[r.pair] = append(pending[r.pair], r)
		for len(pending[st.pairs]) == 2 && st.pairs < g.maxPairs {
			pair := pending[st.pairs]
			delete(pending, st.pairs)
			g.count(&st, pair)
			if st.verdict != match.Continue || st.pairs == g.maxPairs {
				cancel()
				break
			}
		}
	}
	return st, err
}

// count adds a finished pair to the status, and its games to the log.
func (g *gate) count(st *status, pair []outcome) {
	points := 0.0
	for _, r := range pair {
		points += r.points
		g.tally(st, r.points, len(r.game.Moves), r.game.Adjudicated)
		if r.would {
			st.would++
			st.saved += len(r.game.Moves) - r.wouldPly
			if w, decided := r.game.Outcome.Result.Winner(); !decided || (w == game.White) != r.wouldWhite {
				st.wrong++
			}
		}
		if g.log != nil {
			colour := "black"
			if r.newWhite {
				colour = "white"
			}
			how := ""
			if r.game.Adjudicated {
				how = " (adjudicated)"
			}
			fmt.Fprintf(g.log, "pair %d | %s %s | %s%s | %d plies | %s | %s\n", r.pair, g.newer.name, colour,
				r.game.Outcome, how, len(r.game.Moves), r.game.Start.TFEN(), r.game.MoveList())
		}
	}
	g.endPair(st, points, true)
}

// tally adds one game, new's points in it, to the status.
func (g *gate) tally(st *status, points float64, plies int, adjudicated bool) {
	st.plies += plies
	if adjudicated {
		st.adjudicated++
	}
	switch points {
	case 1:
		st.wins++
	case 0:
		st.losses++
	default:
		st.draws++
	}
}

// endPair adds a pair in which new scored points (0 to 2) to the
// pentanomial and decides; progress hears of it if notify.
func (g *gate) endPair(st *status, points float64, notify bool) {
	st.penta.Add(points)
	st.pairs++
	st.llr = g.test.LLR(st.penta)
	st.verdict = g.test.Decide(st.llr)
	if notify && g.progress != nil {
		g.progress(*st)
	}
}

// work starts a session of each engine and plays jobs until there are none.
func (g *gate) work(ctx context.Context, jobs <-chan job, results chan<- outcome) {
	newer, endNew, err := g.session(ctx, g.newer)
	if err == nil {
		defer endNew()
		var base *match.Engine
		var endBase func() error
		base, endBase, err = g.session(ctx, g.base)
		if err == nil {
			defer endBase()
			for j := range jobs {
				r := g.play(ctx, j, newer, base)
				if ctx.Err() != nil {
					continue // a game cut short is no result
				}
				results <- r
			}
			return
		}
	}
	// the session failed: report it with the first job, then drain the
	// jobs until the gate stops feeding them
	if j, ok := <-jobs; ok && ctx.Err() == nil {
		results <- outcome{job: j, err: err}
	}
	for range jobs {
	}
}

func (g *gate) session(ctx context.Context, p player) (*match.Engine, func() error, error) {
	e, end, err := p.start(ctx)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", p.name, err)
	}
	e.Slack = g.slack
	if err := e.Start(ctx, p.options...); err != nil {
		end()
		return nil, nil, fmt.Errorf("%s: %w", p.name, err)
	}
	return e, end, nil
}

// play plays one game from a fresh table on both sides.
func (g *gate) play(ctx context.Context, j job, newer, base *match.Engine) outcome {
	r := outcome{job: j}
	for _, e := range []*match.Engine{newer, base} {
		if err := e.NewGame(ctx); err != nil {
			r.err = err
			return r
		}
	}
	stream := uint64(2 * j.pair)
	if !j.newWhite {
		stream++
	}
	rng := rand.New(rand.NewPCG(g.seed, stream))
	var (
		failed error
		// the score the last mover reported with its move
		score  int
		scored bool
	)
	mover := func(e *match.Engine, p player) match.Player {
		threads := threadsOption(p.options)
		return func(ctx context.Context, pos game.Position) game.Move {
			args := jitterArgs(p.goArgs, g.jitter, rng)
			release, err := g.cores.take(ctx, threads)
			if err != nil {
				return 0 // cut short: no result
			}
			m, err := e.Move(ctx, pos, args, match.MoveTime(args))
			release()
			if err != nil && failed == nil && ctx.Err() == nil {
				failed = fmt.Errorf("%s: %w", p.name, err)
			}
			score, scored = e.Score()
			return m
		}
	}
	var judge match.Judge
	if g.resign.On() {
		t := match.NewTracker(g.resign)
		judge = func(after game.Position, ply int) (game.Result, bool) {
			w, decided := t.Observe(after.ToMove.Opponent(), score, scored)
			if !decided || r.would {
				return game.Ongoing, false
			}
			result := game.WhiteWins
			if w == game.Black {
				result = game.BlackWins
			}
			if g.resignCheck {
				r.would, r.wouldPly, r.wouldWhite = true, ply, w == game.White
				return game.Ongoing, false
			}
			return result, true
		}
	}
	white, black := mover(newer, g.newer), mover(base, g.base)
	if !j.newWhite {
		white, black = mover(base, g.base), mover(newer, g.newer)
	}
	r.game = match.PlayJudged(ctx, g.openings[j.pair%len(g.openings)], white, black, judge)
	r.err = failed
	winner, decided := r.game.Outcome.Result.Winner()
	switch {
	case !decided:
		r.points = 0.5
	case (winner == game.White) == j.newWhite:
		r.points = 1
	}
	return r
}

// jitterArgs varies the nodes limit of go's arguments by up to ± jitter;
// other limits are left as they are.
func jitterArgs(args string, jitter float64, rng *rand.Rand) string {
	f := strings.Fields(args)
	if jitter <= 0 {
		return args
	}
	for i := 0; i+1 < len(f); i++ {
		if f[i] != "nodes" {
			continue
		}
		n, err := strconv.Atoi(f[i+1])
		if err != nil {
			continue
		}
		f[i+1] = strconv.Itoa(max(1, int(float64(n)*(1+jitter*(2*rng.Float64()-1))+0.5)))
	}
	return strings.Join(f, " ")
}

package match

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
)

// ClockedGame is a game played on a real clock.
type ClockedGame struct {
	Game
	Control clock.TimeControl
	// Before and Used are, for each move, the mover's time before it and
	// the time it took (from the go sent to the bestmove read).
	Before, Used []time.Duration
	// Flagged: the side to move at the end ran out of time; Outcome's
	// result is then clock.Result's.
	Flagged  bool
	FlagSide game.Side
}

// PlayOnClock plays a game from start between two engines on a real clock
// of tc, the way a tournament manager does: each go carries wtime, btime,
// winc and binc in milliseconds, the mover's time runs from the go to the
// bestmove, and a bestmove that comes after the mover's time ran out loses
// on time (clock.Result: a draw if the one who ran out has 81). An engine's
// error ends the game and is returned.
func PlayOnClock(ctx context.Context, start game.Position, white, black *Engine, tc clock.TimeControl) (ClockedGame, error) {
	g := ClockedGame{Game: Game{Start: start}, Control: tc}
	c, err := clock.New(tc, start.ToMove)
	if err != nil {
		return g, err
	}
	p := start
	for len(g.Moves) < MaxPlies {
		if o := p.Outcome(); o.Result != game.Ongoing {
			g.Outcome = o
			return g, nil
		}
		if err := ctx.Err(); err != nil {
			return g, err
		}
		e := white
		if p.ToMove == game.Black {
			e = black
		}
		now := time.Now()
		c.Resume(now) // the first go starts the clock
		before := c.Left(p.ToMove, now)
		args := fmt.Sprintf("wtime %d btime %d winc %d binc %d",
			c.Left(game.White, now).Milliseconds(), c.Left(game.Black, now).Milliseconds(),
			tc.Increment.Milliseconds(), tc.Increment.Milliseconds())
		m, err := e.Move(ctx, p, args, 0)
		if err != nil {
			return g, err
		}
		left, err := c.Play(time.Now())
		if errors.Is(err, clock.ErrFlagged) {
			g.Flagged, g.FlagSide = true, p.ToMove
			g.Outcome = p.Outcome()
			g.Outcome.Result = clock.Result(p, p.ToMove)
			g.Before = append(g.Before, before)
			g.Used = append(g.Used, before)
			return g, nil
		}
		g.Before = append(g.Before, before)
		g.Used = append(g.Used, before+tc.Increment-left)
		g.Moves = append(g.Moves, m)
		p = p.Apply(m)
	}
	g.Outcome = decideAtMaxPlies(p)
	return g, nil
}

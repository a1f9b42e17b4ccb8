package match

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/bits"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/game/clock"
)

// slowEngine is a protocol engine that answers the lowest legal move, after
// sleeping delay on the go of the given ply (counted from its first go).
func slowEngine(delay time.Duration, atGo int) func(context.Context, io.Reader, io.Writer) error {
	return func(_ context.Context, r io.Reader, w io.Writer) error {
		sc := bufio.NewScanner(r)
		var pos game.Position
		gos := 0
		for sc.Scan() {
			f := strings.Fields(sc.Text())
			switch {
			case len(f) == 0:
			case f[0] == "uci":
				fmt.Fprintln(w, "uciok")
			case f[0] == "isready":
				fmt.Fprintln(w, "readyok")
			case f[0] == "position" && len(f) > 2:
				p, err := game.ParseTFEN(strings.Join(f[2:], " "))
				if err != nil {
					return err
				}
				pos = p
			case f[0] == "go":
				if gos == atGo {
					time.Sleep(delay)
				}
				gos++
				fmt.Fprintf(w, "bestmove %d\n", bits.TrailingZeros16(pos.MoveMask())+1)
			}
		}
		return nil
	}
}

func TestPlayOnClock(t *testing.T) {
	white81, err := game.ParseTFEN("0,0,0,0,0,0,0,4,5/0,0,0,0,0,0,0,0,9 81 63 - - 0")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name        string
		start       game.Position
		whiteDelay  time.Duration
		whiteAtGo   int
		wantFlagged bool
		wantResult  game.Result
		wantMoves   int // -1: any
	}{
		{"white flags on its second move", game.Start(), 1200 * time.Millisecond, 1, true, game.BlackWins, 2},
		{"the one who ran out has 81: a draw", white81, 1200 * time.Millisecond, 0, true, game.Draw, 0},
		{"nobody flags", game.Start(), 0, 0, false, game.Ongoing, -1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			w, endW := Serve(ctx, slowEngine(tt.whiteDelay, tt.whiteAtGo))
			b, endB := Serve(ctx, slowEngine(0, 0))
			defer endW()
			defer endB()
			g, err := PlayOnClock(ctx, tt.start, w, b, clock.TimeControl{Base: time.Second})
			if err != nil {
				t.Fatal(err)
			}
			if g.Flagged != tt.wantFlagged || g.Flagged && g.FlagSide != game.White {
				t.Errorf("flagged %v (%s), want %v", g.Flagged, g.FlagSide, tt.wantFlagged)
			}
			if tt.wantFlagged && g.Outcome.Result != tt.wantResult {
				t.Errorf("result %s, want %s", g.Outcome.Result, tt.wantResult)
			}
			if !tt.wantFlagged && g.Outcome.Result == game.Ongoing {
				t.Errorf("an unfinished game: %+v", g.Outcome)
			}
			if tt.wantMoves >= 0 && len(g.Moves) != tt.wantMoves {
				t.Errorf("%d moves, want %d", len(g.Moves), tt.wantMoves)
			}
			n := len(g.Moves)
			if g.Flagged {
				n++ // the move too late is timed, not played
			}
			if len(g.Before) != n || len(g.Used) != n || g.Before[0] != time.Second {
				t.Errorf("%d moves, %d times before (first %v), %d used", len(g.Moves), len(g.Before), g.Before[0], len(g.Used))
			}
		})
	}
}

package protocol

import (
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// soakGo is one random "go" of the soak test.
type soakGo struct {
	cmd      string
	limit    time.Duration // the time the go allows, 0 if it bounds depth or nodes only
	infinite bool
}

// randomGo draws a go command with a 1-10 ms limit of one of the kinds a
// manager sends: a move time, a clock, a depth, a node count, or infinite.
func randomGo(r *rand.Rand, pos game.Position) soakGo {
	switch k := r.IntN(100); {
	case k < 35:
		ms := 1 + r.IntN(10)
		return soakGo{cmd: fmt.Sprintf("go movetime %d", ms), limit: time.Duration(ms) * time.Millisecond}
	case k < 55:
		w, b := 1+r.IntN(10), 1+r.IntN(10)
		inc := r.IntN(3)
		left := w
		if pos.ToMove == game.Black {
			left = b
		}
		return soakGo{cmd: fmt.Sprintf("go wtime %d btime %d winc %d binc %d", w, b, inc, inc),
			limit: time.Duration(left) * time.Millisecond}
	case k < 75:
		return soakGo{cmd: fmt.Sprintf("go depth %d", 1+r.IntN(6))}
	case k < 97:
		return soakGo{cmd: fmt.Sprintf("go nodes %d", 100+r.IntN(3000))}
	default:
		return soakGo{cmd: "go infinite", infinite: true}
	}
}

// soakStats are the soak test's figures.
type soakStats struct {
	gos, stops, readies, newGames, midPositions, perfts int
	levels                                              [numLevels + 1]int
	maxLate                                             time.Duration // bestmove after a timed go's limit
	worst                                               string        // the go of maxLate
	maxUntimed                                          time.Duration // bestmove of a depth or node go
	maxAfterStop                                        time.Duration // bestmove after stop
}

// TestProtocolSoak plays the engine as a tournament manager does: each go is
// sent the instant the previous bestmove arrives, at every level and at full
// strength, with 1-10 ms limits and random stop, isready, ucinewgame,
// setoption (Level, MultiPV) and position commands in between and during
// the searches. Every
// go must get exactly one bestmove, legal in the position sent with it,
// within its limit plus a margin, and every isready its readyok.
func TestProtocolSoak(t *testing.T) {
	gos := 3000
	if testing.Short() {
		gos = 400
	}
	// The margin allows for a loaded machine: the engine itself overruns a
	// limit by a few milliseconds (see the figures in the log).
	margin := timingMargin()
	r := rand.New(rand.NewPCG(15, 2026))
	c := newClient(t)
	c.send("uci")
	c.until("uciok")
	c.send("setoption name Hash value 4")

	var (
		st    soakStats
		level int
		moves []string
		pos   = game.Start()
		begin = time.Now()
	)
	newGame := func() {
		moves, pos = nil, game.Start()
	}
	for st.gos < gos {
		// between searches
		if r.IntN(10) == 0 {
			c.send("isready")
			before, _ := c.until("readyok")
			st.readies++
			if len(before) > 0 {
				t.Fatalf("lines before readyok with no search running: %q", before)
			}
		}
		switch r.IntN(150) {
		case 0: // a perft job, stopped
			c.send("go perft 30")
			c.send("stop")
			c.until("info string perft stopped at depth ")
			st.perfts++
		case 1: // a short perft, finished
			c.send("go perft 3")
			for d := 1; d <= 3; d++ {
				if l := c.nextAnswer(); !strings.HasPrefix(l, strconv.Itoa(d)+" ") {
					t.Fatalf("go perft 3: %q", l)
				}
			}
			st.perfts++
		}
		if r.IntN(60) == 0 {
			c.send("ucinewgame")
			st.newGames++
			newGame()
		}
		if r.IntN(30) == 0 {
			c.send(fmt.Sprintf("setoption name MultiPV value %d", 1+r.IntN(3)))
		}
		if r.IntN(12) == 0 {
			level = r.IntN(numLevels + 1)
			c.send(fmt.Sprintf("setoption name Level value %d", level))
		}
		goPos, goLevel := pos, level
		c.send("position startpos" + movesSuffix(moves))
		g := randomGo(r, goPos)
		start := time.Now()
		c.send(g.cmd)
		st.gos++
		st.levels[goLevel]++

		// during the search
		readies := 0
		var stopAt time.Time
		switch k := r.IntN(40); {
		case k < 4:
			c.send("isready")
			readies++
		case k < 7:
			stopAt = time.Now()
			c.send("stop")
			st.stops++
		case k < 8:
			// applies to the next go, which sends its own position anyway
			c.send("position startpos moves 7 4")
			st.midPositions++
		case k < 9:
			c.send("ucinewgame")
			st.newGames++
			newGame()
		case k < 10:
			level = r.IntN(numLevels + 1)
			c.send(fmt.Sprintf("setoption name Level value %d", level))
		}
		if g.infinite && stopAt.IsZero() {
			// no bestmove before stop, whatever the search has done
			c.send("isready")
			before, _ := c.until("readyok")
			for _, l := range before {
				if !isInfo(l) {
					t.Fatalf("go infinite: %q before stop", l)
				}
			}
			stopAt = time.Now()
			c.send("stop")
			st.stops++
		}

		// the answer: info lines, readyok for the isready sent, one bestmove
		var best string
		for best == "" || readies > 0 {
			l, ok := c.next()
			switch {
			case !ok:
				t.Fatalf("go %d: the output ended", st.gos)
			case l == "readyok" && readies > 0:
				readies--
				st.readies++
			case isInfo(l) && best == "":
			case strings.HasPrefix(l, "bestmove ") && best == "":
				best = l
				elapsed := time.Since(start)
				switch {
				case !stopAt.IsZero():
					st.maxAfterStop = max(st.maxAfterStop, time.Since(stopAt))
					if d := time.Since(stopAt); d > margin+50*time.Millisecond {
						t.Errorf("go %d (%s, level %d): bestmove %v after stop", st.gos, g.cmd, goLevel, d)
					}
				case g.limit > 0:
					late := elapsed - g.limit
					if late > st.maxLate {
						st.maxLate, st.worst = late, fmt.Sprintf("%s at level %d", g.cmd, goLevel)
					}
					if late > margin {
						t.Errorf("go %d (%s, level %d): bestmove after %v", st.gos, g.cmd, goLevel, elapsed)
					}
				default:
					st.maxUntimed = max(st.maxUntimed, elapsed)
				}
			default:
				t.Fatalf("go %d (%s, level %d): unexpected line %q; last commands:\n%s",
					st.gos, g.cmd, goLevel, l, c.lastSent(8))
			}
		}
		m, err := strconv.Atoi(strings.TrimPrefix(best, "bestmove "))
		if err != nil || !goPos.Legal(game.Move(m)) {
			t.Fatalf("go %d (%s, level %d): %q is not legal in %s", st.gos, g.cmd, goLevel, best, goPos.TFEN())
		}
		if t.Failed() {
			t.FailNow()
		}
		if goPos != pos {
			continue // a ucinewgame during the search started a new game
		}
		pos = pos.Apply(game.Move(m))
		moves = append(moves, strconv.Itoa(m))
		if pos.Over() || len(moves) >= 300 {
			c.send("ucinewgame")
			st.newGames++
			newGame()
		}
	}
	// nothing more: no second bestmove of any go
	c.send("isready")
	if before, _ := c.until("readyok"); len(before) > 0 {
		t.Errorf("lines after the last bestmove: %q", before)
	}
	c.quit()
	for l := range c.lines {
		t.Errorf("line after quit: %q", l)
	}
	t.Logf("%d go (per level 0..%d: %v), %d stop, %d isready, %d ucinewgame, %d position during a search, %d perft in %v",
		st.gos, numLevels, st.levels, st.stops, st.readies, st.newGames, st.midPositions, st.perfts,
		time.Since(begin).Round(time.Millisecond))
	t.Logf("bestmove at most %v after a timed go's limit (%s), %v after stop; depth and node go answered within %v (margin %v)",
		st.maxLate, st.worst, st.maxAfterStop, st.maxUntimed, margin)
}

func movesSuffix(moves []string) string {
	if len(moves) == 0 {
		return ""
	}
	return " moves " + strings.Join(moves, " ")
}

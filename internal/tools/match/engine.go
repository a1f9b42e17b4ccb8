package match

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/wire"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// Engine is an engine spoken to over the UCI-style text protocol of
// `togyzkumalak engine`, the way a tournament manager speaks to it: each
// position and go are sent the moment the previous bestmove arrives. An
// engine that refuses a command, answers an illegal move, overruns its time
// by more than Slack or stays silent for Hang is an error. An Engine is used
// by one game at a time.
type Engine struct {
	// Slack is how far past a go's time limit a bestmove may come.
	Slack time.Duration
	// Hang is how long the engine may stay silent before it counts as hung.
	Hang time.Duration
	// SyncMoves sends isready, and awaits readyok, before each position and
	// go: for engines that may refuse a go sent the moment their bestmove
	// arrives (ours before the fix of that race).
	SyncMoves bool

	w     io.Writer
	lines chan string  // the engine's output lines; closed at its end
	err   error        // the first error; the engine is not used after it
	late  atomic.Int64 // the latest bestmove past its time limit so far, in ns
	// score is the last score of the last Move's search, for the side
	// to move (MateScore-n for a proved win in n); scored is false when
	// the search reported none.
	score  int
	scored bool
}

// NewEngine speaks to an engine that reads commands from w and writes its
// answers to r.
func NewEngine(w io.Writer, r io.Reader) *Engine {
	e := &Engine{Slack: 100 * time.Millisecond, Hang: 30 * time.Second, w: w, lines: make(chan string, 256)}
	go func() {
		defer close(e.lines)
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			e.lines <- sc.Text()
		}
	}()
	return e
}

// Serve runs a protocol session (ai.RunProtocol, passed in) in its own
// goroutine over pipes and returns an Engine that speaks to it, and a
// function that ends the session and returns its error.
func Serve(ctx context.Context, run func(context.Context, io.Reader, io.Writer) error) (*Engine, func() error) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() {
		err := run(ctx, inR, outW)
		inR.Close()
		outW.Close()
		done <- err
	}()
	var once sync.Once
	var err error
	return NewEngine(inW, outR), func() error {
		once.Do(func() {
			inW.Close()
			err = <-done
			outR.Close()
		})
		return err
	}
}

// ExecGrace is how long an engine process may take to exit once its input
// is closed before it is killed.
const ExecGrace = 5 * time.Second

// Exec starts the engine process cmd (its Stdin and Stdout must be unset)
// and returns an Engine that speaks to it over its standard input and
// output, and a function that ends it: it closes the engine's input, kills
// the engine if it has not exited within ExecGrace, and returns its error.
func Exec(cmd *exec.Cmd) (*Engine, func() error, error) {
	w, err := cmd.StdinPipe()
	if err != nil {
		return nil, nil, fmt.Errorf("engine %s: %w", cmd, err)
	}
	r, err := cmd.StdoutPipe()
	if err != nil {
		return nil, nil, fmt.Errorf("engine %s: %w", cmd, err)
	}
	if err := cmd.Start(); err != nil {
		return nil, nil, fmt.Errorf("engine %s: %w", cmd, err)
	}
	e := NewEngine(w, r)
	var once sync.Once
	return e, func() error {
		once.Do(func() {
			w.Close()
			exited := make(chan error, 1)
			go func() { exited <- cmd.Wait() }()
			select {
			case err = <-exited:
			case <-time.After(ExecGrace):
				cmd.Process.Kill()
				<-exited
				err = fmt.Errorf("did not exit within %v of the end of its input; killed", ExecGrace)
			}
			if err != nil {
				err = fmt.Errorf("engine %s: %w", cmd, err)
			}
		})
		return err
	}, nil
}

// Late returns how far past its time limit the engine's latest bestmove
// came, 0 if none was late. It may be called while a game goes on.
func (e *Engine) Late() time.Duration { return time.Duration(e.late.Load()) }

// Err returns the engine's first error.
func (e *Engine) Err() error { return e.err }

// Start opens the session: uci, the options given as name-value pairs
// ("Level", "3"), then isready.
func (e *Engine) Start(ctx context.Context, options ...string) error {
	if len(options)%2 != 0 {
		return e.fail(fmt.Errorf("start: options %q are not name-value pairs", options))
	}
	e.send(wire.UCI{}.String())
	if _, err := e.await(ctx, "uciok", 0); err != nil {
		return err
	}
	for i := 0; i < len(options); i += 2 {
		e.send(wire.SetOption{Name: options[i], Value: options[i+1]}.String())
	}
	return e.Sync(ctx)
}

// NewGame tells the engine that a new game begins.
func (e *Engine) NewGame(ctx context.Context) error {
	e.send(wire.NewGame{}.String())
	return e.Sync(ctx)
}

// Sync sends isready and waits for readyok.
func (e *Engine) Sync(ctx context.Context) error {
	e.send(wire.IsReady{}.String())
	_, err := e.await(ctx, "readyok", 0)
	return err
}

// Move sends p and "go " + args and returns the engine's bestmove, which
// must be legal in p and come within limit (0: no time limit) plus Slack.
// When ctx ends first, the engine is sent stop and its bestmove returned.
func (e *Engine) Move(ctx context.Context, p game.Position, args string, limit time.Duration) (game.Move, error) {
	if e.SyncMoves {
		if err := e.Sync(ctx); err != nil {
			return 0, err
		}
	}
	e.send(wire.Position{TFEN: p.TFEN()}.String())
	e.send("go " + args)
	e.score, e.scored = 0, false
	start := time.Now()
	best, err := e.await(ctx, "bestmove ", limit)
	if err != nil {
		return 0, err
	}
	if d := time.Since(start); limit > 0 {
		e.late.Store(int64(max(time.Duration(e.late.Load()), d-limit)))
		if d > limit+e.Slack {
			return 0, e.fail(fmt.Errorf("go %s: bestmove after %v", args, d.Round(time.Millisecond)))
		}
	}
	if m, ok := wire.ParseBestmove(best); ok && p.Legal(m) {
		return m, nil
	}
	return 0, e.fail(fmt.Errorf("go %s: %q is not a legal move in %s", args, best, p.TFEN()))
}

// Score returns the last score the engine reported in its last Move's
// search, for the side to move then: hundredths of a stone, or
// ±(MateScore-n) for a proved result in n moves. ok is false when the search
// reported no score.
func (e *Engine) Score() (score int, ok bool) { return e.score, e.scored }

// infoScore reads the score of an info line on Score's scale: "score cp
// S" or "score mate N" (N > 0: the side to move wins in N moves; N <= 0: it
// loses).
func infoScore(line string) (int, bool) {
	i, ok := wire.ParseInfo(line)
	return i.Value(), ok
}

// Player plays with "go " + args and limit, reporting the engine's error (a
// player that cannot move loses its game) to fail, if not nil.
func (e *Engine) Player(args string, limit time.Duration, fail func(error)) Player {
	return func(ctx context.Context, p game.Position) game.Move {
		m, err := e.Move(ctx, p, args, limit)
		if err != nil && fail != nil {
			fail(err)
		}
		return m
	}
}

func (e *Engine) send(cmd string) {
	if e.err != nil {
		return
	}
	if _, err := io.WriteString(e.w, cmd+"\n"); err != nil {
		e.fail(fmt.Errorf("send %q: %w", cmd, err))
	}
}

// await reads lines up to one that starts with prefix and returns it. An
// error line, the end of the output or a silence of Hang (past limit) is an
// error; when ctx ends, stop is sent once.
func (e *Engine) await(ctx context.Context, prefix string, limit time.Duration) (string, error) {
	if e.err != nil {
		return "", e.err
	}
	hang := time.NewTimer(limit + e.Hang)
	defer hang.Stop()
	done := ctx.Done()
	for {
		select {
		case l, ok := <-e.lines:
			switch {
			case !ok:
				return "", e.fail(fmt.Errorf("the engine ended while %q was awaited", prefix))
			case strings.HasPrefix(l, prefix):
				return l, nil
			case wire.IsError(l):
				return "", e.fail(errors.New(l))
			default:
				if i, ok := wire.ParseInfo(l); ok {
					e.score, e.scored = i.Value(), true
				}
			}
		case <-done:
			e.send(wire.Stop{}.String())
			done = nil
		case <-hang.C:
			return "", e.fail(fmt.Errorf("no %q within %v", strings.TrimSpace(prefix), limit+e.Hang))
		}
	}
}

func (e *Engine) fail(err error) error {
	if e.err == nil {
		e.err = fmt.Errorf("engine: %w", err)
	}
	return e.err
}

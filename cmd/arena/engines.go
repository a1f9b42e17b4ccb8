package main

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
	"github.com/togyzkumalak/togyzkumalak/internal/tools/match"
)

// engineSpec is an engine process to play: "NAME=command args".
type engineSpec struct {
	name string
	argv []string
}

func parseEngine(s string) (engineSpec, error) {
	name, command, ok := strings.Cut(s, "=")
	name = strings.TrimSpace(name)
	argv := strings.Fields(command)
	if !ok || name == "" || strings.ContainsAny(name, ": ") || len(argv) == 0 {
		return engineSpec{}, fmt.Errorf("-engine %q: want \"NAME=command args\", NAME without spaces or colons", s)
	}
	return engineSpec{name, argv}, nil
}

// engineFlag collects -engine and its -options.
type engineFlag struct {
	specs   []engineSpec
	options optionFlag
}

func (f *engineFlag) String() string { return "" }

func (f *engineFlag) Set(s string) error {
	e, err := parseEngine(s)
	if err != nil {
		return err
	}
	for _, o := range f.specs {
		if o.name == e.name {
			return fmt.Errorf("-engine %q: the name %s is taken", s, e.name)
		}
	}
	f.specs = append(f.specs, e)
	return nil
}

// check reports -engine given other than twice, or an -option naming no
// engine.
func (f *engineFlag) check() error {
	if len(f.specs) != 0 && len(f.specs) != 2 {
		return fmt.Errorf("-engine: give two engines, got %d", len(f.specs))
	}
	for _, o := range f.options {
		if !f.has(o.engine) {
			return fmt.Errorf("-option %s:%s=%s: no -engine %s", o.engine, o.name, o.value, o.engine)
		}
	}
	return nil
}

func (f *engineFlag) has(name string) bool {
	for _, e := range f.specs {
		if e.name == name {
			return true
		}
	}
	return false
}

// option is a setoption for one engine: "NAME:Option=value".
type option struct{ engine, name, value string }

type optionFlag []option

func (f *optionFlag) String() string { return "" }

func (f *optionFlag) Set(s string) error {
	engine, rest, ok1 := strings.Cut(s, ":")
	name, value, ok2 := strings.Cut(rest, "=")
	if !ok1 || !ok2 || engine == "" || strings.TrimSpace(name) == "" || strings.TrimSpace(value) == "" {
		return fmt.Errorf("-option %q: want \"NAME:Option=value\", as \"t2:Threads=2\"", s)
	}
	*f = append(*f, option{engine, strings.TrimSpace(name), strings.TrimSpace(value)})
	return nil
}

// of returns the engine's options as name-value pairs for Engine.Start.
func (f optionFlag) of(engine string) []string {
	var pairs []string
	for _, o := range f {
		if o.engine == engine {
			pairs = append(pairs, o.name, o.value)
		}
	}
	return pairs
}

// enders ends the engine processes started for a match and tells how late
// they have been.
type enders struct {
	mu      sync.Mutex
	fns     []func() error
	engines map[string][]*match.Engine
}

func (e *enders) add(name string, engine *match.Engine, fn func() error) {
	e.mu.Lock()
	defer e.mu.Unlock()
	e.fns = append(e.fns, fn)
	if e.engines == nil {
		e.engines = make(map[string][]*match.Engine)
	}
	e.engines[name] = append(e.engines[name], engine)
}

// late returns the latest bestmove past its limit of the engines named.
func (e *enders) late(name string) time.Duration {
	e.mu.Lock()
	defer e.mu.Unlock()
	var late time.Duration
	for _, engine := range e.engines[name] {
		late = max(late, engine.Late())
	}
	return late
}

// end ends every process and returns their errors.
func (e *enders) end() error {
	e.mu.Lock()
	defer e.mu.Unlock()
	var errs []error
	for _, fn := range e.fns {
		errs = append(errs, fn())
	}
	e.fns = nil
	return errors.Join(errs...)
}

// player starts the engine once per worker, sends it options, and plays
// with "go " + args; the first error of an engine cancels ctx with that
// error as its cause.
func (s engineSpec) player(ctx context.Context, ends *enders, options []string, args string, slack time.Duration, syncMoves bool, cancel context.CancelCauseFunc) func() match.Player {
	limit := match.MoveTime(args)
	fail := func(err error) { cancel(engineError{fmt.Errorf("%s: %w", s.name, err)}) }
	return func() match.Player {
		cmd := exec.Command(s.argv[0], s.argv[1:]...)
		cmd.Stderr = os.Stderr
		e, end, err := match.Exec(cmd)
		if err != nil {
			fail(err)
			return func(context.Context, game.Position) game.Move { return 0 }
		}
		ends.add(s.name, e, end)
		e.Slack, e.SyncMoves = slack, syncMoves
		if err := e.Start(ctx, options...); err != nil {
			fail(err)
		}
		return e.Player(args, limit, fail)
	}
}

package match

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/protocol"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// engineMode, set in the environment, makes the test binary an engine
// process for the tests of Exec: "protocol" speaks the engine protocol on
// its standard input and output, "mute" exits after reading one line,
// "deaf" never exits by itself.
const engineMode = "MATCH_TEST_ENGINE"

func TestMain(m *testing.M) {
	switch os.Getenv(engineMode) {
	case "":
		os.Exit(m.Run())
	case "protocol":
		if err := protocol.Run(context.Background(), os.Stdin, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		os.Exit(0)
	case "mute":
		os.Stdin.Read(make([]byte, 1))
		os.Exit(3)
	case "deaf":
		time.Sleep(time.Hour)
	}
}

// testEngine starts the test binary as an engine process in mode.
func testEngine(t *testing.T, mode string) (*Engine, func() error) {
	t.Helper()
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), engineMode+"="+mode)
	e, end, err := Exec(cmd)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { end() })
	e.Slack = slack
	return e, end
}

// TestExecMatchPlaysAsTheAPI plays a match between two engine processes
// at fixed levels: the weak levels are deterministic, so the games must be
// those that Engine.LevelMove plays in process, and each process must exit
// cleanly at the end of its input.
func TestExecMatchPlaysAsTheAPI(t *testing.T) {
	ops := Openings(2, 4, 11)
	api := func(level int) func() Player {
		return func() Player {
			e := ai.New(ai.Options{Threads: 1, HashMB: 4})
			return func(ctx context.Context, p game.Position) game.Move { return e.LevelMove(ctx, p, level).Move }
		}
	}
	var wantGames, gotGames []Game
	record := func(games *[]Game) func(Score, [2]Game) {
		return func(_ Score, g [2]Game) { *games = append(*games, g[0], g[1]) }
	}
	want := Run(context.Background(), ops, api(3), api(1), 1, record(&wantGames))

	var ends []func() error
	var errs []error
	process := func(level int) func() Player {
		return func() Player {
			e, end := testEngine(t, "protocol")
			ends = append(ends, end)
			if err := e.Start(context.Background(), "Threads", "1", "Hash", "4", "Level", fmt.Sprint(level)); err != nil {
				t.Fatal(err)
			}
			return e.Player("nodes 400000", 0, func(err error) { errs = append(errs, err) })
		}
	}
	got := Run(context.Background(), ops, process(3), process(1), 1, record(&gotGames))
	for _, end := range ends {
		if err := end(); err != nil {
			t.Errorf("end: %v", err)
		}
	}
	if len(errs) > 0 {
		t.Fatalf("engine errors: %v", errs)
	}
	if got.Wins != want.Wins || got.Draws != want.Draws || got.Losses != want.Losses || got.Plies != want.Plies {
		t.Errorf("engine processes: %+v, in process: %+v", got, want)
	}
	for i := range wantGames {
		if fmt.Sprint(gotGames[i].Moves) != fmt.Sprint(wantGames[i].Moves) {
			t.Errorf("game %d: processes played %v, in process %v", i, gotGames[i].Moves, wantGames[i].Moves)
		}
	}
}

// TestExecEngineEnds checks that an engine process that ends early is an
// error naming it, and that one that ignores the end of its input is
// killed.
func TestExecEngineEnds(t *testing.T) {
	t.Run("exits at uci", func(t *testing.T) {
		e, end := testEngine(t, "mute")
		err := e.Start(context.Background())
		if err == nil || !strings.Contains(err.Error(), "ended while") {
			t.Fatalf("Start: got %v, want the engine's end", err)
		}
		if err := end(); err == nil || !strings.Contains(err.Error(), "exit status 3") {
			t.Errorf("end: got %v, want exit status 3", err)
		}
	})
	t.Run("ignores its end of input", func(t *testing.T) {
		if testing.Short() {
			t.Skip("waits ExecGrace")
		}
		_, end := testEngine(t, "deaf")
		if err := end(); err == nil || !strings.Contains(err.Error(), "killed") {
			t.Errorf("end: got %v, want it killed", err)
		}
	})
	t.Run("no such command", func(t *testing.T) {
		_, _, err := Exec(exec.Command("/nonexistent/engine"))
		if err == nil || !strings.Contains(err.Error(), "/nonexistent/engine") {
			t.Errorf("got %v, want an error naming the command", err)
		}
	})
}

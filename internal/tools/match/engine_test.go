package match

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/protocol"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// slack is the time a bestmove may come past its limit here: these tests
// catch refused commands, illegal moves and hangs, with four engines on two
// cores, under the race detector and beside other packages' tests (a
// bestmove 515 ms late was seen so); package ai's soak test measures
// lateness itself.
const slack = time.Second

// protocolPlayers runs one engine session per worker at the level, and
// returns the players' maker, a function that ends every session and
// checks it, and the first error any engine made.
func protocolPlayers(t *testing.T, level int, args string, limit time.Duration) (func() Player, func() error) {
	var (
		mu     sync.Mutex
		closes []func() error
		first  error
	)
	fail := func(err error) {
		mu.Lock()
		defer mu.Unlock()
		if first == nil {
			first = err
		}
	}
	newPlayer := func() Player {
		e, closeEngine := Serve(context.Background(), protocol.Run)
		e.Slack = slack
		mu.Lock()
		closes = append(closes, closeEngine)
		mu.Unlock()
		if err := e.Start(context.Background(), "Threads", "1", "Hash", "4", "Level", strconv.Itoa(level)); err != nil {
			fail(err)
		}
		return e.Player(args, limit, fail)
	}
	end := func() error {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range closes {
			if err := c(); err != nil && first == nil {
				first = err
			}
		}
		return first
	}
	return newPlayer, end
}

// TestProtocolMatchPlaysAsTheAPI plays the same match through the engine
// protocol and through Engine.LevelMove: the weak levels are deterministic,
// so the games must be the same, and no engine may refuse a go or be late.
func TestProtocolMatchPlaysAsTheAPI(t *testing.T) {
	ops := Openings(4, 4, 7)
	api := func(level int) func() Player {
		return func() Player {
			e := ai.New(ai.Options{Threads: 1, HashMB: 4})
			return func(ctx context.Context, p game.Position) game.Move { return e.LevelMove(ctx, p, level).Move }
		}
	}
	want := Run(context.Background(), ops, api(2), api(1), 1, nil)
	a, endA := protocolPlayers(t, 2, "nodes 400000", 0)
	b, endB := protocolPlayers(t, 1, "nodes 400000", 0)
	got := Run(context.Background(), ops, a, b, 1, nil)
	if err := endA(); err != nil {
		t.Fatal(err)
	}
	if err := endB(); err != nil {
		t.Fatal(err)
	}
	t.Logf("over the protocol: %+v", got)
	if got.Wins != want.Wins || got.Draws != want.Draws || got.Losses != want.Losses || got.Plies != want.Plies {
		t.Errorf("over the protocol: %+v, through the API: %+v", got, want)
	}
}

// TestProtocolMatchAtManagerPace plays games over the protocol with a few
// milliseconds a move, each go sent the moment bestmove arrives: the pace
// of issue 15, where the engine refused the next go.
func TestProtocolMatchAtManagerPace(t *testing.T) {
	tests := []struct {
		a, b  int
		args  string
		limit time.Duration
	}{
		{0, 7, "movetime 3", 3 * time.Millisecond},
		{1, 5, "movetime 5", 5 * time.Millisecond},
		{6, 3, "wtime 20 btime 20", 20 * time.Millisecond},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%d vs %d, go %s", tc.a, tc.b, tc.args), func(t *testing.T) {
			a, endA := protocolPlayers(t, tc.a, tc.args, tc.limit)
			b, endB := protocolPlayers(t, tc.b, tc.args, tc.limit)
			s := Run(context.Background(), Openings(1, 4, 3), a, b, 2, nil)
			if err := endA(); err != nil {
				t.Fatal(err)
			}
			if err := endB(); err != nil {
				t.Fatal(err)
			}
			t.Logf("%+v", s)
			if s.Games() != 2 || s.Plies == 0 {
				t.Errorf("score %+v", s)
			}
		})
	}
}

// fakeEngine answers uci and isready, and answers go as told.
func fakeEngine(answerGo func(w io.Writer)) func(context.Context, io.Reader, io.Writer) error {
	return func(ctx context.Context, r io.Reader, w io.Writer) error {
		sc := bufio.NewScanner(r)
		for sc.Scan() {
			switch f := strings.Fields(sc.Text()); {
			case len(f) == 0:
			case f[0] == "uci":
				io.WriteString(w, "uciok\n")
			case f[0] == "isready":
				io.WriteString(w, "readyok\n")
			case f[0] == "go":
				answerGo(w)
			}
		}
		return nil
	}
}

// TestEngineErrors checks that a manager catches an engine that misbehaves.
func TestEngineErrors(t *testing.T) {
	tests := []struct {
		name     string
		answerGo func(w io.Writer)
		want     string
	}{
		{"refused go", func(w io.Writer) {
			io.WriteString(w, "info string error: go: a search is running; send stop first\n")
		}, "a search is running"},
		{"illegal move", func(w io.Writer) { io.WriteString(w, "bestmove 0\n") }, `"bestmove 0" is not a legal move`},
		{"no answer", func(w io.Writer) {}, `no "bestmove" within`},
		{"late", func(w io.Writer) {
			time.Sleep(80 * time.Millisecond) // the fake engine is slow on purpose
			io.WriteString(w, "bestmove 1\n")
		}, "bestmove after"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			e, end := Serve(context.Background(), fakeEngine(tc.answerGo))
			defer end()
			e.Slack, e.Hang = 20*time.Millisecond, 200*time.Millisecond
			if err := e.Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			_, err := e.Move(context.Background(), game.Start(), "movetime 10", 10*time.Millisecond)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("got %v, want an error with %q", err, tc.want)
			}
			if e.Err() != err {
				t.Errorf("Err() = %v, want %v", e.Err(), err)
			}
		})
	}
}

// TestSyncMoves plays two moves against an engine that refuses a go not
// preceded by isready since its last bestmove (the race of issue 15, made
// certain): only an Engine with SyncMoves gets both moves.
func TestSyncMoves(t *testing.T) {
	picky := func(ctx context.Context, r io.Reader, w io.Writer) error {
		sc := bufio.NewScanner(r)
		ready := false
		for sc.Scan() {
			switch f := strings.Fields(sc.Text()); {
			case len(f) == 0:
			case f[0] == "uci":
				io.WriteString(w, "uciok\n")
			case f[0] == "isready":
				ready = true
				io.WriteString(w, "readyok\n")
			case f[0] == "go" && !ready:
				io.WriteString(w, "info string error: go: a search is running; send stop first\n")
			case f[0] == "go":
				ready = false
				io.WriteString(w, "bestmove 1\n")
			}
		}
		return nil
	}
	for _, syncMoves := range []bool{false, true} {
		t.Run(fmt.Sprint("SyncMoves=", syncMoves), func(t *testing.T) {
			e, end := Serve(context.Background(), picky)
			defer end()
			e.SyncMoves = syncMoves
			if err := e.Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			var err error
			for i := 0; i < 2 && err == nil; i++ {
				_, err = e.Move(context.Background(), game.Start(), "movetime 10", time.Second)
			}
			if syncMoves && err != nil {
				t.Errorf("with SyncMoves: %v", err)
			}
			if !syncMoves && (err == nil || !strings.Contains(err.Error(), "a search is running")) {
				t.Errorf("without SyncMoves: got %v, want the refused go", err)
			}
		})
	}
}

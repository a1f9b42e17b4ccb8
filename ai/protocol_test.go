package ai

import (
	"bufio"
	"context"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// runLines runs the protocol on the given input and returns its output lines.
func runLines(t *testing.T, input string) []string {
	t.Helper()
	var out strings.Builder
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := RunProtocol(ctx, strings.NewReader(input), &out); err != nil {
		t.Fatalf("RunProtocol: %v", err)
	}
	s := strings.TrimRight(out.String(), "\n")
	if s == "" {
		return nil
	}
	return strings.Split(s, "\n")
}

const (
	// after 7 4 from the start: White's hole 4 is empty
	after74 = "10,10,10,0,9,9,1,10,10/10,10,10,1,11,1,10,10,10 10 10 - - 0"
	// Black has 82: the game is over
	finished = "0,1,1,0,1,0,0,0,0/1,0,2,0,2,0,2,1,0 69 82 2 6 1"
)

func TestProtocol(t *testing.T) {
	tests := []struct {
		name  string
		input string
		want  []string // regular expressions, one per output line, in order
	}{
		{"uci", "uci\nisready\n", []string{
			`^id name Togyz Kumalak`, `^id author `,
			`^option name Level type spin default 0 min 0 max 7$`,
			`^option name HumanDelay type check default false$`,
			`^option name Threads type spin default \d+ min 1 max 256$`,
			`^option name Hash type spin default 64 min 1 max 65536$`,
			`^uciok$`, `^readyok$`}},
		{"position and d", "position startpos moves 7 4\nd\n", []string{
			`^tfen ` + regexp.QuoteMeta(after74) + `$`, `^result \* 10:10$`}},
		{"tfen position", "position tfen " + after74 + " moves 1\nd\n", []string{
			`^tfen 1,11,11,1,10,10,2,11,11/11,10,10,1,11,1,10,10,10 10 10 - - 1$`, `^result \* 10:10$`}},
		{"illegal move keeps the position", "position startpos moves 7 4\nposition startpos moves 7 4 4\nd\n", []string{
			`^info string error: position: move 3: illegal move 4: white's hole 4 is empty$`,
			`^tfen ` + regexp.QuoteMeta(after74) + `$`, `^result`}},
		{"move out of range", "position startpos moves 10\nd\n", []string{
			`^info string error: position: move 1 "10" is not a hole number 1..9$`,
			`^tfen ` + regexp.QuoteMeta(game.StartTFEN) + `$`, `^result`}},
		{"malformed tfen keeps the position", "position startpos moves 7 4\nposition tfen 9,9,9/9 0 0 - - 0\nd\n", []string{
			`^info string error: position: tfen: white row: want 9 holes, got 3$`,
			`^tfen ` + regexp.QuoteMeta(after74) + `$`, `^result`}},
		{"wrong stone total", "position tfen 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 1 0 - - 0\n", []string{
			`^info string error: position: tfen: stones: holes and kazans hold 163 stones, want 162$`}},
		{"position without argument", "position\n", []string{`^info string error: position: want`}},
		{"position junk after tfen", "position startpos 7 4\n", []string{`^info string error: position: unexpected "7"`}},
		{"unknown command", "hello world\n", []string{`^info string error: unknown command "hello"$`}},
		{"empty lines are ignored", "\n   \nisready\n", []string{`^readyok$`}},
		{"go on a finished game", "position tfen " + finished + "\ngo depth 3\n", []string{
			`^info string result 0-1 69:82$`, `^bestmove 0$`}},
		{"d on a finished game", "position tfen " + finished + "\nd\n", []string{
			`^tfen ` + regexp.QuoteMeta(finished) + `$`, `^result 0-1 69:82$`}},
		{"go depth", "go depth 3\n", []string{
			`^info depth 1 score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [1-9]$`,
			`^info depth 2 score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [1-9] [1-9]$`,
			`^info depth 3 score cp -?\d+ nodes \d+ nps \d+ time \d+ pv [1-9]( [1-9]){2}`,
			`^bestmove [1-9]$`}},
		{"go perft", "go perft 4\n", []string{`^1 9$`, `^2 73$`, `^3 613$`, `^4 5199$`}},
		{"go bad parameter", "go depth x\ngo fast 3\ngo depth\n", []string{
			`^info string error: go: depth "x" is not a non-negative number$`,
			`^info string error: go: unknown parameter "fast"$`,
			`^info string error: go: "depth" needs a value$`}},
		{"setoption", "setoption name Hash value 8\nsetoption name Threads value 1\nsetoption name Level value 2\nisready\n",
			[]string{`^readyok$`}},
		{"bad setoption", "setoption name Hash value big\nsetoption name Colour value red\nsetoption name Level value 9\nsetoption Hash\n", []string{
			`^info string error: setoption Hash: "big" is not a size`,
			`^info string error: setoption: unknown option "Colour"$`,
			`^info string error: setoption Level: "9" is not a level 0..7$`,
			`^info string error: setoption: want`}},
		{"ucinewgame resets the position", "position startpos moves 7 4\nucinewgame\nd\n", []string{
			`^tfen ` + regexp.QuoteMeta(game.StartTFEN) + `$`, `^result`}},
		{"quit ends the session", "quit\nisready\n", nil},
		{"level move", "setoption name Level value 1\nposition startpos\ngo movetime 10\n", []string{
			`^info depth 1 `, `^bestmove [1-9]$`}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := runLines(t, tc.input)
			if len(got) != len(tc.want) {
				t.Fatalf("got %d lines, want %d:\n%s", len(got), len(tc.want), strings.Join(got, "\n"))
			}
			for i, re := range tc.want {
				if !regexp.MustCompile(re).MatchString(got[i]) {
					t.Errorf("line %d: got %q, want match of %q", i+1, got[i], re)
				}
			}
		})
	}
}

// TestProtocolBestmoveIsLegal checks the bestmove of several positions.
func TestProtocolBestmoveIsLegal(t *testing.T) {
	for _, bp := range benchPositions {
		pos := mustTFEN(t, bp.tfen)
		got := runLines(t, "position tfen "+bp.tfen+"\ngo nodes 3000\n")
		last := got[len(got)-1]
		m, err := strconv.Atoi(strings.TrimPrefix(last, "bestmove "))
		if err != nil || !pos.Legal(game.Move(m)) {
			t.Errorf("%s: %q is not a legal bestmove", bp.name, last)
		}
	}
}

// TestProtocolStop starts an infinite search and checks that "stop" gets
// its bestmove within 50 ms, and that nothing comes before it.
func TestProtocolStop(t *testing.T) {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- RunProtocol(context.Background(), inR, outW) }()
	lines := make(chan string, 100)
	go func() {
		sc := bufio.NewScanner(outR)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	io.WriteString(inW, "setoption name Hash value 1\ngo infinite\n")
	time.Sleep(300 * time.Millisecond)
	for {
		select {
		case l := <-lines:
			if strings.HasPrefix(l, "bestmove") {
				t.Fatalf("bestmove before stop: %q", l)
			}
			continue
		default:
		}
		break
	}
	start := time.Now()
	io.WriteString(inW, "stop\n")
	for l := range lines {
		if strings.HasPrefix(l, "bestmove") {
			if d := time.Since(start); d > 50*time.Millisecond {
				t.Errorf("bestmove %v after stop, want within 50ms", d)
			}
			if !regexp.MustCompile(`^bestmove [1-9]$`).MatchString(l) {
				t.Errorf("got %q", l)
			}
			break
		}
	}
	io.WriteString(inW, "quit\n")
	if err := <-done; err != nil {
		t.Fatal(err)
	}
	outW.Close()
}

// TestProtocolJunk feeds random bytes: the protocol must neither panic nor
// stop answering.
func TestProtocolJunk(t *testing.T) {
	junk := []string{
		"position tfen", "position tfen 1 2 3 4 5 6 moves", "position startpos moves", "position startpos moves 1 2 x",
		"go wtime -5", "go movetime 99999999999999999999999", "setoption", "setoption name", "setoption name value",
		"\x00\xff\xfe", strings.Repeat("9 ", 5000), "go perft 0", "stop", "stop", "d",
	}
	got := runLines(t, strings.Join(junk, "\n")+"\nisready\n")
	if len(got) == 0 || got[len(got)-1] != "readyok" {
		t.Fatalf("the session did not answer after junk: %q", got)
	}
}

package protocol

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"
)

// fuzzDeadline is how long one fuzz input may take: the input is followed
// by stop, so only a hang comes near it.
const fuzzDeadline = 10 * time.Second

// answerLine is the form of every line the protocol writes.
var answerLine = regexp.MustCompile(`^(id (name|author) .+|option name \w+ type (spin|check|string) .+|uciok|readyok|` +
	`info (multipv [1-9] )?depth \d+ score (cp|mate) -?\d+ nodes \d+ nps \d+ time \d+ pv( [1-9])*|info string .*|bestmove [0-9]|` +
	`\d+ \d+|tfen .+|result (1-0|0-1|1/2-1/2|\*) \d+:\d+)$`)

// FuzzProtocol: any input, lines or bytes, never panics or hangs the
// protocol. Each input is followed by stop, isready and quit, which must end
// the session within fuzzDeadline with readyok (unless the input quit
// first); every line written has one of the protocol's forms.
func FuzzProtocol(f *testing.F) {
	f.Add("uci\nisready\nposition startpos moves 7 4\ngo depth 3\nd\n")
	f.Add("go infinite\nisready\nposition tfen " + after74 + "\nsetoption name Level value 3\nucinewgame\n")
	f.Add("setoption name Level value 2\ngo movetime 5\ngo movetime 5\nstop\ngo nodes 500\n")
	f.Add("setoption name MultiPV value 3\ngo depth 3\nsetoption name MultiPV value 9\ngo infinite\n")
	f.Add("go perft 30\nisready\ngo depth 2\nstop\ngo perft 3\n")
	f.Add("setoption name HumanDelay value true\nsetoption name Level value 1\ngo wtime 10 btime 10\n")
	f.Add("position tfen " + finished + "\ngo depth 3\nd\n")
	f.Add("go\nquit\ngo\n")
	f.Add("\x00\xff\r\n\tgo  depth\t2 \r\nsetoption name  value \nposition startpos moves 1 1 1 1 1 1 1 1 1 1\n")
	f.Fuzz(func(t *testing.T, input string) {
		if strings.Contains(strings.ToLower(input), "endgame") {
			t.Skip("the endgame options write table files: TestProtocolEndgameTable tests them")
		}
		ctx, cancel := context.WithTimeout(context.Background(), fuzzDeadline)
		defer cancel()
		var out strings.Builder
		in := "setoption name Hash value 1\n" + input + "\nstop\nisready\nquit\n"
		err := run(ctx, strings.NewReader(in), &out, Options{}, optionBounds{threads: 2, hashMB: 4})
		if ctx.Err() != nil {
			t.Fatalf("the session hung on %q", input)
		}
		if err != nil {
			if strings.Contains(err.Error(), "longer than") {
				return
			}
			t.Fatalf("Run: %v", err)
		}
		var last string
		for l := range strings.Lines(out.String()) {
			last = strings.TrimSuffix(l, "\n")
			if !answerLine.MatchString(last) {
				t.Fatalf("input %q: output line %q has no known form", input, last)
			}
		}
		if !quits(input) && last != "readyok" {
			t.Fatalf("input %q: the session ends with %q, want readyok", input, last)
		}
	})
}

// quits reports whether input holds a quit command.
func quits(input string) bool {
	for l := range strings.Lines(input) {
		if f := strings.Fields(l); len(f) > 0 && f[0] == "quit" {
			return true
		}
	}
	return false
}

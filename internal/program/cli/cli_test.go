package cli

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

var gameBinary = Program{Name: "togyzkumalak", Version: "dev", Commit: "unknown", Window: "open the game window"}

// TestMain points the cache folder at a temporary one that holds a small
// endgame table, so that no test reads or builds the user's.
func TestMain(m *testing.M) {
	os.Exit(func() int {
		cache, err := os.MkdirTemp("", "cli-cache-")
		if err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		defer os.RemoveAll(cache)
		os.Setenv("XDG_CACHE_HOME", cache)
		if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: filepath.Join(cache, cacheFolder)}, testEndgameStones); err != nil {
			fmt.Fprintln(os.Stderr, err)
			return 1
		}
		return m.Run()
	}())
}

// testEndgameStones is the table of the tests' cache folder.
const testEndgameStones = 3

func TestCommands(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		stdin      string
		code       int
		stdout     []string // substrings, in any order
		stderr     []string
		stdoutLine int // number of stdout lines, -1 to skip
	}{
		{name: "perft", args: []string{"perft", "4"}, stdout: []string{"1 9\n2 73\n3 613\n4 5199\n"}, stdoutLine: 4},
		{name: "perft from a TFEN", args: []string{"perft", "--tfen", "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0", "3"},
			stdout: []string{"1 1\n2 1\n3 1\n"}, stdoutLine: 3},
		{name: "perft bad depth", args: []string{"perft", "x"}, code: 2, stderr: []string{`togyzkumalak perft: depth "x"`}, stdoutLine: 0},
		{name: "perft no depth", args: []string{"perft"}, code: 2, stderr: []string{"want one depth"}, stdoutLine: 0},
		{name: "perft bad flag", args: []string{"perft", "--depth", "3"}, code: 2, stderr: []string{"flag provided but not defined"}, stdoutLine: 0},
		{name: "perft bad TFEN", args: []string{"perft", "--tfen", "9,9 0 0 - - 0", "2"}, code: 2, stderr: []string{"--tfen: tfen: holes"}, stdoutLine: 0},
		{name: "replay", args: []string{"replay", "testdata/two-games.pgn"}, stdout: []string{"1 * 70:51 0,0,1,2,0,2,2,2,0/0,0,0,1,2,0,2,2,25 70 51 1 5 1\n", "2 * 64:48 "}, stdoutLine: 2},
		{name: "replay plies", args: []string{"replay", "--plies", "testdata/two-games.pgn"},
			stdout: []string{"1 1 65(10) 9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 - - 1\n", "1 11 91X "}, stdoutLine: -1},
		{name: "replay wrong record", args: []string{"replay", "testdata/wrong-kazan.pgn"}, code: 1,
			stdout: []string{"2 * 64:48 "},
			stderr: []string{"testdata/wrong-kazan.pgn:13: game 1, ply 5: white 11(23): wrong kazan total (expected 22, record says 23)"}, stdoutLine: 1},
		{name: "replay two files", args: []string{"replay", "testdata/two-games.pgn", "testdata/two-games.pgn"},
			stdout: []string{"two-games.pgn:1 * 70:51", "two-games.pgn:2 * 64:48"}, stdoutLine: 4},
		{name: "replay a game lost on time, with clock comments", args: []string{"replay", "testdata/clocked.pgn"},
			stdout: []string{"1 * 59:60 "}, stdoutLine: 1},
		{name: "replay a PlayStrategy PGN, from move 4 with clocks", args: []string{"replay", "--plies", "testdata/playstrategy.pgn"},
			stdout: []string{"1 1 36(26) ", "1 * "}, stdoutLine: 5},
		{name: "replay another variant", args: []string{"replay", "testdata/bestemshe.pgn"}, code: 1,
			stderr: []string{`testdata/bestemshe.pgn:9: game 1 (PlayStrategy PGN): tag Variant "Bestemshe": not togyz kumalak (PlayStrategy calls it "Togyzqumalaq")`}, stdoutLine: 0},
		{name: "replay no file", args: []string{"replay"}, code: 2, stderr: []string{"want one or more record files"}, stdoutLine: 0},
		{name: "replay missing file", args: []string{"replay", "testdata/none.pgn"}, code: 2, stderr: []string{"none.pgn"}, stdoutLine: 0},
		{name: "replay binary junk", args: []string{"replay", "testdata/junk.bin"}, code: 2, stderr: []string{"not a text record"}, stdoutLine: 0},
		{name: "analyse a known blunder", args: []string{"analyse", "--depth", "7", "testdata/blunder.pgn"},
			stdout: []string{"1 1 9 8 ", " -14.", " blunder\n1 2 5 5 ", "1 summary white ", "% 0 0 1 black 100.0% 0 0 0\n"}, stdoutLine: 5},
		{name: "analyse explains the blunder", args: []string{"analyse", "--depth", "7", "--explain", "testdata/blunder.pgn"},
			stdout: []string{" blunder\nexplain\t1\t??\t9\t8\t5\t16\t1\tcapture-allowed\tYour move sows 1 stone into your tuzdyk. The opponent answers from their hole 5 and captures 16 stones from your hole 8. ", "\n1 2 5 5 "}, stdoutLine: 6},
		{name: "analyse explains in Russian", args: []string{"analyse", "--depth", "7", "--explain", "--lang", "ru", "testdata/blunder.pgn"},
			stdout: []string{"\tcapture-allowed\tВаш ход кладёт 1 кумалак в ваш туздык. Соперник отвечает из лунки 5 и забирает 16 кумалаков из вашей лунки 8. "}, stdoutLine: 6},
		{name: "analyse explains in Latin Kazakh", args: []string{"analyse", "--depth", "7", "--explain", "--lang", "kk-Latn", "testdata/blunder.pgn"},
			stdout: []string{"\tcapture-allowed\tSızdıñ jürısıñız tūzdyğyñyzğa 1 qūmalaq salady. "}, stdoutLine: 6},
		{name: "analyse in an unknown language", args: []string{"analyse", "--explain", "--lang", "de", "testdata/blunder.pgn"}, code: 2,
			stderr: []string{`--lang: "de" is not one of en, ru, kk, kk-Latn, ky`}, stdoutLine: 0},
		{name: "analyse a wrong record", args: []string{"analyse", "--movetime", "5", "testdata/wrong-kazan.pgn"}, code: 1,
			stdout: []string{"2 1 ", "2 summary white "},
			stderr: []string{"testdata/wrong-kazan.pgn:13: game 1, ply 5: white 11(23): wrong kazan total (expected 22, record says 23)"}, stdoutLine: -1},
		{name: "analyse a PlayStrategy PGN", args: []string{"analyse", "--depth", "3", "testdata/playstrategy.pgn"},
			stdout: []string{"1 1 3 ", "1 4 1 ", "1 summary white "}, stdoutLine: 5},
		{name: "perft from PlayStrategy's FEN", args: []string{"perft", "--tfen", "13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4", "1"},
			stdout: []string{"1 8\n"}, stdoutLine: 1},
		{name: "analyse two budgets", args: []string{"analyse", "--depth", "3", "--movetime", "5", "testdata/blunder.pgn"}, code: 2,
			stderr: []string{"not both"}, stdoutLine: 0},
		{name: "analyse no file", args: []string{"analyse"}, code: 2, stderr: []string{"record files"}, stdoutLine: 0},
		{name: "analyse missing file", args: []string{"analyse", "testdata/none.pgn"}, code: 2, stderr: []string{"none.pgn"}, stdoutLine: 0},
		{name: "engine", args: []string{"engine"}, stdin: "isready\nposition startpos moves 7\nd\nquit\n",
			stdout: []string{"readyok\n", "tfen 9,9,9,9,9,9,1,10,10/10,10,10,10,10,0,9,9,9 10 0 - - 1\nresult * 10:0\n"}, stdoutLine: -1},
		{name: "engine with arguments", args: []string{"engine", "fast"}, code: 2, stderr: []string{"togyzkumalak engine: takes no arguments but --endgame"}, stdoutLine: 0},
		{name: "engine loads the cache's table", args: []string{"engine"}, stdin: "isready\n",
			stdout: []string{"info string endgame table: 3 stones, ", "/togyzkumalak/endgame-3.tkegtb\nreadyok\n"}, stdoutLine: 2},
		{name: "engine without a table", args: []string{"engine", "--endgame="}, stdin: "isready\n",
			stdout: []string{"readyok\n"}, stdoutLine: 1},
		{name: "analyse with the table", args: []string{"analyse", "--depth", "2", "testdata/blunder.pgn"},
			stdout: []string{"1 summary white "}, stderr: []string{"togyzkumalak analyse: endgame table: 3 stones, "}, stdoutLine: -1},
		{name: "bench with the table", args: []string{"bench", "--endgame"}, stdout: []string{"\nsignature "},
			stderr: []string{"togyzkumalak bench: endgame table: 3 stones, "}, stdoutLine: 15},
		{name: "bench", args: []string{"bench"}, stdout: []string{" 1 nodes ", " tfen 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0\n", "depth 11, 13 positions, 1 thread: ", "\nsignature "}, stdoutLine: 15},
		{name: "bench with arguments", args: []string{"bench", "12"}, code: 2, stderr: []string{"togyzkumalak bench: takes no arguments"}, stdoutLine: 0},
		{name: "puzzles", args: []string{"puzzles"}, stdout: []string{"p001 capture 750 6,1,16,0,16,3,4,17,4/17,4,5,5,5,15,0,1,6 27 10 7 4 1 1\n", " tuzdyk ", " defence ", " lap ", " endgame "}, stdoutLine: 400},
		{name: "puzzles of a theme", args: []string{"puzzles", "lap"}, stdout: []string{" lap "}, stdoutLine: 80},
		{name: "puzzles bad theme", args: []string{"puzzles", "chess"}, code: 2, stderr: []string{`theme "chess" is not one of`}, stdoutLine: 0},
		{name: "puzzles two themes", args: []string{"puzzles", "lap", "tuzdyk"}, code: 2, stderr: []string{"at most one theme"}, stdoutLine: 0},
		{name: "help", args: []string{"--help"}, stdout: []string{"togyzkumalak engine", "togyzkumalak perft", "togyzkumalak replay", "togyzkumalak bench", "togyzkumalak analyse", "togyzkumalak puzzles", "open the game window"}, stdoutLine: -1},
		{name: "version", args: []string{"--version"}, stdout: []string{"togyzkumalak dev (commit unknown), MIT licence\n"}, stdoutLine: 1},
		{name: "unknown", args: []string{"frobnicate"}, code: 2, stderr: []string{`togyzkumalak: unknown command "frobnicate"`, "Usage:"}, stdoutLine: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := gameBinary.Run(tt.args, strings.NewReader(tt.stdin), &out, &errOut)
			if code != tt.code {
				t.Errorf("exit %d, want %d; stderr %q", code, tt.code, errOut.String())
			}
			for _, s := range tt.stdout {
				if !strings.Contains(out.String(), s) {
					t.Errorf("stdout lacks %q:\n%s", s, out.String())
				}
			}
			for _, s := range tt.stderr {
				if !strings.Contains(errOut.String(), s) {
					t.Errorf("stderr lacks %q:\n%s", s, errOut.String())
				}
			}
			if tt.stdoutLine >= 0 {
				if n := strings.Count(out.String(), "\n"); n != tt.stdoutLine {
					t.Errorf("%d stdout lines, want %d:\n%s", n, tt.stdoutLine, out.String())
				}
			}
		})
	}
}

// TestNoArguments: a binary with a default command runs it; one with
// neither a window nor a default prints its usage as an error.
func TestNoArguments(t *testing.T) {
	tests := []struct {
		name   string
		p      Program
		code   int
		stdout string
		stderr string
	}{
		{"default command", Program{Name: "e", Default: "engine"}, 0, "endgame-3.tkegtb\nreadyok\n", ""},
		{"nothing to run", Program{Name: "e"}, 2, "", "Usage:"},
		{"flags of the default command", Program{Name: "e", Default: "engine"}, 0, "readyok\n", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			var args []string
			if strings.HasPrefix(tt.name, "flags") {
				args = []string{"--endgame="}
			}
			code := tt.p.Run(args, strings.NewReader("isready\nquit\n"), &out, &errOut)
			if code != tt.code || !strings.HasSuffix(out.String(), tt.stdout) || !strings.Contains(errOut.String(), tt.stderr) ||
				args != nil && out.String() != tt.stdout {
				t.Errorf("exit %d, stdout %q, stderr %q; want %d, %q, %q", code, out.String(), errOut.String(), tt.code, tt.stdout, tt.stderr)
			}
		})
	}
}

// TestUsageNamesEveryCommand: each command of the table is in the help
// text once, with its arguments, and names are unique.
func TestUsageNamesEveryCommand(t *testing.T) {
	usage := Program{Name: "x", Default: "engine"}.Usage()
	seen := map[string]bool{}
	for _, c := range commands() {
		if seen[c.Name] {
			t.Errorf("command %q is in the table twice", c.Name)
		}
		seen[c.Name] = true
		if c.Run == nil || c.Brief == "" {
			t.Errorf("command %q has no Run or no Brief", c.Name)
		}
		line := strings.TrimSpace("x " + c.Name + " " + c.Args)
		if strings.Count(usage, "  "+line+" ") != 1 {
			t.Errorf("usage names %q not once:\n%s", line, usage)
		}
		// Every command takes the same shape; a quick call must not panic
		// on a bad argument.
		r := &run{prog: Program{Name: "x"}, cmd: c.Name, stdin: strings.NewReader(""), stdout: io.Discard, stderr: io.Discard}
		if code := c.Run(r, []string{"--no-such-flag"}); code != ExitUsage {
			t.Errorf("%s --no-such-flag: exit %d, want %d", c.Name, code, ExitUsage)
		}
	}
	for _, name := range []string{"--version", "--help"} {
		if !strings.Contains(usage, "x "+name) {
			t.Errorf("usage lacks %q", name)
		}
	}
}

// TestMessagesNameTheProgram: error messages name the binary that runs the
// command, not the game's.
func TestMessagesNameTheProgram(t *testing.T) {
	p := Program{Name: "togyzkumalak-engine", Default: "engine"}
	for _, args := range [][]string{{"perft", "x"}, {"replay"}, {"analyse"}, {"bench", "1"}, {"puzzles", "chess"}, {"engine", "x"}, {"replay", "testdata/none.pgn"}} {
		var errOut bytes.Buffer
		if code := p.Run(args, strings.NewReader(""), io.Discard, &errOut); code != ExitUsage || !strings.HasPrefix(errOut.String(), "togyzkumalak-engine "+args[0]+": ") {
			t.Errorf("%q: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}

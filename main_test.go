package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

func TestCommands(t *testing.T) {
	tests := []struct {
		name       string
		args       []string
		code       int
		stdout     []string // substrings, in order of appearance not required
		stderr     []string
		stdoutLine int // number of stdout lines, -1 to skip
	}{
		{name: "perft", args: []string{"perft", "4"}, stdout: []string{"1 9\n2 73\n3 613\n4 5199\n"}, stdoutLine: 4},
		{name: "perft from a TFEN", args: []string{"perft", "--tfen", "0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0", "3"},
			stdout: []string{"1 1\n2 1\n3 1\n"}, stdoutLine: 3},
		{name: "perft bad depth", args: []string{"perft", "x"}, code: 2, stderr: []string{`depth "x"`}, stdoutLine: 0},
		{name: "perft bad TFEN", args: []string{"perft", "--tfen", "9,9 0 0 - - 0", "2"}, code: 2, stderr: []string{"--tfen: tfen: holes"}, stdoutLine: 0},
		{name: "replay", args: []string{"replay", "testdata/two-games.pgn"}, stdout: []string{"1 * 70:51 0,0,1,2,0,2,2,2,0/0,0,0,1,2,0,2,2,25 70 51 1 5 1\n", "2 * 64:48 "}, stdoutLine: 2},
		{name: "replay plies", args: []string{"replay", "--plies", "testdata/two-games.pgn"},
			stdout: []string{"1 1 65(10) 9,9,9,9,9,1,10,10,10/10,10,10,10,0,9,9,9,9 10 0 - - 1\n", "1 11 91X "}, stdoutLine: -1},
		{name: "replay wrong record", args: []string{"replay", "testdata/wrong-kazan.pgn"}, code: 1,
			stdout: []string{"2 * 64:48 "},
			stderr: []string{"testdata/wrong-kazan.pgn:13: game 1, ply 5: white 11(23): wrong kazan total (expected 22, record says 23)"}, stdoutLine: 1},
		{name: "replay two files", args: []string{"replay", "testdata/two-games.pgn", "testdata/two-games.pgn"},
			stdout: []string{"two-games.pgn:1 * 70:51", "two-games.pgn:2 * 64:48"}, stdoutLine: 4},
		{name: "replay missing file", args: []string{"replay", "testdata/none.pgn"}, code: 2, stderr: []string{"none.pgn"}, stdoutLine: 0},
		{name: "replay binary junk", args: []string{"replay", "testdata/junk.bin"}, code: 2, stderr: []string{"not a text record"}, stdoutLine: 0},
		{name: "analyse a known blunder", args: []string{"analyse", "--depth", "7", "testdata/blunder.pgn"},
			stdout: []string{"1 1 9 8 +0.1 -14.", " blunder\n1 2 5 5 ", "1 summary white ", "% 0 0 1 black 100.0% 0 0 0\n"}, stdoutLine: 5},
		{name: "analyse a wrong record", args: []string{"analyse", "--movetime", "5", "testdata/wrong-kazan.pgn"}, code: 1,
			stdout: []string{"2 1 ", "2 summary white "},
			stderr: []string{"testdata/wrong-kazan.pgn:13: game 1, ply 5: white 11(23): wrong kazan total (expected 22, record says 23)"}, stdoutLine: -1},
		{name: "analyse two budgets", args: []string{"analyse", "--depth", "3", "--movetime", "5", "testdata/blunder.pgn"}, code: 2,
			stderr: []string{"not both"}, stdoutLine: 0},
		{name: "analyse no file", args: []string{"analyse"}, code: 2, stderr: []string{"record files"}, stdoutLine: 0},
		{name: "help", args: []string{"--help"}, stdout: []string{"togyzkumalak engine", "togyzkumalak perft", "togyzkumalak replay", "togyzkumalak analyse"}, stdoutLine: -1},
		{name: "version", args: []string{"--version"}, stdout: []string{"togyzkumalak dev", "MIT"}, stdoutLine: 1},
		{name: "unknown", args: []string{"frobnicate"}, code: 2, stderr: []string{`unknown command "frobnicate"`}, stdoutLine: 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			code := run(tt.args, strings.NewReader(""), &out, &errOut)
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

// TestQuietUnderCLocale runs the test binary again under LANG=C.UTF-8 as a
// headless command: nothing may be printed on stderr (Fyne used to log a
// locale error at start-up).
func TestQuietUnderCLocale(t *testing.T) {
	if os.Getenv("TOGYZKUMALAK_CHILD") == "perft" {
		os.Exit(run([]string{"perft", "2"}, strings.NewReader(""), os.Stdout, os.Stderr))
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestQuietUnderCLocale$")
	cmd.Env = append(os.Environ(), "TOGYZKUMALAK_CHILD=perft", "LANG=C.UTF-8", "LC_ALL=", "LC_MESSAGES=")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	if err := cmd.Run(); err != nil {
		t.Fatalf("child: %v; stderr %q", err, errOut.String())
	}
	if out.String() != "1 9\n2 73\n" || errOut.Len() != 0 {
		t.Errorf("stdout %q, stderr %q", out.String(), errOut.String())
	}
}

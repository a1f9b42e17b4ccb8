package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestHeadlessDispatch: any argument runs a headless command (the commands
// themselves are tested in internal/program/cli), with the game's name and its
// window in the help text.
func TestHeadlessDispatch(t *testing.T) {
	tests := []struct {
		args   []string
		code   int
		stdout string
		stderr string
	}{
		{[]string{"perft", "2"}, 0, "1 9\n2 73\n", ""},
		{[]string{"--help"}, 0, " open the game window\n  togyzkumalak engine ", ""},
		{[]string{"--version"}, 0, "togyzkumalak dev (commit unknown), MIT licence\n", ""},
		{[]string{"frobnicate"}, 2, "", `togyzkumalak: unknown command "frobnicate"`},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := run(tt.args, strings.NewReader(""), &out, &errOut)
		if code != tt.code || !strings.Contains(out.String(), tt.stdout) || !strings.Contains(errOut.String(), tt.stderr) {
			t.Errorf("%q: exit %d, stdout %q, stderr %q; want %d, %q, %q", tt.args, code, out.String(), errOut.String(), tt.code, tt.stdout, tt.stderr)
		}
	}
}

// TestQuietUnderCLocale runs the test binary again under LANG=C.UTF-8 as a
// headless command: nothing may be printed on stderr (Fyne, linked into
// this binary for the window, used to log a locale error at start-up).
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

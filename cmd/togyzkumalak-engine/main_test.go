package main

import (
	"bytes"
	"context"
	"debug/elf"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/togyzkumalak/togyzkumalak/ai"
)

// TestStaticBuild builds the engine with CGO_ENABLED=0 and runs it: the
// binary has no dynamic loader, prints its version, and speaks the
// protocol with no arguments.
func TestStaticBuild(t *testing.T) {
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go tool to build with")
	}
	bin := filepath.Join(t.TempDir(), "togyzkumalak-engine")
	build := exec.Command(goTool, "build", "-ldflags", "-X main.version=9.9.9", "-o", bin, ".")
	build.Env = append(build.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("CGO_ENABLED=0 go build: %v\n%s", err, out)
	}
	if runtime.GOOS == "linux" {
		f, err := elf.Open(bin)
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if f.Section(".interp") != nil || f.Section(".dynamic") != nil {
			t.Error("the engine binary is dynamically linked")
		}
	}
	// the cache folder holds a small table, so the user's is not built
	cache := t.TempDir()
	table := filepath.Join(cache, "togyzkumalak")
	if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: table}, 2); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		args  []string
		stdin string
		want  string
	}{
		{[]string{"--version"}, "", "togyzkumalak-engine 9.9.9 (commit unknown), MIT licence\n"},
		{[]string{"perft", "3"}, "", "1 9\n2 73\n3 613\n"},
		{nil, "uci\nisready\nquit\n", "id name Togyz Kumalak 9.9.9\n"},
		{nil, "isready\nquit\n", "info string endgame table: 2 stones, 0.0 MB, " + filepath.Join(table, "endgame-2.tkegtb") + "\nreadyok\n"},
	}
	for _, tt := range tests {
		cmd := exec.Command(bin, tt.args...)
		cmd.Env = append(cmd.Environ(), "XDG_CACHE_HOME="+cache)
		cmd.Stdin = strings.NewReader(tt.stdin)
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil || !strings.HasPrefix(string(out), tt.want) || stderr.Len() != 0 {
			t.Errorf("togyzkumalak-engine %q: %v, stdout %q, stderr %q; want %q", tt.args, err, out, stderr.String(), tt.want)
		}
	}
}

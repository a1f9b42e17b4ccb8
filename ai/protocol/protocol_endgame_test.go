package protocol

import (
	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/aitest"

	"context"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/egtb"
)

// tabledWins returns n positions the test table holds as wins for the side
// to move, as TFEN.
func tabledWins(t *testing.T, n int) []string {
	t.Helper()
	tb, err := aitest.SmallTable()
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range aitest.EndgamePositions(2000, 3, 21) {
		if en, _ := tb.Probe(&p); en.Result == egtb.Win && len(out) < n {
			out = append(out, p.TFEN())
		}
	}
	if len(out) < n {
		t.Fatalf("only %d tabled wins", len(out))
	}
	return out
}

// tableDir returns a folder holding the endgame table of n stones.
func tableDir(t *testing.T, n int) string {
	t.Helper()
	dir := t.TempDir()
	if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: dir}, n); err != nil {
		t.Fatal(err)
	}
	return dir
}

// TestProtocolEndgameTable: a session loads the table of its folder, says
// which before readyok, and a go right after position (no isready) waits
// for it and proves tabled wins at depth 1; the options turn it off, limit
// it and build it.
func TestProtocolEndgameTable(t *testing.T) {
	dir := tableDir(t, 4)
	wins := tabledWins(t, 10)
	table := regexp.MustCompile(`^info string endgame table: (\d+) stones, [\d.]+ MB, (.*)$`)

	// a go right after the session starts waits for the table
	for _, w := range wins {
		var out strings.Builder
		in := "position tfen " + w + "\ngo depth 1\n"
		if err := RunWith(context.Background(), strings.NewReader(in), &out, Options{EndgameDir: dir, Policy: testPolicy()}); err != nil {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(out.String()), "\n")
		if m := table.FindStringSubmatch(lines[0]); m == nil || m[1] != "4" || m[2] != filepath.Join(dir, endgameFile(4)) {
			t.Fatalf("first line %q: want the table of 4 stones in %s", lines[0], dir)
		}
		if len(lines) != 3 || !strings.HasPrefix(lines[1], "info depth 1 score mate ") || !strings.HasPrefix(lines[2], "bestmove ") {
			t.Errorf("%s, a tabled win, at depth 1: %q", w, lines)
		}
	}

	// options set before the first isready apply to the first load
	var out strings.Builder
	in := "setoption name EndgameStones value 3\nisready\n"
	if err := RunWith(context.Background(), strings.NewReader(in), &out, Options{EndgameDir: dir, Policy: testPolicy()}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); strings.Contains(got, "4 stones") || !strings.HasSuffix(got, filepath.Join(dir, endgameFile(3))+"\nreadyok\n") {
		t.Errorf("EndgameStones 3 before isready:\n%s", got)
	}

	c := newClientWith(t, Options{Version: "9.8.7", EndgameDir: dir, Policy: testPolicy()})
	c.send("uci")
	c.send("isready")
	before, _ := c.until("readyok")
	if !slices.Contains(before, "id name Togyz Kumalak 9.8.7") || !slices.Contains(before, "option name EndgameTable type string default "+dir) ||
		!slices.ContainsFunc(before, table.MatchString) {
		t.Errorf("before readyok: %q", before)
	}
	c.send("setoption name EndgameTable value <empty>")
	c.send("isready")
	if before, _ := c.until("readyok"); len(before) != 1 || before[0] != "info string endgame table: off" {
		t.Errorf("EndgameTable <empty>: %q", before)
	}
	c.send("setoption name EndgameTable value " + dir)
	c.send("setoption name EndgameStones value 2")
	c.send("isready")
	before, _ = c.until("readyok")
	if m := table.FindStringSubmatch(before[len(before)-1]); m == nil || m[1] != "2" {
		t.Errorf("EndgameStones 2 in a folder of a 4-stone table: %q", before)
	}
	if _, err := os.Stat(filepath.Join(dir, endgameFile(2))); err != nil {
		t.Errorf("the 2-stone table was not built: %v", err)
	}
	c.send("setoption name EndgameStones value 3")
	c.send("isready")
	if before, _ := c.until("readyok"); len(before) != 1 || !strings.Contains(before[0], "3 stones") {
		t.Errorf("EndgameStones 3 with tables of 2, 3 and 4 stones: %q", before)
	}
	c.send("setoption name EndgameStones value 0")
	c.send("isready")
	if before, _ := c.until("readyok"); !strings.Contains(before[len(before)-1], "4 stones") {
		t.Errorf("EndgameStones 0: %q", before)
	}
	c.send("setoption name EndgameStones value 16")
	if _, l := c.until("info string error"); !strings.Contains(l, "EndgameStones") {
		t.Errorf("got %q", l)
	}
	c.quit()
}

// TestProtocolEndgameBuild: EndgameBuild builds a larger table in the
// background with progress lines and the session uses it; EndgameBuild 0
// cancels a build, which leaves no file behind.
func TestProtocolEndgameBuild(t *testing.T) {
	dir := tableDir(t, 2)
	c := newClientWith(t, Options{EndgameDir: dir, Policy: testPolicy()})
	c.send("isready")
	c.until("readyok")
	c.send("setoption name EndgameBuild value 3")
	if _, l := c.until("info string endgame build of 3 stones started in " + dir); l == "" {
		t.Fatal("no start line")
	}
	progress, _ := c.until("info string endgame build of 3 stones done")
	if len(progress) == 0 || !strings.HasPrefix(progress[0], "info string endgame build of 3 stones: ") {
		t.Errorf("no progress lines: %q", progress)
	}
	if _, l := c.until("info string endgame table"); !strings.Contains(l, "3 stones") {
		t.Errorf("the built table is not used: %q", l)
	}
	c.send("setoption name EndgameBuild value 5")
	c.send("setoption name EndgameBuild value 4")
	if _, l := c.until("info string error"); !strings.Contains(l, "a table of 5 stones is being built") {
		t.Errorf("a second build: %q", l)
	}
	c.send("setoption name EndgameBuild value 0")
	c.until("info string endgame build of 5 stones cancelled")
	c.quit()
	names := aitest.Files(t, dir)
	if strings.Join(names, " ") != "endgame-2.tkegtb endgame-3.tkegtb" {
		t.Errorf("files left in the folder: %v", names)
	}
}

// TestProtocolEndgameUnwritable: a cache folder that cannot be written keeps
// the built table in memory, and the session says so once.
func TestProtocolEndgameUnwritable(t *testing.T) {
	blocked := filepath.Join(t.TempDir(), "file")
	if err := os.WriteFile(blocked, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var out strings.Builder
	in := "isready\ngo depth 1\nisready\n"
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := RunWith(ctx, strings.NewReader(in), &out, Options{EndgameDir: filepath.Join(blocked, "cache"), Policy: smallBuild(2)}); err != nil {
		t.Fatal(err)
	}
	s := out.String()
	if strings.Count(s, "kept in memory") != 1 || !strings.Contains(s, "info string endgame table: 2 stones, 0.0 MB, in memory only\nreadyok\n") {
		t.Errorf("output:\n%s", s)
	}
}

// TestProtocolBackgroundBuild: a session whose folder holds only a smaller
// table than the policy's Background one plays with it at once (readyok
// does not wait for the build), builds the larger one in the background
// with progress lines, and switches to it; with EndgameStones below it, it
// builds nothing.
func TestProtocolBackgroundBuild(t *testing.T) {
	dir := tableDir(t, 2)
	p := testPolicy()
	p.Background = 3
	c := newClientWith(t, Options{EndgameDir: dir, Policy: p})
	c.send("isready")
	before, _ := c.until("readyok")
	if len(before) != 1 || !strings.Contains(before[0], "endgame table: 2 stones") {
		t.Errorf("before readyok: %q", before)
	}
	c.until("info string endgame build of 3 stones started in " + dir)
	progress, _ := c.until("info string endgame build of 3 stones done")
	if len(progress) == 0 || !strings.HasPrefix(progress[0], "info string endgame build of 3 stones: ") {
		t.Errorf("no progress lines: %q", progress)
	}
	if _, l := c.until("info string endgame table"); !strings.Contains(l, "3 stones") {
		t.Errorf("the built table is not used: %q", l)
	}
	c.quit()
	if _, err := os.Stat(filepath.Join(dir, endgameFile(3))); err != nil {
		t.Errorf("the background table was not written: %v", err)
	}

	// a limit below the background table: nothing is built
	dir = tableDir(t, 2)
	var out strings.Builder
	in := "setoption name EndgameStones value 2\nisready\ngo depth 1\n"
	if err := RunWith(context.Background(), strings.NewReader(in), &out, Options{EndgameDir: dir, Policy: p}); err != nil {
		t.Fatal(err)
	}
	if s := out.String(); strings.Contains(s, "build") {
		t.Errorf("a build past EndgameStones:\n%s", s)
	}
}

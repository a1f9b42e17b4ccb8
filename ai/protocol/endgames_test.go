package protocol

import (
	"bufio"
	"context"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/ai/wire"
)

var playokTables = flag.String("playok-tables", "", "TestPlayOKEndgames: a folder of endgame tables to measure with (e.g. the user's cache folder) instead of a small table")

// playokEndgames reads the 30 PlayOK endgames of testdata.
func playokEndgames(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("testdata/playok-endgames.tfen")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	if err := sc.Err(); err != nil || len(out) != 30 {
		t.Fatalf("read %d endgames: %v", len(out), err)
	}
	return out
}

// provedAtDepth2 feeds each position to one session at "go depth 2" and
// counts the searches whose last info line is a proved result.
func provedAtDepth2(t *testing.T, tfens []string, opts Options) int {
	t.Helper()
	c := newClientWith(t, opts)
	c.send("isready")
	c.until("readyok")
	proved := 0
	for _, tfen := range tfens {
		c.send(wire.Position{TFEN: tfen}.String())
		c.send(wire.Go{Depth: 2}.String())
		before, _ := c.until("bestmove ")
		var last wire.Info
		for _, l := range before {
			if i, ok := wire.ParseInfo(l); ok {
				last = i
			}
		}
		if last.Proved() {
			proved++
		}
	}
	c.quit()
	return proved
}

// TestPlayOKEndgames: of 30 PlayOK endgames with at most 12 stones, the
// session proves at go depth 2 at least as many with an endgame table as
// without one, and some with it. In CI the table is small (5 stones, built
// in a second); -playok-tables DIR measures with the tables of DIR:
//
//	go test ./ai/protocol -run TestPlayOKEndgames -playok-tables ~/.cache/togyzkumalak -v
func TestPlayOKEndgames(t *testing.T) {
	tfens := playokEndgames(t)
	without := provedAtDepth2(t, tfens, Options{})
	dir := *playokTables
	if dir == "" {
		dir = t.TempDir()
		if _, err := ai.BuildEndgameTable(context.Background(), ai.EndgameOptions{Dir: dir}, 5); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	with := provedAtDepth2(t, tfens, Options{EndgameDir: dir, Policy: testPolicy()})
	t.Logf("proved at go depth 2: %d of %d without a table, %d with the tables of %s (%v)", without, len(tfens), with, dir, time.Since(start).Round(time.Millisecond))
	if with < without || with == 0 {
		t.Errorf("proved %d with the table, %d without", with, without)
	}
}

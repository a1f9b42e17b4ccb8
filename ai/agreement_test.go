package ai

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai/aitest"
	"github.com/togyzkumalak/togyzkumalak/game"
)

var (
	updateMasters = flag.Bool("update-masters", false, "rewrite testdata/masters.txt from ../game/testdata/tournaments-2018.pgn")
	agreeTime     = flag.Duration("agree-time", time.Second, "search time per position of BenchmarkMasterAgreement")
	agreeCount    = flag.Int("agree-count", 200, "positions of BenchmarkMasterAgreement")
)

const mastersFile = "testdata/masters.txt"

// mastersSample is the sample of master positions: one position per game
// of the 2018 tournaments, at a ply that varies from game to game, with the
// move the master played, as the text of testdata/masters.txt.
func mastersSample(games []*game.Game) (string, int) {
	var b strings.Builder
	b.WriteString("# TFEN | the move a master played (one position per game of tournaments-2018.pgn)\n")
	n := 0
	for i, g := range games {
		if n == 300 {
			break
		}
		ply := 8 + (i*7)%40
		if ply >= g.Len() {
			continue
		}
		p := g.PositionAt(ply)
		if len(p.LegalMoves()) < 2 {
			continue
		}
		g.SetPly(g.Len())
		fmt.Fprintf(&b, "%s | %d\n", p.TFEN(), g.Moves()[ply])
		n++
	}
	return b.String(), n
}

type masterMove struct {
	pos  game.Position
	move game.Move
}

func loadMasters(tb testing.TB) []masterMove {
	f, err := os.Open(mastersFile)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []masterMove
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || line == "" {
			continue
		}
		tfen, mv, ok := strings.Cut(line, " | ")
		m, err := strconv.Atoi(mv)
		if !ok || err != nil {
			tb.Fatalf("bad line %q", line)
		}
		out = append(out, masterMove{aitest.MustTFEN(tb, tfen), game.Move(m)})
	}
	return out
}

// TestMastersSample: testdata/masters.txt is the sample drawn from the
// records (-update-masters rewrites it), and every master's move is legal.
func TestMastersSample(t *testing.T) {
	f, err := os.Open("../game/testdata/tournaments-2018.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	games, _, err := game.ReadGames(f)
	if err != nil {
		t.Fatal(err)
	}
	want, n := mastersSample(games)
	if *updateMasters {
		if err := os.WriteFile(mastersFile, []byte(want), 0o644); err != nil {
			t.Fatal(err)
		}
		t.Logf("wrote %d positions to %s", n, mastersFile)
	}
	got, err := os.ReadFile(mastersFile)
	if err != nil {
		t.Fatal(err)
	}
	if string(got) != want {
		t.Fatalf("%s is not the sample of the records (%d positions): rewrite it with go test ./ai -run TestMastersSample -update-masters", mastersFile, n)
	}
	ms := loadMasters(t)
	if len(ms) < 200 {
		t.Fatalf("%d positions in %s, want 200 or more", len(ms), mastersFile)
	}
	for i, m := range ms {
		if !m.pos.Legal(m.move) {
			t.Fatalf("position %d: the master's move %d is not legal", i, m.move)
		}
	}
}

// BenchmarkMasterAgreement reports the share of sample positions where the
// full-strength engine (one thread, -agree-time per position) plays the
// master's move.
func BenchmarkMasterAgreement(b *testing.B) {
	ms := loadMasters(b)[:*agreeCount]
	e := New(Options{Threads: 1})
	for b.Loop() {
		same := 0
		for _, m := range ms {
			r := e.Search(context.Background(), m.pos, Limits{Time: *agreeTime}, nil)
			if r.Move == m.move {
				same++
			}
		}
		b.ReportMetric(100*float64(same)/float64(len(ms)), "%agree")
	}
}

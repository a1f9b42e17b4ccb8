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

	"github.com/togyzkumalak/togyzkumalak/game"
)

var (
	updateMasters = flag.Bool("update-masters", false, "rewrite testdata/masters.txt from ../game/testdata/tournaments-2018.pgn")
	agreeTime     = flag.Duration("agree-time", time.Second, "search time per position of BenchmarkMasterAgreement")
	agreeCount    = flag.Int("agree-count", 200, "positions of BenchmarkMasterAgreement")
)

const mastersFile = "testdata/masters.txt"

// TestUpdateMasters writes the sample of master positions: one position per
// game of the 2018 tournaments, at a ply that varies from game to game, with
// the move the master played. Run with -update-masters.
func TestUpdateMasters(t *testing.T) {
	if !*updateMasters {
		t.Skip("run with -update-masters to rewrite " + mastersFile)
	}
	f, err := os.Open("../game/testdata/tournaments-2018.pgn")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var b strings.Builder
	b.WriteString("# TFEN | the move a master played (one position per game of tournaments-2018.pgn)\n")
	games, _, err := game.ReadGames(f)
	if err != nil {
		t.Fatal(err)
	}
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
	if err := os.WriteFile(mastersFile, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("wrote %d positions", n)
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
		out = append(out, masterMove{mustTFEN(tb, tfen), game.Move(m)})
	}
	return out
}

func TestMastersSample(t *testing.T) {
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

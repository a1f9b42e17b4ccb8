package library

import (
	"bytes"
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// benchGames is the size of the benchmarks' library; TOGYZ_BENCH_GAMES
// changes it.
func benchGames() int {
	if n, err := strconv.Atoi(os.Getenv("TOGYZ_BENCH_GAMES")); err == nil && n > 0 {
		return n
	}
	return 100_000
}

// synthetic writes n seeded games to w: each follows a master game for up
// to 30 plies, then deviates with random legal moves to the end. Ratings,
// players and dates are drawn too, so filters have something to do.
func synthetic(tb testing.TB, seed uint64, n int) []byte {
	tb.Helper()
	var masters []*game.Game
	for _, games := range mastersGames(tb) {
		masters = append(masters, games...)
	}
	rng := rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))
	var b bytes.Buffer
	for i := range n {
		trunk := masters[rng.IntN(len(masters))]
		g := game.NewGame(game.Start())
		follow := rng.IntN(31)
		for ply := 0; ply < 400; ply++ {
			if p := g.Position(); p.Over() {
				break
			}
			var m game.Move
			if ply < follow && ply < trunk.Len() {
				m = trunk.Moves()[ply]
			} else {
				p := g.Position()
				legal := p.LegalMoves()
				m = legal[rng.IntN(len(legal))]
			}
			if _, err := g.Play(m); err != nil {
				tb.Fatal(err)
			}
		}
		g.SetTag(game.TagEvent, fmt.Sprintf("Synthetic %d", i/100))
		g.SetTag(game.TagDate, fmt.Sprintf("%d.%02d.%02d", 2000+rng.IntN(26), 1+rng.IntN(12), 1+rng.IntN(28)))
		g.SetTag(game.TagWhite, fmt.Sprintf("player%d", rng.IntN(500)))
		g.SetTag(game.TagBlack, fmt.Sprintf("player%d", rng.IntN(500)))
		g.SetTag("WhiteElo", strconv.Itoa(1000+rng.IntN(1200)))
		g.SetTag("BlackElo", strconv.Itoa(1000+rng.IntN(1200)))
		b.WriteString(g.Text())
	}
	return b.Bytes()
}

// syntheticFile returns the file of the seeded games, written once into the
// temporary folder and reused.
func syntheticFile(tb testing.TB, n int) string {
	tb.Helper()
	path := filepath.Join(os.TempDir(), fmt.Sprintf("togyzkumalak-bench-%d-v1.pgn", n))
	if _, err := os.Stat(path); err == nil {
		return path
	}
	if err := os.WriteFile(path+".tmp", synthetic(tb, 38, n), 0o644); err != nil {
		tb.Fatal(err)
	}
	if err := os.Rename(path+".tmp", path); err != nil {
		tb.Fatal(err)
	}
	return path
}

func dbSize(tb testing.TB, path string) int64 {
	var n int64
	for _, ext := range []string{"", "-wal", "-shm"} {
		if fi, err := os.Stat(path + ext); err == nil {
			n += fi.Size()
		}
	}
	return n
}

// benchPath is the library the benchmarks build and share, in the
// temporary folder; "<benchPath>.done" marks it complete.
func benchPath() string {
	return filepath.Join(os.TempDir(), fmt.Sprintf("togyzkumalak-bench-%d-v%s.db", benchGames(), schemaVersion))
}

func removeDB(path string) {
	for _, ext := range []string{"", "-wal", "-shm", ".sources", ".done"} {
		os.Remove(path + ext)
	}
}

// BenchmarkImport imports the seeded games into a new library (built with
// the Masters before the clock starts) and reports the database's size and
// the CPU time spent (user and system, both goroutines). The library is
// kept for the lookup benchmarks.
func BenchmarkImport(b *testing.B) {
	n := benchGames()
	file := syntheticFile(b, n)
	ctx := context.Background()
	path := benchPath()
	for b.Loop() {
		b.StopTimer()
		removeDB(path)
		l, err := Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		cpu0 := cpuTime()
		rep, err := l.ImportFile(ctx, "", file)
		cpu := cpuTime() - cpu0
		if err != nil || rep.Added+rep.Duplicates != n || len(rep.Skipped) > 0 {
			b.Fatalf("import: %+v, %v", rep, err)
		}
		b.StopTimer()
		l.Close()
		b.ReportMetric(float64(dbSize(b, path))/1e6, "MB")
		b.ReportMetric(float64(rep.Added), "games")
		b.ReportMetric(cpu.Seconds(), "cpu-s")
		os.WriteFile(path+".done", nil, 0o644)
		b.StartTimer()
	}
}

// openBench opens the benchmarks' library, importing the seeded games
// when BenchmarkImport has not left it, and returns positions of a master
// game at benchPlies: the first 2018 game, or the first one long enough.
func openBench(b *testing.B) (*Library, []game.Position) {
	b.Helper()
	path := benchPath()
	ctx := context.Background()
	if _, err := os.Stat(path + ".done"); err != nil {
		removeDB(path)
	}
	l, err := Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	if _, err := os.Stat(path + ".done"); err != nil {
		if _, err := l.ImportFile(ctx, "", syntheticFile(b, benchGames())); err != nil {
			b.Fatal(err)
		}
		os.WriteFile(path+".done", nil, 0o644)
	}
	b.Cleanup(func() { l.Close() })
	games := mastersGames(b)["tournaments-2018.pgn"]
	g := games[0]
	for i := 0; g.Len() < slices.Max(benchPlies); i++ {
		g = games[i]
	}
	var ps []game.Position
	for _, ply := range benchPlies {
		ps = append(ps, g.PositionAt(ply))
	}
	return l, ps
}

// benchPlies are the depths of the lookups' positions.
var benchPlies = []int{0, 4, 10, 20, 30, 40, 60, 100}

// BenchmarkBuildBuiltin builds a new library with the built-in collections
// (the 1,969 games of the Masters and PlayOK), as a first start does, and
// reports the CPU time it took (user and system).
func BenchmarkBuildBuiltin(b *testing.B) {
	ctx := context.Background()
	var cpu time.Duration
	for b.Loop() {
		path := filepath.Join(b.TempDir(), FileName)
		cpu0 := cpuTime()
		l, err := Open(ctx, path)
		if err != nil {
			b.Fatal(err)
		}
		cpu += cpuTime() - cpu0
		b.StopTimer()
		if n, err := l.Count(ctx, Filter{}); err != nil || n != 1969 {
			b.Fatalf("%d games, %v", n, err)
		}
		l.Close()
		b.StartTimer()
	}
	b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkOpen opens and closes the benchmarks' library (the check of a
// database that cannot be read is part of it).
func BenchmarkOpen(b *testing.B) {
	l, _ := openBench(b)
	l.Close()
	for b.Loop() {
		l, err := Open(context.Background(), benchPath())
		if err != nil {
			b.Fatal(err)
		}
		l.Close()
	}
}

// BenchmarkExplore is one explorer lookup (the moves and their results) at
// the start and after benchPlies plies.
func BenchmarkExplore(b *testing.B) {
	l, ps := openBench(b)
	for i, p := range ps {
		b.Run(fmt.Sprint(benchPlies[i]), func(b *testing.B) {
			cpu0 := cpuTime()
			for b.Loop() {
				if _, err := l.Explore(context.Background(), p, Filter{}); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// benchFilters are the filters of the filtered lookups: a player of the
// seeded games (some 400 games), years, a collection (the 739 games of the
// Masters; the 1,230 of PlayOK),
// a rating, a rating not in whole hundreds (read from the games table),
// and years with a rating.
var benchFilters = []struct {
	name string
	f    Filter
}{
	{"player", Filter{Player: "player7"}},
	{"years", Filter{FromYear: 2010, ToYear: 2020}},
	{"masters", Filter{Collections: []string{Masters}}},
	{"playok", Filter{Collections: []string{PlayOK}}},
	{"rating", Filter{MinRating: 1500}},
	{"rating1550", Filter{MinRating: 1550}},
	{"years+rating", Filter{FromYear: 2010, MinRating: 1500}},
}

// BenchmarkExploreFiltered is a lookup with a filter.
func BenchmarkExploreFiltered(b *testing.B) {
	l, ps := openBench(b)
	for _, bf := range benchFilters {
		for i, p := range ps {
			if ply := benchPlies[i]; ply != 0 && ply != 10 && ply != 30 && ply != 60 {
				continue
			}
			b.Run(fmt.Sprintf("%s/%d", bf.name, benchPlies[i]), func(b *testing.B) {
				cpu0 := cpuTime()
				for b.Loop() {
					if _, err := l.Explore(context.Background(), p, bf.f); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
			})
		}
	}
}

// BenchmarkReached is the ten most recent games that reached a position,
// of all games and with each of benchFilters at the start.
func BenchmarkReached(b *testing.B) {
	l, ps := openBench(b)
	run := func(name string, p game.Position, f Filter) {
		b.Run(name, func(b *testing.B) {
			cpu0 := cpuTime()
			for b.Loop() {
				if _, err := l.Reached(context.Background(), p, f, 10); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64((cpuTime()-cpu0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
	for i, p := range ps {
		run(fmt.Sprint(benchPlies[i]), p, Filter{})
	}
	for _, bf := range benchFilters {
		run(bf.name+"/0", ps[0], bf.f)
	}
}

// BenchmarkAddGame adds one finished game to the benchmarks' library (as
// the program does when a game ends), in a collection of its own that is
// removed at the end.
func BenchmarkAddGame(b *testing.B) {
	l, _ := openBench(b)
	ctx := context.Background()
	g := mastersGames(b)["playok-2025.pgn"][0]
	i := 0
	for b.Loop() {
		c := g.Clone()
		c.SetTag(game.TagEvent, fmt.Sprintf("Added %d", i))
		i++
		if added, err := l.AddGame(ctx, "Bench adds", "", c); err != nil || !added {
			b.Fatalf("AddGame: %v, %v", added, err)
		}
	}
	b.StopTimer()
	id, _ := l.collectionID(ctx, "Bench adds", false, false)
	if err := l.removeCollection(ctx, id); err != nil {
		b.Fatal(err)
	}
}

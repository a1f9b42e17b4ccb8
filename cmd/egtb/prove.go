package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/togyzkumalak/togyzkumalak/ai"
	"github.com/togyzkumalak/togyzkumalak/game"
)

// boardStones is the number of stones on the board of p.
func boardStones(p *game.Position) int {
	return game.TotalStones - int(p.Kazans[game.White]) - int(p.Kazans[game.Black])
}

// pickEndgames writes, for the first count games of the record file at path
// that reach one, the first position with at most stones on the board and
// the game not over, as TFEN, one a line.
func pickEndgames(w io.Writer, path string, stones, count int) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	d := game.NewDecoder(bufio.NewReader(f))
	for picked := 0; picked < count; {
		g, err := d.Next()
		if errors.Is(err, io.EOF) {
			return fmt.Errorf("%s: only %d games reach %d stones on the board", path, picked, stones)
		}
		var re *game.RecordError
		if errors.As(err, &re) {
			continue // a wrong record: the next game
		}
		if err != nil {
			return fmt.Errorf("read %s: %w", path, err)
		}
		for ply := range g.Len() + 1 {
			p := g.PositionAt(ply)
			if p.Over() {
				break
			}
			if boardStones(&p) <= stones {
				if _, err := fmt.Fprintln(w, p.TFEN()); err != nil {
					return err
				}
				picked++
				break
			}
		}
	}
	return nil
}

// readPositions reads a file of TFEN positions, one a line ('#' starts a
// comment line): game.ReadPositions.
func readPositions(path string) ([]game.Position, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return game.ReadPositions(f, path)
}

// tableSizes returns the stones of the table files in dir, smallest first.
func tableSizes(dir string) []int {
	var sizes []int
	for n := 0; n <= 15; n++ {
		if _, err := os.Stat(filepath.Join(dir, fmt.Sprintf("endgame-%d.tkegtb", n))); err == nil {
			sizes = append(sizes, n)
		}
	}
	return sizes
}

// proveEndgames searches each position of path within lim on one thread,
// without a table and with each table of dir, and prints how many searches
// proved the result (a forced win or loss, or the table's own verdict on
// the position) and how fast.
func proveEndgames(ctx context.Context, w io.Writer, path, dir string, lim ai.Limits) error {
	positions, err := readPositions(path)
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "%d positions of %s, %d..%d stones on the board; one thread, 16 MB hash, limits %+v\n\n",
		len(positions), filepath.Base(path), minStones(positions), maxStones(positions), lim)
	fmt.Fprintln(w, "| table | loaded in | proved | median time to the proof | median nodes to it | all searches |")
	fmt.Fprintln(w, "|-------|-----------|--------|--------------------------|--------------------|--------------|")
	tables := append([]int{-1}, tableSizes(dir)...)
	// each[k][i]: the nodes table k's search of position i took to its
	// proof, 0 for none
	each := make([][]uint64, len(tables))
	for k, n := range tables {
		each[k] = make([]uint64, len(positions))
		e := ai.New(ai.Options{Threads: 1, HashMB: 16})
		name, load := "none", time.Duration(0)
		if n >= 0 {
			start := time.Now()
			t, err := ai.OpenEndgameTable(ctx, ai.EndgameOptions{Dir: dir, MaxStones: n})
			if err != nil {
				return err
			}
			if t.Stones() != n {
				return fmt.Errorf("asked for the table of %d stones, got %v", n, t)
			}
			load = time.Since(start)
			name = fmt.Sprintf("N = %d", n)
			e.SetEndgameTable(t)
		}
		var times []time.Duration
		var nodes []uint64
		start := time.Now()
		for i, p := range positions {
			e.NewGame()
			proved := false
			e.Search(ctx, p, lim, func(in ai.Info) {
				if !proved && (in.Mate != 0 || in.Endgame.Outcome != ai.EndgameUnknown) {
					proved = true
					times = append(times, in.Elapsed)
					nodes = append(nodes, in.Nodes)
					each[k][i] = max(in.Nodes, 1)
				}
			})
			if ctx.Err() != nil {
				return ctx.Err()
			}
		}
		all := time.Since(start)
		slices.Sort(times)
		slices.Sort(nodes)
		medTime, medNodes := "—", "—"
		if len(times) > 0 {
			medTime = times[len(times)/2].Round(time.Millisecond).String()
			medNodes = fmt.Sprint(nodes[len(nodes)/2])
		}
		fmt.Fprintf(w, "| %s | %s | %d of %d | %s | %s | %s |\n", name, load.Round(time.Millisecond), len(times), len(positions), medTime, medNodes, all.Round(time.Millisecond))
	}
	fmt.Fprintln(w, "\nNodes to the proof of each position whose proofs differ between the tables (—: none):")
	fmt.Fprintln(w)
	fmt.Fprint(w, "| position | board stones |")
	for _, n := range tables {
		if n < 0 {
			fmt.Fprint(w, " no table |")
		} else {
			fmt.Fprintf(w, " N = %d |", n)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, "|---|---|"+strings.Repeat("---|", len(tables)))
	for i := range positions {
		same := true
		for k := range tables {
			same = same && each[k][i] == each[0][i]
		}
		if same {
			continue
		}
		fmt.Fprintf(w, "| %d | %d |", i+1, boardStones(&positions[i]))
		for k := range tables {
			if each[k][i] == 0 {
				fmt.Fprint(w, " — |")
			} else {
				fmt.Fprintf(w, " %d |", each[k][i])
			}
		}
		fmt.Fprintln(w)
	}
	return nil
}

func minStones(ps []game.Position) int {
	m := game.TotalStones
	for i := range ps {
		m = min(m, boardStones(&ps[i]))
	}
	return m
}

func maxStones(ps []game.Position) int {
	m := 0
	for i := range ps {
		m = max(m, boardStones(&ps[i]))
	}
	return m
}

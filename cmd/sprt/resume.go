package main

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// A run's log (-log) starts with a header line, headerPrefix and the run's
// settings (settings), then one line a game. -resume reads the games after
// the log's last header back and goes on from the first pair it lacks, so a
// run of hours can span several sittings: its pairs, and so its SPRT, are
// those of one run.
const headerPrefix = "# sprt run: "

// settings is what makes two sittings one run: both engines (their binaries'
// hashes, limits and options), the resign rule, the openings and the seed.
// Anything that changes the games changes it.
func (g *gate) settings(newHash, baseHash string) string {
	side := func(p player, hash string) string {
		return fmt.Sprintf("%s sha256 %s, go %s, options %s", p.name, hash, p.goArgs, strings.Join(p.options, " "))
	}
	first := ""
	if len(g.openings) > 0 {
		first = g.openings[0].TFEN()
	}
	return fmt.Sprintf("%s; %s; SPRT %g %g %g %g; resign %d/%d check %t; jitter %g seed %d; %d openings, first %s",
		side(g.newer, newHash), side(g.base, baseHash), g.test.Elo0, g.test.Elo1, g.test.Alpha, g.test.Beta,
		g.resign.Score, g.resign.Moves, g.resignCheck, g.jitter, g.seed, len(g.openings), first)
}

// header is the settings line of a run of the binaries at these paths.
func (g *gate) header(newPath, basePath string) (string, error) {
	newHash, err := fileHash(newPath)
	if err != nil {
		return "", fmt.Errorf("new: %w", err)
	}
	baseHash, err := fileHash(basePath)
	if err != nil {
		return "", fmt.Errorf("base: %w", err)
	}
	return g.settings(newHash, baseHash), nil
}

// resumeLog reads the log at path and counts its last run's pairs (see
// resume); the run's settings must be header.
func (g *gate) resumeLog(path, header string) (status, error) {
	f, err := os.Open(path)
	if err != nil {
		return status{}, fmt.Errorf("-resume: %w", err)
	}
	defer f.Close()
	games, err := readLog(f, path, header)
	if err != nil {
		return status{}, fmt.Errorf("-resume: %w", err)
	}
	return g.resume(games, path)
}

// fileHash is the first 12 hex digits of the file's SHA-256.
func fileHash(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", fmt.Errorf("%s: %w", path, err)
	}
	return hex.EncodeToString(h.Sum(nil))[:12], nil
}

// loggedGame is one game line of a log read back.
type loggedGame struct {
	pair        int
	newWhite    bool
	points      float64 // new's
	plies       int
	adjudicated bool
	start       string // the opening's TFEN
}

// readLog reads the games of the log's last run: the lines after its last
// header, which must be header. name is the file's, for errors.
func readLog(r io.Reader, name, header string) ([]loggedGame, error) {
	var (
		games  []loggedGame
		found  string
		foundN int
		sc     = bufio.NewScanner(r)
		n      int
	)
	sc.Buffer(make([]byte, 64<<10), 4<<20)
	for sc.Scan() {
		n++
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, headerPrefix):
			found, foundN, games = strings.TrimPrefix(line, headerPrefix), n, nil
			continue
		case strings.TrimSpace(line) == "":
			continue
		}
		g, err := parseGameLine(line)
		if err != nil {
			return nil, fmt.Errorf("%s line %d: %w", name, n, err)
		}
		games = append(games, g)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	switch {
	case found == "":
		return nil, fmt.Errorf("%s: no run to resume (no line starts with %q)", name, headerPrefix)
	case found != header:
		return nil, fmt.Errorf("%s line %d: its last run has other settings, so it cannot be resumed:\n  logged: %s\n  now:    %s", name, foundN, found, header)
	}
	return games, nil
}

// parseGameLine reads a line as count writes it:
//
//	pair 3 | new white | black wins 67:76 (adjudicated) | 154 plies | TFEN | moves
func parseGameLine(line string) (loggedGame, error) {
	var g loggedGame
	f := strings.Split(line, " | ")
	if len(f) != 6 {
		return g, fmt.Errorf("not a game line: %d fields separated by \" | \", want 6", len(f))
	}
	pair, ok := strings.CutPrefix(f[0], "pair ")
	if !ok {
		return g, fmt.Errorf("%q: want \"pair N\"", f[0])
	}
	var err error
	if g.pair, err = strconv.Atoi(pair); err != nil || g.pair < 0 {
		return g, fmt.Errorf("%q: want \"pair N\"", f[0])
	}
	switch {
	case strings.HasSuffix(f[1], " white"):
		g.newWhite = true
	case strings.HasSuffix(f[1], " black"):
	default:
		return g, fmt.Errorf("%q: want \"new white\" or \"new black\"", f[1])
	}
	result, adj := strings.CutSuffix(f[2], " (adjudicated)")
	g.adjudicated = adj
	switch {
	case strings.HasPrefix(result, "draw"):
		g.points = 0.5
	case strings.HasPrefix(result, "white wins"):
		if g.newWhite {
			g.points = 1
		}
	case strings.HasPrefix(result, "black wins"):
		if !g.newWhite {
			g.points = 1
		}
	default:
		return g, fmt.Errorf("result %q: want a win or a draw", f[2])
	}
	plies, ok := strings.CutSuffix(f[3], " plies")
	if g.plies, err = strconv.Atoi(plies); !ok || err != nil || g.plies < 0 {
		return g, fmt.Errorf("%q: want \"N plies\"", f[3])
	}
	g.start = f[4]
	return g, nil
}

// resume counts the logged pairs into a fresh status: pairs 0, 1, … as
// long as both colours of a pair are in the log (the last line of a pair
// and colour wins; a pair cut short is played again). Each pair must have
// been played from the opening the gate gives it now.
func (g *gate) resume(games []loggedGame, name string) (status, error) {
	type pair struct {
		games [2]*loggedGame // by new's colour: white, black
	}
	pairs := make(map[int]*pair)
	for i := range games {
		lg := &games[i]
		p := pairs[lg.pair]
		if p == nil {
			p = new(pair)
			pairs[lg.pair] = p
		}
		c := 1
		if lg.newWhite {
			c = 0
		}
		p.games[c] = lg
	}
	var st status
	for {
		p := pairs[st.pairs]
		if p == nil || p.games[0] == nil || p.games[1] == nil || st.pairs >= g.maxPairs {
			break
		}
		want := g.openings[st.pairs%len(g.openings)].TFEN()
		points := 0.0
		for _, lg := range p.games {
			if lg.start != want {
				return status{}, fmt.Errorf("%s: pair %d began at %s, but this run gives it %s", name, st.pairs, lg.start, want)
			}
			g.tally(&st, lg.points, lg.plies, lg.adjudicated)
			points += lg.points
		}
		g.endPair(&st, points, false)
	}
	return st, nil
}

package main

import (
	"bufio"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/togyzkumalak/togyzkumalak/game"
)

// writeSamples writes labelled samples, one a line:
// TFEN | linear evaluation | search score | result | held out (0 or 1).
func writeSamples(w io.Writer, samples []sample) error {
	bw := bufio.NewWriter(w)
	for _, s := range samples {
		valid := 0
		if s.valid {
			valid = 1
		}
		fmt.Fprintf(bw, "%s | %d | %d | %g | %d\n", s.leaf.TFEN(), s.lin, s.score, s.result, valid)
	}
	return bw.Flush()
}

// readSamples reads what writeSamples wrote; name is for errors.
func readSamples(r io.Reader, name string) ([]sample, error) {
	var out []sample
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		f := strings.Split(sc.Text(), " | ")
		if len(f) != 5 {
			return nil, fmt.Errorf("%s:%d: want 5 fields separated by \" | \", got %d", name, line, len(f))
		}
		p, err := game.ParseTFEN(f[0])
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		s := sample{leaf: p, valid: f[4] == "1"}
		var errs [3]error
		s.lin, errs[0] = strconv.Atoi(f[1])
		s.score, errs[1] = strconv.Atoi(f[2])
		s.result, errs[2] = strconv.ParseFloat(f[3], 64)
		for _, err := range errs {
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %w", name, line, err)
			}
		}
		out = append(out, s)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

package game

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// ReadPositions reads a list of positions, one a line: a TFEN, optionally
// followed by " | " and anything (a source, a score), which is ignored.
// Blank lines and lines starting with # are skipped. name (a file's name)
// and the line number begin an error's message, as in "openings.txt:12:
// tfen: …". It is the one reader of the position lists of the tools and
// their test data (the gate's openings, the endgames the tables prove).
func ReadPositions(r io.Reader, name string) ([]Position, error) {
	var out []Position
	sc := bufio.NewScanner(r)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		tfen, _, _ := strings.Cut(text, "|")
		p, err := ParseTFEN(strings.TrimSpace(tfen))
		if err != nil {
			return nil, fmt.Errorf("%s:%d: %w", name, line, err)
		}
		out = append(out, p)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	return out, nil
}

package game

import (
	"bufio"
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"
)

func TestTFENStart(t *testing.T) {
	if got := Start().TFEN(); got != StartTFEN {
		t.Fatalf("Start().TFEN() = %q", got)
	}
	p, err := ParseTFEN(StartTFEN)
	if err != nil || p != Start() {
		t.Fatalf("ParseTFEN(start) = %v, %v", p, err)
	}
}

// TestTFENErrors checks that each kind of bad TFEN is refused and that the
// error names the wrong field.
func TestTFENErrors(t *testing.T) {
	tests := []struct{ tfen, field string }{
		{"", ""},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - -", ""},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 1", ""},
		{"9,9,9,9,9,9,9,9,9 0 0 - - 0", "holes"},
		{"9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 9 0 - - 0", "white row"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9,0 0 0 - - 0", "black row"},
		{"9,9,a,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0", "white hole 3"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,-9,9,9,9,9 18 0 - - 0", "black hole 5"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 x 0 - - 0", "white kazan"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 -1 - - 0", "black kazan"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 1 0 - - 0", "stones"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,0 9 0 9 - 0", "white tuzdyk"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 3 - 0", "white tuzdyk"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - 10 0", "black tuzdyk"},
		{"9,9,0,9,9,9,9,9,9/9,9,0,9,9,9,9,9,9 9 9 3 3 0", "black tuzdyk"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 2", "side to move"},
		{"9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - w", "side to move"},
	}
	for _, tt := range tests {
		_, err := ParseTFEN(tt.tfen)
		var te *TFENError
		if !errors.As(err, &te) {
			t.Errorf("ParseTFEN(%q) = %v, want a *TFENError", tt.tfen, err)
			continue
		}
		if te.Field != tt.field {
			t.Errorf("ParseTFEN(%q): field %q, want %q (%v)", tt.tfen, te.Field, tt.field, err)
		}
	}
}

// TestPerftStart checks the move-tree counts from the start that two
// independent programs agree on.
func TestPerftStart(t *testing.T) {
	want := []uint64{9, 73, 613, 5199, 43184, 360035, 3003052, 25166174}
	if testing.Short() {
		want = want[:6]
	}
	for d, n := range want {
		if got := Perft(Start(), d+1); got != n {
			t.Errorf("perft(%d) = %d, want %d", d+1, got, n)
		}
	}
}

// TestPerftPositions checks the 30 shared positions to depth 6.
func TestPerftPositions(t *testing.T) {
	f, err := os.Open("testdata/perft.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		tfen, counts, ok := strings.Cut(line, "|")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		p, err := ParseTFEN(strings.TrimSpace(tfen))
		if err != nil {
			t.Fatalf("%q: %v", tfen, err)
		}
		if p.TFEN() != strings.TrimSpace(tfen) {
			t.Errorf("TFEN round trip: %q -> %q", tfen, p.TFEN())
		}
		for d, c := range strings.Fields(counts) {
			want, _ := strconv.ParseUint(c, 10, 64)
			if got := Perft(p, d+1); got != want {
				t.Errorf("%s: perft(%d) = %d, want %d", tfen, d+1, got, want)
			}
		}
		n++
	}
	if n != 30 {
		t.Errorf("checked %d positions, want 30", n)
	}
}

func BenchmarkPerft7(b *testing.B) {
	var nodes uint64
	for b.Loop() {
		nodes += Perft(Start(), 7)
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds()/1e6, "Mleaves/s")
}

func BenchmarkApply(b *testing.B) {
	p := Start()
	q := p
	for b.Loop() {
		q = p.Apply(7)
	}
	_ = q
}

func BenchmarkPlay(b *testing.B) {
	p := Start()
	for b.Loop() {
		_, _, _ = p.Play(7)
	}
}

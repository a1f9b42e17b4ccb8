package puzzle

import (
	"strings"
	"testing"
)

// FuzzParse: a set file never panics the parser, and what it accepts writes
// back to the same puzzles.
func FuzzParse(f *testing.F) {
	f.Add("p001 capture 900 2 350 9,9,9,9,9,9,9,9,9/9,9,9,9,9,9,9,9,9 0 0 - - 0 9,1,2 x#1/0\n")
	f.Add("# comment\n\np002 lap 1200 5 210 0,0,0,0,20,0,0,0,3/4,4,4,4,4,4,4,4,4 50 51 - - 0 5 y#2/9")
	f.Add("p003 endgame 1 1 1 1,0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0,0 79 81 - - 0 9,1,1,1,1 z")
	f.Fuzz(func(t *testing.T, text string) {
		set, err := Parse(strings.NewReader(text))
		if err != nil {
			return
		}
		var b strings.Builder
		for _, p := range set {
			if len(p.Line) == 0 || len(p.Line)%2 == 0 || !p.Theme.Valid() {
				t.Fatalf("accepted %+v", p)
			}
			b.WriteString(p.String() + "\n")
		}
		back, err := Parse(strings.NewReader(b.String()))
		if err != nil || len(back) != len(set) {
			t.Fatalf("round trip: %v, %d puzzles, want %d\n%s", err, len(back), len(set), b.String())
		}
		for i := range set {
			if back[i].String() != set[i].String() {
				t.Fatalf("round trip: %s, want %s", back[i], set[i])
			}
		}
	})
}

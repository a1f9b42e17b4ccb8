package game

import (
	"errors"
	"io"
	"strings"
	"testing"
)

// FuzzParseTFEN: parsing never panics; what parses writes back the same and
// holds 162 stones.
func FuzzParseTFEN(f *testing.F) {
	f.Add(StartTFEN)
	f.Add("7,0,1,5,5,0,2,1,1/1,7,0,1,2,2,1,1,3 49 73 3 2 0")
	f.Add("9,9,0,9,9,9,9,9,9/9,9,0,9,9,9,9,9,9 9 9 3 3 0")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseTFEN(s)
		if err != nil {
			return
		}
		if stones(p) != TotalStones {
			t.Fatalf("%q parsed with %d stones", s, stones(p))
		}
		q, err := ParseTFEN(p.TFEN())
		if err != nil || q != p {
			t.Fatalf("%q: round trip %q gives %v, %v", s, p.TFEN(), q, err)
		}
	})
}

// FuzzDecode: decoding any bytes never panics, and every game it accepts
// writes out and reads back to the same record.
func FuzzDecode(f *testing.F) {
	f.Add("[White \"a\"]\n[Black \"b\"]\n\n1. 76(10) 98 2. 91X 36 {note} 1-0\n")
	f.Add("1. 76 98 2. 66 87 3. 12 76 4. 25 78 5. 48 36x *")
	f.Add("[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0\"]\n\n1. 89 {zero} 1/2-1/2\n")
	f.Add("{+0.3 51 7 4} 1. 76(10) {-1.2 47 9 / +0.4} 98 {+0.0 50 6 !} {note} 2. 66 {#-3 0} *\n")
	f.Add("[TFEN \"0,0,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0,0 79 81 - - 0\"]\n\n{+0.0 50 8} 1. 89 {+0.0 50} {zero} 1/2-1/2\n")
	f.Add("[TimeControl \"180+2\"]\n[Termination \"time forfeit\"]\n\n1. 76(10) {[%clk 0:02:58]} {+3.5 54} 98 {[%clk 0:03:01.4]} 0-1\n")
	f.Add("1. 76(10) { +3.5 54 [%clk 0:02:58] } 98 {[%clk[%clk 0:00:01]0:00:02] note} {[%clk 1:00]} *\n")
	f.Add("[P1 \"ali\"]\n[P2Elo \"?\"]\n[Variant \"Togyzqumalaq\"]\n[Termination \"Normal\"]\n" +
		"[FEN \"9/7,2S,1 81 81 N 44\"]\n[SetUp \"1\"]\n\n44... 1/2-1/2\n")
	f.Add("[FEN \"13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4\"]\n\n" +
		"4. c1d2 { [%clk 0:02:58] } 4... i2d1 { [%clk 0:03:01] } 5. 14(30) *\n")
	f.Add("[Variant \"Bestemshe\"]\n\n1. c1d2 *\n")
	f.Fuzz(func(t *testing.T, s string) {
		d := NewDecoder(strings.NewReader(s))
		for range 100 {
			g, err := d.Next()
			if errors.Is(err, io.EOF) {
				return
			}
			var re *RecordError
			if errors.As(err, &re) {
				continue
			}
			if err != nil {
				return
			}
			text := g.Text()
			back, err := ParseGame(text)
			if err != nil {
				t.Fatalf("re-read of\n%s\nfailed: %v", text, err)
			}
			if back.Text() != text {
				t.Fatalf("round trip differs:\n%s\n%s", text, back.Text())
			}
		}
	})
}

// FuzzPlay: any sequence of moves from any valid position keeps 162 stones,
// never overflows a hole, and Play and Apply agree.
func FuzzPlay(f *testing.F) {
	f.Add(StartTFEN, []byte{7, 4, 8, 9, 5, 8, 2, 3})
	f.Add("0,0,0,0,0,0,0,0,10/8,8,8,8,8,8,8,8,2 43 43 - - 0", []byte{9, 1, 2})
	f.Add("28,0,0,0,0,0,0,0,0/8,9,9,9,9,9,9,9,9 27 27 - - 0", []byte{1, 2, 3})
	f.Fuzz(func(t *testing.T, tfen string, moves []byte) {
		p, err := ParseTFEN(tfen)
		if err != nil {
			return
		}
		for _, b := range moves {
			m := Move(b%HolesPerSide + 1)
			next, s, err := p.Play(m)
			if err != nil {
				if p.Legal(m) {
					t.Fatalf("%s: legal move %d refused: %v", p, m, err)
				}
				continue
			}
			if p.Apply(m) != next {
				t.Fatalf("%s: Play and Apply differ on %d", p, m)
			}
			if stones(next) != TotalStones {
				t.Fatalf("%s: move %d leaves %d stones: %s", p, m, stones(next), next)
			}
			if _, err := ParseTFEN(next.TFEN()); err != nil {
				t.Fatalf("%s: move %d gives an invalid position %s: %v", p, m, next, err)
			}
			if s.Gain < 0 || len(s.Drops) != s.Stones {
				t.Fatalf("%s: move %d: bad sowing %+v", p, m, s)
			}
			p = next
		}
	})
}

// FuzzParsePlayStrategyFEN: parsing never panics; what parses is a valid
// position that writes back to a FEN reading the same position and move
// number.
func FuzzParsePlayStrategyFEN(f *testing.F) {
	f.Add(PlayStrategyStartFEN)
	f.Add("13S,2S,12S,3S,2S,1S,1,12S,12S/12S,2S,13S,13S,t,3S,12S,12S,1S 22 15 S 4")
	f.Add("9/7,2S,1 81 81 N 44")
	f.Add("3,1S,1,t,1,3S,1/9 60 102 S 70")
	f.Fuzz(func(t *testing.T, s string) {
		p, n, err := ParsePlayStrategyFEN(s)
		if err != nil {
			return
		}
		if _, err := ParseTFEN(p.TFEN()); err != nil {
			t.Fatalf("%q parsed as the invalid %s: %v", s, p, err)
		}
		q, m, err := ParsePlayStrategyFEN(p.PlayStrategyFEN(n))
		if err != nil || q != p || m != n {
			t.Fatalf("%q: round trip %q gives %v %d, %v", s, p.PlayStrategyFEN(n), q, m, err)
		}
	})
}
